/**
 * bench/assist: analyst assistance's footage passes (issues 18, 29 and 41) on generated footage whose script is
 * the truth, from two corpora:
 *
 * - `ours` (written with the detectors in view): the default 3-minute script with a broadcast overlay and with an
 *   LED board (360p); broadcast-like footage at 720p (assist-footage-broadcast.ts): the `tune` set thresholds
 *   were chosen on, `report` (other seeds, levels, pitches, timbres, timings; overlay and LED), the sine buzzer
 *   sets `sine_tune`, `sine_report` and `sine_holdout`, the faint whistle sets `faint_tune` and `faint_report`
 *   (whistles down to -22 dB, squeaks beside them), `horn_tune` and `horn_report` (what sounds like a horn and is
 *   not: timeout music of four kinds, phones of three more), and `whistle_tune` and `whistle_report` (what sounds
 *   like a whistle and is not: a woman commentating, the crowd chanting, shoes sliding), and `hall_tune` and
 *   `hall_report` (the same in a reverberant gym, with phones and table horns).
 * - `independent` (bench/corpus/independent-footage.ts, written by someone who saw none of the detectors' code,
 *   from issue 41's description of broadcasts): measured once per change, never tuned on.
 * - `blind` (bench/corpus/blind-footage.ts): a second such corpus, by another writer who saw neither the detectors
 *   nor the other corpora, written after issue 41's rules were set; its figures are the ones no rule has seen.
 *
 * Whistles and horns (matched within 0.3 s of their start) and dead time (each stretch of >= 8 s the clock stands
 * stopped, matched at IoU >= 0.5) are graded as the jobs grade them (fusion.ts) in two modes: `board`, against
 * the scoreboard's clock as the scoreboard pass read it (dead time from the clock), and `sound_only` (dead time
 * `motion_only`), as if no board were read. Each prints precision and recall in two views: `all` (what is
 * offered: nothing refuted) and `trusted` (the uncertain hidden, as the analyst's `v` key does); horns in two more,
 * `trusted_with_plays_1s` and `_10s`: trusted once the analyst has tagged the substitutions and timeouts the table's
 * horn called (the truth's `calls`), a second or ten after each horn, which confirm their horns in the workspace.
 * Also score
 * changes (side and points within 1.5 s), clock readings (within 0.5 s of the board, where the truth says what
 * it showed) and the clock track's marks (start, stop, set within 0.5 s and 0.5 s of clock); and CPU seconds per
 * footage minute of each pass (this process and its ffmpeg children), beside ffmpeg decoding the same file to
 * null in the same run. ASSIST_FOOTAGE (names, or a corpus's name; comma-separated) picks footage; ASSIST_DUMP
 * (a file) writes every candidate with its grade. Targets: precision >= 0.9 and recall >= 0.7 (issue 41); the
 * whole pass <= 10 s of CPU per footage minute, the sound pass <= 1 s.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { FOOTAGE_PASS_RUNNERS, processCpuMs } from '../apps/server/src/modules/assist/assist-passes';
import type { ClockMark, ScoreboardReading, SoundMark } from '../apps/server/src/modules/assist/assist-types';
import {
  gradeDeadTime,
  gradeSounds,
  TRUSTED,
  type Confidence,
  type Grade,
  periodEndHorns,
  RAN_OUT,
  withCalls,
} from '../apps/server/src/modules/assist/fusion';
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
  type BroadcastSet,
  broadcastAudio,
} from '../apps/server/src/test/assist-footage-broadcast';
import { BLIND_SEEDS, makeBlindFootage } from './corpus/blind-footage';
import { INDEPENDENT_SEEDS, makeIndependentFootage } from './corpus/independent-footage';

/** What the bench needs of a footage's truth (both corpora's generators give it). */
type BenchTruth = Pick<
  AssistTruth,
  'durationMs' | 'whistles' | 'horns' | 'calls' | 'dead' | 'scoreChanges' | 'clockMarks' | 'regions'
> & {
  clockAt?: AssistTruth['clockAt'];
};

interface Footage {
  name: string;
  /**
   * `ours`: written with the detectors in view, thresholds chosen on some of it; `independent` and `blind`: each
   * written by someone who saw none of them nor the other corpora (`blind` after issue 41's rules were set).
   */
  corpus: 'ours' | 'independent' | 'blind';
  make: (directory: string) => Promise<{ file: string; truth: BenchTruth; description: string }>;
}

const ours = (
  name: string,
  script: AssistScript,
  style: 'overlay' | 'led',
  height: 360 | 720,
  set: BroadcastSet | null,
): Footage => ({
  name,
  corpus: 'ours',
  make: async (directory) => {
    const made = await makeAssistFootage(directory, script, {
      style,
      height,
      name: `${name}.mp4`,
      ...(set ? { audio: broadcastAudio(set) } : {}),
    });
    const description = `${String(height)}p, ${style}` + (set ? `, broadcast set '${set}' (${describeBroadcastSet(set)})` : '');
    return { ...made, description };
  },
});

/** A seed of a corpus written apart from the detectors, made by that corpus's own generator. */
const apart =
  (
    corpus: 'independent' | 'blind',
    make: (directory: string, seed: number) => Promise<{ file: string; truth: BenchTruth & { description: string } }>,
  ) =>
  (seed: number): Footage => ({
    name: `${corpus}_${String(seed)}`,
    corpus,
    make: async (directory) => {
      const { file, truth } = await make(directory, seed);
      return { file, truth, description: `720p, overlay, ${corpus} corpus: ${truth.description}` };
    },
  });

const FOOTAGE: Footage[] = [
  ours('overlay', defaultAssistScript, 'overlay', 360, null),
  ours('led', defaultAssistScript, 'led', 360, null),
  ours('broadcast_tune', broadcastAssistScript('tune'), 'overlay', 720, 'tune'),
  ours('broadcast_report', broadcastAssistScript('report'), 'overlay', 720, 'report'),
  ours('broadcast_report_led', broadcastAssistScript('report'), 'led', 720, 'report'),
  ours('broadcast_sine_tune', broadcastAssistScript('sine_tune'), 'overlay', 720, 'sine_tune'),
  ours('broadcast_sine_report', broadcastAssistScript('sine_report'), 'overlay', 720, 'sine_report'),
  ours('broadcast_sine_holdout', broadcastAssistScript('sine_holdout'), 'overlay', 720, 'sine_holdout'),
  ours('broadcast_faint_tune', broadcastAssistScript('faint_tune'), 'overlay', 720, 'faint_tune'),
  ours('broadcast_faint_report', broadcastAssistScript('faint_report'), 'overlay', 720, 'faint_report'),
  ours('broadcast_horn_tune', broadcastAssistScript('horn_tune'), 'overlay', 720, 'horn_tune'),
  ours('broadcast_horn_report', broadcastAssistScript('horn_report'), 'overlay', 720, 'horn_report'),
  ours('broadcast_whistle_tune', broadcastAssistScript('whistle_tune'), 'overlay', 720, 'whistle_tune'),
  ours('broadcast_whistle_report', broadcastAssistScript('whistle_report'), 'overlay', 720, 'whistle_report'),
  ours('broadcast_hall_tune', broadcastAssistScript('hall_tune'), 'overlay', 720, 'hall_tune'),
  ours('broadcast_hall_report', broadcastAssistScript('hall_report'), 'overlay', 720, 'hall_report'),
  ...INDEPENDENT_SEEDS.map(apart('independent', makeIndependentFootage)),
  ...BLIND_SEEDS.map(apart('blind', makeBlindFootage)),
];
/**
 * Figures over some of the true whistles (those that stop the clock, those at a dead ball): only their recall says
 * anything, since what is shown is all whistles.
 */
const RECALL_ONLY = ['whistles_stopping_clock', 'whistles_at_dead_ball'] as const;
/** Scoreboard readings are taken twice a second. */
const SAMPLE_MS = 500;

/**
 * With ASSIST_DUMP=<file>, every candidate (its sound, grade and whether it is true) is written there as JSON, for
 * tuning on our corpus; and beside it (`<file>.passes.json`) each footage's sound marks, board clock and truth, so
 * that grading rules (pure) can be tried again without decoding the footage again.
 */
let dump: Record<string, unknown>[] | null = null;
let passes: Record<string, unknown>[] = [];

/** Whether a suggestion of `confidence` shows in a view: `all` (not refuted) or `trusted` (the uncertain hidden). */
function isShown(confidence: Confidence | undefined, view: string): boolean {
  if (!confidence || confidence === 'refuted') return false;
  return view === 'all' || TRUSTED.includes(confidence);
}

/**
 * How long after the table's horn that called it an analyst tags a substitution or a timeout, by view: a second
 * (the horn heard, the key pressed), or ten (once the players have changed, or a timeout's music has begun). The
 * workspace takes the latest horn up to 30 s before a play as its call (fusion.ts, calledHorns), so the later the
 * tag, the more a music's or a phone's candidate can come between: the two views show how much that costs.
 */
const ANALYST_TAGS_AFTER_MS = { trusted_with_plays_1s: 1000, trusted_with_plays_10s: 10_000 } as const;
type PlaysView = keyof typeof ANALYST_TAGS_AFTER_MS;
const PLAYS_VIEWS = Object.keys(ANALYST_TAGS_AFTER_MS) as PlaysView[];

/**
 * The grades as the workspace shows them once the analyst has tagged the plays the table's horns called (the
 * truth's `calls`, each tagged `afterMs` after its horn), by fusion.ts's withCalls on every horn offered, as
 * assist.service.ts's withCalledHorns does.
 */
function withAnalystsCalls(
  sounds: readonly SoundMark[],
  grades: readonly Grade[],
  calls: BenchTruth['calls'],
  afterMs: number,
  marks: readonly ClockMark[] | undefined,
): Grade[] {
  const offered = sounds.flatMap((mark, i) => {
    const grade = grades[i];
    return mark.kind === 'horn' && grade && isShown(grade.confidence, 'all') ? [{ at: i, startMs: mark.startMs, grade }] : [];
  });
  const called = withCalls(
    offered,
    calls.map((call) => call.videoMs + afterMs),
    marks,
  );
  const byIndex = new Map(offered.map(({ at }, k) => [at, called[k]]));
  return grades.map((grade, i) => byIndex.get(i) ?? grade);
}

export async function run(): Promise<string[]> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-assist-bench-'));
  dump = process.env.ASSIST_DUMP ? [] : null;
  passes = [];
  pooled.clear();
  try {
    const lines: string[] = [];
    const only = process.env.ASSIST_FOOTAGE?.split(',');
    for (const footage of FOOTAGE.filter((f) => !only || only.some((name) => f.name === name || f.corpus === name))) {
      lines.push(...(await footageFigures(directory, footage)));
    }
    lines.push(...pooledLines());
    if (dump && process.env.ASSIST_DUMP) {
      await writeFile(process.env.ASSIST_DUMP, JSON.stringify(dump, null, 1));
      await writeFile(`${process.env.ASSIST_DUMP}.passes.json`, JSON.stringify(passes));
    }
    return lines;
  } finally {
    await stopOcr();
    await rm(directory, { recursive: true, force: true });
  }
}

async function footageFigures(directory: string, footage: Footage): Promise<string[]> {
  const { file, truth, description } = await footage.make(directory);
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
  const name = `assist.${footage.corpus}.${footage.name}`;
  const lines = [`${name}.footage: ${minutes.toFixed(1)} min, ${description}`];
  const sounds = sound.result.pass === 'sound' ? sound.result.sounds : [];
  const board =
    scoreboard.result.pass === 'scoreboard' && scoreboard.result.clockMarks.length > 0
      ? { marks: scoreboard.result.clockMarks, unread: scoreboard.result.unread }
      : null;
  if (dump) {
    const { whistles, horns, calls, clockMarks } = truth;
    passes.push({ footage: footage.name, corpus: footage.corpus, sounds, board, truth: { whistles, horns, calls, clockMarks } });
  }
  // Each mode grades the same candidates: against the board's clock, and by their sound alone. With the board, the
  // horns of the periods it saw run out that no sound was heard for join them (periodEndHorns), as the service adds.
  for (const mode of ['board', 'sound_only'] as const) {
    const ranOut =
      mode === 'board' && board
        ? periodEndHorns(
            board,
            sounds.filter((mark) => mark.kind === 'horn'),
          )
        : [];
    const marks: SoundMark[] = [
      ...sounds,
      ...ranOut.map((ms) => ({ kind: 'horn' as const, startMs: ms, endMs: ms, strength: 0 })),
    ];
    const grades = [...gradeSounds(sounds, mode === 'board' ? board : null), ...ranOut.map(() => RAN_OUT)];
    const withPlays = (view: PlaysView) =>
      withAnalystsCalls(marks, grades, truth.calls, ANALYST_TAGS_AFTER_MS[view], mode === 'board' ? board?.marks : undefined);
    for (const kind of ['whistle', 'horn'] as const) {
      const truthSpans = kind === 'whistle' ? truth.whistles : truth.horns;
      // A horn's two more views: the trusted ones once the analyst has tagged the plays the table's horn called.
      for (const view of kind === 'horn' ? (['all', 'trusted', ...PLAYS_VIEWS] as const) : (['all', 'trusted'] as const)) {
        const graded = view === 'all' || view === 'trusted' ? grades : withPlays(view);
        const shown = marks.filter((mark, i) => mark.kind === kind && isShown(graded[i]?.confidence, view));
        const matched = matchOneToOne(truthSpans, shown, (a, b) => Math.abs(a.startMs - b.startMs) <= 300);
        lines.push(
          ...figureLines(`${name}.${kind}s.${mode}.${view}`, matched, truthSpans.length, shown.length, {
            corpus: footage.corpus,
            figure: `${kind}s.${mode}.${view}`,
          }),
        );
        if (kind === 'whistle') {
          // Issue 41's whistle: one at which the clock stops (within a second). Recall over those, and over the
          // dead-ball whistles (administering a restart, a second blast), which no stop confirms (decision 033).
          const stopping = truthSpans.filter((span) => stopsWithin(truth.clockMarks, span.startMs));
          const whistlesOf: Record<(typeof RECALL_ONLY)[number], typeof truthSpans> = {
            whistles_stopping_clock: stopping,
            whistles_at_dead_ball: truthSpans.filter((span) => !stopping.includes(span)),
          };
          for (const figure of RECALL_ONLY) {
            const spans = whistlesOf[figure];
            const found = matchOneToOne(spans, shown, (a, b) => Math.abs(a.startMs - b.startMs) <= 300);
            const recall = figureLines(`${name}.${figure}.${mode}.${view}`, found, spans.length, shown.length, {
              corpus: footage.corpus,
              figure: `${figure}.${mode}.${view}`,
            })[1];
            if (recall) lines.push(recall);
          }
        }
      }
    }
    if (dump) {
      dump.push(
        ...marks.map((mark, i) => ({
          footage: footage.name,
          mode,
          ...mark,
          ...grades[i],
          true: (mark.kind === 'whistle' ? truth.whistles : truth.horns).some((t) => Math.abs(t.startMs - mark.startMs) <= 300),
        })),
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
    lines.push(
      ...figureLines(`${name}.score_changes`, matched, truth.scoreChanges.length, scoreChanges.length, {
        corpus: footage.corpus,
        figure: 'score_changes',
      }),
    );
    if (truth.clockAt) lines.push(...clockReadingLines(`${name}.clock_readings`, truth.clockAt, truth.durationMs, readings));
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
  const clockStretches = board && scoreboard.result.pass === 'scoreboard' ? scoreboard.result.stretches : [];
  for (const mode of ['board', 'sound_only'] as const) {
    // With the board, dead time is the clock's; without it, motion's (the mode's name says the board is unread).
    const source = mode === 'board' && board ? 'clock' : 'motion';
    const stretches = source === 'clock' ? clockStretches : motionStretches;
    for (const view of ['all', 'trusted'] as const) {
      const shown = isShown(gradeDeadTime(source).confidence, view) ? stretches : [];
      const figure = `dead_time.${mode === 'board' ? 'board' : 'motion_only'}.${view}`;
      lines.push(
        ...figureLines(`${name}.${figure}`, matchOneToOne(truth.dead, shown, overlap), truth.dead.length, shown.length, {
          corpus: footage.corpus,
          figure,
        }),
      );
    }
  }
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

/** Whether the truth's clock stops (a running clock stopped, not run out to 0.0) from 0.4 s before to 1 s after `ms`. */
function stopsWithin(marks: BenchTruth['clockMarks'], ms: number): boolean {
  return marks.some(
    (mark, index) =>
      !mark.running &&
      mark.clock > 0.1 &&
      marks[index - 1]?.running === true &&
      mark.videoMs >= ms - 400 &&
      mark.videoMs <= ms + 1000,
  );
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

/** A share to two places, or `n/a` when there is nothing to take it of (nothing found, nothing true). */
const ratio = (part: number, whole: number) => (whole === 0 ? 'n/a' : (part / whole).toFixed(2));

/**
 * Each corpus's counts summed over its footage, per figure (`whistles.board.all`, ...): printed after the
 * footage, so a corpus's precision and recall are over all its finds, not an average of its files'.
 */
const pooled = new Map<string, { matched: number; truth: number; found: number }>();

/**
 * Two `name: value` lines: precision (matched of found; issue 41's target >= 0.9) and recall (matched of true;
 * >= 0.7). `pool` (corpus and figure) adds the counts to the corpus's sums.
 */
function figureLines(
  name: string,
  matched: number,
  truthCount: number,
  foundCount: number,
  pool?: { corpus: Footage['corpus']; figure: string },
): string[] {
  if (pool) {
    const key = `${pool.corpus}\u0000${pool.figure}`;
    const sums = pooled.get(key) ?? { matched: 0, truth: 0, found: 0 };
    pooled.set(key, { matched: sums.matched + matched, truth: sums.truth + truthCount, found: sums.found + foundCount });
  }
  return [
    `${name}_precision: ${ratio(matched, foundCount)} (${String(matched)} of ${String(foundCount)} found are true; target >= 0.9)`,
    `${name}_recall: ${ratio(matched, truthCount)} (${String(matched)} of ${String(truthCount)} true are found; target >= 0.7)`,
  ];
}

/** Each corpus's pooled figures, as `assist.<corpus>.all_footage.<figure>` lines. */
function pooledLines(): string[] {
  return [...pooled].flatMap(([key, sums]) => {
    const [corpus = '', figure = ''] = key.split('\u0000');
    const lines = figureLines(`assist.${corpus}.all_footage.${figure}`, sums.matched, sums.truth, sums.found);
    return RECALL_ONLY.some((name) => figure.startsWith(name)) ? lines.slice(1) : lines;
  });
}

/**
 * Each reading that gave a clock, against what the board showed at that moment: precision over the readings
 * with a clock, recall over the samples the footage holds (two a second).
 */
function clockReadingLines(
  name: string,
  clockAt: (videoMs: number) => { clock: number },
  durationMs: number,
  readings: readonly ScoreboardReading[],
): string[] {
  const read = readings.filter((reading) => reading.clock !== null);
  const right = read.filter((reading) => Math.abs((reading.clock ?? 0) - clockAt(reading.videoMs).clock) <= 0.5).length;
  const samples = Math.max(readings.length, Math.floor(durationMs / SAMPLE_MS));
  return figureLines(name, right, samples, read.length);
}
