import type { SoundMark } from './assist-types.js';
import { RealFft } from './fft.js';

/**
 * Finds whistles and horns in a game's audio (mono PCM), frame by frame on short spectra, streaming: a
 * two-hour game goes through in chunks and only the marks are kept. Every level is measured against the
 * footage's own background (a slowly tracked noise floor per frequency), never as an absolute level, so a
 * whistle 3 dB under the commentary and crowd is still found when it stands above them in its own band.
 *
 * Whistle: one to three narrow tones (a pea whistle's trill smears its tone over +-250 Hz; a pea-less whistle
 * sounds two or three chambers' tones at once) in 2.2-5.2 kHz that hold most of that band, stand >= 10 dB
 * above its median and >= 8 dB above the background there, for >= 200 ms, at a steady pitch. Shoe squeaks
 * (at most ~180 ms, and gliding), fans' "whoo" sweeps (gliding across the band) and phone rings (the same
 * short burst again and again) are not whistles.
 * Faint whistle: the same tones without the bound against 300-2200 Hz (a referee far from the microphones, 20 dB
 * under a commentator), in runs split where the pitch jumps (a voice's formant before it) and joined across short
 * breaks at one pitch; at least 20 dB over their floor. Voices pass this too, so a faint whistle is offered only
 * where the scoreboard's clock stops with it (fusion.ts, decision 030).
 * Horn: a stack of spectral lines (any fundamental from 150 Hz, any timbre: sawtooth, square, a chord of two
 * buzzers, a pulsed beep) below 4 kHz that stand still in pitch for >= 0.3 s and hold a good share of
 * 150-4000 Hz, for >= 0.5 s. Speech's harmonics glide with its intonation; music's notes change each beat.
 * Or a plain sine buzzer, one tone or two or three at once (too few lines for a stack): one line in 150-2200 Hz
 * that stands exactly still on 128 ms frames, fine enough (7.8 Hz) to part it from a voice's harmonics close by (a
 * synthesized tone's position between bins wanders by a median 1 Hz at most, where other sounds' lines that hold
 * a flat level as long wander 2 Hz and more), >= 12 dB over the background's floor in its bin, at a flat level (a
 * music note dies away), for >= 0.5 s and at most 6 s (a longer one is the background's: a hum, a test tone).
 */

const WHISTLE_LOW_HZ = 2200;
const WHISTLE_HIGH_HZ = 5200;
/** Half the width of a whistle tone's window (a pea's trill included). */
const WHISTLE_TONE_HZ = 250;
/** A pea-less whistle's further tones: within this ratio of the strongest, and at least a tenth of its power. */
const WHISTLE_CHORD_RATIO: [number, number] = [0.7, 1.45];
const WHISTLE_SECOND_TONE = 0.1;
/** The share of 2.2-5.2 kHz the tones hold; how far (dB) the strongest stands above the band's median bin. */
const WHISTLE_SHARE = 0.55;
const WHISTLE_PEAK_DB = 12;
/** How far (dB) the tones stand above the background's floor in their own bins. */
const WHISTLE_SNR_DB = 8;
const WHISTLE_MIN_MS = 200;
/** The tones' power against 300-2200 Hz (speech, crowd): at least this share (-8 dB). */
const WHISTLE_OVER_LOW = 0.15;
/**
 * A whistle's tones are never one narrow line: a pea's trill smears its tone over +-100-250 Hz within a frame, and a
 * pea-less whistle sounds two or three chambers' tones. The share of the tones' power in the strongest bin and its
 * two neighbours (+-47 Hz at 16 kHz), over a run's span (median), is 0.33-0.79 for the whistles of our broadcast
 * sets (pea-less ones: 0.33) and 0.93-0.99 for a shoe sliding (a squeak held 0.25-0.6 s, wavering by 3%). In a
 * reverberant hall the slide's echo, at the pitch it held a moment before, sounds beside the pitch it holds now:
 * 0.79-0.88 over the run on `hall_tune` and `hall_report`. Not at its onset, before the echo builds: over its first
 * ONSET_FRAMES, 0.91-0.94 for those slides and at most 0.80 for every whistle of our broadcast sets (decision 032).
 * A run whose share is over this, over its span or over its onset, is a shoe.
 */
const WHISTLE_NARROW = 0.85;
/** A run's onset, for its narrowness: its first 10 measured frames at its pitch (80 ms), before a hall's echo builds. */
const ONSET_FRAMES = 10;
/** A whistle holds its pitch: its (smoothed) pitch may wander this share of itself, no more. */
const WHISTLE_GLIDE = 0.12;
/**
 * A faint whistle (decision 030) is what a whistle far from the microphones leaves: the same tones with no bound
 * against 300-2200 Hz (a commentator over it may be 20 dB louder). Other sounds pass that (a voice's formant, a
 * squeak), so a faint whistle is only offered where the board's clock stops with it (fusion.ts). It stands this
 * many dB over its floor on average: most of a commentator's third formant's runs stand 10-20 dB over theirs.
 */
const FAINT_MIN_DB = 20;

/** A faint run breaks where its pitch leaves its last few frames' (median) by this share: another sound begins. */
const FAINT_JUMP = 0.15;
const PITCH_RECENT_FRAMES = 5;
const JUMP_FRAMES = 3;
/** A faint run's peak energy: this quantile of its frames' (see RunTracker). */
const FAINT_PEAK_QUANTILE = 0.8;
/** A faint whistle's pieces (see joinPieces) are at most this far apart. */
const PIECE_GAP_MS = 250;
/** A piece lasts at least this long; the whole whistle, WHISTLE_MIN_MS. */
const FAINT_PIECE_MS = 80;
/** A faint whistle lasts at most this long (a referee's longest blasts last some two seconds). */
const FAINT_MAX_MS = 3000;

/** Horn-like sounds this alike, this many at a steady pace (see phoneRings), are a phone ringing. */
const PHONE_RINGS = 3;
const PHONE_GAP_MS: [number, number] = [1500, 8000];
const PHONE_PACE = 0.15;
/** Two horn-like sounds at one pitch: their lowest lines within this share (a phone's rings; music's chords differ). */
const ALIKE_PITCH = 0.04;
const PHONE_LENGTH = 0.3;
/** A whistle starting this close to a phone's ring (and ending within it) is the ring's partials. */
const RING_ONSET_MS = 150;
/** Two rings are enough when this alike: their lengths within this many ms, their pitches within this share. */
const PHONE_EXACT_MS = 100;
const PHONE_EXACT_PITCH = 0.02;

/** Horn-like sounds this close one after another, at other pitches, are music (see withoutMusic). */
const MUSIC_GAP_MS = 250;

/** Bursts this alike (duration, pitch), three or more in a row a short gap apart, are a ring, not whistles. */
const RING_GAP_MS = 700;
const RING_LIKE = 0.2;

const HORN_BAND_HZ: [number, number] = [150, 4000];
/** A spectral line stands this many times (8 dB) above the bins 3-6 either side of it. */
const LINE_RATIO = 6.3;
/** A line is steady when it stays within a bin of where it began for this long (frames of 8 ms: 0.3 s). */
const STEADY_FRAMES = 38;
/** A line may miss this many frames (a pulsed horn's gaps) and still be the same line. */
const LINE_HANG_FRAMES = 16;
/** Steady lines: at least this many, holding this share of 150-4000 Hz, most of it below 2.2 kHz. */
const HORN_LINES = 3;
const HORN_SHARE = 0.12;
const HORN_LOW_SHARE = 0.5;
const HORN_MIN_MS = 500;
/** A horn dated back to its lines' start must be heard this long (ms), in at least this share of its frames since. */
const MIN_HEARD_MS = 200;
const HEARD_SHARE = 0.4;
/** A sound whose level falls faster than this (dB a second) is a note dying away, not a buzzer. */
const HORN_DECAY_DB_S = -12;

/**
 * A plain sine buzzer (one tone, or two at once) has too few lines to be a stack: one line counts when it stands
 * exactly still (a synthesized tone's pitch does not move at all, unlike speech's, the crowd's or a sung note's),
 * far over the background's floor in its own bin, at a flat level (not a music note dying away), for a buzzer's
 * length. Its band: 150-2200 Hz (a phone's and a whistle's tones are above).
 *
 * Lines are followed on frames four times as long as the others (128 ms, 7.8 Hz bins, one every 32 ms): a
 * buzzer stands >= 0.5 s, so it loses nothing by them, and in the 32 ms frames' 31 Hz bins a voice's harmonic
 * 30-60 Hz from a tone (the commentary's harmonics are 105-200 Hz apart, and glide) shares its main lobe: for
 * a tenth of a second at a time it pulled the tone's peak aside or hid it, and a two-tone buzzer at -2 dB (each
 * tone 5 dB under everything else) broke into lines too short to count. At 7.8 Hz those are 4-8 bins apart.
 */
const STILL_BAND_HZ: [number, number] = [150, 2200];
/** The long frames: this many short frames long, one every this many short frames. */
const STILL_LENGTH = 4;
const STILL_HOPS = 4;
/** The line's peak over the floor in its bin (dB) in each frame it is seen. */
const STILL_SNR_DB = 12;
/** Over the bins 3-6 either side of it (4 dB). */
const STILL_LINE_RATIO = 2.5;
/** How long it must stand (short frames of 8 ms: 0.5 s), and how many short frames in a row it may miss meanwhile. */
const STILL_FRAMES = 62;
const STILL_MISS_FRAMES = 8;
/** Its position (interpolated between bins) is matched within this many Hz of where it has stood. */
const STILL_MATCH_HZ = 4;
/**
 * The median distance of its positions from their median (Hz): a tone's jitter, not a voice's glide. On the long
 * frames the corpus's tones wander 0.03-0.46 Hz on `sine_tune` (0.6 on every set and audio seed), the lines of
 * other sounds that held a flat level as long 1.95-2.2 Hz.
 */
const STILL_WANDER_HZ = 1;
/** How far (Hz) it may have moved from its first quarter to its last (a slow glide; the tones: at most 2.4 Hz). */
const STILL_DRIFT_HZ = 3;
/** Its level's spread (20th to 80th percentile, dB): a buzzer is flat, a note dying away is not. */
const STILL_LEVEL_DB = 3;
/** The share of its (long) frames it must be seen in (the rest: a neighbouring sound covered it). */
const STILL_SEEN = 0.5;
/** How far back (short frames: 1.6 s) a still line's onset is looked for, past how many frames' dips in its level. */
const STILL_ONSET_DIPS = 3;
/** The onset is where its bin first held the tone's (median) level less this many dB. */
const STILL_ONSET_DB = 3;
const STILL_HISTORY_FRAMES = 200;
/** A line that stands longer than this (short frames: 6 s) is the background's (a hum, a test tone), not a buzzer. */
const STILL_MAX_FRAMES = 750;

/** Frames quieter than this (dBFS over the frame) are silence, never a mark. */
const SILENCE_DB = -70;
/** The background floor rises at most this factor a frame (about 2 dB a second) and falls quickly. */
const FLOOR_RISE = 1.0045;
const FLOOR_FALL = 0.7;

/** One frame of a background floor per bin: down fast to a quieter frame, up by at most `rise` to a louder one. */
function followFloor(floor: Float64Array, power: Float64Array, rise: number): void {
  for (let k = 0; k < floor.length; k++) {
    const p = power[k] ?? 0;
    const f = floor[k] ?? 0;
    floor[k] = p < f ? FLOOR_FALL * f + (1 - FLOOR_FALL) * p : Math.min(p, f * rise + 1e-12);
  }
}

interface Run {
  first: number;
  last: number;
  strength: number;
  /** The sound's energy in each frame of the run (0 in the gaps). */
  energies: number[];
  /** Its pitch in each frame (0 in the gaps): whistles only. */
  pitches: number[];
  /** Whether its start was dated back by its first verdict; the frame of that verdict. */
  dated: boolean;
  heard: number;
  /** Whether a still line (a sine buzzer's, checked over its whole length already) flagged it. */
  still: boolean;
  /** Its narrowness in each frame (NaN in the gaps and where not measured): whistles' (see SoundDetector.whistle). */
  narrows: number[];
}

/** A frame's verdict: how far the sound stands out (dB), its energy, and where it began (a horn's steady lines). */
type Verdict = { strength: number; energy: number; pitch?: number; since?: number; still?: boolean; narrow?: number } | null;

/**
 * A run found: its pitch (median), and for whistles its tones' narrowness (median, see SoundDetector.whistle) over
 * the run and over its onset.
 */
type Candidate = SoundMark & { pitch: number; narrow?: { run: number; onset: number } };

/**
 * A run of flagged frames, closed when more than `gap` frames pass unflagged. Its span is where the sound
 * holds at least half its peak energy: a frame whose window only overlaps a sound's edge still flags it, but
 * with less of its energy. A verdict may date the sound back to where it began (`since`): a horn is only known
 * once its lines have stood still a while.
 */
class RunTracker {
  private run: Run | null = null;
  /** Frames whose pitch left the run's, held until they last JUMP_FRAMES (then a new run) or it comes back. */
  private held: { index: number; verdict: NonNullable<Verdict> }[] = [];
  /** The frame after the last run's end: a new run is never dated back into it. */
  private free = 0;
  constructor(
    private readonly kind: SoundMark['kind'],
    private readonly gap: number,
    private readonly minMs: number,
    private readonly frameMs: (frame: number) => number,
    private readonly hopMs: number,
    private readonly accept: (mark: Candidate, pitches: number[], energies: number[]) => boolean,
    private readonly marks: Candidate[],
    private readonly options: {
      /** A verdict whose pitch is this share away from the run's last few frames' starts a new run. */
      jump?: number;
      /**
       * The run's peak energy is this quantile of its frames' (else its loudest frame): a trilled whistle's level
       * swings 7 dB frame to frame, and a loud first frame would leave the rest under half of it.
       */
      peakQuantile?: number;
    } = {},
  ) {}

  frame(index: number, verdict: Verdict) {
    const seen = this.held.at(-1)?.index ?? this.run?.last;
    if (this.run && seen !== undefined && index - seen > this.gap + 1) this.close();
    if (verdict === null) return;
    const jump = this.options.jump;
    if (this.run && jump !== undefined && verdict.pitch) {
      const recent = median(this.run.pitches.slice(-PITCH_RECENT_FRAMES).filter((p) => p > 0));
      if (recent > 0 && Math.abs(verdict.pitch - recent) > jump * recent) {
        // Held until the new pitch has lasted: a frame or two off (a trill's edge, a click) stay in the run.
        this.held.push({ index, verdict });
        if (this.held.length < JUMP_FRAMES) return;
        const held = this.held;
        this.held = [];
        this.closeRun();
        for (const frame of held) this.add(frame.index, frame.verdict);
        return;
      }
    }
    this.flushHeld();
    this.add(index, verdict);
  }

  private flushHeld() {
    const held = this.held;
    this.held = [];
    for (const frame of held) this.add(frame.index, frame.verdict);
  }

  private add(index: number, verdict: NonNullable<Verdict>) {
    if (this.run) {
      while (this.run.first + this.run.energies.length < index) {
        this.run.energies.push(0);
        this.run.pitches.push(0);
        this.run.narrows.push(NaN);
      }
      this.run.last = index;
      this.run.strength += verdict.strength;
      this.run.still ||= verdict.still === true;
    } else {
      const since = Math.max(this.free, Math.min(index, verdict.since ?? index));
      // Back to where the lines began, at the energy they have now.
      const back = index - since;
      this.run = {
        first: since,
        last: index,
        strength: verdict.strength,
        energies: new Array<number>(back).fill(verdict.energy),
        pitches: new Array<number>(back).fill(0),
        dated: verdict.since !== undefined,
        heard: index,
        still: verdict.still === true,
        narrows: new Array<number>(back).fill(NaN),
      };
    }
    this.run.energies.push(verdict.energy);
    this.run.pitches.push(verdict.pitch ?? 0);
    this.run.narrows.push(verdict.narrow ?? NaN);
  }

  close() {
    this.flushHeld();
    this.closeRun();
  }

  private closeRun() {
    const run = this.run;
    this.run = null;
    if (!run) return;
    this.free = run.last + 1;
    // A loop, not Math.max(...energies): a run of minutes (a sustained tone) would exceed the arguments limit.
    const { peakQuantile } = this.options;
    const half =
      (peakQuantile === undefined
        ? run.energies.reduce((peak, e) => Math.max(peak, e), 0)
        : quantile(
            run.energies.filter((e) => e > 0),
            peakQuantile,
          )) / 2;
    // A run dated back starts where its lines began; else where its energy first reaches half its peak.
    const firstAt = run.dated ? 0 : run.energies.findIndex((e) => e >= half);
    // A still line's verdicts carry its tone's own (flat) level, whatever covers it a moment, for as long as it
    // stands: its run ends where the last of them is, not where a louder moment's half is.
    const lastAt = run.energies.findLastIndex((e) => (run.still ? e > 0 : e >= half));
    const startMs = this.frameMs(run.first + firstAt) - this.hopMs / 2;
    const endMs = this.frameMs(run.first + lastAt) + this.hopMs / 2;
    if (endMs - startMs < this.minMs) return;
    // A still line that stood until it was too old to count: the background's hum or test tone, not a buzzer.
    if (run.still && run.last - run.first + 1 >= STILL_MAX_FRAMES) return;
    // A run dated back must still have been heard for a while, most of the time: a few frames of lines that
    // stood still (a phone's tones, a held vowel) are not a horn.
    const heard = run.energies.slice(run.heard - run.first).filter((e) => e > 0).length;
    if (run.dated && !run.still && (heard * this.hopMs < MIN_HEARD_MS || heard < HEARD_SHARE * (run.last - run.heard + 1)))
      return;
    const frames = run.energies.filter((e) => e > 0).length;
    const pitches = run.pitches.slice(firstAt, lastAt + 1).filter((p) => p > 0);
    const narrows = run.narrows.slice(firstAt, lastAt + 1).filter((narrow) => !Number.isNaN(narrow));
    const pitch = median(pitches);
    // Its onset: its first frames at its own pitch, from the first it was heard in. Not from its start: in a hall the
    // echo lifts the sound's level over its first tenth of a second, and the half-peak start moves past the onset.
    // Frames at another pitch are another sound's that the run grew out of (a squeak just before a whistle).
    const onset = run.narrows
      .filter((narrow, i) => !Number.isNaN(narrow) && Math.abs((run.pitches[i] ?? 0) - pitch) <= WHISTLE_GLIDE * pitch)
      .slice(0, ONSET_FRAMES);
    const mark: Candidate = {
      kind: this.kind,
      startMs: Math.round(startMs),
      endMs: Math.round(endMs),
      strength: Math.round((run.strength / frames) * 10) / 10,
      pitch,
      ...(narrows.length > 0 ? { narrow: { run: median(narrows), onset: median(onset) } } : {}),
    };
    if (this.accept(mark, pitches, run.energies.slice(firstAt, lastAt + 1))) this.marks.push(mark);
  }
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Whether a whistle's pitch held: its track, smoothed over 5 frames (the trill), stays within a band. */
function heldPitch(mark: Candidate, pitches: number[]): boolean {
  if (pitches.length < 5) return false;
  const smooth = pitches.map((_, i) => median(pitches.slice(Math.max(0, i - 2), i + 3)));
  const sorted = [...smooth].sort((a, b) => a - b);
  const low = sorted[Math.floor(sorted.length * 0.1)] ?? 0;
  const high = sorted[Math.ceil(sorted.length * 0.9) - 1] ?? 0;
  return high - low <= WHISTLE_GLIDE * mark.pitch;
}

/**
 * Whether a horn's sound held its level: a buzzer sounds flat, or pulses; a note of music (a piano's, a
 * plucked string's) dies away. The level's slope (dB a second, least squares) over each stretch of >= 0.2 s
 * without a gap; a pulsed horn's beeps are shorter and say nothing.
 */
function heldLevel(energies: number[], frameMs: number): boolean {
  const slopes: number[] = [];
  let from = 0;
  for (let i = 0; i <= energies.length; i++) {
    if (i < energies.length && (energies[i] ?? 0) > 0) continue;
    const stretch = energies.slice(from, i);
    if (stretch.length * frameMs >= 200) {
      const n = stretch.length;
      const meanX = (n - 1) / 2;
      const db = stretch.map((e) => 10 * Math.log10(e));
      const meanY = db.reduce((a, b) => a + b, 0) / n;
      let num = 0;
      let den = 0;
      db.forEach((y, x) => {
        num += (x - meanX) * (y - meanY);
        den += (x - meanX) ** 2;
      });
      slopes.push((num / den) * (1000 / frameMs));
    }
    from = i + 1;
  }
  return slopes.length === 0 || median(slopes) > HORN_DECAY_DB_S;
}

/**
 * Joins a faint whistle's pieces: faint runs at one pitch (within WHISTLE_GLIDE) a short gap apart, where a squeak
 * or a louder voice broke the whistle, are one. It starts at its first piece and ends at its last that stand
 * FAINT_MIN_DB over their floor (a voice's formant at the whistle's pitch, fainter, does not move its start), its
 * strength is theirs and those between, by length, and a join longer than FAINT_MAX_MS is no whistle (a voice's
 * formants one after another).
 */
function joinPieces(runs: Candidate[]): Candidate[] {
  const groups: Candidate[][] = [];
  for (const run of [...runs].sort((a, b) => a.startMs - b.startMs)) {
    // The piece before may not be the last run: the sound that broke the whistle may have made one of its own.
    const group = groups.findLast((pieces) => {
      const last = pieces.at(-1) as Candidate;
      return run.startMs - last.endMs <= PIECE_GAP_MS && Math.abs(run.pitch - last.pitch) <= WHISTLE_GLIDE * last.pitch;
    });
    if (group) group.push(run);
    else groups.push([run]);
  }
  return groups
    .flatMap((group) => {
      const first = group.findIndex((piece) => piece.strength >= FAINT_MIN_DB);
      const last = group.findLastIndex((piece) => piece.strength >= FAINT_MIN_DB);
      if (first < 0) return [];
      const pieces = group.slice(first, last + 1);
      const length = (piece: Candidate) => piece.endMs - piece.startMs;
      const heard = pieces.reduce((sum, piece) => sum + length(piece), 0);
      const whistle: Candidate = {
        ...(pieces[0] as Candidate),
        endMs: (pieces.at(-1) as Candidate).endMs,
        strength: Math.round((pieces.reduce((sum, piece) => sum + piece.strength * length(piece), 0) / heard) * 10) / 10,
      };
      return whistle.endMs - whistle.startMs <= FAINT_MAX_MS ? [whistle] : [];
    })
    .sort((a, b) => a.startMs - b.startMs);
}

/**
 * Drops phone rings from the whistles: three or more bursts in a row, each within a short gap of the last and
 * alike in duration and pitch. A referee's blasts are one, or two.
 */
function withoutRings(whistles: Candidate[]): Candidate[] {
  const alike = (a: Candidate, b: Candidate) =>
    b.startMs - a.endMs <= RING_GAP_MS &&
    Math.abs(b.endMs - b.startMs - (a.endMs - a.startMs)) <= RING_LIKE * (a.endMs - a.startMs) &&
    Math.abs(b.pitch - a.pitch) <= RING_LIKE * a.pitch;
  const ring = new Set<Candidate>();
  let from = 0;
  for (let i = 1; i <= whistles.length; i++) {
    const a = whistles[i - 1];
    const b = whistles[i];
    if (a && b && alike(a, b)) continue;
    if (i - from >= 3) for (const burst of whistles.slice(from, i)) ring.add(burst);
    from = i;
  }
  return whistles.filter((w) => !ring.has(w));
}

/**
 * Sounds that come again and again alike, at a steady pace: a phone ringing (a line's ringback, two low tones at
 * once; an old bell, whose partials also reach a whistle's band), not horns or whistles. A run of at least
 * PHONE_RINGS candidates, each starting 1.5-8 s after the last, at a pace within PHONE_PACE of the first gap's, at
 * one pitch (ALIKE_PITCH) and of one length (PHONE_LENGTH). A table horn sounds once per stoppage, and the
 * stoppages between two are not so regular. `pairs`: two rings alike to PHONE_EXACT_MS are enough (horns only).
 */
function phoneRings(marks: readonly Candidate[], pairs: boolean): Set<Candidate> {
  const sorted = [...marks].sort((a, b) => a.startMs - b.startMs);
  const length = (mark: Candidate) => mark.endMs - mark.startMs;
  const phone = new Set<Candidate>();
  sorted.forEach((first, i) => {
    const run = [first];
    let pace = 0;
    for (const next of sorted.slice(i + 1)) {
      const step = next.startMs - (run.at(-1) as Candidate).startMs;
      if (step > PHONE_GAP_MS[1]) break;
      const alike =
        step >= PHONE_GAP_MS[0] &&
        (pace === 0 || Math.abs(step - pace) <= PHONE_PACE * pace) &&
        Math.abs(next.pitch - first.pitch) <= ALIKE_PITCH * first.pitch &&
        Math.abs(length(next) - length(first)) <= PHONE_LENGTH * length(first);
      if (!alike) continue;
      pace ||= step;
      run.push(next);
    }
    // Two horns alike to a tenth of a second and a third of a semitone are a machine's cadence, not two presses of
    // the table's horn; a referee may blow two short blasts alike, so whistles need three.
    const [a, b] = run;
    const exact =
      pairs &&
      run.length === 2 &&
      a !== undefined &&
      b !== undefined &&
      Math.abs(length(b) - length(a)) <= PHONE_EXACT_MS &&
      Math.abs(b.pitch - a.pitch) <= PHONE_EXACT_PITCH * a.pitch;
    if (run.length >= PHONE_RINGS || exact) for (const ring of run) phone.add(ring);
  });
  return phone;
}

/**
 * Horn-like sounds that follow one another at once, at other pitches: music's held chords and notes (an organ, a
 * band's brass), each standing still a while, then the next. A horn sounds alone: its lines stop, and the next
 * sound with lines that stand still comes later. Candidates within MUSIC_GAP_MS of each other, at pitches more than
 * ALIKE_PITCH apart, are music; at one pitch, they may be one horn broken by a louder sound, and stay.
 */
function withoutMusic(horns: Candidate[]): Candidate[] {
  const music = new Set<Candidate>();
  const sorted = [...horns].sort((a, b) => a.startMs - b.startMs);
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1] as Candidate;
    const b = sorted[i] as Candidate;
    if (b.startMs - a.endMs <= MUSIC_GAP_MS && Math.abs(b.pitch - a.pitch) > ALIKE_PITCH * Math.min(a.pitch, b.pitch)) {
      music.add(a);
      music.add(b);
    }
  }
  return horns.filter((horn) => !music.has(horn));
}

/**
 * A spectral line followed while it stands still, on the long frames: where it is (in long bins, interpolated)
 * and how loud (dB), frame by frame. Frames are counted in short frames (8 ms), as every other mark's.
 */
interface StillLine {
  /** The mean of its positions so far: where a frame's peak must be, within STILL_MATCH_HZ, to be this line. */
  at: number;
  /** The background's power in its bin when it began: the floor rises under a long tone, this does not. */
  floor: number;
  first: number;
  last: number;
  positions: number[];
  levels: number[];
  /** Its level in the short frames' spectrum (dB) as each long frame saw it: where its onset is looked for. */
  shortLevels: number[];
  /** The (short) frames it was seen in. */
  frames: number[];
  /** Where its tone began, found once it stood still long enough (see `onset`). */
  since?: number;
  /** While it counts: its tone's power in the short frames (the median of its levels there), and dB over its floor. */
  tone: number;
  snr: number;
}

/** The `share` quantile of `values` (nearest rank). */
function quantile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.round(share * (sorted.length - 1))] ?? 0;
}

/**
 * Lines that stand exactly still, far over the background in their own bins, at a flat level: a plain sine
 * buzzer's one or two tones. Each long frame's peaks in the band are matched to the lines followed (within
 * 4 Hz of where each has stood); a line missing a few frames in a row ends. The horn's verdict, its energy and
 * its onset come from the short frames.
 */
class StillLines {
  private lines: StillLine[] = [];
  /** The lines that counted at the last long frame. */
  private standing: StillLine[] = [];
  /** The short frames' band power in the last STILL_HISTORY_FRAMES frames (a ring): where a line's tone began. */
  private readonly history: Float64Array[];
  private readonly fft: RealFft;
  private readonly window: Float64Array;
  /** The last long frame's samples, its power and the background's power per long bin. */
  private readonly samples: Float64Array;
  private readonly frameIn: Float64Array;
  private readonly power: Float64Array;
  private readonly floor: Float64Array;
  private floorReady = false;
  private readonly lowLong: number;
  private readonly highLong: number;
  /** A long frame ends where a short one does: it is centred this many short frames earlier. */
  private readonly lag: number;
  /** Hz a long bin. */
  private readonly binHz: number;

  constructor(
    sampleRate: number,
    private readonly shortSize: number,
    private readonly hop: number,
    private readonly low: number,
    private readonly high: number,
  ) {
    this.history = Array.from({ length: STILL_HISTORY_FRAMES }, () => new Float64Array(high - low + 1));
    const size = shortSize * STILL_LENGTH;
    this.fft = new RealFft(size);
    this.window = new Float64Array(size);
    for (let i = 0; i < size; i++) this.window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size);
    this.samples = new Float64Array(size);
    this.frameIn = new Float64Array(size);
    this.power = new Float64Array(size / 2 + 1);
    this.floor = new Float64Array(size / 2 + 1);
    this.binHz = sampleRate / size;
    this.lowLong = Math.round(STILL_BAND_HZ[0] / this.binHz);
    this.highLong = Math.round(STILL_BAND_HZ[1] / this.binHz);
    this.lag = Math.round((size - shortSize) / 2 / hop);
  }

  /**
   * The short frame `index` (its samples, of which the last `fresh` are new; its power, or null in silence): its
   * still lines as a horn's verdict (null: none, or silence). Every STILL_HOPS frames a long frame follows the lines.
   */
  frame(index: number, samples: Float64Array, fresh: number, power: Float64Array | null): Verdict {
    this.samples.copyWithin(0, fresh);
    this.samples.set(samples.subarray(samples.length - fresh), this.samples.length - fresh);
    const past = this.history[index % STILL_HISTORY_FRAMES];
    if (past) {
      if (power) past.set(power.subarray(this.low, this.high + 1));
      else past.fill(0);
    }
    if (index % STILL_HOPS === STILL_HOPS - 1 && index >= this.lag) this.longFrame(index);
    if (!power) return null;
    let energy = 0;
    let strength = 0;
    let since = index;
    let count = 0;
    let pitch = Infinity;
    for (const line of this.standing) {
      // The long frame still holds a tone that stopped up to 64 ms ago: a line counts in the frames whose own bin
      // still holds its tone's level (less 3 dB, as at its onset; a louder sound covering it only adds to that).
      if ((power[this.shortBin(line)] ?? 0) < line.tone / 10 ** (STILL_ONSET_DB / 10)) continue;
      // The tone's own level, not its bins' power this frame: a louder voice passing through them for a moment
      // would make that the run's peak, and the run would end (at half its peak) where the voice left.
      energy += line.tone;
      strength += line.snr;
      since = Math.min(since, line.since ?? index);
      count++;
      pitch = Math.min(pitch, line.at * this.binHz);
    }
    if (count === 0) return null;
    return { strength: Math.round((strength / count) * 10) / 10, energy, pitch, since, still: true };
  }

  /** The short frames' bin a line stands in. */
  private shortBin(line: StillLine) {
    return Math.round(line.at / STILL_LENGTH);
  }

  /** A long frame ending at short frame `index`, centred `lag` frames earlier: lines followed, and which count. */
  private longFrame(index: number) {
    const { samples, window, frameIn, power } = this;
    let energy = 0;
    for (let i = 0; i < samples.length; i++) {
      frameIn[i] = (samples[i] ?? 0) * (window[i] ?? 0);
      energy += (samples[i] ?? 0) * (samples[i] ?? 0);
    }
    const at = index - this.lag;
    const silent = 10 * Math.log10(energy / samples.length + 1e-20) < SILENCE_DB;
    if (!silent) {
      this.fft.power(frameIn, power);
      this.follow(at);
    }
    this.lines = this.lines.filter((line) => at - line.last <= STILL_MISS_FRAMES);
    this.standing = [];
    for (const line of this.lines) {
      const age = at - line.first + 1;
      if (line.last !== at || age < STILL_FRAMES || age > STILL_MAX_FRAMES) continue;
      if (line.positions.length * STILL_HOPS < STILL_SEEN * age || !this.standsStill(line)) continue;
      line.since ??= this.onset(line, index);
      line.tone = 10 ** (quantile(line.shortLevels, 0.5) / 10);
      line.snr = quantile(line.levels, 0.5) - 10 * Math.log10(line.floor + 1e-20);
      this.standing.push(line);
    }
    if (!silent) this.trackFloor();
  }

  /**
   * Whether a line stood exactly still at a flat level: the median distance of its positions from their median
   * (robust to the frames a neighbouring sound pulled the peak aside), its drift, and the spread of its level.
   */
  private standsStill(line: StillLine): boolean {
    const middle = quantile(line.positions, 0.5);
    const wander = quantile(
      line.positions.map((position) => Math.abs(position - middle)),
      0.5,
    );
    // And no slow glide: where it stood in its first quarter and in its last.
    const quarter = Math.max(1, Math.floor(line.positions.length / 4));
    const drift = Math.abs(quantile(line.positions.slice(0, quarter), 0.5) - quantile(line.positions.slice(-quarter), 0.5));
    return (
      wander * this.binHz <= STILL_WANDER_HZ &&
      drift * this.binHz <= STILL_DRIFT_HZ &&
      quantile(line.levels, 0.8) - quantile(line.levels, 0.2) <= STILL_LEVEL_DB
    );
  }

  /**
   * Where a still line's tone began, in the short frames: back from the line's first frame while its bin held the
   * tone's level (within 3 dB, a few frames' dips allowed). At a tone's onset, and under a loud neighbour, a
   * peak's position jitters and the line may have begun late, or as another line beside it.
   */
  private onset(line: StillLine, index: number): number {
    const bin = this.shortBin(line) - this.low;
    const levels = line.shortLevels;
    const db = quantile(levels, 0.5) - STILL_ONSET_DB;
    // Its first frames may be another sound's (a voice's harmonic at the same pitch, fainter): from where it
    // first held the tone's level for three frames it saw.
    const held = levels.findIndex((_, i) => levels.slice(i, i + 3).every((level) => level >= db));
    let since = line.frames[Math.max(0, held)] ?? line.first;
    const level = 10 ** (db / 10);
    let dips = 0;
    for (let frame = since - 1; frame > index - STILL_HISTORY_FRAMES && frame >= 0; frame--) {
      if ((this.history[frame % STILL_HISTORY_FRAMES]?.[bin] ?? 0) >= level) {
        since = frame;
        dips = 0;
      } else if (++dips > STILL_ONSET_DIPS) break;
    }
    return since;
  }

  /** The long frame's peaks, matched to the lines; `at` is the (short) frame it is centred on. */
  private follow(at: number) {
    const { power, floor, floorReady } = this;
    const over = 10 ** (STILL_SNR_DB / 10);
    const match = STILL_MATCH_HZ / this.binHz;
    const shortPast = this.history[at % STILL_HISTORY_FRAMES];
    // The lines by where they stand, walked along with the peaks (a line seen this frame has `last` = `at`).
    const lines = this.lines.sort((x, y) => x.at - y.at);
    const added: StillLine[] = [];
    let from = 0;
    for (let k = this.lowLong; k <= this.highLong; k++) {
      const p = power[k] ?? 0;
      // A peak over its neighbours only: a voice's harmonic two bins away must not hide the tone.
      if (p <= 0 || p < (power[k - 1] ?? 0) || p < (power[k + 1] ?? 0)) continue;
      const around =
        ((power[k - 6] ?? 0) + (power[k - 5] ?? 0) + (power[k - 4] ?? 0) + (power[k - 3] ?? 0) +
          (power[k + 3] ?? 0) + (power[k + 4] ?? 0) + (power[k + 5] ?? 0) + (power[k + 6] ?? 0)) / 8; // prettier-ignore
      if (p < STILL_LINE_RATIO * around) continue;
      // Where the peak is between bins: a parabola through the log powers of the bin and its neighbours.
      const a = Math.log(power[k - 1] || 1e-30);
      const b = Math.log(p);
      const c = Math.log(power[k + 1] || 1e-30);
      const bend = a - 2 * b + c;
      const position = k + (bend < 0 ? (0.5 * (a - c)) / bend : 0);
      let line: StillLine | undefined;
      while (from < lines.length && (lines[from]?.at ?? 0) < position - match - 1) from++;
      for (let i = from; i < lines.length; i++) {
        const candidate = lines[i] as StillLine;
        if (candidate.at > position + match + 1) break;
        if (candidate.last === at || Math.abs(position - candidate.at) > match) continue;
        if (!line || Math.abs(position - candidate.at) < Math.abs(position - line.at)) line = candidate;
      }
      const background = line?.floor ?? (floorReady ? (floor[k] ?? 0) : 0);
      if (p < over * background) continue;
      if (!line) {
        line = {
          ...{ at: position, floor: background, first: at, last: at, tone: 0, snr: 0 },
          ...{ positions: [], levels: [], shortLevels: [], frames: [] },
        };
        added.push(line);
      }
      line.last = at;
      line.positions.push(position);
      line.levels.push(10 * Math.log10(p));
      line.frames.push(at);
      line.at += (position - line.at) / line.positions.length;
      const short = this.shortBin(line) - this.low;
      line.shortLevels.push(10 * Math.log10((shortPast?.[short] ?? 0) + 1e-20));
    }
    this.lines = lines.concat(added);
  }

  /** The background's power per long bin, tracked as the short frames' (about 2 dB a second up, fast down). */
  private trackFloor() {
    const { power, floor } = this;
    if (!this.floorReady) {
      floor.set(power);
      this.floorReady = true;
      return;
    }
    followFloor(floor, power, FLOOR_RISE ** STILL_HOPS);
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
  /** The background's power per bin, tracked slowly upwards and quickly downwards. */
  private readonly floor: Float64Array;
  private floorReady = false;
  /** Per bin: for how many frames a line has stood there, the bin it began at, and the frames it has missed. */
  private lineAge: Int32Array;
  private lineOrigin: Int32Array;
  private lineMissed: Int32Array;
  private nextAge: Int32Array;
  private nextOrigin: Int32Array;
  private nextMissed: Int32Array;
  private readonly bandScratch: Float64Array;
  private fill = 0;
  private frames = 0;
  private readonly whistleMarks: Candidate[] = [];
  private readonly faintMarks: Candidate[] = [];
  private readonly hornMarks: Candidate[] = [];
  private readonly whistles: RunTracker;
  private readonly faint: RunTracker;
  private readonly horns: RunTracker;
  private readonly stillLines: StillLines;

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
    const bins = this.size / 2 + 1;
    this.power = new Float64Array(bins);
    this.floor = new Float64Array(bins);
    this.lineAge = new Int32Array(bins);
    this.lineOrigin = new Int32Array(bins);
    this.lineMissed = new Int32Array(bins);
    this.nextAge = new Int32Array(bins);
    this.nextOrigin = new Int32Array(bins);
    this.nextMissed = new Int32Array(bins);
    this.bandScratch = new Float64Array(bins);
    this.stillLines = new StillLines(
      sampleRate,
      this.size,
      this.hop,
      this.bin(STILL_BAND_HZ[0]) - 1,
      this.bin(STILL_BAND_HZ[1]) + 1,
    );
    const hopMs = (this.hop / sampleRate) * 1000;
    const frameMs = (frame: number) => ((frame * this.hop + this.size / 2) / sampleRate) * 1000;
    // Frames at 8 ms: a whistle's trill or a double blast may break a run for 3 frames; a pulsed horn for 30.
    this.whistles = new RunTracker('whistle', 3, WHISTLE_MIN_MS, frameMs, hopMs, heldPitch, this.whistleMarks);
    this.faint = new RunTracker('whistle', 3, FAINT_PIECE_MS, frameMs, hopMs, heldPitch, this.faintMarks, {
      jump: FAINT_JUMP,
      peakQuantile: FAINT_PEAK_QUANTILE,
    });
    this.horns = new RunTracker(
      'horn',
      Math.round(240 / hopMs),
      HORN_MIN_MS,
      frameMs,
      hopMs,
      (_mark, _pitches, energies) => heldLevel(energies, hopMs),
      this.hornMarks,
    );
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
    this.faint.close();
    this.horns.close();
    // A phone's ring is heard as a horn (its low tones) and, for an old bell, as a whistle too (its partials up in
    // the whistle's band): a whistle that starts with a ring and ends within it is that ring. One blown while a
    // phone rings starts at its own moment.
    const rings = phoneRings(this.hornMarks, true);
    const horns = withoutMusic(this.hornMarks.filter((horn) => !rings.has(horn)));
    const ringing = (mark: Candidate) =>
      [...rings].some(
        (ring) => Math.abs(mark.startMs - ring.startMs) <= RING_ONSET_MS && mark.endMs <= ring.endMs + RING_ONSET_MS,
      );
    const whistleRings = phoneRings(this.whistleMarks, false);
    // A single tone this narrow (no trill smearing it, no second chamber's tone) is a shoe sliding, not a whistle;
    // at its onset too, before a hall's echo of it widens it.
    const squeak = ({ narrow }: Candidate) => narrow !== undefined && Math.max(narrow.run, narrow.onset) > WHISTLE_NARROW;
    const whistles = withoutRings(this.whistleMarks.filter((mark) => !whistleRings.has(mark) && !ringing(mark) && !squeak(mark)));
    const overlap = (a: SoundMark, b: SoundMark) => a.startMs < b.endMs && b.startMs < a.endMs;
    // A faint run in a whistle's or a ring's span is that sound heard from its quieter edges; in a horn's, one of the
    // horn's harmonics. The others' pieces are joined, and what lasts and stands out enough is a faint whistle.
    // Rings are looked for once the pieces are joined: a whistle broken in three is not a ring.
    const faint = withoutRings(
      joinPieces(
        this.faintMarks.filter(
          (mark) => !this.whistleMarks.some((w) => overlap(w, mark)) && !this.hornMarks.some((horn) => overlap(horn, mark)),
        ),
      ),
    ).filter((mark) => mark.strength >= FAINT_MIN_DB && mark.endMs - mark.startMs >= WHISTLE_MIN_MS);
    const marks: SoundMark[] = [
      ...[...whistles, ...horns].map(({ kind, startMs, endMs, strength }) => ({ kind, startMs, endMs, strength })),
      ...faint.map(({ kind, startMs, endMs, strength }) => ({ kind, startMs, endMs, strength, faint: true })),
    ];
    return marks.sort((a, b) => a.startMs - b.startMs);
  }

  private analyse() {
    const { size, window, buffer, frameIn, power } = this;
    let energy = 0;
    for (let i = 0; i < size; i++) {
      frameIn[i] = (buffer[i] ?? 0) * (window[i] ?? 0);
      energy += (buffer[i] ?? 0) * (buffer[i] ?? 0);
    }
    const index = this.frames++;
    const fresh = index === 0 ? size : this.hop;
    if (10 * Math.log10(energy / size + 1e-20) < SILENCE_DB) {
      this.whistles.frame(index, null);
      this.faint.frame(index, null);
      this.stillLines.frame(index, buffer, fresh, null);
      this.horns.frame(index, null);
      return;
    }
    this.fft.power(frameIn, power);
    const tones = this.whistle();
    // Against the band below, where speech and crowd hold their energy: a formant's harmonics up here are far
    // weaker than its voice below; a whistle, even 3 dB under the background, is not. A faint whistle has no such
    // bound.
    this.whistles.frame(index, tones && tones.overLow >= WHISTLE_OVER_LOW ? tones.verdict : null);
    this.faint.frame(index, tones?.verdict ?? null);
    // A stack of steady lines (harmonic buzzers, chords); else one or two lines standing exactly still (sines).
    const stack = this.horn(index);
    const still = this.stillLines.frame(index, buffer, fresh, power);
    this.horns.frame(index, stack ?? still);
    this.trackFloor();
  }

  private trackFloor() {
    const { power, floor } = this;
    if (!this.floorReady) {
      floor.set(power);
      this.floorReady = true;
      return;
    }
    followFloor(floor, power, FLOOR_RISE);
  }

  private bin(hz: number) {
    return Math.min(this.size / 2, Math.max(0, Math.round(hz / this.binHz)));
  }

  private sum(values: Float64Array, from: number, to: number) {
    let total = 0;
    for (let k = Math.max(0, from); k <= Math.min(values.length - 1, to); k++) total += values[k] ?? 0;
    return total;
  }

  /**
   * The frame's whistle tones, if any: how far (dB) they stand above the background, their energy and pitch, and
   * their power against 300-2200 Hz's (a ratio; the plain whistle's bound, see analyse).
   */
  private whistle(): { verdict: NonNullable<Verdict>; overLow: number } | null {
    const { power, floor } = this;
    const low = this.bin(WHISTLE_LOW_HZ);
    const high = this.bin(WHISTLE_HIGH_HZ);
    let peak = low;
    for (let k = low + 1; k <= high; k++) if ((power[k] ?? 0) > (power[peak] ?? 0)) peak = k;
    const peakPower = power[peak] ?? 0;
    const band = this.bandScratch.subarray(0, high - low + 1);
    band.set(power.subarray(low, high + 1));
    band.sort();
    const bandMedian = band[Math.floor(band.length / 2)] ?? 0;
    if (peakPower < 10 ** (WHISTLE_PEAK_DB / 10) * bandMedian) return null;

    const width = Math.max(1, Math.round(WHISTLE_TONE_HZ / this.binHz));
    const windows: [number, number][] = [[peak - width, peak + width]];
    const taken = (k: number) => windows.some(([a, b]) => k >= a && k <= b);
    // A pea-less whistle's other tones: the next strongest peaks near the first.
    for (let tone = 1; tone < 3; tone++) {
      let next = -1;
      const from = Math.max(low, Math.round(peak * WHISTLE_CHORD_RATIO[0]));
      const to = Math.min(high, Math.round(peak * WHISTLE_CHORD_RATIO[1]));
      for (let k = from; k <= to; k++) if (!taken(k) && (next < 0 || (power[k] ?? 0) > (power[next] ?? 0))) next = k;
      if (next < 0 || (power[next] ?? 0) < WHISTLE_SECOND_TONE * peakPower) break;
      const half = Math.max(1, Math.round(width / 2));
      windows.push([next - half, next + half]);
    }
    let tones = 0;
    let background = 0;
    let weighted = 0;
    for (const [a, b] of windows) {
      for (let k = Math.max(low, a); k <= Math.min(high, b); k++) {
        if (windows.findIndex(([x, y]) => k >= x && k <= y) !== windows.findIndex(([x, y]) => a === x && b === y)) continue;
        tones += power[k] ?? 0;
        background += floor[k] ?? 0;
        weighted += (power[k] ?? 0) * k;
      }
    }
    if (tones <= 0 || tones < WHISTLE_SHARE * this.sum(power, low, high)) return null;
    const snr = 10 * Math.log10(tones / (background + 1e-20));
    if (this.floorReady && snr < WHISTLE_SNR_DB) return null;
    return {
      verdict: {
        strength: Math.round(snr * 10) / 10,
        energy: tones,
        pitch: (weighted / tones) * this.binHz,
        // How much of the tones' power the strongest bin and its neighbours hold (see WHISTLE_NARROW).
        narrow: ((power[peak - 1] ?? 0) + peakPower + (power[peak + 1] ?? 0)) / tones,
      },
      overLow: tones / (this.sum(power, this.bin(300), low - 1) + 1e-30),
    };
  }

  /**
   * Steady spectral lines in 150-4000 Hz: each line's age (frames it has stood within a bin of where it began,
   * allowing short misses); the frame is a horn's when enough old lines hold enough of the band.
   */
  private horn(index: number): Verdict {
    const { power } = this;
    const low = this.bin(HORN_BAND_HZ[0]);
    const high = this.bin(HORN_BAND_HZ[1]);
    const age = this.lineAge;
    const origin = this.lineOrigin;
    const missed = this.lineMissed;
    const nAge = this.nextAge.fill(0);
    const nOrigin = this.nextOrigin.fill(0);
    const nMissed = this.nextMissed.fill(0);
    for (let k = low; k <= high; k++) {
      const p = power[k] ?? 0;
      const isPeak = p >= (power[k - 1] ?? 0) && p >= (power[k + 1] ?? 0) && p >= (power[k - 2] ?? 0) && p >= (power[k + 2] ?? 0);
      if (!isPeak) continue;
      const around =
        ((power[k - 6] ?? 0) + (power[k - 5] ?? 0) + (power[k - 4] ?? 0) + (power[k - 3] ?? 0) +
          (power[k + 3] ?? 0) + (power[k + 4] ?? 0) + (power[k + 5] ?? 0) + (power[k + 6] ?? 0)) / 8; // prettier-ignore
      if (p < LINE_RATIO * around) continue;
      // The same line as last frame's within a bin, if it has not wandered from where it began.
      let from = -1;
      for (const j of [k, k - 1, k + 1]) {
        if ((age[j] ?? 0) > 0 && Math.abs(k - (origin[j] ?? 0)) <= 1 && (from < 0 || (age[j] ?? 0) > (age[from] ?? 0))) from = j;
      }
      nAge[k] = from >= 0 ? (age[from] ?? 0) + 1 : 1;
      nOrigin[k] = from >= 0 ? (origin[from] ?? k) : k;
    }
    // Lines not seen this frame live on for a while (a pulsed horn's gaps), unless a seen line took them over.
    for (let k = low; k <= high; k++) {
      if ((age[k] ?? 0) === 0 || (nAge[k] ?? 0) > 0 || (nAge[k - 1] ?? 0) > 0 || (nAge[k + 1] ?? 0) > 0) continue;
      if ((missed[k] ?? 0) >= LINE_HANG_FRAMES) continue;
      nAge[k] = (age[k] ?? 0) + 1;
      nOrigin[k] = origin[k] ?? k;
      nMissed[k] = (missed[k] ?? 0) + 1;
    }
    this.lineAge = nAge;
    this.lineOrigin = nOrigin;
    this.lineMissed = nMissed;
    this.nextAge = age;
    this.nextOrigin = origin;
    this.nextMissed = missed;

    let lines = 0;
    let energy = 0;
    let lowEnergy = 0;
    let lowest = 0;
    const ages: number[] = [];
    const split = this.bin(WHISTLE_LOW_HZ);
    for (let k = low; k <= high; k++) {
      if ((nAge[k] ?? 0) < STEADY_FRAMES || (nMissed[k] ?? 0) > 0) continue;
      const e = (power[k - 1] ?? 0) + (power[k] ?? 0) + (power[k + 1] ?? 0);
      lines++;
      energy += e;
      lowest ||= k;
      if (k < split) lowEnergy += e;
      ages.push(nAge[k] ?? 0);
    }
    const band = this.sum(power, low, high);
    if (lines < HORN_LINES) return null;
    if (energy < HORN_SHARE * band || lowEnergy < HORN_LOW_SHARE * energy) return null;
    return {
      strength: Math.round(10 * Math.log10(energy / Math.max(band - energy, 1e-20)) * 10) / 10,
      energy,
      pitch: lowest * this.binHz,
      // Dated back by its lines' typical age: one old line of the background does not move the start.
      since: index - median(ages) + 1,
    };
  }
}

/** Whistles and horns in a whole PCM track (or its chunks, in order). */
export function detectSounds(pcm: Int16Array | Iterable<Int16Array>, sampleRate = 16_000): SoundMark[] {
  const detector = new SoundDetector(sampleRate);
  if (pcm instanceof Int16Array) detector.push(pcm);
  else for (const chunk of pcm) detector.push(chunk);
  return detector.finish();
}
