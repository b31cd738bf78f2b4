import { describe, expect, it } from 'vitest';
import {
  boxAt,
  boxesOf,
  editBoxOf,
  keyframesOf,
  mediaTimeOf,
  movieTimescaleOf,
  presentationOf,
  rewriteMoov,
  sampleTimesOf,
  tracksOf,
} from './mp4-edits.js';

/** A box of `type` around `parts` (buffers, or 32-bit numbers). */
function box(type: string, ...parts: (Buffer | number)[]): Buffer {
  const payload = Buffer.concat(
    parts.map((part) => {
      if (Buffer.isBuffer(part)) return part;
      const word = Buffer.alloc(4);
      word.writeUInt32BE(part >>> 0);
      return word;
    }),
  );
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}
const zeros = (count: number) => Buffer.alloc(count);
const text = (value: string) => Buffer.from(value, 'latin1');
const u64 = (value: number) => {
  const word = Buffer.alloc(8);
  word.writeBigUInt64BE(BigInt(value));
  return word;
};

/**
 * A `moov` as ffmpeg writes one: the movie in milliseconds; a video track (id 1, 25 fps in a 1/12800 timescale,
 * 4 frames, keyframes 1 and 3, two chunks) starting 18 ms late (an empty edit) with no B-frames; a sound track
 * (id 2, 48 kHz, 3 AAC frames, one chunk at a 64-bit offset) without an edit list.
 */
function sampleMoov(): Buffer {
  const mvhd = box('mvhd', 0, 0, 0, 1000, 178, zeros(80));
  const tkhd = (id: number, duration: number) => box('tkhd', 0, 0, 0, id, 0, duration, zeros(60));
  const mdhd = (timescale: number, duration: number) => box('mdhd', 0, 0, 0, timescale, duration, 0);
  const hdlr = (handler: string) => box('hdlr', 0, 0, text(handler), zeros(12), zeros(1));
  const video = box(
    'trak',
    tkhd(1, 178),
    box('edts', box('elst', 0, 2, 18, -1 >>> 0, 0x0001_0000, 160, 0, 0x0001_0000)),
    box(
      'mdia',
      mdhd(12_800, 2048),
      hdlr('vide'),
      box(
        'minf',
        box(
          'stbl',
          box('stts', 0, 1, 4, 512),
          box('stss', 0, 2, 1, 3),
          box('stsz', 0, 0, 4, 10, 20, 30, 40),
          box('stco', 0, 2, 100, 5000),
        ),
      ),
    ),
  );
  const sound = box(
    'trak',
    tkhd(2, 64),
    box(
      'mdia',
      mdhd(48_000, 3072),
      hdlr('soun'),
      box('minf', box('stbl', box('stts', 0, 1, 3, 1024), box('co64', 0, 1, u64(200)))),
    ),
  );
  return box('moov', mvhd, video, sound);
}

describe('MP4 boxes: reading a moov', () => {
  it('reads the tracks: ids, handlers, timescales, edit lists, and the movie timescale', () => {
    const moov = sampleMoov();
    expect(movieTimescaleOf(moov)).toBe(1000);
    expect(tracksOf(moov).map(({ id, handler, timescale, edits }) => ({ id, handler, timescale, edits }))).toEqual([
      {
        id: 1,
        handler: 'vide',
        timescale: 12_800,
        edits: [
          { duration: 18, mediaTime: -1 },
          { duration: 160, mediaTime: 0 },
        ],
      },
      { id: 2, handler: 'soun', timescale: 48_000, edits: [] },
    ]);
  });

  it("reads a track's sample times (and the end of its last sample) and keyframes", () => {
    const moov = sampleMoov();
    const [video, sound] = tracksOf(moov);
    if (!video || !sound) throw new Error('no tracks');
    expect(sampleTimesOf(moov, video)).toEqual([0, 512, 1024, 1536, 2048]);
    expect(sampleTimesOf(moov, sound)).toEqual([0, 1024, 2048, 3072]);
    expect(keyframesOf(moov, video)).toEqual(new Set([1, 3]));
    // No `stss`: every sample is a keyframe.
    expect(keyframesOf(moov, sound)).toBeNull();
  });

  it('places media on the movie by the edit list as a muxer writes it, and back', () => {
    const moov = sampleMoov();
    const [video, sound] = tracksOf(moov);
    if (!video || !sound) throw new Error('no tracks');
    // The picture starts 18 ms into the movie: its frame at 512 ticks (40 ms) shows at 58 ms.
    expect(presentationOf(video, 1000, 512)).toBeCloseTo(0.058, 9);
    expect(mediaTimeOf(video, 1000, 0.058)).toBe(512);
    // The sound, without an edit list, from its start.
    expect(mediaTimeOf(sound, 1000, 0.058)).toBe(2784);
    // Two edits with media: not a muxer's, not mapped.
    const edited = {
      ...video,
      edits: [
        { duration: 10, mediaTime: 0 },
        { duration: 10, mediaTime: 1024 },
      ],
    };
    expect(presentationOf(edited, 1000, 0)).toBeNull();
  });

  it('walks boxes by their sizes, and refuses sizes that do not add up', () => {
    const moov = sampleMoov();
    expect(boxesOf(moov)?.map((found) => found.type)).toEqual(['moov']);
    const [root] = boxesOf(moov) ?? [];
    if (!root) throw new Error('no moov');
    expect(boxAt(moov, root, ['trak', 'mdia', 'hdlr'])).toBeDefined();
    const broken = Buffer.from(moov);
    broken.writeUInt32BE(moov.length + 1, 0);
    expect(boxesOf(broken)).toBeNull();
  });
});

describe('MP4 boxes: rewriting a moov with edit lists of our own', () => {
  const edits = {
    timescale: 12_800,
    tracks: [
      {
        trackId: 1,
        edits: [
          { mediaTime: 512, duration: 512 },
          { mediaTime: 1536, duration: 512 },
        ],
      },
      {
        trackId: 2,
        edits: [
          { mediaTime: 1024, duration: 273 },
          { mediaTime: 2048, duration: 273 },
        ],
      },
    ],
  };

  it('gives every track its edits, its duration their sum, the movie the new timescale and the longest duration', () => {
    const rewritten = rewriteMoov(sampleMoov(), { ...edits, chunkShift: 0 });
    expect(boxesOf(rewritten)?.map((found) => [found.type, found.end])).toEqual([['moov', rewritten.length]]);
    expect(movieTimescaleOf(rewritten)).toBe(12_800);
    const [video, sound] = tracksOf(rewritten);
    expect(video?.edits).toEqual(edits.tracks[0]?.edits);
    expect(sound?.edits).toEqual(edits.tracks[1]?.edits);
    const [root] = boxesOf(rewritten) ?? [];
    if (!root) throw new Error('no moov');
    const mvhd = boxAt(rewritten, root, ['mvhd']);
    expect(mvhd && rewritten.readUInt32BE(mvhd.start + 8 + 16)).toBe(1024);
    const traks = (boxesOf(rewritten, root.start + 8, root.end) ?? []).filter((found) => found.type === 'trak');
    const durations = traks.map((trak) => {
      const tkhd = boxAt(rewritten, trak, ['tkhd']);
      return tkhd && rewritten.readUInt32BE(tkhd.start + 8 + 20);
    });
    expect(durations).toEqual([1024, 546]);
    // A track without an edit list gets one, right after its header.
    const soundTrak = traks[1];
    expect(soundTrak && (boxesOf(rewritten, soundTrak.start + 8, soundTrak.end) ?? []).map((found) => found.type)).toEqual([
      'tkhd',
      'edts',
      'mdia',
    ]);
    // The samples are untouched.
    const [videoTrack] = tracksOf(rewritten);
    expect(videoTrack && sampleTimesOf(rewritten, videoTrack)).toEqual([0, 512, 1024, 1536, 2048]);
  });

  it('moves every chunk offset, 32-bit and 64-bit, by the bytes the media moved', () => {
    const rewritten = rewriteMoov(sampleMoov(), { ...edits, chunkShift: 1234 });
    const [root] = boxesOf(rewritten) ?? [];
    if (!root) throw new Error('no moov');
    const traks = (boxesOf(rewritten, root.start + 8, root.end) ?? []).filter((found) => found.type === 'trak');
    const stco = traks[0] && boxAt(rewritten, traks[0], ['mdia', 'minf', 'stbl', 'stco']);
    const co64 = traks[1] && boxAt(rewritten, traks[1], ['mdia', 'minf', 'stbl', 'co64']);
    expect(stco && [rewritten.readUInt32BE(stco.start + 16), rewritten.readUInt32BE(stco.start + 20)]).toEqual([1334, 6234]);
    expect(co64 && Number(rewritten.readBigUInt64BE(co64.start + 16))).toBe(1434);
    // Only the offsets: the same size either way.
    expect(rewritten.length).toBe(rewriteMoov(sampleMoov(), { ...edits, chunkShift: 0 }).length);
  });

  it('refuses a track it has no edits for', () => {
    expect(() => rewriteMoov(sampleMoov(), { ...edits, tracks: edits.tracks.slice(0, 1), chunkShift: 0 })).toThrow(/track 2/);
  });

  it('writes an edit list in 32 bits, and in 64 only when a value needs it', () => {
    const small = editBoxOf([{ mediaTime: 512, duration: 1024 }]);
    // edts (8) + elst (8 + version, flags and count 8 + one entry of 12).
    expect(small.length).toBe(36);
    expect(small.readUInt8(16)).toBe(0);
    expect([small.readUInt32BE(24), small.readInt32BE(28), small.readInt16BE(32)]).toEqual([1024, 512, 1]);
    const large = editBoxOf([{ mediaTime: 2 ** 33, duration: 1024 }]);
    expect(large.readUInt8(16)).toBe(1);
    expect(Number(large.readBigInt64BE(32))).toBe(2 ** 33);
  });
});
