import { nextSort } from '../stats/box-table-sort';
import { describe, expect, it } from 'vitest';
import { GAMES, seasonView } from './season-test-data';
import {
  gameLogRows,
  minutesIn,
  modeLine,
  plusMinusIn,
  seasonColumns,
  seasonModes,
  seasonRows,
  sortSeasonRows,
  teamRowTexts,
  type SeasonMode,
  type SeasonRow,
} from './season-table';

const view = seasonView();
const { season } = view;
const rows = seasonRows(view);
const ids = (list: SeasonRow[]) => list.map((row) => row.player.playerId);
const row = (id: string) => {
  const found = rows.find((candidate) => candidate.player.playerId === id);
  if (!found) throw new Error(`no row ${id}`);
  return found;
};
const cell = (mode: SeasonMode, key: string, id: string) =>
  seasonColumns(season, mode)
    .find((column) => column.key === key)
    ?.text(row(id));

describe("the season's player table", () => {
  it('names players from the roster, in jersey-number order, with anyone off the roster last', () => {
    expect(rows.map((entry) => [entry.number, entry.name])).toEqual([
      ['4', 'Bea Jones'],
      ['10', 'Ava Smith'],
      ['23', 'Cal Brown'],
      ['', 'Unknown player'],
    ]);
    expect(row('cal').archived).toBe(true);
  });

  it('offers totals, per game and per 32 when the periods are ten minutes', () => {
    expect(seasonModes(season).map((mode) => mode.label)).toEqual(['Totals', 'Per game', 'Per 32']);
    // No game with minutes: nothing to scale by.
    const untimed = seasonView(GAMES.slice(2)).season;
    expect(seasonModes(untimed).map((mode) => mode.label)).toEqual(['Totals', 'Per game']);
  });

  it('reads the counts of the chosen mode, to a tenth when averaged', () => {
    // Ava: 26 points in 3 games; 18 of them in the 35 minutes of the two games with a clock.
    expect(cell('totals', 'pts', 'ava')).toBe('26');
    expect(cell('perGame', 'pts', 'ava')).toBe('8.7');
    expect(cell('perMinutes', 'pts', 'ava')).toBe('16.5');
    expect(cell('totals', 'fg', 'ava')).toBe('12-27');
    expect(cell('perGame', 'fg', 'ava')).toBe('4.0-9.0');
    expect(cell('totals', 'games', 'ava')).toBe('3');
    // The player off the roster has no minutes, so no rate per minutes.
    expect(modeLine(row('ghost').player, 'perMinutes')).toBeNull();
    expect(cell('perMinutes', 'pts', 'ghost')).toBe('–');
  });

  it('counts minutes as the season’s whole minutes, or per game of the games with a clock', () => {
    expect(minutesIn(row('ava').player, 'totals')).toBe(35);
    expect(minutesIn(row('ava').player, 'perGame')).toBe(17.5);
    expect(minutesIn(row('cal').player, 'totals')).toBe(4);
    expect(minutesIn(row('ghost').player, 'totals')).toBeNull();
    expect(cell('perGame', 'min', 'ava')).toBe('17.5');
  });

  it('sums +/- over the games where it is known, and averages it over those games or their minutes', () => {
    const ava = row('ava').player;
    expect(plusMinusIn(ava, 'totals', 32)).toBe(2);
    expect(plusMinusIn(ava, 'perGame', 32)).toBe(1);
    // +2 in 35 minutes is +1.8 per 32.
    expect(plusMinusIn(ava, 'perMinutes', 32)).toBe(1.8);
    expect(cell('totals', 'plusMinus', 'ava')).toBe('+2');
    expect(cell('perGame', 'plusMinus', 'bea')).toBe('-0.5');
    expect(cell('totals', 'plusMinus', 'ghost')).toBe('–');
  });

  it('shows shooting percentages over the season whatever the mode', () => {
    expect(cell('totals', 'fgPct', 'ava')).toBe('44.4');
    expect(cell('perGame', 'fgPct', 'ava')).toBe('44.4');
    // Two threes in six, for eFG% (12 + 1) / 27.
    expect(cell('totals', 'efgPct', 'ava')).toBe('48.1');
    expect(cell('totals', 'fg3Pct', 'bea')).toBe('–');
  });

  it('leaves a rate out on too few attempts over the season (10 FGA, 5 3PA, 5 FTA) and says why in its title', () => {
    const title = (key: string, id: string) =>
      seasonColumns(season, 'totals')
        .find((column) => column.key === key)
        ?.cellTitle?.(row(id));
    // Ava: 2 of 6 threes (over 5 3PA): 33.3.
    expect(cell('totals', 'fg3Pct', 'ava')).toBe('33.3');
    // Bea: 7 of 11 from the field (63.6), but 2 of 2 free throws, under 5 FTA.
    expect(cell('totals', 'fgPct', 'bea')).toBe('63.6');
    expect(cell('totals', 'ftPct', 'bea')).toBe('—');
    expect(title('ftPct', 'bea')).toBe('Fewer than 5 FTA over the season (2): too few attempts for a rate');
    // Cal: 1 of 1 from the field: no FG%, eFG% or TS% on 1 FGA.
    expect(['fgPct', 'efgPct', 'tsPct'].map((key) => cell('totals', key, 'cal'))).toEqual(['—', '—', '—']);
    expect(title('fgPct', 'cal')).toBe('Fewer than 10 FGA over the season (1): too few attempts for a rate');
    // Shown, or no attempt at all: no title.
    expect(title('fgPct', 'ava')).toBeUndefined();
    expect(title('fg3Pct', 'bea')).toBeUndefined();
    // A rate left out sorts last, with those without attempts.
    expect(ids(sortSeasonRows(rows, seasonColumns(season, 'totals'), nextSort(null, 'fgPct')))).toEqual([
      'bea',
      'ava',
      'cal',
      'ghost',
    ]);
  });

  it('reads 2PM-2PA and EFF of every game, in every mode', () => {
    // Ava: 12 of 27 with 2 of 6 threes: 2P 10-21. EFF 26 PTS + 4 REB + 3 AST - 15 missed FG - 2 TOV = 16, 5.3 a game.
    expect(cell('totals', 'fg2', 'ava')).toBe('10-21');
    expect(cell('perGame', 'fg2', 'ava')).toBe('3.3-7.0');
    expect(cell('totals', 'eff', 'ava')).toBe('16');
    expect(cell('perGame', 'eff', 'ava')).toBe('5.3');
    // No game of these carries FD or BLKA (older reports): no such column.
    expect(seasonColumns(season, 'totals').map((column) => column.key)).not.toContain('fd');
  });

  it('shows FD and BLKA over the games whose reports have them, and says over how many', () => {
    // Game 1's report is of engine 3: Ava drew 2 fouls and had 1 shot blocked; games 2 and 3 are older.
    const [g1, ...rest] = GAMES as [(typeof GAMES)[number], ...typeof GAMES];
    const home = {
      ...g1.box.home,
      players: g1.box.home.players.map((line) => ({
        ...line,
        fd: line.playerId === 'ava' ? 2 : 0,
        blka: line.playerId === 'ava' ? 1 : 0,
      })),
    };
    const mixed = seasonView([{ ...g1, box: { ...g1.box, home } }, ...rest]);
    const mixedRows = seasonRows(mixed);
    const ava = mixedRows.find((entry) => entry.player.playerId === 'ava');
    if (!ava) throw new Error('no Ava');
    const column = (mode: SeasonMode, key: string) => seasonColumns(mixed.season, mode).find((entry) => entry.key === key);
    expect(seasonColumns(mixed.season, 'totals').map((entry) => entry.label)).toEqual(expect.arrayContaining(['FD', 'BLKA']));
    expect(column('totals', 'fd')?.text(ava)).toBe('2');
    expect(column('totals', 'blka')?.text(ava)).toBe('1');
    // Per game of the one game that has them, not of her three.
    expect(column('perGame', 'fd')?.text(ava)).toBe('2.0');
    expect(column('perMinutes', 'fd')?.text(ava)).toBe('–');
    expect(column('totals', 'fd')?.cellTitle?.(ava)).toBe('Over 1 of 3 games: the others do not record FD');
  });

  it("has a Team row of the team's rebounds and turnovers, under REB and TOV, as totals or per game", () => {
    const texts = (mode: SeasonMode) => {
      const columns = seasonColumns(season, mode);
      const cells: Record<string, string> = {};
      teamRowTexts(season, columns, mode).forEach((text, index) => {
        if (text !== '') cells[columns[index]?.key ?? ''] = text;
      });
      return cells;
    };
    // g2's 2 team rebounds and team turnover, over 3 games: 0.7 and 0.3.
    expect(texts('totals')).toEqual({ reb: '2', tov: '1' });
    expect(texts('perGame')).toEqual({ reb: '0.7', tov: '0.3' });
    expect(texts('perMinutes')).toEqual({ reb: '–', tov: '–' });
    // The team's totals hold them; no player's line does.
    expect(season.team.totals.reb).toBe(season.players.reduce((sum, player) => sum + player.totals.reb, 0) + 2);
  });

  it('has the columns of the box score between GP, MIN and +/-, each rate beside its attempts, then eFG% and TS%; MIN says total or per game', () => {
    const labels = seasonColumns(season, 'totals').map((column) => column.label);
    expect(labels).toEqual([
      'GP',
      'MIN (total)',
      'PTS',
      'FGM-FGA',
      'FG%',
      '2PM-2PA',
      '3PM-3PA',
      '3P%',
      'FTM-FTA',
      'FT%',
      'OREB',
      'DREB',
      'REB',
      'AST',
      'STL',
      'BLK',
      'TOV',
      'PF',
      '+/-',
      'eFG%',
      'TS%',
      'EFF',
    ]);
    expect(seasonColumns(season, 'perGame')[1]?.label).toBe('MIN (per game)');
    // Without a clock or lineups in any game, MIN and +/- are left out rather than dashed.
    const untimed = seasonColumns(seasonView(GAMES.slice(2)).season, 'totals').map((column) => column.label);
    expect(untimed).not.toContain('+/-');
    expect(untimed.slice(0, 2)).toEqual(['GP', 'PTS']);
  });

  it('sorts by a column highest first, then lowest, then back to number order', () => {
    const columns = seasonColumns(season, 'totals');
    const byPoints = nextSort(null, 'pts');
    expect(ids(sortSeasonRows(rows, columns, byPoints))).toEqual(['ava', 'bea', 'cal', 'ghost']);
    expect(ids(sortSeasonRows(rows, columns, nextSort(byPoints, 'pts')))).toEqual(['ghost', 'cal', 'bea', 'ava']);
    expect(ids(sortSeasonRows(rows, columns, null))).toEqual(ids(rows));
  });

  it('sorts by the chosen mode’s values', () => {
    // Per game Bea scores 5.3 to Cal's 2.0; per 32 minutes Cal's 2 points in 4 minutes are 16.0 to Bea's 12.8.
    const perMinutes = seasonColumns(season, 'perMinutes');
    expect(ids(sortSeasonRows(rows, perMinutes, nextSort(null, 'pts')))).toEqual(['ava', 'cal', 'bea', 'ghost']);
  });

  it('keeps players without a value at the bottom both ways, and ties in number order', () => {
    const columns = seasonColumns(season, 'totals');
    const most = nextSort(null, 'min');
    // Ava and Bea both played 35 minutes: Bea (#4) stays before Ava (#10) either way.
    expect(ids(sortSeasonRows(rows, columns, most))).toEqual(['bea', 'ava', 'cal', 'ghost']);
    expect(ids(sortSeasonRows(rows, columns, nextSort(most, 'min')))).toEqual(['cal', 'bea', 'ava', 'ghost']);
  });

  it('sorts names A to Z first', () => {
    const sorted = sortSeasonRows(rows, seasonColumns(season, 'totals'), nextSort(null, 'name'));
    expect(sorted.map((entry) => entry.name)).toEqual(['Ava Smith', 'Bea Jones', 'Cal Brown', 'Unknown player']);
  });

  it('lists a player’s games with their result and line, skipping games they did not play', () => {
    const log = gameLogRows(row('cal').player, season.results);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ gameId: 'g2', date: 'Oct 8, 2026', opponent: 'at Eagles', result: 'L', score: '18-20' });
    expect(log[0]?.line.pts).toBe(2);
    expect(gameLogRows(row('ava').player, season.results).map((game) => game.opponent)).toEqual([
      'vs Hawks',
      'at Eagles',
      'vs Owls',
    ]);
  });
});
