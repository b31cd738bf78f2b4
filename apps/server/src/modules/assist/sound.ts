import type { SoundMark } from './assist-types.js';
import { RealFft } from './fft.js';

/**
 * Finds whistles and horns in a game's audio (mono PCM), frame by frame on short spectra, streaming: a
 * two-hour game goes through in chunks and only the marks are kept.
 *
 * Whistle: one narrow peak (a pea whistle's warble is +-150 Hz) in 2.4-4.6 kHz that holds most of the energy
 * from 1 kHz up and stands well above the rest of its band, for >= 150 ms. Crowd noise spreads its energy;
 * a horn's harmonics put theirs below 2.4 kHz; shoe squeaks are shorter.
 * Horn: a low fundamental (200-700 Hz) whose first four harmonics hold most of the energy of 150-3000 Hz,
 * for >= 0.5 s.
 */

const WHISTLE_LOW_HZ = 2400;
const WHISTLE_HIGH_HZ = 4600;
/** Half the width of a whistle's peak, warble included. */
const WHISTLE_PEAK_HZ = 200;
/** The share of 1-8 kHz a whistle's peak holds, and how far (dB) it stands above the rest of its band. */
const WHISTLE_SHARE = 0.4;
const WHISTLE_PROMINENCE_DB = 10;
const WHISTLE_MIN_MS = 150;

const HORN_LOW_HZ = 200;
const HORN_HIGH_HZ = 700;
const HORN_BAND_HZ: [number, number] = [150, 3000];
const HORN_HARMONICS = 4;
/** The share of 150-3000 Hz the first four harmonics hold. */
const HORN_SHARE = 0.5;
const HORN_MIN_MS = 500;
/** A harmonic is a line when it stands this many times (10 dB) above the bins beside it; three of four must. */
const HORN_LINE = 10;

/** Frames quieter than this (dBFS over the frame) are silence, never a mark. */
const SILENCE_DB = -70;

interface Run {
  first: number;
  last: number;
  strength: number;
  /** The sound's energy in each frame of the run (0 in the gaps). */
  energies: number[];
}

/** A frame's verdict: how far the sound stands out (dB) and its energy, or null when the frame has none. */
type Verdict = { strength: number; energy: number } | null;

/**
 * A run of flagged frames, closed when more than `gap` frames pass unflagged. Its span is where the sound
 * holds at least half its peak energy: a frame whose window only overlaps a sound's edge still flags it (a
 * loud squeak flags a window's length more than it lasts), but with less of its energy.
 */
class RunTracker {
  private run: Run | null = null;
  constructor(
    private readonly kind: SoundMark['kind'],
    private readonly gap: number,
    private readonly minMs: number,
    private readonly frameMs: (frame: number) => number,
    private readonly hopMs: number,
    private readonly marks: SoundMark[],
  ) {}

  frame(index: number, verdict: Verdict) {
    if (this.run && index - this.run.last > this.gap + 1) this.close();
    if (verdict === null) return;
    if (this.run) {
      while (this.run.first + this.run.energies.length < index) this.run.energies.push(0);
      this.run.last = index;
      this.run.strength += verdict.strength;
    } else {
      this.run = { first: index, last: index, strength: verdict.strength, energies: [] };
    }
    this.run.energies.push(verdict.energy);
  }

  close() {
    const run = this.run;
    this.run = null;
    if (!run) return;
    // A loop, not Math.max(...energies): a run of minutes (a sustained tone) would exceed the arguments limit.
    const half = run.energies.reduce((peak, e) => Math.max(peak, e), 0) / 2;
    const first = run.first + run.energies.findIndex((e) => e >= half);
    const last = run.first + run.energies.findLastIndex((e) => e >= half);
    const startMs = this.frameMs(first) - this.hopMs / 2;
    const endMs = this.frameMs(last) + this.hopMs / 2;
    if (endMs - startMs < this.minMs) return;
    const frames = run.energies.filter((e) => e > 0).length;
    this.marks.push({
      kind: this.kind,
      startMs: Math.round(startMs),
      endMs: Math.round(endMs),
      strength: Math.round((run.strength / frames) * 10) / 10,
    });
  }
}

/** Streaming detector: `push` PCM chunks in order, then `finish` for the marks (ordered by start). */
export class SoundDetector {
  private readonly size: number;
  private readonly hop: number;
  private readonly binHz: number;
  private readonly fft: RealFft;
  private readonly window: Float64Array;
  private readonly buffer: Float64Array;
  private readonly frameIn: Float64Array;
  private readonly power: Float64Array;
  private fill = 0;
  private frames = 0;
  private readonly marks: SoundMark[] = [];
  private readonly whistles: RunTracker;
  private readonly horns: RunTracker;

  constructor(readonly sampleRate = 16_000) {
    // About 32 ms frames (512 samples at 16 kHz), every 8 ms: short enough that a squeak stays short.
    this.size = 2 ** Math.round(Math.log2(sampleRate * 0.032));
    this.hop = this.size / 4;
    this.binHz = sampleRate / this.size;
    this.fft = new RealFft(this.size);
    this.window = new Float64Array(this.size);
    for (let i = 0; i < this.size; i++) this.window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / this.size);
    this.buffer = new Float64Array(this.size);
    this.frameIn = new Float64Array(this.size);
    this.power = new Float64Array(this.size / 2 + 1);
    const hopMs = (this.hop / sampleRate) * 1000;
    const frameMs = (frame: number) => ((frame * this.hop + this.size / 2) / sampleRate) * 1000;
    this.whistles = new RunTracker('whistle', 2, WHISTLE_MIN_MS, frameMs, hopMs, this.marks);
    this.horns = new RunTracker('horn', 6, HORN_MIN_MS, frameMs, hopMs, this.marks);
  }

  push(chunk: Int16Array) {
    for (let i = 0; i < chunk.length; i++) {
      this.buffer[this.fill++] = (chunk[i] ?? 0) / 32768;
      if (this.fill === this.size) {
        this.analyse();
        this.buffer.copyWithin(0, this.hop);
        this.fill = this.size - this.hop;
      }
    }
  }

  finish(): SoundMark[] {
    this.whistles.close();
    this.horns.close();
    return this.marks.sort((a, b) => a.startMs - b.startMs);
  }

  private analyse() {
    const { size, window, buffer, frameIn, power } = this;
    let energy = 0;
    for (let i = 0; i < size; i++) {
      frameIn[i] = (buffer[i] ?? 0) * (window[i] ?? 0);
      energy += (buffer[i] ?? 0) * (buffer[i] ?? 0);
    }
    const index = this.frames++;
    if (10 * Math.log10(energy / size + 1e-20) < SILENCE_DB) {
      this.whistles.frame(index, null);
      this.horns.frame(index, null);
      return;
    }
    this.fft.power(frameIn, power);
    this.whistles.frame(index, this.whistle());
    this.horns.frame(index, this.horn());
  }

  private bin(hz: number) {
    return Math.min(this.size / 2, Math.max(0, Math.round(hz / this.binHz)));
  }

  private sum(from: number, to: number) {
    let total = 0;
    for (let k = from; k <= to; k++) total += this.power[k] ?? 0;
    return total;
  }

  /** How far (dB) the frame's whistle peak stands above the rest of its band. */
  private whistle(): Verdict {
    const { power } = this;
    const low = this.bin(WHISTLE_LOW_HZ);
    const high = this.bin(WHISTLE_HIGH_HZ);
    let peak = low;
    for (let k = low + 1; k <= high; k++) if ((power[k] ?? 0) > (power[peak] ?? 0)) peak = k;
    const width = Math.max(1, Math.round(WHISTLE_PEAK_HZ / this.binHz));
    const from = Math.max(low, peak - width);
    const to = Math.min(high, peak + width);
    const peakEnergy = this.sum(from, to);
    const upper = this.sum(this.bin(1000), this.bin(8000));
    if (peakEnergy < WHISTLE_SHARE * upper) return null;
    const rest = (this.sum(low, high) - peakEnergy) / Math.max(1, high - low - (to - from));
    const prominence = 10 * Math.log10(peakEnergy / (to - from + 1) / (rest + 1e-20));
    return prominence >= WHISTLE_PROMINENCE_DB ? { strength: prominence, energy: peakEnergy } : null;
  }

  /** How far (dB) the best harmonic comb (f0 200-700 Hz, four harmonics) stands above the rest of 150-3000 Hz. */
  private horn(): Verdict {
    const { power } = this;
    const band = this.sum(this.bin(HORN_BAND_HZ[0]), this.bin(HORN_BAND_HZ[1]));
    let best = 0;
    let bestF0 = 0;
    for (let f0 = HORN_LOW_HZ; f0 <= HORN_HIGH_HZ; f0 += this.binHz / HORN_HARMONICS) {
      let comb = 0;
      for (let h = 1; h <= HORN_HARMONICS; h++) {
        const k = Math.round((h * f0) / this.binHz);
        comb += (power[k - 1] ?? 0) + (power[k] ?? 0) + (power[k + 1] ?? 0);
      }
      if (comb > best) {
        best = comb;
        bestF0 = f0;
      }
    }
    if (best < HORN_SHARE * band) return null;
    // Lines, not a hump: a rumble's energy also sits low, but smoothly, between the harmonics too.
    let lines = 0;
    for (let h = 1; h <= HORN_HARMONICS; h++) {
      const k = Math.round((h * bestF0) / this.binHz);
      const line = Math.max(power[k - 1] ?? 0, power[k] ?? 0, power[k + 1] ?? 0);
      const between = ((power[k - 4] ?? 0) + (power[k - 3] ?? 0) + (power[k + 3] ?? 0) + (power[k + 4] ?? 0)) / 4;
      if (line >= HORN_LINE * between) lines++;
    }
    if (lines < HORN_HARMONICS - 1) return null;
    return { strength: 10 * Math.log10(best / Math.max(band - best, 1e-20)), energy: best };
  }
}

/** Whistles and horns in a whole PCM track (or its chunks, in order). */
export function detectSounds(pcm: Int16Array | Iterable<Int16Array>, sampleRate = 16_000): SoundMark[] {
  const detector = new SoundDetector(sampleRate);
  if (pcm instanceof Int16Array) detector.push(pcm);
  else for (const chunk of pcm) detector.push(chunk);
  return detector.finish();
}
