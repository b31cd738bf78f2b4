import { DEFAULT_PERIODS, ROSTER_LIMITS, type GameSetup, type Player, type Side, type TeamSheet } from '@courtside/domain';
import { formatRoster, parseRoster } from './roster';

/** The colours a side starts with when nothing says otherwise. */
export const SIDE_COLORS: Record<Side, string> = { home: '#ea580c', away: '#1d4ed8' };

export const DEFAULT_SETUP: GameSetup = {
  home: { name: '', color: SIDE_COLORS.home, players: [] },
  away: { name: '', color: SIDE_COLORS.away, players: [] },
  ...DEFAULT_PERIODS,
};

/**
 * The setup the form opens with: the saved one, else the one suggested from the customer's upload (their team's
 * roster and the opponent), else an empty one; and whether it is the suggestion, which the form then says.
 */
export function initialSetup(
  saved: GameSetup | null,
  suggested: GameSetup | null | undefined,
): { setup: GameSetup; suggested: boolean } {
  if (saved) return { setup: saved, suggested: false };
  if (suggested) return { setup: suggested, suggested: true };
  return { setup: DEFAULT_SETUP, suggested: false };
}

/**
 * Whether the form's "Fast breaks tracked in this game" opens ticked: as saved; for a new setup, ticked (the
 * analyst flags fast breaks with `f`, and a game that skips them says so by unticking it, rather than delivering
 * a fast-break figure of 0 nobody counted); for a setup saved before the box existed, ticked only when some play is
 * flagged, as the engine reads such a game.
 */
export function fastBreaksTrackedAtOpen(
  saved: GameSetup | null,
  suggested: GameSetup | null | undefined,
  flagged: boolean,
): boolean {
  const setup = saved ?? suggested;
  if (setup?.fastBreaksTracked !== undefined) return setup.fastBreaksTracked;
  return saved ? flagged : true;
}

/** One side of the form as typed. */
export interface TeamDraft {
  /** The customer's team this side is (from the upload): kept on the saved sheet, so the game counts for it. */
  teamId?: string;
  name: string;
  /** The head coach's name, as typed. */
  coach: string;
  color: string;
  roster: string;
  /** Starters by number: a number typed again keeps its tick. */
  starters: string[];
  /** The players the side started with: a number already there keeps its player's id (a roster id for a team). */
  known: readonly Player[];
}

/** A sheet as the form edits it. */
export function draftOf(team: TeamSheet, color: string): TeamDraft {
  const numberOf = new Map(team.players.map((player) => [player.id, player.number]));
  return {
    ...(team.teamId ? { teamId: team.teamId } : {}),
    name: team.name,
    coach: team.coach ?? '',
    color: team.color ?? color,
    roster: formatRoster(team.players),
    starters: (team.starters ?? []).map((id) => numberOf.get(id) ?? '').filter(Boolean),
    known: team.players,
  };
}

/** The players of a side as typed: known numbers keep their ids, new ones get ids from `newId`. */
export function playersOfDraft(draft: TeamDraft, newId: () => string): Player[] {
  return parseRoster(draft.roster, draft.known, newId);
}

/**
 * The sheet a side is saved as, or what is wrong with it. New players get ids from `newId`: full UUIDs, since
 * the server adds the players missing from a customer's team to its roster under these same ids at delivery.
 */
export function sheetOfDraft(side: Side, draft: TeamDraft, newId: () => string): { sheet: TeamSheet } | { error: string } {
  const players = playersOfDraft(draft, newId);
  if (!draft.name.trim()) return { error: `Enter the ${side} team's name` };
  const coach = draft.coach.trim();
  if (coach.length > ROSTER_LIMITS.coach)
    return { error: `Shorten the ${side} coach's name to ${String(ROSTER_LIMITS.coach)} characters` };
  if (players.length < 5) return { error: `List at least five ${side} players, one per line: number, then name` };
  const numbers = new Set(players.map((player) => player.number));
  const starters = draft.starters.filter((number) => numbers.has(number));
  if (starters.length !== 0 && starters.length !== 5) return { error: `Pick five ${side} starters, or none` };
  return {
    sheet: {
      ...(draft.teamId ? { teamId: draft.teamId } : {}),
      name: draft.name.trim(),
      ...(coach ? { coach } : {}),
      color: draft.color,
      players,
      ...(starters.length === 5
        ? { starters: players.filter((player) => starters.includes(player.number)).map((player) => player.id) }
        : {}),
    },
  };
}
