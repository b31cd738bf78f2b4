import type { Player } from '@courtside/domain';

const words = (name: string) => new Set(name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** A corrected spelling ("Sam Le" -> "Sam Lee") shares a word; another person under the number does not. */
const likelySame = (a: string, b: string) => {
  const first = words(a);
  const second = words(b);
  return first.size === 0 || second.size === 0 || [...first].some((word) => second.has(word));
};

/**
 * Reads a roster pasted as a list, one player per line: the number, then the name ("23 Sam Smith",
 * "#4, Lee", "00 - Ola Ade" and tab-separated cells all work). Lines without a number are skipped, and a
 * number is taken once.
 *
 * A player already on the sheet keeps their id, so their plays (and, for a customer's team, their season) stay
 * theirs: the same number and name; else the same name under a corrected number; else the same number under a
 * corrected spelling of the name (a word in common). Anyone else is a new player with an id from `newId`.
 */
export function parseRoster(text: string, existing: readonly Player[], newId: () => string): Player[] {
  const lines: { number: string; name: string }[] = [];
  const seen = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*#?\s*(\d{1,3})\s*[,.\-–:\t ]*\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    const number = match[1] ?? '';
    if (seen.has(number)) continue;
    seen.add(number);
    lines.push({ number, name: (match[2] ?? '').replace(/\t+/g, ' ').slice(0, 100) });
  }

  const unclaimed = new Set(existing);
  const ids = new Map<number, string>();
  const claim = (rule: (line: { number: string; name: string }, player: Player) => boolean) =>
    lines.forEach((line, index) => {
      if (ids.has(index)) return;
      const player = [...unclaimed].find((candidate) => rule(line, candidate));
      if (!player) return;
      unclaimed.delete(player);
      ids.set(index, player.id);
    });
  claim((line, player) => line.number === player.number && sameName(line.name, player.name));
  claim((line, player) => line.name.trim() !== '' && sameName(line.name, player.name));
  claim((line, player) => line.number === player.number && likelySame(line.name, player.name));
  return lines.map((line, index) => ({ id: ids.get(index) ?? newId(), ...line }));
}

/** A roster as the list it can be edited as. */
export function formatRoster(players: readonly Player[]): string {
  return players.map((player) => `${player.number} ${player.name}`.trim()).join('\n');
}
