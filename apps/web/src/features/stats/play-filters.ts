import { periodLabel, type GameReport, type ReportPlay } from '@courtside/domain';
import { playerOptions, type PlayerOption, type TeamChoice } from './shot-chart-data';

/** What the play-by-play shows: a team or both, a player or all (null), a period or all (null), scoring only. */
export interface PlayFilters {
  team: TeamChoice;
  playerId: string | null;
  period: number | null;
  scoringOnly: boolean;
}

export const ALL_PLAYS: PlayFilters = { team: 'both', playerId: null, period: null, scoringOnly: false };

/**
 * The plays the filters let through, in order. A chosen player shows every play that names them, the other
 * team's too (their block of a shot, a foul drawn), so the team filter only narrows the list of players then.
 * A chosen team hides the period starts and ends, which belong to no team.
 */
export function filterPlays(plays: readonly ReportPlay[], filters: PlayFilters): ReportPlay[] {
  const { team, playerId, period, scoringOnly } = filters;
  return plays.filter(
    (play) =>
      (period === null || play.period === period) &&
      (!scoringOnly || play.points > 0) &&
      (playerId !== null ? play.playerIds.includes(playerId) : team === 'both' || play.team === team),
  );
}

/** The players of the chosen team(s) named in at least one play. */
export function playPlayerOptions(setup: GameReport['setup'], plays: readonly ReportPlay[], team: TeamChoice): PlayerOption[] {
  const named = new Set(plays.flatMap((play) => play.playerIds));
  return playerOptions(setup, team, (_side, playerId) => named.has(playerId));
}

/** "Showing 12 of 604 plays". */
export function countText(shown: number, total: number, noun: string): string {
  const plural = total === 1 ? noun : `${noun}s`;
  return shown === total ? `${String(total)} ${plural}` : `Showing ${String(shown)} of ${String(total)} ${plural}`;
}

/** How many plays the play-by-play shows at first, and how many more each "Show more" adds. */
export const PLAYS_PER_PAGE = 50;

/** The plays on screen and the words of the button that shows more, when some are left (null when none are). */
export function pageOfPlays<T>(plays: readonly T[], limit: number): { visible: readonly T[]; more: string | null } {
  const left = plays.length - limit;
  if (left <= 0) return { visible: plays, more: null };
  const next = Math.min(left, PLAYS_PER_PAGE);
  return {
    visible: plays.slice(0, limit),
    more:
      left === 1
        ? 'Show the last play'
        : next === left
          ? `Show the last ${String(left)} plays`
          : `Show ${String(next)} more plays`,
  };
}

/**
 * What the filters show, as a playlist's title: "Plays: Tigers, #5 Ann Lee, Q2, scoring only", "Plays: all". A
 * chosen player is named alone, as they bring every play that names them.
 */
export function playFiltersTitle(
  setup: Pick<GameReport['setup'], 'home' | 'away' | 'periods'>,
  filters: PlayFilters,
  player: PlayerOption | null,
): string {
  const parts = [
    player ? player.label : filters.team === 'both' ? null : setup[filters.team].name,
    filters.period === null ? null : periodLabel(setup.periods, filters.period),
    filters.scoringOnly ? 'scoring only' : null,
  ].filter((part): part is string => part !== null);
  return `Plays: ${parts.length === 0 ? 'all' : parts.join(', ')}`;
}
