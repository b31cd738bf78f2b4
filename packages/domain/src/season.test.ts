import { describe, expect, it } from 'vitest';
import { computeBoxScore } from './box-score.js';
import { SEASON_RATE_MINIMUMS, computeSeason, recordedAverageText, seasonRates, type SeasonGame } from './season.js';
import { SEASON_EXAMPLE_GAMES, SEASON_EXAMPLE_HOME_SETUP } from '@courtside/domain/test-support/season-example';

describe("a team's season from its stored box scores (two games worked out by hand)", () => {
  const season = computeSeason(SEASON_EXAMPLE_GAMES);
  const player = (id: string) => season.players.find((line) => line.playerId === id);

  it('keeps the record and the results in date order', () => {
    expect({ games: season.games, wins: season.wins, losses: season.losses, ties: season.ties }).toEqual({
      games: 2,
      wins: 1,
      losses: 1,
      ties: 0,
    });
    expect(season.results).toEqual([
      { gameId: 'g1', playedOn: '2026-10-01', opponent: 'Hawks', side: 'home', pointsFor: 8, pointsAgainst: 2, result: 'W' },
      { gameId: 'g2', playedOn: '2026-10-08', opponent: 'Eagles', side: 'away', pointsFor: 2, pointsAgainst: 3, result: 'L' },
    ]);
  });

  it("averages the team's and the opponents' points per game", () => {
    expect(season.team.totals.pts).toBe(10);
    expect(season.team.perGame.pts).toBe(5);
    expect(season.opponents.perGame.pts).toBe(2.5);
    expect(season.opponents.perGame.reb).toBe(1);
  });

  it('counts team rebounds and team turnovers in the team totals and a Team row, never in a player line', () => {
    // Game 2: e1's missed two goes out off an Eagle (a Tigers team rebound), the Tigers then run out the shot
    // clock (a team turnover). No Tiger rebounded or lost the ball himself in either game.
    expect(season.team.teamRow).toEqual({ totals: { reb: 1, tov: 1 }, perGame: { reb: 0.5, tov: 0.5 } });
    expect(season.team.totals).toMatchObject({ reb: 1, dreb: 1, oreb: 0, tov: 1 });
    expect(season.team.perGame).toMatchObject({ reb: 0.5, tov: 0.5 });
    const players = (key: 'reb' | 'tov') => season.players.reduce((sum, line) => sum + line.totals[key], 0);
    expect({ reb: players('reb'), tov: players('tov') }).toEqual({ reb: 0, tov: 0 });
    // The players' lines and the Team row add up to the team's totals.
    expect(players('reb') + season.team.teamRow.totals.reb).toBe(season.team.totals.reb);
    expect(players('tov') + season.team.teamRow.totals.tov).toBe(season.team.totals.tov);
    // The opponents: h3's and e2's rebounds, e2's turnover, all by players; their team row is empty.
    expect(season.opponents.teamRow).toEqual({ totals: { reb: 0, tov: 0 }, perGame: { reb: 0, tov: 0 } });
    expect(season.opponents.totals).toMatchObject({ reb: 2, tov: 1, fga: 3 });
  });

  it('adds up a player across games: totals, averages per game and per 32 minutes, shooting, +/-, game log', () => {
    // t1: 5 pts on 2/3 (1/1 from three), on court 2 x 40 min; +6 (8-2 with t1 on) then -1 (2-3).
    expect(player('t1')).toMatchObject({
      games: 2,
      totals: { pts: 5, fgm: 2, fga: 3, fg3m: 1, fg3a: 1 },
      seconds: 4800,
      plusMinus: 5,
      perGame: { pts: 2.5, fga: 1.5 },
      // 5 points in 80 minutes: 2.0 per 32.
      perMinutes: { pts: 2 },
    });
    expect(player('t1')?.rates.efgPct).toBeCloseTo((2 + 0.5) / 3);
    expect(player('t1')?.log.map((entry) => entry.gameId)).toEqual(['g1', 'g2']);
    // t6 played only game 1: 2 points in 35 minutes (from 5:00 of Q1) = 1.8 per 32.
    expect(player('t6')).toMatchObject({ games: 1, seconds: 2100, plusMinus: 3, perMinutes: { pts: 1.8 } });
    // t5: 5 min then off in game 1 (+3), all of game 2 (-1).
    expect(player('t5')).toMatchObject({ games: 2, seconds: 2700, plusMinus: 2 });
    expect(player('t2')).toMatchObject({ totals: { pts: 1, ftm: 1, fta: 2, ast: 1 } });
    expect(player('t4')).toMatchObject({ totals: { stl: 1 } });
    expect(season.perMinutesBasis).toBe(32);
  });

  it('counts a player on court as playing where lineups were followed without a clock, though nothing was counted', () => {
    // Tiger 6 comes on for Tiger 5, untimed, and the Hawks score 2 with both on: nobody's minutes are known.
    const box = computeBoxScore(SEASON_EXAMPLE_HOME_SETUP, [
      { id: 'e1', seq: 1, period: 1, type: 'substitution', team: 'home', inId: 't6', outId: 't5' },
      { id: 'e2', seq: 2, period: 1, type: 'shot', team: 'away', playerId: 'h1', made: true, points: 2 },
    ]);
    expect(box.home.players.find((line) => line.playerId === 't6')).toMatchObject({
      seconds: null,
      plusMinus: -2,
      dnp: false,
      pts: 0,
    });
    const season = computeSeason([{ gameId: 'g', playedOn: null, opponent: 'Hawks', side: 'home', periodSeconds: 720, box }]);
    expect(season.players.map((line) => [line.playerId, line.games]).sort()).toEqual([
      ['t1', 1],
      ['t2', 1],
      ['t3', 1],
      ['t4', 1],
      ['t5', 1],
      ['t6', 1],
    ]);
    expect(season.players.find((line) => line.playerId === 't6')).toMatchObject({ plusMinus: -2 });
  });

  it('counts a player without minutes as playing when anything was counted, and has nothing for no game', () => {
    const untimed = computeBoxScore(
      { ...SEASON_EXAMPLE_HOME_SETUP, home: { ...SEASON_EXAMPLE_HOME_SETUP.home, starters: [] } },
      [],
    );
    expect(
      computeSeason([{ gameId: 'g', playedOn: null, opponent: 'Hawks', side: 'home', periodSeconds: 720, box: untimed }]).players,
    ).toEqual([]);
    expect(computeSeason([])).toMatchObject({
      games: 0,
      wins: 0,
      players: [],
      team: { perGame: { pts: 0 }, teamRow: { perGame: { reb: 0, tov: 0 } } },
    });
  });
});

describe('season shooting rates a coach can trust: none below a minimum of attempts', () => {
  const line = (counts: Partial<Record<'pts' | 'fgm' | 'fga' | 'fg3m' | 'fg3a' | 'ftm' | 'fta', number>>) => ({
    ...computeSeason([]).team.totals,
    ...counts,
  });

  it('states the minimums: 10 FGA for FG%, eFG% and TS%, 5 3PA for 3P%, 5 FTA for FT%', () => {
    expect(SEASON_RATE_MINIMUMS).toEqual({
      fgPct: { attempts: 'fga', label: 'FGA', minimum: 10 },
      fg3Pct: { attempts: 'fg3a', label: '3PA', minimum: 5 },
      ftPct: { attempts: 'fta', label: 'FTA', minimum: 5 },
      efgPct: { attempts: 'fga', label: 'FGA', minimum: 10 },
      tsPct: { attempts: 'fga', label: 'FGA', minimum: 10 },
    });
  });

  it('leaves out a rate on too few attempts (eFG% 150% on two threes) and names it', () => {
    // 2/2, both threes, 1/4 free throws: 7 points. Every attempt count under its minimum.
    expect(seasonRates(line({ pts: 7, fgm: 2, fga: 2, fg3m: 2, fg3a: 2, ftm: 1, fta: 4 }))).toEqual({
      fgPct: null,
      fg3Pct: null,
      ftPct: null,
      efgPct: null,
      tsPct: null,
      short: ['fgPct', 'fg3Pct', 'ftPct', 'efgPct', 'tsPct'],
    });
    // No attempt at all: nothing to leave out, nothing short.
    expect(seasonRates(line({})).short).toEqual([]);
  });

  it('shows each rate from its minimum on: 10 FGA, 5 3PA, 5 FTA', () => {
    // 5/10 from the field, 2/5 from three, 3/5 free throws: 15 points.
    // FG% 5/10 = 0.5; 3P% 2/5 = 0.4; FT% 3/5 = 0.6; eFG% (5 + 0.5 x 2) / 10 = 0.6; TS% 15 / (2 x (10 + 0.44 x 5)) = 15 / 24.4.
    const rates = seasonRates(line({ pts: 15, fgm: 5, fga: 10, fg3m: 2, fg3a: 5, ftm: 3, fta: 5 }));
    expect(rates).toMatchObject({ fgPct: 0.5, fg3Pct: 0.4, ftPct: 0.6, efgPct: 0.6, short: [] });
    expect(rates.tsPct).toBeCloseTo(15 / 24.4);
    // One attempt fewer of each: all left out but FG%/eFG%/TS% at 9 FGA, 3P% at 4 3PA, FT% at 4 FTA.
    expect(seasonRates(line({ pts: 13, fgm: 5, fga: 9, fg3m: 2, fg3a: 4, ftm: 1, fta: 4 }))).toMatchObject({
      fgPct: null,
      fg3Pct: null,
      ftPct: null,
    });
  });
});

describe('points in the paint and fast-break points: averaged over the games that recorded them', () => {
  // The two hand-worked games with their reports' figures: g1 (Oct 1) has shot locations but no fast breaks
  // tracked, g2 (Oct 8) the other way round.
  const [g2, g1] = SEASON_EXAMPLE_GAMES as [SeasonGame, SeasonGame];
  const withFigures: SeasonGame[] = [
    {
      ...g1,
      figures: {
        team: { paintPoints: 4, fastBreakPoints: null },
        opponents: { paintPoints: 2, fastBreakPoints: null },
      },
    },
    {
      ...g2,
      figures: {
        team: { paintPoints: null, fastBreakPoints: 2 },
        opponents: { paintPoints: null, fastBreakPoints: 0 },
      },
    },
  ];

  it('skips a game that did not record a figure, and says over how many games', () => {
    const season = computeSeason(withFigures);
    // Paint: 4 points in g1, g2 not recorded: 4.0 over 1 game, not 2.0 over 2.
    expect(season.team.recorded.paintPoints).toEqual({ total: 4, games: 1, perGame: 4 });
    expect(recordedAverageText(season.team.recorded.paintPoints, season.games)).toBe('4.0 (1 of 2 games)');
    // Fast breaks: 2 points in g2 only; the opponents' 0 in g2 is a recorded 0, not "not recorded".
    expect(season.team.recorded.fastBreakPoints).toEqual({ total: 2, games: 1, perGame: 2 });
    expect(season.opponents.recorded.fastBreakPoints).toEqual({ total: 0, games: 1, perGame: 0 });
    expect(recordedAverageText(season.opponents.recorded.fastBreakPoints, season.games)).toBe('0.0 (1 of 2 games)');
    expect(season.opponents.recorded.paintPoints).toEqual({ total: 2, games: 1, perGame: 2 });
  });

  it('averages over every game when all recorded it, and reads "not recorded" when none did', () => {
    // Paint in both games: 4 + 3 = 7 in 2 games.
    const both = computeSeason(
      withFigures.map((game, index) => ({
        ...game,
        figures: {
          team: { paintPoints: index === 0 ? 4 : 3, fastBreakPoints: null },
          opponents: { paintPoints: 0, fastBreakPoints: null },
        },
      })),
    );
    expect(recordedAverageText(both.team.recorded.paintPoints, both.games)).toBe('3.5');
    expect(recordedAverageText(both.team.recorded.fastBreakPoints, both.games)).toBe('not recorded');
    expect(both.team.recorded.fastBreakPoints).toEqual({ total: 0, games: 0, perGame: null });
    // A game without its report's figures at all records neither.
    const bare = computeSeason(SEASON_EXAMPLE_GAMES);
    expect(recordedAverageText(bare.team.recorded.paintPoints, bare.games)).toBe('not recorded');
  });
});

describe("the sheet's columns over a season whose older reports lack them", () => {
  /** A game as an engine 1-2 report stored it: no FD or BLKA in its lines or totals (nor 2P or EFF). */
  const asOldReport = (game: SeasonGame): SeasonGame => {
    const strip = <T extends object>(line: T) => {
      const { fd: _fd, blka: _blka, eff: _eff, fg2m: _fg2m, fg2a: _fg2a, ...rest } = line as T & Record<string, unknown>;
      return rest as T;
    };
    const side = (box: SeasonGame['box']['home']) => ({ ...box, players: box.players.map(strip), totals: strip(box.totals) });
    return { ...game, box: { home: side(game.box.home), away: side(game.box.away) } };
  };
  const [g2, g1] = SEASON_EXAMPLE_GAMES as [SeasonGame, SeasonGame];

  it('reads 2PM-2PA and EFF off every game, and sums FD and BLKA over the games that carry them', () => {
    const season = computeSeason(SEASON_EXAMPLE_GAMES);
    const t = (id: string) => season.players.find((player) => player.playerId === id)?.sheet;
    // t1: 2/3 with one three: 2P 1-2; EFF 5 points - 1 missed field goal = 4, 2.0 a game.
    expect(t('t1')).toMatchObject({ fg2m: 1, fg2a: 2, eff: 4, fd: 0, blka: 0, sheetGames: 2, perGame: { eff: 2 } });
    // t2: drew h2's shooting foul in game 1; EFF 1 point + 1 assist - 1 missed free throw = 1.
    expect(t('t2')).toMatchObject({ fd: 1, eff: 1, sheetGames: 2, perGame: { fd: 0.5 } });
    // The Tigers: EFF of the totals, the team rebound and turnover included: 10 + 1 REB + 1 AST + 1 STL - 1 missed
    // FG - 1 missed FT - 1 TOV = 10; 2P 3-4; FD 1.
    expect(season.team.sheet).toMatchObject({ fg2m: 3, fg2a: 4, eff: 10, fd: 1, blka: 0, sheetGames: 2 });
  });

  it('says over how many games FD and BLKA stand when an older report lacks them, and has none when all do', () => {
    // Game 1 (where t2 drew the foul) stored by an older engine: FD over game 2 alone.
    const mixed = computeSeason([asOldReport(g1), g2]);
    const t2 = mixed.players.find((player) => player.playerId === 't2')?.sheet;
    expect(t2).toMatchObject({ fd: 0, blka: 0, sheetGames: 1, eff: 1, perGame: { fd: 0 } });
    expect(mixed.team.sheet).toMatchObject({ fd: 0, sheetGames: 1, eff: 10 });
    const old = computeSeason([asOldReport(g1), asOldReport(g2)]);
    expect(old.team.sheet).toMatchObject({ fd: null, blka: null, sheetGames: 0, fg2m: 3, eff: 10, perGame: { fd: null } });
    expect(old.players.every((player) => player.sheet.fd === null)).toBe(true);
  });

  it('counts FD only over the games that recorded it: a game whose fouls name nobody who drew them is not a 0', () => {
    // Game 1 as an import stores it: h2's shooting foul names nobody, so every FD is 0 though a foul was called.
    const zeroed = (box: SeasonGame['box']['home']) => ({
      ...box,
      players: box.players.map((line) => ({ ...line, fd: 0 })),
      totals: { ...box.totals, fd: 0 },
    });
    const unnamed: SeasonGame = { ...g1, box: { home: zeroed(g1.box.home), away: zeroed(g1.box.away) } };
    const mixed = computeSeason([unnamed, g2]);
    const t2 = mixed.players.find((player) => player.playerId === 't2')?.sheet;
    // FD over game 2 alone (0 there), BLKA over both.
    expect(t2).toMatchObject({ fd: 0, fdGames: 1, sheetGames: 2, perGame: { fd: 0 } });
    expect(mixed.team.sheet).toMatchObject({ fd: 0, fdGames: 1, sheetGames: 2 });
    // Only such a game: FD not recorded (null), never 0.
    const alone = computeSeason([unnamed]);
    expect(alone.team.sheet).toMatchObject({ fd: null, fdGames: 0, perGame: { fd: null }, blka: 0, sheetGames: 1 });
    expect(alone.players.every((player) => player.sheet.fd === null)).toBe(true);
    // The season as delivered: both games recorded FD.
    expect(computeSeason([g1, g2]).team.sheet).toMatchObject({ fd: 1, fdGames: 2 });
  });
});
