import { describe, expect, it } from 'vitest';
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

  it('finds a horn as a horn, not as a whistle, and ignores a short beep', () => {
    const track = crowd(8);
    add(track, 2, 1.5, horn(400, 0.3));
    add(track, 5, 0.3, horn(400, 0.3));
    const marks = detectSounds(pcm(track));
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
