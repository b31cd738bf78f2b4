import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The counter footage the reel tests cut: 40 s at 25 fps, 320x180, whose top 40 lines write the frame's number in
 * binary (bit k of frame n is the 20-pixel column k: white for 1, black for 0), so any frame of a reel says exactly
 * which source frame it is; its sound clicks at each whole second (COUNTER_CLICK). Encoded as preparation encoded
 * proxies before (x264 veryfast with B-frames, keyframes 10 s apart, AAC), so windows start between keyframes; or
 * as a camera writes (`size`, `fps`, `gop`: 1280x720 at 30 fps, a keyframe every 250 frames).
 */
export const COUNTER_FPS = 25;
export const COUNTER_SECONDS = 40;
const BITS = 11;
/** The sound: silence but for a 10 ms tone at each whole second, so that the reel's sound says where it was cut from. */
const COUNTER_CLICK = 'if(lt(mod(t\\,1)\\,0.01)\\,0.8*sin(2*PI*1000*t)\\,0)';

export async function makeCounterFootage(
  file: string,
  { size = '320x180', fps = COUNTER_FPS, seconds = COUNTER_SECONDS, gop = 10 * COUNTER_FPS } = {},
) {
  // The strip is drawn alone (a per-pixel expression is slow at 720p) above the rest of the picture: plain grey at
  // the default size, ffmpeg's moving test pattern on larger footage, so that its encoding is a camera's, not a still's.
  const [width = 320, height = 180] = size.split('x').map(Number);
  const bits = `if(mod(floor(N/pow(2\\,floor(X/20)))\\,2)\\,235\\,16)`;
  const rest = `s=${String(width)}x${String(height - 40)}:r=${String(fps)}`;
  const background = size === '320x180' ? `color=c=0x808080:${rest}` : `testsrc2=${rest}`;
  const picture = `nullsrc=s=${String(width)}x40:r=${String(fps)},geq=lum='${bits}':cb=128:cr=128[strip];${background},format=yuv420p[rest];[strip][rest]vstack=inputs=2:shortest=1`;
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', picture],
    ...['-f', 'lavfi', '-i', `aevalsrc='${COUNTER_CLICK}':s=48000:c=stereo`, '-t', String(seconds)],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-g', String(gop)],
    ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-movflags', '+faststart', file],
  ]);
}

/**
 * The frame number a frame of the counter footage shows, from its top strip as 8-bit values (320x40, `step` bytes
 * a pixel: 1 for gray, 4 for a canvas's RGBA).
 */
export function counterOf(strip: Uint8Array | Uint8ClampedArray, step = 1): number {
  let value = 0;
  for (let bit = 0; bit < BITS; bit += 1) if ((strip[(20 * 320 + 20 * bit + 10) * step] ?? 0) > 128) value += 2 ** bit;
  return value;
}

/**
 * Windows of the counter footage, in ms, with the cases a cut must get right against a keyframe every half second:
 * one between two keyframes (none of its own), one on a keyframe (no lead), one starting between two frames and spanning
 * a keyframe, one of a single frame, one to the footage's end.
 */
export const COUNTER_WINDOWS = [
  [1_600, 1_900],
  [4_000, 5_200],
  [6_470, 8_040],
  [10_200, 10_240],
  [12_300, 14_000],
  [38_500, 40_000],
] as const;

/** The source frames a window [startMs, endMs) of the counter footage shows: those whose time falls inside it. */
export function counterFramesOf(startMs: number, endMs: number): number[] {
  const first = Math.ceil((startMs * COUNTER_FPS) / 1000);
  const last = Math.ceil((endMs * COUNTER_FPS) / 1000) - 1;
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
