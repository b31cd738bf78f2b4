/**
 * bench/preparation: what preparing a game costs (issue 29). The product's preparation of a 1080p source, as a
 * worker's `prepareNextGame` runs it once the game is claimed (games/game-preparation.ts): the proxy (`proxyArguments`,
 * through `runMediaTool` with its deadline), the poster frame (`posterArguments`), both stored (local storage's
 * `putFile`); beside it, in the same run, plain ffmpeg with the same `proxyArguments`. Prints for each the wall
 * time, the CPU seconds (user + sys of the ffmpeg children, from this process's cutime and cstime), the CPU per
 * footage minute, the ratio of the two, and the peak resident memory (node and its ffmpeg children, sampled,
 * and the largest child's VmHWM).
 *
 * The source is bench/reel's: 20 s of ffmpeg's test pattern at 1920x1080, 25 fps, with a tone, looped by stream
 * copy to 40 minutes and cached under .data/bench/. PREP_MINUTES (default 40, the figure) sets the
 * length: another length is cut from (or looped over) that source by stream copy into a scratch directory.
 * The database's part (claiming the game, marking it ready) is left out: it is a few queries.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { runMediaTool } from '../apps/server/src/lib/media/media-process';
import {
  POSTER_DEADLINE_MS,
  posterArguments,
  proxyArguments,
  proxyDeadlineMs,
} from '../apps/server/src/lib/media/media-commands';
import { probeVideo } from '../apps/server/src/lib/media/video-probe';
import { posterKeyOf, proxyKeyOf } from '../apps/server/src/modules/storage/game-objects';
import { createLocalStorage } from '../apps/server/src/modules/storage/local-storage';
import { ensureSource, peakMemory, source as fortyMinuteSource, SOURCE_MINUTES } from './reel.bench';

const run_ = promisify(execFile);

/** The CPU (user + sys) of this process's children that have ended and been waited for, in seconds. */
function childrenCpuS(): number {
  const stat_ = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name's closing parenthesis start at field 3; cutime and cstime are 16 and 17.
  const fields = stat_.slice(stat_.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

interface Measure {
  wallS: number;
  cpuS: number;
  totalMb: number;
  childMb: number;
}

async function measure(task: () => Promise<unknown>): Promise<Measure> {
  const cpuBefore = childrenCpuS();
  const started = performance.now();
  const memory = await peakMemory(task);
  return {
    wallS: (performance.now() - started) / 1000,
    cpuS: childrenCpuS() - cpuBefore,
    totalMb: memory.totalMb,
    childMb: memory.childMb,
  };
}

/** A source of `minutes`: the 40-minute one, or one cut from it (looped over it) by stream copy. */
async function sourceOf(minutes: number, directory: string): Promise<string> {
  await ensureSource();
  if (minutes === SOURCE_MINUTES) return fortyMinuteSource;
  const file = path.join(directory, `source-1080p-${String(minutes)}min.mp4`);
  const loops = Math.ceil(minutes / SOURCE_MINUTES) - 1;
  await run_('ffmpeg', [
    ...['-v', 'error', '-y', '-stream_loop', String(loops), '-i', fortyMinuteSource, '-t', String(minutes * 60)],
    ...['-c', 'copy', '-movflags', '+faststart', file],
  ]);
  return file;
}

export async function run(): Promise<string[]> {
  const minutes = Number(process.env.PREP_MINUTES ?? SOURCE_MINUTES);
  if (!(minutes > 0))
    throw new Error(`PREP_MINUTES must be a positive number of minutes, not ${String(process.env.PREP_MINUTES)}`);
  const directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-bench-preparation-'));
  try {
    const input = await sourceOf(minutes, directory);
    const probe = await probeVideo(input);
    if (!probe) throw new Error(`ffprobe found no video in ${input}`);
    const footageMinutes = (probe.durationSeconds ?? minutes * 60) / 60;
    const storage = createLocalStorage(path.join(directory, 'storage'));
    const gameId = '00000000-0000-4000-8000-000000000029';

    // The product: what prepareNextGame runs for a claimed game, in its order, with its deadlines.
    const product = await measure(async () => {
      const work = path.join(directory, `prepare-${gameId}`);
      await mkdir(work, { recursive: true });
      const proxy = path.join(work, 'proxy.mp4');
      const poster = path.join(work, 'poster.jpg');
      await runMediaTool('ffmpeg', proxyArguments(input, proxy), proxyDeadlineMs(probe.durationSeconds));
      await runMediaTool('ffmpeg', posterArguments(input, poster, probe.durationSeconds), POSTER_DEADLINE_MS);
      await storage.putFile(proxyKeyOf(gameId), proxy, 'video/mp4');
      await storage.putFile(posterKeyOf(gameId), poster, 'image/jpeg');
      await rm(work, { recursive: true, force: true });
    });
    const { size } = await stat(path.join(directory, 'storage', proxyKeyOf(gameId)));
    await rm(path.join(directory, 'storage'), { recursive: true, force: true });

    // Plain ffmpeg, the same arguments.
    const plainProxy = path.join(directory, 'plain.mp4');
    const plain = await measure(() => run_('ffmpeg', proxyArguments(input, plainProxy), { maxBuffer: 16 * 1024 * 1024 }));

    const name = `preparation.1080p_${String(minutes)}min`;
    const perMinute = (m: Measure) => m.cpuS / footageMinutes;
    const lines = (label: string, m: Measure) => [
      `${name}.${label}_wall: ${m.wallS.toFixed(1)} s (${(m.wallS / footageMinutes).toFixed(2)} s per footage minute; ${((footageMinutes * 60) / m.wallS).toFixed(1)}x real time)`,
      `${name}.${label}_cpu: ${m.cpuS.toFixed(1)} s user+sys of the ffmpeg children`,
      `${name}.${label}_cpu_per_footage_minute: ${perMinute(m).toFixed(2)} s`,
      `${name}.${label}_peak_rss: ${m.totalMb.toFixed(0)} MB node + ffmpeg; the largest ffmpeg ${m.childMb.toFixed(0)} MB`,
    ];
    return [
      `${name}.source: ${footageMinutes.toFixed(1)} min, ${String(probe.width)}x${String(probe.height)}, on ${String(os.availableParallelism())} cores (shared)`,
      ...lines('product', product),
      ...lines('plain_ffmpeg', plain),
      `${name}.ratio_cpu: ${(product.cpuS / plain.cpuS).toFixed(2)}x plain ffmpeg`,
      `${name}.ratio_wall: ${(product.wallS / plain.wallS).toFixed(2)}x plain ffmpeg`,
      `${name}.proxy: ${(size / 1024 / 1024).toFixed(0)} MB (${(size / 1024 / 1024 / footageMinutes).toFixed(1)} MB per footage minute)`,
    ];
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
