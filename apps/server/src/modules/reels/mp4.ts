/**
 * MP4 boxes as the reel cut reads and writes them (ISO/IEC 14496-12): the tracks of a `moov` (handler, timescale,
 * edit list, their samples' times, sizes, places and keyframes), and the `moov` of a plain MP4 built from tracks of
 * other files: no edit lists, every sample shown in the order it is stored. Pure functions over buffers;
 * docs/decisions/019-reels.md says why a reel is such a file.
 */

/** A box of an MP4: its type, where it starts, how long its header is and where it ends (bytes in the buffer). */
export interface Box {
  type: string;
  start: number;
  headerSize: number;
  end: number;
}

/** The boxes one after the other in `buffer` from `start` to `end`, or null when their sizes do not add up. */
export function boxesOf(buffer: Buffer, start = 0, end = buffer.length): Box[] | null {
  const boxes: Box[] = [];
  for (let offset = start; offset < end;) {
    if (offset + 8 > end) return null;
    const size32 = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    const large = size32 === 1;
    if (large && offset + 16 > end) return null;
    const size = large ? Number(buffer.readBigUInt64BE(offset + 8)) : size32 === 0 ? end - offset : size32;
    const headerSize = large ? 16 : 8;
    if (size < headerSize || offset + size > end) return null;
    boxes.push({ type, start: offset, headerSize, end: offset + size });
    offset += size;
  }
  return boxes;
}

/** The boxes inside a container box. */
const childrenOf = (buffer: Buffer, box: Box) => boxesOf(buffer, box.start + box.headerSize, box.end) ?? [];

/** The box at the end of a path of types under `box` (`['mdia', 'minf', 'stbl']`), if there is one. */
export function boxAt(buffer: Buffer, box: Box, path: readonly string[]): Box | undefined {
  let current: Box | undefined = box;
  for (const type of path) current = current && childrenOf(buffer, current).find((child) => child.type === type);
  return current;
}

/** Where a box's payload starts, after its header (for a full box, its version is the payload's first byte). */
const payloadOf = (box: Box) => box.start + box.headerSize;

/** One entry of an edit list: `duration` of the presentation, in the movie's timescale, shows the media from `mediaTime` (track ticks; -1: nothing). */
export interface Edit {
  duration: number;
  mediaTime: number;
}

/** A track of a `moov`, as the reel cut needs it. */
export interface Track {
  id: number;
  /** The handler: `vide`, `soun`, `text`, `sbtl`... */
  handler: string;
  /** Ticks per second of the track's media (its `mdhd`). */
  timescale: number;
  /** Its edit list, empty when it has none. */
  edits: Edit[];
  /** The `trak` box. */
  trak: Box;
  /** The `stbl` box, for the samples. */
  sampleTable: Box | undefined;
}

/** The `moov` box that `moov` holds (it starts with it). */
function rootOf(moov: Buffer): Box {
  const [root] = boxesOf(moov) ?? [];
  if (root?.type !== 'moov') throw new Error('not a moov box');
  return root;
}

/** The movie's timescale (its `mvhd`), or null when it cannot be read. */
export function movieTimescaleOf(moov: Buffer): number | null {
  const mvhd = boxAt(moov, rootOf(moov), ['mvhd']);
  if (!mvhd) return null;
  const at = payloadOf(mvhd);
  return moov.readUInt8(at) === 1 ? moov.readUInt32BE(at + 20) : moov.readUInt32BE(at + 12);
}

/** The entries of an `elst` box. */
function editsOf(buffer: Buffer, elst: Box): Edit[] {
  const at = payloadOf(elst);
  const version = buffer.readUInt8(at);
  const count = buffer.readUInt32BE(at + 4);
  const size = version === 1 ? 20 : 12;
  return Array.from({ length: count }, (_, index) => {
    const entry = at + 8 + index * size;
    return version === 1
      ? { duration: Number(buffer.readBigUInt64BE(entry)), mediaTime: Number(buffer.readBigInt64BE(entry + 8)) }
      : { duration: buffer.readUInt32BE(entry), mediaTime: buffer.readInt32BE(entry + 4) };
  });
}

/** The id of a track (in its `tkhd`), or null when it has no header. */
function trackIdOf(buffer: Buffer, trak: Box): number | null {
  const tkhd = boxAt(buffer, trak, ['tkhd']);
  if (!tkhd) return null;
  const at = payloadOf(tkhd);
  return buffer.readUInt32BE(at + (buffer.readUInt8(at) === 1 ? 20 : 12));
}

/** The tracks of a `moov`, in order. */
export function tracksOf(moov: Buffer): Track[] {
  const root = rootOf(moov);
  return childrenOf(moov, root)
    .filter((box) => box.type === 'trak')
    .map((trak) => {
      const id = trackIdOf(moov, trak);
      const mdhd = boxAt(moov, trak, ['mdia', 'mdhd']);
      const hdlr = boxAt(moov, trak, ['mdia', 'hdlr']);
      const elst = boxAt(moov, trak, ['edts', 'elst']);
      if (id === null || !mdhd || !hdlr) throw new Error('a track without tkhd, mdhd or hdlr');
      const mdhdAt = payloadOf(mdhd);
      return {
        id,
        handler: moov.toString('latin1', payloadOf(hdlr) + 8, payloadOf(hdlr) + 12),
        timescale: moov.readUInt32BE(mdhdAt + (moov.readUInt8(mdhdAt) === 1 ? 20 : 12)),
        edits: elst ? editsOf(moov, elst) : [],
        trak,
        sampleTable: boxAt(moov, trak, ['mdia', 'minf', 'stbl']),
      };
    });
}

/** `[count, value]` runs of a table box (`stts`, `ctts`): sample counts and a value each (signed in version 1). */
function runsOf(buffer: Buffer, box: Box): [number, number][] {
  const at = payloadOf(box);
  const signed = buffer.readUInt8(at) === 1;
  return Array.from({ length: buffer.readUInt32BE(at + 4) }, (_, index) => {
    const entry = at + 8 + index * 8;
    return [buffer.readUInt32BE(entry), signed ? buffer.readInt32BE(entry + 4) : buffer.readUInt32BE(entry + 4)];
  });
}

/** A box of the track's sample table. */
const tableOf = (moov: Buffer, track: Track, type: string) => track.sampleTable && boxAt(moov, track.sampleTable, [type]);

/**
 * The presentation times of a track's samples, in decoding order, in its media's ticks (`stts`, and `ctts` if any;
 * their decoding times with `decoding`), and last the end of the last sample: one more time than samples.
 */
export function sampleTimesOf(moov: Buffer, track: Track, { decoding = false } = {}): number[] {
  const stts = tableOf(moov, track, 'stts');
  const ctts = decoding ? undefined : tableOf(moov, track, 'ctts');
  if (!stts) return [];
  const times: number[] = [];
  let time = 0;
  for (const [count, delta] of runsOf(moov, stts))
    for (let sample = 0; sample < count; sample += 1) {
      times.push(time);
      time += delta;
    }
  times.push(time);
  if (ctts) {
    let sample = 0;
    let offset = 0;
    for (const [count, value] of runsOf(moov, ctts))
      for (let run = 0; run < count && sample < times.length - 1; run += 1, sample += 1) {
        offset = value;
        times[sample] = (times[sample] ?? 0) + offset;
      }
    times[times.length - 1] = time + offset;
  }
  return times;
}

/** The numbers (from 1) of a track's keyframes (its `stss`), or null when it has none: every sample is one. */
export function keyframesOf(moov: Buffer, track: Track): Set<number> | null {
  const stss = tableOf(moov, track, 'stss');
  if (!stss) return null;
  const at = payloadOf(stss);
  return new Set(Array.from({ length: moov.readUInt32BE(at + 4) }, (_, index) => moov.readUInt32BE(at + 8 + index * 4)));
}

/** Where each of a track's samples is in its file and how long it is, in bytes, in decoding order; null when its tables do not add up. */
export function sampleLocationsOf(moov: Buffer, track: Track): { offsets: number[]; sizes: number[] } | null {
  const stsz = tableOf(moov, track, 'stsz');
  const stsc = tableOf(moov, track, 'stsc');
  const stco = tableOf(moov, track, 'stco');
  const co64 = tableOf(moov, track, 'co64');
  if (!stsz || !stsc || (!stco && !co64)) return null;
  const sizeAt = payloadOf(stsz);
  const uniform = moov.readUInt32BE(sizeAt + 4);
  const count = moov.readUInt32BE(sizeAt + 8);
  const sizes = Array.from({ length: count }, (_, index) =>
    uniform === 0 ? moov.readUInt32BE(sizeAt + 12 + index * 4) : uniform,
  );
  const chunkBox = (stco ?? co64) as Box;
  const chunkAt = payloadOf(chunkBox);
  const chunks = Array.from({ length: moov.readUInt32BE(chunkAt + 4) }, (_, index) =>
    stco ? moov.readUInt32BE(chunkAt + 8 + index * 4) : Number(moov.readBigUInt64BE(chunkAt + 8 + index * 8)),
  );
  const runAt = payloadOf(stsc);
  const runs = Array.from({ length: moov.readUInt32BE(runAt + 4) }, (_, index) => ({
    firstChunk: moov.readUInt32BE(runAt + 8 + index * 12),
    perChunk: moov.readUInt32BE(runAt + 12 + index * 12),
  }));
  const offsets: number[] = [];
  for (const [index, run] of runs.entries()) {
    const lastChunk = (runs[index + 1]?.firstChunk ?? chunks.length + 1) - 1;
    for (let chunk = run.firstChunk; chunk <= lastChunk; chunk += 1) {
      let offset = chunks[chunk - 1];
      if (offset === undefined) return null;
      for (let sample = 0; sample < run.perChunk && offsets.length < count; sample += 1) {
        offsets.push(offset);
        offset += sizes[offsets.length - 1] ?? 0;
      }
    }
  }
  return offsets.length === count ? { offsets, sizes } : null;
}

/** A sample entry's configuration box (`avcC` in an `avc1` entry): its bytes, header included, or null. */
export function sampleConfigOf(moov: Buffer, track: Track, type: string): Buffer | null {
  const stsd = tableOf(moov, track, 'stsd');
  if (!stsd) return null;
  // stsd: version and flags, an entry count, then the entries; a visual entry's own boxes follow its 78 bytes.
  const [entry, ...others] = boxesOf(moov, payloadOf(stsd) + 8, stsd.end) ?? [];
  if (!entry || others.length > 0) return null;
  const boxes = boxesOf(moov, entry.start + 8 + 78, entry.end) ?? [];
  const config = boxes.find((box) => box.type === type);
  return config ? Buffer.from(moov.subarray(config.start, config.end)) : null;
}

/**
 * How a track's edit list, as a muxer writes it (empty edits first, then one edit, or none: the media from its
 * start), places its media in the movie: the movie's time, in seconds, of `mediaTicks` and the media's ticks at
 * `seconds` of the movie. Null for an edit list of more than one edit with media, which this does not map.
 */
function placementOf(track: Track, movieTimescale: number): { emptyS: number; firstTicks: number } | null {
  const empty = track.edits.filter((edit) => edit.mediaTime === -1);
  if (track.edits.length > empty.length + 1 || track.edits.slice(0, empty.length).some((edit) => edit.mediaTime !== -1))
    return null;
  return {
    emptyS: empty.reduce((sum, edit) => sum + edit.duration, 0) / movieTimescale,
    firstTicks: track.edits[empty.length]?.mediaTime ?? 0,
  };
}

/** The movie's time, in seconds, at which a track shows its media's `mediaTicks` (see placementOf). */
export function presentationOf(track: Track, movieTimescale: number, mediaTicks: number): number | null {
  const placement = placementOf(track, movieTimescale);
  return placement && placement.emptyS + (mediaTicks - placement.firstTicks) / track.timescale;
}

/** A box of `type` around `payload`. */
export function boxOf(type: string, ...payload: Buffer[]): Buffer {
  const size = 8 + payload.reduce((sum, part) => sum + part.length, 0);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(size, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, ...payload]);
}

/** A full box (version 0, no flags) of 32-bit fields. */
function tableBoxOf(type: string, values: readonly number[]): Buffer {
  const payload = Buffer.alloc(4 + values.length * 4);
  values.forEach((value, index) => payload.writeUInt32BE(value, 4 + index * 4));
  return boxOf(type, payload);
}

/** One sample of a plain MP4's track: where its bytes are (a source file of the cut, an offset and a size), how long it lasts, whether it is a keyframe. */
export interface PlainSample {
  source: number;
  offset: number;
  size: number;
  duration: number;
  key: boolean;
}

/** A track of a plain MP4: the `trak` of another file it takes its header and sample description from, and its samples. */
export interface PlainTrack {
  template: { moov: Buffer; track: Track };
  samples: readonly PlainSample[];
}

/** The samples of a chunk: those of one track stored together, from `first`, `count` of them. */
export interface Chunk {
  track: number;
  first: number;
  count: number;
}

/**
 * The chunks of a plain MP4: each track's samples in runs of about `seconds` of media, the runs of all tracks
 * ordered by their start, so that a player reading the file in order has picture and sound of the same moment near
 * each other (interleaved).
 */
export function chunksOf(tracks: readonly PlainTrack[], seconds = 0.5): Chunk[] {
  const chunks: (Chunk & { startS: number })[] = [];
  tracks.forEach((track, index) => {
    const timescale = track.template.track.timescale;
    let time = 0;
    let current: (Chunk & { startS: number }) | null = null;
    track.samples.forEach((sample, sampleIndex) => {
      const startS = time / timescale;
      if (!current || startS - current.startS >= seconds) {
        current = { track: index, first: sampleIndex, count: 0, startS };
        chunks.push(current);
      }
      current.count += 1;
      time += sample.duration;
    });
  });
  return chunks
    .sort((a, b) => a.startS - b.startS || a.track - b.track)
    .map(({ track, first, count }) => ({ track, first, count }));
}

/** A track's duration, in its media's ticks: the sum of its samples'. */
const mediaDurationOf = (track: PlainTrack) => track.samples.reduce((sum, sample) => sum + sample.duration, 0);

/**
 * The `moov` of a plain MP4 of `tracks` stored in `chunks` at `chunkOffsets` (bytes from the file's start): each
 * track's header and sample description are its template's, its edit list none, its sample tables (times, sizes,
 * keyframes, chunks) its samples'; the movie's header is `movie`'s (a `moov` of another file), its duration the
 * longest track's. Its size does not depend on the offsets' values, only on whether one needs 64 bits.
 */
export function plainMoovOf(
  movie: Buffer,
  tracks: readonly PlainTrack[],
  chunks: readonly Chunk[],
  chunkOffsets: readonly number[],
): Buffer {
  const movieTimescale = movieTimescaleOf(movie);
  const mvhd = boxAt(movie, rootOf(movie), ['mvhd']);
  if (!movieTimescale || !mvhd) throw new Error('a moov without mvhd');
  const wide = chunkOffsets.some((offset) => offset > 0xffff_ffff);
  const inMovie = (track: PlainTrack) => Math.round((mediaDurationOf(track) * movieTimescale) / track.template.track.timescale);
  const traks = tracks.map((track, index) => {
    const { moov, track: template } = track.template;
    const id = index + 1;
    const copyOf = (box: Box | undefined, patch: (copy: Buffer, at: number, version: number) => void) => {
      if (!box) throw new Error('a track without tkhd or mdhd');
      const copy = Buffer.from(moov.subarray(box.start, box.end));
      patch(copy, box.headerSize, copy.readUInt8(box.headerSize));
      return copy;
    };
    const tkhd = copyOf(boxAt(moov, template.trak, ['tkhd']), (copy, at, version) => {
      copy.writeUInt32BE(id, at + (version === 1 ? 20 : 12));
      if (version === 1) copy.writeBigUInt64BE(BigInt(inMovie(track)), at + 28);
      else copy.writeUInt32BE(inMovie(track), at + 20);
    });
    const mdia = boxAt(moov, template.trak, ['mdia']);
    const minf = boxAt(moov, template.trak, ['mdia', 'minf']);
    const mdhd = copyOf(boxAt(moov, template.trak, ['mdia', 'mdhd']), (copy, at, version) => {
      if (version === 1) copy.writeBigUInt64BE(BigInt(mediaDurationOf(track)), at + 24);
      else copy.writeUInt32BE(mediaDurationOf(track), at + 16);
    });
    const hdlr = boxAt(moov, template.trak, ['mdia', 'hdlr']);
    const stsd = tableOf(moov, template, 'stsd');
    if (!mdia || !minf || !hdlr || !stsd) throw new Error('a track without mdia, minf, hdlr or stsd');
    const original = (box: Box) => moov.subarray(box.start, box.end);
    const media = childrenOf(moov, minf).filter((box) => box.type !== 'stbl');
    return boxOf(
      'trak',
      tkhd,
      boxOf('mdia', mdhd, original(hdlr), boxOf('minf', ...media.map(original), sampleTableOf(track, index))),
    );
  });
  function sampleTableOf(track: PlainTrack, index: number): Buffer {
    const { moov, track: template } = track.template;
    const stsd = tableOf(moov, template, 'stsd') as Box;
    const durations: number[] = [];
    for (const sample of track.samples) {
      if (durations.length > 0 && durations.at(-1) === sample.duration)
        durations[durations.length - 2] = (durations.at(-2) ?? 0) + 1;
      else durations.push(1, sample.duration);
    }
    const own = chunks.flatMap((chunk, at) => (chunk.track === index ? [{ chunk, offset: chunkOffsets[at] ?? 0 }] : []));
    const perChunk: number[] = [];
    own.forEach(({ chunk }, at) => {
      if (perChunk.at(-2) !== chunk.count) perChunk.push(at + 1, chunk.count, 1);
    });
    const keyframes = track.samples.flatMap((sample, at) => (sample.key ? [at + 1] : []));
    const offsets = Buffer.alloc(8 + own.length * (wide ? 8 : 4));
    offsets.writeUInt32BE(own.length, 4);
    own.forEach(({ offset }, at) => {
      if (wide) offsets.writeBigUInt64BE(BigInt(offset), 8 + at * 8);
      else offsets.writeUInt32BE(offset, 8 + at * 4);
    });
    return boxOf(
      'stbl',
      moov.subarray(stsd.start, stsd.end),
      tableBoxOf('stts', [durations.length / 2, ...durations]),
      ...(keyframes.length < track.samples.length ? [tableBoxOf('stss', [keyframes.length, ...keyframes])] : []),
      tableBoxOf('stsc', [perChunk.length / 3, ...perChunk]),
      tableBoxOf('stsz', [0, track.samples.length, ...track.samples.map((sample) => sample.size)]),
      boxOf(wide ? 'co64' : 'stco', offsets),
    );
  }
  const header = Buffer.from(movie.subarray(mvhd.start, mvhd.end));
  const at = mvhd.headerSize;
  const version = header.readUInt8(at);
  const duration = Math.max(0, ...tracks.map(inMovie));
  if (version === 1) header.writeBigUInt64BE(BigInt(duration), at + 24);
  else header.writeUInt32BE(duration, at + 16);
  // next_track_ID: the last field of mvhd.
  header.writeUInt32BE(tracks.length + 1, header.length - 4);
  return boxOf('moov', header, ...traks);
}
