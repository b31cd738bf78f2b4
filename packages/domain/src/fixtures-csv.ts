/**
 * A competition's fixtures from a CSV file (round, date, time, venue, home, away): every bad line is named, and
 * nothing is taken unless every line is right. Pure: the server stores what this returns, in one transaction.
 */

/** The most fixture lines one file may hold (a competition of 24 teams plays 552). */
export const MAX_FIXTURE_LINES = 2000;
/** The longest venue, in characters. */
export const VENUE_MAX = 120;
/** The highest score a result may have: a basketball score above it is a typing mistake. */
export const MAX_SCORE = 250;

export const FIXTURE_COLUMNS = ['round', 'date', 'time', 'venue', 'home', 'away'] as const;

/** A team of the competition, as a file may name it: by its name or its short name. */
export interface FixtureTeam {
  id: string;
  name: string;
  shortName?: string | null;
}

export interface ImportedFixture {
  /** The file's line it came from (the header is line 1). */
  line: number;
  round: number;
  /** The day, YYYY-MM-DD, and the start time, HH:MM, in the competition's zone. */
  date: string;
  time: string;
  venue: string | null;
  homeTeamId: string;
  awayTeamId: string;
}

export interface FixtureProblem {
  /** The file's line (1 is the header); 0 for the file as a whole. */
  line: number;
  message: string;
}

export type FixtureImport = { ok: true; fixtures: ImportedFixture[] } | { ok: false; problems: FixtureProblem[] };

/**
 * The rows of a CSV text (RFC 4180: quoted fields may hold commas, quotes doubled, line breaks), each with the line
 * it starts on. A byte-order mark is dropped; blank lines are skipped. `separators`: the characters that end a
 * cell (a comma; a roster also takes a spreadsheet's semicolon or tab).
 */
export function csvRows(text: string, separators = ','): { line: number; cells: string[] }[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source.charAt(index);
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (separators.includes(char)) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

/** A cell a spreadsheet would run as a formula: =, +, - or @ first (after any space). */
const FORMULA = /^[=+\-@]/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
// eslint-disable-next-line no-control-regex -- the characters a venue may not hold
const CONTROL = /[\u0000-\u001f\u007f]/;

function realDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // The years a competition's page takes (as the API's isCalendarDay): a year 0100 or 9999 is a typing mistake.
  if (year < 1900 || year > 2100) return false;
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const key = (name: string) => name.trim().toLocaleLowerCase('en');

/**
 * Reads a fixtures file against the competition's teams. Its first line names the columns (round, date, time, venue,
 * home, away, in any order; the venue may be left empty). Every problem is listed with its line; with any problem
 * no fixture is returned.
 */
export function importFixtures(text: string, teams: readonly FixtureTeam[]): FixtureImport {
  const rows = csvRows(text);
  const [header, ...body] = rows;
  if (!header) return { ok: false, problems: [{ line: 0, message: 'The file is empty.' }] };
  if (body.length > MAX_FIXTURE_LINES)
    return {
      ok: false,
      problems: [
        {
          line: 0,
          message: `A fixtures file holds at most ${MAX_FIXTURE_LINES.toLocaleString('en')} lines; this one has ${body.length.toLocaleString('en')}.`,
        },
      ],
    };
  const names = header.cells.map(key);
  const missing = FIXTURE_COLUMNS.filter((column) => !names.includes(column));
  const unknown = names.filter((name) => !(FIXTURE_COLUMNS as readonly string[]).includes(name));
  if (missing.length > 0 || unknown.length > 0)
    return {
      ok: false,
      problems: [
        {
          line: header.line,
          message: `The first line names the columns: round, date, time, venue, home, away.${
            missing.length > 0 ? ` Missing: ${missing.join(', ')}.` : ''
          }${unknown.length > 0 ? ` Not a column: ${unknown.join(', ')}.` : ''}`,
        },
      ],
    };
  const column = Object.fromEntries(FIXTURE_COLUMNS.map((name) => [name, names.indexOf(name)])) as Record<
    (typeof FIXTURE_COLUMNS)[number],
    number
  >;
  const byName = new Map<string, string>();
  for (const team of teams) {
    byName.set(key(team.name), team.id);
    if (team.shortName) byName.set(key(team.shortName), team.id);
  }

  const problems: FixtureProblem[] = [];
  const fixtures: ImportedFixture[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of body) {
    const problem = (message: string) => problems.push({ line, message: `Line ${String(line)}: ${message}` });
    if (cells.length !== FIXTURE_COLUMNS.length) {
      problem(`${String(cells.length)} cells where there are 6 columns.`);
      continue;
    }
    const formula = cells.map((value) => value.trimStart()).find((value) => FORMULA.test(value));
    if (formula !== undefined) {
      problem(`a cell starts with "${formula.charAt(0)}", as a spreadsheet formula does.`);
      continue;
    }
    if (cells.some((value) => /^[\t\r]/.test(value))) {
      problem('a cell starts with a tab or a carriage return, as a spreadsheet formula may.');
      continue;
    }
    const cell = (name: (typeof FIXTURE_COLUMNS)[number]) => (cells[column[name]] ?? '').trim();
    const before = problems.length;
    const round = Number(cell('round'));
    if (!/^\d{1,3}$/.test(cell('round')) || round < 1) problem('the round is a whole number from 1 to 999.');
    if (!realDate(cell('date'))) problem(`"${cell('date')}" is not a date written YYYY-MM-DD.`);
    if (!TIME.test(cell('time'))) problem(`"${cell('time')}" is not a time written HH:MM (24-hour).`);
    const venue = cell('venue');
    if (venue.length > VENUE_MAX) problem(`the venue is longer than ${String(VENUE_MAX)} characters.`);
    else if (CONTROL.test(venue)) problem('the venue holds a control character.');
    const homeTeamId = byName.get(key(cell('home')));
    const awayTeamId = byName.get(key(cell('away')));
    for (const [side, id] of [
      ['home', homeTeamId],
      ['away', awayTeamId],
    ] as const)
      if (!id)
        problem(cell(side) === '' ? `the ${side} team is missing.` : `no team of this competition is named "${cell(side)}".`);
    if (homeTeamId && homeTeamId === awayTeamId) problem('a team cannot play itself.');
    if (problems.length > before || !homeTeamId || !awayTeamId) continue;
    const same = `${cell('date')}|${homeTeamId}|${awayTeamId}`;
    const earlier = seen.get(same);
    if (earlier !== undefined) {
      problem(`the same fixture as line ${String(earlier)}.`);
      continue;
    }
    seen.set(same, line);
    fixtures.push({ line, round, date: cell('date'), time: cell('time'), venue: venue || null, homeTeamId, awayTeamId });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, fixtures };
}

/** Why a result cannot be stored, or null: whole numbers from 0 to 250, and a winner (basketball has no draw). */
export function resultProblem(homeScore: number, awayScore: number): string | null {
  for (const score of [homeScore, awayScore])
    if (!Number.isInteger(score) || score < 0 || score > MAX_SCORE)
      return `A score is a whole number from 0 to ${String(MAX_SCORE)}.`;
  if (homeScore === awayScore) return 'A game has a winner: the scores cannot be level.';
  return null;
}
