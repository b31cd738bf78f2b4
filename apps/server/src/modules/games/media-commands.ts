/** The analysts' copy of a game: H.264/AAC MP4, at most 720 lines, moov first so playback starts at once. */
export const PROXY_MAX_HEIGHT = 720;

/**
 * ffmpeg arguments for the proxy. Scales down only (never up), keeps the aspect ratio with an even width,
 * takes the first video stream and the first audio stream if there is one.
 */
export function proxyArguments(input: string, output: string): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', input],
    ...['-map', '0:v:0', '-map', '0:a:0?'],
    ...['-vf', `scale=-2:'min(${PROXY_MAX_HEIGHT},ih)':flags=bicubic,format=yuv420p`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high'],
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
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-ss', posterSecond(durationSeconds).toFixed(3), '-i', input],
    ...['-frames:v', '1', '-vf', "scale=-2:'min(360,ih)'", '-q:v', '3', output],
  ];
}
