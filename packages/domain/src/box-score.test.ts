import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBoxScore, deriveRates, emptyStatLine, type BoxScore, type PlayerLine, type StatLine } from './box-score.js';
import type { EventBody, GameEvent, GameSetup, Side } from './play-by-play.js';
import { REFERENCE_EVENTS, REFERENCE_SETUP } from '@courtside/domain/test-support/reference-game';

const line = (box: BoxScore, side: Side, playerId: string) => box[side].players.find((player) => player.playerId === playerId);
const counts = (stats: Partial<StatLine>): StatLine => ({ ...emptyStatLine(), ...stats });

describe('computeBoxScore on the hand-counted reference game (Tigers 21, Hawks 20)', () => {
  const box = computeBoxScore(REFERENCE_SETUP, REFERENCE_EVENTS);

  it('gets the score by period', () => {
    expect(box.home.periodPoints).toEqual([8, 13]);
    expect(box.away.periodPoints).toEqual([14, 6]);
  });

  it.each([
    ['home', 'h1', counts({ pts: 4, fgm: 2, fga: 2, ast: 2 }), 0, 4, 1390],
    ['home', 'h2', counts({ pts: 3, fgm: 1, fga: 2, fg3m: 1, fg3a: 2, ast: 1, tov: 2, pf: 1 }), 0, 0, 1460],
    [
      'home',
      'h3',
      counts({ pts: 6, fgm: 2, fga: 3, fg3m: 1, fg3a: 1, ftm: 1, fta: 1, oreb: 1, dreb: 1, reb: 2, ast: 1, pf: 1 }),
      0,
      1,
      2400,
    ],
    ['home', 'h4', counts({ fga: 1, dreb: 1, reb: 1, tov: 1, pf: 2 }), 0, 1, 2400],
    ['home', 'h5', counts({ pts: 4, fgm: 1, fga: 1, fg3m: 1, fg3a: 1, ftm: 1, fta: 2, ast: 1 }), 0, 1, 2400],
    ['home', 'h6', counts({ pts: 2, fgm: 1, fga: 1, ast: 1 }), 0, -3, 1010],
    ['home', 'h7', counts({ pts: 2, fgm: 1, fga: 1 }), 0, 1, 940],
    ['away', 'a1', counts({ pts: 3, fgm: 1, fga: 3, fg3m: 1, fg3a: 3, dreb: 1, reb: 1, ast: 1, tov: 1 }), 1, -1, 2400],
    ['away', 'a2', counts({ pts: 2, fgm: 1, fga: 1, pf: 1 }), 0, 0, 240],
    ['away', 'a3', counts({ pts: 4, fgm: 1, fga: 1, ftm: 2, fta: 2, stl: 1 }), 0, 5, 1350],
    ['away', 'a4', counts({ pts: 4, fgm: 1, fga: 1, ftm: 2, fta: 3, dreb: 1, reb: 1, ast: 1, blk: 1 }), 0, -1, 2400],
    ['away', 'a5', counts({ pts: 5, fgm: 2, fga: 4, fg3m: 1, fg3a: 2, oreb: 1, reb: 1, stl: 1 }), 0, -1, 2400],
    ['away', 'a6', counts({ pts: 2, fgm: 1, fga: 2, oreb: 1, reb: 1, ast: 1 }), 0, -1, 2160],
    ['away', 'a7', counts({ pf: 1, blk: 1 }), 0, -6, 1050],
  ] as const)('%s %s: counts, technicals, +/- and seconds', (side, playerId, stats, technicals, plusMinus, seconds) => {
    expect(line(box, side, playerId)).toMatchObject({ playerId, ...stats, technicals, plusMinus, seconds });
  });

  it("adds team rebounds and team turnovers to the team's totals, never to a player", () => {
    expect(box.home.totals).toMatchObject({
      ...counts({ pts: 21, fgm: 8, fga: 11, fg3m: 3, fg3a: 4, ftm: 2, fta: 3, oreb: 2, dreb: 2, reb: 4, ast: 6, tov: 3, pf: 4 }),
      teamReb: 1,
      teamTov: 0,
      technicals: 0,
    });
    expect(box.away.totals).toMatchObject({
      ...counts({
        pts: 20,
        fgm: 7,
        fga: 12,
        fg3m: 2,
        fg3a: 5,
        ftm: 4,
        fta: 5,
        oreb: 3,
        dreb: 2,
        reb: 5,
        ast: 3,
        stl: 2,
        blk: 2,
        tov: 2,
        pf: 2,
      }),
      teamReb: 1,
      teamTov: 1,
      technicals: 1,
    });
  });

  it('derives shooting rates and possessions from the counts', () => {
    const rates = deriveRates(box.home.totals);
    expect(rates.fgPct).toBeCloseTo(8 / 11);
    expect(rates.efgPct).toBeCloseTo((8 + 1.5) / 11);
    expect(rates.tsPct).toBeCloseTo(21 / (2 * (11 + 0.44 * 3)));
    expect(rates.possessions).toBeCloseTo(11 - 2 + 3 + 0.44 * 3);
    expect(deriveRates(counts({})).fgPct).toBeNull();
  });
});

describe('computeBoxScore rules', () => {
  const setup: GameSetup = {
    home: {
      name: 'Home',
      players: [
        { id: 'h1', number: '1', name: 'A' },
        { id: 'h2', number: '2', name: 'B' },
      ],
    },
    away: { name: 'Away', players: [{ id: 'a1', number: '1', name: 'C' }] },
    periods: 4,
    periodSeconds: 600,
    overtimeSeconds: 300,
  };
  const events = (bodies: [number, EventBody][]): GameEvent[] =>
    bodies.map(([period, body], index) => ({ id: `e${index}`, seq: index, period, ...body }));

  it('keeps +/- and minutes null without five starters, and counts overtime as its own period', () => {
    const box = computeBoxScore(setup, events([[5, { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2 }]]));
    expect(box.home.periodPoints).toEqual([0, 0, 0, 0, 2]);
    expect(line(box, 'home', 'h1')).toMatchObject({ pts: 2, plusMinus: null, seconds: null });
  });

  it('counts an offensive foul as a foul and a turnover; a technical apart from PF', () => {
    const box = computeBoxScore(
      setup,
      events([
        [1, { type: 'foul', team: 'home', playerId: 'h1', kind: 'offensive' }],
        [1, { type: 'foul', team: 'home', playerId: 'h1', kind: 'technical' }],
      ]),
    );
    expect(line(box, 'home', 'h1')).toMatchObject({ pf: 1, tov: 1, technicals: 1 });
  });

  it('orders events by seq, whatever order they are given in', () => {
    const list = events([
      [1, { type: 'shot', team: 'home', playerId: 'h1', made: false, points: 2 }],
      [1, { type: 'rebound', team: 'home', playerId: 'h2', offensive: true }],
    ]);
    expect(computeBoxScore(setup, [...list].reverse())).toEqual(computeBoxScore(setup, list));
  });

  it('gives a player missing from the roster a line, so the team keeps every point', () => {
    const box = computeBoxScore(setup, events([[1, { type: 'shot', team: 'away', playerId: 'ghost', made: true, points: 3 }]]));
    expect(box.away.totals.pts).toBe(3);
    expect(line(box, 'away', 'ghost')?.pts).toBe(3);
  });
});

/** Random but well-formed games: any sequence of events between two full rosters with starters and clocks. */
const arbitraryGame = (() => {
  const ids = { home: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7'], away: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'] } as const;
  const setup: GameSetup = {
    home: { name: 'H', players: ids.home.map((id, n) => ({ id, number: String(n), name: id })), starters: ids.home.slice(0, 5) },
    away: { name: 'A', players: ids.away.map((id, n) => ({ id, number: String(n), name: id })), starters: ids.away.slice(0, 5) },
    periods: 4,
    periodSeconds: 600,
    overtimeSeconds: 300,
  };
  const side = fc.constantFrom<Side>('home', 'away');
  const body = side.chain((team) => {
    const own = fc.constantFrom(...ids[team]);
    const other = fc.constantFrom(...ids[team === 'home' ? 'away' : 'home']);
    return fc.oneof(
      fc.record({
        type: fc.constant('shot' as const),
        team: fc.constant(team),
        playerId: own,
        made: fc.boolean(),
        points: fc.constantFrom(2 as const, 3 as const),
        assistId: fc.option(own, { nil: undefined }),
        blockId: fc.option(other, { nil: undefined }),
      }),
      fc.record({ type: fc.constant('free_throw' as const), team: fc.constant(team), playerId: own, made: fc.boolean() }),
      fc.record({
        type: fc.constant('rebound' as const),
        team: fc.constant(team),
        playerId: fc.option(own, { nil: undefined }),
        offensive: fc.boolean(),
      }),
      fc.record({
        type: fc.constant('turnover' as const),
        team: fc.constant(team),
        playerId: fc.option(own, { nil: undefined }),
        stealId: fc.option(other, { nil: undefined }),
      }),
      fc.record({
        type: fc.constant('foul' as const),
        team: fc.constant(team),
        playerId: fc.option(own, { nil: undefined }),
        kind: fc.constantFrom('personal' as const, 'shooting' as const, 'offensive' as const, 'technical' as const),
      }),
      fc.record({ type: fc.constant('substitution' as const), team: fc.constant(team), inId: own, outId: own }),
    );
  });
  const events = fc
    .array(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 600 }), body), { maxLength: 120 })
    .map((list) => {
      const sorted = [...list].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
      return sorted.map(([period, clock, event], index): GameEvent => ({
        id: `e${index}`,
        seq: index,
        period,
        clock: Math.min(clock, period > 4 ? 300 : 600),
        ...event,
      }));
    });
  return events.map((list) => ({ setup, events: list }));
})();

describe('computeBoxScore invariants (property tests)', () => {
  const sum = (players: PlayerLine[], key: keyof StatLine) => players.reduce((total, player) => total + player[key], 0);

  it('points = 2 x 2PM + 3 x 3PM + FTM for every player and team, and REB = OREB + DREB', () => {
    fc.assert(
      fc.property(arbitraryGame, ({ setup, events }) => {
        const box = computeBoxScore(setup, events);
        for (const team of [box.home, box.away]) {
          for (const stats of [...team.players, team.totals]) {
            expect(stats.pts).toBe(2 * (stats.fgm - stats.fg3m) + 3 * stats.fg3m + stats.ftm);
            expect(stats.reb).toBe(stats.oreb + stats.dreb);
            expect(stats.fgm).toBeLessThanOrEqual(stats.fga);
          }
        }
      }),
    );
  });

  it("team totals are the players' sums plus team rebounds and team turnovers", () => {
    fc.assert(
      fc.property(arbitraryGame, ({ setup, events }) => {
        const box = computeBoxScore(setup, events);
        for (const team of [box.home, box.away]) {
          for (const key of ['pts', 'fgm', 'fga', 'fg3m', 'fg3a', 'ftm', 'fta', 'ast', 'stl', 'blk', 'pf'] as const) {
            expect(team.totals[key]).toBe(sum(team.players, key));
          }
          expect(team.totals.reb).toBe(sum(team.players, 'reb') + team.totals.teamReb);
          expect(team.totals.tov).toBe(sum(team.players, 'tov') + team.totals.teamTov);
        }
      }),
    );
  });

  it('points by period sum to the final score', () => {
    fc.assert(
      fc.property(arbitraryGame, ({ setup, events }) => {
        const box = computeBoxScore(setup, events);
        for (const team of [box.home, box.away]) expect(team.periodPoints.reduce((a, b) => a + b, 0)).toBe(team.totals.pts);
      }),
    );
  });

  it("with starters known, +/- sums to five times the margin, and minutes to five players' time on court", () => {
    fc.assert(
      fc.property(arbitraryGame, ({ setup, events }) => {
        const box = computeBoxScore(setup, events);
        const margin = box.home.totals.pts - box.away.totals.pts;
        // Substitutions of a player for himself or from the bench to the bench are data errors the checker
        // reports; the sums hold when every substitution swaps one on court for one on the bench.
        const valid = lineupsStayFive(setup, events);
        if (!valid) return;
        expect(box.home.players.reduce((total, player) => total + (player.plusMinus ?? 0), 0)).toBe(5 * margin);
        expect(box.away.players.reduce((total, player) => total + (player.plusMinus ?? 0), 0) + 5 * margin).toBe(0);
        const played = Math.max(4, ...events.map((event) => event.period));
        const gameSeconds = Array.from({ length: played }, (_, index) => (index + 1 > 4 ? 300 : 600)).reduce((a, b) => a + b, 0);
        expect(box.home.players.reduce((total, player) => total + (player.seconds ?? 0), 0)).toBe(5 * gameSeconds);
      }),
    );
  });
});

function lineupsStayFive(setup: GameSetup, events: GameEvent[]): boolean {
  const court = { home: new Set(setup.home.starters), away: new Set(setup.away.starters) };
  for (const event of events) {
    if (event.type !== 'substitution') continue;
    if (!court[event.team].has(event.outId) || court[event.team].has(event.inId)) return false;
    court[event.team].delete(event.outId);
    court[event.team].add(event.inId);
  }
  return true;
}
