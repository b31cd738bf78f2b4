import { csvRows } from './fixtures-csv.js';
import { z } from 'zod';
import { tooLongMessage } from './validation.js';

/**
 * A customer's teams and their rosters (DESIGN.md §4: `teams`, `team_players`): the fields, their limits and
 * messages (the server and the page say the same thing), and the roster CSV import, all pure.
 */

export const TEAM_LIMITS = {
  name: 100,
  shortName: 12,
  seasonLabel: 40,
  playerNumber: 3,
  playerName: 100,
  position: 20,
  /** Players a roster may hold, archived ones included. */
  players: 60,
  /** Teams an account may have (a league's too): the teams page and the upload form list them all. */
  teams: 200,
} as const;

const COLOR = /^#[0-9a-fA-F]{6}$/;
const colorField = (label: string) => z.string().regex(COLOR, `${label} must be a colour like #1d4ed8`);

export const teamInputSchema = z.object({
  name: z.string().trim().min(1, 'Enter the team’s name').max(TEAM_LIMITS.name, tooLongMessage('Team name', TEAM_LIMITS.name)),
  shortName: z
    .string()
    .trim()
    .min(1, 'Enter a short name, like TIG')
    .max(TEAM_LIMITS.shortName, tooLongMessage('Short name', TEAM_LIMITS.shortName)),
  color: colorField('The main colour'),
  secondaryColor: colorField('The second colour').optional(),
  seasonLabel: z.string().trim().max(TEAM_LIMITS.seasonLabel, tooLongMessage('Season', TEAM_LIMITS.seasonLabel)).optional(),
  /** Whether the team's player members read its delivered games (off: their own page only). Absent: unchanged. */
  playersSeeGames: z.boolean().optional(),
});
export type TeamInput = z.infer<typeof teamInputSchema>;

/** The image types a team logo may be, decided on the server by the file's first bytes. */
export const TEAM_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type TeamLogoType = (typeof TEAM_LOGO_TYPES)[number];

/** A logo is shown at badge size: 512 KB holds a crisp one many times over. */
export const TEAM_LOGO_MAX_BYTES = 512 * 1024;

export const TEAM_LOGO_MESSAGES = {
  tooLarge: `A logo can be at most ${String(TEAM_LOGO_MAX_BYTES / 1024)} KB`,
  wrongType: 'A logo must be a PNG, JPEG or WebP image',
} as const;

/** What is wrong with a chosen logo file (by its declared type and size), or null when it may be sent. */
export function teamLogoFileProblem(file: { type: string; size: number }): string | null {
  if (!(TEAM_LOGO_TYPES as readonly string[]).includes(file.type)) return TEAM_LOGO_MESSAGES.wrongType;
  if (file.size > TEAM_LOGO_MAX_BYTES) return TEAM_LOGO_MESSAGES.tooLarge;
  return null;
}

/** A jersey number as printed: one to three digits ("0" and "00" are different numbers). */
export const JERSEY_NUMBER = /^\d{1,3}$/;

export const rosterPlayerInputSchema = z.object({
  number: z.string().trim().regex(JERSEY_NUMBER, 'A number is one to three digits, like 7 or 00'),
  name: z
    .string()
    .trim()
    .min(1, 'Enter the player’s name')
    .max(TEAM_LIMITS.playerName, tooLongMessage('Player name', TEAM_LIMITS.playerName)),
  position: z.string().trim().max(TEAM_LIMITS.position, tooLongMessage('Position', TEAM_LIMITS.position)).optional(),
});
export type RosterPlayerInput = z.infer<typeof rosterPlayerInputSchema>;

/** "Number 7 is already Sam Lee": jersey numbers are unique within a team's active roster. */
export function numberTakenMessage(number: string, holder: string): string {
  return `Number ${number} is already ${holder}`;
}

/** The columns a roster CSV has, in the words the page shows. */
export const ROSTER_CSV_COLUMNS = ['number', 'name', 'position'] as const;

export interface RosterRowError {
  /** The line of the file, counting the header as line 1. */
  line: number;
  message: string;
}

/**
 * Reads a roster CSV: a header naming the columns (`number`, `name`, and optionally `position`, in any order,
 * any case), then a player per line; quoted cells with commas and doubled quotes are read as RFC 4180 says.
 * Every row is checked as the form checks it, and numbers must differ within the file and from the `taken`
 * numbers of the active roster (number -> player's name). Either every row is good and `players` holds them,
 * or `errors` says what is wrong with which line and nothing is to be imported.
 */
export function parseRosterCsv(
  text: string,
  taken: ReadonlyMap<string, string> = new Map(),
): { players: RosterPlayerInput[]; errors: RosterRowError[] } {
  // A roster comes from any spreadsheet: its list separator may be a comma, a semicolon or a tab.
  const [first, ...rows] = csvRows(text, ',;\t');
  const header = (first?.cells ?? []).map((cell) => cell.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name);
  if (column('number') < 0 || column('name') < 0) {
    return { players: [], errors: [{ line: 1, message: 'The first line must name the columns: number, name, position' }] };
  }
  const players: RosterPlayerInput[] = [];
  const errors: RosterRowError[] = [];
  const seen = new Map(taken);
  rows.forEach(({ line, cells }) => {
    const cell = (name: string) => (column(name) >= 0 ? (cells[column(name)] ?? '') : '');
    const position = cell('position').trim();
    const parsed = rosterPlayerInputSchema.safeParse({
      number: cell('number'),
      name: cell('name'),
      ...(position ? { position } : {}),
    });
    if (!parsed.success) {
      errors.push({ line, message: parsed.error.issues.map((issue) => issue.message).join('; ') });
      return;
    }
    const holder = seen.get(parsed.data.number);
    if (holder !== undefined) {
      errors.push({ line, message: numberTakenMessage(parsed.data.number, holder) });
      return;
    }
    seen.set(parsed.data.number, parsed.data.name);
    players.push(parsed.data);
  });
  if (players.length === 0 && errors.length === 0) errors.push({ line: 2, message: 'The file lists no players' });
  return errors.length > 0 ? { players: [], errors } : { players, errors };
}
