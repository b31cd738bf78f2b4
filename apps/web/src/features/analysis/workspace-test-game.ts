import type { EventBody, GameSetup } from '@courtside/domain';
import type { Suggestion } from './assist-api';
import { PlayByPlayStore } from './play-by-play-store';
import type { WorkspaceEvent } from './timeline';

/** A small game for the workspace parts' tests: seven Tigers, six Hawks, no starters chosen. */
export const TEST_SETUP: GameSetup = {
  home: {
    name: 'Tigers',
    color: '#ea580c',
    players: ['Ava', 'Bo', 'Cy', 'Di', 'Ed', 'Fi', 'Gus'].map((name, i) => ({
      id: `t${String(i + 1)}`,
      number: String(i + 4),
      name,
    })),
  },
  away: {
    name: 'Hawks',
    color: '#1d4ed8',
    players: ['Kai', 'Lu', 'Mo', 'Ned', 'Oz', 'Pia'].map((name, i) => ({
      id: `h${String(i + 1)}`,
      number: String(i + 11),
      name,
    })),
  },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
};

export const made2 = (playerId: string, team: 'home' | 'away' = 'home'): EventBody => ({
  type: 'shot',
  team,
  playerId,
  made: true,
  points: 2,
});

/** A play as the server keeps it, tagged `seq` seconds into the footage. */
export const testPlay = (id: string, seq: number, body: EventBody, period = 1): WorkspaceEvent => ({
  id,
  seq,
  period,
  videoMs: seq * 1000,
  clock: null,
  revision: 1,
  body,
});

/** A store whose server takes every change (the tests look at what the workspace shows, not at saving). */
export function testStore(plays: WorkspaceEvent[] = []): PlayByPlayStore {
  return new PlayByPlayStore(
    {
      create: (event) => Promise.resolve({ event: { ...event, revision: 1 }, version: 1 }),
      update: (id, revision, fields) =>
        Promise.resolve({ event: { ...testPlay(id, 0, made2('t1')), ...fields, revision: revision + 1 }, version: 1 }),
      remove: () => Promise.resolve({ version: 1 }),
      since: () => Promise.resolve({ version: 0, events: null }),
    },
    plays,
    0,
  );
}

/** An open suggestion the footage made (as GET assist answers it), for the assistance parts' tests. */
export const testSuggestion = (
  id: string,
  kind: Suggestion['kind'],
  videoMs: number,
  more: Partial<Suggestion> = {},
): Suggestion => ({ id, kind, videoMs, endMs: null, detail: {}, status: 'open', ...more });

/**
 * TEST_SETUP with twenty Tigers, as full rosters have them: t8-t20 wear 11-23. With t1-t5 on court the bench is
 * fifteen, t6-t20: places 1-10 (t6-t15) on the digits, places 11-15 (t16-t20) on `q`-`t`.
 */
export const BIG_SETUP: GameSetup = {
  ...TEST_SETUP,
  home: {
    ...TEST_SETUP.home,
    players: [
      ...TEST_SETUP.home.players,
      ...Array.from({ length: 13 }, (_, i) => ({
        id: `t${String(i + 8)}`,
        number: String(i + 11),
        name: `Tiger ${String(i + 8)}`,
      })),
    ],
  },
};
