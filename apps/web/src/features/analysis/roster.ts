import type { Player } from '@courtside/domain';

/**
 * Reads a roster pasted as a list, one player per line: the number, then the name ("23 Sam Smith",
 * "#4, Lee", "00 - Ola Ade" and tab-separated cells all work). A player already on the roster keeps their id
 * (their plays stay theirs); a new number gets a new id. Lines without a number are skipped.
 */
export function parseRoster(text: string, existing: readonly Player[], newId: () => string): Player[] {
  const byNumber = new Map(existing.map((player) => [player.number, player]));
  const players: Player[] = [];
  const seen = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*#?\s*(\d{1,3})\s*[,.\-–:\t ]*\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    const number = match[1] ?? '';
    const name = (match[2] ?? '').replace(/\t+/g, ' ').slice(0, 100);
    if (seen.has(number)) continue;
    seen.add(number);
    players.push({ id: byNumber.get(number)?.id ?? newId(), number, name });
  }
  return players;
}

/** A roster as the list it can be edited as. */
export function formatRoster(players: readonly Player[]): string {
  return players.map((player) => `${player.number} ${player.name}`.trim()).join('\n');
}
