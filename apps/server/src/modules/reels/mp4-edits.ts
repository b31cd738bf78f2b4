/**
 * MP4 boxes as the reel cut reads and rewrites them (ISO/IEC 14496-12): the tracks of a `moov` (handler, timescale,
 * edit list, the video's sample times) and a `moov` rewritten with an edit list of our own per track. Pure
 * functions over buffers; docs/decisions/019-reels.md says why a reel is cut by edit lists.
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
  /** The `stbl` box, for the sample times. */
  sampleTable: Box | undefined;
}

/** The movie's timescale (its `mvhd`), or null when it cannot be read. */
export function movieTimescaleOf(moov: Buffer): number | null {
  const mvhd = boxAt(moov, rootOf(moov), ['mvhd']);
  if (!mvhd) return null;
  const at = payloadOf(mvhd);
  return moov.readUInt8(at) === 1 ? moov.readUInt32BE(at + 20) : moov.readUInt32BE(at + 12);
}

/** The `moov` box that `moov` holds (it starts with it). */
function rootOf(moov: Buffer): Box {
  const [root] = boxesOf(moov) ?? [];
  if (root?.type !== 'moov') throw new Error('not a moov box');
  return root;
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

/**
 * The presentation times of a track's samples, in decoding order, in its media's ticks (`stts`, and `ctts` if any;
 * their decoding times with `decoding`), and last the end of the last sample: one more time than samples.
 */
export function sampleTimesOf(moov: Buffer, track: Track, { decoding = false } = {}): number[] {
  const stts = track.sampleTable && boxAt(moov, track.sampleTable, ['stts']);
  const ctts = track.sampleTable && !decoding ? boxAt(moov, track.sampleTable, ['ctts']) : undefined;
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
  const stss = track.sampleTable && boxAt(moov, track.sampleTable, ['stss']);
  if (!stss) return null;
  const at = payloadOf(stss);
  return new Set(Array.from({ length: moov.readUInt32BE(at + 4) }, (_, index) => moov.readUInt32BE(at + 8 + index * 4)));
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

/** The track's media, in its ticks (rounded), that it shows at `seconds` of the movie (see placementOf). */
export function mediaTimeOf(track: Track, movieTimescale: number, seconds: number): number | null {
  const placement = placementOf(track, movieTimescale);
  return placement && placement.firstTicks + Math.round((seconds - placement.emptyS) * track.timescale);
}

/** A track's new edit list: its entries' durations are in the movie's new timescale. */
export interface TrackEdits {
  trackId: number;
  edits: Edit[];
}

/** A box of `type` around `payload`. */
function boxOf(type: string, ...payload: Buffer[]): Buffer {
  const size = 8 + payload.reduce((sum, part) => sum + part.length, 0);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(size, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, ...payload]);
}

/** An `edts` box holding an `elst` of `edits` (version 1, 64-bit, only when a value needs it). */
export function editBoxOf(edits: readonly Edit[]): Buffer {
  const wide = edits.some((edit) => edit.duration > 0xffff_ffff || edit.mediaTime > 0x7fff_ffff || edit.mediaTime < -1);
  const size = wide ? 20 : 12;
  const payload = Buffer.alloc(8 + edits.length * size);
  payload.writeUInt8(wide ? 1 : 0, 0);
  payload.writeUInt32BE(edits.length, 4);
  edits.forEach((edit, index) => {
    const at = 8 + index * size;
    if (wide) {
      payload.writeBigUInt64BE(BigInt(edit.duration), at);
      payload.writeBigInt64BE(BigInt(edit.mediaTime), at + 8);
    } else {
      payload.writeUInt32BE(edit.duration, at);
      payload.writeInt32BE(edit.mediaTime, at + 4);
    }
    // Media rate 1.0 (16.16): the integer part 1, the fraction 0.
    payload.writeInt16BE(1, at + size - 4);
  });
  return boxOf('edts', boxOf('elst', payload));
}

/** The boxes the rewrite descends into; every other box is copied as it is, or patched in place. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);

/**
 * `moov` with an edit list of `tracks`' own on every track (each track's duration the sum of its edits), the movie's
 * timescale set to `timescale` (its duration the longest track's), and every chunk offset (`stco`, `co64`)
 * moved by `chunkShift` bytes: the file's media data moves when the index is put before it or grows.
 */
export function rewriteMoov(
  moov: Buffer,
  { timescale, tracks, chunkShift }: { timescale: number; tracks: readonly TrackEdits[]; chunkShift: number },
): Buffer {
  const root = rootOf(moov);
  const durationOf = (trackId: number) => {
    const edits = tracks.find((track) => track.trackId === trackId)?.edits;
    if (!edits) throw new Error(`no edits for track ${String(trackId)}`);
    return { edits, duration: edits.reduce((sum, edit) => sum + edit.duration, 0) };
  };
  const movieDuration = Math.max(0, ...tracks.map((track) => durationOf(track.trackId).duration));

  const rebuild = (box: Box, trackId: number | null): Buffer[] => {
    const original = moov.subarray(box.start, box.end);
    if (box.type === 'edts') return [];
    if (CONTAINERS.has(box.type)) {
      const children = childrenOf(moov, box);
      const id = box.type === 'trak' ? trackIdOf(moov, box) : trackId;
      const parts = children.flatMap((child) => {
        const rebuilt = rebuild(child, id);
        // A track's edit list follows its header.
        return child.type === 'tkhd' && id !== null ? [...rebuilt, editBoxOf(durationOf(id).edits)] : rebuilt;
      });
      return [boxOf(box.type, ...parts)];
    }
    const copy = Buffer.from(original);
    const at = box.headerSize;
    const wide = copy.readUInt8(at) === 1;
    switch (box.type) {
      case 'mvhd':
        copy.writeUInt32BE(timescale, at + (wide ? 20 : 12));
        if (wide) copy.writeBigUInt64BE(BigInt(movieDuration), at + 24);
        else copy.writeUInt32BE(movieDuration, at + 16);
        break;
      case 'tkhd': {
        if (trackId === null) break;
        const { duration } = durationOf(trackId);
        if (wide) copy.writeBigUInt64BE(BigInt(duration), at + 28);
        else copy.writeUInt32BE(duration, at + 20);
        break;
      }
      case 'stco':
      case 'co64': {
        const count = copy.readUInt32BE(at + 4);
        for (let index = 0; index < count; index += 1) {
          if (box.type === 'stco') {
            const offset = copy.readUInt32BE(at + 8 + index * 4) + chunkShift;
            if (offset < 0 || offset > 0xffff_ffff) throw new Error('a chunk offset out of range');
            copy.writeUInt32BE(offset, at + 8 + index * 4);
          } else {
            const entry = at + 8 + index * 8;
            copy.writeBigUInt64BE(copy.readBigUInt64BE(entry) + BigInt(chunkShift), entry);
          }
        }
        break;
      }
    }
    if (box.headerSize === 16) return [boxOf(box.type, copy.subarray(16))];
    return [copy];
  };
  const [rebuilt] = rebuild(root, null);
  if (!rebuilt) throw new Error('no moov');
  return rebuilt;
}
