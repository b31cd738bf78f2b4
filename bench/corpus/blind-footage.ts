/**
 * Blind test footage: a synthetic basketball broadcast with a known script, for measuring detectors this file's author
 * never saw. It was written without reading the detectors or the other corpora, from a description of broadcasts
 * only: a simulated game (whistles, horns, a game clock that runs and stops, scores, timeouts, period ends), a picture
 * with a court, moving people, a camera pan, a lower-third banner and a broadcast score bug, and a synthesized sound
 * track (commentators, crowd, squeaks, whistles of several kinds, horns of several timbres, reverberant gym, decoys).
 *
 * The script is the truth: every whistle, horn, clock start/stop/set, score change and decoy is recorded as it is
 * synthesized. Deterministic per seed; pure Node + ffmpeg.
 */
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Span {
  startMs: number;
  endMs: number;
}
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface BlindTruth {
  durationMs: number;
  whistles: Span[];
  horns: Span[];
  /**
   * The substitutions and timeouts the table's horn called, at the horn's start: the plays an analyst tags (added
   * for bench/assist after the corpus was written, from each horn's `why`; the footage is as it was).
   */
  calls: { videoMs: number; kind: 'substitution' | 'timeout' }[];
  dead: Span[];
  scoreChanges: { videoMs: number; side: 'home' | 'away'; points: 1 | 2 | 3; home: number; away: number }[];
  clockMarks: { videoMs: number; period: number; clock: number; running: boolean }[];
  regions: { kind: 'overlay'; home: Region; away: Region; clock: Region };
  decoys: { atMs: number; kind: string; durationMs: number }[];
  description: string;
}

export const BLIND_SEEDS: readonly number[] = [41017, 52391, 77123];

const W = 1280;
const H = 720;
const FPS = 25;
const SR = 44100;
const COURT_W = 2400;
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const FONT_REG = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

// ---------------------------------------------------------------------------------------------------------------------
// Random numbers

class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 0x9e3779b9;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  uni(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.uni(a, b + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  logUni(a: number, b: number): number {
    return Math.exp(this.uni(Math.log(a), Math.log(b)));
  }
  pick<T>(items: readonly T[]): T {
    return at(items, Math.floor(this.next() * items.length));
  }
  fork(salt: number): Rng {
    return new Rng((Math.floor(this.next() * 4294967296) ^ Math.imul(salt, 0x85ebca6b)) >>> 0);
  }
}

function at<T>(items: readonly T[], i: number): T {
  const v = items[i];
  if (v === undefined) throw new Error(`index ${i} out of range`);
  return v;
}

const clamp = (x: number, a: number, b: number): number => Math.min(b, Math.max(a, x));
const db = (d: number): number => Math.pow(10, d / 20);

// ---------------------------------------------------------------------------------------------------------------------
// The game

type WhistleStyle = 'pea' | 'multi';
type HornTimbre = 'square' | 'saw' | 'twotone' | 'pulsed' | 'sine';

interface Referee {
  style: WhistleStyle;
  freqs: number[];
  trill: number;
  warble: number;
}
interface WhistleEv {
  start: number;
  blasts: { at: number; dur: number }[];
  ref: Referee;
  levelDb: number;
  why: string;
}
interface HornSound {
  timbre: HornTimbre;
  freq: number;
  ratio: number;
  pulse: number;
}
interface HornEv {
  start: number;
  dur: number;
  sound: HornSound;
  levelDb: number;
  why: string;
}
interface Mark {
  t: number;
  period: number;
  rem: number;
  running: boolean;
}
interface ScoreEv {
  shot: number;
  board: number;
  side: 'home' | 'away';
  pts: 1 | 2 | 3;
}
interface Stoppage {
  start: number;
  end: number;
  kind: 'timeout' | 'break' | 'ft' | 'dead';
}

interface Scenario {
  index: number;
  name: string;
  period: number;
  rem: number;
  running: boolean;
  preStopped: number;
}

class Game {
  marks: Mark[] = [];
  whistles: WhistleEv[] = [];
  horns: HornEv[] = [];
  scores: ScoreEv[] = [];
  stops: Stoppage[] = [];
  periodEnds: number[] = [];
  now = 0;
  period: number;
  rem: number;
  running: boolean;
  timeouts = 0;
  readonly refs: Referee[];
  readonly tableHorn: HornSound;
  readonly buzzer: HornSound;
  readonly shotHorn: HornSound;

  constructor(
    private readonly rng: Rng,
    private readonly sc: Scenario,
    private readonly end: number,
  ) {
    this.period = sc.period;
    this.rem = sc.rem;
    this.running = sc.running;
    this.marks.push({ t: 0, period: this.period, rem: this.rem, running: this.running });
    const r = rng.fork(1);
    this.refs = [0, 1, 2].map((i) => {
      const style: WhistleStyle = i === 2 && r.chance(0.7) ? 'multi' : r.chance(0.25) ? 'multi' : 'pea';
      const base = r.uni(2500, 4200);
      const freqs = style === 'pea' ? [base] : [base * r.uni(0.78, 0.85), base, base * r.uni(1.12, 1.22)].slice(0, r.int(2, 3));
      return { style, freqs: freqs.map((f) => clamp(f, 2000, 4800)), trill: r.uni(18, 42), warble: r.uni(0.015, 0.05) };
    });
    const timbres: HornTimbre[] = ['square', 'saw', 'twotone', 'pulsed', 'sine'];
    const mk = (t: HornTimbre): HornSound => ({ timbre: t, freq: r.uni(200, 900), ratio: r.uni(1.19, 1.5), pulse: r.uni(3, 8) });
    const order = [...timbres].sort(() => 0).map((t) => ({ t, k: r.next() }));
    order.sort((a, b) => a.k - b.k);
    this.tableHorn = mk(at(order, 0).t);
    this.buzzer = mk(at(order, 1).t);
    this.shotHorn = mk(at(order, 2).t);
  }

  private mark(): void {
    this.marks.push({ t: this.now, period: this.period, rem: this.rem, running: this.running });
  }
  run(ms: number): void {
    const d = Math.round(ms);
    if (this.running) this.rem -= d;
    this.now += d;
  }
  stopAt(t: number): void {
    this.run(t - this.now);
    this.running = false;
    this.mark();
  }
  startAt(t: number): void {
    this.run(t - this.now);
    this.running = true;
    this.mark();
  }

  whistle(t: number, kind: 'chirp' | 'normal' | 'long' | 'double' | 'triple', levelDb: number, why: string): number {
    const r = this.rng;
    const ref = r.pick(this.refs);
    const start = Math.round(t);
    const blasts: { at: number; dur: number }[] = [];
    if (kind === 'chirp') blasts.push({ at: start, dur: Math.round(r.uni(90, 280)) });
    else if (kind === 'normal') blasts.push({ at: start, dur: Math.round(r.uni(300, 700)) });
    else if (kind === 'long') blasts.push({ at: start, dur: Math.round(r.uni(700, 1500)) });
    else {
      let x = start;
      const n = kind === 'double' ? 2 : 3;
      for (let i = 0; i < n; i++) {
        const dur = Math.round(r.uni(120, 340));
        blasts.push({ at: x, dur });
        x += dur + Math.round(r.uni(70, 240));
      }
    }
    this.whistles.push({ start, blasts, ref, levelDb, why });
    const last = at(blasts, blasts.length - 1);
    return last.at + last.dur;
  }
  whistleLevel(deadBall: boolean): number {
    const r = this.rng;
    if (r.chance(0.18)) return r.uni(-24, -17); // barely above the crowd
    return deadBall ? r.uni(-18, -6) : r.uni(-14, 0);
  }
  randomWhistleKind(): 'chirp' | 'normal' | 'long' | 'double' | 'triple' {
    const x = this.rng.next();
    return x < 0.15 ? 'chirp' : x < 0.55 ? 'normal' : x < 0.72 ? 'long' : x < 0.95 ? 'double' : 'triple';
  }
  horn(t: number, sound: HornSound, dur: number, why: string): number {
    const start = Math.round(t);
    const d = Math.round(dur);
    this.horns.push({ start, dur: d, sound, levelDb: this.rng.uni(-10, 0), why });
    return start + d;
  }
  /** A whistle that stops the running clock 0.1-0.6 s after it starts; returns the stop time. */
  whistleStop(t: number, why: string, kind = this.randomWhistleKind()): number {
    this.whistle(t, kind, this.whistleLevel(false), why);
    const stop = Math.round(t + this.rng.uni(100, 600));
    this.stopAt(stop);
    return stop;
  }
  score(shot: number, side: 'home' | 'away', pts: 1 | 2 | 3): number {
    const board = Math.round(shot + this.rng.uni(350, 1600));
    this.scores.push({ shot: Math.round(shot), board, side, pts });
    return board;
  }
  side(): 'home' | 'away' {
    return this.rng.chance(0.5) ? 'home' : 'away';
  }

  /** Clock stopped now; optional substitution horn; restart after `ms`. */
  deadThenStart(ms: number, kind: Stoppage['kind'] = 'dead'): void {
    const r = this.rng;
    const s = this.now;
    if (ms > 6000 && r.chance(0.4)) {
      const h = s + r.uni(1500, ms - 3500);
      this.horn(h, this.tableHorn, r.uni(500, 1400), 'substitution');
    }
    if (ms > 2500 && r.chance(0.25)) this.whistle(s + r.uni(1200, ms - 900), 'chirp', this.whistleLevel(true), 'second blast');
    this.stops.push({ start: s, end: s + ms, kind });
    this.startAt(s + ms);
  }

  freeThrows(n: number, side: 'home' | 'away'): void {
    const r = this.rng;
    const s = this.now;
    let t = s + r.uni(9000, 19000);
    if (r.chance(0.45)) this.horn(s + r.uni(2500, 6000), this.tableHorn, r.uni(500, 1500), 'substitution');
    if (r.chance(0.6))
      this.whistle(t - r.uni(1500, 3200), r.chance(0.7) ? 'chirp' : 'normal', this.whistleLevel(true), 'administer');
    let made = false;
    for (let i = 0; i < n; i++) {
      made = r.chance(0.74);
      if (made) this.score(t + r.uni(600, 900), side, 1);
      if (i < n - 1) {
        t += r.uni(5500, 9000);
        if (r.chance(0.3)) this.horn(t - r.uni(3500, 5000), this.tableHorn, r.uni(500, 1200), 'substitution');
        if (r.chance(0.3)) this.whistle(t - r.uni(1200, 2200), 'chirp', this.whistleLevel(true), 'administer');
      }
    }
    const restart = made ? t + r.uni(3500, 6500) : t + r.uni(1300, 2600);
    this.stops.push({ start: s, end: restart, kind: 'ft' });
    this.startAt(restart);
  }

  timeout(): void {
    const r = this.rng;
    this.timeouts++;
    const stop = this.whistleStop(this.now, 'timeout', r.chance(0.5) ? 'normal' : 'double');
    const len = r.uni(30000, 75000);
    this.horn(stop + r.uni(300, 1500), this.tableHorn, r.uni(800, 2200), 'timeout');
    if (r.chance(0.55)) this.horn(stop + len - r.uni(3000, 9000), this.tableHorn, r.uni(600, 1800), 'timeout end');
    this.stops.push({ start: stop, end: stop + len, kind: 'timeout' });
    this.startAt(stop + len);
  }

  periodEnd(): void {
    const r = this.rng;
    const tEnd = this.now + this.rem;
    this.run(this.rem);
    this.rem = 0;
    this.running = false;
    this.mark();
    this.periodEnds.push(tEnd);
    this.horn(tEnd, this.buzzer, r.uni(1200, 2500), 'period end');
    if (r.chance(0.35)) this.whistle(tEnd + r.uni(2800, 4500), 'normal', this.whistleLevel(true), 'after buzzer');
    const ot = this.sc.index === 2 && this.period >= 4;
    const brk = clamp(this.end * (ot ? 0.13 : 0.16), 9000, 60000) * r.uni(0.9, 1.15);
    const setAt = tEnd + brk * r.uni(0.35, 0.7);
    this.stops.push({ start: tEnd, end: tEnd + brk, kind: 'break' });
    if (this.period >= 4 && !ot) {
      // game over: the board stays at 0.0
      this.now = this.end + 60000;
      return;
    }
    this.run(setAt - this.now);
    this.period += 1;
    this.rem = this.period > 4 ? 300000 : 600000;
    this.mark();
    const startAt = tEnd + brk;
    if (r.chance(0.6)) this.horn(startAt - r.uni(4000, 8000), this.tableHorn, r.uni(600, 1500), 'break end');
    if (r.chance(0.5)) this.whistle(startAt - r.uni(500, 1500), 'chirp', this.whistleLevel(true), 'jump ball');
    this.stops.push({ start: setAt, end: startAt, kind: 'break' });
    this.startAt(startAt);
  }

  simulate(): void {
    const r = this.rng;
    if (!this.running) {
      const restart = Math.round(r.uni(2500, 5000));
      this.stops.push({ start: -this.sc.preStopped, end: restart, kind: 'dead' });
      if (r.chance(0.5)) this.whistle(r.uni(600, restart - 1200), 'chirp', this.whistleLevel(true), 'administer');
      this.startAt(restart);
    }
    while (this.now < this.end + 4000) {
      const live = r.chance(0.08) ? r.uni(18000, 28000) : r.uni(2500, 13000);
      if (this.rem <= live) {
        this.periodEnd();
        continue;
      }
      this.run(live);
      const late = this.rem <= 120000;
      const x = r.next();
      const wantTimeout = this.sc.index !== 1 && this.timeouts === 0 && this.now > this.end * 0.45;
      if (wantTimeout || (x < 0.06 && this.timeouts < 2)) {
        this.timeout();
      } else if (x < 0.38) {
        const side = this.side();
        const pts: 2 | 3 = r.chance(0.35) ? 3 : 2;
        const shot = this.now;
        this.score(shot, side, pts);
        if (r.chance(0.1)) {
          this.whistleStop(shot + r.uni(150, 800), 'and-one foul');
          this.freeThrows(1, side);
        } else if (late) {
          this.stopAt(shot + r.uni(150, 700));
          this.deadThenStart(r.uni(3500, 7500));
        } else {
          this.run(r.uni(200, 1500)); // play goes on, the clock keeps running
        }
      } else if (x < 0.7) {
        this.whistleStop(this.now, 'foul');
        if (r.chance(0.5)) this.freeThrows(r.chance(0.15) ? 3 : 2, this.side());
        else this.deadThenStart(r.uni(4000, 14000));
      } else if (x < 0.93 || this.rem < 30000) {
        this.whistleStop(this.now, 'violation');
        this.deadThenStart(r.uni(2500, 11000));
      } else {
        const h = this.now;
        this.horn(h, this.shotHorn, r.uni(600, 1600), 'shot clock');
        this.run(r.uni(200, 900));
        this.whistleStop(this.now, 'shot clock violation');
        this.deadThenStart(r.uni(3500, 9000));
      }
    }
  }
}

/** What the board shows for `rem` ms remaining. */
function boardText(rem: number): string {
  if (rem >= 60000) {
    const s = Math.ceil(rem / 1000);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  }
  const tenths = Math.ceil(Math.max(0, rem) / 100);
  return `${String(Math.floor(tenths / 10)).padStart(2, '0')}.${tenths % 10}`;
}
function boardValue(rem: number): number {
  if (rem >= 60000) return Math.ceil(rem / 1000);
  return Math.ceil(Math.max(0, rem) / 100) / 10;
}

function scenarioFor(seed: number, rng: Rng, durationMs: number): Scenario {
  const idx = BLIND_SEEDS.indexOf(seed) >= 0 ? BLIND_SEEDS.indexOf(seed) : seed % 3;
  if (idx === 0) {
    return {
      index: 0,
      name: 'mid-period',
      period: 2,
      rem: Math.round(Math.max(rng.uni(330000, 520000), durationMs * 1.2 + 20000) / 100) * 100,
      running: false,
      preStopped: Math.round(rng.uni(3000, 9000)),
    };
  }
  return {
    index: idx,
    name: idx === 1 ? 'period end into next period' : '4th period ends tied, 5:00 overtime',
    period: idx === 1 ? rng.pick([1, 3]) : 4,
    rem: 0,
    running: true,
    preStopped: 0,
  };
}

function playGame(seed: number, durationMs: number): { game: Game; sc: Scenario } {
  const base = new Rng(seed);
  const sc = scenarioFor(seed, base.fork(7), durationMs);
  if (sc.index === 0) {
    const game = new Game(base.fork(11), sc, durationMs);
    game.simulate();
    return { game, sc };
  }
  // find a starting clock that puts the period end where we want it
  const target = durationMs * (sc.index === 1 ? base.uni(0.36, 0.52) : base.uni(0.3, 0.42));
  let rem = target * 0.7;
  let best: { game: Game; err: number } | undefined;
  const simSeed = base.fork(13);
  const gameSeed = Math.floor(simSeed.next() * 4294967296);
  for (let i = 0; i < 12; i++) {
    const s: Scenario = { ...sc, rem: Math.max(5000, Math.round(rem / 100) * 100 + 37) };
    const game = new Game(new Rng(gameSeed), s, durationMs);
    game.simulate();
    const end = game.periodEnds[0] ?? Infinity;
    const err = Math.abs(end - target);
    if (!best || err < best.err) best = { game, err };
    if (err < 1500) break;
    rem = Number.isFinite(end) ? rem + (target - end) * 0.8 : rem * 0.6;
  }
  if (!best) throw new Error('no game');
  const game = best.game;
  return { game, sc: { ...sc, rem: game.marks[0]?.rem ?? 0 } };
}

// ---------------------------------------------------------------------------------------------------------------------
// Sound

class Biquad {
  private b0 = 0;
  private b1 = 0;
  private b2 = 0;
  private a1 = 0;
  private a2 = 0;
  private z1 = 0;
  private z2 = 0;
  bandpass(f: number, q: number): this {
    const w = (2 * Math.PI * clamp(f, 20, SR * 0.45)) / SR;
    const al = Math.sin(w) / (2 * q);
    const a0 = 1 + al;
    this.b0 = al / a0;
    this.b1 = 0;
    this.b2 = -al / a0;
    this.a1 = (-2 * Math.cos(w)) / a0;
    this.a2 = (1 - al) / a0;
    return this;
  }
  lowpass(f: number, q = 0.707): this {
    const w = (2 * Math.PI * clamp(f, 20, SR * 0.45)) / SR;
    const al = Math.sin(w) / (2 * q);
    const c = Math.cos(w);
    const a0 = 1 + al;
    this.b0 = (1 - c) / 2 / a0;
    this.b1 = (1 - c) / a0;
    this.b2 = (1 - c) / 2 / a0;
    this.a1 = (-2 * c) / a0;
    this.a2 = (1 - al) / a0;
    return this;
  }
  highpass(f: number, q = 0.707): this {
    const w = (2 * Math.PI * clamp(f, 20, SR * 0.45)) / SR;
    const al = Math.sin(w) / (2 * q);
    const c = Math.cos(w);
    const a0 = 1 + al;
    this.b0 = (1 + c) / 2 / a0;
    this.b1 = -(1 + c) / a0;
    this.b2 = (1 + c) / 2 / a0;
    this.a1 = (-2 * c) / a0;
    this.a2 = (1 - al) / a0;
    return this;
  }
  run(x: number): number {
    const y = this.b0 * x + this.z1;
    this.z1 = this.b1 * x - this.a1 * y + this.z2;
    this.z2 = this.b2 * x - this.a2 * y;
    return y;
  }
}

const tables = new Map<string, Float32Array>();
const TABLE = 2048;
function table(shape: 'square' | 'saw' | 'tri' | 'organ', freq: number): Float32Array {
  const nh = Math.max(1, Math.min(60, Math.floor(16000 / Math.max(freq, 20))));
  const key = `${shape}:${nh}`;
  const hit = tables.get(key);
  if (hit) return hit;
  const tb = new Float32Array(TABLE);
  let peak = 0;
  for (let i = 0; i < TABLE; i++) {
    const ph = (2 * Math.PI * i) / TABLE;
    let v = 0;
    for (let k = 1; k <= nh; k++) {
      if (shape === 'square' && k % 2 === 1) v += Math.sin(k * ph) / k;
      else if (shape === 'saw') v += Math.sin(k * ph) / k;
      else if (shape === 'tri' && k % 2 === 1) v += (((k - 1) / 2) % 2 === 0 ? 1 : -1) * (Math.sin(k * ph) / (k * k));
      else if (shape === 'organ' && k <= 4) v += Math.sin(k * ph) / (k * k * 0.7);
    }
    tb[i] = v;
    peak = Math.max(peak, Math.abs(v));
  }
  for (let i = 0; i < TABLE; i++) tb[i] = (tb[i] ?? 0) / peak;
  tables.set(key, tb);
  return tb;
}
const tread = (tb: Float32Array, phase: number): number => tb[Math.floor((phase - Math.floor(phase)) * TABLE)] ?? 0;

/** Attack/release envelope, seconds. */
function env(t: number, dur: number, a: number, r: number): number {
  if (t < 0 || t > dur) return 0;
  const x = Math.min(1, t / a, (dur - t) / r);
  return x < 0 ? 0 : x;
}

class Mixer {
  readonly buf: Float32Array;
  constructor(readonly n: number) {
    this.buf = new Float32Array(n);
  }
  /** Adds `src` at `atMs` with the given linear gain, normalising the source to unit peak first when `norm`. */
  add(src: Float32Array, atMs: number, gain: number, norm: 'peak' | 'rms' | 'none' = 'peak'): void {
    let k = 1;
    if (norm !== 'none') {
      let p = 0;
      let e = 0;
      for (const v of src) {
        p = Math.max(p, Math.abs(v));
        e += v * v;
      }
      const rms = Math.sqrt(e / Math.max(1, src.length));
      k = norm === 'peak' ? (p > 0 ? 1 / p : 0) : rms > 0 ? 1 / rms : 0;
    }
    const o = Math.round((atMs / 1000) * SR);
    const b = this.buf;
    const g = gain * k;
    for (let i = 0; i < src.length; i++) {
      const j = o + i;
      if (j >= 0 && j < this.n) b[j] = (b[j] ?? 0) + (src[i] ?? 0) * g;
    }
  }
}

function samples(ms: number): Float32Array {
  return new Float32Array(Math.max(1, Math.round((ms / 1000) * SR)));
}

function synthWhistle(ev: WhistleEv, r: Rng): Float32Array {
  const last = at(ev.blasts, ev.blasts.length - 1);
  const out = samples(last.at + last.dur - ev.start + 80);
  const ref = ev.ref;
  const bp = new Biquad().bandpass(ref.freqs[0] ?? 3000, 3);
  for (const b of ev.blasts) {
    const o = Math.round(((b.at - ev.start) / 1000) * SR);
    const n = Math.round((b.dur / 1000) * SR);
    const dur = b.dur / 1000;
    const ph = ref.freqs.map(() => r.next());
    const trill = ref.trill * r.uni(0.9, 1.1);
    const droop = r.uni(-0.04, 0.01);
    const depth = r.uni(0.35, 0.85);
    let tp = r.next();
    for (let i = 0; i < n; i++) {
      const t = i / SR;
      const e = env(t, dur, r.uni(0.008, 0.012), 0.035);
      let v = 0;
      if (ref.style === 'pea') {
        tp += (trill * (1 + 0.15 * Math.sin(2 * Math.PI * 1.3 * t))) / SR;
        const tr = Math.sin(2 * Math.PI * tp);
        const f = (ref.freqs[0] ?? 3000) * (1 + ref.warble * tr + droop * (t / dur));
        ph[0] = (ph[0] ?? 0) + f / SR;
        const p = 2 * Math.PI * ph[0];
        const am = 1 - depth * (0.5 + 0.5 * tr);
        v = am * (Math.sin(p) + 0.22 * Math.sin(2 * p) + 0.06 * Math.sin(3 * p));
      } else {
        for (let k = 0; k < ref.freqs.length; k++) {
          const f = (ref.freqs[k] ?? 3000) * (1 + 0.004 * Math.sin(2 * Math.PI * (5 + k) * t) + droop * 0.5 * (t / dur));
          ph[k] = (ph[k] ?? 0) + f / SR;
          v += (k === 1 ? 1 : 0.7) * Math.sin(2 * Math.PI * (ph[k] ?? 0));
        }
        v /= ref.freqs.length * 0.8;
      }
      const noise = bp.run(r.next() * 2 - 1) * 0.5;
      const j = o + i;
      if (j < out.length) out[j] = (out[j] ?? 0) + e * (v + noise);
    }
  }
  return out;
}

function synthHorn(ev: HornEv): Float32Array {
  const out = samples(ev.dur);
  const s = ev.sound;
  const dur = ev.dur / 1000;
  const shape = s.timbre === 'saw' ? 'saw' : s.timbre === 'sine' ? null : 'square';
  const tb1 = shape ? table(shape, s.freq) : null;
  const tb2 = table('square', s.freq * s.ratio);
  let p1 = 0;
  let p2 = 0;
  const lp = new Biquad().lowpass(s.timbre === 'pulsed' ? 5000 : 7000);
  for (let i = 0; i < out.length; i++) {
    const t = i / SR;
    let e = env(t, dur, 0.012, 0.05);
    if (s.timbre === 'pulsed') e *= Math.sin(2 * Math.PI * s.pulse * t) > -0.2 ? 1 : 0.02;
    p1 += s.freq / SR;
    p2 += (s.freq * s.ratio) / SR;
    let v: number;
    if (s.timbre === 'sine') v = Math.sin(2 * Math.PI * p1) + 0.15 * Math.sin(4 * Math.PI * p1);
    else if (s.timbre === 'twotone') v = 0.6 * tread(tb2, p2) + 0.6 * (tb1 ? tread(tb1, p1) : 0);
    else v = tb1 ? tread(tb1, p1) : 0;
    out[i] = lp.run(v * e);
  }
  return out;
}

function synthSqueak(r: Rng, ms: number, f0: number, f1: number): Float32Array {
  const out = samples(ms);
  const dur = ms / 1000;
  let ph = 0;
  const rough = r.uni(30, 140);
  const h2 = r.uni(0.05, 0.4);
  for (let i = 0; i < out.length; i++) {
    const t = i / SR;
    const f = f0 * Math.pow(f1 / f0, t / dur) * (1 + 0.01 * Math.sin(2 * Math.PI * 23 * t));
    ph += f / SR;
    const am = 0.75 + 0.25 * Math.sin(2 * Math.PI * rough * t + 3 * r.next() * 0.1);
    const p = 2 * Math.PI * ph;
    out[i] =
      env(t, dur, Math.min(0.01, dur / 4), Math.min(0.03, dur / 3)) *
      am *
      (Math.sin(p) + h2 * Math.sin(2 * p) + 0.1 * Math.sin(3 * p));
  }
  return out;
}

const VOWELS: readonly (readonly [number, number, number])[] = [
  [730, 1090, 2440],
  [530, 1840, 2480],
  [270, 2290, 3010],
  [570, 840, 2410],
  [300, 870, 2240],
  [660, 1720, 2410],
  [490, 1350, 1690],
  [640, 1190, 2390],
];

interface Speaker {
  f0: number;
  formant: number;
  breath: number;
}

function synthVoice(r: Rng, ms: number, spk: Speaker, excite: number, rateHz: number): Float32Array {
  const out = samples(ms);
  const n = out.length;
  // syllable plan
  const syl: { s: number; c: number; e: number; v: readonly [number, number, number]; acc: number; cons: number }[] = [];
  let t = 0.02;
  const total = ms / 1000;
  while (t < total - 0.1) {
    const len = (1 / rateHz) * r.uni(0.7, 1.35);
    const cons = r.chance(0.7) ? r.uni(0.025, 0.07) : 0;
    syl.push({
      s: t,
      c: t + cons,
      e: Math.min(total, t + len),
      v: r.pick(VOWELS),
      acc: r.chance(0.25) ? r.uni(0.1, 0.3) : r.uni(-0.05, 0.08),
      cons: r.next(),
    });
    t += len;
    if (r.chance(0.12)) t += r.uni(0.12, 0.45);
  }
  const f1 = new Biquad();
  const f2 = new Biquad();
  const f3 = new Biquad();
  const fric = new Biquad();
  const cur = [500, 1500, 2500];
  let si = 0;
  let ph = 0;
  let prev = 0;
  const rise = excite * 0.35;
  for (let i = 0; i < n; i++) {
    const tt = i / SR;
    while (si < syl.length - 1 && tt >= at(syl, si).e) si++;
    const sy = syl[si];
    if (!sy) break;
    if (i % 64 === 0) {
      for (let k = 0; k < 3; k++) cur[k] = (cur[k] ?? 0) + ((sy.v[k] ?? 1000) * spk.formant - (cur[k] ?? 0)) * 0.25;
      f1.bandpass(cur[0] ?? 500, 5);
      f2.bandpass(cur[1] ?? 1500, 9);
      f3.bandpass(cur[2] ?? 2500, 12);
      fric.bandpass(sy.cons < 0.4 ? 5200 : sy.cons < 0.7 ? 2800 : 1600, 2);
    }
    const inV = tt >= sy.c && tt < sy.e;
    const inC = tt >= sy.s && tt < sy.c;
    const local = (tt - sy.s) / Math.max(0.05, sy.e - sy.s);
    const f0 =
      spk.f0 *
      (1 + rise) *
      (1 - 0.18 * (tt / total)) *
      (1 + sy.acc * Math.sin(Math.PI * clamp(local, 0, 1))) *
      (1 + 0.012 * Math.sin(2 * Math.PI * 5.3 * tt));
    ph += (f0 * (1 + (r.next() - 0.5) * 0.01)) / SR;
    if (ph >= 1) ph -= 1;
    const g = ph < 0.6 ? 0.5 * (1 - Math.cos((Math.PI * ph) / 0.6)) : Math.cos((Math.PI * (ph - 0.6)) / 0.8);
    const src = (g - prev) * 8 + (r.next() - 0.5) * spk.breath;
    prev = g;
    let v = 0;
    if (inV) {
      const ev = env(tt - sy.c, sy.e - sy.c, 0.025, 0.05);
      v = ev * (f1.run(src) + 0.55 * f2.run(src) + 0.3 * f3.run(src));
    } else {
      f1.run(0);
      f2.run(0);
      f3.run(0);
    }
    if (inC) v += fric.run(r.next() * 2 - 1) * 0.35;
    out[i] = v;
  }
  return out;
}

function synthNoiseBurst(r: Rng, ms: number, lo: number, hi: number, a: number, rel: number): Float32Array {
  const out = samples(ms);
  const hp = new Biquad().highpass(lo);
  const lp = new Biquad().lowpass(hi);
  const dur = ms / 1000;
  let wob = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SR;
    wob += (r.next() - 0.5) * 0.02;
    wob *= 0.999;
    out[i] = lp.run(hp.run(r.next() * 2 - 1)) * env(t, dur, a, rel) * (1 + clamp(wob, -0.5, 0.5));
  }
  return out;
}

function synthDrum(r: Rng, f: number): Float32Array {
  const out = samples(260);
  let ph = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SR;
    ph += (f * (1 + 1.5 * Math.exp(-t * 30))) / SR;
    out[i] = Math.sin(2 * Math.PI * ph) * Math.exp(-t * 14) + (r.next() - 0.5) * 0.2 * Math.exp(-t * 60);
  }
  return out;
}

function midi(n: number): number {
  return 440 * Math.pow(2, (n - 69) / 12);
}

function synthMusic(r: Rng, ms: number): Float32Array {
  const out = samples(ms);
  const bpm = r.uni(92, 130);
  const beat = 60 / bpm;
  const root = r.int(52, 60);
  const prog = r.pick([
    [0, 7, 9, 5],
    [0, 5, 7, 5],
    [9, 5, 0, 7],
  ]);
  const minorAt = (deg: number): boolean => deg === 9 || deg === 2 || deg === 4;
  const penta = [0, 2, 4, 7, 9];
  const saw = table('saw', 300);
  const sq = table(r.chance(0.5) ? 'square' : 'tri', 700);
  const lp = new Biquad().lowpass(1600);
  const hat = new Biquad().highpass(7000);
  const sn = new Biquad().bandpass(2000, 0.8);
  const dur = ms / 1000;
  let mel = 0;
  let melNote = root + 24;
  let melOn = -1;
  const phs = [0, 0, 0, 0, 0];
  for (let i = 0; i < out.length; i++) {
    const t = i / SR;
    const b = t / beat;
    const bar = Math.floor(b / 4);
    const deg = at(prog, bar % prog.length);
    const chord = [root + deg, root + deg + (minorAt(deg) ? 3 : 4), root + deg + 7];
    let v = 0;
    for (let k = 0; k < 3; k++) {
      phs[k] = (phs[k] ?? 0) + midi(chord[k] ?? 60) / SR;
      v += 0.12 * tread(saw, phs[k] ?? 0);
    }
    v = lp.run(v);
    // bass
    const inBeat = b - Math.floor(b);
    phs[3] = (phs[3] ?? 0) + midi(root + deg - 24) / SR;
    v += 0.35 * Math.sin(2 * Math.PI * phs[3]) * Math.exp(-inBeat * 2);
    // drums
    const beatNo = Math.floor(b) % 4;
    const tb = inBeat * beat;
    if (beatNo === 0 || beatNo === 2)
      v += 0.8 * Math.sin(2 * Math.PI * 55 * tb * (1 + 2 * Math.exp(-tb * 25))) * Math.exp(-tb * 12);
    if (beatNo === 1 || beatNo === 3) v += 0.45 * sn.run(r.next() * 2 - 1) * Math.exp(-tb * 18);
    const eighth = b * 2 - Math.floor(b * 2);
    v += 0.15 * hat.run(r.next() * 2 - 1) * Math.exp(-eighth * beat * 0.5 * 80);
    // melody, a note every eighth now and then
    const e8 = Math.floor(b * 2);
    if (e8 !== melOn) {
      melOn = e8;
      if (r.chance(0.6)) {
        melNote = root + 12 + r.pick(penta) + 12 * r.int(0, 1);
        mel = 1;
      }
    }
    mel *= 0.99996;
    phs[4] = (phs[4] ?? 0) + midi(melNote) / SR;
    v += 0.22 * mel * tread(sq, phs[4]) * (0.6 + 0.4 * Math.exp(-eighth * 3));
    out[i] = v * env(t, dur, 0.8, 1.2);
  }
  return out;
}

function synthPhone(r: Rng, ms: number): Float32Array {
  const out = samples(ms);
  const kind = r.int(0, 2);
  const dur = ms / 1000;
  let p = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SR;
    let v = 0;
    if (kind === 0) {
      const on = t % 6 < 2;
      v = on ? Math.sin(2 * Math.PI * 440 * t) + Math.sin(2 * Math.PI * 480 * t) : 0;
    } else if (kind === 1) {
      const c = t % 3;
      const on = c < 0.4 || (c > 0.6 && c < 1.0);
      v = on ? Math.sin(2 * Math.PI * 400 * t) + Math.sin(2 * Math.PI * 450 * t) : 0;
    } else {
      const notes = [76, 81, 84, 81, 88, 84];
      const c = t % 2.4;
      const ni = Math.floor(c / 0.15);
      if (ni < notes.length) {
        p += midi(notes[ni] ?? 80) / SR;
        const tn = c - ni * 0.15;
        v = Math.sin(2 * Math.PI * p) * Math.exp(-tn * 18) + 0.3 * Math.sin(4 * Math.PI * p) * Math.exp(-tn * 30);
      }
    }
    out[i] = v * env(t, dur, 0.01, 0.05);
  }
  return out;
}

function synthFanWhistle(r: Rng, ms: number): Float32Array {
  const out = samples(ms);
  const dur = ms / 1000;
  const mode = r.int(0, 2);
  const base = mode === 2 ? r.uni(2600, 3600) : r.uni(1000, 2200);
  const notes = Array.from({ length: 12 }, () => base * Math.pow(2, r.int(-3, 7) / 12));
  const bp = new Biquad().bandpass(base, 4);
  let ph = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SR;
    let f: number;
    if (mode === 0) f = at(notes, Math.floor(t / 0.28) % notes.length);
    else if (mode === 1)
      f = t < dur * 0.45 ? base * (1 + 1.1 * (t / (dur * 0.45))) : base * 1.6 * (1 - 0.45 * ((t - dur * 0.45) / (dur * 0.55)));
    else f = base * (1 + 0.06 * (t / dur));
    f *= 1 + 0.02 * Math.sin(2 * Math.PI * 5.5 * t);
    ph += f / SR;
    out[i] = env(t, dur, 0.04, 0.08) * (Math.sin(2 * Math.PI * ph) + 0.25 * bp.run(r.next() - 0.5));
  }
  return out;
}

function synthAirHorn(r: Rng, ms: number): Float32Array {
  const out = samples(ms);
  const dur = ms / 1000;
  const f = r.uni(340, 520);
  const tb = table('saw', f);
  let p1 = 0;
  let p2 = 0;
  const lp = new Biquad().lowpass(4000);
  for (let i = 0; i < out.length; i++) {
    const t = i / SR;
    const fl = f * (1 - 0.03 * Math.exp(-t * 6)) * (1 + 0.004 * Math.sin(2 * Math.PI * 27 * t));
    p1 += fl / SR;
    p2 += (fl * 1.012) / SR;
    out[i] = lp.run(env(t, dur, 0.03, 0.1) * (tread(tb, p1) + 0.7 * tread(tb, p2)) * (1 + 0.2 * (r.next() - 0.5)));
  }
  return out;
}

function synthSfx(r: Rng, ms: number): Float32Array {
  const out = samples(ms);
  const dur = ms / 1000;
  const kind = r.int(0, 1);
  const org = table('organ', 400);
  let ph = 0;
  const seq = [67, 72, 76, 79, 76, 79];
  for (let i = 0; i < out.length; i++) {
    const t = i / SR;
    let f: number;
    if (kind === 0) f = midi(at(seq, Math.min(seq.length - 1, Math.floor(t / (dur / seq.length)))));
    else f = 180 * Math.pow(12, t / dur);
    ph += f / SR;
    out[i] = env(t, dur, 0.02, 0.15) * tread(org, ph) * (kind === 1 ? 0.5 + 0.5 * (t / dur) : 1);
  }
  return out;
}

function reverb(buf: Float32Array, rt60: number, wet: number): void {
  const lens = [1423, 1777, 2153, 2617, 3079, 3533].map((x) => Math.round(x * 1.3));
  const lines = lens.map((l) => new Float32Array(l));
  const idx = lens.map(() => 0);
  const gains = lens.map((l) => Math.pow(10, (-3 * l) / (rt60 * SR)));
  const lpState = lens.map(() => 0);
  const pre = new Float32Array(Math.round(0.025 * SR));
  let pi = 0;
  const nL = lens.length;
  const outs = new Float64Array(nL);
  for (let i = 0; i < buf.length; i++) {
    const x = buf[i] ?? 0;
    const xin = pre[pi] ?? 0;
    pre[pi] = x;
    pi = (pi + 1) % pre.length;
    let sum = 0;
    for (let k = 0; k < nL; k++) {
      const v = at(lines, k)[at(idx, k)] ?? 0;
      outs[k] = v;
      sum += v;
    }
    const mix = (2 / nL) * sum;
    let y = 0;
    for (let k = 0; k < nL; k++) {
      const o = outs[k] ?? 0;
      const lpv = (lpState[k] = (lpState[k] ?? 0) * 0.35 + (o - mix) * 0.65);
      const line = at(lines, k);
      const j = at(idx, k);
      line[j] = xin + lpv * at(gains, k);
      idx[k] = (j + 1) % line.length;
      y += o;
    }
    buf[i] = x + (wet * y) / nL;
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Putting it together

interface Decoy {
  atMs: number;
  kind: string;
  durationMs: number;
}

interface Banner {
  start: number;
  end: number;
  text: string;
}

function within(t: number, spans: readonly { start: number; end: number }[]): boolean {
  return spans.some((s) => t >= s.start && t < s.end);
}

function buildAudio(
  rng: Rng,
  game: Game,
  sc: Scenario,
  durationMs: number,
  liveSpans: { start: number; end: number }[],
  decoys: Decoy[],
  quiet: { start: number; end: number }[],
): Float32Array {
  const n = Math.round((durationMs / 1000) * SR);
  const mix = new Mixer(n);
  const r = rng;
  // crowd bed: filtered noise with a slow, random level
  {
    const bed = new Float32Array(n);
    const hp = new Biquad().highpass(180);
    const lp = new Biquad().lowpass(r.uni(2200, 3400));
    const lp2 = new Biquad().lowpass(900);
    let lvl = 1;
    let target = 1;
    let b0 = 0;
    let b1 = 0;
    let b2 = 0;
    const babble = [r.uni(2.5, 4), r.uni(4, 6.5), r.uni(1.1, 2)];
    for (let i = 0; i < n; i++) {
      if (i % 4410 === 0) {
        const tm = (i / SR) * 1000;
        target = within(tm, quiet) ? 0.22 : within(tm, liveSpans) ? r.uni(0.8, 1.25) : r.uni(0.6, 1.0);
      }
      lvl += (target - lvl) * 0.00005;
      const w = r.next() * 2 - 1;
      b0 = 0.99765 * b0 + w * 0.099;
      b1 = 0.963 * b1 + w * 0.2965;
      b2 = 0.57 * b2 + w * 1.0527;
      const pink = (b0 + b1 + b2 + w * 0.1848) * 0.2;
      const t = i / SR;
      const am =
        1 +
        0.18 * Math.sin(2 * Math.PI * (babble[0] ?? 3) * t) * Math.sin(2 * Math.PI * (babble[2] ?? 1) * t) +
        0.1 * Math.sin(2 * Math.PI * (babble[1] ?? 5) * t + 1);
      bed[i] = lvl * am * (lp.run(hp.run(pink)) + 0.5 * lp2.run(pink));
    }
    mix.add(bed, 0, db(r.uni(-30, -25)), 'rms');
  }
  // cheers after baskets, bigger crowd after made field goals
  for (const s of game.scores) {
    const big = s.pts > 1;
    const len = big ? r.uni(1000, 4000) : r.uni(800, 2000);
    mix.add(
      synthNoiseBurst(r, len + 1500, 300, r.uni(3500, 6000), r.uni(0.15, 0.6), 1.2),
      s.shot + r.uni(0, 300),
      db(big ? r.uni(-20, -13) : r.uni(-26, -20)),
      'rms',
    );
    if (big && r.chance(0.4)) {
      const k = r.uni(-6, -2);
      mix.add(synthNoiseBurst(r, 900, 100, 900, 0.1, 0.5), s.shot + r.uni(600, 1500), db(-24 + k), 'rms');
    }
    // net / ball thump
    mix.add(synthNoiseBurst(r, 120, 2000, 8000, 0.005, 0.08), s.shot - 80, db(-38), 'rms');
  }
  // squeaks and dribbles
  for (const sp of [
    ...liveSpans.map((s) => ({ ...s, rate: 0.7 })),
    ...game.stops.map((s) => ({ start: s.start, end: s.end, rate: 0.08 })),
  ]) {
    let t = Math.max(0, sp.start) + r.uni(0, 1500);
    while (t < Math.min(sp.end, durationMs)) {
      const count = r.chance(0.4) ? 1 : r.int(2, 6);
      let u = t;
      for (let k = 0; k < count; k++) {
        const ms = r.logUni(30, 600);
        const f0 = r.logUni(800, 5000);
        const glide = r.chance(0.4) ? r.uni(0.6, 1.6) : r.uni(0.95, 1.05);
        mix.add(synthSqueak(r, ms, f0, clamp(f0 * glide, 700, 6000)), u, db(r.uni(-34, -12)));
        u += ms + r.uni(30, 260);
      }
      if (sp.rate > 0.5 && r.chance(0.5)) {
        let d = t;
        const per = r.uni(350, 550);
        for (let k = 0; k < r.int(3, 9); k++, d += per) mix.add(synthDrum(r, r.uni(90, 150)), d, db(r.uni(-34, -26)));
      }
      t += (1000 / sp.rate) * r.uni(0.3, 1.7);
    }
  }
  // chants and drums
  const chantCount = Math.max(1, Math.round(durationMs / 90000));
  for (let c = 0; c < chantCount; c++) {
    const sp = r.pick(liveSpans.filter((s) => s.end - s.start > 6000).concat([{ start: 0, end: durationMs }]));
    const t0 = sp.start + r.uni(0, Math.max(0, sp.end - sp.start - 5000));
    const len = r.uni(5000, 12000);
    const per = r.uni(1300, 1700);
    for (let t = t0; t < t0 + len; t += per) {
      for (const off of [0, per * 0.28]) {
        const v = synthVoice(r, 260, { f0: r.uni(130, 220), formant: 1.05, breath: 1.5 }, 0.5, 4);
        mix.add(v, t + off, db(-27), 'rms');
        mix.add(synthNoiseBurst(r, 260, 400, 3000, 0.02, 0.15), t + off, db(-30), 'rms');
        mix.add(synthDrum(r, r.uni(55, 80)), t + off, db(-18));
      }
    }
    decoys.push({ atMs: Math.round(t0), kind: 'crowd-chant', durationMs: Math.round(len) });
  }
  // commentators
  const speakers: Speaker[] = [
    { f0: r.uni(95, 125), formant: r.uni(0.95, 1.02), breath: 0.4 },
    { f0: r.uni(120, 160), formant: r.uni(1.0, 1.08), breath: 0.5 },
    { f0: r.uni(190, 250), formant: r.uni(1.12, 1.2), breath: 0.6 },
  ].slice(0, sc.index === 1 ? 3 : 2);
  {
    let t = r.uni(0, 800);
    let who = 0;
    while (t < durationMs) {
      if (within(t, quiet)) {
        t += 500;
        continue;
      }
      const recent = game.scores.some((s) => s.shot <= t + 500 && t - s.shot < 6000 && s.pts > 1);
      const excite = recent ? r.uni(0.6, 1) : r.uni(0, 0.25);
      const len = r.uni(1200, recent ? 4500 : 7500);
      const spk = at(speakers, who);
      const v = synthVoice(r, len, spk, excite, r.uni(4, 6) * (1 + excite * 0.15));
      mix.add(v, t, db(-17 + excite * 6 + r.uni(-2, 2)), 'rms');
      t += len + (r.chance(0.15) ? r.uni(1500, 4000) : r.uni(120, 1100));
      if (r.chance(0.15)) t -= r.uni(100, 400); // talking over each other
      if (r.chance(0.7)) who = (who + 1) % speakers.length;
    }
  }
  // truth sounds
  for (const w of game.whistles) {
    if (w.start >= durationMs) continue;
    mix.add(synthWhistle(w, r), w.start, db(w.levelDb) * 0.9);
  }
  for (const h of game.horns) {
    if (h.start >= durationMs) continue;
    mix.add(synthHorn(h), h.start, db(-3 + h.levelDb) * 0.8);
  }
  // decoys
  const busy = [
    ...game.whistles.map((w) => {
      const l = at(w.blasts, w.blasts.length - 1);
      return { start: w.start - 400, end: l.at + l.dur + 400 };
    }),
    ...game.horns.map((h) => ({ start: h.start - 400, end: h.start + h.dur + 400 })),
  ];
  const free = (t: number, len: number): boolean => !busy.some((b) => t < b.end && t + len > b.start);
  const place = (
    kind: string,
    count: number,
    len: () => number,
    where: () => number,
    synth: (ms: number) => Float32Array,
    gain: () => number,
  ): void => {
    for (let c = 0; c < count; c++) {
      for (let attempt = 0; attempt < 40; attempt++) {
        const l = len();
        const t = where();
        if (t < 0 || t + l > durationMs || !free(t, l)) continue;
        mix.add(synth(l), t, gain());
        decoys.push({ atMs: Math.round(t), kind, durationMs: Math.round(l) });
        busy.push({ start: t - 300, end: t + l + 300 });
        break;
      }
    }
  };
  const perMin = (k: number): number => Math.max(1, Math.round((k * durationMs) / 60000));
  const anywhere = (): number => r.uni(1000, durationMs - 1000);
  const stopped = game.stops.filter((s) => s.end - s.start > 5000 && s.start < durationMs);
  const inStop = (): number => {
    if (stopped.length === 0) return anywhere();
    const s = r.pick(stopped);
    return s.start + r.uni(1000, Math.max(1200, s.end - s.start - 3000));
  };
  // music in timeouts and breaks
  for (const s of game.stops.filter((x) => x.kind === 'timeout' || (x.kind === 'break' && x.end - x.start > 6000))) {
    const a = s.start + 2500;
    let b = Math.min(s.end - 3000, durationMs);
    for (const h of game.horns) if (h.start > a && h.start < b) b = Math.min(b, h.start - 600);
    if (b - a < 2500) continue;
    // horns at the start of the stoppage may overlap the fade-in: begin after them
    let a2 = a;
    for (const h of game.horns) if (h.start <= a2 && h.start + h.dur + 500 > a2) a2 = h.start + h.dur + 500;
    if (b - a2 < 2500) continue;
    mix.add(synthMusic(r, b - a2), a2, db(r.uni(-22, -15)), 'rms');
    decoys.push({ atMs: Math.round(a2), kind: 'music', durationMs: Math.round(b - a2) });
    busy.push({ start: a2, end: b });
  }
  place(
    'phone-ring',
    Math.max(1, Math.round(durationMs / 120000)),
    () => r.uni(2500, 7000),
    anywhere,
    (ms) => synthPhone(r, ms),
    () => db(r.uni(-24, -14)),
  );
  place(
    'fan-whistle',
    perMin(1),
    () => r.uni(500, 2800),
    anywhere,
    (ms) => synthFanWhistle(r, ms),
    () => db(r.uni(-26, -12)),
  );
  place(
    'air-horn',
    perMin(0.7),
    () => r.uni(500, 1900),
    () => (game.scores.length ? r.pick(game.scores).shot + r.uni(800, 2500) : anywhere()),
    (ms) => synthAirHorn(r, ms),
    () => db(r.uni(-16, -6)),
  );
  place(
    'arena-sfx',
    perMin(0.6),
    () => r.uni(900, 2600),
    inStop,
    (ms) => synthSfx(r, ms),
    () => db(r.uni(-20, -12)),
  );
  place(
    'pa-announcer',
    perMin(0.7),
    () => r.uni(1800, 5000),
    inStop,
    (ms) => {
      const v = synthVoice(r, ms, { f0: r.uni(85, 110), formant: 0.95, breath: 0.3 }, 0.3, 3.6);
      const out = new Float32Array(v.length + Math.round(0.6 * SR));
      const hp = new Biquad().highpass(300);
      const lp = new Biquad().lowpass(3400);
      for (let i = 0; i < out.length; i++) {
        const d1 = i - Math.round(0.14 * SR);
        const d2 = i - Math.round(0.29 * SR);
        const x = (v[i] ?? 0) + 0.45 * (v[d1] ?? 0) + 0.25 * (v[d2] ?? 0);
        out[i] = lp.run(hp.run(x));
      }
      return out;
    },
    () => db(r.uni(-12, -7)),
  );
  const peak = mix.buf.reduce((p, v) => Math.max(p, Math.abs(v)), 0);
  if (sc.index === 1) reverb(mix.buf, 1.9, 0.55);
  else if (sc.index === 2) reverb(mix.buf, 1.0, 0.3);
  let peak2 = 0;
  for (const v of mix.buf) peak2 = Math.max(peak2, Math.abs(v));
  const g = 0.89 / Math.max(peak, peak2, 1e-6);
  for (let i = 0; i < n; i++) mix.buf[i] = Math.tanh((mix.buf[i] ?? 0) * g * 1.1) / 1.1;
  return mix.buf;
}

// ---------------------------------------------------------------------------------------------------------------------
// Picture

function esc(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/:/g, '\\:').replace(/'/g, '').replace(/%/g, '\\%');
}

function fx(v: number): string {
  return v.toFixed(3);
}

/** Consecutive frames showing the same text. */
function stretches(frames: number, textAt: (f: number) => string): { a: number; b: number; text: string }[] {
  const out: { a: number; b: number; text: string }[] = [];
  let cur = textAt(0);
  let a = 0;
  for (let f = 1; f <= frames; f++) {
    const t = f < frames ? textAt(f) : '\u0000';
    if (t !== cur) {
      out.push({ a, b: f - 1, text: cur });
      cur = t;
      a = f;
    }
  }
  return out;
}

const enableFrames = (a: number, b: number): string =>
  `enable='between(t,${fx(a / FPS - 0.5 / FPS)},${fx(b / FPS + 0.5 / FPS)})'`;

function buildGraph(
  rng: Rng,
  durationMs: number,
  game: Game,
  liveSpans: { start: number; end: number }[],
  banners: Banner[],
  scoreAt: (ms: number) => { home: number; away: number },
  layout: Layout,
): { court: string; main: string } {
  const r = rng;
  const D = (durationMs / 1000).toFixed(3);
  const frames = Math.round((durationMs / 1000) * FPS);
  const lines: string[] = [];
  // liveness 0..1, ramped, as an expression of t
  const live = liveSpans
    .filter((s) => s.start < durationMs + 2000)
    .map((s) => `clip((t-${fx(s.start / 1000)})/1.2,0,1)*clip((${fx(s.end / 1000)}-t)/1.2,0,1)`);
  const L = live.length ? `(${live.join('+')})` : '0';
  const courtCol = r.pick(['0xC8955A', '0xB9834B', '0xD2A46C', '0xA8713F']);
  const paint = r.pick(['0x7A2430', '0x1F4F8A', '0x2F6B3A', '0x6B3F8A']);
  const bg: string[] = [];
  bg.push(`color=c=0x23262E:s=${COURT_W}x${H}:r=${FPS}:d=0.04`);
  // stands: rows of spectators as small boxes
  for (let i = 0; i < 110; i++) {
    const c = r.pick(['0x5A4A40', '0x3A3F55', '0x7A6A5A', '0x8A2A2A', '0x2A4A7A', '0xB0A090', '0x444444', '0x6A5A30']);
    bg.push(`drawbox=x=${r.int(0, COURT_W - 60)}:y=${r.int(20, 200)}:w=${r.int(14, 40)}:h=${r.int(18, 40)}:color=${c}:t=fill`);
  }
  bg.push(`drawbox=x=0:y=215:w=${COURT_W}:h=40:color=0x101820:t=fill`);
  bg.push(`drawbox=x=0:y=255:w=${COURT_W}:h=${H - 255}:color=${courtCol}:t=fill`);
  for (let x = 0; x < COURT_W; x += 90) bg.push(`drawbox=x=${x}:y=255:w=2:h=${H - 255}:color=black@0.06:t=fill`);
  bg.push(`drawbox=x=60:y=300:w=${COURT_W - 120}:h=400:color=white@0.9:t=4`);
  bg.push(`drawbox=x=${COURT_W / 2 - 2}:y=300:w=4:h=400:color=white@0.9:t=fill`);
  bg.push(`drawbox=x=${COURT_W / 2 - 90}:y=410:w=180:h=180:color=white@0.9:t=4`);
  bg.push(`drawbox=x=64:y=400:w=380:h=200:color=${paint}:t=fill`);
  bg.push(`drawbox=x=${COURT_W - 444}:y=400:w=380:h=200:color=${paint}:t=fill`);
  bg.push(`drawbox=x=20:y=330:w=12:h=180:color=0xEEEEEE:t=fill`);
  bg.push(`drawbox=x=${COURT_W - 32}:y=330:w=12:h=180:color=0xEEEEEE:t=fill`);
  bg.push(`drawbox=x=0:y=640:w=${COURT_W}:h=80:color=0x1A1A22:t=fill`);
  for (let i = 0; i < 12; i++)
    bg.push(
      `drawbox=x=${i * 200 + 20}:y=650:w=160:h=60:color=${r.pick(['0x0050A0', '0xE0E0E0', '0xC02020', '0x20A040'])}:t=fill`,
    );
  const court = `${bg.join(',')}[vout]\n`;
  // the static court is rendered once to a picture and looped: drawing it every frame is slow
  lines.push(`[0:v]format=yuv420p,loop=loop=-1:size=1:start=0,settb=1/${FPS},setpts=N,trim=end_frame=${frames}[court0]`);
  // players, referees
  let prev = 'court0';
  const home = r.pick(['0xE03030', '0xF0F0F0', '0x1060D0']);
  const away = home === '0xF0F0F0' ? '0x202060' : '0xF0E8C8';
  for (let p = 0; p < 13; p++) {
    const col = p < 5 ? home : p < 10 ? away : '0x333333';
    const w = r.int(30, 44);
    const h = r.int(90, 130);
    lines.push(`color=c=${col}:s=${w}x${h}:r=${FPS}:d=${D}[pl${p}]`);
    const cx = r.uni(400, COURT_W - 400);
    const cy = r.uni(330, 540);
    const ax = `${fx(r.uni(200, 420))}*sin(${fx(r.uni(0.15, 0.35))}*t+${fx(r.uni(0, 6))})+${fx(r.uni(40, 120))}*sin(${fx(r.uni(0.9, 1.7))}*t+${fx(r.uni(0, 6))})`;
    const ay = `${fx(r.uni(40, 110))}*sin(${fx(r.uni(0.3, 0.9))}*t+${fx(r.uni(0, 6))})`;
    const wx = `${fx(r.uni(30, 90))}*sin(${fx(r.uni(0.08, 0.2))}*t+${fx(r.uni(0, 6))})`;
    const wy = `${fx(r.uni(10, 30))}*sin(${fx(r.uni(0.1, 0.3))}*t+${fx(r.uni(0, 6))})`;
    const lv = `clip(${L},0,1)`;
    lines.push(
      `[${prev}][pl${p}]overlay=x='${fx(cx)}+${lv}*(${ax})+(1-${lv})*(${wx})':y='${fx(cy)}+${lv}*(${ay})+(1-${lv})*(${wy})':eof_action=pass[c${p}]`,
    );
    prev = `c${p}`;
  }
  lines.push(`color=c=0xE06010:s=20x20:r=${FPS}:d=${D}[ball]`);
  lines.push(
    `[${prev}][ball]overlay=x='if(gt(${L},0.5),${fx(COURT_W / 2)}+500*sin(0.31*t)+200*sin(1.7*t),-100)':y='420+60*abs(sin(6.5*t))':eof_action=pass[cball]`,
  );
  const pan = `clip(${fx((COURT_W - W) / 2)}+clip(${L},0,1)*(420*sin(0.19*t+${fx(r.uni(0, 6))})+110*sin(0.53*t))+(1-clip(${L},0,1))*70*sin(0.09*t),0,${COURT_W - W})`;
  const over: string[] = [`crop=w=${W}:h=${H}:x='${pan}':y=0`];
  // score bug
  const b = layout;
  over.push(`drawbox=x=${b.bugX}:y=${b.bugY}:w=${b.bugW}:h=${b.bugH}:color=black@0.62:t=fill`);
  over.push(`drawbox=x=${b.bugX}:y=${b.bugY}:w=8:h=${b.bugH}:color=${home}:t=fill`);
  over.push(`drawbox=x=${b.awayStrip}:y=${b.bugY}:w=8:h=${b.bugH}:color=${away}:t=fill`);
  over.push(`drawbox=x=${b.divider}:y=${b.bugY + 8}:w=2:h=${b.bugH - 16}:color=white@0.5:t=fill`);
  const [hn, an] = r.pick<readonly [string, string]>([
    ['RVR', 'HLS'],
    ['NTH', 'STH'],
    ['LKS', 'MTN'],
  ]);
  const dt = (text: string, x: string, y: number, size: number, extra = '', font = FONT): string =>
    `drawtext=fontfile=${font}:text='${esc(text)}':fontsize=${size}:fontcolor=0xF4F4F4:x=${x}:y=${y}${extra ? ':' + extra : ''}`;
  over.push(dt(hn, String(b.bugX + 18), b.bugY + 23, 22));
  over.push(dt(an, String(b.awayStrip + 16), b.bugY + 23, 22));
  for (const s of stretches(frames, (f) => String(scoreAt((f * 1000) / FPS).home)))
    over.push(dt(s.text, `${b.homeCx}-text_w/2`, b.digitY, b.size, enableFrames(s.a, s.b)));
  for (const s of stretches(frames, (f) => String(scoreAt((f * 1000) / FPS).away)))
    over.push(dt(s.text, `${b.awayCx}-text_w/2`, b.digitY, b.size, enableFrames(s.a, s.b)));
  const markAt = (ms: number): Mark => {
    let m = at(game.marks, 0);
    for (const x of game.marks) if (x.t <= ms) m = x;
    return m;
  };
  const remAt = (ms: number): number => {
    const m = markAt(ms);
    return m.running ? Math.max(0, m.rem - (ms - m.t)) : m.rem;
  };
  const periodName = (p: number): string => (p > 4 ? 'OT' : (['1ST', '2ND', '3RD', '4TH'][p - 1] ?? 'Q'));
  for (const s of stretches(frames, (f) => periodName(markAt((f * 1000) / FPS).period)))
    over.push(dt(s.text, String(b.periodX), b.bugY + 24, 20, enableFrames(s.a, s.b), FONT_REG));
  for (const s of stretches(frames, (f) => boardText(remAt((f * 1000) / FPS))))
    over.push(dt(s.text, `${b.clockCx}-text_w/2`, b.digitY, b.size, enableFrames(s.a, s.b)));
  lines.push(`[cball]${over.join(',')}[bug]`);
  // lower-third banners
  prev = 'bug';
  banners.forEach((bn, i) => {
    const a = bn.start / 1000;
    const e = bn.end / 1000;
    const x = `if(lt(t,${fx(a)}),-900,if(lt(t,${fx(a + 0.5)}),-900+(t-${fx(a)})*2*940,if(lt(t,${fx(e - 0.5)}),40,if(lt(t,${fx(e)}),40-(t-${fx(e - 0.5)})*2*940,-900))))`;
    lines.push(`color=c=0x123A7A:s=760x70:r=${FPS}:d=${D}[bn${i}]`);
    lines.push(
      `[${prev}][bn${i}]overlay=x='${x}':y=590:eof_action=pass:enable='between(t,${fx(a)},${fx(e)})',drawtext=fontfile=${FONT}:text='${esc(bn.text)}':fontsize=30:fontcolor=white:x='${x}+24':y=610:enable='between(t,${fx(a)},${fx(e)})'[bb${i}]`,
    );
    prev = `bb${i}`;
  });
  lines.push(`[${prev}]format=yuv420p[vout]`);
  return { court, main: lines.join(';\n') + '\n' };
}

interface Layout {
  bugX: number;
  bugY: number;
  bugW: number;
  bugH: number;
  awayStrip: number;
  divider: number;
  homeCx: number;
  awayCx: number;
  clockCx: number;
  periodX: number;
  digitY: number;
  size: number;
}

function makeLayout(rng: Rng): Layout {
  const bugX = rng.int(28, 60);
  const bugY = rng.int(20, 40);
  const size = rng.int(42, 46);
  const bugH = 66;
  return {
    bugX,
    bugY,
    bugW: 620,
    bugH,
    awayStrip: bugX + 190,
    divider: bugX + 378,
    homeCx: bugX + 138,
    awayCx: bugX + 326,
    periodX: bugX + 390,
    clockCx: bugX + 520,
    digitY: bugY + Math.round((bugH - size * 0.75) / 2),
    size,
  };
}

/** Ink width of a string of DejaVu Sans Bold at `size` px (measured: digit 0.696 em, ':' 0.37 em, '.' 0.30 em). */
function inkWidth(text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += ch === ':' ? 0.37 : ch === '.' ? 0.3 : 0.696;
  return w * size;
}

function region(cx: number, halfW: number, y: number, h: number): Region {
  const m = 3;
  const x0 = Math.floor(cx - halfW - m);
  const y0 = Math.floor(y - m);
  return { x: x0 / W, y: y0 / H, width: Math.ceil(2 * halfW + 2 * m) / W, height: Math.ceil(h + 2 * m) / H };
}

function runFfmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn('/usr/bin/ffmpeg', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d: Buffer) => {
      err = (err + d.toString()).slice(-4000);
    });
    p.on('error', reject);
    p.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${err}`))));
  });
}

export async function makeBlindFootage(
  dir: string,
  seed: number,
  options?: { seconds?: number },
): Promise<{ file: string; truth: BlindTruth }> {
  const durationMs = Math.round((options?.seconds ?? 180) * 1000);
  const root = new Rng(seed ^ 0x5bd1e995);
  const { game, sc } = playGame(seed, durationMs);
  const rAudio = root.fork(101);
  const rPic = root.fork(202);
  const rPlan = root.fork(303);

  // initial scores; on the overtime seed, chosen so the 4th period ends tied
  let home0 = rPlan.int(18, 30) * sc.period;
  let away0 = home0 + rPlan.int(-9, 9);
  if (sc.index === 2) {
    const end = game.periodEnds[0] ?? Infinity;
    let dh = 0;
    let da = 0;
    for (const s of game.scores) {
      if (s.board >= end) continue;
      if (s.side === 'home') dh += s.pts;
      else da += s.pts;
    }
    away0 = rPlan.int(62, 80);
    home0 = away0 + da - dh;
    if (home0 < 40) {
      away0 += 40 - home0;
      home0 = 40;
    }
  }
  home0 = Math.max(0, home0);
  away0 = Math.max(0, away0);
  const scoreAt = (ms: number): { home: number; away: number } => {
    let h = home0;
    let a = away0;
    for (const s of game.scores) {
      if (s.board > ms) continue;
      if (s.side === 'home') h += s.pts;
      else a += s.pts;
    }
    return { home: h, away: a };
  };

  // running spans
  const liveSpans: { start: number; end: number }[] = [];
  {
    let startT: number | undefined;
    for (const m of game.marks) {
      if (m.running && startT === undefined) startT = m.t;
      if (!m.running && startT !== undefined) {
        liveSpans.push({ start: startT, end: m.t });
        startT = undefined;
      }
    }
    if (startT !== undefined) liveSpans.push({ start: startT, end: durationMs + 60000 });
  }

  const decoys: Decoy[] = [];
  const quiet: { start: number; end: number }[] = [];
  if (durationMs >= 60000) {
    const len = rPlan.uni(4000, 9000);
    const t = rPlan.uni(durationMs * 0.15, durationMs * 0.85 - len);
    quiet.push({ start: t, end: t + len });
    decoys.push({ atMs: Math.round(t), kind: 'quiet', durationMs: Math.round(len) });
  }
  const banners: Banner[] = [];
  const nb = Math.max(1, Math.round(durationMs / 50000));
  for (let i = 0; i < nb; i++) {
    const len = rPlan.uni(4000, 7000);
    const t = rPlan.uni(((i + 0.1) * durationMs) / nb, ((i + 0.9) * durationMs) / nb - len);
    if (t < 0) continue;
    const num = rPlan.int(0, 45);
    const text = rPlan.pick([
      `#${num}  J. MORALES   ${rPlan.int(2, 31)} PTS  ${rPlan.int(0, 14)} REB`,
      `TEAM FOULS  ${rPlan.int(0, 6)} - ${rPlan.int(0, 6)}`,
      `3PT  ${rPlan.int(1, 9)}/${rPlan.int(9, 20)}   FG ${rPlan.int(30, 60)}%`,
      `NEXT GAME SAT 7:30 PM`,
    ]);
    banners.push({ start: t, end: t + len, text });
    decoys.push({ atMs: Math.round(t), kind: 'banner-graphic', durationMs: Math.round(len) });
  }

  const audio = buildAudio(rAudio, game, sc, durationMs, liveSpans, decoys, quiet);
  const layout = makeLayout(rPic.fork(5));
  const graph = buildGraph(rPic, durationMs, game, liveSpans, banners, scoreAt, layout);

  await mkdir(dir, { recursive: true });
  const base = path.join(dir, `blind-${seed}-${Math.round(durationMs / 1000)}s`);
  const rawFile = `${base}.s16`;
  const graphFile = `${base}.graph.txt`;
  const courtGraphFile = `${base}.court.txt`;
  const courtFile = `${base}.court.png`;
  const file = `${base}.mp4`;
  const pcm = Buffer.alloc(audio.length * 2);
  for (let i = 0; i < audio.length; i++) pcm.writeInt16LE(Math.round(clamp(audio[i] ?? 0, -1, 1) * 32767), i * 2);
  await writeFile(rawFile, pcm);
  await writeFile(graphFile, graph.main);
  await writeFile(courtGraphFile, graph.court);
  try {
    await runFfmpeg([
      '-y',
      '-v',
      'error',
      '-filter_complex_script',
      courtGraphFile,
      '-map',
      '[vout]',
      '-frames:v',
      '1',
      courtFile,
    ]);
    await runFfmpeg([
      '-y',
      '-v',
      'error',
      '-i',
      courtFile,
      '-filter_complex_script',
      graphFile,
      '-f',
      's16le',
      '-ar',
      String(SR),
      '-ac',
      '1',
      '-i',
      rawFile,
      '-map',
      '[vout]',
      '-map',
      '1:a',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-r',
      String(FPS),
      '-c:a',
      'aac',
      '-b:a',
      '64k',
      '-ac',
      '1',
      '-t',
      (durationMs / 1000).toFixed(3),
      '-movflags',
      '+faststart',
      file,
    ]);
  } finally {
    await rm(rawFile, { force: true });
    await rm(graphFile, { force: true });
    await rm(courtGraphFile, { force: true });
    await rm(courtFile, { force: true });
  }

  // ---- truth
  const clipSpan = (a: number, b: number): Span | undefined =>
    a >= durationMs || b <= 0 ? undefined : { startMs: Math.max(0, a), endMs: Math.min(durationMs, b) };
  const whistles = game.whistles
    .map((w) => {
      const l = at(w.blasts, w.blasts.length - 1);
      return clipSpan(w.start, l.at + l.dur);
    })
    .filter((s): s is Span => s !== undefined)
    .sort((a, b) => a.startMs - b.startMs);
  const horns = game.horns
    .map((h) => clipSpan(h.start, h.start + h.dur))
    .filter((s): s is Span => s !== undefined)
    .sort((a, b) => a.startMs - b.startMs);
  const calls: BlindTruth['calls'] = game.horns
    .flatMap((h): BlindTruth['calls'] => {
      const kind = h.why;
      return (kind === 'substitution' || kind === 'timeout') && h.start >= 0 && h.start < durationMs
        ? [{ videoMs: Math.round(h.start), kind }]
        : [];
    })
    .sort((a, b) => a.videoMs - b.videoMs);
  const dead: Span[] = [];
  {
    let since: number | undefined = game.marks[0]?.running ? undefined : -sc.preStopped;
    for (const m of game.marks.slice(1)) {
      if (m.running && since !== undefined) {
        const s = clipSpan(since, m.t);
        if (s && s.endMs - s.startMs >= 8000) dead.push(s);
        since = undefined;
      } else if (!m.running && since === undefined) since = m.t;
    }
    if (since !== undefined) {
      const s = clipSpan(since, durationMs);
      if (s && s.endMs - s.startMs >= 8000) dead.push(s);
    }
  }
  const scoreChanges: BlindTruth['scoreChanges'] = [];
  for (const s of [...game.scores].sort((a, b) => a.board - b.board)) {
    if (s.board >= durationMs) continue;
    const v = scoreAt(s.board);
    scoreChanges.push({ videoMs: s.board, side: s.side, points: s.pts, home: v.home, away: v.away });
  }
  const clockMarks = game.marks
    .filter((m) => m.t < durationMs)
    .map((m) => ({ videoMs: m.t, period: m.period, clock: boardValue(m.rem), running: m.running }));

  // regions: every value the field shows
  const maxScoreDigits = (side: 'home' | 'away'): number => {
    let n = String(side === 'home' ? home0 : away0).length;
    for (const c of scoreChanges) n = Math.max(n, String(c[side]).length);
    return n;
  };
  const digitH = layout.size * 0.75;
  let clockHalf = 0;
  for (let f = 0; f < Math.round((durationMs / 1000) * FPS); f += 1) {
    const ms = (f * 1000) / FPS;
    let m = at(game.marks, 0);
    for (const x of game.marks) if (x.t <= ms) m = x;
    const rem = m.running ? Math.max(0, m.rem - (ms - m.t)) : m.rem;
    clockHalf = Math.max(clockHalf, inkWidth(boardText(rem), layout.size) / 2);
  }
  const regions: BlindTruth['regions'] = {
    kind: 'overlay',
    home: region(layout.homeCx, inkWidth('0'.repeat(maxScoreDigits('home')), layout.size) / 2, layout.digitY, digitH),
    away: region(layout.awayCx, inkWidth('0'.repeat(maxScoreDigits('away')), layout.size) / 2, layout.digitY, digitH),
    clock: region(layout.clockCx, clockHalf, layout.digitY, digitH),
  };
  decoys.sort((a, b) => a.atMs - b.atMs);
  const description =
    `seed ${seed}; ${sc.name}; period ${sc.period} from ${boardText(game.marks[0]?.rem ?? 0)}; ` +
    `reverb ${sc.index === 1 ? 'heavy' : sc.index === 2 ? 'light' : 'none'}; whistle levels ${game.whistles.length ? Math.round(Math.min(...game.whistles.map((w) => w.levelDb))) : 0}..${game.whistles.length ? Math.round(Math.max(...game.whistles.map((w) => w.levelDb))) : 0} dB; ` +
    `${whistles.length} whistles, ${horns.length} horns, ${dead.length} dead, ${scoreChanges.length} score changes, ${clockMarks.length} clock marks, ${decoys.length} decoys`;
  return {
    file,
    truth: { durationMs, whistles, horns, calls, dead, scoreChanges, clockMarks, regions, decoys, description },
  };
}
