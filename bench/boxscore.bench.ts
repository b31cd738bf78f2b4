/**
 * bench/boxscore: computeBoxScore and checkConsistency on a 600-event game (the reference game played ten
 * times over, in ten periods), time per call, against a single pass that only adds up the points of the same
 * events in the same run (the floor any box score pays). Target: under 2 ms per computeBoxScore call.
 */
import { checkConsistency, computeBoxScore, type GameEvent, type GameSetup } from '@courtside/domain';
import { REFERENCE_EVENTS, REFERENCE_SETUP } from '../packages/domain/src/reference-game';

const REPEATS = 10;
const CALLS = 2_000;

function bigGame(): { setup: GameSetup; events: GameEvent[] } {
  const perGame = REFERENCE_EVENTS.length;
  const events = Array.from({ length: REPEATS }, (_, round) =>
    REFERENCE_EVENTS.map((event) => ({
      ...event,
      id: `${event.id}-${round}`,
      seq: event.seq + round * perGame,
      period: event.period + round * 2,
    })),
  ).flat();
  return { setup: { ...REFERENCE_SETUP, periods: REPEATS * 2, scoreboardFinal: undefined }, events: events.slice(0, 600) };
}

function timePerCall(work: () => unknown): number {
  for (let warm = 0; warm < 200; warm += 1) work();
  const started = performance.now();
  for (let call = 0; call < CALLS; call += 1) work();
  return (performance.now() - started) / CALLS;
}

export function run(): Promise<string[]> {
  const { setup, events } = bigGame();
  const floor = timePerCall(() =>
    events.reduce(
      (total, event) =>
        total + (event.type === 'shot' && event.made ? event.points : event.type === 'free_throw' && event.made ? 1 : 0),
      0,
    ),
  );
  const engine = timePerCall(() => computeBoxScore(setup, events));
  const checker = timePerCall(() => checkConsistency(setup, events));
  return Promise.resolve([
    `boxscore.events: ${events.length}`,
    `boxscore.compute: ${(engine * 1000).toFixed(0)} µs per call (target < 2000 µs)`,
    `boxscore.check: ${(checker * 1000).toFixed(0)} µs per call`,
    `boxscore.floor: ${(floor * 1000).toFixed(1)} µs per call (one pass adding up points)`,
    `boxscore.compute_ratio: ${(engine / floor).toFixed(1)} x the floor`,
  ]);
}
