/** Players as a coach reads them; free of schemas, so the web app can use it without loading zod. */

interface Rosters {
  home: { players: readonly { id: string; number: string; name: string }[] };
  away: { players: readonly { id: string; number: string; name: string }[] };
}

/** "#7 Sam Lee", or the name alone for a player without a number: a player as every sheet and download names them. */
export function numberAndName(player: { number: string; name: string }): string {
  return [player.number ? `#${player.number}` : '', player.name].filter(Boolean).join(' ');
}

/** "#7 Sam Lee"; a player missing from the roster by their id, so no play loses its player. */
export function playerLabel(setup: Rosters, side: 'home' | 'away', playerId: string): string {
  const player = setup[side].players.find((candidate) => candidate.id === playerId);
  if (!player) return playerId;
  return numberAndName(player) || playerId;
}
