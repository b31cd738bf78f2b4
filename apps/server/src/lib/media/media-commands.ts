/**
 * The demuxers ffmpeg and ffprobe may use on footage, and the only protocol: a local file. A hostile upload
 * can be an HLS playlist or a concat list naming other files or URLs (ffmpeg would read them: SSRF, or a
 * server file rendered into the proxy); with these lists such a file is refused before anything is opened.
 * The containers are those `videoContentType` maps to a video type.
 */
export const FOOTAGE_DEMUXERS = ['mov', 'mp4', 'm4a', '3gp', '3g2', 'mj2', 'avi', 'asf', 'matroska', 'webm', 'mpegts', 'mpeg'];

/** Input options that hold ffmpeg and ffprobe to FOOTAGE_DEMUXERS on a local file; they go before `-i`. */
export function footageInputGuard(): string[] {
  return ['-protocol_whitelist', 'file', '-format_whitelist', FOOTAGE_DEMUXERS.join(',')];
}

/** The analysts' copy of a game: H.264/AAC MP4, at most 720 lines, moov first so playback starts at once. */
export const PROXY_MAX_HEIGHT = 720;

/**
 * The longest a proxy goes without a keyframe, in seconds. A reel re-encodes each window's frames before its first
 * keyframe and copies the rest, so this bounds what a reel encodes; it also bounds what a seek in the workspace
 * decodes (docs/decisions/019-reels.md).
 */
export const PROXY_KEYFRAME_INTERVAL_S = 0.5;

/**
 * The proxy's picture encoder. A reel's heads (a window's frames before its first keyframe) are encoded with it too,
 * so that they carry the proxy's own parameter sets and join its copied frames in one stream
 * (docs/decisions/019-reels.md).
 */
export const PROXY_VIDEO_ENCODER = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high', '-bf', '0'];

/**
 * ffmpeg arguments for the proxy. Scales down only (never up), keeps the aspect ratio with an even width,
 * takes the first video stream and the first audio stream if there is one. A keyframe at least every second
 * (x264 may add more at scene cuts) and no B-frames, so a reel can be cut by stream copy: with B-frames the
 * packets after a cut's end (by decoding time) hold frames before it, and the frames decoded past the end are
 * shown (measured in decision 019).
 */
export function proxyArguments(input: string, output: string): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', ...footageInputGuard(), '-i', input],
    ...['-map', '0:v:0', '-map', '0:a:0?'],
    ...['-vf', `scale=-2:'min(${PROXY_MAX_HEIGHT},ih)':flags=bicubic,format=yuv420p`],
    ...PROXY_VIDEO_ENCODER,
    ...['-force_key_frames', `expr:gte(t,n_forced*${String(PROXY_KEYFRAME_INTERVAL_S)})`],
    ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2'],
    ...['-movflags', '+faststart', output],
  ];
}

/** The second a poster frame is taken from: 5 s in, or the middle of a shorter video. */
export function posterSecond(durationSeconds: number | null): number {
  if (!durationSeconds || durationSeconds <= 0) return 0;
  return Math.min(5, durationSeconds / 2);
}

/** ffmpeg arguments for a JPEG poster frame, 360 lines high. */
export function posterArguments(input: string, output: string, durationSeconds: number | null): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', ...footageInputGuard()],
    ...['-ss', posterSecond(durationSeconds).toFixed(3), '-i', input],
    ...['-frames:v', '1', '-vf', "scale=-2:'min(360,ih)'", '-q:v', '3', output],
  ];
}

/** How long a poster frame may take: one seek and one frame. */
export const POSTER_DEADLINE_MS = 2 * 60_000;

const PROXY_DEADLINE_FLOOR_MS = 10 * 60_000;
/** Below the prepare job's 6-hour expiry (jobs/prepare-videos.job.ts): a run ends before pg-boss gives it up. */
const PROXY_DEADLINE_CEILING_MS = 5 * 60 * 60_000;

/**
 * How long making the proxy may take before ffmpeg is killed: three times the footage's length (the preset
 * encodes a 720p proxy faster than real time even on a small worker), at least 10 minutes, at most 5 hours.
 * Unknown length: the most.
 */
export function proxyDeadlineMs(durationSeconds: number | null): number {
  if (!durationSeconds || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return PROXY_DEADLINE_CEILING_MS;
  return Math.min(PROXY_DEADLINE_CEILING_MS, Math.max(PROXY_DEADLINE_FLOOR_MS, Math.ceil(durationSeconds * 3 * 1000)));
}
