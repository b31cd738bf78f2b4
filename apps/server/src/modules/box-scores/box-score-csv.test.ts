import { SIDES, buildGameReport, type GameSetup } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { boxScoreCsv, footageTime, playsCsv } from './box-score-csv.js';
import { readCsv } from '../../test/csv-reader.js';
import { HAND_MADE_EVENTS, HAND_MADE_EVENTS_FD_UNNAMED, HAND_MADE_SETUP } from './hand-made-game.js';

const SETUP: GameSetup = {
  home: {
    name: 'Tigers',
    players: [
      { id: 't1', number: '4', name: 'Lee, "Sam"' },
      { id: 't2', number: '5', name: '=HYPERLINK("http://x")' },
      ...['t3', 't4', 't5'].map((id, index) => ({ id, number: String(index + 6), name: `Tiger ${id}` })),
    ],
    starters: ['t1', 't2', 't3', 't4', 't5'],
  },
  away: {
    name: 'Hawks',
    players: ['h1', 'h2', 'h3', 'h4', 'h5'].map((id, index) => ({ id, number: String(index + 10), name: `Hawk ${id}` })),
    starters: ['h1', 'h2', 'h3', 'h4', 'h5'],
  },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
};

const report = buildGameReport(SETUP, [
  {
    id: 'e1',
    seq: 1,
    period: 1,
    clock: 590,
    videoMs: 3_723_450,
    type: 'shot',
    team: 'home',
    playerId: 't1',
    made: true,
    points: 3,
  },
  { id: 'e2', seq: 2, period: 1, clock: 570, videoMs: 3_730_000, type: 'rebound', team: 'away', offensive: false },
  { id: 'e3', seq: 3, period: 5, type: 'turnover', team: 'away', playerId: 'h1', kind: 'travel, again' },
]);

const rowsOf = (csv: string) => csv.slice(1).split('\r\n');

describe('the box score CSV', () => {
  const csv = boxScoreCsv(report);

  it('opens in Excel as UTF-8: a byte-order mark first, CRLF line ends', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('keeps a name that looks like a formula as text', () => {
    expect(csv).toContain(`Tigers,5,"'=HYPERLINK(""http://x"")",yes`);
  });

  it('leaves out MIN and +/- when lineups are unknown, rather than blank columns', () => {
    const untracked = buildGameReport({ ...SETUP, home: { ...SETUP.home, starters: [] } }, []);
    const header = rowsOf(boxScoreCsv(untracked))[0];
    expect(header).not.toContain('MIN');
    expect(header).not.toContain('+/-');
  });
});

describe('the box score CSV of a game worked out by hand', () => {
  const lines = rowsOf(boxScoreCsv(buildGameReport(HAND_MADE_SETUP, HAND_MADE_EVENTS)));
  // The players' table; after a blank line each, the coaches, team fouls and timeouts; the team figures; the header.
  const [rows = [], bench = [], figures = [], header = []] = lines
    .join('\n')
    .split('\n\n')
    .map((block) => block.split('\n').filter(Boolean));

  it('has the team figures FIBA reports, a row per team', () => {
    // Jackson's layup is Memphis's paint; Šarić's miss Denver's only shot inside. Fast breaks were tracked and
    // none flagged. Nobody scored after a turnover or an offensive rebound (there was none); Memphis's bench
    // (Kołodziej) scored nothing and Denver has none. Memphis led 17-0 at most, on a 17-0 run; Denver 22-17, on
    // a 22-0 run (Vučević's seven threes and a free throw).
    expect(figures).toEqual([
      'Team,Points in the paint,Fast-break points,Points off turnovers,Second-chance points,Bench points,Biggest lead,Biggest scoring run',
      'Memphis,2,0,0,0,0,17,17',
      'Denver,0,0,0,0,0,5,22',
    ]);
  });

  it('says "not recorded" for paint and fast-break points nobody recorded, never 0', () => {
    const unlocated = HAND_MADE_EVENTS.map((event) => (event.id === 'e7' ? { ...event, x: undefined, y: undefined } : event));
    const untracked = boxScoreCsv(buildGameReport({ ...HAND_MADE_SETUP, fastBreaksTracked: false }, unlocated));
    expect(untracked).toContain('Memphis,not recorded,not recorded,0,0,0,17,17\r\n');
    expect(untracked).toContain('Denver,not recorded,not recorded,0,0,0,5,22\r\n');
  });

  it('says "not recorded" for FD, never 0, in a game whose fouls name nobody who drew them; every other cell as it was', () => {
    /** The players' table, a row of cells per line, up to the first blank line. */
    const tableOf = (csv: string) => {
      const records = readCsv(csv);
      return records.slice(
        0,
        records.findIndex((record) => record.join('') === ''),
      );
    };
    const named = tableOf(boxScoreCsv(buildGameReport(HAND_MADE_SETUP, HAND_MADE_EVENTS)));
    const unnamed = tableOf(boxScoreCsv(buildGameReport(HAND_MADE_SETUP, HAND_MADE_EVENTS_FD_UNNAMED)));
    const fd = named[0]?.indexOf('FD') ?? -1;
    expect(fd).toBeGreaterThan(0);
    // Every player who played and both totals, in words; Özil (DNP) and the team rows have no figure, as before.
    const NR = 'not recorded';
    expect(unnamed.map((cells) => cells[fd])).toEqual([
      ...['FD', NR, NR, NR, NR, NR, NR, '', '', NR],
      ...[NR, NR, NR, NR, NR, '', NR],
    ]);
    // Where the foul names Vučević, his FD is 1 and Denver's total 1; everyone else 0.
    expect(named.map((cells) => cells[fd])).toEqual([
      ...['FD', '0', '0', '0', '0', '0', '0', '', '', '0'],
      ...['1', '0', '0', '0', '0', '', '1'],
    ]);
    // Only FD differs: Dončić's foul is still his PF.
    const without = (table: string[][]) => table.map((cells) => cells.filter((_, index) => index !== fd));
    expect(without(unnamed)).toEqual(without(named));
  });

  it("ends with the game's header: competition, date, start time, venue, attendance, officials", () => {
    expect(header).toEqual([
      'Competition,Date,Start time,Venue,Attendance,Officials',
      // Quoted: a spreadsheet set to split on ";" keeps the officials in one cell.
      'EuroCup,2026-11-18,20:30,FedExForum,17794,"Ana Ruiz; Ben Ode; Zoran Šuput"',
    ]);
    // What nobody knows is left out, not written as an empty column.
    const partial = boxScoreCsv(buildGameReport({ ...HAND_MADE_SETUP, details: { venue: 'FedExForum' } }, HAND_MADE_EVENTS));
    expect(rowsOf(partial).filter(Boolean).slice(-2)).toEqual(['Venue', 'FedExForum']);
  });

  it('names the head coaches and counts each team’s fouls and timeouts per quarter', () => {
    // Dončić's shooting foul and Memphis's timeout, both in Q2; Denver neither fouled nor took a timeout.
    expect(bench).toEqual([
      'Team,Head coach,Per period,Q1,Q2,Q3,Q4',
      'Memphis,Taylor Jenkins,Team fouls,0,1,0,0',
      'Memphis,Taylor Jenkins,Timeouts,0,1,0,0',
      'Denver,Michael Malone,Team fouls,0,0,0,0',
      'Denver,Michael Malone,Timeouts,0,0,0,0',
    ]);
  });

  it("has the coach's sheet: minutes as a number and in seconds, 2P, BLKA, FD, +/-, EFF, DNP and the team row", () => {
    expect(rows[0]).toBe(
      'Team,Number,Player,Starter,DNP,MIN,Seconds,PTS,FGM,FGA,FG%,2PM,2PA,2P%,3PM,3PA,3P%,FTM,FTA,FT%,' +
        'OREB,DREB,REB,AST,TOV,STL,BLK,BLKA,PF,FD,+/-,EFF',
    );
    // Per team: a row per player, the team row and the totals.
    expect(rows).toHaveLength(1 + (7 + 2) + (5 + 2));
    // Morant, all 40:00 (2400 s): two threes (6), Jackson's assist, a steal; on court for 17-22: -5.
    // EFF 6 + 1 + 1 = 8. No two-point attempt: 2P% is an empty cell, not 0.
    expect(rows[1]).toBe('Memphis,12,Ja Morant,yes,no,40,2400,6,2,2,100,0,0,,2,2,100,0,0,,0,0,0,1,0,1,0,0,0,0,-5,8');
    // Jackson: a three and an assisted layup (2PM-2PA 1-1).
    expect(rows[2]).toBe('Memphis,13,Jaren Jackson,yes,no,40,2400,5,2,2,100,1,1,100,1,1,100,0,0,,0,0,0,0,0,0,0,0,0,0,-5,5');
    // Nurkić: two defensive rebounds and Šarić's block: EFF 2 + 1 = 3.
    expect(rows[4]).toBe('Memphis,27,Jusuf Nurkić,yes,no,40,2400,0,0,0,,0,0,,0,0,,0,0,,0,2,2,0,0,0,1,0,0,0,-5,3');
    // Dončić: Q1 and Q2's first 100 s, 700 s = 11:40 = 11.67 minutes; the shooting foul on Vučević.
    expect(rows[5]).toBe('Memphis,77,Luka Dončić,yes,no,11.67,700,0,0,0,,0,0,,0,0,,0,0,,0,0,0,0,0,0,0,0,1,0,-5,0');
    // Kołodziej: the rest, 500 + 600 + 600 = 1700 s = 28:20 = 28.33 minutes, no score while on.
    expect(rows[6]).toBe('Memphis,5,Łukasz Kołodziej,no,no,28.33,1700,0,0,0,,0,0,,0,0,,0,0,,0,0,0,0,0,0,0,0,0,0,0,0');
    // Özil never came on: DNP, and no figures rather than a row of zeros.
    expect(rows[7]).toBe(`Memphis,10,Mesut Özil,no,yes${','.repeat(27)}`);
    // The team rebound (after Denver Four's miss) and the shot-clock violation: REB 1, TOV 1.
    expect(rows[8]).toBe(`Memphis,,Team,,${','.repeat(18)}1,,1${','.repeat(7)}`);
    // 4 x 10 minutes x 5 players: 200 minutes, 12000 s. 17 points on 6-6 (1-1 for two, 5-5 for three), DREB 3
    // (the team's included), AST 1, TOV 1, STL 1, BLK 1, PF 1; EFF 17 + 3 + 1 + 1 + 1 - 1 = 22.
    expect(rows[9]).toBe('Memphis,,Team totals,,,200,12000,17,6,6,100,1,1,100,5,5,100,0,0,,0,3,3,1,1,1,1,0,1,0,,22');
    // Vučević: 7-7 from three and 1-2 at the line (22), the foul drawn; EFF 22 - 1 missed free throw = 21.
    expect(rows[10]).toBe('Denver,9,Nikola Vučević,yes,no,40,2400,22,7,7,100,0,0,,7,7,100,1,2,50,0,0,0,0,0,0,0,0,0,1,5,21');
    // Šarić: his blocked two, BLKA 1; EFF -1 for the miss.
    expect(rows[11]).toBe('Denver,8,Dario Šarić,yes,no,40,2400,0,0,1,0,0,1,0,0,0,,0,0,,0,0,0,0,0,0,0,1,0,0,5,-1');
    // Denver: 22 on 7-9 (77.8%), 0-1 for two, 7-8 for three (87.5%), 1-2 FT, TOV 1, BLKA 1, FD 1;
    // EFF 22 - 2 - 1 - 1 = 18.
    expect(rows[16]).toBe('Denver,,Team totals,,,200,12000,22,7,9,77.8,0,1,0,7,8,87.5,1,2,50,0,0,0,0,1,0,0,1,0,1,,18');
  });

  it('shows what a report of an older engine has, without the columns it lacks', () => {
    const report = buildGameReport(HAND_MADE_SETUP, HAND_MADE_EVENTS);
    // As stored by engine 2: none of the coach's sheet's new fields.
    for (const side of SIDES) {
      const box = report.boxScore[side];
      box.players = box.players.map(({ fg2m: _a, fg2a: _b, fd: _c, blka: _d, eff: _e, starter: _f, dnp: _g, ...line }) => line);
      const { fg2m: _a, fg2a: _b, fd: _c, blka: _d, eff: _e, seconds: _f, ...totals } = box.totals;
      box.totals = totals;
      delete box.fouls;
      delete box.timeouts;
    }
    delete report.header;
    const old = rowsOf(boxScoreCsv(report)).filter(Boolean);
    // No counts per period in an engine 2 report: only the coaches its setup names; then the team figures.
    expect(old.slice(-6, -3)).toEqual(['Team,Head coach', 'Memphis,Taylor Jenkins', 'Denver,Michael Malone']);
    expect(old[0]).toBe(
      'Team,Number,Player,Starter,MIN,Seconds,PTS,FGM,FGA,FG%,3PM,3PA,3P%,FTM,FTA,FT%,OREB,DREB,REB,AST,TOV,STL,BLK,PF,+/-',
    );
    // Özil's zeros, as engine 2 delivered them; the totals without the team's minutes.
    expect(old[7]).toBe('Memphis,10,Mesut Özil,no,0,0,0,0,0,,0,0,,0,0,,0,0,0,0,0,0,0,0,0');
    expect(old[9]).toBe('Memphis,,Team totals,,,,17,6,6,100,5,5,100,0,0,,0,3,3,1,1,1,1,1,');
  });
});

describe('the play-by-play CSV', () => {
  it('gives each play its period, clock, footage time and running score; no footage time is an empty cell', () => {
    const csv = playsCsv(report);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = rowsOf(csv).filter(Boolean);
    expect(rows[1]).toBe(
      `Q1,9:50,1:02:03.450,3723.45,Tigers,4,"Lee, ""Sam""",3-pt shot,made,3${','.repeat(11)},3,0,"#4 Lee, ""Sam"" makes a 3-pt shot"`,
    );
    // No clock and no footage time: blank cells, not zeros a coach would cut a clip at.
    expect(rows[3]).toBe(
      `OT1,,,,Hawks,10,Hawk h1,turnover,,0,,,,,,,"travel, again"${','.repeat(4)},3,0,"#10 Hawk h1 turnover: travel, again"`,
    );
  });

  it('has a column for each thing a coach filters by, worked out by hand', () => {
    const rows = rowsOf(playsCsv(buildGameReport(HAND_MADE_SETUP, HAND_MADE_EVENTS))).filter(Boolean);
    expect(rows[0]).toBe(
      'Period,Clock,Footage time,Footage seconds,Team,Number,Player,Play type,Result,Points,Assist,Block,Steal,' +
        'Fouled by,Drawn by,Foul kind,Turnover kind,X,Y,Zone,Fast break,Memphis score,Denver score,Play',
    );
    // The plays are 10 s of footage apart from 1:00: play n at 60 + 10 (n - 1) seconds.
    // Play 7: Jackson's layup at 8:00 of Q1, assisted by Morant, at the rim (0, 6): 17-0.
    expect(rows[7]).toBe(
      'Q1,8:00,0:02:00.000,120,Memphis,13,Jaren Jackson,2-pt shot,made,2,#12 Ja Morant,,,,,,,0,6,Restricted area,no,17,0,' +
        '#13 Jaren Jackson makes a 2-pt shot (assist #12 Ja Morant)',
    );
    // Play 17: Šarić's two blocked by Nurkić.
    expect(rows[17]).toBe(
      'Q2,8:40,0:03:40.000,220,Denver,8,Dario Šarić,2-pt shot,missed,0,,#27 Jusuf Nurkić,,,,,,0,5,Restricted area,no,17,21,' +
        '#8 Dario Šarić misses a 2-pt shot (block #27 Jusuf Nurkić)',
    );
    // Play 19: Dončić's shooting foul on Vučević (asked whether it ended a fast break: no); then his free throws.
    expect(rows[19]).toBe(
      'Q2,8:30,0:04:00.000,240,Memphis,77,Luka Dončić,foul,,0,,,,#77 Luka Dončić,#9 Nikola Vučević,shooting,,,,,no,17,21,' +
        '#77 Luka Dončić shooting foul (on #9 Nikola Vučević)',
    );
    expect(rows[20]).toBe(
      'Q2,8:30,0:04:10.000,250,Denver,9,Nikola Vučević,free throw,made,1,,,,,,,,,,,,17,22,#9 Nikola Vučević makes a free throw',
    );
    // Play 27: Denver Three's bad pass, stolen by Morant; play 30: Memphis's team rebound, no player.
    expect(rows[27]).toBe(
      'Q3,6:40,0:05:20.000,320,Denver,1,Denver Three,turnover,,0,,,#12 Ja Morant,,,,bad pass,,,,,17,22,' +
        '#1 Denver Three turnover: bad pass (steal #12 Ja Morant)',
    );
    expect(rows[29]).toBe(
      'Q3,4:59,0:05:40.000,340,Memphis,,,defensive rebound,,0,,,,,,,,,,,,17,22,Memphis team rebound (defensive)',
    );
  });
});

describe('footage time', () => {
  it('is written as h:mm:ss.mmm', () => {
    expect(footageTime(0)).toBe('0:00:00.000');
    expect(footageTime(3_723_450)).toBe('1:02:03.450');
    // Footage positions may carry fractions of a millisecond; the time never shows more than three digits.
    expect(footageTime(59_999.6)).toBe('0:01:00.000');
  });
});
