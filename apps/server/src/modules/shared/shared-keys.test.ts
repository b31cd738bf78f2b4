import { randomUUID } from 'node:crypto';
import { buildGameReport, computeSeason, type EventBody, type GameSetup, type GameEvent } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import type { SeasonView } from '../teams/season.service.js';
import { shareReport, shareSeason, withoutTeamId } from './shared-keys.js';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Five players a side under `ids` (our UUIDs, or keys), numbered 1 to 5. */
function setupWith(home: string[], away: string[]): GameSetup {
  const sheet = (name: string, ids: string[]) => ({
    name,
    color: '#f97316',
    players: ids.map((id, index) => ({ id, number: String(index + 1), name: `${name} ${String(index + 1)}` })),
    starters: ids.slice(0, 5),
  });
  return { home: sheet('Tigers', home), away: sheet('Hawks', away), periods: 4, periodSeconds: 600, overtimeSeconds: 300 };
}

/** A game touching every figure that names players or plays: assists, steals, blocks, a run, a sub, located shots. */
function playsWith(home: string[], away: string[], ids: string[]): GameEvent[] {
  const [t1 = '', t2 = '', t3 = '', , , t6 = ''] = home;
  const [h1 = '', h2 = ''] = away;
  const bodies: [number, EventBody][] = [
    [590, { type: 'shot', team: 'home', playerId: t1, made: true, points: 2, assistId: t2, x: 1, y: 6 }],
    [570, { type: 'turnover', team: 'away', playerId: h1, stealId: t3 }],
    [560, { type: 'shot', team: 'home', playerId: t3, made: true, points: 3, x: -22, y: 3 }],
    [540, { type: 'shot', team: 'away', playerId: h2, made: false, points: 2, blockId: t1, x: 2, y: 4 }],
    [538, { type: 'rebound', team: 'away', playerId: h2, offensive: true }],
    [530, { type: 'shot', team: 'away', playerId: h2, made: true, points: 2, x: 0, y: 2 }],
    [500, { type: 'substitution', team: 'home', inId: t6, outId: t2 }],
    [480, { type: 'shot', team: 'home', playerId: t6, made: true, points: 2, x: 3, y: 10 }],
  ];
  return bodies.map(([clock, body], index) => ({
    ...body,
    id: ids[index] ?? '',
    seq: index + 1,
    period: 1,
    clock,
    videoMs: 1000 * (index + 1),
  }));
}

const keys = (prefix: string, count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `${prefix}-${String(index + from)}`);

describe('a shared game report', () => {
  const home = Array.from({ length: 6 }, () => randomUUID());
  const away = Array.from({ length: 5 }, () => randomUUID());
  const playIds = Array.from({ length: 8 }, () => randomUUID());
  const report = buildGameReport(setupWith(home, away), playsWith(home, away, playIds));

  it('holds none of our ids: players and plays are named by keys in the setup’s and the plays’ order', () => {
    const shared = shareReport(report);
    expect(JSON.stringify(shared)).not.toMatch(UUID);
    expect(shared.setup.home.players.map((player) => player.id)).toEqual(keys('player', 6));
    expect(shared.setup.away.players.map((player) => player.id)).toEqual(keys('player', 5, 7));
    expect(shared.plays.map((play) => play.id)).toEqual(keys('play', 8));
  });

  it('is the report the same game would have had under those keys: every figure, join and lineup as it was', () => {
    const homeKeys = keys('player', 6);
    const awayKeys = keys('player', 5, 7);
    const rebuilt = buildGameReport(setupWith(homeKeys, awayKeys), playsWith(homeKeys, awayKeys, keys('play', 8)));
    const shared = shareReport(report);
    // Lineups list their units and on/off lines in an order of their own; the units are the same.
    const byKey = <T>(items: T[]) => [...items].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect({ ...shared, lineups: null }).toEqual({ ...rebuilt, lineups: null });
    expect(byKey(shared.lineups?.units ?? [])).toEqual(byKey(rebuilt.lineups?.units ?? []));
    expect(byKey(shared.lineups?.onOff ?? [])).toEqual(byKey(rebuilt.lineups?.onOff ?? []));
  });

  it('leaves out what a stored setup holds beyond the report, such as the customer’s team id', () => {
    const teamId = randomUUID();
    const stored = { ...report, setup: { ...report.setup, home: { ...report.setup.home, teamId } } };
    expect(JSON.stringify(shareReport(stored))).not.toContain(teamId);
  });
});

describe('a shared season', () => {
  const gameIds = [randomUUID(), randomUUID()];
  const playerIds = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const box = (ids: string[]) =>
    buildGameReport(setupWith(ids, keys('opponent', 5)), playsWith(ids, keys('opponent', 5), keys('play', 8))).boxScore;
  const view: SeasonView = {
    team: { id: randomUUID(), name: 'Tigers', shortName: 'TIG', color: '#f97316', seasonLabel: '2026' },
    roster: playerIds.map((id, index) => ({
      id,
      number: String(index + 1),
      name: `Tiger ${String(index + 1)}`,
      archived: false,
      position: null,
    })),
    season: computeSeason(
      gameIds.map((gameId, index) => ({
        gameId,
        playedOn: `2026-10-0${String(index + 1)}`,
        opponent: 'Hawks',
        side: 'home',
        periodSeconds: 600,
        box: box(playerIds),
      })),
    ),
  };

  it('names games and players by keys that still join: each game log to its result, each player to the roster', () => {
    const shared = withoutTeamId(shareSeason(view));
    expect(JSON.stringify(shared)).not.toMatch(UUID);
    expect(shared.team).toEqual({ name: 'Tigers', shortName: 'TIG', color: '#f97316', seasonLabel: '2026' });
    expect(shared.season.results.map((result) => result.gameId)).toEqual(['game-1', 'game-2']);
    const names = new Map(shared.roster.map((player) => [player.id, player.name]));
    const owners = new Map(view.roster.map((player) => [player.id, player.name]));
    expect(shared.season.players.map((player) => names.get(player.playerId))).toEqual(
      view.season.players.map((player) => owners.get(player.playerId)),
    );
    for (const player of shared.season.players) {
      expect(player.log.map((entry) => entry.gameId)).toEqual(['game-1', 'game-2']);
      expect(player.log.every((entry) => entry.line.playerId === player.playerId)).toBe(true);
    }
    // The figures are the owner's.
    expect(shared.season.team).toEqual(view.season.team);
    expect(shared.season.players.map((player) => player.totals)).toEqual(view.season.players.map((player) => player.totals));
  });
});
