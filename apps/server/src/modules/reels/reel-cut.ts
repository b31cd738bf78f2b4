import { spawn } from 'node:child_process';
import { open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { clipWindowOf, formatGameClock, periodLabel, type ClipWindow, type ReportPlay } from '@courtside/domain';
import { FOOTAGE_DEMUXERS, footageInputGuard, PROXY_MAX_HEIGHT, proxyArguments } from '../games/media-commands.js';
import { mediaToolCommand, runMediaTool } from '../games/media-process.js';

/**
 * How a reel is cut (docs/decisions/019-reels.md). Two ways, chosen by the proxy's keyframes:
 *
 * - The smart cut, when the proxy reorders no frames and its frames are all alike long (a proxy made since
 *   preparation writes a keyframe every second and no B-frames). Each window is copied from the keyframe at or
 *   before it to its end, all at once, into a file of picture and one of sound (one pass over the proxy). The
 *   frames of a window before its first keyframe (its head: under a second) are decoded from there and
 *   re-encoded exactly as the proxy was, so that they carry the proxy's own parameter sets, checked byte for
 *   byte; the rest of the window is the proxy's packets. Heads, copied picture and copied sound are joined by
 *   stream copy. A window that starts on a keyframe has no head: a reel of such windows re-encodes nothing.
 * - Otherwise (a proxy made before, keyframes unknown, or heads whose parameter sets are not the proxy's),
 *   frame-exact by re-encoding: each merged window is re-encoded on its own with accurate input seeking
 *   (`-ss`/`-to` before `-i`: ffmpeg seeks to the keyframe before the window, decodes from there and drops every
 *   frame before its start), so a clip's first frame is the source's frame at the window's start whatever the
 *   keyframes. Every segment is encoded with the same settings from the same source, so the segments join by
 *   stream copy (the concat demuxer) without a second encode. The sound is cut to PCM beside each segment and
 *   encoded once at the end: AAC segments each carry encoder priming, which the join would turn into a shifted
 *   video start (a repeated first frame for a reader that fills the gap).
 *
 * Either way each clip's caption (the play, its period and clock) is a cue of the MP4's subtitle track, not drawn
 * into the picture: the reel's frames stay the footage's own, and captions cost no encoding.
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
 * The reel's captions as SRT: each clip's captions, placed at the clip's start in the reel (`offsetsS`, the
 * clips' starts) and ending with the clip at the latest. An empty string when there is none.
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
    ...['-movflags', '+faststart', output],
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

/** The video packets ffprobe lists as `pts,dts,duration,flags` lines (`-show_entries packet=... -of csv=p=0`). */
export function videoPacketsOf(csv: string): VideoPacket[] {
  return csv
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [pts = '', dts = '', duration = '', flags = ''] = line.trim().split(',');
      return { pts: Number(pts), dts: Number(dts), duration: Number(duration), key: flags.includes('K') };
    });
}

/** A time base as ffprobe writes it (`1/12800`), as a fraction. */
export function timeBaseOf(text: string): { num: number; den: number } | null {
  const [num = 0, den = 0] = text.trim().split('/').map(Number);
  return Number.isInteger(num) && Number.isInteger(den) && num > 0 && den > 0 ? { num, den } : null;
}

/**
 * One merged window as the smart cut takes it, in frames of the proxy from the keyframe at or before the window's
 * first frame: `leadFrames` decoded only (they come before the window), `headFrames` re-encoded (from the window's
 * first frame to the first keyframe inside it, or to its end when it holds none), `tailFrames` copied (from that
 * keyframe to the window's end). A window starting on a keyframe has neither lead nor head.
 */
export interface SmartClip {
  /** The keyframe the span is copied from, rounded up: the demuxer seeks to the keyframe at or before it, this one. */
  inpointUs: number;
  /** The time after the window's last frame, rounded down: the demuxer drops the packets from it (by decoding time) on. */
  outpointUs: number;
  leadFrames: number;
  headFrames: number;
  tailFrames: number;
  /** How long the window plays, in seconds: from its first frame to its last frame's end. */
  durationS: number;
}

/** A smart cut's clips, and the proxy's frame duration (one for every frame: heads are timed by counting frames). */
export interface SmartPlan {
  clips: SmartClip[];
  frameS: number;
}

/** How much the times of a window and a frame may differ and still count as the same time (ms and ticks round). */
const SAME_TIME_S = 1e-6;

/** Seconds and microseconds of `ticks` of a time base. */
const secondsOf = (ticks: number, timeBase: { num: number; den: number }) => (ticks * timeBase.num) / timeBase.den;
const microsOf = (ticks: number, timeBase: { num: number; den: number }) => (ticks * timeBase.num * 1_000_000) / timeBase.den;
/** An in point rounded up and an out point rounded down to the microsecond, so that each lands on its own frame. */
const inpointUsOf = (us: number) => Math.max(0, Math.ceil(us - 1e-6));
const outpointUsOf = (us: number) => Math.floor(us + 1e-6);

/**
 * The smart cut of `windows` from a proxy whose video packets are `packets`, or null when the proxy does not allow
 * one and the reel is re-encoded whole: packets out of order (B-frames: the concat demuxer ends a clip by decoding
 * time, so frames after the window's end would be shown and some before it lost), frames of unequal duration
 * (heads are timed by counting frames), a window without frames, or packets not read from the keyframe before a
 * window to its end without a gap (they are read around the windows only).
 */
export function smartPlanOf(
  windows: readonly Pick<ClipWindow, 'startMs' | 'endMs'>[],
  packets: readonly VideoPacket[],
  timeBase: { num: number; den: number },
): SmartPlan | null {
  const frameTicks = packets[0]?.duration ?? 0;
  if (!(frameTicks > 0)) return null;
  for (const [index, packet] of packets.entries()) {
    const previous = packets[index - 1];
    if (!Number.isFinite(packet.pts) || packet.pts !== packet.dts || (previous && packet.pts <= previous.pts)) return null;
  }
  const times = packets.map((packet) => secondsOf(packet.pts, timeBase));
  const clips: SmartClip[] = [];
  for (const window of windows) {
    const startS = window.startMs / 1000 - SAME_TIME_S;
    const endS = window.endMs / 1000 - SAME_TIME_S;
    const first = times.findIndex((time) => time >= startS);
    const after = times.findIndex((time) => time >= endS);
    const end = after === -1 ? packets.length : after;
    if (first === -1 || first >= end) return null;
    // The first packet read at or after the start must be the window's first frame (none missing before it).
    if ((times[first] ?? Infinity) >= startS + secondsOf(frameTicks, timeBase)) return null;
    const from = packets.slice(0, first + 1).findLastIndex((packet) => packet.key);
    if (from === -1) return null;
    // From that keyframe to the window's end (and the frame after it, whose time ends the window): every frame,
    // each as long as the others.
    const span = packets.slice(from, Math.min(end + 1, packets.length));
    const whole = span.every((packet, index) => {
      const next = span[index + 1];
      return (packet.duration === frameTicks || index >= end - from) && (!next || next.pts === packet.pts + frameTicks);
    });
    if (!whole) return null;
    const key = packets.slice(first, end).findIndex((packet) => packet.key);
    const headFrames = key === -1 ? end - first : key;
    const endTicks = packets[end]?.pts ?? (packets[end - 1]?.pts ?? 0) + frameTicks;
    clips.push({
      inpointUs: inpointUsOf(microsOf(packets[from]?.pts ?? 0, timeBase)),
      outpointUs: outpointUsOf(microsOf(endTicks, timeBase)),
      leadFrames: first - from,
      headFrames,
      tailFrames: end - first - headFrames,
      durationS: secondsOf(endTicks - (packets[first]?.pts ?? 0), timeBase),
    });
  }
  return { clips, frameS: secondsOf(frameTicks, timeBase) };
}

/**
 * One entry of a concat demuxer list: a file, played from `inpointUs` up to `outpointUs`, taking `durationUs` of the
 * joined timeline when given (else the time between the two points).
 */
export interface ConcatEntry {
  file: string;
  inpointUs: number;
  outpointUs: number;
  durationUs?: number;
}

/** Microseconds as the concat demuxer reads a time: `12.345678` seconds. */
const concatTime = (us: number) => `${String(Math.floor(us / 1_000_000))}.${String(us % 1_000_000).padStart(6, '0')}`;

/** A concat demuxer list of `entries`, each path quoted as the format wants (`'` written `'\''`). */
export function concatListOf(entries: readonly ConcatEntry[]): string {
  return entries
    .map(
      ({ file, inpointUs, outpointUs, durationUs }) =>
        `file '${file.replaceAll("'", "'\\''")}'\ninpoint ${concatTime(inpointUs)}\noutpoint ${concatTime(outpointUs)}\n` +
        (durationUs === undefined ? '' : `duration ${concatTime(durationUs)}\n`),
    )
    .join('');
}

/** The spans of the proxy a smart cut copies first: each window from the keyframe at or before it to its end. */
export function spanEntriesOf(input: string, clips: readonly SmartClip[]): ConcatEntry[] {
  return clips.map((clip) => ({ file: input, inpointUs: clip.inpointUs, outpointUs: clip.outpointUs }));
}

/** Whether a smart plan re-encodes nothing: every window starts on a keyframe, and the reel is one copy of the proxy. */
export const copiesOnly = (plan: SmartPlan) => plan.clips.every((clip) => clip.headFrames === 0);

/**
 * What the smart cut does with the spans once they are copied (`spansPts`: the video packets' times in the spans
 * file, in ticks of `spansTimeBase`; the spans follow each other in the clips' order, each from its keyframe):
 *
 * - `heads`: the list the heads are decoded from (each head's span from its keyframe to the head's end), the
 *   decoded frames that are heads (`select`: frame numbers, counted over that list), and the first frame of each
 *   head in the heads file, where it gets a keyframe;
 * - `video`: the reel's picture, per window its head (from the heads file) then its tail (from the spans file);
 * - `sound`: the reel's sound, per window from the spans' sound file, placed as the picture.
 *
 * Null when the spans file does not hold the frames the plan copied into it.
 */
export function smartListsOf(
  plan: SmartPlan,
  spansPts: readonly number[],
  spansTimeBase: { num: number; den: number },
  files: { spans: string; spansSound: string; heads: string },
  audioFrameUs: number,
): { heads: ConcatEntry[]; select: [number, number][]; keyframes: number[]; video: ConcatEntry[]; sound: ConcatEntry[] } | null {
  const total = plan.clips.reduce((sum, clip) => sum + clip.leadFrames + clip.headFrames + clip.tailFrames, 0);
  if (spansPts.length !== total) return null;
  // The time of the spans' frame `index` (the end of the last one for `total`), in microseconds.
  const at = (index: number) =>
    index < total
      ? microsOf(spansPts[index] ?? 0, spansTimeBase)
      : microsOf(spansPts[total - 1] ?? 0, spansTimeBase) + plan.frameS * 1_000_000;
  const headAt = (frame: number) => frame * plan.frameS * 1_000_000;
  const lists = { heads: [] as ConcatEntry[], select: [] as [number, number][], keyframes: [] as number[] };
  const video: ConcatEntry[] = [];
  const sound: ConcatEntry[] = [];
  let spanFirst = 0;
  let decoded = 0;
  let headsFrames = 0;
  for (const clip of plan.clips) {
    const first = spanFirst + clip.leadFrames;
    const key = first + clip.headFrames;
    const end = key + clip.tailFrames;
    if (clip.headFrames > 0) {
      lists.heads.push({ file: files.spans, inpointUs: inpointUsOf(at(spanFirst)), outpointUs: outpointUsOf(at(key)) });
      lists.select.push([decoded + clip.leadFrames, decoded + clip.leadFrames + clip.headFrames - 1]);
      lists.keyframes.push(headsFrames);
      video.push({
        file: files.heads,
        inpointUs: inpointUsOf(headAt(headsFrames)),
        outpointUs: outpointUsOf(headAt(headsFrames + clip.headFrames)),
      });
      decoded += clip.leadFrames + clip.headFrames;
      headsFrames += clip.headFrames;
    }
    if (clip.tailFrames > 0)
      video.push({ file: files.spans, inpointUs: inpointUsOf(at(key)), outpointUs: outpointUsOf(at(end)) });
    // The sound's in point is the window's first frame (the demuxer starts at the audio packet at or before it),
    // its out point an audio frame before the window's end (the demuxer keeps the packets starting before it):
    // a clip's sound then starts and ends within an audio frame of its picture, as long as it either way, with no
    // bias that would add up over many clips. It takes the window's length of the reel, as the picture does.
    const inpointUs = inpointUsOf(at(first));
    sound.push({
      file: files.spansSound,
      inpointUs,
      outpointUs: Math.max(inpointUs + 1, outpointUsOf(at(end) - audioFrameUs)),
      durationUs: outpointUsOf(at(end)) - inpointUs,
    });
    spanFirst = end;
  }
  return { ...lists, video, sound };
}

/**
 * x264 settings that make a head cheaper to encode without touching the parameter sets (they are checked byte for
 * byte anyway): a simpler motion search and mode decision, no lookahead (nor the macroblock tree that needs it),
 * no scene-cut keyframes (a head's one keyframe is its first frame), one thread. The PPS carries CABAC, the 8x8
 * transform, weighted prediction and the initial QP, so the preset and CRF stay the proxy's. Measured on the
 * bench's 20 heads (380 frames at 720p): 3.3 to 4.2 s of CPU with these, 5.2 to 5.9 s with the proxy's settings
 * alone. Two threads (and two decoding threads) saved about a second on a quiet machine but cost 11 MB, which the
 * reel's memory budget (200 MB with the worker) does not have.
 */
const HEAD_SPEED = 'me=dia:subme=1:partitions=none:rc-lookahead=0:mbtree=0:sync-lookahead=0:scenecut=0:threads=1';

/**
 * The x264 settings of the heads: those preparation makes proxies with (taken from `proxyArguments`, so that a head
 * encoded alike has the proxy's parameter sets), and HEAD_SPEED.
 */
export function headEncoderArgumentsOf(proxy: readonly string[]): string[] {
  const options = ['-c:v', '-preset', '-tune', '-crf', '-profile:v', '-level', '-bf', '-g', '-x264opts'];
  const valueOf = (option: string) => {
    const at = proxy.indexOf(option);
    return at === -1 ? undefined : proxy[at + 1];
  };
  const params = valueOf('-x264-params');
  return [
    ...options.flatMap((option) => {
      const value = valueOf(option);
      return value === undefined ? [] : [option, value];
    }),
    ...['-x264-params', params ? `${params}:${HEAD_SPEED}` : HEAD_SPEED],
  ];
}

/**
 * ffmpeg arguments for the heads: their spans decoded from the list, the heads' frames kept (`select`, frame
 * numbers over the list) and timed frame after frame, encoded as the proxy was (`encoder`) with a keyframe on each
 * head's first frame, into one file. Frames are neither dropped nor repeated (`-fps_mode passthrough`).
 */
export function headsArguments(
  list: string,
  select: readonly [number, number][],
  keyframes: readonly number[],
  frameS: number,
  encoder: readonly string[],
  output: string,
): string[] {
  const frames = select.map(([from, to]) => `between(n,${String(from)},${String(to)})`).join('+');
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-nostats', '-progress', 'pipe:1', ...concatInputGuard()],
    ...['-threads', '1', '-f', 'concat', '-safe', '0', '-i', list, '-map', '0:v:0', '-an', '-sn'],
    ...['-vf', `select='${frames}',setpts='round(N*${String(frameS)}/TB)'`, '-fps_mode', 'passthrough'],
    ...encoder,
    ...['-pix_fmt', 'yuv420p', '-force_key_frames', `expr:${keyframes.map((frame) => `eq(n,${String(frame)})`).join('+')}`],
    ...['-f', 'mp4', output],
  ];
}

/**
 * Input options for a concat list: the lists name the proxy or this cut's own files by absolute path (`-safe 0`),
 * and those are held to local files in video containers, as footage is (the demuxer passes its lists on).
 */
function concatInputGuard(): string[] {
  return ['-protocol_whitelist', 'file', '-format_whitelist', ['concat', ...FOOTAGE_DEMUXERS].join(',')];
}

/**
 * ffmpeg arguments copying the spans of the proxy (a list of its keyframe-aligned windows) into one file of
 * picture and, when there is sound, one of sound: every later step reads these small files, not the proxy, whose
 * index (every packet of the game) the demuxer reads again for each entry. The sound has a file of its own so
 * that it can be cut anywhere: in a file with picture the demuxer seeks to a keyframe.
 */
export function spansArguments(list: string, video: string, sound: string | null): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-nostats', '-progress', 'pipe:1', ...concatInputGuard()],
    // Every clip is of the one proxy: its packets need no conversion to be joined (the demuxer would otherwise
    // rewrite H.264 to Annex B, and the muxer back, with the parameter sets repeated in each keyframe).
    ...['-f', 'concat', '-safe', '0', '-auto_convert', '0', '-i', list],
    ...['-map', '0:v:0', '-c', 'copy', '-f', 'mp4', video],
    ...(sound ? ['-map', '0:a:0', '-c', 'copy', '-f', 'mp4', sound] : []),
  ];
}

/**
 * ffmpeg arguments joining a reel by stream copy: the picture from a list (with the sound, if it has one, when
 * `soundList` is null), the sound from its own list otherwise, the captions (an SRT file) as the subtitle track,
 * shown by default; moov first.
 */
export function copyJoinArguments(
  videoList: string,
  soundList: string | null,
  captions: string | null,
  output: string,
): string[] {
  const captionsInput = soundList ? 2 : 1;
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-nostats', '-progress', 'pipe:1', ...concatInputGuard()],
    ...['-f', 'concat', '-safe', '0', '-auto_convert', '0', '-i', videoList],
    ...(soundList ? ['-f', 'concat', '-safe', '0', '-i', soundList] : []),
    ...(captions ? ['-f', 'srt', '-i', captions] : []),
    ...['-map', '0:v:0', '-map', soundList ? '1:a:0' : '0:a:0?', '-c:v', 'copy', '-c:a', 'copy'],
    ...(captions
      ? [
          ...['-map', `${String(captionsInput)}:s:0`, '-c:s', 'mov_text', '-metadata:s:s:0', 'language=eng'],
          ...['-disposition:s:0', 'default'],
        ]
      : []),
    ...['-movflags', '+faststart', output],
  ];
}

/** The payload of the `avcC` box (H.264's parameter sets) in an MP4's `moov`, or null when it has none. */
export function avcConfigOf(moov: Buffer): Buffer | null {
  const at = moov.indexOf('avcC');
  if (at < 4) return null;
  const size = moov.readUInt32BE(at - 4);
  return size >= 8 && at - 4 + size <= moov.length ? moov.subarray(at + 4, at - 4 + size) : null;
}

/** The `moov` box of an MP4 file, found by walking its top-level boxes (an index at the start or at the end). */
async function moovOf(file: string): Promise<Buffer | null> {
  const handle = await open(file, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const header = Buffer.alloc(16);
    for (let offset = 0; offset + 8 <= fileSize;) {
      await handle.read(header, 0, 16, offset);
      const size32 = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      const size = size32 === 1 ? Number(header.readBigUInt64BE(8)) : size32 === 0 ? fileSize - offset : size32;
      if (size < 8) return null;
      if (type === 'moov') {
        if (size > 64 * 1024 * 1024) return null;
        const moov = Buffer.alloc(size);
        await handle.read(moov, 0, size, offset);
        return moov;
      }
      offset += size;
    }
    return null;
  } finally {
    await handle.close();
  }
}

/** The H.264 parameter sets of an MP4 (its `avcC`), or null when they cannot be read. */
async function parameterSetsOf(file: string): Promise<Buffer | null> {
  const moov = await moovOf(file).catch(() => null);
  return moov && avcConfigOf(moov);
}

/** How many samples the first track of an MP4's `moov` holds (its `stsz` box), or null when it has none. */
export function sampleCountOf(moov: Buffer): number | null {
  const at = moov.indexOf('stsz');
  // Type, then version and flags, the sample size, the sample count.
  return at >= 4 && at + 16 <= moov.length ? moov.readUInt32BE(at + 12) : null;
}

interface Footage {
  sound: boolean;
  /** The sound's sample rate, when there is sound. */
  sampleRate: number | null;
  fps: number | null;
  timeBase: { num: number; den: number } | null;
}

/** Whether the footage has a sound track, and its picture's frame rate and time base. */
async function probe(input: string): Promise<Footage> {
  const { stdout } = await runMediaTool(
    'ffprobe',
    [
      ...['-v', 'error', ...footageInputGuard()],
      ...['-show_entries', 'stream=codec_type,avg_frame_rate,time_base,sample_rate', '-of', 'json', input],
    ],
    60_000,
  );
  const { streams = [] } = JSON.parse(stdout) as {
    streams?: { codec_type?: string; avg_frame_rate?: string; time_base?: string; sample_rate?: string }[];
  };
  const video = streams.find((stream) => stream.codec_type === 'video');
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  return {
    sound: audio !== undefined,
    sampleRate: Number(audio?.sample_rate) > 0 ? Number(audio?.sample_rate) : null,
    fps: frameRateOf(video?.avg_frame_rate ?? ''),
    timeBase: timeBaseOf(video?.time_base ?? ''),
  };
}

/**
 * The footage's video packets around the windows, read from its index and data without decoding, in order: from
 * the keyframe at or before each window's start (where ffprobe seeks) to half a second past its end. Null when
 * they cannot be read (the cut then re-encodes, which does not need them).
 */
async function videoPackets(input: string, windows: readonly Pick<ClipWindow, 'startMs' | 'endMs'>[]) {
  const intervals = windows
    .map((window) => `${(window.startMs / 1000).toFixed(3)}%${(window.endMs / 1000 + 0.5).toFixed(3)}`)
    .join(',');
  try {
    const { stdout } = await runMediaTool(
      'ffprobe',
      [
        ...['-v', 'error', ...footageInputGuard(), '-select_streams', 'v:0', '-read_intervals', intervals],
        ...['-show_entries', 'packet=pts,dts,duration,flags', '-of', 'csv=p=0', input],
      ],
      5 * 60_000,
    );
    // Intervals may overlap: each packet once, in order.
    const byPts = new Map(videoPacketsOf(stdout).map((packet) => [packet.pts, packet]));
    return [...byPts.values()].sort((a, b) => a.pts - b.pts);
  } catch {
    return null;
  }
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
 * Cuts the windows of `input` into `output`, one MP4 (see the top of this file): by the smart cut when the proxy
 * allows it (by stream copy alone when every window starts on a keyframe) and its heads come out with the proxy's
 * parameter sets, re-encoded whole otherwise. Answers how long the reel plays, and which way it was cut.
 */
export async function cutReel(request: CutRequest): Promise<CutReel> {
  const footage = await probe(request.input);
  const packets = footage.timeBase ? await videoPackets(request.input, request.windows) : null;
  const plan = packets && footage.timeBase ? smartPlanOf(request.windows, packets, footage.timeBase) : null;
  const smart = plan ? await cutSmart(request, plan, footage) : null;
  return smart ?? cutByEncoding(request, footage);
}

export interface CutReel {
  durationMs: number;
  /** `copy`: no frame re-encoded; `smart`: the heads re-encoded, the rest copied; `encode`: every window re-encoded. */
  method: 'copy' | 'smart' | 'encode';
}

/** The reel's captions as an SRT file in `directory`, or null when there is none. */
async function writeCaptions(directory: string, srt: string): Promise<string | null> {
  if (!srt) return null;
  const file = path.join(directory, 'captions.srt');
  await writeFile(file, srt);
  return file;
}

/** Where each clip starts in the reel, and how long the reel plays in ms, from the clips' durations in seconds. */
function reelTimesOf(durationsS: readonly number[]): { offsetsS: number[]; totalMs: number } {
  const offsetsS = durationsS.map((_, index) => durationsS.slice(0, index).reduce((sum, value) => sum + value, 0));
  return { offsetsS, totalMs: Math.round(durationsS.reduce((sum, value) => sum + value, 0) * 1000) };
}

/** How long a smart cut's ffmpeg may run: a minute, and the windows' length. */
const copyDeadlineMs = (windows: readonly Pick<ClipWindow, 'startMs' | 'endMs'>[]) =>
  60_000 + windows.reduce((sum, window) => sum + window.endMs - window.startMs, 0);

/** The video packets' times of an MP4 (ticks) and its video time base, or null when they cannot be read. */
async function packetTimesOf(file: string): Promise<{ pts: number[]; timeBase: { num: number; den: number } } | null> {
  const { stdout } = await runMediaTool(
    'ffprobe',
    [...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=time_base:packet=pts', '-of', 'csv=p=0', file]],
    60_000,
  );
  const lines = stdout
    .split('\n')
    .map((line) => line.trim().replace(/,$/, ''))
    .filter(Boolean);
  const timeBase = timeBaseOf(lines.find((line) => line.includes('/')) ?? '');
  const pts = lines.filter((line) => !line.includes('/')).map(Number);
  return timeBase && pts.every(Number.isFinite) ? { pts, timeBase } : null;
}

/**
 * The smart cut: the windows' spans copied from the proxy into files of their own (one pass over the proxy), each
 * window's head (its frames before its first keyframe) re-encoded as the proxy was, the rest copied, all joined by
 * stream copy. Null when the heads' parameter sets are not the proxy's (a proxy made with other settings: a
 * reel has one set, one `avcC`, and frames encoded with another would be decoded wrongly), or a file copied or
 * encoded on the way does not hold the frames planned (they are placed by counting): the reel is then re-encoded
 * whole.
 */
async function cutSmart(
  { input, windows, captions, directory, output, onProgress }: CutRequest,
  plan: SmartPlan,
  { sound, sampleRate }: Footage,
): Promise<CutReel | null> {
  const heads = !copiesOnly(plan);
  const parameterSets = heads ? await parameterSetsOf(input) : null;
  if (heads && !parameterSets) return null;
  const durationsS = plan.clips.map((clip) => clip.durationS);
  const { offsetsS, totalMs } = reelTimesOf(durationsS);
  const spansMs = Math.round(plan.clips.reduce((sum, clip) => sum + clip.outpointUs - clip.inpointUs, 0) / 1000);
  const files = {
    spans: path.join(directory, 'spans.mp4'),
    spansSound: path.join(directory, 'spans-sound.mp4'),
    heads: path.join(directory, 'heads.mp4'),
  };
  const deadlineMs = copyDeadlineMs(windows);
  // Progress: the copy of the spans to a third, the heads to two thirds, the join to the end.
  const step = (from: number, to: number, ofMs: number) => (ms: number) =>
    onProgress(Math.min(99, Math.floor(from + ((to - from) * Math.min(ms, ofMs)) / Math.max(1, ofMs))));

  const spansList = path.join(directory, 'spans.txt');
  await writeFile(spansList, concatListOf(spanEntriesOf(input, plan.clips)));
  await runWithProgress(
    spansArguments(spansList, files.spans, sound ? files.spansSound : null),
    deadlineMs,
    step(0, 33, spansMs),
  );

  const spans = await packetTimesOf(files.spans);
  // An AAC frame is 1024 samples (the proxy's sound is AAC).
  const audioFrameUs = sampleRate ? (1024 * 1_000_000) / sampleRate : 0;
  const lists = spans && smartListsOf(plan, spans.pts, spans.timeBase, files, audioFrameUs);
  // Frames are placed by counting them: a spans file or a heads file without the planned number is not joined.
  if (!lists) return null;
  if (heads) {
    const headsList = path.join(directory, 'heads.txt');
    await writeFile(headsList, concatListOf(lists.heads));
    const headsMs = Math.round(lists.select.reduce((sum, [from, to]) => sum + to - from + 1, 0) * plan.frameS * 1000);
    const encoder = headEncoderArgumentsOf(proxyArguments('', ''));
    await runWithProgress(
      headsArguments(headsList, lists.select, lists.keyframes, plan.frameS, encoder, files.heads),
      deadlineMs + 10 * headsMs,
      step(33, 66, headsMs),
    );
    // The heads join the proxy's packets only with the very same parameter sets, byte for byte.
    const headsMoov = await moovOf(files.heads).catch(() => null);
    const headsSets = headsMoov && avcConfigOf(headsMoov);
    const headFrames = plan.clips.reduce((sum, clip) => sum + clip.headFrames, 0);
    if (!parameterSets || !headsSets?.equals(parameterSets) || (headsMoov && sampleCountOf(headsMoov)) !== headFrames)
      return null;
  }

  const videoList = path.join(directory, 'video.txt');
  await writeFile(videoList, concatListOf(lists.video));
  let soundList: string | null = null;
  if (sound) {
    soundList = path.join(directory, 'sound.txt');
    await writeFile(soundList, concatListOf(lists.sound));
  }
  const captionsFile = await writeCaptions(directory, srtOf(captions, offsetsS, durationsS));
  await runWithProgress(copyJoinArguments(videoList, soundList, captionsFile, output), deadlineMs, step(66, 99, totalMs));
  onProgress(99);
  return { durationMs: totalMs, method: heads ? 'smart' : 'copy' };
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
  let reelS = 0;
  for (const [index, window] of windows.entries()) {
    const name = `segment-${String(index).padStart(3, '0')}`;
    const video = `${name}.mp4`;
    const soundFile = sound ? `${name}.wav` : null;
    const span = cutSpanOf(window, fps);
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
  const captionsFile = await writeCaptions(directory, srtOf(captions, offsetsS, durationsS));
  await runMediaTool('ffmpeg', joinArguments(videoListFile, soundListFile, captionsFile, output), 60_000 + totalMs);
  onProgress(99);
  return { durationMs: Math.round(reelS * 1000), method: 'encode' };
}
