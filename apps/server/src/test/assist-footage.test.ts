import { describe, expect, it } from 'vitest';
import { broadcastAssistScript, describeBroadcastSet, reverberation } from './assist-footage-broadcast.js';
import { assistTruth, defaultAssistScript } from './assist-footage.js';

describe("the default assist footage's truth", () => {
  const truth = assistTruth(defaultAssistScript);

  it('has the score changes, whistles, horns and frozen stretches the bench measures', () => {
    expect(truth.scoreChanges).toHaveLength(13);
    expect(new Set(truth.scoreChanges.map((c) => `${c.side}+${c.points}`))).toEqual(
      new Set(['home+1', 'home+2', 'home+3', 'away+1', 'away+2', 'away+3']),
    );
    expect(truth.scoreChanges.at(-1)).toMatchObject({ home: 32, away: 27 });
    expect(truth.whistles).toHaveLength(10);
    expect(truth.horns).toHaveLength(3);
    expect(truth.still).toEqual([
      { startMs: 68_000, endMs: 78_000 },
      { startMs: 156_000, endMs: 169_000 },
    ]);
  });

  it('shows the clock as a board does: whole seconds from a minute up, tenths below, 0.0 at the period-end horn', () => {
    expect(truth.clockAt(0)).toEqual({ clock: 95, running: false, period: 1 });
    expect(truth.clockAt(10_500)).toEqual({ clock: 86, running: true, period: 1 });
    expect(truth.clockAt(90_000)).toEqual({ clock: 46, running: true, period: 1 });
    expect(truth.clockAt(90_450)).toEqual({ clock: 45.6, running: true, period: 1 });
    expect(truth.clockAt(152_000)).toEqual({ clock: 0, running: false, period: 1 });
    expect(truth.horns[1]!.startMs).toBe(152_000);
    expect(truth.clockAt(173_000)).toEqual({ clock: 600, running: false, period: 2 });
    expect(truth.clockAt(179_999)).toEqual({ clock: 595, running: true, period: 2 });
  });

  it("names the plays the table's horn called, at the horn: the substitution, not the period's end or the break's", () => {
    expect(truth.calls).toEqual([{ videoMs: 26_000, kind: 'substitution' }]);
  });

  it("marks the clock's starts, stops and sets", () => {
    expect(truth.clockMarks.slice(0, 3)).toEqual([
      { videoMs: 0, period: 1, clock: 95, running: false },
      { videoMs: 2000, period: 1, clock: 95, running: true },
      { videoMs: 14_000, period: 1, clock: 83, running: false },
    ]);
    expect(truth.clockMarks.slice(-3)).toEqual([
      { videoMs: 152_000, period: 1, clock: 0, running: false },
      { videoMs: 172_000, period: 2, clock: 600, running: false },
      { videoMs: 175_000, period: 2, clock: 600, running: true },
    ]);
  });
});

describe("the broadcast sets' truth", () => {
  it('starts mid-game with the clock running, and has every hard case the bench measures', () => {
    for (const set of ['tune', 'report'] as const) {
      const script = broadcastAssistScript(set);
      const truth = assistTruth(script);
      expect(truth.clockAt(0).running).toBe(true);
      expect(truth.clockMarks[0]).toMatchObject({ videoMs: 0, running: true });
      expect(truth.dead.length).toBeGreaterThanOrEqual(3);
      expect(truth.dead.every((stretch) => stretch.endMs - stretch.startMs >= 8000)).toBe(true);
      const kinds = new Set(
        script.events.map((e) => (e.kind === 'decoy' ? e.sound : 'timbre' in e ? `${e.kind}-${e.timbre}` : e.kind)),
      );
      for (const kind of ['whistle-pea', 'whistle-multi', 'horn-chord', 'horn-pulse', 'squeak', 'ring', 'whoo', 'timeout', 'bug'])
        expect(kinds).toContain(kind);
      const whistleLevels = script.events.flatMap((e) => (e.kind === 'whistle' ? [e.snrDb ?? 0] : []));
      expect(Math.min(...whistleLevels)).toBeLessThan(set === 'report' ? 0 : 3);
    }
  });

  it("calls each timeout with the table's horn two seconds before it, and never with the horn that ends it", () => {
    const script = broadcastAssistScript('horn_report');
    const truth = assistTruth(script);
    const timeouts = script.events.flatMap((e) => (e.kind === 'timeout' ? [e.atMs] : []));
    expect(timeouts.length).toBeGreaterThan(0);
    const called = truth.calls.filter((call) => call.kind === 'timeout').map((call) => call.videoMs + 2000);
    expect(called).toHaveLength(timeouts.length);
    // Within a millisecond: each time is rounded to the millisecond on its own.
    called.forEach((at, i) => expect(Math.abs(at - (timeouts[i] ?? 0))).toBeLessThanOrEqual(1));
    // Every call is a horn's start; the horns that end a timeout (2-4 s before play restarts) call nothing.
    const hornStarts = new Set(truth.horns.map((horn) => horn.startMs));
    expect(truth.calls.every((call) => hornStarts.has(call.videoMs))).toBe(true);
    expect(truth.calls.length).toBeLessThan(truth.horns.length);
  });

  it('differs between the set tuned on and the set reported', () => {
    const [tune, report] = [broadcastAssistScript('tune'), broadcastAssistScript('report')];
    expect(report.events.map((e) => e.atMs)).not.toEqual(tune.events.map((e) => e.atMs));
    expect(describeBroadcastSet('report')).not.toEqual(describeBroadcastSet('tune'));
  });

  it('has, in the horn sets, timeout music of every kind and phones of every kind away from the horns', () => {
    const scripts = (['horn_tune', 'horn_report'] as const).map((set) => broadcastAssistScript(set));
    const music = scripts.flatMap((script) => script.events.flatMap((e) => (e.kind === 'timeout' ? [e.music] : [])));
    expect(new Set(music)).toEqual(new Set(['organ', 'pad', 'band', 'vocal']));
    for (const script of scripts) {
      const phones = script.events.filter((e) => e.kind === 'decoy' && ['ringback', 'bell', 'ringtone'].includes(e.sound));
      expect(new Set(phones.map((e) => (e.kind === 'decoy' ? e.sound : '')))).toEqual(new Set(['ringback', 'bell', 'ringtone']));
      const horns = script.events.filter((e) => e.kind === 'horn');
      for (const phone of phones) {
        const end = phone.atMs + ('durationMs' in phone ? phone.durationMs : 0);
        expect(horns.filter((horn) => horn.atMs < end + 1000 && horn.atMs + horn.durationMs > phone.atMs - 1000)).toEqual([]);
      }
    }
  });

  it('has, in the whistle sets, the crowd chanting and shoes sliding, and differs between the two', () => {
    for (const set of ['whistle_tune', 'whistle_report'] as const) {
      const decoys = broadcastAssistScript(set).events.flatMap((e) => (e.kind === 'decoy' ? [e] : []));
      expect(decoys.filter((e) => e.sound === 'chant').length).toBeGreaterThanOrEqual(2);
      expect(decoys.filter((e) => e.sound === 'slide').length).toBeGreaterThanOrEqual(3);
      expect(decoys.filter((e) => e.sound === 'slide').every((e) => e.durationMs >= 250)).toBe(true);
      expect(describeBroadcastSet(set)).toMatch(/commentators at \d+ Hz and \d+ Hz/);
    }
    expect(describeBroadcastSet('whistle_report')).not.toEqual(describeBroadcastSet('whistle_tune'));
    const times = (set: 'whistle_tune' | 'whistle_report') => broadcastAssistScript(set).events.map((e) => e.atMs);
    expect(times('whistle_report')).not.toEqual(times('whistle_tune'));
  });

  it("rings in a hall: nothing before the sound's echo, then falling 60 dB in the hall's time, at the level asked", () => {
    const rate = 8000;
    const hall = { rt60: 1, wet: 0.5 };
    // A click near where the second block of the overlap-add ends (its impulse response is 1.02 s, its blocks 1.03 s)
    // and a tone later, so that echoes cross blocks; 4 s in all.
    const dry = new Float32Array(4 * rate);
    const click = 16_000;
    dry[click] = 1;
    for (let i = 0; i < 0.3 * rate; i++) dry[3.2 * rate + i] = 0.2 * Math.sin((2 * Math.PI * 1000 * i) / rate);
    const echo = reverberation(dry, hall, rate);
    const level = (fromS: number, toS: number) => {
      let sum = 0;
      for (let i = Math.round(fromS * rate); i < Math.round(toS * rate); i++) sum += (echo[i] ?? 0) ** 2;
      return 10 * Math.log10(sum / ((toS - fromS) * rate) + 1e-30);
    };
    // Nothing before the click, nor in the 20 ms after it; then the echo.
    const at = click / rate;
    expect(level(0, at + 0.019)).toBeLessThan(-200);
    expect(level(at + 0.021, at + 0.1)).toBeGreaterThan(-60);
    // The click's echo falls 60 dB a second (rt60 1 s): 30 dB from 0.1-0.3 s after it to 0.6-0.8 s, within 10%.
    const fall = level(at + 0.1, at + 0.3) - level(at + 0.6, at + 0.8);
    expect(fall).toBeGreaterThan(27);
    expect(fall).toBeLessThan(33);
    // At `wet` times the dry sound's level, over the track.
    const rms = (values: Float32Array) => Math.sqrt(values.reduce((sum, value) => sum + value * value, 0) / values.length);
    expect(rms(echo) / rms(dry)).toBeCloseTo(hall.wet, 5);
    for (const set of ['hall_tune', 'hall_report'] as const) expect(describeBroadcastSet(set)).toMatch(/a hall ringing [\d.]+ s/);
    expect(broadcastAssistScript('hall_report').events).not.toEqual(broadcastAssistScript('hall_tune').events);
  });
});
