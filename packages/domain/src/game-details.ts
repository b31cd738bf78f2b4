import { z } from 'zod';
import type { GameSetup, Player, TeamSheet } from './play-by-play.js';
import { ROSTER_LIMITS } from './play-by-play.js';
import type { Side } from './sides.js';
import { JERSEY_NUMBER, TEAM_LIMITS } from './teams.js';
import { tooLongMessage } from './validation.js';

/**
 * What the customer tells us about a game at upload (DESIGN.md §4, issue 15): which of their teams played (or
 * none), the opponent, the date, and optionally home or away, the venue, the competition and the opponent's
 * roster. The analyst's setup opens prefilled from it (`suggestSetup`). Pure: no I/O.
 */

export const GAME_DETAILS_LIMITS = {
  opponentName: 100,
  venue: 100,
  competition: 100,
  /** A pasted opponent roster: 30 lines of a number and a name fit; the details travel in a tus header. */
  opponentRoster: 2000,
} as const;

export const HOME_AWAY = ['home', 'away'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real day (no February 30th) between 1900 and 2100, written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && year >= 1900 && year <= 2100;
}
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .optional()
    .transform((value) => value || undefined);

/** The details as the upload form sends them (every field optional on its own; the rules below tie them). */
export const gameDetailsInputSchema = z
  .object({
    teamId: z.uuid('Choose one of your teams, or none').optional(),
    opponentName: optionalText('Opponent name', GAME_DETAILS_LIMITS.opponentName),
    opponentColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'The opponent’s colour must be a colour like #1d4ed8')
      .optional(),
    playedOn: z.string().refine(isCalendarDay, 'Enter the date the game was played').optional(),
    homeAway: z.enum(HOME_AWAY).optional(),
    venue: optionalText('Venue', GAME_DETAILS_LIMITS.venue),
    competition: optionalText('Competition', GAME_DETAILS_LIMITS.competition),
    opponentRoster: z
      .string()
      .max(GAME_DETAILS_LIMITS.opponentRoster, tooLongMessage('The opponent’s roster', GAME_DETAILS_LIMITS.opponentRoster))
      .optional(),
  })
  .superRefine((details, context) => {
    if (details.teamId && !details.opponentName)
      context.addIssue({ code: 'custom', path: ['opponentName'], message: GAME_DETAILS_MESSAGES.opponentRequired });
    if (details.teamId && !details.playedOn)
      context.addIssue({ code: 'custom', path: ['playedOn'], message: GAME_DETAILS_MESSAGES.dateRequired });
    const { errors } = parseOpponentRoster(details.opponentRoster ?? '');
    const first = errors[0];
    if (first)
      context.addIssue({ code: 'custom', path: ['opponentRoster'], message: `Line ${String(first.line)}: ${first.message}` });
  });
export type GameDetailsInput = z.input<typeof gameDetailsInputSchema>;

export const GAME_DETAILS_MESSAGES = {
  opponentRequired: 'Enter the opponent’s name',
  dateRequired: 'Enter the date the game was played',
  teamNotFound: 'Choose one of your teams, or none',
} as const;

/** The details as a game keeps them: the opponent's roster read into players. */
export interface GameDetails {
  teamId: string | null;
  opponentName: string | null;
  opponentColor: string | null;
  /** YYYY-MM-DD. */
  playedOn: string | null;
  homeAway: Side | null;
  venue: string | null;
  competition: string | null;
  opponentPlayers: { number: string; name: string }[];
}

/** The stored form of valid details (`gameDetailsInputSchema`'s output). */
export function toGameDetails(input: z.output<typeof gameDetailsInputSchema>): GameDetails {
  return {
    teamId: input.teamId ?? null,
    opponentName: input.opponentName ?? null,
    opponentColor: input.opponentColor ?? null,
    playedOn: input.playedOn ?? null,
    homeAway: input.homeAway ?? null,
    venue: input.venue ?? null,
    competition: input.competition ?? null,
    opponentPlayers: parseOpponentRoster(input.opponentRoster ?? '').players,
  };
}

/**
 * Reads an opponent's roster pasted as a list, one player per line: the number, then the name ("23 Sam Smith",
 * "#4, Lee", "00 - Ola Ade", tab-separated cells). A first line without a digit (a header) and blank lines are
 * skipped.
 * Each bad line is named: no number, a number used twice, too long a name, too many players.
 */
export function parseOpponentRoster(text: string): {
  players: { number: string; name: string }[];
  errors: { line: number; message: string }[];
} {
  const players: { number: string; name: string }[] = [];
  const errors: { line: number; message: string }[] = [];
  const seen = new Set<string>();
  let first = true;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (text === '') return;
    // A header ("number, name") is a first line without a digit.
    const header = first && !/\d/.test(text);
    first = false;
    if (header) return;
    const match = /^#?\s*(\d+)\s*[,.\-–:;\t ]*\s*(.*)$/.exec(text);
    const number = match?.[1];
    if (!match || number === undefined || !JERSEY_NUMBER.test(number)) {
      errors.push({ line, message: 'Start the line with the jersey number, like 7 Sam Lee' });
      return;
    }
    const name = (match[2] ?? '')
      .replace(/[\t,;]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (name.length > TEAM_LIMITS.playerName) {
      errors.push({ line, message: tooLongMessage('Player name', TEAM_LIMITS.playerName) });
      return;
    }
    if (seen.has(number)) {
      errors.push({ line, message: `Number ${number} is listed twice` });
      return;
    }
    seen.add(number);
    players.push({ number, name });
  });
  if (players.length > ROSTER_LIMITS.players)
    errors.push({ line: 1, message: `A team can list at most ${String(ROSTER_LIMITS.players)} players` });
  return { players: errors.length > 0 ? [] : players, errors };
}

/** A customer's team as the analyst's setup starts from it: its roster's active players, with their ids. */
export interface RosterTeam {
  id: string;
  name: string;
  color: string;
  players: Player[];
}

/** Periods and lengths an empty setup starts with (four 10-minute quarters, 5-minute overtimes). */
export const DEFAULT_PERIODS = { periods: 4, periodSeconds: 600, overtimeSeconds: 300 } as const;

/**
 * The setup an analyst's workspace opens with for a game not yet set up: the customer's team on the side they
 * said (home when they did not), with its roster's players under their roster ids (so a player is the same
 * player in every game of the team), and the opponent's name, colour and pasted roster. Opponent players get
 * ids from `newId`. Without a team or opponent the side is left for the analyst to fill.
 */
export function suggestSetup(details: GameDetails, team: RosterTeam | null, newId: () => string): GameSetup {
  const ownSide: Side = details.homeAway ?? 'home';
  const own: TeamSheet = team
    ? { teamId: team.id, name: team.name, color: team.color, players: team.players.slice(0, ROSTER_LIMITS.players) }
    : { name: '', players: [] };
  const opponent: TeamSheet = {
    name: details.opponentName ?? '',
    ...(details.opponentColor ? { color: details.opponentColor } : {}),
    players: details.opponentPlayers.map((player) => ({ id: newId(), ...player })),
  };
  return {
    home: ownSide === 'home' ? own : opponent,
    away: ownSide === 'home' ? opponent : own,
    ...DEFAULT_PERIODS,
  };
}

/** The side of a setup that is the customer's team `teamId`, if either is. */
export function sideOfTeam(setup: Pick<GameSetup, 'home' | 'away'>, teamId: string): Side | null {
  if (setup.home.teamId === teamId) return 'home';
  if (setup.away.teamId === teamId) return 'away';
  return null;
}

/**
 * What is wrong, if anything, with a setup saved for a game uploaded for the customer's team `teamId` (or for
 * none): the team must be on exactly one side, no other team may be named, and each of its players must fit the
 * roster (a number of one to three digits and a name), since players missing from the roster join it at delivery.
 */
export function teamSheetProblem(setup: Pick<GameSetup, 'home' | 'away'>, teamId: string | null): string | null {
  const marked = [setup.home, setup.away].filter((sheet) => sheet.teamId !== undefined);
  if (!teamId) return marked.length > 0 ? 'This game was not uploaded for one of the customer’s teams' : null;
  if (marked.length !== 1 || marked[0]?.teamId !== teamId)
    return 'Keep the customer’s team on one side of the setup (use “Swap home and away” to move it)';
  for (const player of marked[0].players) {
    if (!JERSEY_NUMBER.test(player.number) || player.name.trim() === '' || player.name.length > TEAM_LIMITS.playerName)
      return `Each player of ${marked[0].name} needs a number of one to three digits and a name (check #${player.number || '?'})`;
  }
  return null;
}
