import { computeSeason, type SeasonGame } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { SEASON_EXAMPLE_GAMES } from '@courtside/domain/test-support/season-example';
import { seasonCsv } from './season-csv.js';
import type { SeasonRosterPlayer, SeasonView } from './season.service.js';

const player = (id: string, number: string, name: string, archived = false): SeasonRosterPlayer => ({
  id,
  number,
  name,
  position: null,
  archived,
});

// The hand-worked season's players t1-t6 under roster numbers chosen so that number order is not id order:
// 0, 4, 7, 00, 10, 23.
const view: SeasonView = {
  team: { id: 'team-1', name: 'Tigers', shortName: 'TIG', color: '#ea580c', seasonLabel: '2026-27' },
  roster: [
    player('t1', '23', 'Sam Lee'),
    player('t2', '4', '=HYPERLINK("http://x")'),
    player('t3', '10', 'Kim, Jo'),
    player('t4', '0', 'Ana Ruiz'),
    player('t5', '00', 'Ben Ode', true),
    player('t6', '7', 'Cal Park'),
    // On the roster, in no game: not in the season.
    player('t7', '1', 'Never Played'),
  ],
  season: computeSeason(SEASON_EXAMPLE_GAMES),
};

const rowsOf = (csv: string) => csv.slice(1).split('\r\n');

describe('the season CSV (two games worked out by hand)', () => {
  const csv = seasonCsv(view);
  const rows = rowsOf(csv);

  it('opens in Excel as UTF-8: a byte-order mark first, CRLF line ends', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('heads the players with the box score counts, +/-, averages per game and the shooting rates', () => {
    expect(rows[0]).toBe(
      'Number,Player,GP,MIN,PTS,FGM,FGA,3PM,3PA,FTM,FTA,OREB,DREB,REB,AST,STL,BLK,TOV,PF,+/-,PTS/G,REB/G,AST/G,FG%,3P%,FT%,eFG%,TS%,2PM,2PA,EFF,FD,BLKA,FD games,BLKA games',
    );
  });

  it('lists the players who played, by number as the roster does (0, 4, 7, 00, 10, 23)', () => {
    expect(rows.slice(1, 7).map((row) => row.split(',')[0])).toEqual(['0', '4', '7', '00', '10', '23']);
    expect(csv).not.toContain('Never Played');
  });

  it("adds up a player's season: totals, minutes, +/-, per game and rates", () => {
    // t1: a three and a two in game 1, a missed two in game 2; 40 minutes each game; +6 then -1.
    // eFG% (2 + 0.5 x 1) / 3 = 83.3; TS% 5 / (2 x 3) = 83.3; no free throws, so FT% is blank.
    expect(rows[6]).toBe('23,Sam Lee,2,80,5,2,3,1,1,0,0,0,0,0,0,0,0,0,0,5,2.5,0,0,66.7,100,,83.3,83.3,1,2,4,0,0,2,2');
    // t6: on from 5:00 of game 1 (35 minutes) for a two; +3 (the two and t2's free throw, none against).
    expect(rows[3]).toBe('7,Cal Park,1,35,2,1,1,0,0,0,0,0,0,0,0,0,0,0,0,3,2,0,0,100,,,100,100,1,1,2,0,0,1,1');
    // t4: a steal in game 2, no shot: every rate blank.
    expect(rows[1]).toBe('0,Ana Ruiz,2,80,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,5,0,0,0,,,,,,0,0,1,0,0,2,2');
    // t3's name holds a comma: quoted.
    expect(rows[5]).toBe('10,"Kim, Jo",2,80,2,1,1,0,0,0,0,0,0,0,0,0,0,0,0,5,1,0,0,100,,,100,100,1,1,2,0,0,2,2');
  });

  it("keeps a name that looks like a formula as text, as the game's CSV does", () => {
    // t2: one free throw of two and an assist; +6 then -1.
    expect(rows[2]).toBe(`4,"'=HYPERLINK(""http://x"")",2,80,1,0,0,0,0,1,2,0,0,0,1,0,0,0,0,5,0.5,0,0.5,,,50,,56.8,0,0,1,1,0,2,2`);
  });

  it('ends each row with 2PM, 2PA and EFF of every game, FD and BLKA over the games that have them, and how many those are', () => {
    // t2 drew h2's shooting foul (FD 1 over 2 games); EFF 1 point + 1 assist - 1 missed free throw = 1.
    expect(rows[2]?.split(',').slice(-7)).toEqual(['0', '0', '1', '1', '0', '2', '2']);
    // An older report (no FD or BLKA stored) for game 1: FD over game 2 alone, 2P and EFF still from the counts.
    const [g2, g1] = SEASON_EXAMPLE_GAMES as [SeasonGame, SeasonGame];
    const strip = (box: SeasonGame['box']['home']) => ({
      ...box,
      players: box.players.map(({ fd: _fd, blka: _blka, ...line }) => line),
      totals: (({ fd: _fd, blka: _blka, ...totals }) => totals)(box.totals),
    });
    const older: SeasonView = {
      ...view,
      season: computeSeason([{ ...g1, box: { home: strip(g1.box.home), away: strip(g1.box.away) } }, g2]),
    };
    const olderRows = rowsOf(seasonCsv(older));
    expect(olderRows[2]?.split(',').slice(-7)).toEqual(['0', '0', '1', '0', '0', '1', '1']);
    // t6 played game 1 only: no FD or BLKA at all, blank cells, 0 games.
    expect(olderRows[3]?.split(',').slice(-7)).toEqual(['1', '1', '2', '', '', '0', '0']);
  });

  it('counts FD over the games that recorded who drew each foul, apart from BLKA', () => {
    // Game 1 as an import gives it: its fouls name nobody who drew them, so every FD is 0. FD is not recorded for
    // that game; BLKA is. t2's foul drawn in game 1 is gone with it: FD 0 over game 2 alone, BLKA over both.
    const [g2, g1] = SEASON_EXAMPLE_GAMES as [SeasonGame, SeasonGame];
    const unnamed = (box: SeasonGame['box']['home']) => ({
      ...box,
      players: box.players.map((line) => ({ ...line, fd: 0 })),
      totals: { ...box.totals, fd: 0 },
    });
    const imported: SeasonView = {
      ...view,
      season: computeSeason([{ ...g1, box: { home: unnamed(g1.box.home), away: unnamed(g1.box.away) } }, g2]),
    };
    const importedRows = rowsOf(seasonCsv(imported));
    expect(importedRows[2]?.split(',').slice(-7)).toEqual(['0', '0', '1', '0', '0', '1', '2']);
  });

  it("ends the table with a Team row, then the team's and the opponents' totals and per-game averages", () => {
    // Team: game 2's team rebound (e1's miss out off an Eagle) and shot-clock turnover, in REB and TOV (and
    // REB/G, 1 / 2 games = 0.5); no player's line has them, every other cell is blank.
    expect(rows[7]).toBe(',Team,,,,,,,,,,,,1,,,,1,,,,0.5,,,,,,,,,,,,,');
    // Tigers: 8 + 2 points on 4/5 (1/1 from three), 1/2 free throws, t2's assist, t4's steal, and the team's
    // rebound and turnover: REB 1 (DREB 1), TOV 1, REB/G 0.5.
    // eFG% 4.5 / 5 = 90; TS% 10 / (2 x (5 + 0.44 x 2)) = 85.0.
    expect(rows[8]).toBe(',Team totals,2,,10,4,5,1,1,1,2,0,1,1,1,1,0,1,0,,5,0.5,0.5,80,100,50,90,85,3,4,10,1,0,2,2');
    // Opponents: h1's two and e1's three of 3 shots, h3's and e2's defensive rebounds, e2's turnover, h2's foul.
    // FG% 2 / 3 = 66.7; eFG% (2 + 0.5) / 3 = 83.3; TS% 5 / (2 x 3) = 83.3.
    expect(rows[9]).toBe(',Opponents totals,2,,5,2,3,1,1,0,0,0,2,2,0,0,0,1,1,,2.5,1,0,66.7,100,,83.3,83.3,1,2,5,0,0,2,2');
  });

  it('lists points in the paint and fast breaks over the games that recorded them, blank where none did', () => {
    // The hand-worked games carry no report figures: nothing recorded, 0 games.
    expect(rows.slice(10, 14)).toEqual([
      '',
      'Figure,Team per game,Team games,Opponents per game,Opponents games',
      'Points in the paint,,0,,0',
      'Fast-break points,,0,,0',
    ]);
    // g1 (Oct 1) recorded the Tigers' 4 paint points and the Hawks' 2, g2 (Oct 8) fast breaks only (2 and 0).
    const [g2, g1] = SEASON_EXAMPLE_GAMES as [SeasonGame, SeasonGame];
    const recorded: SeasonView = {
      ...view,
      season: computeSeason([
        {
          ...g1,
          figures: { team: { paintPoints: 4, fastBreakPoints: null }, opponents: { paintPoints: 2, fastBreakPoints: null } },
        },
        {
          ...g2,
          figures: { team: { paintPoints: null, fastBreakPoints: 2 }, opponents: { paintPoints: null, fastBreakPoints: 0 } },
        },
      ]),
    };
    expect(rowsOf(seasonCsv(recorded)).slice(12, 14)).toEqual(['Points in the paint,4,1,2,1', 'Fast-break points,2,1,0,1']);
  });

  it('lists the results oldest first after a blank line, the score as two numbers', () => {
    expect(rows.slice(14)).toEqual([
      '',
      'Date,Opponent,Result,Points for,Points against',
      '2026-10-01,Hawks,W,8,2',
      '2026-10-08,Eagles,L,2,3',
      '',
    ]);
  });

  it('guards an opponent named like a formula and leaves an unknown date blank', () => {
    const renamed: SeasonView = {
      ...view,
      season: {
        ...view.season,
        results: view.season.results.map((result) => ({ ...result, opponent: '-2+3', playedOn: null })),
      },
    };
    expect(rowsOf(seasonCsv(renamed))[16]).toBe(",'-2+3,W,8,2");
  });

  it('has a header, zero totals and no results for a season without games', () => {
    const empty: SeasonView = { ...view, season: computeSeason([]) };
    expect(rowsOf(seasonCsv(empty))).toEqual([
      expect.stringMatching(/^Number,Player,GP,MIN,PTS,/),
      ',Team,,,,,,,,,,,,0,,,,0,,,,0,,,,,,,,,,,,,',
      ',Team totals,0,,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,,0,0,0,,,,,,0,0,0,,,0,0',
      ',Opponents totals,0,,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,,0,0,0,,,,,,0,0,0,,,0,0',
      '',
      'Figure,Team per game,Team games,Opponents per game,Opponents games',
      'Points in the paint,,0,,0',
      'Fast-break points,,0,,0',
      '',
      'Date,Opponent,Result,Points for,Points against',
      '',
    ]);
  });
});
