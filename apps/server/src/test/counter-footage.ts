import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The counter footage the reel tests cut: 40 s at 25 fps, 320x180, whose top 40 lines write the frame's number in
 * binary (bit k of frame n is the 20-pixel column k: white for 1, black for 0), so any frame of a reel says exactly
 * which source frame it is; its sound clicks at each whole second (COUNTER_CLICK). Encoded as preparation encoded
 * proxies before (x264 veryfast with B-frames, keyframes 10 s apart, AAC), so windows start between keyframes.
 */
export const COUNTER_FPS = 25;
export const COUNTER_SECONDS = 40;
const BITS = 11;
/** The sound: silence but for a 10 ms tone at each whole second, so that the reel's sound says where it was cut from. */
const COUNTER_CLICK = 'if(lt(mod(t\\,1)\\,0.01)\\,0.8*sin(2*PI*1000*t)\\,0)';

export async function makeCounterFootage(file: string) {
  const bits = `if(lt(Y\\,40)\\,if(mod(floor(N/pow(2\\,floor(X/20)))\\,2)\\,235\\,16)\\,128)`;
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `nullsrc=s=320x180:r=${String(COUNTER_FPS)},geq=lum='${bits}':cb=128:cr=128`],
    ...['-f', 'lavfi', '-i', `aevalsrc='${COUNTER_CLICK}':s=48000:c=stereo`, '-t', String(COUNTER_SECONDS)],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high', '-pix_fmt', 'yuv420p'],
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
 * Windows of the counter footage, in ms, with the cases a cut must get right against a keyframe every second: one
 * inside a second (no keyframe of its own), one on a keyframe (no lead), one starting between two frames and spanning
 * a keyframe, one of a single frame, one to the footage's end.
 */
export const COUNTER_WINDOWS = [
  [1_520, 1_800],
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
