/**
 * Independent test footage for measuring Courtside's detectors (whistles, horns, dead balls, score and clock reading).
 *
 * Each seed is a scripted stretch of a basketball broadcast. A small game simulation decides when play runs, when
 * the referees whistle, when horns sound, when the board's clock starts, stops and is set, and when the score
 * changes; that script is the truth. The sound is synthesized from the script in Node (commentary, crowd, shoe
 * squeaks, phones, timeout music, whistles, horns, an optional gym reverb) and muxed by ffmpeg; the picture is drawn
 * by ffmpeg (a court with moving players under a panning camera, and a score bug drawn with drawtext from the
 * same script).
 *
 * Written without reading the detectors or the corpus they were tuned on: levels, pitches and timings are this
 * file's own choices.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Span {
  startMs: number;
  endMs: number;
}

/** A rectangle as fractions of the frame (0..1). */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the table's horn calls: a play the analyst tags. */
export type Call = 'substitution' | 'timeout';

export interface IndependentTruth {
  durationMs: number;
  /** Every referee whistle, from the onset of its first blast to the end of its last (the dry source: reverb tails run on). */
  whistles: Span[];
  /** Every buzzer or horn. */
  horns: Span[];
  /**
   * The substitutions and timeouts the table's horn called, at the horn's start: the plays an analyst tags (added
   * for bench/assist after the corpus was written; the footage is as it was).
   */
  calls: { videoMs: number; kind: Call }[];
  /** Each stretch of >= 8000 ms during which the game clock stands stopped (clipped to the footage). */
  dead: Span[];
  scoreChanges: { videoMs: number; side: 'home' | 'away'; points: 1 | 2 | 3; home: number; away: number }[];
  /**
   * Every start, stop and set of the game clock; the first mark, at 0 ms, is the board's state as the footage
   * begins. `clock` is what the board shows then, in seconds (whole seconds from 1:00 up, tenths below).
   */
  clockMarks: { videoMs: number; period: number; clock: number; running: boolean }[];
  regions: { kind: 'overlay'; home: Region; away: Region; clock: Region };
  /** Squeaks, phone rings, cheers, music and the bug's hidden stretches, for reporting only. `kind` is `class:parameters`. */
  decoys: { atMs: number; kind: string; durationMs: number }[];
  description: string;
}

/** One reverberant seed with a period change, one dry mid-period seed, one that goes to overtime. */
export const INDEPENDENT_SEEDS: readonly number[] = [1203, 2401, 3602];

const FFMPEG = '/usr/bin/ffmpeg';
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf';
const FPS = 25;
const FRAME_MS = 1000 / FPS;
const WIDTH = 1280;
const HEIGHT = 720;
/** Frames of game clock in one minute: the board shows M:SS from here up and SS.t below. */
const MINUTE = 60 * FPS;

// ---------------------------------------------------------------------------------------------------------------
// Randomness

interface Rng {
  next(): number;
  range(lo: number, hi: number): number;
  logRange(lo: number, hi: number): number;
  int(lo: number, hi: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** A seeded mulberry32 stream; each label gets its own stream, so one part's draws never shift another's. */
function makeRng(seed: number, label: string): Rng {
  let state = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < label.length; i++) state = Math.imul(state ^ label.charCodeAt(i), 16777619) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    logRange: (lo, hi) => lo * Math.pow(hi / lo, next()),
    int: (lo, hi) => lo + Math.floor((hi - lo + 1) * next()),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

const at = (values: ArrayLike<number>, i: number): number => values[i] ?? 0;
const dbToAmp = (db: number): number => Math.pow(10, db / 20);
const sec = (seconds: number): number => Math.round(seconds * FPS);

// ---------------------------------------------------------------------------------------------------------------
// The scenario: what kind of stretch a seed is, and the arena's instruments

type ScenarioKind = 'mid-period' | 'period-change' | 'overtime';
type Side = 'home' | 'away';
type HornTimbre = 'square' | 'saw' | 'two-tone' | 'pulsed' | 'sine' | 'detuned';
const HORN_TIMBRES: readonly HornTimbre[] = ['square', 'saw', 'two-tone', 'pulsed', 'sine', 'detuned'];
type HornPurpose = 'buzzer' | 'table' | 'shotClock';

/** One horn of the arena: the period-end buzzer, the scorer's table horn (timeouts, substitutions), the shot clock. */
interface HornVoice {
  timbre: HornTimbre;
  f0: number;
  /** Second tone of a two-tone horn, or the detune of a detuned pair. */
  ratio: number;
  pulseHz: number;
}

/** One referee's whistle: a pea whistle (one trilled tone) or a pea-less one (two or three tones together). */
interface WhistleVoice {
  kind: 'pea' | 'pealess';
  f0: number;
  ratios: number[];
  trillHz: number;
  fmDepth: number;
  amDepth: number;
  h2: number;
  h3: number;
}

interface Scenario {
  seed: number;
  kind: ScenarioKind;
  sampleRate: number;
  /** Gym reverb time in seconds, or null for a dry mix. */
  rt60: number | null;
  wet: number;
  period: number;
  periodSeconds: number;
  startClock: number;
  startRunning: boolean;
  baseHome: number;
  baseAway: number;
  homeAbbr: string;
  awayAbbr: string;
  murmurDb: number;
  refs: WhistleVoice[];
  horns: Record<HornPurpose, HornVoice>;
  breakSeconds: number;
  /** After this many seconds of video the first period only runs on (no more stoppages), so its end fits in. */
  hurryAfterS: number;
}

const TEAMS = ['BOS', 'LAK', 'CHI', 'MIA', 'DEN', 'PHX', 'ATL', 'NYK', 'SAC', 'ORL', 'UTA', 'TOR', 'MEM', 'POR'] as const;

function scenarioFor(seed: number): Scenario {
  const rng = makeRng(seed, 'scenario');
  const kinds: readonly ScenarioKind[] = ['mid-period', 'period-change', 'overtime'];
  const kind = kinds[((seed % 3) + 3) % 3] ?? 'mid-period';
  const periodSeconds = rng.chance(0.5) ? 600 : 720;
  const homeAbbr = rng.pick(TEAMS);
  const awayAbbr = rng.pick(TEAMS.filter((team) => team !== homeAbbr));
  const hornVoice = (i: number): HornVoice => ({
    timbre: HORN_TIMBRES[(((seed + 2 * i) % 6) + 6) % 6] ?? 'square',
    f0: rng.logRange(150, 1200),
    ratio: rng.pick([1.189, 1.25, 1.335, 1.5]),
    pulseHz: rng.range(3.5, 8),
  });
  const pea = (): WhistleVoice => ({
    kind: 'pea',
    f0: rng.logRange(2000, 4500),
    ratios: [1],
    trillHz: rng.range(16, 34),
    fmDepth: rng.range(0.015, 0.05),
    amDepth: rng.range(0.25, 0.7),
    h2: rng.range(0.08, 0.3),
    h3: rng.range(0.02, 0.1),
  });
  const pealess = (): WhistleVoice => {
    const second = rng.range(1.06, 1.14);
    return {
      kind: 'pealess',
      f0: rng.logRange(2100, 3500),
      ratios: rng.chance(0.5) ? [1, second] : [1, second, second + rng.range(0.06, 0.12)],
      trillHz: 0,
      fmDepth: 0,
      amDepth: 0,
      h2: rng.range(0.04, 0.15),
      h3: rng.range(0.01, 0.05),
    };
  };
  const refs = [pea(), pealess(), rng.chance(0.5) ? pea() : pealess()];
  const horns = { buzzer: hornVoice(0), table: hornVoice(1), shotClock: hornVoice(2) };
  const common = { seed, kind, periodSeconds, homeAbbr, awayAbbr, refs, horns, murmurDb: rng.range(-38, -32) };
  switch (kind) {
    case 'mid-period':
      return {
        ...common,
        sampleRate: 48000,
        rt60: null,
        wet: 0,
        period: rng.int(2, 3),
        startClock: Math.round(rng.range(300, periodSeconds - 45) * 10) / 10,
        startRunning: true,
        baseHome: rng.int(28, 55),
        baseAway: rng.int(28, 55),
        breakSeconds: 30,
        hurryAfterS: Infinity,
      };
    case 'period-change':
      return {
        ...common,
        sampleRate: 44100,
        rt60: rng.range(1.3, 2.0),
        wet: rng.range(0.8, 1.1),
        period: rng.int(1, 2),
        startClock: Math.round(rng.range(65, 90) * 10) / 10,
        startRunning: false,
        baseHome: rng.int(12, 45),
        baseAway: rng.int(12, 45),
        breakSeconds: rng.range(24, 34),
        hurryAfterS: 75,
      };
    case 'overtime':
      return {
        ...common,
        sampleRate: 48000,
        rt60: rng.range(0.8, 1.2),
        wet: rng.range(0.5, 0.8),
        period: 4,
        startClock: Math.round(rng.range(50, 64) * 10) / 10,
        startRunning: true,
        baseHome: rng.int(70, 95),
        baseAway: rng.int(70, 95),
        breakSeconds: rng.range(20, 28),
        hurryAfterS: 85,
      };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The game script: a simulation of play, stoppages and the board

type MarkKind = 'initial' | 'start' | 'stop' | 'set';
/** A change of the game clock at a frame; `k` is the clock in frames (1/25 s) left in the period. */
interface Mark {
  frame: number;
  period: number;
  k: number;
  running: boolean;
  kind: MarkKind;
}
interface ScoreEvent {
  frame: number;
  side: Side;
  points: 1 | 2 | 3;
}
interface WhistleEvent {
  blasts: { startMs: number; durMs: number }[];
  ref: number;
  levelDb: number;
}
interface HornEvent {
  startMs: number;
  durMs: number;
  purpose: HornPurpose;
  levelDb: number;
  /** The play the horn calls, if it calls one (not the call back to play at a timeout's end). */
  call?: Call;
}
type CheerKind = 'basket' | 'free-throw' | 'buzzer' | 'noscore';
interface CheerEvent {
  startMs: number;
  kind: CheerKind;
  peakDb: number;
  riseMs: number;
  holdMs: number;
  decayMs: number;
}
interface SqueakEvent {
  startMs: number;
  durMs: number;
  f0: number;
  f1: number;
  levelDb: number;
}
type RingPattern = 'dual-us' | 'dual-uk' | 'trill' | 'melody' | 'beep';
interface RingEvent {
  startMs: number;
  durMs: number;
  pattern: RingPattern;
  freq: number;
  levelDb: number;
}
interface TimedLevel {
  startMs: number;
  endMs: number;
  levelDb: number;
}

interface GameScript {
  totalFrames: number;
  marks: Mark[];
  scores: ScoreEvent[];
  whistles: WhistleEvent[];
  horns: HornEvent[];
  cheers: CheerEvent[];
  squeaks: SqueakEvent[];
  dribbles: { ms: number; levelDb: number }[];
  rings: RingEvent[];
  music: TimedLevel[];
  /** Stretches where the crowd talks louder (timeouts, the break). */
  lively: Span[];
  /** Moments that make the commentary excited (made field goals, the buzzer, a big defensive play). */
  triggers: number[];
  /** Frames [start, end) during which the score bug is off the screen (a replay, the studio in the break). */
  hidden: { start: number; end: number }[];
  /** Points each side scored up to the end of the fourth period, when it ended inside the footage. */
  q4End: { home: number; away: number } | null;
  offsets: { home: number; away: number };
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

type Outcome = 'basket' | 'miss' | 'foul' | 'foul-ft' | 'violation' | 'out' | 'shotclock' | 'timeout';

/**
 * Plays the game forward: stretches of running clock (with squeaks and dribbles), each ending in a basket, a miss,
 * a foul, a violation, a ball out of bounds, a shot-clock violation or a timeout, and what follows each (free
 * throws, inbounds, substitutions, the break between periods).
 */
class GameSim {
  readonly script: GameScript;
  private readonly sc: Scenario;
  private readonly rng: Rng;
  private f = 0;
  private k: number;
  private running: boolean;
  private period: number;
  private possession: Side;
  private readonly tally = { home: 0, away: 0 };
  private lastScoreFrame = -1e9;
  private timeouts = 0;
  private shotClocks = 0;
  private ftTrips = 0;

  constructor(sc: Scenario, rng: Rng, totalFrames: number) {
    this.sc = sc;
    this.rng = rng;
    this.k = Math.round(sc.startClock * FPS);
    this.running = sc.startRunning;
    this.period = sc.period;
    this.possession = rng.chance(0.5) ? 'home' : 'away';
    this.script = {
      totalFrames,
      marks: [],
      scores: [],
      whistles: [],
      horns: [],
      cheers: [],
      squeaks: [],
      dribbles: [],
      rings: [],
      music: [],
      lively: [],
      triggers: [],
      hidden: [],
      q4End: null,
      offsets: { home: 0, away: 0 },
    };
  }

  simulate(): GameScript {
    this.mark('initial');
    if (!this.running) this.openingTimeoutEnd();
    while (this.f < this.script.totalFrames) this.playChunk();
    return this.script;
  }

  private ms(): number {
    return this.f * FRAME_MS;
  }

  private mark(kind: MarkKind): void {
    this.script.marks.push({ frame: this.f, period: this.period, k: this.k, running: this.running, kind });
  }

  private start(): void {
    if (this.running || this.k === 0) return;
    this.running = true;
    this.mark('start');
  }

  private stop(): void {
    if (!this.running) return;
    this.running = false;
    this.mark('stop');
  }

  /** The clock runs for `frames` (stopping by itself at 0.0): players move, shoes squeak, the ball bounces. */
  private run(frames: number): void {
    const n = Math.max(0, Math.min(frames, this.k));
    this.playSounds(this.f, this.f + n, true);
    this.f += n;
    this.k -= n;
    if (this.k === 0 && this.running) this.stop();
  }

  /** The clock stands for `frames`; players walk about, an occasional squeak. */
  private idle(frames: number): void {
    this.playSounds(this.f, this.f + frames, false);
    this.f += frames;
  }

  /** Shoe squeaks, in bursts during play and singly in stoppages, and runs of dribbles during play. */
  private playSounds(from: number, to: number, live: boolean): void {
    const { rng } = this;
    const a = from * FRAME_MS;
    const b = to * FRAME_MS;
    let t = a + rng.range(0, live ? 2500 : 5000);
    while (t < b) {
      const n = live ? rng.int(1, 6) : 1;
      let u = t;
      for (let i = 0; i < n && u < b; i++) {
        const f0 = rng.logRange(800, 6000);
        const steady = rng.chance(0.4);
        const f1 = steady ? f0 : Math.min(6000, Math.max(800, f0 * rng.logRange(0.55, 1.8)));
        const levelDb = live ? (rng.chance(0.15) ? rng.range(-30, -23) : rng.range(-44, -31)) : rng.range(-46, -36);
        const durMs = rng.logRange(50, 600);
        this.script.squeaks.push({ startMs: u, durMs, f0, f1, levelDb });
        u += durMs * rng.range(0.3, 1.2) + rng.range(40, 350);
      }
      t = u + (live ? rng.range(1200, 6000) : rng.range(3000, 12000));
    }
    if (live && b - a > 2000 && rng.chance(0.55)) {
      const levelDb = rng.range(-42, -33);
      const end = Math.min(b, a + rng.range(1500, 5000));
      for (let u = a + rng.range(0, 1500); u < end; u += rng.range(380, 600)) {
        this.script.dribbles.push({ ms: u, levelDb: levelDb + rng.range(-2, 2) });
      }
    }
  }

  /** A referee's whistle at `ms`: one blast of 0.2-1.5 s or, now and then, a short double blast. */
  private whistle(ms: number, long = false): void {
    const { rng } = this;
    let blasts: { startMs: number; durMs: number }[];
    if (rng.chance(0.16)) {
      const first = rng.range(150, 320);
      const gap = rng.range(70, 200);
      blasts = [
        { startMs: ms, durMs: first },
        { startMs: ms + first + gap, durMs: rng.range(180, 600) },
      ];
    } else {
      blasts = [{ startMs: ms, durMs: long ? rng.range(700, 1500) : rng.logRange(200, 1100) }];
    }
    const levelDb = COMMENTARY_DB + rng.range(-9.5, 2.5);
    this.script.whistles.push({ blasts, ref: rng.int(0, this.sc.refs.length - 1), levelDb });
  }

  /** A whistle during play: the clock stops 80-450 ms after its onset (the timer's reaction). */
  private whistleStop(long = false): void {
    const ms = this.ms() + this.rng.range(0, 38);
    this.whistle(ms, long);
    this.run(Math.ceil((ms + this.rng.range(80, 450)) / FRAME_MS) - this.f);
    this.stop();
  }

  private horn(purpose: HornPurpose, startMs: number, durMs: number, call?: Call): void {
    this.script.horns.push({ startMs, durMs, purpose, levelDb: this.rng.range(-24, -12), ...(call ? { call } : {}) });
  }

  private cheer(startMs: number, kind: CheerKind): void {
    const { rng } = this;
    const peak = { basket: [-24, -15], 'free-throw': [-32, -25], buzzer: [-20, -14], noscore: [-28, -20] }[kind];
    const small = kind === 'free-throw';
    this.script.cheers.push({
      startMs,
      kind,
      peakDb: rng.range(peak[0] ?? -24, peak[1] ?? -15),
      riseMs: small ? rng.range(300, 700) : rng.range(400, 1300),
      holdMs: small ? rng.range(200, 600) : rng.range(300, 1500),
      decayMs: small ? rng.range(700, 1500) : rng.range(1200, 3000),
    });
  }

  /** The board shows `points` more for `side` at `want` or, if the last change was under ~2 s before, a little later. */
  private score(side: Side, points: 1 | 2 | 3, want: number): void {
    const frame = Math.max(want, this.lastScoreFrame + 50 + this.rng.int(1, 12));
    this.script.scores.push({ frame, side, points });
    this.lastScoreFrame = frame;
    this.tally[side] += points;
  }

  /** A stoppage with the clock standing for `seconds`; the table horn sometimes calls a substitution. */
  private stoppage(seconds: number): void {
    if (seconds > 5 && this.rng.chance(0.25)) {
      this.horn('table', this.ms() + this.rng.range(1000, seconds * 1000 - 2000), this.rng.range(500, 1200), 'substitution');
    }
    this.idle(sec(seconds));
    this.start();
  }

  /** The footage opens as a timeout ends: music fading, the table horn, a whistle while the clock stands. */
  private openingTimeoutEnd(): void {
    const { rng } = this;
    const len = sec(rng.range(10, 15));
    this.script.music.push({ startMs: 0, endMs: rng.range(3000, 6000), levelDb: rng.range(-30, -25) });
    this.script.lively.push({ startMs: 0, endMs: len * FRAME_MS });
    this.horn('table', rng.range(2000, 4000), rng.range(600, 1300));
    this.whistle(len * FRAME_MS - rng.range(1200, 2500));
    this.idle(len);
    this.start();
  }

  private playChunk(): void {
    const chunk = sec(this.rng.range(3, 14));
    if (this.k - chunk < sec(2.5)) {
      this.run(this.k);
      this.periodBreak();
      return;
    }
    this.run(chunk);
    const outcome = this.pickOutcome();
    const { rng } = this;
    switch (outcome) {
      case 'basket':
        this.basket(rng.chance(0.36) ? 3 : 2);
        break;
      case 'miss':
        if (rng.chance(0.5)) this.possession = other(this.possession);
        if (rng.chance(0.12)) {
          // a block or a steal: the crowd roars with no score
          this.cheer(this.ms() + rng.range(0, 300), 'noscore');
          this.script.triggers.push(this.ms());
        }
        break;
      case 'foul':
      case 'foul-ft': {
        this.whistleStop(rng.chance(0.3));
        const lastMinutes = this.period >= 4 && this.k < 2 * MINUTE;
        if (outcome === 'foul-ft' || rng.chance(lastMinutes ? 0.7 : 0.4)) {
          this.freeThrows(rng.chance(0.06) ? 3 : 2, this.possession);
        } else {
          this.stoppage(rng.range(4, 13));
        }
        break;
      }
      case 'violation':
      case 'out':
        this.whistleStop();
        this.possession = other(this.possession);
        this.stoppage(rng.range(3, 10));
        break;
      case 'shotclock':
        this.shotClockViolation();
        break;
      case 'timeout':
        this.whistleStop();
        this.timeout();
        this.start();
        break;
    }
  }

  private pickOutcome(): Outcome {
    const { rng } = this;
    const videoS = this.f / FPS;
    const totalS = this.script.totalFrames / FPS;
    if (this.period === this.sc.period && videoS > this.sc.hurryAfterS) return rng.chance(0.4) ? 'basket' : 'miss';
    if (this.ftTrips === 0 && videoS > 0.12 * totalS) return 'foul-ft';
    if (this.timeouts === 0 && this.sc.kind === 'mid-period' && videoS > 0.35 * totalS) return 'timeout';
    if (this.shotClocks === 0 && videoS > 0.5 * totalS && this.k > 40 * FPS) return 'shotclock';
    const weights: [Outcome, number][] = [
      ['basket', 0.3],
      ['miss', 0.3],
      ['foul', 0.17],
      ['violation', 0.07],
      ['out', 0.1],
      ['shotclock', this.k > 40 * FPS && this.shotClocks < 2 ? 0.025 : 0],
      ['timeout', this.timeouts < 2 ? 0.04 : 0],
    ];
    const sum = weights.reduce((total, [, weight]) => total + weight, 0);
    let x = rng.next() * sum;
    for (const [outcome, weight] of weights) {
      x -= weight;
      if (x < 0) return outcome;
    }
    return 'miss';
  }

  /** A made field goal: crowd and commentary erupt; the board follows 0.3-1.4 s later. */
  private basket(points: 2 | 3): void {
    const { rng } = this;
    const side = this.possession;
    this.cheer(this.ms() + rng.range(100, 400), 'basket');
    this.script.triggers.push(this.ms());
    this.score(side, points, this.f + rng.int(8, 35));
    this.possession = other(side);
    if (this.period >= 4 && this.k < 2 * MINUTE) {
      // In the last two minutes the clock stops after a made basket, without a whistle.
      this.run(rng.int(2, 7));
      this.stop();
      if (this.timeouts < 2 && rng.chance(0.5)) {
        this.idle(sec(rng.range(0.8, 2)));
        this.whistle(this.ms() + rng.range(0, 38));
        this.timeout();
      } else {
        this.idle(sec(rng.range(2.5, 7)));
      }
      this.start();
    } else if (rng.chance(0.08)) {
      // and one: the foul is whistled as the ball drops
      this.run(sec(rng.range(0.3, 0.7)));
      this.whistleStop();
      this.freeThrows(1, side);
    }
  }

  /** Free throws: ~7-12 s of walking before the first, 4-7 s between, the clock standing throughout. */
  private freeThrows(n: number, shooter: Side): void {
    const { rng } = this;
    const lead = sec(rng.range(7, 12));
    if (rng.chance(0.45)) this.whistle(this.ms() + rng.range(2500, lead * FRAME_MS - 1500));
    if (rng.chance(0.3)) this.horn('table', this.ms() + rng.range(1200, 3000), rng.range(500, 1200), 'substitution');
    this.idle(lead);
    for (let i = 0; i < n; i++) {
      const made = rng.chance(0.74);
      if (made) {
        this.score(shooter, 1, this.f + rng.int(6, 22));
        this.cheer(this.ms() + rng.range(50, 300), 'free-throw');
      }
      if (i < n - 1) {
        this.idle(sec(rng.range(4, 7)));
      } else if (made) {
        this.possession = other(shooter);
        this.idle(sec(rng.range(2.5, 5)));
      } else {
        this.possession = rng.chance(0.7) ? other(shooter) : shooter;
        this.idle(sec(rng.range(1, 2.2)));
      }
    }
    this.ftTrips++;
    this.start();
  }

  /** The shot-clock horn sounds with the game clock running; a whistle follows and the clock stops within ~1 s. */
  private shotClockViolation(): void {
    const { rng } = this;
    const hornMs = this.ms() + rng.range(0, 38);
    this.horn('shotClock', hornMs, rng.range(800, 1500));
    const whistleMs = hornMs + rng.range(250, 750);
    this.whistle(whistleMs);
    this.run(Math.ceil((whistleMs + rng.range(60, 220)) / FRAME_MS) - this.f);
    this.stop();
    this.shotClocks++;
    this.possession = other(this.possession);
    this.stoppage(rng.range(5, 10));
  }

  /** A timeout (clock already stopped): table horn, music, the crowd chatting, a replay, the call back to play. */
  private timeout(): void {
    const { rng } = this;
    const len = sec(rng.range(28, 52));
    const t0 = this.ms();
    const end = t0 + len * FRAME_MS;
    this.horn('table', t0 + rng.range(600, 1800), rng.range(600, 1400), 'timeout');
    this.script.music.push({
      startMs: t0 + rng.range(2500, 4500),
      endMs: end - rng.range(3000, 6000),
      levelDb: rng.range(-31, -24),
    });
    this.script.lively.push({ startMs: t0, endMs: end });
    if (this.sc.kind === 'mid-period' && this.timeouts === 0) {
      const start = this.f + sec(rng.range(7, 10));
      this.script.hidden.push({ start, end: start + sec(rng.range(6, 9)) });
    }
    if (rng.chance(0.55)) this.horn('table', end - rng.range(4500, 7000), rng.range(500, 1000));
    if (rng.chance(0.75)) this.whistle(end - rng.range(1200, 2800));
    this.idle(len);
    this.timeouts++;
  }

  /** The period has just ended at 0.0: buzzer, the break (music, studio), the clock set for the next period. */
  private periodBreak(): void {
    const { rng } = this;
    const t0 = this.ms();
    this.horn('buzzer', t0, rng.range(1500, 2500));
    this.cheer(t0 + rng.range(200, 600), 'buzzer');
    this.script.triggers.push(t0 + 200);
    if (this.period === 4) this.script.q4End = { ...this.tally };
    const len = sec(this.sc.breakSeconds);
    const end = t0 + len * FRAME_MS;
    this.script.music.push({
      startMs: t0 + rng.range(3500, 6000),
      endMs: end - rng.range(3000, 5000),
      levelDb: rng.range(-30, -24),
    });
    this.script.lively.push({ startMs: t0, endMs: end });
    if (this.sc.kind === 'period-change') {
      const start = this.f + sec(rng.range(10, 13));
      this.script.hidden.push({ start, end: start + sec(rng.range(8, 12)) });
    }
    if (rng.chance(0.6)) this.horn('table', end - rng.range(5000, 8000), rng.range(600, 1200));
    if (rng.chance(0.6)) this.whistle(end - rng.range(900, 2000));
    const setAt = sec(rng.range(4, 7));
    this.idle(setAt);
    this.period += 1;
    this.k = (this.period > 4 ? 300 : this.sc.periodSeconds) * FPS;
    this.mark('set');
    this.idle(len - setAt);
    this.start();
  }
}

/** Phone rings scattered through the crowd, independent of play. */
function addRings(script: GameScript, rng: Rng): void {
  const durationMs = script.totalFrames * FRAME_MS;
  const count = Math.max(1, Math.round(rng.int(3, 6) * (durationMs / 180000)));
  const patterns: readonly RingPattern[] = ['dual-us', 'dual-uk', 'trill', 'melody', 'beep'];
  for (let i = 0; i < count; i++) {
    const pattern = patterns[i % patterns.length] ?? 'trill';
    const freq = {
      'dual-us': 440,
      'dual-uk': 400,
      trill: rng.range(1000, 2400),
      melody: rng.range(800, 1600),
      beep: rng.range(1000, 3000),
    }[pattern];
    script.rings.push({
      startMs: rng.range(0, durationMs - 3000),
      durMs: rng.range(2000, 8000),
      pattern,
      freq,
      levelDb: rng.range(-44, -32),
    });
  }
}

function makeScript(sc: Scenario, totalFrames: number): GameScript {
  const script = new GameSim(sc, makeRng(sc.seed, 'game'), totalFrames).simulate();
  addRings(script, makeRng(sc.seed, 'rings'));
  if (sc.kind === 'overtime' && script.q4End) {
    // The fourth period ends level: the starting score is chosen so that it does.
    const diff = script.q4End.home - script.q4End.away;
    script.offsets = { home: Math.max(0, -diff), away: Math.max(0, diff) };
  }
  // The bug stays on screen for 3 s either side of each score change.
  script.hidden = script.hidden.filter(
    (window) => window.end <= totalFrames && !script.scores.some((s) => s.frame > window.start - 75 && s.frame < window.end + 75),
  );
  return script;
}

// ---------------------------------------------------------------------------------------------------------------
// The board: what the clock shows, and the truth drawn from the script

/** The clock as the board shows it: M:SS (floored) from one minute up, SS.t (floored tenths) below. */
function clockText(k: number): string {
  if (k >= MINUTE) {
    const s = Math.floor(k / FPS);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  }
  const tenths = Math.floor((2 * k) / 5);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

function clockSeconds(k: number): number {
  return k >= MINUTE ? Math.floor(k / FPS) : Math.floor((2 * k) / 5) / 10;
}

/** Pixel layout of the score bug (1280x720). Digits of DejaVu Sans Mono Bold at 60 px ink from y to y+45. */
const BUG = { x: 262, y: 616, width: 776, height: 84, textY: 635, homeRight: 500, clockCenter: 640, awayLeft: 780 };
const REGION_PX = {
  home: { x: 386, y: 629, width: 120, height: 58 },
  clock: { x: 544, y: 629, width: 192, height: 58 },
  away: { x: 774, y: 629, width: 120, height: 58 },
};
const toRegion = (r: { x: number; y: number; width: number; height: number }): Region => ({
  x: r.x / WIDTH,
  y: r.y / HEIGHT,
  width: r.width / WIDTH,
  height: r.height / HEIGHT,
});

interface Segment {
  from: number;
  to: number;
  k: number;
  running: boolean;
  period: number;
}

/** The clock's states between marks, as frame ranges [from, to). */
function clockSegments(script: GameScript): Segment[] {
  const marks = script.marks.filter((mark) => mark.frame < script.totalFrames);
  const segments: Segment[] = [];
  marks.forEach((mark, i) => {
    const to = marks[i + 1]?.frame ?? script.totalFrames;
    if (to > mark.frame) segments.push({ from: mark.frame, to, k: mark.k, running: mark.running, period: mark.period });
  });
  return segments;
}

function scoreRuns(script: GameScript, sc: Scenario, side: Side): { from: number; to: number; value: number }[] {
  let value = (side === 'home' ? sc.baseHome : sc.baseAway) + script.offsets[side];
  let from = 0;
  const runs: { from: number; to: number; value: number }[] = [];
  for (const change of script.scores) {
    if (change.side !== side || change.frame >= script.totalFrames) continue;
    runs.push({ from, to: change.frame, value });
    value += change.points;
    from = change.frame;
  }
  runs.push({ from, to: script.totalFrames, value });
  return runs.filter((run) => run.to > run.from);
}

function describeScenario(sc: Scenario, script: GameScript, truth: Omit<IndependentTruth, 'description'>): string {
  const whistleKinds = sc.refs.map(
    (ref) => `${ref.kind} ${Math.round(ref.f0)}Hz${ref.kind === 'pealess' ? `x${ref.ratios.length}` : ''}`,
  );
  const horns = (Object.keys(sc.horns) as HornPurpose[]).map((p) => `${p} ${sc.horns[p].timbre} ${Math.round(sc.horns[p].f0)}Hz`);
  const levels = script.whistles.map((w) => w.levelDb);
  const start = `P${sc.period} ${clockText(Math.round(sc.startClock * FPS))} ${sc.startRunning ? 'running' : 'stopped'}`;
  return [
    `seed ${sc.seed}: ${sc.kind}, starts ${start}, ${sc.periodSeconds / 60}-min periods`,
    `${sc.sampleRate} Hz, ${sc.rt60 === null ? 'dry' : `reverb RT60 ${sc.rt60.toFixed(2)} s wet ${sc.wet.toFixed(2)}`}`,
    `commentary ${COMMENTARY_DB} dBFS (excited +4..7 dB), murmur ${sc.murmurDb.toFixed(1)} dBFS`,
    `${truth.whistles.length} whistles ${Math.min(...levels).toFixed(0)}..${Math.max(...levels).toFixed(0)} dBFS (${whistleKinds.join(', ')})`,
    `${truth.horns.length} horns -24..-12 dBFS (${horns.join(', ')})`,
    `${truth.scoreChanges.length} score changes, ${truth.dead.length} dead stretches, ${script.hidden.length} bug-hidden stretches`,
  ].join('; ');
}

function makeTruth(sc: Scenario, script: GameScript): IndependentTruth {
  const durationMs = script.totalFrames * FRAME_MS;
  const clip = (spans: Span[]): Span[] =>
    spans
      .filter((span) => span.startMs < durationMs)
      .map((span) => ({ startMs: Math.round(span.startMs), endMs: Math.round(Math.min(span.endMs, durationMs)) }))
      .sort((a, b) => a.startMs - b.startMs);
  const whistles = clip(
    script.whistles.map((w) => {
      const last = w.blasts[w.blasts.length - 1] ?? { startMs: 0, durMs: 0 };
      return { startMs: w.blasts[0]?.startMs ?? 0, endMs: last.startMs + last.durMs };
    }),
  );
  const horns = clip(script.horns.map((h) => ({ startMs: h.startMs, endMs: h.startMs + h.durMs })));
  const calls = script.horns
    .flatMap((h) => (h.call && h.startMs < durationMs ? [{ videoMs: Math.round(h.startMs), kind: h.call }] : []))
    .sort((a, b) => a.videoMs - b.videoMs);

  const marks = script.marks.filter((mark) => mark.frame < script.totalFrames);
  const clockMarks = marks.map((mark) => ({
    videoMs: mark.frame * FRAME_MS,
    period: mark.period,
    clock: clockSeconds(mark.k),
    running: mark.running,
  }));
  const stopped: Span[] = [];
  let since: number | null = null;
  for (const mark of marks) {
    if (!mark.running && since === null) since = mark.frame * FRAME_MS;
    if (mark.running && since !== null) {
      stopped.push({ startMs: since, endMs: mark.frame * FRAME_MS });
      since = null;
    }
  }
  if (since !== null) stopped.push({ startMs: since, endMs: durationMs });
  const dead = stopped.filter((span) => span.endMs - span.startMs >= 8000);

  const score = { home: sc.baseHome + script.offsets.home, away: sc.baseAway + script.offsets.away };
  const scoreChanges = script.scores
    .filter((change) => change.frame < script.totalFrames)
    .map((change) => {
      score[change.side] += change.points;
      return { videoMs: change.frame * FRAME_MS, side: change.side, points: change.points, home: score.home, away: score.away };
    });

  const decoys: IndependentTruth['decoys'] = [
    ...script.squeaks.map((q) => ({
      atMs: q.startMs,
      kind: q.f0 === q.f1 ? `squeak-steady:${Math.round(q.f0)}Hz` : `squeak-glide:${Math.round(q.f0)}-${Math.round(q.f1)}Hz`,
      durationMs: q.durMs,
    })),
    ...script.rings.map((r) => ({ atMs: r.startMs, kind: `ring-${r.pattern}:${Math.round(r.freq)}Hz`, durationMs: r.durMs })),
    ...script.cheers.map((c) => ({ atMs: c.startMs, kind: `cheer-${c.kind}`, durationMs: c.riseMs + c.holdMs + 3 * c.decayMs })),
    ...script.music.map((m) => ({ atMs: m.startMs, kind: 'music', durationMs: m.endMs - m.startMs })),
    ...script.hidden.map((h) => ({ atMs: h.start * FRAME_MS, kind: 'bug-hidden', durationMs: (h.end - h.start) * FRAME_MS })),
  ]
    .filter((decoy) => decoy.atMs < durationMs)
    .map((decoy) => ({ atMs: Math.round(decoy.atMs), kind: decoy.kind, durationMs: Math.round(decoy.durationMs) }))
    .sort((a, b) => a.atMs - b.atMs);

  const truth = {
    durationMs,
    whistles,
    horns,
    calls,
    dead,
    scoreChanges,
    clockMarks,
    regions: {
      kind: 'overlay' as const,
      home: toRegion(REGION_PX.home),
      away: toRegion(REGION_PX.away),
      clock: toRegion(REGION_PX.clock),
    },
    decoys,
  };
  return { ...truth, description: describeScenario(sc, script, truth) };
}

// ---------------------------------------------------------------------------------------------------------------
// Sound: small DSP building blocks

/** A second-order section (RBJ cookbook): band-pass with 0 dB peak, low-pass or high-pass. */
class Biquad {
  private b0 = 1;
  private b1 = 0;
  private b2 = 0;
  private a1 = 0;
  private a2 = 0;
  private x1 = 0;
  private x2 = 0;
  private y1 = 0;
  private y2 = 0;

  constructor(type: 'bp' | 'lp' | 'hp', freq: number, q: number, sampleRate: number) {
    const w = (2 * Math.PI * Math.min(freq, sampleRate * 0.45)) / sampleRate;
    const cs = Math.cos(w);
    const alpha = Math.sin(w) / (2 * q);
    const a0 = 1 + alpha;
    const [b0, b1, b2] =
      type === 'bp'
        ? [alpha, 0, -alpha]
        : type === 'lp'
          ? [(1 - cs) / 2, 1 - cs, (1 - cs) / 2]
          : [(1 + cs) / 2, -(1 + cs), (1 + cs) / 2];
    this.b0 = b0 / a0;
    this.b1 = b1 / a0;
    this.b2 = b2 / a0;
    this.a1 = (-2 * cs) / a0;
    this.a2 = (1 - alpha) / a0;
  }

  process(x: number): number {
    const y = this.b0 * x + this.b1 * this.x1 + this.b2 * this.x2 - this.a1 * this.y1 - this.a2 * this.y2;
    this.x2 = this.x1;
    this.x1 = x;
    this.y2 = this.y1;
    this.y1 = y;
    return y;
  }
}

/** A formant resonator (Klatt): unity gain at DC, a peak at `freq` of bandwidth `bw`. */
class Resonator {
  private a = 1;
  private b = 0;
  private c = 0;
  private y1 = 0;
  private y2 = 0;

  tune(freq: number, bw: number, sampleRate: number): void {
    const t = 1 / sampleRate;
    this.c = -Math.exp(-2 * Math.PI * bw * t);
    this.b = 2 * Math.exp(-Math.PI * bw * t) * Math.cos(2 * Math.PI * freq * t);
    this.a = 1 - this.b - this.c;
  }

  process(x: number): number {
    const y = this.a * x + this.b * this.y1 + this.c * this.y2;
    this.y2 = this.y1;
    this.y1 = y;
    return y;
  }
}

/** RMS of the loud part of a sound (20 ms windows within 10 dB of the loudest): its level while it sounds. */
function activeRms(data: Float32Array, sampleRate: number): number {
  const win = Math.max(1, Math.round(sampleRate * 0.02));
  const energies: number[] = [];
  for (let i = 0; i < data.length; i += win) {
    let e = 0;
    const end = Math.min(data.length, i + win);
    for (let j = i; j < end; j++) e += at(data, j) * at(data, j);
    energies.push(e / (end - i));
  }
  let max = 0;
  for (const e of energies) max = Math.max(max, e);
  let sum = 0;
  let count = 0;
  for (const e of energies) {
    if (e >= max * 0.1) {
      sum += e;
      count++;
    }
  }
  return count === 0 ? 0 : Math.sqrt(sum / count);
}

function plainRms(data: Float32Array): number {
  let e = 0;
  for (const v of data) e += v * v;
  return data.length === 0 ? 0 : Math.sqrt(e / data.length);
}

/** Adds `data` into `bus` at `startMs`, scaled so that its level (active RMS, or plain RMS) is `levelDb` dBFS. */
function place(bus: Float32Array, sampleRate: number, startMs: number, data: Float32Array, levelDb: number, plain = false): void {
  const rms = plain ? plainRms(data) : activeRms(data, sampleRate);
  if (rms <= 0) return;
  const gain = dbToAmp(levelDb) / rms;
  const offset = Math.round((startMs * sampleRate) / 1000);
  const end = Math.min(data.length, bus.length - offset);
  for (let i = Math.max(0, -offset); i < end; i++) bus[offset + i] = at(bus, offset + i) + at(data, i) * gain;
}

const noiseOf =
  (rng: Rng): (() => number) =>
  () =>
    rng.next() * 2 - 1;

/** Raised-cosine attack and release of `attack`/`release` samples over a sound of `n` samples. */
function edge(i: number, n: number, attack: number, release: number): number {
  const a = i < attack ? 0.5 - 0.5 * Math.cos((Math.PI * i) / attack) : 1;
  const r = n - i < release ? 0.5 - 0.5 * Math.cos((Math.PI * (n - i)) / release) : 1;
  return Math.min(a, r);
}

// ---------------------------------------------------------------------------------------------------------------
// Sound: the referees' whistles, the horns

/** A whistle: per blast, an onset glide, the pea's trill (FM + AM at 16-34 Hz) or the pea-less chord, breath noise. */
function renderWhistle(w: WhistleEvent, voice: WhistleVoice, sampleRate: number, rng: Rng): Float32Array {
  const first = w.blasts[0]?.startMs ?? 0;
  const last = w.blasts[w.blasts.length - 1] ?? { startMs: 0, durMs: 0 };
  const out = new Float32Array(Math.ceil(((last.startMs + last.durMs - first) * sampleRate) / 1000) + 1);
  const noise = noiseOf(rng);
  const nyquist = sampleRate * 0.45;
  for (const blast of w.blasts) {
    const n = Math.round((blast.durMs * sampleRate) / 1000);
    const offset = Math.round(((blast.startMs - first) * sampleRate) / 1000);
    const attack = rng.range(0.012, 0.035) * sampleRate;
    const release = rng.range(0.02, 0.06) * sampleRate;
    const pitch = 1 + rng.range(-0.02, 0.02);
    const trill = voice.trillHz * rng.range(0.9, 1.1);
    const breath = new Biquad('bp', voice.f0, 3, sampleRate);
    const phases = voice.ratios.map(() => rng.range(0, 2 * Math.PI));
    const drift = rng.range(0, 2 * Math.PI);
    let trillPhase = rng.range(0, 2 * Math.PI);
    for (let i = 0; i < n; i++) {
      const t = i / sampleRate;
      const env = edge(i, n, attack, release) * (1 - (0.15 * i) / n);
      let fmul = pitch * (1 - 0.05 * Math.exp(-t / 0.03));
      let amp = 1;
      if (voice.kind === 'pea') {
        trillPhase += (2 * Math.PI * trill * (1 + 0.1 * Math.sin(2 * Math.PI * 0.7 * t))) / sampleRate;
        fmul *= 1 + voice.fmDepth * Math.sin(trillPhase);
        amp = 1 - voice.amDepth * (0.5 + 0.5 * Math.sin(trillPhase + 1));
      } else {
        fmul *= 1 + 0.003 * Math.sin(2 * Math.PI * 0.9 * t + drift);
      }
      let s = 0;
      for (let j = 0; j < phases.length; j++) {
        const f = voice.f0 * at(voice.ratios, j) * fmul;
        const ph = at(phases, j) + (2 * Math.PI * f) / sampleRate;
        phases[j] = ph;
        const weight = j === 0 ? 1 : j === 1 ? 0.8 : 0.65;
        s +=
          weight *
          (Math.sin(ph) +
            (2 * f < nyquist ? voice.h2 * Math.sin(2 * ph) : 0) +
            (3 * f < nyquist ? voice.h3 * Math.sin(3 * ph) : 0));
      }
      out[offset + i] = at(out, offset + i) + (s * amp + breath.process(noise()) * 0.3) * env;
    }
  }
  return out;
}

/** A horn: band-limited additive square, saw, sine, two-tone chord, pulsed square or detuned saw pair. */
function renderHorn(h: HornEvent, voice: HornVoice, sampleRate: number): Float32Array {
  const n = Math.round((h.durMs * sampleRate) / 1000);
  const out = new Float32Array(n);
  const limit = Math.min(sampleRate * 0.45, 9000);
  const partials: { freq: number; amp: number }[] = [];
  const series = (f0: number, odd: boolean, maxK: number): void => {
    for (let k = 1; k <= maxK && k * f0 < limit; k += odd ? 2 : 1) partials.push({ freq: k * f0, amp: 1 / k });
  };
  switch (voice.timbre) {
    case 'sine':
      partials.push({ freq: voice.f0, amp: 1 }, { freq: 2 * voice.f0, amp: 0.04 });
      break;
    case 'square':
    case 'pulsed':
      series(voice.f0, true, 99);
      break;
    case 'saw':
      series(voice.f0, false, 99);
      break;
    case 'two-tone':
      series(voice.f0, true, 9);
      series(voice.f0 * voice.ratio, true, 9);
      break;
    case 'detuned':
      series(voice.f0, false, 40);
      series(voice.f0 * (1 + (voice.ratio - 1) * 0.04), false, 40);
      break;
  }
  const phases = partials.map((_, i) => i * 0.7);
  const attack = 0.012 * sampleRate;
  const release = 0.06 * sampleRate;
  const ramp = 0.006 * sampleRate;
  const period = sampleRate / voice.pulseHz;
  for (let i = 0; i < n; i++) {
    const wobble = 1 + 0.002 * Math.sin((2 * Math.PI * 5.3 * i) / sampleRate);
    let gate = 1;
    if (voice.timbre === 'pulsed') {
      const pos = i % period;
      const on = period * 0.55;
      gate = pos < on ? Math.min(1, pos / ramp, (on - pos) / ramp) : 0;
    }
    let s = 0;
    for (let p = 0; p < partials.length; p++) {
      const partial = partials[p];
      if (partial === undefined) continue;
      const ph = at(phases, p) + (2 * Math.PI * partial.freq * wobble) / sampleRate;
      phases[p] = ph;
      s += partial.amp * Math.sin(ph);
    }
    out[i] = s * gate * edge(i, n, attack, release);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Sound: the arena's other noises

/** A shoe squeak: a stick-slip tone (steady with jitter, or an exponential glide) with harmonics and friction noise. */
function renderSqueak(q: SqueakEvent, sampleRate: number, rng: Rng): Float32Array {
  const n = Math.max(8, Math.round((q.durMs * sampleRate) / 1000));
  const out = new Float32Array(n);
  const attack = rng.range(0.003, 0.015) * sampleRate;
  const release = rng.range(0.01, 0.04) * sampleRate;
  const amRate = rng.range(25, 70);
  const amDepth = rng.range(0, 0.6);
  const friction = new Biquad('bp', q.f0, 8, sampleRate);
  const noise = noiseOf(rng);
  const nyquist = sampleRate * 0.45;
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const t = i / sampleRate;
    const f =
      q.f0 === q.f1 ? q.f0 * (1 + 0.012 * Math.sin(2 * Math.PI * 9 * t) + 0.004 * noise()) : q.f0 * Math.pow(q.f1 / q.f0, i / n);
    phase += (2 * Math.PI * f) / sampleRate;
    const tone =
      Math.sin(phase) + (2 * f < nyquist ? 0.35 * Math.sin(2 * phase) : 0) + (3 * f < nyquist ? 0.15 * Math.sin(3 * phase) : 0);
    const am = 1 - amDepth * (0.5 + 0.5 * Math.sin(2 * Math.PI * amRate * t));
    out[i] = (tone * am + friction.process(noise()) * 0.5) * edge(i, n, attack, release);
  }
  return out;
}

/** A ball bounce on the floor: a short falling thump with a click. */
function renderDribble(sampleRate: number, rng: Rng): Float32Array {
  const n = Math.round(0.09 * sampleRate);
  const out = new Float32Array(n);
  const noise = noiseOf(rng);
  const click = new Biquad('hp', 2000, 0.7, sampleRate);
  const f0 = rng.range(110, 160);
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const t = i / sampleRate;
    phase += (2 * Math.PI * f0 * (0.6 + 0.4 * Math.exp(-t / 0.02))) / sampleRate;
    out[i] = Math.sin(phase) * Math.exp(-t / 0.025) + click.process(noise()) * Math.exp(-t / 0.002) * 0.6;
  }
  return out;
}

/** A phone in the crowd: US/UK dual-tone cadences, an electronic trill, a marimba-like melody, or beeps. */
function renderRing(r: RingEvent, sampleRate: number, rng: Rng): Float32Array {
  const n = Math.round((r.durMs * sampleRate) / 1000);
  const out = new Float32Array(n);
  const cadence = {
    'dual-us': [2000, 4000],
    'dual-uk': [400, 200, 400, 2000],
    trill: [1000, 1500],
    melody: [1600, 800],
    beep: [80, 80, 80, 80, 80, 80, 80, 1000],
  }[r.pattern];
  const cycle = cadence.reduce((a, b) => a + b, 0);
  const trillRate = rng.range(16, 25);
  const notes = [0, 2, 4, 7, 9, 12].map((semi) => r.freq * Math.pow(2, semi / 12));
  const melody = Array.from({ length: 8 }, () => rng.pick(notes));
  const ramp = 0.01 * sampleRate;
  const phases = [0, 0];
  for (let i = 0; i < n; i++) {
    const tMs = (i * 1000) / sampleRate;
    let pos = tMs % cycle;
    let on = false;
    let left = 0;
    for (let c = 0; c < cadence.length; c++) {
      const len = at(cadence, c);
      if (pos < len) {
        on = c % 2 === 0;
        left = len - pos;
        break;
      }
      pos -= len;
    }
    if (!on) continue;
    const gate = Math.min(1, (pos * sampleRate) / 1000 / ramp, (left * sampleRate) / 1000 / ramp);
    let s = 0;
    switch (r.pattern) {
      case 'dual-us':
      case 'dual-uk': {
        const second = r.pattern === 'dual-us' ? 480 : 450;
        phases[0] = at(phases, 0) + (2 * Math.PI * r.freq) / sampleRate;
        phases[1] = at(phases, 1) + (2 * Math.PI * second) / sampleRate;
        s = 0.5 * (Math.sin(at(phases, 0)) + Math.sin(at(phases, 1)));
        break;
      }
      case 'trill': {
        const high = Math.sin((2 * Math.PI * trillRate * tMs) / 1000) > 0;
        phases[0] = at(phases, 0) + (2 * Math.PI * r.freq * (high ? 1.26 : 1)) / sampleRate;
        s = Math.sin(at(phases, 0)) + 0.2 * Math.sin(3 * at(phases, 0));
        break;
      }
      case 'melody': {
        const step = Math.floor(pos / 200);
        const f = melody[step % melody.length] ?? r.freq;
        const u = (pos % 200) / 1000;
        phases[0] = at(phases, 0) + (2 * Math.PI * f) / sampleRate;
        s = Math.exp(-u / 0.08) * (Math.sin(at(phases, 0)) + 0.15 * Math.sin(4 * at(phases, 0)));
        break;
      }
      case 'beep':
        phases[0] = at(phases, 0) + (2 * Math.PI * r.freq) / sampleRate;
        s = Math.sin(at(phases, 0)) + 0.3 * Math.sin(3 * at(phases, 0));
        break;
    }
    out[i] = s * gate;
  }
  return out;
}

/** A cheer: broadband roar (rise, hold, exponential decay), applause clicks and a few yelling voices. */
function renderCheer(c: CheerEvent, sampleRate: number, rng: Rng): Float32Array {
  const totalMs = c.riseMs + c.holdMs + 3.5 * c.decayMs;
  const n = Math.round((totalMs * sampleRate) / 1000);
  const out = new Float32Array(n);
  const noise = noiseOf(rng);
  const body = new Biquad('bp', rng.range(700, 1400), 0.5, sampleRate);
  const bright = new Biquad('bp', rng.range(2500, 3500), 0.7, sampleRate);
  const clapFilter = new Biquad('bp', rng.range(1200, 2200), 0.8, sampleRate);
  const clapRate = rng.range(60, 200) / sampleRate;
  const yells = Array.from({ length: rng.int(3, 7) }, () => ({
    start: rng.range(0.2 * c.riseMs, c.riseMs + c.holdMs) * (sampleRate / 1000),
    len: rng.range(400, 1600) * (sampleRate / 1000),
    f0: rng.range(260, 650),
    glide: rng.range(-0.15, 0.15),
    phase: 0,
  }));
  const wobbleHz = rng.range(0.5, 1.2);
  let clap = 0;
  let clapAmp = 0;
  for (let i = 0; i < n; i++) {
    const tMs = (i * 1000) / sampleRate;
    const env =
      tMs < c.riseMs
        ? Math.pow(tMs / c.riseMs, 1.6)
        : tMs < c.riseMs + c.holdMs
          ? 1
          : Math.exp(-(tMs - c.riseMs - c.holdMs) / c.decayMs);
    if (rng.next() < clapRate * (0.3 + env)) {
      clap = 1;
      clapAmp = rng.range(0.3, 1);
    }
    clap *= Math.exp(-1 / (0.003 * sampleRate));
    let yell = 0;
    for (const y of yells) {
      const u = i - y.start;
      if (u < 0 || u >= y.len) continue;
      y.phase += (2 * Math.PI * y.f0 * (1 + (y.glide * u) / y.len)) / sampleRate;
      const w = Math.sin((Math.PI * u) / y.len);
      yell += w * (Math.sin(y.phase) + 0.5 * Math.sin(2 * y.phase) + 0.33 * Math.sin(3 * y.phase) + 0.2 * Math.sin(4 * y.phase));
    }
    const w = noise();
    const roar = body.process(w) + 0.35 * bright.process(w);
    const wobble = 1 + 0.15 * Math.sin((2 * Math.PI * wobbleHz * tMs) / 1000);
    out[i] = (roar * 2.2 + clapFilter.process(noise()) * clap * clapAmp * 1.5 + yell * 0.04) * env * wobble;
  }
  return out;
}

/** The crowd's constant murmur: band-passed pink noise with babble-rate and slow swells, louder in stoppages. */
function addMurmur(bus: Float32Array, sampleRate: number, rng: Rng, levelDb: number, lively: Span[]): void {
  const n = bus.length;
  const tmp = new Float32Array(n);
  const low = new Biquad('bp', 450, 0.6, sampleRate);
  const mid = new Biquad('bp', 1400, 1.0, sampleRate);
  const high = new Biquad('bp', 2600, 1.2, sampleRate);
  const mods = Array.from({ length: 4 }, () => ({ f: rng.range(1.5, 5), p: rng.range(0, 6.28), a: rng.range(0.05, 0.12) }));
  const swell = { f: rng.range(0.03, 0.12), p: rng.range(0, 6.28) };
  const noise = noiseOf(rng);
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  const rampMs = 1500;
  for (let i = 0; i < n; i++) {
    const w = noise();
    b0 = 0.99765 * b0 + w * 0.099046;
    b1 = 0.963 * b1 + w * 0.2965164;
    b2 = 0.57 * b2 + w * 1.0526913;
    const pink = b0 + b1 + b2 + w * 0.1848;
    const t = i / sampleRate;
    let m = 1 + 0.2 * Math.sin(2 * Math.PI * swell.f * t + swell.p);
    for (const mod of mods) m += mod.a * Math.sin(2 * Math.PI * mod.f * t + mod.p);
    tmp[i] = (low.process(pink) + 0.5 * mid.process(pink) + 0.15 * high.process(pink)) * m;
  }
  const gain = dbToAmp(levelDb) / (plainRms(tmp) || 1);
  const boost = dbToAmp(3) - 1;
  for (let i = 0; i < n; i++) {
    const tMs = (i * 1000) / sampleRate;
    let g = 1;
    for (const span of lively) {
      if (tMs < span.startMs - rampMs || tMs > span.endMs + rampMs) continue;
      const x = Math.min(1, (tMs - span.startMs + rampMs) / rampMs, (span.endMs + rampMs - tMs) / rampMs);
      g = Math.max(g, 1 + boost * x);
    }
    bus[i] = at(bus, i) + at(tmp, i) * gain * g;
  }
}

/** Timeout music: a pad holding each bar's chord, plucked bass, a square-ish lead with long notes, kick/snare/hats. */
function renderMusic(durMs: number, sampleRate: number, rng: Rng): Float32Array {
  const n = Math.max(1, Math.round((durMs * sampleRate) / 1000));
  const out = new Float32Array(n);
  const beat = 60 / rng.range(92, 128);
  const root = rng.int(45, 52);
  const progression = rng.pick([
    [0, 7, 9, 5],
    [9, 5, 0, 7],
    [0, 5, 7, 5],
    [0, 9, 5, 7],
  ]);
  const hz = (midi: number): number => 440 * Math.pow(2, (midi - 69) / 12);
  const noise = noiseOf(rng);
  const add = (startS: number, lenS: number, fn: (t: number) => number): void => {
    const a = Math.round(startS * sampleRate);
    const b = Math.min(n, Math.round((startS + lenS) * sampleRate));
    for (let i = Math.max(0, a); i < b; i++) out[i] = at(out, i) + fn((i - a) / sampleRate);
  };
  const tone = (f: number, harmonics: readonly number[]) => (t: number) =>
    harmonics.reduce((s, amp, k) => s + amp * Math.sin(2 * Math.PI * f * (k + 1) * t), 0);
  const totalS = n / sampleRate;
  const bar = 4 * beat;
  for (let b = 0; b * bar < totalS; b++) {
    const offset = progression[b % progression.length] ?? 0;
    const minor = offset === 9 || offset === 2 || offset === 4;
    const chord = [0, minor ? 3 : 4, 7].map((semi) => hz(root + 12 + offset + semi));
    for (const f of chord) {
      const voice = tone(f, [1, 0.3, 0.12]);
      add(b * bar, bar + 0.25, (t) => 0.12 * voice(t) * Math.min(1, t / 0.12, (bar + 0.25 - t) / 0.25));
    }
    for (let q = 0; q < 4; q++) {
      const t0 = b * bar + q * beat;
      const bass = tone(hz(root - 12 + offset), [1, 0.4]);
      add(t0, beat, (t) => 0.3 * bass(t) * Math.exp(-t / 0.35));
      if (q % 2 === 0 || rng.chance(0.15))
        add(t0, 0.3, (t) => 0.6 * Math.sin(2 * Math.PI * (45 * t + 65 * 0.06 * (1 - Math.exp(-t / 0.06)))) * Math.exp(-t / 0.12));
      if (q % 2 === 1) {
        const snare = new Biquad('bp', 1800, 0.8, sampleRate);
        add(t0, 0.3, (t) => (0.35 * snare.process(noise()) + 0.15 * Math.sin(2 * Math.PI * 185 * t)) * Math.exp(-t / 0.09));
      }
      for (const half of [0, 0.5]) {
        const hat = new Biquad('hp', 7000, 0.7, sampleRate);
        add(t0 + half * beat, 0.08, (t) => 0.12 * hat.process(noise()) * Math.exp(-t / 0.02));
      }
    }
  }
  // The lead: notes of the major pentatonic two octaves up, some held for two or three beats.
  const scale = [0, 2, 4, 7, 9, 12, 14, 16];
  for (let t = rng.range(0, beat); t < totalS;) {
    const len = rng.pick([0.5, 0.5, 1, 1, 1.5, 2, 3]) * beat;
    if (rng.chance(0.8)) {
      const f = hz(root + 24 + rng.pick(scale));
      let phase = 0;
      add(t, len, (u) => {
        phase += (2 * Math.PI * f * (1 + (u > 0.15 ? 0.004 * Math.sin(2 * Math.PI * 5.5 * u) : 0))) / sampleRate;
        const env = Math.min(1, u / 0.015, (len - u) / 0.06) * (1 - 0.2 * Math.min(1, u / len));
        return 0.16 * env * (Math.sin(phase) + Math.sin(3 * phase) / 3 + Math.sin(5 * phase) / 5);
      });
    }
    t += len;
  }
  for (let i = 0; i < n; i++) out[i] = at(out, i) * Math.min(1, i / (1.2 * sampleRate), (n - i) / (2 * sampleRate));
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Sound: commentary

/** Normal commentary's level (active RMS, dBFS); every other level is set against the same full scale. */
const COMMENTARY_DB = -20;

type Consonant = 'none' | 'plosive' | 's' | 'sh' | 'f' | 'nasal' | 'liquid';
const CONSONANTS: readonly Consonant[] = ['none', 'none', 'plosive', 'plosive', 's', 'sh', 'f', 'nasal', 'nasal', 'liquid'];
/** F1-F3 of eight vowels (an adult male's; scaled for other voices). */
const VOWELS: readonly (readonly number[])[] = [
  [730, 1090, 2440],
  [530, 1840, 2480],
  [270, 2290, 3010],
  [570, 840, 2410],
  [300, 870, 2240],
  [660, 1720, 2410],
  [520, 1190, 2390],
  [490, 1350, 1690],
];
const NASAL = [250, 1100, 2300];
const LIQUID = [360, 1300, 2700];

interface Voice {
  f0: number;
  formantScale: number;
  rate: number;
  levelDb: number;
}
interface Syllable {
  dur: number;
  vowel: number;
  consonant: Consonant;
  consDur: number;
  accent: number;
  amp: number;
}
interface Phrase {
  voice: number;
  start: number;
  syllables: Syllable[];
  excited: boolean;
  f0From: number;
  f0To: number;
  levelDb: number;
}

function makeVoices(rng: Rng): Voice[] {
  const voices: Voice[] = [
    { f0: rng.range(105, 135), formantScale: 1, rate: rng.range(4.3, 5.6), levelDb: COMMENTARY_DB },
    rng.chance(0.4)
      ? { f0: rng.range(185, 225), formantScale: 1.17, rate: rng.range(3.6, 4.8), levelDb: COMMENTARY_DB - 1.5 }
      : { f0: rng.range(90, 115), formantScale: 0.96, rate: rng.range(3.2, 4.4), levelDb: COMMENTARY_DB - 1.5 },
  ];
  if (rng.chance(0.6))
    voices.push({ f0: rng.range(190, 235), formantScale: 1.18, rate: rng.range(3.8, 5), levelDb: COMMENTARY_DB - 3 });
  return voices;
}

function makePhrase(voiceIndex: number, voice: Voice, start: number, count: number, excited: boolean, rng: Rng): Phrase {
  const rate = voice.rate * (excited ? rng.range(1.1, 1.3) : rng.range(0.85, 1.15));
  const syllables = Array.from({ length: count }, (): Syllable => {
    const dur = (1 / rate) * rng.range(0.65, 1.4);
    return {
      dur,
      vowel: rng.int(0, VOWELS.length - 1),
      consonant: rng.pick(CONSONANTS),
      consDur: Math.min(0.45 * dur, rng.range(0.035, 0.1)),
      accent: rng.chance(excited ? 0.5 : 0.3) ? rng.range(0.08, excited ? 0.35 : 0.25) : 0,
      amp: rng.range(0.65, 1),
    };
  });
  const question = !excited && rng.chance(0.15);
  return {
    voice: voiceIndex,
    start,
    syllables,
    excited,
    f0From: rng.range(1.05, 1.18),
    f0To: question ? rng.range(1.05, 1.2) : rng.range(0.82, 0.95),
    levelDb: voice.levelDb + rng.range(-1.5, 1.5) + (excited ? rng.range(4, 7) : 0),
  };
}

const phraseLength = (p: Phrase): number => p.syllables.reduce((sum, s) => sum + s.dur, 0);

/** Turn-taking commentary: phrases of 3-14 syllables, pauses, overlaps; an excited outburst after each trigger. */
function planCommentary(voices: Voice[], durationS: number, triggersMs: number[], rng: Rng): Phrase[] {
  const phrases: Phrase[] = [];
  const triggers = [...triggersMs].sort((a, b) => a - b).map((ms) => ms / 1000);
  const lead = voices[0];
  if (lead === undefined) return phrases;
  let ti = 0;
  let t = rng.range(0.3, 1.5);
  let last = 0;
  let forceOther = false;
  while (t < durationS) {
    const trigger = triggers[ti];
    if (trigger !== undefined && trigger <= t) {
      if (t - trigger < 3) {
        const p = makePhrase(0, lead, Math.max(t, trigger + rng.range(0.15, 0.6)), rng.int(6, 15), true, rng);
        phrases.push(p);
        t = p.start + phraseLength(p);
        const second = voices[1];
        if (second !== undefined && rng.chance(0.45)) {
          const q = makePhrase(1, second, t + rng.range(-0.3, 0.4), rng.int(3, 6), true, rng);
          phrases.push(q);
          t = q.start + phraseLength(q);
        }
        t += rng.range(0.2, 0.8);
        last = 0;
      }
      ti++;
      continue;
    }
    let speaker = rng.chance(0.55) && !forceOther ? last : rng.chance(0.6) ? 0 : rng.chance(0.75) ? 1 : 2;
    if (speaker >= voices.length || (forceOther && speaker === last)) speaker = (last + 1) % voices.length;
    const voice = voices[speaker] ?? lead;
    const p = makePhrase(speaker, voice, t, rng.int(3, 14), false, rng);
    const len = phraseLength(p);
    if (trigger !== undefined && trigger < t + len) {
      // cut off mid-phrase by the play
      let end = 0;
      const kept: Syllable[] = [];
      for (const s of p.syllables) {
        if (t + end + s.dur > trigger - 0.05) break;
        kept.push(s);
        end += s.dur;
      }
      if (kept.length >= 2) phrases.push({ ...p, syllables: kept });
      t = trigger;
      continue;
    }
    phrases.push(p);
    forceOther = rng.chance(0.08) && voices.length > 1;
    t += len + (forceOther ? -rng.range(0.2, 0.5) : rng.chance(0.1) ? rng.range(1.5, 3.5) : rng.range(0.15, 0.9));
    last = speaker;
  }
  return phrases;
}

/**
 * One phrase of voiced speech: a Rosenberg glottal pulse train (declining pitch contour, accents, jitter, vibrato)
 * through four cascaded formant resonators gliding between vowels, with fricative and plosive noise.
 */
function renderPhrase(p: Phrase, voice: Voice, sampleRate: number, rng: Rng): Float32Array {
  const total = phraseLength(p);
  const n = Math.ceil((total + 0.06) * sampleRate);
  const voiced = new Float32Array(n);
  const fric = new Float32Array(n);
  const f0Mul = p.excited ? rng.range(1.3, 1.6) : 1;
  const oq = p.excited ? 0.5 : 0.62;
  const tp = oq * 0.66;
  const formants = [new Resonator(), new Resonator(), new Resonator(), new Resonator()];
  const bandwidths = [70, 100, 140, 250];
  const f4 = 3300 * voice.formantScale;
  const filters: Record<'s' | 'sh' | 'f' | 'burst', Biquad> = {
    s: new Biquad('bp', 6200, 2, sampleRate),
    sh: new Biquad('bp', 3000, 1.4, sampleRate),
    f: new Biquad('bp', 4500, 0.5, sampleRate),
    burst: new Biquad('bp', 2500, 1, sampleRate),
  };
  const noise = noiseOf(rng);
  const vibHz = rng.range(4.5, 6);
  const first = p.syllables[0];
  const current = [...(VOWELS[first?.vowel ?? 0] ?? [500, 1500, 2500]), f4].map((f, j) => (j < 3 ? f * voice.formantScale : f));
  let si = 0;
  let sylStart = 0;
  let sylEnd = (first?.dur ?? 0) * sampleRate;
  let phase = 0;
  let gPrev = 0;
  let jitter = 1;
  let vib = 1;
  for (let i = 0; i < n; i++) {
    while (i >= sylEnd && si < p.syllables.length) {
      si++;
      sylStart = sylEnd;
      sylEnd += (p.syllables[si]?.dur ?? 0) * sampleRate;
    }
    const syl = p.syllables[si];
    if (syl === undefined) break;
    const u = (i - sylStart) / sampleRate;
    const cd = syl.consonant === 'none' ? 0 : syl.consDur;
    let voicing = 1;
    let noiseAmp = 0;
    let noiseKind: 's' | 'sh' | 'f' | 'burst' = 'burst';
    let target = VOWELS[syl.vowel] ?? [500, 1500, 2500];
    if (u < cd) {
      const x = u / cd;
      switch (syl.consonant) {
        case 'plosive':
          voicing = 0;
          noiseAmp = x > 0.6 && x < 0.8 ? 1 : x >= 0.8 ? 0.3 : 0;
          break;
        case 's':
        case 'sh':
        case 'f':
          voicing = 0;
          noiseKind = syl.consonant;
          noiseAmp = (syl.consonant === 'f' ? 0.3 : 0.8) * Math.sin(Math.PI * x);
          break;
        case 'nasal':
          voicing = 0.45;
          target = NASAL;
          break;
        case 'liquid':
          voicing = 0.75;
          target = LIQUID;
          break;
        case 'none':
          break;
      }
    } else {
      const vu = u - cd;
      const vd = syl.dur - cd;
      voicing = Math.max(0, Math.min(1, vu / 0.018, (vd - vu) / 0.045));
    }
    if (i % 32 === 0) {
      for (let j = 0; j < 3; j++) {
        const goal = at(target, j) * voice.formantScale * (j === 0 && p.excited ? 1.08 : 1);
        current[j] = at(current, j) + (goal - at(current, j)) * 0.25;
      }
      formants.forEach((r, j) => r.tune(at(current, j), at(bandwidths, j), sampleRate));
      vib = 1 + 0.006 * Math.sin((2 * Math.PI * vibHz * i) / sampleRate);
    }
    const contour = p.f0From + ((p.f0To - p.f0From) * i) / n;
    const accent = syl.accent * Math.sin(Math.PI * Math.min(1, u / syl.dur));
    phase += (voice.f0 * f0Mul * contour * (1 + accent) * vib * jitter) / sampleRate;
    if (phase >= 1) {
      phase -= 1;
      jitter = 1 + (rng.next() - 0.5) * 0.02;
    }
    const g =
      phase < tp
        ? 0.5 - 0.5 * Math.cos((Math.PI * phase) / tp)
        : phase < oq
          ? Math.cos(((Math.PI / 2) * (phase - tp)) / (oq - tp))
          : 0;
    let y = (g - gPrev) * voicing * syl.amp + noise() * 0.004 * voicing;
    gPrev = g;
    for (const r of formants) y = r.process(y);
    voiced[i] = y;
    const w = noise();
    fric[i] = noiseAmp > 0 ? filters[noiseKind].process(w) * noiseAmp * syl.amp : 0;
  }
  const vr = activeRms(voiced, sampleRate);
  const fr = activeRms(fric, sampleRate);
  const mix = fr > 0 ? (vr * 0.45) / fr : 0;
  for (let i = 0; i < n; i++) voiced[i] = at(voiced, i) + at(fric, i) * mix;
  return voiced;
}

// ---------------------------------------------------------------------------------------------------------------
// Sound: the gym's reverb

/** Iterative radix-2 complex FFT of one size. */
class Fft {
  private readonly n: number;
  private readonly rev: Uint32Array;
  private readonly cos: Float64Array;
  private readonly sin: Float64Array;

  constructor(n: number) {
    this.n = n;
    const bits = Math.round(Math.log2(n));
    this.rev = new Uint32Array(n);
    for (let i = 0; i < n; i++) {
      let r = 0;
      for (let b = 0; b < bits; b++) r |= ((i >>> b) & 1) << (bits - 1 - b);
      this.rev[i] = r >>> 0;
    }
    this.cos = new Float64Array(n / 2);
    this.sin = new Float64Array(n / 2);
    for (let i = 0; i < n / 2; i++) {
      this.cos[i] = Math.cos((2 * Math.PI * i) / n);
      this.sin[i] = Math.sin((2 * Math.PI * i) / n);
    }
  }

  transform(re: Float64Array, im: Float64Array, inverse: boolean): void {
    const { n } = this;
    for (let i = 0; i < n; i++) {
      const j = at(this.rev, i);
      if (j > i) {
        const tr = at(re, i);
        re[i] = at(re, j);
        re[j] = tr;
        const ti = at(im, i);
        im[i] = at(im, j);
        im[j] = ti;
      }
    }
    for (let size = 2; size <= n; size <<= 1) {
      const half = size >>> 1;
      const step = n / size;
      for (let i = 0; i < n; i += size) {
        for (let j = 0, k = 0; j < half; j++, k += step) {
          const wr = at(this.cos, k);
          const wi = inverse ? at(this.sin, k) : -at(this.sin, k);
          const a = i + j;
          const b = a + half;
          const br = at(re, b);
          const bi = at(im, b);
          const tr = wr * br - wi * bi;
          const ti = wr * bi + wi * br;
          const ar = at(re, a);
          const ai = at(im, a);
          re[b] = ar - tr;
          im[b] = ai - ti;
          re[a] = ar + tr;
          im[a] = ai + ti;
        }
      }
    }
    if (inverse) {
      for (let i = 0; i < n; i++) {
        re[i] = at(re, i) / n;
        im[i] = at(im, i) / n;
      }
    }
  }
}

/** A gym's impulse response: pre-delay, a few early reflections, then noise decaying by 60 dB over RT60, darkening. */
function makeImpulse(rt60: number, sampleRate: number, rng: Rng): Float32Array {
  const len = Math.round(Math.min(rt60 * 1.15, 2.3) * sampleRate);
  const pre = Math.round(rng.range(0.008, 0.025) * sampleRate);
  const h = new Float32Array(len);
  const noise = noiseOf(rng);
  for (let r = 0; r < 10; r++) {
    const i = pre + Math.round(rng.range(0.003, 0.08) * sampleRate);
    h[i] = at(h, i) + (rng.chance(0.5) ? 1 : -1) * rng.range(0.3, 0.8) * Math.exp(-(i - pre) / (0.1 * sampleRate));
  }
  let lp = 0;
  for (let i = pre; i < len; i++) {
    const t = (i - pre) / sampleRate;
    const cutoff = 9000 - 7200 * Math.min(1, t / rt60);
    lp += (noise() - lp) * (1 - Math.exp((-2 * Math.PI * cutoff) / sampleRate));
    h[i] = at(h, i) + lp * Math.exp((-6.9078 * t) / rt60) * Math.min(1, t / 0.02) * 0.6;
  }
  let energy = 0;
  for (const v of h) energy += v * v;
  const norm = 1 / Math.sqrt(energy || 1);
  for (let i = 0; i < len; i++) h[i] = at(h, i) * norm;
  return h;
}

/** Overlap-add FFT convolution of `x` with `h` (two real blocks per complex transform), truncated to x's length. */
function convolve(x: Float32Array, h: Float32Array): Float32Array {
  let size = 1;
  while (size < h.length) size <<= 1;
  size <<= 1;
  const block = size - h.length + 1;
  const fft = new Fft(size);
  const hr = new Float64Array(size);
  const hi = new Float64Array(size);
  for (let i = 0; i < h.length; i++) hr[i] = at(h, i);
  fft.transform(hr, hi, false);
  const out = new Float32Array(x.length);
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  for (let pos = 0; pos < x.length; pos += 2 * block) {
    re.fill(0);
    im.fill(0);
    for (let i = 0; i < block; i++) {
      re[i] = at(x, pos + i);
      im[i] = at(x, pos + block + i);
    }
    fft.transform(re, im, false);
    for (let i = 0; i < size; i++) {
      const a = at(re, i);
      const b = at(im, i);
      const c = at(hr, i);
      const d = at(hi, i);
      re[i] = a * c - b * d;
      im[i] = a * d + b * c;
    }
    fft.transform(re, im, true);
    for (let i = 0; i < size; i++) {
      const j = pos + i;
      if (j < out.length) out[j] = at(out, j) + at(re, i);
      const k = pos + block + i;
      if (k < out.length) out[k] = at(out, k) + at(im, i);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Sound: the mix

/** The arena bus (everything in the building, reverberated in some seeds) plus the dry commentary booth. */
function synthesize(sc: Scenario, script: GameScript, durationS: number): Int16Array {
  const sr = sc.sampleRate;
  const n = Math.round(durationS * sr);
  const arena = new Float32Array(n);
  const rng = makeRng(sc.seed, 'audio');
  addMurmur(arena, sr, rng, sc.murmurDb, script.lively);
  for (const c of script.cheers) place(arena, sr, c.startMs, renderCheer(c, sr, rng), c.peakDb);
  for (const q of script.squeaks) place(arena, sr, q.startMs, renderSqueak(q, sr, rng), q.levelDb);
  for (const d of script.dribbles) place(arena, sr, d.ms, renderDribble(sr, rng), d.levelDb);
  for (const r of script.rings) place(arena, sr, r.startMs, renderRing(r, sr, rng), r.levelDb);
  for (const m of script.music) {
    if (m.endMs > m.startMs) place(arena, sr, m.startMs, renderMusic(m.endMs - m.startMs, sr, rng), m.levelDb, true);
  }
  for (const w of script.whistles) {
    const voice = sc.refs[w.ref];
    if (voice !== undefined) place(arena, sr, w.blasts[0]?.startMs ?? 0, renderWhistle(w, voice, sr, rng), w.levelDb);
  }
  for (const h of script.horns) place(arena, sr, h.startMs, renderHorn(h, sc.horns[h.purpose], sr), h.levelDb);

  const mix = new Float32Array(n);
  if (sc.rt60 !== null) {
    const wet = convolve(arena, makeImpulse(sc.rt60, sr, rng));
    for (let i = 0; i < n; i++) mix[i] = at(arena, i) + at(wet, i) * sc.wet;
  } else {
    mix.set(arena);
  }
  const voices = makeVoices(makeRng(sc.seed, 'voices'));
  const talk = makeRng(sc.seed, 'commentary');
  for (const p of planCommentary(voices, durationS, script.triggers, talk)) {
    const voice = voices[p.voice];
    if (voice !== undefined) place(mix, sr, p.start * 1000, renderPhrase(p, voice, sr, talk), p.levelDb);
  }
  let peak = 0;
  for (const v of mix) peak = Math.max(peak, Math.abs(v));
  const gain = peak > 0.89 ? 0.89 / peak : 1;
  const pcm = new Int16Array(n);
  for (let i = 0; i < n; i++) pcm[i] = Math.round(Math.max(-1, Math.min(1, at(mix, i) * gain)) * 32767);
  return pcm;
}

// ---------------------------------------------------------------------------------------------------------------
// Picture: the court, the players, the camera and the score bug, as an ffmpeg filter graph

const num = (value: number): string => value.toFixed(4);
/** An enable expression true on frames [from, to) (compared at frame centres, so never off by one). */
const frames = (from: number, to: number): string => `gte(t\\,${num((from - 0.5) / FPS)})*lt(t\\,${num((to - 0.5) / FPS)})`;

function buildGraph(sc: Scenario, script: GameScript, durationS: number): string {
  const rng = makeRng(sc.seed, 'picture');
  const chains: string[] = [];
  const court = [
    `color=c=0x9c6b3b:s=1600x900:r=${FPS}:d=${durationS}`,
    'format=yuv420p',
    'drawgrid=w=1600:h=26:t=2:c=0x7a5030@0.5',
    'drawbox=x=120:y=200:w=1360:h=620:c=0xeeeeee@0.85:t=5',
    'drawbox=x=797:y=200:w=6:h=620:c=0xeeeeee@0.85:t=fill',
    'drawbox=x=740:y=450:w=120:h=120:c=0xeeeeee@0.85:t=4',
    'drawbox=x=120:y=400:w=300:h=220:c=0x7a2a20@0.55:t=fill',
    'drawbox=x=120:y=400:w=300:h=220:c=0xeeeeee@0.85:t=4',
    'drawbox=x=1180:y=400:w=300:h=220:c=0x7a2a20@0.55:t=fill',
    'drawbox=x=1180:y=400:w=300:h=220:c=0xeeeeee@0.85:t=4',
    'drawbox=x=96:y=475:w=10:h=70:c=0xdddddd:t=fill',
    'drawbox=x=1494:y=475:w=10:h=70:c=0xdddddd:t=fill',
    'drawbox=x=0:y=0:w=1600:h=176:c=0x1e1e26:t=fill',
    'drawbox=x=0:y=846:w=1600:h=54:c=0x202a44:t=fill',
  ];
  chains.push(`${court.join(',')}[court]`);
  // The crowd in the stands: a scrolling cellular automaton, coloured and scaled into blobs; an LED ad board below.
  chains.push(
    `cellauto=s=400x44:rule=${rng.pick([30, 45, 75, 86, 89])}:rate=${FPS}:seed=${sc.seed}:random_fill_ratio=0.5,scale=1600:176:flags=neighbor,format=rgb24,colorchannelmixer=rr=0.7:gg=0.55:bb=0.45,format=yuv420p[crowd]`,
  );
  chains.push(
    `cellauto=s=800x27:rule=${rng.pick([90, 105, 150])}:rate=${FPS}:seed=${sc.seed + 1}:random_fill_ratio=0.3,scale=1600:54:flags=neighbor,format=rgb24,colorchannelmixer=rr=0.2:gg=0.6:bb=0.9,format=yuv420p[board]`,
  );
  chains.push('[court][crowd]overlay=0:0[c0]');
  chains.push('[c0][board]overlay=0:846[c1]');
  // The play's centre drifts from basket to basket; players, referees and the ball move about it.
  const playX = `(800+430*sin(0.2417*t+${num(rng.range(0, 6.28))})+90*sin(0.861*t+${num(rng.range(0, 6.28))}))`;
  const movers: { color: string; w: number; h: number; x: string; y: string }[] = [];
  for (let i = 0; i < 10; i++) {
    movers.push({
      color: i < 5 ? '0xe6e6e6' : '0x1c3c9c',
      w: 34,
      h: 92,
      x: `${playX}+${num(rng.range(-280, 280))}+${num(rng.range(40, 90))}*sin(${num(rng.range(0.4, 1.6))}*t+${num(rng.range(0, 6.28))})-17`,
      y: `${num(rng.range(260, 700))}+${num(rng.range(50, 120))}*sin(${num(rng.range(0.3, 1.3))}*t+${num(rng.range(0, 6.28))})`,
    });
  }
  for (const [y, dx] of [
    [214, -220],
    [760, 60],
    [214, 300],
  ] as const) {
    movers.push({ color: '0x303030', w: 30, h: 90, x: `${playX}+${dx}+40*sin(0.5*t+${num(rng.range(0, 6.28))})`, y: `${y}` });
  }
  movers.push({ color: '0xd8681c', w: 18, h: 18, x: `${playX}+60*sin(3.1*t)`, y: '500+150*sin(1.7*t)-40*abs(sin(6*t))' });
  movers.forEach((m, i) => {
    chains.push(`color=c=${m.color}:s=${m.w}x${m.h}:r=${FPS}[m${i}]`);
    chains.push(`[c${i + 1}][m${i}]overlay=x='${m.x}':y='${m.y}'[c${i + 2}]`);
  });
  const camera = [
    `crop=${WIDTH}:${HEIGHT}:x='max(0\\,min(320\\,${playX}-640))':y='90+55*sin(0.11*t+${num(rng.range(0, 6.28))})+18*sin(0.53*t)'`,
    `noise=alls=5:allf=t:all_seed=${sc.seed}`,
  ];

  // The score bug. Hidden stretches switch off every part of it.
  const visible = script.hidden.map((h) => `*(1-${frames(h.start, h.end)})`).join('');
  const when = (from: number, to: number): string => `:enable='${frames(from, to)}${visible}'`;
  const total = script.totalFrames;
  const text = (t: string, size: number, x: string, y: number, range: [number, number]): string =>
    `drawtext=fontfile=${FONT}:fontsize=${size}:fontcolor=white:text='${t}':x=${x}:y=${y}${when(range[0], range[1])}`;
  const bug: string[] = [
    `drawbox=x=${BUG.x}:y=${BUG.y}:w=${BUG.width}:h=${BUG.height}:c=black@0.68:t=fill${when(0, total)}`,
    `drawbox=x=${BUG.x}:y=${BUG.y}:w=8:h=${BUG.height}:c=0xc02020@0.9:t=fill${when(0, total)}`,
    `drawbox=x=${BUG.x + BUG.width - 8}:y=${BUG.y}:w=8:h=${BUG.height}:c=0x2050d0@0.9:t=fill${when(0, total)}`,
    text(sc.homeAbbr, 40, '282', 645, [0, total]),
    text(sc.awayAbbr, 40, '912', 645, [0, total]),
  ];
  const segments = clockSegments(script);
  for (const period of new Set(segments.map((s) => s.period))) {
    const mine = segments.filter((s) => s.period === period);
    const from = mine[0]?.from ?? 0;
    const to = mine[mine.length - 1]?.to ?? total;
    const label = period <= 4 ? `Q${period}` : period === 5 ? 'OT' : `OT${period - 4}`;
    bug.push(text(label, 26, '990', 656, [from, to]));
  }
  for (const side of ['home', 'away'] as const) {
    const x = side === 'home' ? `${BUG.homeRight}-tw` : `${BUG.awayLeft}`;
    for (const run of scoreRuns(script, sc, side)) bug.push(text(String(run.value), 60, x, BUG.textY, [run.from, run.to]));
  }
  const clockX = `${BUG.clockCenter}-tw/2`;
  for (const s of segments) {
    if (!s.running) {
      bug.push(text(clockText(s.k).replace(':', '\\:'), 60, clockX, BUG.textY, [s.from, s.to]));
      continue;
    }
    // Running: the clock is (from + k) - frame; M:SS while it is a minute or more, SS.t below.
    const left = `(${s.from + s.k}-floor(t*${FPS}+0.5))`;
    const lastLong = s.from + s.k - MINUTE;
    if (s.from <= lastLong) {
      const mss = `%{eif\\:floor(${left}/${MINUTE})\\:d}\\:%{eif\\:floor(${left}/${FPS})-60*floor(${left}/${MINUTE})\\:d\\:2}`;
      bug.push(text(mss, 60, clockX, BUG.textY, [s.from, Math.min(s.to, lastLong + 1)]));
    }
    if (s.to > lastLong + 1) {
      const sst = `%{eif\\:floor(${left}/${FPS})\\:d}.%{eif\\:floor(2*${left}/5)-10*floor(${left}/${FPS})\\:d}`;
      bug.push(text(sst, 60, clockX, BUG.textY, [Math.max(s.from, lastLong + 1), s.to]));
    }
  }
  chains.push(`[c${movers.length + 1}]${[...camera, ...bug, 'format=yuv420p'].join(',\n')}[vout]`);
  return `${chains.join(';\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// Putting it together

function runFfmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-8000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${String(code)}: ${stderr}`));
    });
  });
}

/**
 * Makes one seed's footage in `dir` (1280x720, 25 fps, H.264 + 64 kbit/s mono AAC; ~3 minutes unless `seconds`
 * says otherwise) and returns the file with its truth. Deterministic per seed.
 */
export async function makeIndependentFootage(
  dir: string,
  seed: number,
  options: { seconds?: number } = {},
): Promise<{ file: string; truth: IndependentTruth }> {
  const totalFrames = Math.max(FPS, Math.round((options.seconds ?? 180) * FPS));
  const durationS = totalFrames / FPS;
  const sc = scenarioFor(seed);
  const script = makeScript(sc, totalFrames);
  const truth = makeTruth(sc, script);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `independent-${seed}.mp4`);
  const work = await mkdtemp(path.join(tmpdir(), 'independent-footage-'));
  try {
    const audio = path.join(work, 'audio.s16le');
    const graph = path.join(work, 'graph.txt');
    const pcm = synthesize(sc, script, durationS);
    await writeFile(audio, Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
    await writeFile(graph, buildGraph(sc, script, durationS));
    await runFfmpeg([
      ...['-hide_banner', '-loglevel', 'error', '-y', '-threads', '2'],
      ...['-f', 's16le', '-ar', String(sc.sampleRate), '-ac', '1', '-i', audio],
      ...['-filter_complex_script', graph, '-map', '[vout]', '-map', '0:a'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-r', String(FPS)],
      ...['-c:a', 'aac', '-b:a', '64k', '-t', String(durationS), '-movflags', '+faststart', file],
    ]);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return { file, truth };
}
