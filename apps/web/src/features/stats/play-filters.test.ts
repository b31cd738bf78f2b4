import { buildGameReport, type EventBody, type GameEvent, type GameSetup } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import {
  ALL_PLAYS,
  PLAYS_PER_PAGE,
  countText,
  filterPlays,
  pageOfPlays,
  playFiltersTitle,
  playPlayerOptions,
} from './play-filters';

const setup: GameSetup = {
  home: {
    name: 'Tigers',
    players: [
      { id: 'h1', number: '4', name: 'Ava' },
      { id: 'h2', number: '5', name: 'Bo' },
      { id: 'h3', number: '6', name: 'Cy' },
    ],
  },
  away: { name: 'Hawks', players: [{ id: 'a1', number: '11', name: 'Kai' }] },
  periods: 2,
  periodSeconds: 1200,
  overtimeSeconds: 300,
};

const BODIES: [number, EventBody][] = [
  [1, { type: 'period_start' }],
  [1, { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2, assistId: 'h2' }],
  [1, { type: 'shot', team: 'away', playerId: 'a1', made: false, points: 3, blockId: 'h1' }],
  [1, { type: 'rebound', team: 'home', playerId: 'h2', offensive: false }],
  [1, { type: 'period_end' }],
  [2, { type: 'period_start' }],
  [2, { type: 'free_throw', team: 'away', playerId: 'a1', made: true }],
  [2, { type: 'turnover', team: 'home', playerId: 'h1', stealId: 'a1' }],
];
const events: GameEvent[] = BODIES.map(([period, body], index) => ({
  ...body,
  id: `e${String(index + 1)}`,
  seq: index + 1,
  period,
}));
const { setup: reportSetup, plays } = buildGameReport(setup, events);
const ids = (filters: Partial<typeof ALL_PLAYS>) => filterPlays(plays, { ...ALL_PLAYS, ...filters }).map((play) => play.id);

describe('filtering the play-by-play', () => {
  it('shows every play, period starts and ends included, with no filter', () => {
    expect(ids({})).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8']);
  });

  it("shows one team's plays, without the period starts and ends", () => {
    expect(ids({ team: 'home' })).toEqual(['e2', 'e4', 'e8']);
    expect(ids({ team: 'away' })).toEqual(['e3', 'e7']);
  });

  it('shows every play naming a player, the other team’s plays they were in too (a block, a steal)', () => {
    expect(ids({ playerId: 'h1' })).toEqual(['e2', 'e3', 'e8']);
    expect(ids({ team: 'home', playerId: 'h2' })).toEqual(['e2', 'e4']);
    expect(ids({ playerId: 'a1' })).toEqual(['e3', 'e7', 'e8']);
  });

  it('shows one period, scoring plays only, and the two together', () => {
    expect(ids({ period: 2 })).toEqual(['e6', 'e7', 'e8']);
    expect(ids({ scoringOnly: true })).toEqual(['e2', 'e7']);
    expect(ids({ scoringOnly: true, period: 1, team: 'away' })).toEqual([]);
  });

  it('offers the players of the chosen team(s) named in any play, in roster order', () => {
    expect(playPlayerOptions(reportSetup, plays, 'both').map((player) => player.label)).toEqual(['#4 Ava', '#5 Bo', '#11 Kai']);
    expect(playPlayerOptions(reportSetup, plays, 'away').map((player) => player.id)).toEqual(['a1']);
  });

  it("filters a 600-play game's plays as it filters a few, in the game's order", () => {
    // No clock here (these machines are shared): one pass over the plays, which the page runs on every change.
    const many = Array.from({ length: 600 }, (_, index) => ({ ...plays[index % plays.length]!, id: `p${String(index)}` }));
    const filters = { ...ALL_PLAYS, playerId: 'h1', scoringOnly: true };
    const few = filterPlays(plays, filters).map((play) => play.id);
    const expected = many.filter((_play, index) => few.includes(plays[index % plays.length]!.id)).map((play) => play.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(filterPlays(many, filters).map((play) => play.id)).toEqual(expected);
  });
});

describe('the count above the list', () => {
  it('says how many plays are shown out of how many', () => {
    expect(countText(8, 8, 'play')).toBe('8 plays');
    expect(countText(1, 1, 'play')).toBe('1 play');
    expect(countText(3, 8, 'play')).toBe('Showing 3 of 8 plays');
  });
});

describe('pageOfPlays', () => {
  const plays = Array.from({ length: 120 }, (_unused, index) => index + 1);

  it('shows the first page of a long list and offers the next page', () => {
    const page = pageOfPlays(plays, PLAYS_PER_PAGE);
    expect(page.visible).toEqual(plays.slice(0, 50));
    expect(page.more).toBe('Show 50 more plays');
  });

  it('offers only what is left on the last page, and nothing once every play is shown', () => {
    expect(pageOfPlays(plays, 100)).toEqual({ visible: plays.slice(0, 100), more: 'Show the last 20 plays' });
    expect(pageOfPlays(plays, 119).more).toBe('Show the last play');
    expect(pageOfPlays(plays, 150)).toEqual({ visible: plays, more: null });
  });

  it('shows a list no longer than a page whole', () => {
    expect(pageOfPlays(plays.slice(0, 50), PLAYS_PER_PAGE)).toEqual({ visible: plays.slice(0, 50), more: null });
    expect(pageOfPlays([], PLAYS_PER_PAGE)).toEqual({ visible: [], more: null });
  });
});

describe("the play-by-play filter's playlist", () => {
  it('is named by what the filters show', () => {
    expect(playFiltersTitle(reportSetup, ALL_PLAYS, null)).toBe('Plays: all');
    expect(playFiltersTitle(reportSetup, { ...ALL_PLAYS, team: 'away', period: 2, scoringOnly: true }, null)).toBe(
      'Plays: Hawks, H2, scoring only',
    );
    const bo = playPlayerOptions(reportSetup, plays, 'home').find((option) => option.id === 'h2') ?? null;
    expect(playFiltersTitle(reportSetup, { ...ALL_PLAYS, team: 'home', playerId: 'h2' }, bo)).toBe('Plays: #5 Bo');
  });
});
