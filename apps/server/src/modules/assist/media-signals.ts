import { spawn } from 'node:child_process';
import { footageInputGuard } from '../../lib/media/media-commands.js';
import { mediaToolCommand, runMediaTool } from '../../lib/media/media-process.js';
import type { DeadStretch, SoundMark } from './assist-types.js';
import { findDeadStretches, frameDifference, type MotionSample } from './motion.js';
import { SoundDetector } from './sound.js';

/**
 * The sound and motion passes' ffmpeg side: the proxy decoded to a small stream through a pipe (16 kHz mono
 * PCM; a 64x36 gray copy at 4 frames a second), fed to the pure detectors as it comes, so memory stays flat
 * whatever the footage's length (a two-hour game is 230 MB of such PCM).
 */

const SAMPLE_RATE = 16_000;
const MOTION_FPS = 4;
const MOTION_WIDTH = 64;
const MOTION_HEIGHT = 36;

/**
 * Runs ffmpeg with `args`, handing its stdout to `onData` in order. Resolves when ffmpeg exits 0; rejects
 * with the end of its stderr otherwise, or when `signal` aborts (ffmpeg is then killed).
 */
async function streamFfmpeg(args: string[], onData: (chunk: Buffer) => void, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  const [command, argv] = await mediaToolCommand('ffmpeg', args);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let failure: unknown = null;
    const abort = () => {
      failure = signal?.reason ?? new Error('aborted');
      child.kill('SIGKILL');
    };
    signal?.addEventListener('abort', abort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      if (failure) return;
      try {
        onData(chunk);
      } catch (error) {
        failure = error;
        child.kill('SIGKILL');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', (error) => {
      failure ??= error;
    });
    child.on('close', (code, killedBy) => {
      signal?.removeEventListener('abort', abort);
      if (failure) reject(failure instanceof Error ? failure : new Error('ffmpeg was stopped'));
      else if (code === 0) resolve();
      else reject(new Error(`ffmpeg ${args.join(' ')} failed (${killedBy ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });
}

/**
 * Splits a byte stream into records of `size` bytes, whatever the chunking: each is handed over in one reused,
 * aligned buffer (copy what you keep). A partial record at the stream's end is dropped (a quarter second of audio).
 */
function records(size: number, onRecord: (record: Uint8Array) => void) {
  const record = new Uint8Array(size);
  let fill = 0;
  return (chunk: Buffer) => {
    let offset = 0;
    while (offset < chunk.length) {
      const take = Math.min(size - fill, chunk.length - offset);
      record.set(chunk.subarray(offset, offset + take), fill);
      fill += take;
      offset += take;
      if (fill === size) {
        onRecord(record);
        fill = 0;
      }
    }
  };
}

/** Whether the file has an audio stream (ffmpeg refuses to write an output with none). */
async function hasAudio(file: string): Promise<boolean> {
  const { stdout } = await runMediaTool(
    'ffprobe',
    ['-v', 'error', ...footageInputGuard(), '-select_streams', 'a', '-show_entries', 'stream=index', '-of', 'csv=p=0', file],
    60_000,
  );
  return stdout.trim() !== '';
}

/** Whistles and horns in the footage's first audio track; none when it has no audio. */
export async function soundMarks(file: string, signal?: AbortSignal): Promise<SoundMark[]> {
  if (!(await hasAudio(file))) return [];
  const detector = new SoundDetector(SAMPLE_RATE);
  // 4096 samples a record: the detector takes any length; s16le is little-endian like every host we run on.
  const samples = 4096;
  await streamFfmpeg(
    [
      ...['-hide_banner', '-nostdin', '-v', 'error', ...footageInputGuard(), '-i', file],
      ...['-map', '0:a:0', '-vn', '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', 'pipe:1'],
    ],
    records(samples * 2, (record) => detector.push(new Int16Array(record.buffer, record.byteOffset, samples))),
    signal,
  );
  return detector.finish();
}

/** Stretches of >= 5 s with (almost) no motion in the footage. */
export async function deadStretches(file: string, signal?: AbortSignal): Promise<DeadStretch[]> {
  const samples: MotionSample[] = [];
  let last: Uint8Array | null = null;
  let frame = 0;
  await streamFfmpeg(
    [
      // Motion needs no deblocking, and no frame other frames do not refer to: both save decoding time.
      ...['-hide_banner', '-nostdin', '-v', 'error', '-skip_loop_filter', 'all', '-skip_frame', 'noref'],
      ...[...footageInputGuard(), '-i', file, '-map', '0:v:0', '-an'],
      ...['-vf', `fps=${MOTION_FPS},scale=${MOTION_WIDTH}:${MOTION_HEIGHT}:flags=area,format=gray`],
      ...['-f', 'rawvideo', 'pipe:1'],
    ],
    records(MOTION_WIDTH * MOTION_HEIGHT, (record) => {
      if (last) samples.push({ videoMs: Math.round((frame * 1000) / MOTION_FPS), motion: frameDifference(last, record) });
      last = Uint8Array.from(record);
      frame++;
    }),
    signal,
  );
  return findDeadStretches(samples);
}
