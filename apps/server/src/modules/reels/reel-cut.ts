import { spawn } from 'node:child_process';
import { open, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { clipWindowOf, formatGameClock, periodLabel, type ClipWindow, type ReportPlay } from '@courtside/domain';
import { footageInputGuard, PROXY_MAX_HEIGHT, PROXY_VIDEO_ENCODER } from '../../lib/media/media-commands.js';
import { mediaToolCommand, runMediaTool } from '../../lib/media/media-process.js';
import {
  boxOf,
  chunksOf,
  keyframesOf,
  movieTimescaleOf,
  plainMoovOf,
  presentationOf,
  sampleConfigOf,
  sampleLocationsOf,
  sampleTimesOf,
  tracksOf,
  type Chunk,
  type PlainSample,
  type PlainTrack,
  type Track,
} from './mp4.js';

/**
 * How a reel is cut (docs/decisions/019-reels.md). A reel is a plain MP4: no edit lists, every frame it holds is a
 * frame of its windows, in footage order, so that a player that ignores edit lists (Firefox's MP4 parser, Android's
 * MediaExtractor, editors, messengers) shows what one that honours them does. Two ways, chosen by the proxy's index:
 *
 * - The smart cut, when the proxy reorders no frames and its frames are all alike long (a proxy made since
 *   preparation writes keyframes at most a second apart and no B-frames): each window's frames from its first
 *   keyframe on are the proxy's own packets, copied; its head, the frames before that keyframe, is decoded
 *   from the keyframe before the window and re-encoded with the proxy's own encoder settings, so that it carries the
 *   proxy's parameter sets (checked byte for byte) and the two join in one stream. The sound is the proxy's own
 *   packets nearest the picture. Node writes the MP4 (its index first) from the proxy's and the heads' packets.
 * - Otherwise (a proxy made before, an index not read, heads not as planned), frame-exact by re-encoding: each
 *   merged window is re-encoded on its own with accurate input seeking (`-ss`/`-to` before `-i`: ffmpeg seeks to the
 *   keyframe before the window, decodes from there and drops every frame before its start), so a clip's first frame
 *   is the source's frame at the window's start whatever the keyframes. Every segment is encoded with the same
 *   settings from the same source, so the segments join by stream copy (the concat demuxer) without a second
 *   encode. The sound is cut to PCM beside each segment and encoded once at the end, its encoder's priming played
 *   (no edit list to skip it: 21 ms of silence at the start).
 *
 * Either way each clip's caption (the play, its period and clock) is a cue of the MP4's subtitle track, not drawn
 * into the picture: captions cost no encoding.
 */

/** The re-encoding cut's encode: the same for every segment so they join by stream copy. */
const VIDEO_CODEC = ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '22', '-pix_fmt', 'yuv420p'];
const SOUND = ['-ar', '48000', '-ac', '2'];

/** One caption: its text and when it shows, in seconds from its clip's start (to the clip's end when `untilS` is null). */
export interface Caption {
  text: string;
  fromS: number;
  untilS: number | null;
}

/** What a play's caption says: the play as the report describes it, its period and game clock. */
export function captionText(play: Pick<ReportPlay, 'description' | 'period' | 'clock'>, periods: number): string {
  const when = [periodLabel(periods, play.period), play.clock === null ? null : formatGameClock(play.clock)].filter(Boolean);
  return `${play.description} · ${when.join(' ')}`;
}

/**
 * The captions of a merged window: each of its plays in footage order, shown from its own window's start until
 * the next play's (the last until the clip ends).
 */
export function captionsOf(window: ClipWindow, plays: ReadonlyMap<string, ReportPlay>, periods: number): Caption[] {
  const starts = window.playIds
    .flatMap((id) => {
      const play = plays.get(id);
      const own = play ? clipWindowOf(play) : null;
      return play && own ? [{ play, fromMs: Math.max(own.startMs, window.startMs) - window.startMs }] : [];
    })
    .sort((a, b) => a.fromMs - b.fromMs);
  return starts.map(({ play, fromMs }, index) => {
    const next = starts[index + 1];
    return { text: captionText(play, periods), fromS: fromMs / 1000, untilS: next ? next.fromMs / 1000 : null };
  });
}

/** The video filters of a segment: starting at its first frame, scaled down to the proxy's height at most. */
export function segmentFilters(): string {
  // Without the first a window that starts between two frames would begin with a gap, which the MP4 muxer fills
  // by showing the first frame twice.
  return ['setpts=PTS-STARTPTS', `scale=-2:'min(${String(PROXY_MAX_HEIGHT)},ih)':flags=bicubic`, 'format=yuv420p'].join(',');
}

/** A time in an SRT file: `00:01:02,345`. */
function srtTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
}

/**
 * The reel's captions as SRT: each clip's captions, placed at the clip's start (`offsetsS`: in the reel when it is
 * re-encoded, on the copy's timeline when it is cut by edit lists) and ending with the clip at the latest. An empty
 * string when there is none.
 */
export function srtOf(
  captions: readonly (readonly Caption[])[],
  offsetsS: readonly number[],
  durationsS: readonly number[],
): string {
  const cues: string[] = [];
  captions.forEach((clip, index) => {
    const offset = offsetsS[index] ?? 0;
    const duration = durationsS[index] ?? 0;
    for (const caption of clip) {
      const from = offset + Math.min(caption.fromS, duration);
      const until = offset + Math.min(caption.untilS ?? duration, duration);
      if (until <= from) continue;
      const text = caption.text.replace(/\s+/g, ' ').trim();
      cues.push(`${String(cues.length + 1)}\n${srtTime(from)} --> ${srtTime(until)}\n${text}\n`);
    }
  });
  return cues.join('\n');
}

/**
 * Where ffmpeg cuts a window, in seconds: half a frame before its first frame and after its last, where a frame
 * belongs to the window when its time falls in [start, end). Cutting between frames, never on one, keeps float
 * rounding from taking a frame in or out, and the segment's sound is cut to the same span, so picture and sound
 * stay together however many clips follow. Without a known frame rate the window is cut as it is.
 */
export function cutSpanOf(window: Pick<ClipWindow, 'startMs' | 'endMs'>, fps: number | null): { fromS: number; toS: number } {
  if (!fps) return { fromS: window.startMs / 1000, toS: window.endMs / 1000 };
  const first = Math.ceil((window.startMs * fps) / 1000 - 1e-9);
  const end = Math.ceil((window.endMs * fps) / 1000 - 1e-9);
  return { fromS: Math.max(0, (first - 0.5) / fps), toS: (end - 0.5) / fps };
}

/** ffmpeg arguments for one segment: the span's frames re-encoded (video), and its sound as PCM when there is sound. */
export function segmentArguments(
  input: string,
  span: { fromS: number; toS: number },
  filters: string,
  video: string,
  sound: string | null,
): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-nostats', '-progress', 'pipe:1', ...footageInputGuard()],
    ...['-ss', span.fromS.toFixed(6), '-to', span.toS.toFixed(6), '-i', input],
    ...['-map', '0:v:0', '-vf', filters, ...VIDEO_CODEC, '-an', video],
    ...(sound ? ['-map', '0:a:0', '-c:a', 'pcm_s16le', ...SOUND, '-vn', sound] : []),
  ];
}

/**
 * ffmpeg arguments joining the segments (lists for the concat demuxer) into one MP4, moov first, with the
 * captions (an SRT file) as the MP4's subtitle track, shown by default.
 */
export function joinArguments(videoList: string, soundList: string | null, captions: string | null, output: string): string[] {
  const captionsInput = soundList ? 2 : 1;
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-f', 'concat', '-i', videoList],
    ...(soundList ? ['-f', 'concat', '-i', soundList] : []),
    ...(captions ? ['-f', 'srt', '-i', captions] : []),
    ...['-map', '0:v:0', '-c:v', 'copy'],
    ...(soundList ? ['-map', '1:a:0', '-c:a', 'aac', '-b:a', '128k'] : []),
    ...(captions
      ? [
          '-map',
          `${String(captionsInput)}:s:0`,
          '-c:s',
          'mov_text',
          '-metadata:s:s:0',
          'language=eng',
          '-disposition:s:0',
          'default',
        ]
      : []),
    // Its edit lists (the sound encoder's priming) are left out after (writePlainCopy).
    ...['-f', 'mp4', output],
  ];
}

/** The time ffmpeg's `-progress` output has reached, in milliseconds, from its latest `out_time_us=` line in `chunk`. */
export function progressMsOf(chunk: string): number | null {
  let last: number | null = null;
  for (const match of chunk.matchAll(/^out_time_us=(\d+)$/gm)) last = Math.floor(Number(match[1]) / 1000);
  return last;
}

/** How long one segment's ffmpeg may run: a minute, and ten times the window's length. */
const segmentDeadlineMs = (window: Pick<ClipWindow, 'startMs' | 'endMs'>) => 60_000 + 10 * (window.endMs - window.startMs);

export interface CutRequest {
  input: string;
  windows: readonly ClipWindow[];
  /** The captions of each window (same order), or none. */
  captions: readonly (readonly Caption[])[];
  /** A directory of this cut's own: its segments and lists go there. */
  directory: string;
  output: string;
  /** Called with 0-99 as the segments are cut. */
  onProgress: (percent: number) => void;
}

/** The frame rate ffprobe reads as `25/1` or `30000/1001`; null when it is unknown (`0/0`). */
export function frameRateOf(text: string): number | null {
  const [num = 0, den = 0] = text.trim().split('/').map(Number);
  const fps = den > 0 ? num / den : num;
  return Number.isFinite(fps) && fps > 0 && fps < 1000 ? fps : null;
}

/** A video packet of the proxy, in decoding order: its times in ticks of the stream's time base, and whether it is a keyframe. */
export interface VideoPacket {
  pts: number;
  dts: number;
  duration: number;
  key: boolean;
}

/** What the smart cut reads of the proxy's index (`moov`): its tracks, their samples' times and places. */
export interface ProxyIndex {
  moov: Buffer;
  video: {
    track: Track;
    /** In decoding order, with their times as a demuxer gives them (the edit list applied), in ticks of the track. */
    packets: VideoPacket[];
    timeBase: { num: number; den: number };
    locations: { offsets: number[]; sizes: number[] } | null;
  };
  sound: {
    track: Track;
    /** When each packet starts, in seconds of the movie (its edit list applied), and last when the last one ends. */
    timesS: number[];
    durations: number[];
    locations: { offsets: number[]; sizes: number[] } | null;
  } | null;
}

/**
 * The proxy's index: its video packets, in decoding order, with their times as a demuxer gives them (its edit list
 * applied, in ticks of the track's timescale), and its sound's packets. Null without a video track or with an edit
 * list not mapped.
 */
export function proxyIndexOf(moov: Buffer): ProxyIndex | null {
  const movieTimescale = movieTimescaleOf(moov);
  const tracks = tracksOf(moov);
  const video = tracks.find((track) => track.handler === 'vide');
  const start = video && movieTimescale ? presentationOf(video, movieTimescale, 0) : null;
  if (!video || !movieTimescale || start === null) return null;
  const shift = Math.round(start * video.timescale);
  const decoding = sampleTimesOf(moov, video, { decoding: true });
  const presentation = sampleTimesOf(moov, video);
  const keyframes = keyframesOf(moov, video);
  const packets = presentation.slice(0, -1).map((pts, index) => ({
    pts: pts + shift,
    dts: (decoding[index] ?? 0) + shift,
    duration: (decoding[index + 1] ?? 0) - (decoding[index] ?? 0),
    key: keyframes === null || keyframes.has(index + 1),
  }));
  const soundTrack = tracks.find((track) => track.handler === 'soun');
  const soundTimes = soundTrack ? sampleTimesOf(moov, soundTrack, { decoding: true }) : [];
  const soundStart = soundTrack ? presentationOf(soundTrack, movieTimescale, 0) : null;
  return {
    moov,
    video: { track: video, packets, timeBase: { num: 1, den: video.timescale }, locations: sampleLocationsOf(moov, video) },
    sound:
      soundTrack && soundStart !== null
        ? {
            track: soundTrack,
            timesS: soundTimes.map((time) => soundStart + time / soundTrack.timescale),
            durations: soundTimes.slice(1).map((time, index) => time - (soundTimes[index] ?? 0)),
            locations: sampleLocationsOf(moov, soundTrack),
          }
        : null,
  };
}

/**
 * One merged window as the smart cut takes it, by the proxy's video packets (indices in decoding order, which is
 * the order they are shown: the proxy has no B-frames): its frames `[first, end)`; its **head**, `[first, keyframe)`,
 * re-encoded, decoded from the keyframe at or before its first frame (`decodeFrom`); its **tail**, `[keyframe, end)`,
 * the proxy's own packets copied. A window starting on a keyframe has no head; one without a keyframe after its
 * first frame is a head whole (`keyframe` is `end`).
 */
export interface CutClip {
  decodeFrom: number;
  first: number;
  keyframe: number;
  end: number;
}

/** The clips of a smart cut, and the proxy's frame duration in ticks of its time base (one for every frame). */
export interface CutPlan {
  clips: CutClip[];
  frameTicks: number;
}

/** How much the times of a window and a frame may differ and still count as the same time (ms and ticks round). */
const SAME_TIME_S = 1e-6;

/** Seconds of `ticks` of a time base. */
const secondsOf = (ticks: number, timeBase: { num: number; den: number }) => (ticks * timeBase.num) / timeBase.den;

/** The index of the first of `times` (ascending) at or after `time`, or their count when none is. */
function firstAtOrAfter(times: readonly number[], time: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((times[middle] ?? Infinity) >= time) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The smart cut of `windows` from a proxy whose video packets are `packets`, or null when the proxy does not allow
 * it and the reel is re-encoded whole: packets out of order (B-frames: a tail's packets would hold frames shown
 * outside it), frames of unequal duration (every frame of the reel is given the proxy's), or a window without frames.
 * A frame belongs to a window when its time falls in `[start, end)`.
 */
export function cutPlanOf(
  windows: readonly Pick<ClipWindow, 'startMs' | 'endMs'>[],
  packets: readonly VideoPacket[],
  timeBase: { num: number; den: number },
): CutPlan | null {
  const frameTicks = packets[0]?.duration ?? 0;
  if (!(frameTicks > 0)) return null;
  for (const [index, packet] of packets.entries()) {
    const next = packets[index + 1];
    if (!Number.isFinite(packet.pts) || packet.pts !== packet.dts) return null;
    if (next && (next.pts !== packet.pts + frameTicks || packet.duration !== frameTicks)) return null;
  }
  const times = packets.map((packet) => secondsOf(packet.pts, timeBase));
  const clips: CutClip[] = [];
  for (const window of windows) {
    const first = firstAtOrAfter(times, window.startMs / 1000 - SAME_TIME_S);
    const end = firstAtOrAfter(times, window.endMs / 1000 - SAME_TIME_S);
    if (first >= end) return null;
    let decodeFrom = first;
    while (decodeFrom >= 0 && !packets[decodeFrom]?.key) decodeFrom -= 1;
    if (decodeFrom === -1) return null;
    let keyframe = first;
    while (keyframe < end && !packets[keyframe]?.key) keyframe += 1;
    clips.push({ decodeFrom, first, keyframe, end });
  }
  return { clips, frameTicks };
}

/** The frames a clip re-encodes (its head) and copies (its tail). */
export const headFramesOf = (clip: CutClip) => clip.keyframe - clip.first;

/**
 * The sound packets of each clip, `count` from `from` (indices of the proxy's sound track): from the packet whose
 * start is nearest the clip's first frame, as many as keep the sound's end nearest the picture's over the whole
 * reel (the last clip's ending at or before it, so that the sound does not make the reel longer than its windows).
 * A clip shorter than half a packet may get none: the sound of the clips after it stays where their picture is.
 * `startsS` and `durationsS`: each clip's first frame in the proxy and how long it
 * plays; `timesS`: the packets' starts and, last, the last one's end.
 */
export function soundPlanOf(
  startsS: readonly number[],
  durationsS: readonly number[],
  timesS: readonly number[],
): { from: number; count: number }[] {
  let pictureEndS = 0;
  let soundEndS = 0;
  const packets = timesS.length - 1;
  return startsS.map((startS, index) => {
    pictureEndS += durationsS[index] ?? 0;
    const after = Math.min(firstAtOrAfter(timesS, startS), packets - 1);
    const before = Math.max(0, after - 1);
    const from = Math.abs((timesS[before] ?? 0) - startS) <= Math.abs((timesS[after] ?? 0) - startS) ? before : after;
    const last = index === startsS.length - 1;
    let count = 0;
    while (from + count < packets) {
      const length = (timesS[from + count + 1] ?? 0) - (timesS[from + count] ?? 0);
      const endsS = soundEndS + length;
      if (last ? endsS > pictureEndS + SAME_TIME_S : endsS - pictureEndS > length / 2 + SAME_TIME_S) break;
      soundEndS = endsS;
      count += 1;
    }
    return { from, count };
  });
}

/** An H.264 decoder configuration (`avcC`): its NAL units' length field, in bytes, and its parameter sets (SPS, PPS). */
export function avcConfigOf(avcC: Buffer): { lengthSize: number; parameterSets: Buffer[] } | null {
  // The box header (8 bytes), then version, profile, compatibility, level, the length size, the SPS count.
  if (avcC.length < 15 || avcC.readUInt8(8) !== 1) return null;
  const lengthSize = (avcC.readUInt8(12) & 3) + 1;
  const parameterSets: Buffer[] = [];
  let at = 13;
  for (const mask of [0x1f, 0xff]) {
    const count = avcC.readUInt8(at) & mask;
    at += 1;
    for (let index = 0; index < count; index += 1) {
      if (at + 2 > avcC.length) return null;
      const size = avcC.readUInt16BE(at);
      if (at + 2 + size > avcC.length) return null;
      parameterSets.push(Buffer.from(avcC.subarray(at + 2, at + 2 + size)));
      at += 2 + size;
    }
  }
  return { lengthSize, parameterSets };
}

const START_CODE = Buffer.from([0, 0, 0, 1]);

/**
 * An H.264 access unit as an MP4 stores it (NAL units, each after its length) as an elementary stream has it (each
 * after a start code); null when the lengths do not add up.
 */
export function annexBOf(sample: Buffer, lengthSize: number): Buffer | null {
  const parts: Buffer[] = [];
  for (let at = 0; at < sample.length;) {
    if (at + lengthSize > sample.length) return null;
    const size = sample.readUIntBE(at, lengthSize);
    if (size === 0 || at + lengthSize + size > sample.length) return null;
    parts.push(START_CODE, sample.subarray(at + lengthSize, at + lengthSize + size));
    at += lengthSize + size;
  }
  return Buffer.concat(parts);
}

/** A frame rate as a fraction, as ffmpeg reads one: `25/1`, `30000/1001`. */
export function frameRateText(timescale: number, frameTicks: number): string {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const divisor = gcd(timescale, frameTicks);
  return `${String(timescale / divisor)}/${String(frameTicks / divisor)}`;
}

/**
 * x264 settings for the heads that leave the proxy's parameter sets as they are (the same profile, level,
 * reference frames, entropy coding, 8x8 transform, weighted prediction) and spend less on each frame: a head is a
 * fraction of a second, shown once (full-pixel motion search and no psychovisual tuning: a fifth less CPU for 0.7 dB
 * of PSNR at 54 dB, docs/decisions/019-reels.md). Checked at each cut: the heads' `avcC` must be the proxy's, byte
 * for byte.
 */
const HEAD_SPEED = 'me=dia:subme=0:psy=0:rc-lookahead=0:mbtree=0:scenecut=0:aq-mode=0';

/**
 * ffmpeg arguments encoding the heads: the elementary stream `gops` (each head's frames from the keyframe before it,
 * one after the other, at the proxy's frame rate) decoded, the frames `[from, to]` of each head kept, encoded as the
 * proxy was with a keyframe at each head's first frame, into the MP4 `output`.
 */
export function headsArguments(
  gops: string,
  rate: string,
  heads: readonly { from: number; to: number }[],
  output: string,
): string[] {
  const keep = heads.map(({ from, to }) => `between(n,${String(from)},${String(to)})`).join('+');
  let at = 0;
  const starts = heads.map(({ from, to }) => {
    const start = at;
    at += to - from + 1;
    return `eq(n,${String(start)})`;
  });
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-nostats', '-progress', 'pipe:1'],
    ...['-protocol_whitelist', 'file', '-format_whitelist', 'h264', '-f', 'h264', '-framerate', rate, '-i', gops],
    ...['-map', '0:v:0', '-vf', `select='${keep}',setpts=N/FRAME_RATE/TB`, '-fps_mode', 'passthrough', '-an'],
    ...PROXY_VIDEO_ENCODER,
    ...['-x264-params', HEAD_SPEED, '-force_key_frames', `expr:${starts.join('+')}`, '-f', 'mp4', output],
  ];
}

/** ffmpeg arguments writing the captions (an SRT file) as an MP4 of one subtitle track (`mov_text`), shown by default. */
export function captionsArguments(srt: string, output: string): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-protocol_whitelist', 'file', '-f', 'srt', '-i', srt],
    ...['-map', '0:s:0', '-c:s', 'mov_text', '-metadata:s:s:0', 'language=eng', '-disposition:s:0', 'default'],
    ...['-f', 'mp4', output],
  ];
}

/** The top-level boxes of an MP4 file, by walking their headers; null when their sizes do not add up. */
async function topBoxesOf(handle: FileHandle): Promise<{ type: string; start: number; end: number }[] | null> {
  const { size: fileSize } = await handle.stat();
  const header = Buffer.alloc(16);
  const boxes: { type: string; start: number; end: number }[] = [];
  for (let offset = 0; offset + 8 <= fileSize;) {
    await handle.read(header, 0, 16, offset);
    const size32 = header.readUInt32BE(0);
    const size = size32 === 1 ? Number(header.readBigUInt64BE(8)) : size32 === 0 ? fileSize - offset : size32;
    if (size < 8 || offset + size > fileSize) return null;
    boxes.push({ type: header.toString('latin1', 4, 8), start: offset, end: offset + size });
    offset += size;
  }
  return boxes;
}

/** The `moov` box of an MP4 file (an index at the start or at the end), or null when it has none. */
async function moovOf(file: string): Promise<Buffer | null> {
  const handle = await open(file, 'r');
  try {
    const moov = (await topBoxesOf(handle))?.find((box) => box.type === 'moov');
    if (!moov || moov.end - moov.start > 64 * 1024 * 1024) return null;
    const buffer = Buffer.alloc(moov.end - moov.start);
    await handle.read(buffer, 0, buffer.length, moov.start);
    return buffer;
  } finally {
    await handle.close();
  }
}

interface Footage {
  sound: boolean;
  fps: number | null;
}

/** Whether the footage has a sound track, and its picture's frame rate (for the re-encoding cut). */
async function probe(input: string): Promise<Footage> {
  const { stdout } = await runMediaTool(
    'ffprobe',
    [...['-v', 'error', ...footageInputGuard()], ...['-show_entries', 'stream=codec_type,avg_frame_rate', '-of', 'json', input]],
    60_000,
  );
  const { streams = [] } = JSON.parse(stdout) as {
    streams?: { codec_type?: string; avg_frame_rate?: string }[];
  };
  const video = streams.find((stream) => stream.codec_type === 'video');
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  return {
    sound: audio !== undefined,
    fps: frameRateOf(video?.avg_frame_rate ?? ''),
  };
}

/** Runs ffmpeg, reporting its `-progress` position; killed (SIGKILL) past its deadline. */
async function runWithProgress(args: string[], deadlineMs: number, onTime: (ms: number) => void): Promise<void> {
  const [command, argv] = await mediaToolCommand('ffmpeg', args);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), deadlineMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const ms = progressMsOf(chunk);
      if (ms !== null) onTime(ms);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          Object.assign(new Error(`ffmpeg ${args.join(' ')} failed: ${stderr}`), { code, signal, killed: signal === 'SIGKILL' }),
        );
    });
  });
}

/**
 * Cuts the windows of `input` into `output`, one plain MP4 (see the top of this file): by the smart cut when the
 * proxy allows it, re-encoded whole otherwise. Answers how long the reel plays, and which way it was cut.
 */
export async function cutReel(request: CutRequest): Promise<CutReel> {
  const moov = await moovOf(request.input).catch(() => null);
  const index = moov && proxyIndexOf(moov);
  // A window without a frame of the footage (past its end, or between two frames) adds nothing to the reel.
  // In presentation order: a proxy with B-frames has its packets' times out of order.
  const times = index?.video.packets.map((packet) => secondsOf(packet.pts, index.video.timeBase)).sort((a, b) => a - b);
  const kept = times ? request.windows.flatMap((window, at) => (framesIn(window, times) > 0 ? [at] : [])) : null;
  const windows = kept ? kept.map((at) => request.windows[at] as ClipWindow) : request.windows;
  const captions = kept ? kept.map((at) => request.captions[at] ?? []) : request.captions;
  if (windows.length === 0) throw new Error('none of the windows holds a frame of the footage');
  const cut = { ...request, windows, captions };
  const plan = index && cutPlanOf(windows, index.video.packets, index.video.timeBase);
  const smart = plan ? await smartCut(cut, index, plan) : null;
  return smart ?? cutByEncoding(cut, await probe(request.input));
}

/** How many frames fall in a window, of those at `times` (seconds, ascending). */
function framesIn(window: Pick<ClipWindow, 'startMs' | 'endMs'>, times: readonly number[]): number {
  return firstAtOrAfter(times, window.endMs / 1000 - SAME_TIME_S) - firstAtOrAfter(times, window.startMs / 1000 - SAME_TIME_S);
}

/** The reel re-encoded whole, whatever the proxy: what the smart cut is measured against (bench/reel). */
export async function cutReelByEncoding(request: CutRequest): Promise<CutReel> {
  return cutByEncoding(request, await probe(request.input));
}

export interface CutReel {
  durationMs: number;
  /** `smart`: each window's head re-encoded, the rest the proxy's own packets; `encode`: every window re-encoded. */
  method: 'smart' | 'encode';
}

/** The reel's captions as an SRT file in `directory`, or null when there is none. */
async function writeCaptions(directory: string, srt: string): Promise<string | null> {
  if (!srt) return null;
  const file = path.join(directory, 'captions.srt');
  await writeFile(file, srt);
  return file;
}

/** How long the heads' encode may run: a minute, and ten times the windows' length. */
const headsDeadlineMs = (windows: readonly Pick<ClipWindow, 'startMs' | 'endMs'>[]) =>
  60_000 + 10 * windows.reduce((sum, window) => sum + window.endMs - window.startMs, 0);

/** The file does not hold what was planned: the reel is re-encoded whole. */
class NotAsPlanned extends Error {}

/** Reads `size` bytes at `offset` of an open file. */
async function readAt(handle: FileHandle, offset: number, size: number): Promise<Buffer> {
  const buffer = Buffer.alloc(size);
  const { bytesRead } = await handle.read(buffer, 0, size, offset);
  if (bytesRead !== size) throw new NotAsPlanned('a sample past the end of its file');
  return buffer;
}

/**
 * Writes the heads' elementary stream: for each clip with a head, its frames from the keyframe at or before it to
 * its tail's keyframe, each run after the proxy's parameter sets. Answers which frames of it are the heads.
 */
async function writeHeadsSource(
  proxy: FileHandle,
  index: ProxyIndex,
  clips: readonly CutClip[],
  avc: { lengthSize: number; parameterSets: Buffer[] },
  file: string,
): Promise<{ from: number; to: number }[]> {
  const { locations } = index.video;
  if (!locations) throw new NotAsPlanned('the proxy has no sample table');
  const out = await open(file, 'w');
  try {
    const heads: { from: number; to: number }[] = [];
    let frames = 0;
    for (const clip of clips) {
      if (headFramesOf(clip) === 0) continue;
      const parts: Buffer[] = avc.parameterSets.flatMap((set) => [START_CODE, set]);
      for (let sample = clip.decodeFrom; sample < clip.keyframe; sample += 1) {
        const bytes = await readAt(proxy, locations.offsets[sample] ?? 0, locations.sizes[sample] ?? 0);
        const unit = annexBOf(bytes, avc.lengthSize);
        if (!unit) throw new NotAsPlanned('a sample whose NAL units do not add up');
        parts.push(unit);
      }
      await out.write(Buffer.concat(parts));
      const lead = clip.first - clip.decodeFrom;
      heads.push({ from: frames + lead, to: frames + lead + headFramesOf(clip) - 1 });
      frames += clip.keyframe - clip.decodeFrom;
    }
    return heads;
  } finally {
    await out.close();
  }
}

/** The first track of an MP4 file whose handler is one of `handlers`, with its samples' places; null when it has none. */
async function trackOfFile(file: string, handlers: readonly string[]) {
  const moov = await moovOf(file);
  const track = moov && tracksOf(moov).find((each) => handlers.includes(each.handler));
  const locations = moov && track ? sampleLocationsOf(moov, track) : null;
  if (!moov || !track || !locations) return null;
  const times = sampleTimesOf(moov, track, { decoding: true });
  return {
    moov,
    track,
    locations,
    durations: times.slice(1).map((time, at) => time - (times[at] ?? 0)),
    keyframes: keyframesOf(moov, track),
  };
}

/**
 * The smart cut (docs/decisions/019-reels.md): each window's head (its frames before its first keyframe) decoded
 * from the keyframe before it and re-encoded as the proxy was, with the proxy's own parameter sets; its tail the
 * proxy's own packets; its sound the proxy's packets nearest its picture; its captions a subtitle track; all
 * written by node as one plain MP4, index first, no edit lists: every frame it holds is shown, by any player. Null
 * when the proxy or the heads are not as planned (the heads' parameter sets not the proxy's, say): the reel is then
 * re-encoded whole.
 */
async function smartCut(
  { input, windows, captions, directory, output, onProgress }: CutRequest,
  index: ProxyIndex,
  plan: CutPlan,
): Promise<CutReel | null> {
  const { video, sound } = index;
  const avcC = sampleConfigOf(index.moov, video.track, 'avcC');
  const avc = avcC && avcConfigOf(avcC);
  const videoLocations = video.locations;
  if (!avcC || !avc || !videoLocations || (sound && !sound.locations)) return null;
  const frameS = secondsOf(plan.frameTicks, video.timeBase);
  const durationsS = plan.clips.map((clip) => (clip.end - clip.first) * frameS);
  const reelStartsS: number[] = [];
  durationsS.reduce((at, duration) => (reelStartsS.push(at), at + duration), 0);
  const headFrames = plan.clips.reduce((sum, clip) => sum + headFramesOf(clip), 0);
  const totalFrames = plan.clips.reduce((sum, clip) => sum + clip.end - clip.first, 0);

  const proxy = await open(input, 'r');
  try {
    const captionsSrt = await writeCaptions(directory, srtOf(captions, reelStartsS, durationsS));
    const captionsFile = path.join(directory, 'captions.mp4');
    const rate = frameRateText(video.track.timescale, plan.frameTicks);
    // The heads in one ffmpeg run: two side by side were no faster on a quiet machine, spent a third more CPU and
    // took the worker over its memory budget (docs/decisions/019-reels.md, Measured).
    const gops = path.join(directory, 'heads.h264');
    const headsFile = path.join(directory, 'heads.mp4');
    const heads = headFrames > 0 ? await writeHeadsSource(proxy, index, plan.clips, avc, gops) : [];
    await Promise.all([
      heads.length > 0
        ? runWithProgress(headsArguments(gops, rate, heads, headsFile), headsDeadlineMs(windows), (ms) =>
            onProgress(Math.min(90, Math.floor((90 * ms) / Math.max(1, headFrames * frameS * 1000)))),
          )
        : Promise.resolve(),
      captionsSrt ? runMediaTool('ffmpeg', captionsArguments(captionsSrt, captionsFile), 60_000) : Promise.resolve(),
    ]);
    const encoded = heads.length > 0 ? await trackOfFile(headsFile, ['vide']) : null;
    if (heads.length > 0) {
      const config = encoded && sampleConfigOf(encoded.moov, encoded.track, 'avcC');
      if (!encoded || !config?.equals(avcC) || encoded.locations.sizes.length !== headFrames) return null;
    }
    const text = captionsSrt ? await trackOfFile(captionsFile, ['sbtl', 'text']) : null;
    if (captionsSrt && (!text || text.track.edits.some((edit) => edit.mediaTime !== 0))) return null;

    // The picture: each clip's head (source 2, the heads' file), then its tail, the proxy's own packets (source 0).
    const pictures: PlainSample[] = [];
    let head = 0;
    for (const clip of plan.clips) {
      for (let frame = 0; frame < headFramesOf(clip); frame += 1, head += 1) {
        const key = encoded?.keyframes?.has(head + 1) ?? true;
        if (frame === 0 && !key) return null;
        const offset = encoded?.locations.offsets[head] ?? 0;
        pictures.push({ source: 2, offset, size: encoded?.locations.sizes[head] ?? 0, duration: plan.frameTicks, key });
      }
      for (let sample = clip.keyframe; sample < clip.end; sample += 1)
        pictures.push({
          source: 0,
          offset: videoLocations.offsets[sample] ?? 0,
          size: videoLocations.sizes[sample] ?? 0,
          duration: plan.frameTicks,
          key: video.packets[sample]?.key ?? false,
        });
    }
    if (pictures.length !== totalFrames) return null;
    const tracks: PlainTrack[] = [{ template: { moov: index.moov, track: video.track }, samples: pictures }];
    if (sound?.locations) {
      const startsS = plan.clips.map((clip) => secondsOf(video.packets[clip.first]?.pts ?? 0, video.timeBase));
      const { offsets, sizes } = sound.locations;
      const samples = soundPlanOf(startsS, durationsS, sound.timesS).flatMap(({ from, count }) =>
        Array.from({ length: count }, (_, at) => ({
          source: 0,
          offset: offsets[from + at] ?? 0,
          size: sizes[from + at] ?? 0,
          duration: sound.durations[from + at] ?? 0,
          key: true,
        })),
      );
      tracks.push({ template: { moov: index.moov, track: sound.track }, samples });
    }
    if (text) {
      const samples = text.locations.sizes.map((size, at) => ({
        source: 1,
        offset: text.locations.offsets[at] ?? 0,
        size,
        duration: text.durations[at] ?? 0,
        key: true,
      }));
      tracks.push({ template: { moov: text.moov, track: text.track }, samples });
    }
    onProgress(92);
    await writePlainMp4(output, index.moov, tracks, [input, captionsFile, headsFile]);
    onProgress(99);
    return { durationMs: Math.round(totalFrames * frameS * 1000), method: 'smart' };
  } catch (error) {
    if (error instanceof NotAsPlanned) return null;
    throw error;
  } finally {
    await proxy.close();
  }
}

/** The `ftyp` of a reel: an MP4 of ISO base media, H.264 and MP4 version 1 brands (as ffmpeg writes one). */
const FTYP = boxOf('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1'));

/**
 * Writes a plain MP4 of `tracks` to `output`: its `ftyp`, its index (`plainMoovOf`, the movie's header from `movie`),
 * then its media, every chunk's samples read from `sources` (by each sample's `source`) through one 1 MB buffer.
 */
async function writePlainMp4(
  output: string,
  movie: Buffer,
  tracks: readonly PlainTrack[],
  sources: readonly string[],
): Promise<void> {
  const chunks = chunksOf(tracks);
  const chunkBytes = chunks.map((chunk) =>
    (tracks[chunk.track]?.samples ?? [])
      .slice(chunk.first, chunk.first + chunk.count)
      .reduce((sum, sample) => sum + sample.size, 0),
  );
  const mediaBytes = chunkBytes.reduce((sum, bytes) => sum + bytes, 0);
  const large = mediaBytes + 8 > 0xffff_ffff;
  const placeholder = plainMoovOf(
    movie,
    tracks,
    chunks,
    chunks.map(() => (large ? 2 ** 32 : 0)),
  );
  const mdatHeader = Buffer.alloc(large ? 16 : 8);
  if (large) {
    mdatHeader.writeUInt32BE(1, 0);
    mdatHeader.write('mdat', 4, 'latin1');
    mdatHeader.writeBigUInt64BE(BigInt(mediaBytes + 16), 8);
  } else {
    mdatHeader.writeUInt32BE(mediaBytes + 8, 0);
    mdatHeader.write('mdat', 4, 'latin1');
  }
  let at = FTYP.length + placeholder.length + mdatHeader.length;
  const offsets = chunkBytes.map((bytes) => {
    const offset = at;
    at += bytes;
    return offset;
  });
  const moov = plainMoovOf(movie, tracks, chunks, offsets);
  if (moov.length !== placeholder.length) throw new Error('the index changed size');
  const handles = await Promise.all(
    sources.map((source, index) =>
      tracks.some((track) => track.samples.some((sample) => sample.source === index)) ? open(source, 'r') : Promise.resolve(null),
    ),
  );
  const out = await open(output, 'w');
  try {
    await out.write(Buffer.concat([FTYP, moov, mdatHeader]));
    const buffer = Buffer.allocUnsafe(1024 * 1024);
    let filled = 0;
    const flush = async () => {
      if (filled > 0) await out.write(buffer, 0, filled);
      filled = 0;
    };
    for (const run of runsOf(chunks, tracks)) {
      const handle = handles[run.source];
      if (!handle) throw new Error('a sample of no source');
      for (let done = 0; done < run.size;) {
        if (filled === buffer.length) await flush();
        const length = Math.min(run.size - done, buffer.length - filled);
        const { bytesRead } = await handle.read(buffer, filled, length, run.offset + done);
        if (bytesRead !== length) throw new Error('a sample past the end of its file');
        filled += length;
        done += length;
      }
    }
    await flush();
  } finally {
    await out.close();
    await Promise.all(handles.flatMap((handle) => (handle ? [handle.close()] : [])));
  }
}

/**
 * The bytes to copy, in the order the chunks hold them: each run one source's samples that follow one another in
 * it (a proxy's frames of one of its chunks), read at once rather than a read per sample.
 */
function runsOf(chunks: readonly Chunk[], tracks: readonly PlainTrack[]): { source: number; offset: number; size: number }[] {
  const runs: { source: number; offset: number; size: number }[] = [];
  for (const chunk of chunks)
    for (const sample of (tracks[chunk.track]?.samples ?? []).slice(chunk.first, chunk.first + chunk.count)) {
      const last = runs.at(-1);
      if (last?.source === sample.source && last.offset + last.size === sample.offset) last.size += sample.size;
      else runs.push({ source: sample.source, offset: sample.offset, size: sample.size });
    }
  return runs;
}

/** The frame-exact cut: each window re-encoded on its own, the segments joined by stream copy. */
async function cutByEncoding(
  { input, windows, captions, directory, output, onProgress }: CutRequest,
  { sound, fps }: Footage,
): Promise<CutReel> {
  const totalMs = windows.reduce((sum, window) => sum + window.endMs - window.startMs, 0);
  let doneMs = 0;
  const videoList: string[] = [];
  const soundList: string[] = [];
  const offsetsS: number[] = [];
  const durationsS: number[] = [];
  const keptCaptions: (readonly Caption[])[] = [];
  let reelS = 0;
  for (const [index, window] of windows.entries()) {
    const name = `segment-${String(index).padStart(3, '0')}`;
    const video = `${name}.mp4`;
    const soundFile = sound ? `${name}.wav` : null;
    const span = cutSpanOf(window, fps);
    // A window between two frames holds none: nothing to cut.
    if (span.toS <= span.fromS) continue;
    keptCaptions.push(captions[index] ?? []);
    const args = segmentArguments(
      input,
      span,
      segmentFilters(),
      path.join(directory, video),
      soundFile && path.join(directory, soundFile),
    );
    await runWithProgress(args, segmentDeadlineMs(window), (ms) =>
      onProgress(Math.min(99, Math.floor((99 * (doneMs + Math.min(ms, window.endMs - window.startMs))) / Math.max(1, totalMs)))),
    );
    doneMs += window.endMs - window.startMs;
    offsetsS.push(reelS);
    durationsS.push(span.toS - span.fromS);
    reelS += span.toS - span.fromS;
    videoList.push(`file '${video}'`);
    if (soundFile) soundList.push(`file '${soundFile}'`);
  }
  const videoListFile = path.join(directory, 'video.txt');
  await writeFile(videoListFile, `${videoList.join('\n')}\n`);
  let soundListFile: string | null = null;
  if (sound) {
    soundListFile = path.join(directory, 'sound.txt');
    await writeFile(soundListFile, `${soundList.join('\n')}\n`);
  }
  if (videoList.length === 0) throw new Error('none of the windows holds a frame of the footage');
  const captionsFile = await writeCaptions(directory, srtOf(keptCaptions, offsetsS, durationsS));
  const joined = path.join(directory, 'joined.mp4');
  await runMediaTool('ffmpeg', joinArguments(videoListFile, soundListFile, captionsFile, joined), 60_000 + totalMs);
  await writePlainCopy(joined, output);
  onProgress(99);
  return { durationMs: Math.round(reelS * 1000), method: 'encode' };
}

/**
 * Writes `input`, an MP4 ffmpeg wrote, as a plain MP4: the same samples without edit lists. A track whose one edit
 * starts into its media (the sound encoder's priming: 1024 samples of AAC, one packet) loses the packets before that
 * point, so that its sound starts with its picture in every player, not 21 ms late where edit lists are ignored.
 */
async function writePlainCopy(input: string, output: string): Promise<void> {
  const moov = await moovOf(input);
  if (!moov) throw new Error('the joined reel has no index');
  const tracks = tracksOf(moov).map((track): PlainTrack => {
    const locations = sampleLocationsOf(moov, track);
    if (!locations || track.edits.length > 1 || track.edits.some((edit) => edit.mediaTime < 0))
      throw new Error(`the joined reel's ${track.handler} track is not as ffmpeg writes one`);
    const times = sampleTimesOf(moov, track, { decoding: true });
    const keyframes = keyframesOf(moov, track);
    const skipTo = track.edits[0]?.mediaTime ?? 0;
    const samples = locations.sizes.flatMap((size, at) =>
      (times[at + 1] ?? 0) <= skipTo
        ? []
        : [
            {
              source: 0,
              offset: locations.offsets[at] ?? 0,
              size,
              duration: (times[at + 1] ?? 0) - (times[at] ?? 0),
              key: keyframes?.has(at + 1) ?? true,
            },
          ],
    );
    return { template: { moov, track }, samples };
  });
  await writePlainMp4(output, moov, tracks, [input]);
}
