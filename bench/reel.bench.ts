/**
 * bench/reel: a 20-clip reel (8 s windows spread over the game, each starting between two keyframes and between
 * two frames, with a caption each) cut by the reel job's `cutReel` from the proxy of a 1080p, 40-minute source
 * (made as preparation makes it), against ffmpeg's stream-copy concat of the same windows (the concat demuxer with
 * in and out points, one process) in the same run, on the proxy the reel is cut from and on the 1080p source.
 * Prints the times, the ratio to the proxy's stream copy (budget: at most 3), the time against the reel's running
 * time (budget: at most a quarter), the CPU time the children (ffmpeg, ffprobe) spent, which a loaded machine
 * inflates less than wall time, and the peak resident memory of the reel (budget: under 300 MB): node's and its
 * ffmpeg and ffprobe children's together, sampled from /proc every 20 ms,
 * and the children's own peak (VmHWM), which catches what falls between samples. The reel is cut twice: in this
 * process (node with tsx and the bench's modules), and as production's worker cuts it, in a node of its own on the
 * built server with the worker's modules loaded (`npx tsc -b` first; skipped, and said, when the build is older than
 * the source): the worker's figures are the budget's (docs/decisions/019-reels.md). The stream copy and both cuts
 * run in turn REEL_ROUNDS times (3) and each figure is the median of its rounds, with the range beside it. The
 * same reel re-encoded whole (`cutReelByEncoding`, the other way issue 37 names) is measured once beside them, in
 * this process; REEL_SKIP_ENCODE=1 leaves it out (it takes a minute or more).
 *
 * The source is generated once and cached under .data/bench/: 20 s of ffmpeg's test pattern at 1920x1080, 25
 * fps, keyframes every 2 s (as cameras write), with a tone, looped by stream copy to 40 minutes. Its proxy is
 * cached under a name of preparation's arguments (a change to them makes a new one).
 */
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { proxyArguments } from '../apps/server/src/lib/media/media-commands';
import { cutReel, cutReelByEncoding, type CutReel, type CutRequest } from '../apps/server/src/modules/reels/reel-cut';

const run_ = promisify(execFile);
const CLIPS = 20;
const CLIP_MS = 8_000;
export const SOURCE_MINUTES = 40;
/** Issue 37's budget, for the worker's cut: a quarter of the reel's running time, 3x the stream copy, 300 MB. */
const BUDGET_RATIO = 3;
const BUDGET_OF_RUNNING_TIME = 0.25;
const BUDGET_MB = 300;

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

/**
 * The peak resident memory of a process and the ffmpeg and ffprobe it started, sampled while `task` runs: this
 * process's own, or that of the process `root` names (a child this process started) once it has started.
 */
export async function peakMemory(task: () => Promise<unknown>, root: () => number | null = () => process.pid): Promise<Memory> {
  let totalKb = 0;
  let childKb = 0;
  const rssKbOf = (status: string) => Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0);
  const sample = async () => {
    const pid = root();
    if (pid === null) return;
    let sumKb =
      pid === process.pid
        ? process.memoryUsage.rss() / 1024
        : rssKbOf(await readFile(`/proc/${String(pid)}/status`, 'utf8').catch(() => ''));
    for (const entry of await readdir('/proc').catch(() => [])) {
      if (!/^\d+$/.test(entry)) continue;
      const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
      if (!/^Name:\s+ff(mpeg|probe)$/m.test(status) || !new RegExp(`^PPid:\\s+${String(pid)}$`, 'm').test(status)) continue;
      const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(status);
      if (hwm) childKb = Math.max(childKb, Number(hwm[1]));
      sumKb += rssKbOf(status);
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

/** How many times the stream copy and the two cuts are each timed (REEL_ROUNDS, default 3). */
const ROUNDS = Number(process.env.REEL_ROUNDS ?? 3);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1)
  throw new Error(`REEL_ROUNDS must be a whole number from 1, not ${String(process.env.REEL_ROUNDS)}`);

/** The middle value (the upper one of an even count). */
const medianOf = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The most memory any one of the runs took, and the median CPU its children spent. */
const largestOf = (memories: readonly Memory[]): Memory => ({
  totalMb: Math.max(...memories.map((each) => each.totalMb)),
  childMb: Math.max(...memories.map((each) => each.childMb)),
  cpuS: medianOf(memories.map((each) => each.cpuS)),
});

interface Timed {
  ms: number;
  memory: Memory;
}

/** The reel of `request` cut by `cut` in this process (in a directory of its own, `name`), timed, with its memory. */
async function cutHere(
  cut: typeof cutReel,
  request: Omit<CutRequest, 'directory' | 'output' | 'onProgress'>,
  directory: string,
  name: string,
) {
  const work = path.join(directory, name);
  await mkdir(work);
  let ms = 0;
  let reel: CutReel = { durationMs: 0, method: 'smart' };
  const memory = await peakMemory(async () => {
    const started = performance.now();
    reel = await cut({ ...request, directory: work, output: path.join(directory, `${name}.mp4`), onProgress: () => undefined });
    ms = performance.now() - started;
  });
  return { ms, memory, cut: reel };
}

/** The server as built (`npx tsc -b`): what `node apps/server/dist/worker.js` runs in production. */
const built = path.join(import.meta.dirname, '..', 'apps', 'server', 'dist');
const builtCut = path.join(built, 'modules', 'reels', 'reel-cut.js');

/**
 * Node code that cuts a reel (the request as JSON, its first argument) as production's worker does: the worker's
 * modules loaded (`infrastructure.js`, which `worker.js` starts; not started here: no database), then `cutReel` of
 * the built server. Prints the cut, its time (after the modules are loaded, as in a running worker) and node's own
 * peak RSS.
 */
const WORKER_CUT = `
const request = JSON.parse(process.argv[1]);
await import(${JSON.stringify(pathToFileURL(path.join(built, 'infrastructure.js')).href)});
const { cutReel } = await import(${JSON.stringify(pathToFileURL(builtCut).href)});
const started = performance.now();
const cut = await cutReel({ ...request, onProgress: () => undefined });
process.stdout.write(JSON.stringify({ cut, ms: performance.now() - started, maxRssKb: process.resourceUsage().maxRSS }));
`;

/** Whether the built cut is at least as new as its source (else the worker's figures would be another cut's). */
async function builtIsCurrent(): Promise<boolean> {
  const [source, output] = await Promise.all([
    stat(path.join(import.meta.dirname, '..', 'apps', 'server', 'src', 'modules', 'reels', 'reel-cut.ts')).catch(() => null),
    stat(builtCut).catch(() => null),
  ]);
  return source !== null && output !== null && output.mtimeMs >= source.mtimeMs;
}

/** Cuts the reel in a node of its own on the built server (WORKER_CUT): its time, and the memory of it and its children. */
interface WorkerCut {
  ms: number;
  nodeMb: number;
  memory: Memory;
}

async function cutInWorker(request: object): Promise<WorkerCut> {
  let pid: number | null = null;
  let printed = '';
  const memory = await peakMemory(
    () =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, ['--input-type=module', '-e', WORKER_CUT, JSON.stringify(request)], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        pid = child.pid ?? null;
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
        child.on('error', reject);
        child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`the worker's cut exited with ${String(code)}`))));
      }),
    () => pid,
  );
  const { ms, maxRssKb } = JSON.parse(printed) as { ms: number; maxRssKb: number };
  return { ms, nodeMb: maxRssKb / 1024, memory };
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
    const sourceCopy = await streamCopy(source, windows, directory);
    const request = {
      input: proxy,
      windows,
      captions: windows.map((_, index) => [
        {
          text: `#${String(index + 1)} Sam Lee makes a 3-pt shot (assist #4 Ana Ruiz) · Q2 4:1${String(index % 10)}`,
          fromS: 0,
          untilS: null,
        },
      ]),
    };
    // The stream copy, the cut here and the worker's cut, one after the other, ROUNDS times: each figure is the
    // median of its rounds, so one slow moment of a shared machine does not make the ratio.
    const current = await builtIsCurrent();
    const rounds: { copy: Timed; here: Timed & { cut: CutReel }; worker: WorkerCut | null }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const copy = await streamCopy(proxy, windows, directory);
      const here = await cutHere(cutReel, request, directory, `reel-${String(round)}`);
      const workerWork = path.join(directory, `worker-${String(round)}`);
      await mkdir(workerWork);
      const worker = current
        ? await cutInWorker({ ...request, directory: workerWork, output: path.join(directory, `worker-${String(round)}.mp4`) })
        : null;
      rounds.push({ copy, here, worker });
    }
    const encoded = process.env.REEL_SKIP_ENCODE === '1' ? null : await cutHere(cutReelByEncoding, request, directory, 'encoded');
    const copy = { ms: medianOf(rounds.map((each) => each.copy.ms)), memory: largestOf(rounds.map((each) => each.copy.memory)) };
    const reelMs = medianOf(rounds.map((each) => each.here.ms));
    const reelMemory = largestOf(rounds.map((each) => each.here.memory));
    const { cut } = rounds[0]?.here ?? { cut: { durationMs: 0, method: 'smart' } };
    const workers = rounds.flatMap((each) => (each.worker ? [each.worker] : []));
    const worker =
      workers.length > 0
        ? {
            ms: medianOf(workers.map((each) => each.ms)),
            nodeMb: Math.max(...workers.map((each) => each.nodeMb)),
            memory: largestOf(workers.map((each) => each.memory)),
          }
        : null;
    const spread = (values: number[]) =>
      `${(Math.min(...values) / 1000).toFixed(2)}-${(Math.max(...values) / 1000).toFixed(2)} s over ${String(values.length)} rounds`;

    const ratio = reelMs / copy.ms;
    const mb = (value: number) => `${value.toFixed(0)} MB`;
    const { size } = await stat(proxy);
    return [
      `reel cut (${String(CLIPS)} clips, ${String((CLIPS * CLIP_MS) / 1000)} s of windows, ${(cut.durationMs / 1000).toFixed(1)} s cut by ${cut.method}, captions, from the proxy of a 1080p ${String(SOURCE_MINUTES)} min source), median: ${(reelMs / 1000).toFixed(2)} s (${spread(rounds.map((each) => each.here.ms))})`,
      `stream-copy concat of the same windows, proxy, median: ${(copy.ms / 1000).toFixed(2)} s (${spread(rounds.map((each) => each.copy.ms))})`,
      `stream-copy concat of the same windows, 1080p source: ${(sourceCopy.ms / 1000).toFixed(2)} s`,
      `reel / stream copy of the proxy: ${ratio.toFixed(2)}x (budget <= ${String(BUDGET_RATIO)}x)${ratio <= BUDGET_RATIO ? '' : ' OVER BUDGET'}`,
      `reel / stream copy of the source: ${(reelMs / sourceCopy.ms).toFixed(2)}x`,
      `CPU of ffmpeg/ffprobe (user + system): reel ${reelMemory.cpuS.toFixed(2)} s, stream copy of the proxy ${copy.memory.cpuS.toFixed(2)} s (${(reelMemory.cpuS / Math.max(0.01, copy.memory.cpuS)).toFixed(1)}x)`,
      `load average at the end: ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')} on ${String(os.availableParallelism())} cores`,
      `peak RSS, reel in this process: ${mb(reelMemory.totalMb)} node (with tsx and the bench's modules) + ffmpeg/ffprobe (budget < ${String(BUDGET_MB)} MB)${reelMemory.totalMb < BUDGET_MB ? '' : ' OVER BUDGET'}; one child at most ${mb(reelMemory.childMb)}`,
      ...(worker
        ? [
            `reel in a worker's node on the built server (apps/server/dist, its worker's modules loaded), median: ${(worker.ms / 1000).toFixed(2)} s (${spread(workers.map((each) => each.ms))}); node alone ${mb(worker.nodeMb)}, one child at most ${mb(worker.memory.childMb)}`,
            `  worker, time / reel's running time: ${(worker.ms / cut.durationMs).toFixed(3)} (budget <= ${String(BUDGET_OF_RUNNING_TIME)})${worker.ms / cut.durationMs <= BUDGET_OF_RUNNING_TIME ? '' : ' OVER BUDGET'}`,
            `  worker, time / stream copy of the proxy: ${(worker.ms / copy.ms).toFixed(2)}x (budget <= ${String(BUDGET_RATIO)}x)${worker.ms / copy.ms <= BUDGET_RATIO ? '' : ' OVER BUDGET'}`,
            `  worker, peak RSS node + ffmpeg: ${mb(worker.memory.totalMb)} (budget < ${String(BUDGET_MB)} MB)${worker.memory.totalMb < BUDGET_MB ? '' : ' OVER BUDGET'}`,
          ]
        : ['reel in a worker: not measured, the built server is missing or older than the source (run `npx tsc -b`)']),
      encoded
        ? `the same reel re-encoded whole, in this process: ${(encoded.ms / 1000).toFixed(2)} s (${(encoded.ms / copy.ms).toFixed(2)}x the stream copy, ${(encoded.ms / reelMs).toFixed(1)}x the smart cut), CPU ${encoded.memory.cpuS.toFixed(1)} s, peak RSS ${mb(encoded.memory.totalMb)}`
        : 'the same reel re-encoded whole: not measured (REEL_SKIP_ENCODE=1)',
      `peak RSS, stream copy: ${mb(copy.memory.totalMb)} node + ffmpeg; ffmpeg ${mb(copy.memory.childMb)}`,
      `proxy: ${mb(size / 1024 / 1024)}${madeMs === null ? ' (cached)' : `, made in ${(madeMs / 1000).toFixed(0)} s`}`,
    ];
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
