import { describe, expect, it } from 'vitest';
import {
  boxAt,
  boxesOf,
  chunksOf,
  keyframesOf,
  movieTimescaleOf,
  plainMoovOf,
  presentationOf,
  sampleConfigOf,
  sampleLocationsOf,
  sampleTimesOf,
  tracksOf,
  type PlainTrack,
} from './mp4.js';

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
 * 4 frames of 10 to 40 bytes, keyframes 1 and 3, two chunks of two, its sample description an `avc1` with its
 * `avcC`) starting 18 ms late (an empty edit) with no B-frames; a sound track (id 2, 48 kHz, 3 AAC frames of 6
 * bytes, one chunk at a 64-bit offset) without an edit list.
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
          box('stsd', 0, 1, box('avc1', zeros(78), box('avcC', text('config')))),
          box('stts', 0, 1, 4, 512),
          box('stss', 0, 2, 1, 3),
          box('stsc', 0, 1, 1, 2, 1),
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
      box(
        'minf',
        box('smhd', 0, 0),
        box(
          'stbl',
          box('stsd', 0, 1, box('mp4a', zeros(28))),
          box('stts', 0, 1, 3, 1024),
          box('stsc', 0, 1, 1, 3, 1),
          box('stsz', 0, 6, 3),
          box('co64', 0, 1, u64(200)),
        ),
      ),
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
    // Where each sample's bytes are: the chunks' offsets, the samples of a chunk one after the other.
    expect(sampleLocationsOf(moov, video)).toEqual({ offsets: [100, 110, 5000, 5030], sizes: [10, 20, 30, 40] });
    expect(sampleLocationsOf(moov, sound)).toEqual({ offsets: [200, 206, 212], sizes: [6, 6, 6] });
    expect(sampleConfigOf(moov, video, 'avcC')?.toString('latin1', 8)).toBe('config');
  });

  it('places media on the movie by the edit list as a muxer writes it', () => {
    const moov = sampleMoov();
    const [video, sound] = tracksOf(moov);
    if (!video || !sound) throw new Error('no tracks');
    // The picture starts 18 ms into the movie: its frame at 512 ticks (40 ms) shows at 58 ms.
    expect(presentationOf(video, 1000, 512)).toBeCloseTo(0.058, 9);
    // The sound, without an edit list, from its start.
    expect(presentationOf(sound, 1000, 2784)).toBeCloseTo(0.058, 9);
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

describe('MP4 boxes: writing a plain MP4 of the tracks of other files', () => {
  const moov = sampleMoov();
  const [video, sound] = tracksOf(moov);
  if (!video || !sound) throw new Error('no tracks');
  const tracks: PlainTrack[] = [
    {
      template: { moov, track: video },
      samples: [
        { source: 1, offset: 0, size: 11, duration: 512, key: true },
        { source: 1, offset: 11, size: 12, duration: 512, key: false },
        { source: 0, offset: 5000, size: 30, duration: 512, key: true },
      ],
    },
    {
      template: { moov, track: sound },
      samples: Array.from({ length: 4 }, (_, index) => ({
        source: 0,
        offset: 200 + 6 * index,
        size: 6,
        duration: 1024,
        key: true,
      })),
    },
  ];

  it('stores each track in chunks of about half a second, the chunks of all tracks in time order', () => {
    // 3 frames (120 ms) and 4 packets (85 ms): one chunk each, the picture's first at the same time.
    expect(chunksOf(tracks)).toEqual([
      { track: 0, first: 0, count: 3 },
      { track: 1, first: 0, count: 4 },
    ]);
    // Every 40 ms with chunks of 50 ms: two frames a chunk.
    expect(chunksOf(tracks.slice(0, 1), 0.05)).toEqual([
      { track: 0, first: 0, count: 2 },
      { track: 0, first: 2, count: 1 },
    ]);
  });

  it("writes the tracks without edit lists: their samples, times, keyframes and places as given, the headers and descriptions their templates'", () => {
    const chunks = chunksOf(tracks);
    const written = plainMoovOf(moov, tracks, chunks, [1000, 1053]);
    expect(plainMoovOf(moov, tracks, chunks, [0, 0]).length).toBe(written.length);
    expect(movieTimescaleOf(written)).toBe(1000);
    const [picture, audio] = tracksOf(written);
    if (!picture || !audio) throw new Error('no tracks');
    expect([picture.id, picture.handler, picture.timescale, picture.edits]).toEqual([1, 'vide', 12_800, []]);
    expect([audio.id, audio.handler, audio.timescale, audio.edits]).toEqual([2, 'soun', 48_000, []]);
    expect(sampleTimesOf(written, picture)).toEqual([0, 512, 1024, 1536]);
    expect(keyframesOf(written, picture)).toEqual(new Set([1, 3]));
    // Every sound packet a keyframe: no table.
    expect(keyframesOf(written, audio)).toBeNull();
    expect(sampleLocationsOf(written, picture)).toEqual({ offsets: [1000, 1011, 1023], sizes: [11, 12, 30] });
    expect(sampleLocationsOf(written, audio)).toEqual({ offsets: [1053, 1059, 1065, 1071], sizes: [6, 6, 6, 6] });
    expect(sampleConfigOf(written, picture, 'avcC')?.toString('latin1', 8)).toBe('config');
    // The tracks' and the movie's durations: 3 frames are 120 ms, 4 packets 85.3 ms.
    const [root] = boxesOf(written) ?? [];
    if (!root) throw new Error('no moov');
    const mvhd = boxAt(written, root, ['mvhd']);
    expect(written.readUInt32BE((mvhd?.start ?? 0) + 8 + 16)).toBe(120);
    // The next track id, after the two.
    expect(written.readUInt32BE((mvhd?.end ?? 0) - 4)).toBe(3);
    // Offsets past 4 GB: 64-bit chunk offsets.
    const far = plainMoovOf(moov, tracks, chunks, [2 ** 32 + 10, 2 ** 32 + 63]);
    const [farPicture] = tracksOf(far);
    if (!farPicture) throw new Error('no track');
    expect(sampleLocationsOf(far, farPicture)?.offsets).toEqual([2 ** 32 + 10, 2 ** 32 + 21, 2 ** 32 + 33]);
  });
});
