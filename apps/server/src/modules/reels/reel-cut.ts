import { spawn } from 'node:child_process';
import { open, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { clipWindowOf, formatGameClock, periodLabel, type ClipWindow, type ReportPlay } from '@courtside/domain';
import { FOOTAGE_DEMUXERS, footageInputGuard, PROXY_MAX_HEIGHT } from '../games/media-commands.js';
import { mediaToolCommand, runMediaTool } from '../games/media-process.js';
import {
  keyframesOf,
  movieTimescaleOf,
  mediaTimeOf,
  presentationOf,
  rewriteMoov,
  sampleTimesOf,
  tracksOf,
  type TrackEdits,
} from './mp4-edits.js';

/**
 * How a reel is cut (docs/decisions/019-reels.md). Two ways, chosen by the proxy's keyframes:
 *
 * - By edit lists, when the proxy reorders no frames and its frames are all alike long (a proxy made since
 *   preparation writes a keyframe every second and no B-frames). Each window is copied, picture and sound, from
 *   the keyframe at or before it to its end, all at once (one pass over the proxy, as a stream-copy concat would);
 *   then every track of the copy gets an MP4 edit list of one entry per window, from the window's first frame for
 *   the window's length. A player that honours edit lists (ffmpeg, Chromium, QuickTime) decodes the frames before
 *   a window (its lead: under a second) and shows none of them. Nothing is decoded or encoded by the cut.
 * - Otherwise (a proxy made before, keyframes unknown, or a copy not as planned),
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

/**
 * The proxy's video packets, in decoding order, from its index (`moov`), with their times as a demuxer gives them
 * (its edit list applied, in ticks of the track's timescale), that time base, and the sound's timescale (its sample
 * rate, as MP4 muxers write AAC) when it has sound. Null without a video track or with an edit list not mapped.
 */
export function proxyIndexOf(
  moov: Buffer,
): { packets: VideoPacket[]; timeBase: { num: number; den: number }; sampleRate: number | null } | null {
  const movieTimescale = movieTimescaleOf(moov);
  const tracks = tracksOf(moov);
  const video = tracks.find((track) => track.handler === 'vide');
  const start = video && movieTimescale ? presentationOf(video, movieTimescale, 0) : null;
  if (!video || start === null) return null;
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
  return {
    packets,
    timeBase: { num: 1, den: video.timescale },
    sampleRate: tracks.find((track) => track.handler === 'soun')?.timescale ?? null,
  };
}

/**
 * One merged window as the cut by edit lists takes it: its span of the proxy, copied from the keyframe at or
 * before the window's first frame to its end, `leadFrames` (before the window: decoded by a player, not shown)
 * then the window's `frames`. A window starting on a keyframe has no lead.
 */
export interface SpanClip {
  /** The keyframe the span is copied from, rounded up: the demuxer seeks to the keyframe at or before it, this one. */
  inpointUs: number;
  /** The time after the window's last frame, rounded down: the demuxer drops the packets from it (by decoding time) on. */
  outpointUs: number;
  leadFrames: number;
  frames: number;
  /** How long the window plays, in seconds: from its first frame to its last frame's end. */
  durationS: number;
}

/** The spans of a cut by edit lists, and the proxy's frame duration (one for every frame). */
export interface SpanPlan {
  clips: SpanClip[];
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
 * The spans to copy for `windows` from a proxy whose video packets are `packets`, or null when the proxy does not
 * allow the cut by edit lists and the reel is re-encoded whole: packets out of order (B-frames: the concat demuxer
 * ends a clip by decoding time, so frames after the window's end would be copied and some before it lost), frames
 * of unequal duration (a window's frames are found in the spans file by counting), a window without frames, or
 * packets not read from the keyframe before a window to its end without a gap (they are read around the windows
 * only).
 */
export function spanPlanOf(
  windows: readonly Pick<ClipWindow, 'startMs' | 'endMs'>[],
  packets: readonly VideoPacket[],
  timeBase: { num: number; den: number },
): SpanPlan | null {
  const frameTicks = packets[0]?.duration ?? 0;
  if (!(frameTicks > 0)) return null;
  for (const [index, packet] of packets.entries()) {
    const previous = packets[index - 1];
    if (!Number.isFinite(packet.pts) || packet.pts !== packet.dts || (previous && packet.pts <= previous.pts)) return null;
  }
  const times = packets.map((packet) => secondsOf(packet.pts, timeBase));
  const clips: SpanClip[] = [];
  for (const window of windows) {
    const startS = window.startMs / 1000 - SAME_TIME_S;
    const endS = window.endMs / 1000 - SAME_TIME_S;
    const first = firstAtOrAfter(times, startS);
    const end = firstAtOrAfter(times, endS);
    if (first >= end) return null;
    // The first packet read at or after the start must be the window's first frame (none missing before it).
    if ((times[first] ?? Infinity) >= startS + secondsOf(frameTicks, timeBase)) return null;
    let from = first;
    while (from >= 0 && !packets[from]?.key) from -= 1;
    if (from === -1) return null;
    // From that keyframe to the window's end (and the frame after it, whose time ends the window): every frame,
    // each as long as the others.
    const span = packets.slice(from, Math.min(end + 1, packets.length));
    const whole = span.every((packet, index) => {
      const next = span[index + 1];
      return (packet.duration === frameTicks || index >= end - from) && (!next || next.pts === packet.pts + frameTicks);
    });
    if (!whole) return null;
    const endTicks = packets[end]?.pts ?? (packets[end - 1]?.pts ?? 0) + frameTicks;
    clips.push({
      inpointUs: inpointUsOf(microsOf(packets[from]?.pts ?? 0, timeBase)),
      outpointUs: outpointUsOf(microsOf(endTicks, timeBase)),
      leadFrames: first - from,
      frames: end - first,
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

/**
 * The spans of the proxy the cut copies: each window from the keyframe at or before it to its end, followed by
 * `gapUs` of nothing on the copy's timeline. The gap keeps a span's sound from overlapping the next one's: the
 * demuxer starts a span's sound at the audio packet at or before its in point and ends it with the last packet
 * starting before its out point, so two spans put end to end overlap by up to two audio frames, and the muxer would
 * move the overlapping packets (changing their times). The edit lists leave the gaps out.
 */
export function spanEntriesOf(input: string, clips: readonly SpanClip[], gapUs: number): ConcatEntry[] {
  return clips.map((clip) => ({
    file: input,
    inpointUs: clip.inpointUs,
    outpointUs: clip.outpointUs,
    durationUs: clip.outpointUs - clip.inpointUs + gapUs,
  }));
}

/** The gap between two spans in the copy (see spanEntriesOf): two audio frames (AAC: 1024 samples) and a millisecond. */
export const spanGapUsOf = (sampleRate: number | null) =>
  sampleRate ? Math.ceil((2 * 1024 * 1_000_000) / sampleRate) + 1000 : 0;

/**
 * Input options for a concat list: the lists name the proxy or this cut's own files by absolute path (`-safe 0`),
 * and those are held to local files in video containers, as footage is (the demuxer passes its lists on).
 */
function concatInputGuard(): string[] {
  return ['-protocol_whitelist', 'file', '-format_whitelist', ['concat', ...FOOTAGE_DEMUXERS].join(',')];
}

/**
 * Where each window's first frame falls in the spans file, in seconds, by the plan: the spans follow each other,
 * each as long as from its in point to its out point and the gap after it (spanEntriesOf), its keyframe at its start.
 */
export function spanWindowStartsOf(plan: SpanPlan, gapUs: number): number[] {
  let spanStartUs = 0;
  return plan.clips.map((clip) => {
    const startS = spanStartUs / 1_000_000 + clip.leadFrames * plan.frameS;
    spanStartUs += clip.outpointUs - clip.inpointUs + gapUs;
    return startS;
  });
}

/**
 * ffmpeg arguments copying the windows' spans of the proxy (a list of its keyframe-aligned windows), picture and
 * sound, into one MP4 with the captions (an SRT file, placed on the spans' timeline) as its subtitle track, shown by
 * default; its index at the end, where the edit lists are written in its place.
 */
export function spansWithEditsArguments(list: string, captions: string | null, output: string): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-nostats', '-progress', 'pipe:1', ...concatInputGuard()],
    // Every clip is of the one proxy: its packets need no conversion to be joined (the demuxer would otherwise
    // rewrite H.264 to Annex B, and the muxer back, with the parameter sets repeated in each keyframe).
    ...['-f', 'concat', '-safe', '0', '-auto_convert', '0', '-i', list],
    ...(captions ? ['-f', 'srt', '-i', captions] : []),
    ...['-map', '0:v:0', '-map', '0:a:0?', '-c:v', 'copy', '-c:a', 'copy'],
    ...(captions
      ? [...['-map', '1:s:0', '-c:s', 'mov_text', '-metadata:s:s:0', 'language=eng'], ...['-disposition:s:0', 'default']]
      : []),
    ...['-f', 'mp4', output],
  ];
}

/**
 * The edit lists that make the spans file (its `moov`) show the windows of `plan` only: per track one edit per
 * window, from the window's first frame for as long as the window, the sound and the captions from the same time of
 * the spans as the picture. The movie's timescale becomes the picture's, so that every edit is a whole number of
 * frames. The sound's edits start and end on its packets (AAC frames), the nearest to the picture's: ffmpeg plays a
 * packet that an edit takes part of whole, which would add up to a frame a clip; each edit is as long as keeps the
 * sound's end within half a frame of the picture's over the whole reel. Null when the spans file's picture does not
 * hold the frames planned, its tracks are not a picture and sound or captions, or their edit lists are not as a
 * muxer writes them.
 */
export function reelEditsOf(moov: Buffer, plan: SpanPlan): { timescale: number; tracks: TrackEdits[] } | null {
  const movieTimescale = movieTimescaleOf(moov);
  const tracks = tracksOf(moov);
  const video = tracks.find((track) => track.handler === 'vide');
  if (!movieTimescale || !video || tracks.some((track) => !['vide', 'soun', 'text', 'sbtl'].includes(track.handler))) return null;
  const times = sampleTimesOf(moov, video);
  const total = plan.clips.reduce((sum, clip) => sum + clip.leadFrames + clip.frames, 0);
  if (times.length !== total + 1) return null;
  // Every frame is as long (spanPlanOf); the last of a span is followed by the gap on the copy's timeline.
  const frameTicks = Math.round(plan.frameS * video.timescale);
  const windows: { fromS: number; mediaTime: number; duration: number }[] = [];
  let spanFirst = 0;
  for (const clip of plan.clips) {
    const first = spanFirst + clip.leadFrames;
    const mediaTime = times[first] ?? 0;
    const duration = (times[first + clip.frames - 1] ?? 0) + frameTicks - mediaTime;
    const fromS = presentationOf(video, movieTimescale, mediaTime);
    if (fromS === null || !(duration > 0)) return null;
    windows.push({ fromS, mediaTime, duration });
    spanFirst = first + clip.frames;
  }
  const edits = tracks.map((track): TrackEdits | null => {
    if (track === video) return { trackId: track.id, edits: windows.map(({ mediaTime, duration }) => ({ mediaTime, duration })) };
    const starts = windows.map(({ fromS }) => mediaTimeOf(track, movieTimescale, fromS));
    if (starts.some((start) => start === null || start < 0)) return null;
    if (track.handler !== 'soun')
      return { trackId: track.id, edits: windows.map(({ duration }, index) => ({ mediaTime: starts[index] ?? 0, duration })) };
    const packets = sampleTimesOf(moov, track);
    // A packet's length (AAC: 1024 samples); the last of a span is followed by the gap on the copy's timeline.
    const packetTicks = Math.min(...packets.slice(1).map((time, index) => time - (packets[index] ?? 0)));
    if (!(packetTicks > 0)) return null;
    let pictureEnd = 0;
    let soundEnd = 0;
    const sound = windows.map(({ duration }, index) => {
      pictureEnd += duration / video.timescale;
      const from = nearestIndex(packets, starts[index] ?? 0);
      // As many packets as keep the sound's end nearest the picture's, within the span (a gap ends it); the last
      // edit ends before the picture does, so that the sound does not make the reel longer than its windows.
      const round = index === windows.length - 1 ? Math.floor : Math.round;
      let count = Math.max(1, round(((pictureEnd - soundEnd) * track.timescale) / packetTicks + 1e-9));
      for (let next = 1; next < count; next += 1)
        if ((packets[from + next] ?? Infinity) - (packets[from + next - 1] ?? 0) !== packetTicks) count = next;
      soundEnd += (count * packetTicks) / track.timescale;
      // Rounded down: ffmpeg rounds an edit's length back to the track's ticks, and one tick more takes in a packet.
      return { mediaTime: packets[from] ?? 0, duration: Math.floor((count * packetTicks * video.timescale) / track.timescale) };
    });
    return { trackId: track.id, edits: sound };
  });
  return edits.every((edit) => edit !== null) ? { timescale: video.timescale, tracks: edits } : null;
}

/** The index in `times` (ascending) whose time is the nearest to `time`. */
function nearestIndex(times: readonly number[], time: number): number {
  let best = 0;
  for (const [index, value] of times.entries()) {
    if (Math.abs(value - time) < Math.abs((times[best] ?? 0) - time)) best = index;
    if (value > time) break;
  }
  return best;
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

/**
 * Writes `output`: the spans file (`input`, its index at its end, as ffmpeg writes an MP4 without `faststart`)
 * with its index rewritten by `rewrite` and put first, after the `ftyp`, so that a player reads it before the media
 * (`rewrite` is told how far the media moves). False when the file is not laid out so.
 */
async function writeWithIndexFirst(
  input: string,
  output: string,
  rewrite: (moov: Buffer, chunkShift: number) => Buffer,
): Promise<boolean> {
  const handle = await open(input, 'r');
  try {
    const boxes = await topBoxesOf(handle);
    const [ftyp] = boxes ?? [];
    const moov = boxes?.at(-1);
    if (ftyp?.type !== 'ftyp' || moov?.type !== 'moov' || moov.end - moov.start > 64 * 1024 * 1024) return false;
    const read = async (start: number, end: number) => {
      const buffer = Buffer.alloc(end - start);
      await handle.read(buffer, 0, buffer.length, start);
      return buffer;
    };
    const index = await read(moov.start, moov.end);
    // The media moves by the new index's size, which the chunk offsets do not change.
    const rewritten = rewrite(index, rewrite(index, 0).length);
    const out = await open(output, 'w');
    try {
      await out.write(await read(ftyp.start, ftyp.end));
      await out.write(rewritten);
      // The media through one buffer: a stream's chunks are each a new buffer, tens of MB of garbage a reel that
      // the worker's memory held until a collection.
      const buffer = Buffer.allocUnsafe(1024 * 1024);
      for (let at = ftyp.end; at < moov.start;) {
        const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, moov.start - at), at);
        if (bytesRead === 0) throw new Error('the copy ended early');
        await out.write(buffer, 0, bytesRead);
        at += bytesRead;
      }
    } finally {
      await out.close();
    }
    return true;
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
 * Cuts the windows of `input` into `output`, one MP4 (see the top of this file): by edit lists over the proxy's
 * copied spans when the proxy allows it, re-encoded whole otherwise. Answers how long the reel plays, and which way
 * it was cut.
 */
export async function cutReel(request: CutRequest): Promise<CutReel> {
  const moov = await moovOf(request.input).catch(() => null);
  const index = moov && proxyIndexOf(moov);
  const plan = index && spanPlanOf(request.windows, index.packets, index.timeBase);
  const edited = plan ? await cutByEdits(request, plan, index.sampleRate) : null;
  return edited ?? cutByEncoding(request, await probe(request.input));
}

export interface CutReel {
  durationMs: number;
  /** `edits`: the proxy's spans copied, edit lists showing the windows only; `encode`: every window re-encoded. */
  method: 'edits' | 'encode';
}

/** The reel's captions as an SRT file in `directory`, or null when there is none. */
async function writeCaptions(directory: string, srt: string): Promise<string | null> {
  if (!srt) return null;
  const file = path.join(directory, 'captions.srt');
  await writeFile(file, srt);
  return file;
}

/** How long the copy of the spans may run: a minute, and the windows' length. */
const copyDeadlineMs = (windows: readonly Pick<ClipWindow, 'startMs' | 'endMs'>[]) =>
  60_000 + windows.reduce((sum, window) => sum + window.endMs - window.startMs, 0);

/**
 * The cut by edit lists: every window's span, from the keyframe at or before it to its end, copied from the proxy
 * (picture and sound, one pass, with the captions placed on the spans' timeline), then each track given an edit
 * list that shows the windows only (`reelEditsOf`), the index put first. Nothing is decoded or encoded. Null when
 * the spans file is not as planned: the reel is then re-encoded whole.
 */
async function cutByEdits(
  { input, windows, captions, directory, output, onProgress }: CutRequest,
  plan: SpanPlan,
  sampleRate: number | null,
): Promise<CutReel | null> {
  const durationsS = plan.clips.map((clip) => clip.durationS);
  const totalMs = Math.round(durationsS.reduce((sum, value) => sum + value, 0) * 1000);
  const spansMs = Math.round(plan.clips.reduce((sum, clip) => sum + clip.outpointUs - clip.inpointUs, 0) / 1000);
  const list = path.join(directory, 'spans.txt');
  const gapUs = spanGapUsOf(sampleRate);
  await writeFile(list, concatListOf(spanEntriesOf(input, plan.clips, gapUs)));
  const captionsFile = await writeCaptions(directory, srtOf(captions, spanWindowStartsOf(plan, gapUs), durationsS));
  const spans = path.join(directory, 'spans.mp4');
  await runWithProgress(spansWithEditsArguments(list, captionsFile, spans), copyDeadlineMs(windows), (ms) =>
    onProgress(Math.min(98, Math.floor((98 * Math.min(ms, spansMs)) / Math.max(1, spansMs)))),
  );
  const written = await writeWithIndexFirst(spans, output, (moov, chunkShift) => {
    const edits = reelEditsOf(moov, plan);
    if (!edits) throw new NotAsPlanned();
    return rewriteMoov(moov, { ...edits, chunkShift });
  }).catch((error: unknown) => {
    if (error instanceof NotAsPlanned) return false;
    throw error;
  });
  if (!written) return null;
  onProgress(99);
  return { durationMs: totalMs, method: 'edits' };
}

/** The spans file does not hold what was planned (see reelEditsOf). */
class NotAsPlanned extends Error {}

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
