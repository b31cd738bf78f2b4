import { expect } from 'vitest';
import type { Executor } from '../db/client.js';
import { gameEvents, games, shareLinks, teamGames, teamPlayers, teams, users } from '../db/schema.js';

/** Our UUIDs, anywhere in a text. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * Every id of ours a shared answer could leak, read from the database: users, teams, roster players, games, the
 * games' plays, a team's delivered games and share links.
 */
export async function internalIds(db: Executor): Promise<string[]> {
  const rows = await Promise.all([
    db.select({ id: users.id }).from(users),
    db.select({ id: teams.id }).from(teams),
    db.select({ id: teamPlayers.id }).from(teamPlayers),
    db.select({ id: games.id }).from(games),
    db.select({ id: gameEvents.id }).from(gameEvents),
    db.select({ id: teamGames.gameId }).from(teamGames),
    db.select({ id: shareLinks.id }).from(shareLinks),
  ]);
  return [...new Set(rows.flat().map((row) => row.id))];
}

/**
 * Walks a JSON answer, every key and every text, and fails on any id of ours (`ids`) or anything shaped like a
 * UUID: a shared answer names games, players and plays only by keys of its own.
 */
export function expectNoInternalIds(json: unknown, ids: readonly string[]): void {
  expect(ids.length).toBeGreaterThan(0);
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      expect(value, path).not.toMatch(UUID);
      for (const id of ids) expect(value.includes(id), `${path} holds the id ${id}`).toBe(false);
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}[${String(index)}]`));
    else if (value !== null && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) {
        visit(key, `${path} (a key)`);
        visit(item, `${path}.${key}`);
      }
  };
  visit(json, '$');
}
