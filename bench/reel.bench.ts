/**
 * bench/reel: a 20-clip reel (8 s windows spread over the game, each starting between two keyframes and between
 * two frames, with a caption each) cut by the reel job's `cutReel` from the proxy of a 1080p, 40-minute source
 * (made as preparation makes it), against ffmpeg's stream-copy concat of the same windows (the concat demuxer with
 * in and out points, one process) in the same run, on the proxy the reel is cut from and on the 1080p source.
 * Prints the times, the ratio to the proxy's stream copy (budget: at most 2), the CPU time the children (ffmpeg,
 * ffprobe) spent, which a loaded machine inflates less than wall time, and the peak resident memory of the reel
 * (budget: under 200 MB): node's and its ffmpeg and ffprobe children's together, sampled from /proc every 20 ms,
 * and the children's own peak (VmHWM), which catches what falls between samples.
 *
 * The source is generated once and cached under .data/bench/: 20 s of ffmpeg's test pattern at 1920x1080, 25
 * fps, keyframes every 2 s (as cameras write), with a tone, looped by stream copy to 40 minutes. Its proxy is
 * cached under a name of preparation's arguments (a change to them makes a new one).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { proxyArguments } from '../apps/server/src/modules/games/media-commands';
import { cutReel } from '../apps/server/src/modules/reels/reel-cut';

const run_ = promisify(execFile);
const CLIPS = 20;
const CLIP_MS = 8_000;
export const SOURCE_MINUTES = 40;
const BUDGET_RATIO = 2;
const BUDGET_MB = 200;

const cacheDirectory = path.join(import.meta.dirname, '..', '.data', 'bench');
export const source = path.join(cacheDirectory, `reel-source-1080p-${String(SOURCE_MINUTES)}min.mp4`);

export async function ensureSource(): Promise<void> {
  if (existsSync(source)) return;
  await mkdir(cacheDirectory, { recursive: true });
  const base = path.join(cacheDirectory, 'reel-source-base.mp4');
  await run_('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '20', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '30', '-g', '50', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '96k', base],
  ]);
  const partial = `${source}.partial.mp4`;
  await run_('ffmpeg', [
    ...['-v', 'error', '-y', '-stream_loop', String(SOURCE_MINUTES * 3 - 1), '-i', base],
    ...['-c', 'copy', '-movflags', '+faststart', partial],
  ]);
  await rename(partial, source);
  await rm(base, { force: true });
}

/**
 * The game's proxy, made from the source as preparation makes it (`proxyArguments`), cached under a name of its
 * arguments so a change to preparation makes a new one. Preparation runs once per game, not per reel: its time is
 * not the reel's, and is printed only when the proxy is made.
 */
export async function ensureProxy(): Promise<{ proxy: string; madeMs: number | null }> {
  await ensureSource();
  const tag = createHash('sha256')
    .update(JSON.stringify(proxyArguments('in', 'out')))
    .digest('hex')
    .slice(0, 12);
  const proxy = path.join(cacheDirectory, `reel-proxy-${tag}.mp4`);
  if (existsSync(proxy)) return { proxy, madeMs: null };
  const partial = `${proxy}.partial.mp4`;
  const started = performance.now();
  await run_('ffmpeg', proxyArguments(source, partial), { maxBuffer: 64 * 1024 * 1024 });
  await rename(partial, proxy);
  return { proxy, madeMs: performance.now() - started };
}

interface Memory {
  /** The most node and its ffmpeg/ffprobe children held at once, in MB (sampled). */
  totalMb: number;
  /** The most one child held (its VmHWM), in MB. */
  childMb: number;
  /** The CPU seconds the children spent. */
  cpuS: number;
}

/** The CPU seconds (user and system) of this process's children that have ended, from /proc/self/stat. */
async function childrenCpuS(): Promise<number> {
  const stat = await readFile('/proc/self/stat', 'utf8').catch(() => '');
  // Fields after the command name (which may hold spaces, in parentheses): cutime and cstime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13] ?? 0) + Number(fields[14] ?? 0)) / 100;
}

/** The peak resident memory of this process and the ffmpeg and ffprobe it started, sampled while `task` runs. */
export async function peakMemory(task: () => Promise<unknown>): Promise<Memory> {
  let totalKb = 0;
  let childKb = 0;
  const sample = async () => {
    let sumKb = process.memoryUsage.rss() / 1024;
    for (const entry of await readdir('/proc').catch(() => [])) {
      if (!/^\d+$/.test(entry)) continue;
      const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
      if (!/^Name:\s+ff(mpeg|probe)$/m.test(status) || !new RegExp(`^PPid:\\s+${String(process.pid)}$`, 'm').test(status))
        continue;
      const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(status);
      const rss = /^VmRSS:\s+(\d+) kB$/m.exec(status);
      if (hwm) childKb = Math.max(childKb, Number(hwm[1]));
      if (rss) sumKb += Number(rss[1]);
    }
    totalKb = Math.max(totalKb, sumKb);
  };
  const cpuBefore = await childrenCpuS();
  const sampling = { on: true };
  const sampler = (async () => {
    while (sampling.on) {
      await sample();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    await task();
  } finally {
    sampling.on = false;
    await sampler;
  }
  return { totalMb: totalKb / 1024, childMb: childKb / 1024, cpuS: (await childrenCpuS()) - cpuBefore };
}

/** ffmpeg's stream-copy concat of `windows` of `input`, timed. */
async function streamCopy(input: string, windows: readonly { startMs: number; endMs: number }[], directory: string) {
  const list = path.join(directory, 'copy.txt');
  await writeFile(
    list,
    windows
      .map(
        (window) =>
          `file '${input}'\ninpoint ${(window.startMs / 1000).toFixed(3)}\noutpoint ${(window.endMs / 1000).toFixed(3)}`,
      )
      .join('\n'),
  );
  let ms = 0;
  const memory = await peakMemory(async () => {
    const started = performance.now();
    await run_('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      list,
      '-c',
      'copy',
      path.join(directory, 'copy.mp4'),
    ]);
    ms = performance.now() - started;
  });
  return { ms, memory };
}

export async function run(): Promise<string[]> {
  const { proxy, madeMs } = await ensureProxy();
  const directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-bench-reel-'));
  try {
    // Windows spread over the game, starting between keyframes and between frames.
    const windows = Array.from({ length: CLIPS }, (_, index) => {
      const startMs = 60_000 + index * 115_000 + 1_234;
      return { startMs, endMs: startMs + CLIP_MS, playIds: [String(index)] };
    });
    const copy = await streamCopy(proxy, windows, directory);
    const sourceCopy = await streamCopy(source, windows, directory);

    const work = path.join(directory, 'reel');
    await mkdir(work);
    let reelMs = 0;
    let cut = { durationMs: 0, method: '' };
    const reelMemory = await peakMemory(async () => {
      const started = performance.now();
      cut = await cutReel({
        input: proxy,
        windows,
        captions: windows.map((_, index) => [
          {
            text: `#${String(index + 1)} Sam Lee makes a 3-pt shot (assist #4 Ana Ruiz) · Q2 4:1${String(index % 10)}`,
            fromS: 0,
            untilS: null,
          },
        ]),
        directory: work,
        output: path.join(directory, 'reel.mp4'),
        onProgress: () => undefined,
      });
      reelMs = performance.now() - started;
    });

    const ratio = reelMs / copy.ms;
    const mb = (value: number) => `${value.toFixed(0)} MB`;
    const { size } = await stat(proxy);
    return [
      `reel cut (${String(CLIPS)} clips, ${String((CLIPS * CLIP_MS) / 1000)} s of windows, ${(cut.durationMs / 1000).toFixed(1)} s cut by ${cut.method}, captions, from the proxy of a 1080p ${String(SOURCE_MINUTES)} min source): ${(reelMs / 1000).toFixed(2)} s`,
      `stream-copy concat of the same windows, proxy: ${(copy.ms / 1000).toFixed(2)} s`,
      `stream-copy concat of the same windows, 1080p source: ${(sourceCopy.ms / 1000).toFixed(2)} s`,
      `reel / stream copy of the proxy: ${ratio.toFixed(2)}x (budget <= ${String(BUDGET_RATIO)}x)${ratio <= BUDGET_RATIO ? '' : ' OVER BUDGET'}`,
      `reel / stream copy of the source: ${(reelMs / sourceCopy.ms).toFixed(2)}x`,
      `CPU of ffmpeg/ffprobe (user + system): reel ${reelMemory.cpuS.toFixed(2)} s, stream copy of the proxy ${copy.memory.cpuS.toFixed(2)} s (${(reelMemory.cpuS / Math.max(0.01, copy.memory.cpuS)).toFixed(1)}x)`,
      `load average at the end: ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')} on ${String(os.availableParallelism())} cores`,
      `peak RSS, reel: ${mb(reelMemory.totalMb)} node + ffmpeg/ffprobe (budget < ${String(BUDGET_MB)} MB)${reelMemory.totalMb < BUDGET_MB ? '' : ' OVER BUDGET'}; one child at most ${mb(reelMemory.childMb)}`,
      `peak RSS, stream copy: ${mb(copy.memory.totalMb)} node + ffmpeg; ffmpeg ${mb(copy.memory.childMb)}`,
      `proxy: ${mb(size / 1024 / 1024)}${madeMs === null ? ' (cached)' : `, made in ${(madeMs / 1000).toFixed(0)} s`}`,
    ];
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
