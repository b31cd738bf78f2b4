import { describe, expect, it } from 'vitest';
import { MAX_FIXTURE_LINES, csvRows, importFixtures, resultProblem, type FixtureTeam } from './fixtures-csv.js';

const TEAMS: FixtureTeam[] = [
  { id: 't-tigers', name: 'Northside Tigers', shortName: 'Tigers' },
  { id: 't-hawks', name: 'Hawks', shortName: null },
  { id: 't-lions', name: 'Lions Basketball Club', shortName: 'Lions' },
  { id: 't-sao', name: 'São Paulo Águias' },
];
const HEADER = 'round,date,time,venue,home,away';
const file = (...lines: string[]) => [HEADER, ...lines].join('\r\n');

describe('importing fixtures from a CSV file', () => {
  it('takes every line, by team name or short name, in any column order, quoted or not', () => {
    const imported = importFixtures(
      [
        'away,home,round,date,time,venue',
        'Hawks,Tigers,1,2027-02-06,18:30,"Court 1, Northside Stadium"',
        '"lions basketball club",São Paulo Águias,1,2027-02-06,20:00,',
        '',
        'Tigers,Lions,2,2027-02-13,09:00,"The ""Barn"""',
      ].join('\n'),
      TEAMS,
    );
    expect(imported).toEqual({
      ok: true,
      fixtures: [
        {
          line: 2,
          round: 1,
          date: '2027-02-06',
          time: '18:30',
          venue: 'Court 1, Northside Stadium',
          homeTeamId: 't-tigers',
          awayTeamId: 't-hawks',
        },
        { line: 3, round: 1, date: '2027-02-06', time: '20:00', venue: null, homeTeamId: 't-sao', awayTeamId: 't-lions' },
        {
          line: 5,
          round: 2,
          date: '2027-02-13',
          time: '09:00',
          venue: 'The "Barn"',
          homeTeamId: 't-lions',
          awayTeamId: 't-tigers',
        },
      ],
    });
  });

  it('names every bad line, and takes none of the file', () => {
    const imported = importFixtures(
      file(
        '1,2027-02-06,18:30,Court 1,Tigers,Hawks',
        '0,2027-02-31,25:00,Court 1,Tigers,Ravens',
        '1,2027-02-06,18:30,Court 2,Hawks,Hawks',
        '1,2027-02-06,19:30,Court 1,Tigers,Hawks',
        '2,2027-02-13,18:30,Court 1,Tigers',
        '2,2027-02-13,18:30,=HYPERLINK("http://x"),Tigers,Hawks',
        '2,2027-02-13,18:30, @SUM(A1),Tigers,Hawks',
        '2,2027-02-13,18:30,\tCourt,Tigers,Hawks',
        '2,2027-02-13,18:30,Court 1,,Hawks',
      ),
      TEAMS,
    );
    expect(imported).toEqual({
      ok: false,
      problems: [
        { line: 3, message: 'Line 3: the round is a whole number from 1 to 999.' },
        { line: 3, message: 'Line 3: "2027-02-31" is not a date written YYYY-MM-DD.' },
        { line: 3, message: 'Line 3: "25:00" is not a time written HH:MM (24-hour).' },
        { line: 3, message: 'Line 3: no team of this competition is named "Ravens".' },
        { line: 4, message: 'Line 4: a team cannot play itself.' },
        { line: 5, message: 'Line 5: the same fixture as line 2.' },
        { line: 6, message: 'Line 6: 5 cells where there are 6 columns.' },
        { line: 7, message: 'Line 7: a cell starts with "=", as a spreadsheet formula does.' },
        { line: 8, message: 'Line 8: a cell starts with "@", as a spreadsheet formula does.' },
        { line: 9, message: 'Line 9: a cell starts with a tab or a carriage return, as a spreadsheet formula may.' },
        { line: 10, message: 'Line 10: the home team is missing.' },
      ],
    });
  });

  it('refuses a file of more lines than a competition has fixtures, at once', () => {
    const lines = Array.from({ length: 10_000 }, (_, index) => `1,2027-02-06,18:30,Court ${String(index)},Tigers,Hawks`);
    expect(importFixtures(file(...lines), TEAMS)).toEqual({
      ok: false,
      problems: [{ line: 0, message: `A fixtures file holds at most 2,000 lines; this one has 10,000.` }],
    });
    expect(MAX_FIXTURE_LINES).toBe(2000);
  });

  it('says what the first line must name, and that an empty file is empty', () => {
    expect(importFixtures('round,date,home,away,court\n1,2027-02-06,Tigers,Hawks,1', TEAMS)).toEqual({
      ok: false,
      problems: [
        {
          line: 1,
          message:
            'The first line names the columns: round, date, time, venue, home, away. Missing: time, venue. Not a column: court.',
        },
      ],
    });
    expect(importFixtures('\uFEFF\r\n\r\n', TEAMS)).toEqual({
      ok: false,
      problems: [{ line: 0, message: 'The file is empty.' }],
    });
  });

  it('reads quoted cells across lines and counts the lines they take', () => {
    expect(csvRows('\uFEFFa,b\r\n"one\ntwo",x\n\nc,"d"')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['one\ntwo', 'x'] },
      { line: 5, cells: ['c', 'd'] },
    ]);
  });
});

describe('a result', () => {
  it('is two whole scores from 0 to 250 with a winner', () => {
    expect(resultProblem(81, 77)).toBeNull();
    expect(resultProblem(20, 0)).toBeNull();
    expect(resultProblem(-2, 70)).toBe('A score is a whole number from 0 to 250.');
    expect(resultProblem(70, 251)).toBe('A score is a whole number from 0 to 250.');
    expect(resultProblem(70.5, 60)).toBe('A score is a whole number from 0 to 250.');
    expect(resultProblem(70, 70)).toBe('A game has a winner: the scores cannot be level.');
  });
});
