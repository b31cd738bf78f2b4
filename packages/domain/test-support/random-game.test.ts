import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../src/play-by-play.js';
import { randomGame, type GameScript } from './random-game.js';

/** Fixed streams of choices (a linear congruential generator's high bits), so each test plays the same games. */
function streams(periods: number, length: number, seed: number): number[][] {
  let state = seed;
  return Array.from({ length: periods }, () =>
    Array.from({ length }, () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      // The high bits: an LCG's low bits repeat with a short period, and choices are taken modulo small numbers.
      return Math.floor(state / 65536);
    }),
  );
}

const script = (realMix: boolean, seed: number): GameScript => ({
  homePlayers: 20,
  awayPlayers: 20,
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
  overtimes: 1,
  plusMinusRule: 'foul',
  startersInSetup: { home: true, away: false },
  realMix,
  choices: streams(5, 400, seed),
});

const count = (events: readonly GameEvent[], test: (event: GameEvent) => boolean) => events.filter(test).length;

describe('randomGame', () => {
  it('records each trip: the free throws a foul awarded, in order, after the foul and by one player', () => {
    for (const seed of [1, 2, 3]) {
      const game = randomGame(script(true, seed));
      const trips = Object.entries(game.trips);
      expect(trips.length).toBeGreaterThan(5);
      for (const [foulId, freeThrowIds] of trips) {
        const foul = game.events.findIndex((event) => event.id === foulId);
        const throws = freeThrowIds.map((id) => game.events.findIndex((event) => event.id === id));
        expect(game.events[foul]?.type).toBe('foul');
        expect(throws.every((index) => game.events[index]?.type === 'free_throw')).toBe(true);
        expect(throws).toEqual([...throws].sort((a, b) => a - b));
        expect(throws[0]).toBeGreaterThan(foul);
        const shooters = new Set(throws.map((index) => (game.events[index] as { playerId?: string }).playerId));
        expect(shooters.size).toBe(1);
        const drawn = (game.events[foul] as { drawnById?: string }).drawnById;
        if (drawn) expect(shooters.has(drawn)).toBe(true);
      }
    }
  });

  it('plays in real games’ proportions with realMix: mostly shots, technicals rare, fewer substitutions', () => {
    const real = randomGame(script(true, 7)).events;
    const even = randomGame(script(false, 7)).events;
    const share = (events: readonly GameEvent[], type: GameEvent['type']) =>
      count(events, (event) => event.type === type) / count(events, (event) => event.type !== 'clock');
    expect(share(real, 'shot')).toBeGreaterThan(0.3);
    expect(share(real, 'shot')).toBeGreaterThan(share(even, 'shot'));
    expect(share(real, 'substitution')).toBeLessThan(share(even, 'substitution'));
    const technicals = (events: readonly GameEvent[]) =>
      count(events, (event) => event.type === 'foul' && event.kind === 'technical') /
      count(events, (event) => event.type === 'shot');
    expect(technicals(real)).toBeLessThan(technicals(even));
  });
});
