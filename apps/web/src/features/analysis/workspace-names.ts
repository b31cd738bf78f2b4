import { SIDES, type GameSetup } from '@courtside/domain';

/** How the workspace names a player: `#4 Sam Smith`; an unknown id as itself, and no player as the team. */
export type PlayerNamer = (playerId: string | undefined) => string;

/** The names of both rosters in `setup` (none before the setup is saved). */
export function playerNamer(setup: GameSetup | null): PlayerNamer {
  const byId = new Map<string, string>();
  for (const side of SIDES)
    for (const player of setup?.[side].players ?? []) byId.set(player.id, `#${player.number} ${player.name}`);
  return (playerId) => (playerId ? (byId.get(playerId) ?? playerId) : 'Team');
}
