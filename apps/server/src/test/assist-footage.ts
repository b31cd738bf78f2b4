import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Region, ScoreboardRegions } from '../db/json-columns.js';
import type { ClockMark, DeadStretch, ScoreChange } from '../modules/assist/assist-types.js';

/**
 * Game-like footage for analyst assistance (issue 18), generated with ffmpeg at test time from a script whose
 * events are the truth: a moving picture (testsrc2) with a scoreboard (a broadcast overlay drawn with drawtext,
 * or a seven-segment LED board drawn with drawbox), crowd noise with shoe squeaks, whistles and horns, and
 * frozen stretches for dead time.
 */

/** One thing that happens at `atMs` of the footage. */
export type AssistEvent =
  | { atMs: number; kind: 'score'; side: 'home' | 'away'; points: 1 | 2 | 3 }
  /** The game clock starts or stops (it also stops by itself at 0.0). */
  | { atMs: number; kind: 'clock'; running: boolean }
  /** The next period: the clock is set to the period's length, stopped. */
  | { atMs: number; kind: 'period' }
  /** A whistle: a pea whistle (trilled) unless `timbre` says pea-less (two or three tones at once). */
  | { atMs: number; kind: 'whistle'; durationMs: number; timbre?: WhistleTimbre; hz?: number; snrDb?: number }
  | {
      atMs: number;
      kind: 'horn';
      durationMs: number;
      timbre?: HornTimbre;
      hz?: number;
      snrDb?: number;
      /** The play the table's horn calls, if it calls one: a play the analyst tags. */
      call?: Call;
    }
  /** The picture freezes (a timeout, a break): dead time. */
  | { atMs: number; kind: 'still'; durationMs: number }
  /** A timeout's shot: people still move, at about a third of play's motion; music plays (`stabs` unless said). */
  | { atMs: number; kind: 'timeout'; durationMs: number; music?: MusicStyle }
  /** A fast camera move (a whip pan after a turnover): play, never dead time. */
  | { atMs: number; kind: 'camera'; durationMs: number }
  /**
   * A sound that is neither a whistle nor a horn: a shoe squeak (or a long one, a shoe sliding), a phone ring (a
   * trilled pair of tones; a line's ringback, two low tones at once; an old bell; a ringtone's melody), a fan's
   * "whoo" sweep, the crowd chanting "de-fense".
   */
  | { atMs: number; kind: 'decoy'; sound: DecoySound; durationMs: number; hz: number }
  /** The score bug fades out (a replay) or moves to the top of the picture, then comes back. */
  | { atMs: number; kind: 'bug'; effect: 'fade' | 'move'; durationMs: number };

export type WhistleTimbre = 'pea' | 'multi';
/**
 * Timeout music: `stabs`, chords that die away on each beat; `organ`, a stadium organ's held chords and runs;
 * `pad`, a synthesizer's slow chords over a hi-hat; `band`, drums, a held bass line and a brass riff; `vocal`, a
 * singer's held notes with vibrato over stabs.
 */
export type MusicStyle = 'stabs' | 'organ' | 'pad' | 'band' | 'vocal';
export type DecoySound = 'squeak' | 'slide' | 'ring' | 'ringback' | 'bell' | 'ringtone' | 'whoo' | 'chant';
/**
 * A buzzer's sound: harmonic ones (sawtooth, square, a chord of two sawtooths, pulsed beeps, on and off a few times
 * a second) or plain sine tones (one, two, three).
 */
export type HornTimbre = 'saw' | 'square' | 'chord' | 'pulse' | 'sine' | 'sine2' | 'sine3';

export interface AssistScript {
  durationMs: number;
  /** The clock a new period starts from, in seconds. */
  periodSeconds: number;
  /** Period 1's clock at the footage's first frame (stopped unless `startRunning`), in seconds. */
  startClock: number;
  /** The footage starts mid-play, the clock running. */
  startRunning?: boolean;
  startScore: { home: number; away: number };
  events: AssistEvent[];
}

/** What the table's horn calls: a substitution or a timeout, each a play the analyst tags. */
export type Call = 'substitution' | 'timeout';

export interface TimeSpan {
  startMs: number;
  endMs: number;
}

/** What the script says happened: what a perfect reader of the footage would find. */
export interface AssistTruth {
  durationMs: number;
  whistles: TimeSpan[];
  horns: TimeSpan[];
  /** The substitutions and timeouts the table's horn called, at the horn's start. */
  calls: { videoMs: number; kind: Call }[];
  scoreChanges: ScoreChange[];
  /**
   * The clock as the board shows it at `videoMs` (whole seconds from a minute up, tenths below), whether it
   * runs, and the period.
   */
  clockAt: (videoMs: number) => { clock: number; running: boolean; period: number };
  /** The clock's starts, stops and sets, the first at 0: what a `clock` play records. */
  clockMarks: ClockMark[];
  still: DeadStretch[];
  /** Dead balls: each stretch of >= 8 s the clock stands stopped (timeouts, breaks, long stoppages). */
  dead: DeadStretch[];
  /** Where the score and clock digits are, for the footage's style. */
  regions: ScoreboardRegions;
}

export interface AssistFootageOptions {
  /** `overlay` (default): a broadcast graphic; `led`: a seven-segment board in the hall. */
  style?: 'overlay' | 'led';
  /** The file's name in `dir`. */
  name?: string;
  /** 360p (640x360, default) or 720p (1280x720, a broadcast's size). */
  height?: 360 | 720;
  /** The sound track (signed 16-bit mono at `AUDIO_RATE`); by default crowd, squeaks, whistles and horns. */
  audio?: (script: AssistScript) => Buffer;
}

const s = (seconds: number) => Math.round(seconds * 1000);
const clock = (seconds: number, running: boolean): AssistEvent => ({ atMs: s(seconds), kind: 'clock', running });
const score = (seconds: number, side: 'home' | 'away', points: 1 | 2 | 3): AssistEvent => ({
  atMs: s(seconds),
  kind: 'score',
  side,
  points,
});
const whistle = (seconds: number, duration: number): AssistEvent => ({
  atMs: s(seconds),
  kind: 'whistle',
  durationMs: s(duration),
});
const horn = (seconds: number, duration: number, call?: Call): AssistEvent => ({
  atMs: s(seconds),
  kind: 'horn',
  durationMs: s(duration),
  ...(call ? { call } : {}),
});
const still = (seconds: number, duration: number): AssistEvent => ({
  atMs: s(seconds),
  kind: 'still',
  durationMs: s(duration),
});

/**
 * Three minutes late in period 1 and into period 2: 13 score changes (+1/+2/+3, both sides), 10 whistles
 * (most stop the clock), 3 horns (a substitution, the period's end when the clock reaches 0.0, the end of the
 * break), a timeout and the break frozen, the clock under a minute (tenths) and reset to 10:00.
 */
export const defaultAssistScript: AssistScript = {
  durationMs: 180_000,
  periodSeconds: 600,
  startClock: 95,
  startScore: { home: 18, away: 16 },
  events: [
    clock(2, true),
    score(8, 'home', 2),
    whistle(14, 0.6),
    clock(14, false),
    whistle(22, 0.25),
    score(24, 'away', 1),
    horn(26, 1, 'substitution'),
    score(30, 'away', 1),
    clock(33, true),
    score(41, 'home', 3),
    whistle(48, 0.4),
    clock(48, false),
    clock(52, true),
    score(58, 'away', 2),
    whistle(66, 0.8),
    clock(66, false),
    still(68, 10),
    whistle(80, 0.3),
    clock(82, true),
    score(88, 'home', 2),
    score(95, 'away', 3),
    whistle(101, 0.5),
    clock(101, false),
    clock(105, true),
    score(112, 'home', 2),
    score(120, 'away', 2),
    whistle(124, 0.7),
    clock(124, false),
    score(128, 'home', 1),
    score(132, 'home', 1),
    clock(134, true),
    whistle(138, 0.35),
    clock(138, false),
    clock(140, true),
    score(146, 'away', 2),
    // The clock reaches 0.0 at 152 s (12 s left at 140).
    horn(152, 1.8),
    still(156, 13),
    whistle(163, 0.5),
    horn(171, 1.2),
    { atMs: s(172), kind: 'period' },
    whistle(174, 0.3),
    clock(175, true),
    score(178, 'home', 3),
  ],
};

/** Forty seconds for end-to-end tests: two score changes, two whistles, a horn, a frozen stretch. */
export const shortAssistScript: AssistScript = {
  durationMs: 40_000,
  periodSeconds: 600,
  startClock: 300,
  startScore: { home: 0, away: 0 },
  events: [
    clock(1, true),
    score(8, 'home', 2),
    whistle(15, 0.5),
    clock(15, false),
    horn(19, 1),
    clock(22, true),
    score(27, 'away', 3),
    whistle(31, 0.6),
    clock(31, false),
    // Dead from the whistle to the end (9 s, a dead ball worth offering), the picture frozen all along.
    still(31, 9),
  ],
};

/** A stretch of the clock: constant, or running down from `tenths` at `fromMs`. */
interface ClockSegment {
  fromMs: number;
  tenths: number;
  running: boolean;
  period: number;
}

function byTime(script: AssistScript) {
  return [...script.events].sort((a, b) => a.atMs - b.atMs);
}

/** The clock's segments; a running clock that reaches 0 gets a stopped segment at that moment. */
function clockSegments(script: AssistScript): [ClockSegment, ...ClockSegment[]] {
  let last: ClockSegment = { fromMs: 0, tenths: script.startClock * 10, running: script.startRunning ?? false, period: 1 };
  const segments: [ClockSegment, ...ClockSegment[]] = [last];
  const add = (segment: ClockSegment) => {
    segments.push(segment);
    last = segment;
  };
  const tenthsAt = (segment: ClockSegment, ms: number) =>
    segment.running ? Math.max(0, segment.tenths - Math.floor((ms - segment.fromMs) / 100)) : segment.tenths;
  for (const event of byTime(script)) {
    if (event.kind !== 'clock' && event.kind !== 'period') continue;
    if (last.running && last.fromMs + last.tenths * 100 <= event.atMs) {
      add({ fromMs: last.fromMs + last.tenths * 100, tenths: 0, running: false, period: last.period });
    }
    if (event.kind === 'period') {
      add({ fromMs: event.atMs, tenths: script.periodSeconds * 10, running: false, period: last.period + 1 });
    } else if (event.running !== last.running) {
      add({ fromMs: event.atMs, tenths: tenthsAt(last, event.atMs), running: event.running, period: last.period });
    }
  }
  if (last.running && last.fromMs + last.tenths * 100 < script.durationMs) {
    add({ fromMs: last.fromMs + last.tenths * 100, tenths: 0, running: false, period: last.period });
  }
  return segments;
}

/** The clock as a board shows it: whole seconds (floored) from a minute up, tenths below. */
function shownSeconds(tenths: number) {
  return tenths >= 600 ? Math.floor(tenths / 10) : tenths / 10;
}

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 25;
export const AUDIO_RATE = 32_000;
/** A dead ball is a stoppage of at least this long (ms). */
const DEAD_MS = 8000;

const overlayRegions: ScoreboardRegions = {
  kind: 'overlay',
  home: box(76, 306, 60, 36),
  away: box(204, 306, 60, 36),
  clock: box(282, 306, 130, 36),
};

/** LED board geometry (pixels of the 640x360 frame): digit cells, each 7 segments. */
const led = {
  board: { x: 170, y: 8, w: 300, h: 116 },
  clock: { x: 250, y: 18, w: 26, h: 44, th: 5, gap: 10, colon: 14 },
  home: { x: 186, y: 78, w: 20, h: 34, th: 4, gap: 6 },
  away: { x: 376, y: 78, w: 20, h: 34, th: 4, gap: 6 },
};

const ledRegions: ScoreboardRegions = {
  kind: 'led',
  home: box(led.home.x - 6, led.home.y - 6, 3 * led.home.w + 2 * led.home.gap + 12, led.home.h + 12),
  away: box(led.away.x - 6, led.away.y - 6, 3 * led.away.w + 2 * led.away.gap + 12, led.away.h + 12),
  clock: box(led.clock.x - 6, led.clock.y - 6, 4 * led.clock.w + 3 * led.clock.gap + led.clock.colon + 12, led.clock.h + 12),
};

function box(x: number, y: number, width: number, height: number): Region {
  return { x: x / WIDTH, y: y / HEIGHT, width: width / WIDTH, height: height / HEIGHT };
}

/** Where the clock stands stopped: consecutive stopped segments (a stop, then a new period's set) are one. */
function stoppedStretches(segments: ClockSegment[], durationMs: number): DeadStretch[] {
  const stretches: DeadStretch[] = [];
  segments.forEach((segment, i) => {
    const endMs = Math.min(durationMs, segments[i + 1]?.fromMs ?? durationMs);
    if (segment.running || endMs <= segment.fromMs) return;
    const last = stretches.at(-1);
    if (last && last.endMs === segment.fromMs) last.endMs = endMs;
    else stretches.push({ startMs: segment.fromMs, endMs });
  });
  return stretches;
}

/** The truth of `script` (no footage made): for tests that need only the answers. */
export function assistTruth(script: AssistScript, style: 'overlay' | 'led' = 'overlay'): AssistTruth {
  const events = byTime(script);
  const spans = (kind: 'whistle' | 'horn') =>
    events.flatMap((e) => (e.kind === kind ? [{ startMs: e.atMs, endMs: e.atMs + e.durationMs }] : []));
  let { home, away } = script.startScore;
  const scoreChanges: ScoreChange[] = [];
  for (const e of events) {
    if (e.kind !== 'score') continue;
    if (e.side === 'home') home += e.points;
    else away += e.points;
    scoreChanges.push({ videoMs: e.atMs, side: e.side, points: e.points, home, away });
  }
  const segments = clockSegments(script);
  const clockAt = (videoMs: number) => {
    const segment = segments.findLast((x) => x.fromMs <= videoMs) ?? segments[0];
    const tenths = segment.running ? Math.max(0, segment.tenths - Math.floor((videoMs - segment.fromMs) / 100)) : segment.tenths;
    return { clock: shownSeconds(tenths), running: segment.running, period: segment.period };
  };
  return {
    durationMs: script.durationMs,
    whistles: spans('whistle'),
    horns: spans('horn'),
    calls: events.flatMap((e) => (e.kind === 'horn' && e.call ? [{ videoMs: e.atMs, kind: e.call }] : [])),
    scoreChanges,
    clockAt,
    clockMarks: segments.map((x) => ({
      videoMs: x.fromMs,
      period: x.period,
      clock: shownSeconds(x.tenths),
      running: x.running,
    })),
    still: events.flatMap((e) => (e.kind === 'still' ? [{ startMs: e.atMs, endMs: e.atMs + e.durationMs }] : [])),
    dead: stoppedStretches(segments, script.durationMs).filter((x) => x.endMs - x.startMs >= DEAD_MS),
    regions: style === 'led' ? ledRegions : overlayRegions,
  };
}

/**
 * Writes `script` as an H.264 + AAC MP4 (640x360, 25 fps) into `dir` and returns it with its truth. Three
 * minutes take a few seconds (ultrafast preset).
 */
export async function makeAssistFootage(
  dir: string,
  script: AssistScript = defaultAssistScript,
  options: AssistFootageOptions = {},
): Promise<{ file: string; truth: AssistTruth }> {
  const style = options.style ?? 'overlay';
  const k = (options.height ?? 360) / HEIGHT;
  const file = join(dir, options.name ?? `assist-${style}.mp4`);
  const audioFile = `${file}.pcm`;
  const graphFile = `${file}.graph`;
  await writeFile(audioFile, (options.audio ?? synthesizeAudio)(script));
  await writeFile(graphFile, videoGraph(script, style, k));
  try {
    await promisify(execFile)(
      'ffmpeg',
      [
        ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${(WIDTH + 320) * k}x${HEIGHT * k}:rate=${FPS}`],
        ...['-f', 's16le', '-ar', String(AUDIO_RATE), '-ac', '1', '-i', audioFile],
        ...['-filter_complex_script', graphFile, '-map', '[v]', '-map', '1:a'],
        ...['-t', String(script.durationMs / 1000), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
        ...['-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart', file],
      ],
      { maxBuffer: 4 * 1024 * 1024 },
    );
  } finally {
    await rm(audioFile, { force: true });
    await rm(graphFile, { force: true });
  }
  return { file, truth: assistTruth(script, style) };
}

// ---- video: an ffmpeg filter graph ----

const num = (x: number) => String(Math.round(x * 1e6) / 1e6);

/** ffmpeg expression of a side's score at frame time `t`. */
function scoreExpression(script: AssistScript, side: 'home' | 'away') {
  const steps = byTime(script).flatMap((e) =>
    e.kind === 'score' && e.side === side ? [`${e.points}*gte(t,${num(e.atMs / 1000)})`] : [],
  );
  return [String(script.startScore[side]), ...steps].join('+');
}

/**
 * ffmpeg expression of the clock's tenths at frame time `t`, matching `clockAt` (the small addend keeps
 * floor() off the float error of frame times).
 */
function clockExpression(script: AssistScript) {
  const segments = clockSegments(script);
  const value = (x: ClockSegment) =>
    x.running ? `max(0,${x.tenths}-floor((t-${num(x.fromMs / 1000)})*10+0.0001))` : String(x.tenths);
  let expression = '';
  for (const [i, segment] of [...segments.entries()].reverse()) {
    const next = segments[i + 1];
    expression = next ? `if(lt(t,${num(next.fromMs / 1000)}),${value(segment)},${expression})` : value(segment);
  }
  return expression;
}

/** How much of play's motion a timeout's shot keeps: its picture is the frozen one with the live one faintly over it. */
const TIMEOUT_MOTION = 0.3;

/**
 * Frozen stretches: each replaces its frames by its first one. A timeout's is frozen too, with the live picture
 * over it at 30% opacity: people still move, at about a third of play's pace (as broadcast timeouts do).
 */
function freezeFilters(script: AssistScript, input: string) {
  const stills = byTime(script).filter((e) => e.kind === 'still' || e.kind === 'timeout');
  const timeouts = stills.filter((e) => e.kind === 'timeout');
  const chains: string[] = [];
  let current = input;
  if (timeouts.length > 0) {
    chains.push(`[${input}]split[live][base]`);
    current = 'base';
  }
  stills.forEach((e, i) => {
    const first = Math.round((e.atMs / 1000) * FPS);
    const last = Math.round(((e.atMs + e.durationMs) / 1000) * FPS) - 1;
    chains.push(
      `[${current}]split[fa${i}][fb${i}]`,
      `[fa${i}][fb${i}]freezeframes=first=${first}:last=${last}:replace=${first}[f${i}]`,
    );
    current = `f${i}`;
  });
  if (timeouts.length > 0) {
    const during = timeouts.map((e) => `between(t,${num(e.atMs / 1000)},${num((e.atMs + e.durationMs) / 1000)})`).join('+');
    chains.push(
      `[live]format=yuva420p,colorchannelmixer=aa=${TIMEOUT_MOTION}[ghost]`,
      `[${current}][ghost]overlay=enable='${during}':format=yuv420[timeouts]`,
    );
    current = 'timeouts';
  }
  return { chains, output: current };
}

/** How fast the camera pans in a fast move, against play's pace. */
const FAST_PACE = 5;

/** The camera's phase at `t` (seconds of play's pace): it advances at play's pace except in fast moves. */
function panPhase(script: AssistScript) {
  const terms = byTime(script).flatMap((e) => {
    if (e.kind !== 'camera') return [];
    return [`${num(FAST_PACE - 1)}*clip(t-${num(e.atMs / 1000)},0,${num(e.durationMs / 1000)})`];
  });
  return ['t', ...terms].join('+');
}

function videoGraph(script: AssistScript, style: 'overlay' | 'led', k: number) {
  // The camera pans back and forth over a wider picture.
  const pan = `[0:v]crop=w=${WIDTH * k}:h=${HEIGHT * k}:x='${160 * k}+${150 * k}*sin((${panPhase(script)})/4)':y=0[pan]`;
  const { chains, output } = freezeFilters(script, 'pan');
  const board = style === 'led' ? ledFilters(script, k) : overlayFilters(script, k);
  return [pan, ...chains, `[${output}]${board.join(',')}[v]`].join(';\n');
}

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf';
const LABEL_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/** Where the bug moves to (pixels up at 360p) while a `move` lasts. */
const BUG_MOVE = 290;

/**
 * The score bug (translucent, over the moving picture) with its fades and moves: while one lasts, the bug is
 * gone from the analyst's regions (faded out, or drawn higher up).
 */
function overlayFilters(script: AssistScript, k: number) {
  const tenths = clockExpression(script);
  const effects = byTime(script).flatMap((e) => (e.kind === 'bug' ? [e] : []));
  const during = (effect: 'fade' | 'move') =>
    effects
      .filter((e) => e.effect === effect)
      .map((e) => `between(t,${num(e.atMs / 1000)},${num((e.atMs + e.durationMs) / 1000)})`)
      .join('+') || '0';
  // A fade takes a second each way; the box (no alpha by expression) goes when the text is half gone.
  const fades = effects.filter((e) => e.effect === 'fade');
  const alpha = fades.length
    ? fades
        .map((e) => {
          const mid = (e.atMs + e.durationMs / 2) / 1000;
          return `clip(abs(t-${num(mid)})-${num(e.durationMs / 2000 - 1)},0,1)`;
        })
        .join('*')
    : '1';
  const moved = during('move');
  const dy = `-${BUG_MOVE * k}*gt(${moved},0)`;
  const text = (options: string) => `drawtext=fontfile=${FONT}:fontcolor=white:fontsize=${30 * k}:alpha='${alpha}':${options}`;
  const at = (y: number) => `'${y * k}+(${dy})'`;
  const scoreText = (side: 'home' | 'away') => {
    const r = overlayRegions[side];
    return text(
      `text='%{eif\\:${scoreExpression(script, side)}\\:d}':x=${((r.x + r.width) * WIDTH - 6) * k}-tw:y=${at(r.y * HEIGHT + 4)}`,
    );
  };
  const c = overlayRegions.clock;
  const clockText = (enable: string, content: string) =>
    text(`text='${content}':x=${(c.x + c.width / 2) * WIDTH * k}-tw/2:y=${at(c.y * HEIGHT + 4)}:enable='${enable}'`);
  const seconds = `floor((${tenths})/10)`;
  const shown = `gte(${alpha},0.5)`;
  const label = (color: string, name: string, x: number) =>
    `drawtext=fontfile=${LABEL_FONT}:fontcolor=${color}:fontsize=${18 * k}:alpha='${alpha}':text=${name}:x=${x * k}:y=${at(315)}`;
  return [
    `drawbox=x=${12 * k}:y=${302 * k}:w=${406 * k}:h=${44 * k}:color=0x101828@0.85:t=fill:enable='${shown}*eq(${moved},0)'`,
    `drawbox=x=${12 * k}:y=${(302 - BUG_MOVE) * k}:w=${406 * k}:h=${44 * k}:color=0x101828@0.85:t=fill:enable='${shown}*gt(${moved},0)'`,
    label('0xf97316', 'HOME', 22),
    label('0x60a5fa', 'AWAY', 146),
    scoreText('home'),
    scoreText('away'),
    clockText(`gte(${tenths},600)`, `%{eif\\:floor(${seconds}/60)\\:d}\\:%{eif\\:mod(${seconds},60)\\:d\\:2}`),
    clockText(`lt(${tenths},600)`, `%{eif\\:${seconds}\\:d}.%{eif\\:mod(${tenths},10)\\:d}`),
  ];
}

type SegmentName = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g';

/** Segments lit for each digit, as in a seven-segment display: a top, b/c right, d bottom, e/f left, g middle. */
const SEGMENTS: Record<SegmentName, number[]> = {
  a: [0, 2, 3, 5, 6, 7, 8, 9],
  b: [0, 1, 2, 3, 4, 7, 8, 9],
  c: [0, 1, 3, 4, 5, 6, 7, 8, 9],
  d: [0, 2, 3, 5, 6, 8, 9],
  e: [0, 2, 6, 8],
  f: [0, 4, 5, 6, 8, 9],
  g: [2, 3, 4, 5, 6, 8, 9],
};

interface Cell {
  x: number;
  y: number;
  w: number;
  h: number;
  th: number;
}

function segmentBoxes(cell: Cell, k: number): Record<SegmentName, [number, number, number, number]> {
  const [x, y, w, h, th] = [cell.x * k, cell.y * k, cell.w * k, cell.h * k, cell.th * k];
  const half = Math.floor(h / 2);
  return {
    a: [x + th, y, w - 2 * th, th],
    b: [x + w - th, y + th, th, half - th - 1],
    c: [x + w - th, y + half + 1, th, half - th - 1],
    d: [x + th, y + h - th, w - 2 * th, th],
    e: [x, y + half + 1, th, half - th - 1],
    f: [x, y + th, th, half - th - 1],
    g: [x + th, y + half - Math.floor(th / 2), w - 2 * th, th],
  };
}

/**
 * One digit cell: dim segments always drawn (as on a real board), lit ones enabled by an expression whose
 * `digit` and `shown` parts read ld(1) (the number of the cell's display, stored first).
 */
function digitCell(cell: Cell, k: number, color: string, value: string, digit: string, shown: string) {
  const boxes = segmentBoxes(cell, k);
  return (Object.keys(SEGMENTS) as SegmentName[]).flatMap((name) => {
    const [bx, by, bw, bh] = boxes[name];
    const lit = SEGMENTS[name].map((d) => `eq(ld(2),${d})`).join('+');
    return [
      `drawbox=x=${bx}:y=${by}:w=${bw}:h=${bh}:color=0x2a0d0a:t=fill`,
      `drawbox=x=${bx}:y=${by}:w=${bw}:h=${bh}:color=${color}:t=fill:enable='st(1,${value});st(2,${digit});(${shown})*(${lit})'`,
    ];
  });
}

function ledFilters(script: AssistScript, k: number) {
  const { board } = led;
  const filters = [`drawbox=x=${board.x * k}:y=${board.y * k}:w=${board.w * k}:h=${board.h * k}:color=black:t=fill`];
  for (const side of ['home', 'away'] as const) {
    const g = led[side];
    const value = scoreExpression(script, side);
    [100, 10, 1].forEach((place, i) => {
      const cell = { x: g.x + i * (g.w + g.gap), y: g.y, w: g.w, h: g.h, th: g.th };
      const shown = place === 1 ? '1' : `gte(ld(1),${place})`;
      filters.push(...digitCell(cell, k, '0xff2a1a', value, `mod(floor(ld(1)/${place}),10)`, shown));
    });
  }
  const c = led.clock;
  const tenths = clockExpression(script);
  // From a minute up: M M : S S (seconds ld(1)); below: _ S S . t (tenths ld(1)).
  const cells: { digit: string; shown: string }[] = [
    { digit: 'mod(floor(floor(ld(1)/10)/600),10)', shown: 'gte(ld(1),6000)' },
    {
      digit: 'if(gte(ld(1),600),mod(floor(floor(ld(1)/10)/60),10),mod(floor(ld(1)/100),10))',
      shown: 'gte(ld(1),600)+gte(ld(1),100)',
    },
    { digit: 'if(gte(ld(1),600),floor(mod(floor(ld(1)/10),60)/10),mod(floor(ld(1)/10),10))', shown: '1' },
    { digit: 'if(gte(ld(1),600),mod(floor(ld(1)/10),10),mod(ld(1),10))', shown: '1' },
  ];
  cells.forEach(({ digit, shown }, i) => {
    const x = c.x + i * (c.w + c.gap) + (i >= 2 ? c.colon : 0);
    filters.push(...digitCell({ x, y: c.y, w: c.w, h: c.h, th: c.th }, k, '0xffb000', tenths, digit, shown));
  });
  const colonX = c.x + 2 * c.w + c.gap + Math.floor((c.gap + c.colon - c.th) / 2);
  const minuteMode = `gte(${tenths},600)`;
  const dot = (x: number, y: number, enable: string) =>
    `drawbox=x=${x * k}:y=${y * k}:w=${c.th * k}:h=${c.th * k}:color=0xffb000:t=fill:enable='${enable}'`;
  filters.push(
    dot(colonX, c.y + 12, minuteMode),
    dot(colonX, c.y + c.h - 16, minuteMode),
    dot(c.x + 3 * (c.w + c.gap) + c.colon - Math.floor((c.gap + c.th) / 2), c.y + c.h - c.th, `lt(${tenths},600)`),
  );
  return filters;
}

// ---- audio: synthesized here, mixed at 32 kHz ----

/** A small seeded generator, so every run makes the same footage. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Crowd noise (pink noise and murmur whose level drifts and swells after each basket, a low rumble), shoe squeaks
 * (1.5-3.5 kHz chirps under 120 ms: whistle-like but too short), whistles (3.0-3.9 kHz with a pea whistle's
 * warble, quiet to loud) and horns (a buzzy sawtooth at 320-480 Hz, loud). Signed 16-bit mono.
 */
function synthesizeAudio(script: AssistScript): Buffer {
  const rate = AUDIO_RATE;
  const n = Math.ceil((script.durationMs / 1000) * rate);
  const mix = new Float32Array(n);
  const rand = random(18);
  const events = byTime(script);

  // Pink noise (Paul Kellet's filter), a murmur (noise band-passed to 250-1500 Hz, amplitude-modulated at
  // syllable rates) and a rumble (brown noise).
  const pinkOf = pinkNoise();
  let brown = 0, low = 0, high = 0; // prettier-ignore
  const lowPass = (hz: number) => 1 - Math.exp((-2 * Math.PI * hz) / rate);
  const cheers = events.filter((e) => e.kind === 'score').map((e) => e.atMs / 1000);
  for (let i = 0; i < n; i++) {
    const t = i / rate;
    const white = rand() * 2 - 1;
    const pink = pinkOf(white);
    brown = 0.995 * brown + white * 0.05;
    low += lowPass(250) * (white - low);
    high += lowPass(1500) * (white - high);
    let level = 0.12 * (1 + 0.45 * Math.sin((2 * Math.PI * t) / 23) + 0.25 * Math.sin((2 * Math.PI * t) / 7.3));
    for (const at of cheers) if (t > at && t < at + 3) level *= 1 + 1.2 * Math.sin((Math.PI * (t - at)) / 3);
    const murmur = 0.5 + 0.5 * Math.sin(2 * Math.PI * 4.3 * t + 2 * Math.sin(2 * Math.PI * 0.7 * t));
    mix[i] = level * pink + level * 1.5 * murmur * (high - low) + 0.1 * brown;
  }

  const addTone = (startS: number, durationS: number, sample: (t: number) => number, fadeS: number) => {
    const from = Math.floor(startS * rate);
    const to = Math.min(n, Math.floor((startS + durationS) * rate));
    for (let i = from; i < to; i++) {
      const t = (i - from) / rate;
      const envelope = Math.min(1, t / fadeS, (durationS - t) / fadeS);
      mix[i] = (mix[i] ?? 0) + envelope * sample(t);
    }
  };

  // Shoe squeaks, away from the script's whistles so they stay distractors.
  const whistles = events.filter((e) => e.kind === 'whistle');
  for (let k = 0; k < script.durationMs / 4000; k++) {
    const at = rand() * (script.durationMs / 1000 - 1);
    if (whistles.some((w) => Math.abs(w.atMs / 1000 - at) < 1.5)) continue;
    const duration = 0.04 + rand() * 0.08;
    const f0 = 1500 + rand() * 2000;
    const sweep = (rand() - 0.5) * 1500;
    const amplitude = 0.05 + rand() * 0.1;
    addTone(at, duration, (t) => amplitude * Math.sin(2 * Math.PI * (f0 * t + (sweep * t * t) / (2 * duration))), 0.005);
  }

  let w = 0;
  let h = 0;
  for (const e of events) {
    if (e.kind === 'whistle') {
      const f0 = 3000 + ((w * 370) % 900);
      const amplitude = [0.08, 0.2, 0.12, 0.3, 0.1][w % 5] ?? 0.1;
      const warble = 25 + (w % 3) * 6;
      w++;
      addTone(
        e.atMs / 1000,
        e.durationMs / 1000,
        (t) => {
          const phase = 2 * Math.PI * (f0 * t + (140 / (2 * Math.PI * warble)) * Math.sin(2 * Math.PI * warble * t));
          return amplitude * (Math.sin(phase) + 0.15 * Math.sin(2 * phase));
        },
        0.01,
      );
    } else if (e.kind === 'horn') {
      const f0 = [320, 480, 400][h % 3] ?? 400;
      const amplitude = 0.35;
      h++;
      const harmonics = Math.floor(6000 / f0);
      addTone(
        e.atMs / 1000,
        e.durationMs / 1000,
        (t) => {
          let v = 0;
          for (let k = 1; k <= harmonics; k++) v += Math.sin(2 * Math.PI * k * f0 * t) / k;
          return amplitude * 0.6 * v;
        },
        0.02,
      );
    }
  }

  const out = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++) out.writeInt16LE(Math.round(32767 * Math.max(-1, Math.min(1, mix[i] ?? 0))), i * 2);
  return out;
}

/** Pink noise from white, sample by sample (Paul Kellet's filter): the crowd's bed in the generated footage. */
export function pinkNoise(): (white: number) => number {
  let b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0, b6 = 0; // prettier-ignore
  return (white) => {
    b0 = 0.99886 * b0 + white * 0.0555179;
    b1 = 0.99332 * b1 + white * 0.0750759;
    b2 = 0.969 * b2 + white * 0.153852;
    b3 = 0.8665 * b3 + white * 0.3104856;
    b4 = 0.55 * b4 + white * 0.5329522;
    b5 = -0.7616 * b5 - white * 0.016898;
    const pink = (b0 + b1 + b2 + b3 + b4 + b5 + b6 + white * 0.5362) * 0.11;
    b6 = white * 0.115926;
    return pink;
  };
}
