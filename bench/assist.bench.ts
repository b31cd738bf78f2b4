/**
 * bench/assist: analyst assistance's footage passes (issues 18 and 29) on generated footage whose script is the
 * truth: the default 3-minute script, once with a broadcast overlay and once with an LED board (360p); then
 * broadcast-like footage at 720p (assist-footage-broadcast.ts): the `tune` set the thresholds were chosen on,
 * and the `report` set (another seed, other levels, pitches, timbres and timings), with an overlay bug and with
 * an LED board; and the same game with plain sine buzzers (one tone or two, 200-1000 Hz, -3 to +6 dB), the
 * `sine_tune` and `sine_report` sets, and `sine_holdout` (two or three tones mostly, -3 to +1 dB, some over a
 * whistle or in a crowd's swell), measured once a rule is final. ASSIST_FOOTAGE (names, comma-separated) picks footage. Dead time is each stretch of >= 8 s the clock stands stopped, matched at IoU >= 0.5: as the
 * jobs offer it (from the clock when it is read, else motion) and from motion alone. It runs the passes the
 * jobs run (FOOTAGE_PASS_RUNNERS) and prints precision and recall for whistles (matched within 0.3 s of their
 * start), horns (the same), score changes (side and points within 1.5 s), clock readings (each sample's reading
 * within 0.5 s of what the board showed) and the clock track's marks (start, stop, set within 0.5 s and 0.5 s
 * of clock); and CPU seconds per footage minute of each pass (this process and its ffmpeg children), beside
 * ffmpeg decoding the same file to null in the same run. Targets: precision and recall >= 0.9; the whole pass
 * <= 10 s of CPU per footage minute, the sound pass <= 1 s.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { FOOTAGE_PASS_RUNNERS, processCpuMs } from '../apps/server/src/modules/assist/assist-passes';
import type { ScoreboardReading } from '../apps/server/src/modules/assist/assist-types';
import { stopOcr } from '../apps/server/src/modules/assist/ocr';
import {
  defaultAssistScript,
  makeAssistFootage,
  type AssistScript,
  type AssistTruth,
} from '../apps/server/src/test/assist-footage';
import {
  broadcastAssistScript,
  describeBroadcastSet,
  synthesizeBroadcastAudio,
} from '../apps/server/src/test/assist-footage-broadcast';

interface Footage {
  name: string;
  script: AssistScript;
  style: 'overlay' | 'led';
  height: 360 | 720;
  broadcast: boolean;
}

const FOOTAGE: Footage[] = [
  { name: 'overlay', script: defaultAssistScript, style: 'overlay', height: 360, broadcast: false },
  { name: 'led', script: defaultAssistScript, style: 'led', height: 360, broadcast: false },
  { name: 'broadcast_tune', script: broadcastAssistScript('tune'), style: 'overlay', height: 720, broadcast: true },
  { name: 'broadcast_report', script: broadcastAssistScript('report'), style: 'overlay', height: 720, broadcast: true },
  { name: 'broadcast_report_led', script: broadcastAssistScript('report'), style: 'led', height: 720, broadcast: true },
  { name: 'broadcast_sine_tune', script: broadcastAssistScript('sine_tune'), style: 'overlay', height: 720, broadcast: true },
  { name: 'broadcast_sine_report', script: broadcastAssistScript('sine_report'), style: 'overlay', height: 720, broadcast: true },
  {
    name: 'broadcast_sine_holdout',
    script: broadcastAssistScript('sine_holdout'),
    style: 'overlay',
    height: 720,
    broadcast: true,
  },
];
/** Scoreboard readings are taken twice a second. */
const SAMPLE_MS = 500;

export async function run(): Promise<string[]> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-assist-bench-'));
  try {
    const lines: string[] = [];
    const only = process.env.ASSIST_FOOTAGE?.split(',');
    for (const footage of FOOTAGE.filter((f) => !only || only.includes(f.name))) {
      lines.push(...(await footageFigures(directory, footage)));
    }
    return lines;
  } finally {
    await stopOcr();
    await rm(directory, { recursive: true, force: true });
  }
}

async function footageFigures(directory: string, footage: Footage): Promise<string[]> {
  const { file, truth } = await makeAssistFootage(directory, footage.script, {
    style: footage.style,
    height: footage.height,
    name: `${footage.name}.mp4`,
    ...(footage.broadcast ? { audio: (script: AssistScript) => synthesizeBroadcastAudio(script) } : {}),
  });
  const minutes = truth.durationMs / 60_000;
  const signal = new AbortController().signal;
  const baseline = await cpuOf(() =>
    promisify(execFile)('ffmpeg', ['-v', 'error', '-nostdin', '-i', file, '-f', 'null', '-']).then(() => null),
  );
  const sound = await cpuOf(() => FOOTAGE_PASS_RUNNERS.sound(file, null, signal));
  const motion = await cpuOf(() => FOOTAGE_PASS_RUNNERS.motion(file, null, signal));
  const scoreboard = await cpuOf(() => FOOTAGE_PASS_RUNNERS.scoreboard(file, truth.regions, signal));
  const perMinute = (ms: number) => ms / 1000 / minutes;
  const all = sound.cpuMs + motion.cpuMs + scoreboard.cpuMs;
  const name = `assist.${footage.name}`;
  const set =
    (['sine_tune', 'sine_report', 'sine_holdout', 'tune'] as const).find((s) => footage.name.startsWith(`broadcast_${s}`)) ??
    'report';
  const lines = [
    `${name}.footage: ${minutes.toFixed(1)} min at ${String(footage.height)}p, ${footage.style}` +
      (footage.broadcast ? `, broadcast set '${set}' (${describeBroadcastSet(set)})` : ''),
  ];
  if (sound.result.pass === 'sound') {
    const found = sound.result.sounds;
    for (const kind of ['whistle', 'horn'] as const) {
      const truthSpans = kind === 'whistle' ? truth.whistles : truth.horns;
      const matched = matchOneToOne(
        truthSpans,
        found.filter((mark) => mark.kind === kind),
        (a, b) => Math.abs(a.startMs - b.startMs) <= 300,
      );
      lines.push(
        ...figureLines(`${name}.${kind}s`, matched, truthSpans.length, found.filter((mark) => mark.kind === kind).length),
      );
    }
  }
  if (scoreboard.result.pass === 'scoreboard') {
    const { scoreChanges, readings, clockMarks } = scoreboard.result;
    const matched = matchOneToOne(
      truth.scoreChanges,
      scoreChanges,
      (a, b) => a.side === b.side && a.points === b.points && Math.abs(a.videoMs - b.videoMs) <= 1500,
    );
    lines.push(...figureLines(`${name}.score_changes`, matched, truth.scoreChanges.length, scoreChanges.length));
    lines.push(...clockReadingLines(`${name}.clock_readings`, truth, readings));
    const marks = matchOneToOne(
      truth.clockMarks,
      clockMarks,
      (a, b) => a.running === b.running && Math.abs(a.videoMs - b.videoMs) <= 500 && Math.abs(a.clock - b.clock) <= 0.5,
    );
    lines.push(...figureLines(`${name}.clock_marks`, marks, truth.clockMarks.length, clockMarks.length));
  }
  const overlap = (a: { startMs: number; endMs: number }, b: { startMs: number; endMs: number }) => {
    const inter = Math.max(0, Math.min(a.endMs, b.endMs) - Math.max(a.startMs, b.startMs));
    return inter / (Math.max(a.endMs, b.endMs) - Math.min(a.startMs, b.startMs)) >= 0.5;
  };
  const motionStretches = motion.result.pass === 'motion' ? motion.result.stretches : [];
  const clockStretches =
    scoreboard.result.pass === 'scoreboard' && scoreboard.result.clockMarks.length > 0 ? scoreboard.result.stretches : null;
  const offered = clockStretches ?? motionStretches;
  lines.push(
    ...figureLines(
      `${name}.dead_time${clockStretches ? '' : '_(motion)'}`,
      matchOneToOne(truth.dead, offered, overlap),
      truth.dead.length,
      offered.length,
    ),
    ...figureLines(
      `${name}.dead_time_motion_only`,
      matchOneToOne(truth.dead, motionStretches, overlap),
      truth.dead.length,
      motionStretches.length,
    ),
  );
  lines.push(
    `${name}.cpu_sound: ${perMinute(sound.cpuMs).toFixed(2)} s per footage minute (target <= 1)`,
    `${name}.cpu_motion: ${perMinute(motion.cpuMs).toFixed(2)} s per footage minute`,
    `${name}.cpu_scoreboard: ${perMinute(scoreboard.cpuMs).toFixed(2)} s per footage minute`,
    `${name}.cpu_all: ${perMinute(all).toFixed(2)} s per footage minute (target <= 10)`,
    `${name}.cpu_decode: ${perMinute(baseline.cpuMs).toFixed(2)} s per footage minute (ffmpeg decoding the file to null)`,
    `${name}.cpu_ratio: ${(all / baseline.cpuMs).toFixed(1)} x decoding`,
  );
  return lines;
}

/** CPU (this process and the children that ended meanwhile) that `work` took, in milliseconds. */
async function cpuOf<T>(work: () => Promise<T>): Promise<{ result: T; cpuMs: number }> {
  const before = processCpuMs();
  const result = await work();
  return { result, cpuMs: processCpuMs() - before };
}

/** How many of `truth` a distinct one of `found` matches (each found item matches at most one, in order). */
function matchOneToOne<A, B>(truth: readonly A[], found: readonly B[], matches: (a: A, b: B) => boolean): number {
  const used = new Set<number>();
  let matched = 0;
  for (const item of truth) {
    const index = found.findIndex((candidate, at) => !used.has(at) && matches(item, candidate));
    if (index === -1) continue;
    used.add(index);
    matched += 1;
  }
  return matched;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

/** Two `name: value` lines: precision (matched of found) and recall (matched of true). */
function figureLines(name: string, matched: number, truthCount: number, foundCount: number): string[] {
  return [
    `${name}_precision: ${ratio(matched, foundCount).toFixed(2)} (${String(matched)} of ${String(foundCount)} found are true; target >= 0.9)`,
    `${name}_recall: ${ratio(matched, truthCount).toFixed(2)} (${String(matched)} of ${String(truthCount)} true are found; target >= 0.9)`,
  ];
}

/**
 * Each reading that gave a clock, against what the board showed at that moment: precision over the readings
 * with a clock, recall over the samples the footage holds (two a second).
 */
function clockReadingLines(name: string, truth: AssistTruth, readings: readonly ScoreboardReading[]): string[] {
  const read = readings.filter((reading) => reading.clock !== null);
  const right = read.filter((reading) => Math.abs((reading.clock ?? 0) - truth.clockAt(reading.videoMs).clock) <= 0.5).length;
  const samples = Math.max(readings.length, Math.floor(truth.durationMs / SAMPLE_MS));
  return figureLines(name, right, samples, read.length);
}
