import { playerLabel } from '@courtside/domain';

type Rosters = Parameters<typeof playerLabel>[0];

/** How many of a team's five-man units the lineups show at first: those that played most. */
export const UNITS_SHOWN = 5;

/**
 * "#4 Smith": a player's number and family name, short enough that a five-man unit fits a phone's line or two.
 * The family name is the name without its first word ("Shai Gilgeous-Alexander" -> "Gilgeous-Alexander", "Jaren
 * Jackson Jr." -> "Jackson Jr."); a one-word name, or one whose rest is only a number ("Tiger 4"), stays whole.
 */
export function shortPlayerLabel(setup: Rosters, side: 'home' | 'away', playerId: string): string {
  const player = setup[side].players.find((candidate) => candidate.id === playerId);
  if (!player) return playerId;
  const words = player.name.trim().split(/\s+/);
  const rest = words.slice(1).join(' ');
  const family = rest && !/^\d+$/.test(rest) ? rest : player.name.trim();
  return [player.number ? `#${player.number}` : '', family].filter(Boolean).join(' ') || playerId;
}

/** The units on screen (the first `UNITS_SHOWN`, or all), and how many more "Show all" would add. */
export function unitsShown<T>(units: readonly T[], all: boolean): { visible: readonly T[]; hidden: number } {
  if (all || units.length <= UNITS_SHOWN) return { visible: units, hidden: 0 };
  return { visible: units.slice(0, UNITS_SHOWN), hidden: units.length - UNITS_SHOWN };
}
