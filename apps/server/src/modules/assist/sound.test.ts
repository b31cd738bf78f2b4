import { describe, expect, it } from 'vitest';
import { AUDIO_RATE, type AssistEvent, type AssistScript } from '../../test/assist-footage.js';
import { reverberation, synthesizeBroadcastAudio } from '../../test/assist-footage-broadcast.js';
import type { SoundMark } from './assist-types.js';
import { detectSounds, SoundDetector } from './sound.js';

const RATE = 16_000;

/** Seeded crowd-like noise (white plus a low rumble), `seconds` long, at `level`. */
function crowd(seconds: number, level = 0.05, seed = 7): Float32Array {
  const track = new Float32Array(seconds * RATE);
  let state = seed;
  let rumble = 0;
  for (let i = 0; i < track.length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const white = state / 1073741824 - 1;
    rumble = 0.99 * rumble + 0.1 * white;
    track[i] = level * (0.4 * white + rumble);
  }
  return track;
}

/**
 * Seeded noise as loud as a voice under 2.2 kHz and far under the floor above it (white noise through four
 * one-pole low-passes at 800 Hz): a whistle over it is faint, its tones far weaker than 300-2200 Hz.
 */
function voiceBand(seconds: number, level: number, seed = 3): Float32Array {
  const track = new Float32Array(seconds * RATE);
  let state = seed;
  const pole = Math.exp((-2 * Math.PI * 800) / RATE);
  const stages = [0, 0, 0, 0];
  for (let i = 0; i < track.length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    let x = state / 1073741824 - 1;
    for (let k = 0; k < stages.length; k++) {
      x = (1 - pole) * x + pole * (stages[k] ?? 0);
      stages[k] = x;
    }
    track[i] = level * x;
  }
  return track;
}

function add(track: Float32Array, startS: number, durationS: number, sample: (t: number) => number) {
  const from = Math.round(startS * RATE);
  for (let i = 0; i < durationS * RATE && from + i < track.length; i++) track[from + i]! += sample(i / RATE);
}

/** A pea whistle: `hz` with a 30 Hz warble of +-140 Hz. */
const whistle = (hz: number, amplitude: number) => (t: number) =>
  amplitude * Math.sin(2 * Math.PI * (hz * t + (140 / (2 * Math.PI * 30)) * Math.sin(2 * Math.PI * 30 * t)));

/** A horn: a sawtooth at `hz` (its harmonics up to 6 kHz). */
const horn = (hz: number, amplitude: number) => (t: number) => {
  let v = 0;
  for (let k = 1; k * hz < 6000; k++) v += Math.sin(2 * Math.PI * k * hz * t) / k;
  return amplitude * v;
};

function pcm(track: Float32Array): Int16Array {
  return Int16Array.from(track, (x) => Math.round(32767 * Math.max(-1, Math.min(1, x))));
}

describe('detectSounds', () => {
  it('finds a whistle in crowd noise, from its start to its end', () => {
    const track = crowd(6);
    add(track, 2, 0.5, whistle(3300, 0.1));
    const marks = detectSounds(pcm(track));
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({ kind: 'whistle' });
    expect(Math.abs(marks[0]!.startMs - 2000)).toBeLessThanOrEqual(50);
    expect(Math.abs(marks[0]!.endMs - 2500)).toBeLessThanOrEqual(50);
    expect(marks[0]!.strength).toBeGreaterThan(10);
  });

  it('finds whistles across the 2.4-4.6 kHz band, quiet ones too', () => {
    const track = crowd(10);
    add(track, 1, 0.3, whistle(2600, 0.05));
    add(track, 4, 0.3, whistle(4300, 0.05));
    add(track, 7, 1, whistle(3600, 0.3));
    expect(detectSounds(pcm(track)).map((m) => [m.kind, Math.round(m.startMs / 100) / 10])).toEqual([
      ['whistle', 1],
      ['whistle', 4],
      ['whistle', 7],
    ]);
  });

  it('takes a shoe squeak (whistle-like, under 150 ms) or a tone outside the band for no whistle', () => {
    const track = crowd(6);
    add(track, 1, 0.1, (t) => 0.2 * Math.sin(2 * Math.PI * (2500 * t + 4000 * t * t)));
    add(track, 3, 0.5, whistle(1500, 0.1));
    add(track, 4.5, 0.5, whistle(6000, 0.1));
    expect(detectSounds(pcm(track))).toEqual([]);
  });

  it('takes a shoe sliding (one narrow tone held 0.4 s, wavering by 3%) for no whistle, and a pea whistle beside it for one', () => {
    const track = crowd(8);
    add(
      track,
      1,
      0.4,
      (t) => 0.1 * Math.sin(2 * Math.PI * (3100 * t + ((3100 * 0.03) / (2 * Math.PI * 8)) * Math.sin(2 * Math.PI * 8 * t))),
    );
    add(track, 5, 0.4, whistle(3100, 0.1));
    expect(detectSounds(pcm(track)).map((m) => [m.kind, m.faint === true, Math.round(m.startMs / 1000)])).toEqual([
      ['whistle', false, 5],
    ]);
  });

  it('takes a shoe sliding in a reverberant hall for no whistle, though its echo widens its tone, and a whistle there for one', () => {
    const track = crowd(8);
    // A slide at 3 kHz with its second harmonic, wavering by 3% eight times a second, and a pea whistle.
    add(track, 1, 0.5, (t) => {
      const phase = 2 * Math.PI * (3000 * t + ((3000 * 0.03) / (2 * Math.PI * 8)) * Math.sin(2 * Math.PI * 8 * t));
      return 0.2 * (Math.sin(phase) + 0.4 * Math.sin(2 * phase));
    });
    add(track, 5, 0.4, whistle(3100, 0.1));
    // A gym ringing 2.6 s, its echo at 0.8 of the dry sound's level. Over the run the slide's share is some 0.75, a
    // whistle's; from where it stands at half its peak (its echo has built up by then) some 0.78; over its first
    // frames, 0.91.
    const echo = reverberation(track, { rt60: 2.6, wet: 0.8 }, RATE);
    const hall = track.map((value, i) => value + (echo[i] ?? 0));
    expect(detectSounds(pcm(hall)).map((m) => [m.kind, m.faint === true, Math.round(m.startMs / 1000)])).toEqual([
      ['whistle', false, 5],
    ]);
  });

  it('finds a faint whistle broken for 150 ms as one, from its start (decision 030)', () => {
    const track = voiceBand(10, 3);
    // 150 ms, a break (a louder sound over it), 150 ms more: neither piece lasts 200 ms.
    add(track, 2, 0.15, whistle(3400, 0.02));
    add(track, 2.3, 0.15, whistle(3400, 0.02));
    add(track, 6, 0.5, whistle(3400, 0.02));
    const marks = detectSounds(pcm(track));
    expect(marks.map((m) => [m.kind, m.faint, Math.round(m.startMs / 100) / 10, Math.round(m.endMs / 100) / 10])).toEqual([
      ['whistle', true, 2, 2.5],
      ['whistle', true, 6, 6.5],
    ]);
  });

  it('finds a horn as a horn, not as a whistle, and ignores a short beep', () => {
    const track = crowd(8);
    add(track, 2, 1.5, horn(400, 0.3));
    add(track, 5, 0.3, horn(400, 0.3));
    // The beep's harmonics in 2.2-5.2 kHz may pass for a faint whistle, which only a clock stopping with it offers.
    const marks = detectSounds(pcm(track)).filter((m) => !m.faint);
    expect(marks.map((m) => m.kind)).toEqual(['horn']);
    expect(Math.abs(marks[0]!.startMs - 2000)).toBeLessThanOrEqual(50);
    expect(Math.abs(marks[0]!.endMs - 3500)).toBeLessThanOrEqual(50);
  });

  it('finds horns from 200 to 700 Hz', () => {
    const track = crowd(8);
    add(track, 1, 1, horn(220, 0.3));
    add(track, 5, 1, horn(650, 0.3));
    expect(detectSounds(pcm(track)).map((m) => [m.kind, Math.round(m.startMs / 100) / 10])).toEqual([
      ['horn', 1],
      ['horn', 5],
    ]);
  });

  it('finds plain sine buzzers, one tone or two, from 200 to 1000 Hz, from their start', () => {
    const track = crowd(20);
    const sine = (hz: number, amplitude: number) => (t: number) => amplitude * Math.sin(2 * Math.PI * hz * t);
    add(track, 1, 0.8, sine(210, 0.1));
    add(track, 5, 1, sine(520, 0.05));
    add(track, 9, 1.5, sine(980, 0.05));
    add(track, 13, 0.8, (t) => sine(440, 0.05)(t) + sine(600, 0.05)(t));
    add(track, 17, 1.2, (t) => sine(300, 0.05)(t) + sine(410, 0.05)(t));
    const marks = detectSounds(pcm(track));
    expect(marks.map((m) => [m.kind, Math.round(m.startMs / 100) / 10])).toEqual([
      ['horn', 1],
      ['horn', 5],
      ['horn', 9],
      ['horn', 13],
      ['horn', 17],
    ]);
    marks.forEach((mark, i) => expect(Math.abs(mark.startMs - [1, 5, 9, 13, 17][i]! * 1000)).toBeLessThanOrEqual(100));
  });

  it('takes a steady hum, a sung note (vibrato), a gliding tone and a note dying away for no sine buzzer', () => {
    const track = crowd(24);
    // A hum under everything: it stands still, but for far longer than any buzzer.
    add(track, 0, 24, (t) => 0.05 * Math.sin(2 * Math.PI * 750 * t));
    // A sung note: 5.5 Hz vibrato of +-1.5%.
    add(
      track,
      2,
      2,
      (t) => 0.1 * Math.sin(2 * Math.PI * (330 * t + ((330 * 0.015) / (2 * Math.PI * 5.5)) * Math.sin(2 * Math.PI * 5.5 * t))),
    );
    // A tone gliding by 3% a second (speech's intonation is far more).
    add(track, 7, 1.5, (t) => 0.1 * Math.sin(2 * Math.PI * (500 * t + 0.5 * 15 * t * t)));
    // A note struck again and again, dying away (music in a timeout).
    add(track, 11, 2, (t) => 0.2 * Math.exp(-4 * (t % 0.5)) * Math.sin(2 * Math.PI * 262 * t));
    // A loud buzzer over the hum is still found.
    add(track, 18, 1, (t) => 0.1 * Math.sin(2 * Math.PI * 400 * t));
    expect(detectSounds(pcm(track)).map((m) => [m.kind, Math.round(m.startMs / 100) / 10])).toEqual([['horn', 18]]);
  });

  it("takes a phone's ringback (two low tones, 2 s on and 4 s off) for no horn, and keeps a table horn pressed twice", () => {
    const track = crowd(32);
    const tones = (t: number) => 0.05 * (Math.sin(2 * Math.PI * 440 * t) + Math.sin(2 * Math.PI * 480 * t));
    for (const at of [1, 7, 13]) add(track, at, 2, tones);
    // One horn, pressed for a second, then for 0.7 s: alike in pitch, not in length.
    add(track, 20, 1, horn(400, 0.3));
    add(track, 25, 0.7, horn(400, 0.3));
    expect(detectSounds(pcm(track)).map((m) => [m.kind, Math.round(m.startMs / 1000)])).toEqual([
      ['horn', 20],
      ['horn', 25],
    ]);
  });

  it("takes an old phone's bell (a struck bell's partials, up in a whistle's band too) for neither horn nor whistle", () => {
    const track = crowd(12);
    const bell = (t: number) =>
      0.1 *
      Math.exp(-(t % 0.05) * 30) *
      (Math.sin(2 * Math.PI * 900 * t) + 0.6 * Math.sin(2 * Math.PI * 2484 * t) + 0.3 * Math.sin(2 * Math.PI * 4860 * t));
    for (const at of [1, 4, 7]) add(track, at, 1, bell);
    expect(detectSounds(pcm(track)).filter((m) => !m.faint)).toEqual([]);
  });

  it('takes held chords one straight after another (music) for no horn, and the horn after them for a horn', () => {
    const track = crowd(10);
    const chord = (low: number, high: number) => (t: number) =>
      0.05 * (Math.sin(2 * Math.PI * low * t) + Math.sin(2 * Math.PI * high * t));
    [
      [300, 410],
      [520, 700],
      [350, 470],
      [610, 820],
    ].forEach(([low, high], i) => add(track, 1 + i * 0.93, 0.9, chord(low!, high!)));
    add(track, 7, 1, horn(400, 0.3));
    expect(detectSounds(pcm(track)).map((m) => [m.kind, Math.round(m.startMs / 1000)])).toEqual([['horn', 7]]);
  });

  it('takes a loud low rumble or silence for nothing', () => {
    expect(detectSounds(pcm(crowd(6, 0.5)))).toEqual([]);
    expect(detectSounds(new Int16Array(RATE * 3))).toEqual([]);
  });

  it('finds the same marks whatever the chunks the audio comes in', () => {
    const track = crowd(6);
    add(track, 1.2, 0.4, whistle(3000, 0.1));
    add(track, 3, 1, horn(350, 0.3));
    const whole = pcm(track);
    const chunks = [];
    for (let at = 0; at < whole.length; at += 1777) chunks.push(whole.subarray(at, at + 1777));
    expect(detectSounds(chunks)).toEqual(detectSounds(whole));
    expect(detectSounds(whole).map((m) => m.kind)).toEqual(['whistle', 'horn']);
  });

  it('works at another sample rate', () => {
    const rate = 32_000;
    const track = new Float32Array(rate * 3);
    for (let i = 0; i < rate; i++) track[rate + i] = whistle(3500, 0.2)(i / rate);
    const detector = new SoundDetector(rate);
    detector.push(pcm(track));
    expect(detector.finish().map((m) => [m.kind, Math.round(m.startMs / 100) / 10])).toEqual([['whistle', 1]]);
  });
});

describe('detectSounds on broadcast-like sound (commentary, crowd, music, levels against all of it)', () => {
  const rate = AUDIO_RATE;
  /** A script of `events` over `seconds`, its sound made as the broadcast corpus makes it, and what was found. */
  function heard(seconds: number, events: AssistEvent[]) {
    const script: AssistScript = {
      durationMs: seconds * 1000,
      periodSeconds: 600,
      startClock: 300,
      startScore: { home: 0, away: 0 },
      events,
    };
    const audio = synthesizeBroadcastAudio(script, 11);
    return detectSounds(new Int16Array(audio.buffer, audio.byteOffset, audio.length / 2), rate);
  }
  /** Where the marks of a kind start (s): the plain ones, which sound alone may offer, or the faint whistles. */
  const starts = (marks: SoundMark[], kind: SoundMark['kind'], faint = false) =>
    marks.filter((m) => m.kind === kind && (m.faint === true) === faint).map((m) => Math.round(m.startMs / 100) / 10);

  it('finds pea whistles 3 dB under the commentary and crowd, and pea-less ones (three tones at once)', () => {
    const marks = heard(20, [
      { atMs: 3000, kind: 'whistle', durationMs: 500, timbre: 'pea', hz: 3100, snrDb: -3 },
      { atMs: 8000, kind: 'whistle', durationMs: 400, timbre: 'pea', hz: 2600, snrDb: -3 },
      { atMs: 13_000, kind: 'whistle', durationMs: 600, timbre: 'multi', hz: 3300, snrDb: 0 },
      { atMs: 17_000, kind: 'whistle', durationMs: 300, timbre: 'multi', hz: 2800, snrDb: 3 },
    ]);
    expect(starts(marks, 'whistle')).toEqual([3, 8, 13, 17]);
  });

  it('finds whistles 14-16 dB under the commentary as faint ones, kept for the board to confirm (decision 030)', () => {
    const marks = heard(20, [
      { atMs: 3000, kind: 'whistle', durationMs: 600, timbre: 'pea', hz: 3400, snrDb: -14 },
      { atMs: 8000, kind: 'whistle', durationMs: 500, timbre: 'pea', hz: 4200, snrDb: -16 },
    ]);
    // Each within 0.3 s of its start, as the bench matches them.
    const faint = starts(marks, 'whistle', true);
    for (const at of [3, 8]) expect(faint.some((start) => Math.abs(start - at) <= 0.3)).toBe(true);
    expect(starts(marks, 'whistle')).toEqual([]);
  });

  it('parts a faint whistle from another at a pitch 40% higher right after it (decision 030)', () => {
    const marks = heard(20, [
      { atMs: 3000, kind: 'whistle', durationMs: 800, timbre: 'pea', hz: 2500, snrDb: -14 },
      { atMs: 3800, kind: 'whistle', durationMs: 500, timbre: 'pea', hz: 3600, snrDb: -14 },
    ]);
    // Taken as one run, the first would overlap the second, heard plainly, and be lost with its quieter edges.
    expect(starts(marks, 'whistle', true)).toEqual([3]);
    expect(starts(marks, 'whistle')).toEqual([3.8]);
  });

  it('takes 160 ms squeaks at 2.7-3.3 kHz, phone rings and "whoo" sweeps for no whistle', () => {
    const squeaks = [2700, 2900, 3100, 3300].map((hz, i): AssistEvent => ({
      atMs: 1000 + i * 1500,
      kind: 'decoy',
      sound: 'squeak',
      durationMs: 160,
      hz,
    }));
    const marks = heard(20, [
      ...squeaks,
      { atMs: 8000, kind: 'decoy', sound: 'ring', durationMs: 2400, hz: 2600 },
      { atMs: 12_000, kind: 'decoy', sound: 'ring', durationMs: 2400, hz: 3000 },
      { atMs: 16_000, kind: 'decoy', sound: 'whoo', durationMs: 1000, hz: 1500 },
      { atMs: 18_000, kind: 'decoy', sound: 'whoo', durationMs: 1300, hz: 1900 },
    ]);
    expect(marks).toEqual([]);
  });

  it('finds buzzers of any timbre from their first sound, a pulsed one as one horn, and music as none', () => {
    const marks = heard(30, [
      { atMs: 2000, kind: 'horn', durationMs: 1200, timbre: 'chord', hz: 380, snrDb: 2 },
      { atMs: 7000, kind: 'horn', durationMs: 1200, timbre: 'pulse', hz: 420, snrDb: 0 },
      { atMs: 12_000, kind: 'horn', durationMs: 1500, timbre: 'square', hz: 210, snrDb: -3 },
      { atMs: 17_000, kind: 'horn', durationMs: 1000, timbre: 'saw', hz: 760, snrDb: 0 },
      // A timeout's music from 20 s: chords of notes dying away, a melody above.
      { atMs: 20_000, kind: 'timeout', durationMs: 9000 },
    ]);
    expect(starts(marks, 'horn')).toEqual([2, 7, 12, 17]);
    expect(starts(marks, 'whistle')).toEqual([]);
  });

  it('finds plain sine buzzers (one tone, two) down to -3 dB under commentary, crowd and music, and music as none', () => {
    const marks = heard(40, [
      { atMs: 2000, kind: 'horn', durationMs: 900, timbre: 'sine', hz: 250, snrDb: 0 },
      { atMs: 7000, kind: 'horn', durationMs: 1200, timbre: 'sine', hz: 640, snrDb: -3 },
      { atMs: 12_000, kind: 'horn', durationMs: 1000, timbre: 'sine2', hz: 480, snrDb: 0 },
      { atMs: 17_000, kind: 'horn', durationMs: 1500, timbre: 'sine2', hz: 900, snrDb: 3 },
      // A timeout's music from 21 s, and a buzzer over it at its end.
      { atMs: 21_000, kind: 'timeout', durationMs: 14_000 },
      { atMs: 36_000, kind: 'horn', durationMs: 1200, timbre: 'sine', hz: 380, snrDb: 0 },
    ]);
    expect(starts(marks, 'horn')).toEqual([2, 7, 12, 17, 36]);
    expect(starts(marks, 'whistle')).toEqual([]);
  });

  it('finds two- and three-tone sine buzzers at -3 dB under the commentary, whose voices pass close by, and decoys as none', () => {
    // At -3 dB each of two tones is 6 dB under everything else; the commentators' harmonics (105 and 190 Hz
    // apart, gliding) pass 30-60 Hz from them. Those at 280 and 404 Hz were missed at -1.8 and -1.1 dB (sine_report).
    const marks = heard(44, [
      { atMs: 2000, kind: 'horn', durationMs: 800, timbre: 'sine2', hz: 280, snrDb: -3 },
      { atMs: 6000, kind: 'horn', durationMs: 700, timbre: 'sine2', hz: 404, snrDb: -3 },
      { atMs: 10_000, kind: 'horn', durationMs: 900, timbre: 'sine2', hz: 620, snrDb: -3 },
      { atMs: 14_000, kind: 'horn', durationMs: 1000, timbre: 'sine3', hz: 330, snrDb: -3 },
      // Decoys: a phone ring, a fan's sweep, squeaks, and a timeout's music (held chords dying away).
      { atMs: 18_000, kind: 'decoy', sound: 'ring', durationMs: 2400, hz: 2600 },
      { atMs: 21_500, kind: 'decoy', sound: 'whoo', durationMs: 1200, hz: 1500 },
      { atMs: 23_500, kind: 'decoy', sound: 'squeak', durationMs: 160, hz: 1800 },
      { atMs: 25_000, kind: 'timeout', durationMs: 14_000 },
      { atMs: 40_000, kind: 'horn', durationMs: 1000, timbre: 'sine2', hz: 250, snrDb: -3 },
    ]);
    const horns = marks.filter((m) => m.kind === 'horn');
    expect(horns).toHaveLength(5);
    horns.forEach((horn, i) => expect(Math.abs(horn.startMs - [2, 6, 10, 14, 40][i]! * 1000)).toBeLessThanOrEqual(150));
    expect(starts(marks, 'whistle')).toEqual([]);
  });

  it("takes a line's ringback and a ringtone under the commentary for neither horns nor whistles", () => {
    const marks = heard(32, [
      { atMs: 1000, kind: 'decoy', sound: 'ringback', durationMs: 14_000, hz: 440 },
      { atMs: 17_000, kind: 'decoy', sound: 'ringtone', durationMs: 6000, hz: 700 },
      { atMs: 26_000, kind: 'horn', durationMs: 1000, timbre: 'sine2', hz: 500, snrDb: 0 },
    ]);
    expect(marks.filter((m) => !m.faint).map((m) => [m.kind, Math.round(m.startMs / 100) / 10])).toEqual([['horn', 26]]);
  });
});
