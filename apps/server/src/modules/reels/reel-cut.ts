import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { clipWindowOf, formatGameClock, periodLabel, type ClipWindow, type ReportPlay } from '@courtside/domain';
import { FOOTAGE_DEMUXERS, footageInputGuard, PROXY_MAX_HEIGHT } from '../games/media-commands.js';
import { mediaToolCommand, runMediaTool } from '../games/media-process.js';

/**
 * How a reel is cut (docs/decisions/019-reels.md). Two ways, chosen by the proxy's keyframes:
 *
 * - By stream copy, when every window's first frame is a keyframe and the proxy reorders no frames (a proxy made
 *   since preparation writes a keyframe every second and no B-frames). Each clip runs from that keyframe to the
 *   window's last frame; picture and sound are copied, all clips in one ffmpeg run (the concat demuxer with in and
 *   out points on the proxy). A reel holds the windows' frames and no others, so a window starting between two
 *   keyframes is never copied from the one before it (that would add up to a second of frames).
 * - Otherwise (a proxy made before, or keyframes unknown), frame-exact: each merged window is re-encoded on its
 *   own with accurate input seeking (`-ss`/`-to` before `-i`: ffmpeg seeks to the keyframe before the window,
 *   decodes from there and drops every frame before its start), so a clip's first frame is the source's frame at
 *   the window's start whatever the keyframes. Every segment is encoded with the same settings from the same
 *   source, so the segments join by stream copy (the concat demuxer) without a second encode. The sound is cut to
 *   PCM beside each segment and encoded once at the end: AAC segments each carry encoder priming, which the join
 *   would turn into a shifted video start (a repeated first frame for a reader that fills the gap).
 *
 * Either way each clip's caption (the play, its period and clock) is a cue of the MP4's subtitle track, not drawn
 * into the picture: the reel's frames stay the footage's own, and captions cost no encoding.
 */

/** The reel's encode: fast enough for the budget, and the same for every segment so they join by stream copy. */
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

/** One clip of a copy cut: from its window's first frame (a keyframe) to its last, in microseconds of the proxy. */
export interface CopyClip {
  /** The keyframe's time, rounded up: the demuxer seeks to the keyframe at or before it, which is this one. */
  inpointUs: number;
  /** The next frame's time, rounded down: the demuxer drops the packets from it (by decoding time) on. */
  outpointUs: number;
  /** How long the clip plays, in seconds: from its keyframe to its last frame's end. */
  durationS: number;
}

/** How much the times of a window and a frame may differ and still count as the same time (ms and ticks round). */
const SAME_TIME_S = 1e-6;

/**
 * The clips of a stream-copy cut of `windows` from a proxy whose video packets are `packets`, or null when the
 * proxy does not allow one: a window whose first frame is no keyframe (or was not read), a window without frames,
 * or packets out of order (B-frames: the concat demuxer ends a clip by
 * decoding time, so frames after the window's end would be shown and some before it lost).
 */
export function copyPlanOf(
  windows: readonly Pick<ClipWindow, 'startMs' | 'endMs'>[],
  packets: readonly VideoPacket[],
  timeBase: { num: number; den: number },
  fps: number,
): CopyClip[] | null {
  if (packets.length === 0) return null;
  for (const [index, packet] of packets.entries()) {
    const previous = packets[index - 1];
    if (!Number.isFinite(packet.pts) || packet.pts !== packet.dts || (previous && packet.pts <= previous.pts)) return null;
  }
  // The packets may be read around the windows only: a clip is cut only where they follow each other without a gap.
  const gapless = (from: number, to: number) =>
    packets.slice(from, to).every((packet, index) => {
      const next = packets[from + index + 1];
      return !next || index === to - from - 1 || next.pts === packet.pts + packet.duration;
    });
  const seconds = (ticks: number) => (ticks * timeBase.num) / timeBase.den;
  const micros = (ticks: number) => (ticks * timeBase.num * 1_000_000) / timeBase.den;
  const times = packets.map((packet) => seconds(packet.pts));
  const clips: CopyClip[] = [];
  for (const window of windows) {
    const startS = window.startMs / 1000 - SAME_TIME_S;
    const endS = window.endMs / 1000 - SAME_TIME_S;
    const first = times.findIndex((time) => time >= startS);
    const after = times.findIndex((time) => time >= endS);
    const end = after === -1 ? packets.length : after;
    if (first === -1 || first >= end) return null;
    // A reel holds the windows' frames and no others: a clip is copied only when its window's first frame is a
    // keyframe (from the keyframe before, it would start up to a second early, with frames no window holds)...
    const keyframe = packets[first];
    const last = packets[end - 1];
    if (!keyframe?.key || !last) return null;
    // ...and the packet read first is that frame (packets are read around the windows only).
    if ((times[first] ?? Infinity) >= startS + 1 / fps) return null;
    const next = packets[end];
    if (!gapless(first, next ? end + 1 : end)) return null;
    // After the proxy's last frame, the clip ends where that frame does.
    const endTicks = next ? next.pts : last.pts + (last.duration > 0 ? last.duration : timeBase.den / timeBase.num / fps);
    clips.push({
      inpointUs: Math.ceil(micros(keyframe.pts) - 1e-6),
      outpointUs: Math.floor(micros(endTicks) + 1e-6),
      durationS: seconds(endTicks - keyframe.pts),
    });
  }
  return clips;
}

/** Microseconds as the concat demuxer reads a time: `12.345678` seconds. */
const concatTime = (us: number) => `${String(Math.floor(us / 1_000_000))}.${String(us % 1_000_000).padStart(6, '0')}`;

/** A concat demuxer list of `clips` of one file; the path quoted as the format wants (`'` written `'\''`). */
export function copyListOf(input: string, clips: readonly CopyClip[]): string {
  const file = `file '${input.replaceAll("'", "'\\''")}'`;
  return clips
    .map((clip) => `${file}\ninpoint ${concatTime(clip.inpointUs)}\noutpoint ${concatTime(clip.outpointUs)}\n`)
    .join('');
}

/**
 * ffmpeg arguments for a copy cut: the clips of the list (on the proxy) joined in one run, picture and sound copied,
 * the captions as the subtitle track, moov first. The list names the proxy by its absolute path (`-safe 0`); the
 * proxy itself is held to local files in video containers, as footage is (the demuxer passes its lists on).
 */
export function copyCutArguments(list: string, captions: string | null, output: string): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-nostats', '-progress', 'pipe:1'],
    ...['-protocol_whitelist', 'file', '-format_whitelist', ['concat', ...FOOTAGE_DEMUXERS].join(',')],
    // Every clip is of the one proxy, so its packets need no conversion to be joined (the demuxer would otherwise
    // rewrite H.264 to Annex B, and the muxer back, with the parameter sets repeated in each keyframe).
    ...['-f', 'concat', '-safe', '0', '-auto_convert', '0', '-i', list],
    ...(captions ? ['-f', 'srt', '-i', captions] : []),
    ...['-map', '0:v:0', '-map', '0:a:0?', '-c:v', 'copy', '-c:a', 'copy'],
    ...(captions ? ['-map', '1:s:0', '-c:s', 'mov_text', '-metadata:s:s:0', 'language=eng', '-disposition:s:0', 'default'] : []),
    ...['-movflags', '+faststart', output],
  ];
}

interface Footage {
  sound: boolean;
  fps: number | null;
  timeBase: { num: number; den: number } | null;
}

/** Whether the footage has a sound track, and its picture's frame rate and time base. */
async function probe(input: string): Promise<Footage> {
  const { stdout } = await runMediaTool(
    'ffprobe',
    [
      ...['-v', 'error', ...footageInputGuard()],
      ...['-show_entries', 'stream=codec_type,avg_frame_rate,time_base', '-of', 'json', input],
    ],
    60_000,
  );
  const { streams = [] } = JSON.parse(stdout) as {
    streams?: { codec_type?: string; avg_frame_rate?: string; time_base?: string }[];
  };
  const video = streams.find((stream) => stream.codec_type === 'video');
  return {
    sound: streams.some((stream) => stream.codec_type === 'audio'),
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
 * Cuts the windows of `input` into `output`, one MP4: by stream copy where the proxy's keyframes allow, frame-exact
 * otherwise (see the top of this file). Answers how long the reel plays, and which way it was cut.
 */
export async function cutReel(request: CutRequest): Promise<CutReel> {
  const footage = await probe(request.input);
  const packets = footage.fps && footage.timeBase ? await videoPackets(request.input, request.windows) : null;
  const plan =
    packets && footage.fps && footage.timeBase ? copyPlanOf(request.windows, packets, footage.timeBase, footage.fps) : null;
  return plan ? cutByCopy(request, plan) : cutByEncoding(request, footage);
}

export interface CutReel {
  durationMs: number;
  method: 'copy' | 'encode';
}

/** The reel's captions as an SRT file in `directory`, or null when there is none. */
async function writeCaptions(directory: string, srt: string): Promise<string | null> {
  if (!srt) return null;
  const file = path.join(directory, 'captions.srt');
  await writeFile(file, srt);
  return file;
}

/** The copy cut: every clip from its keyframe to its window's end, picture and sound copied, in one ffmpeg run. */
async function cutByCopy(
  { input, windows, captions, directory, output, onProgress }: CutRequest,
  plan: CopyClip[],
): Promise<CutReel> {
  const durationsS = plan.map((clip) => clip.durationS);
  const offsetsS = durationsS.map((_, index) => durationsS.slice(0, index).reduce((sum, value) => sum + value, 0));
  const totalMs = Math.round(durationsS.reduce((sum, value) => sum + value, 0) * 1000);
  const list = path.join(directory, 'clips.txt');
  await writeFile(list, copyListOf(input, plan));
  const captionsFile = await writeCaptions(directory, srtOf(captions, offsetsS, durationsS));
  const deadlineMs = 60_000 + windows.reduce((sum, window) => sum + window.endMs - window.startMs, 0);
  await runWithProgress(copyCutArguments(list, captionsFile, output), deadlineMs, (ms) =>
    onProgress(Math.min(99, Math.floor((99 * ms) / Math.max(1, totalMs)))),
  );
  onProgress(99);
  return { durationMs: totalMs, method: 'copy' };
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
