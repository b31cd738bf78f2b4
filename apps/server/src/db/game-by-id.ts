import { eq, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { games } from './schema.js';

/**
 * One game by id (`execute({ id })`), the read nearly every game page makes, as a prepared statement: drizzle
 * builds its SQL once and Postgres plans it once per connection (bench/api-load). Every caller's statement has
 * the same name and text, so a connection prepares it once for all of them.
 */
export function prepareGameById(db: Database) {
  return db
    .select()
    .from(games)
    .where(eq(games.id, sql.placeholder('id')))
    .prepare('game_by_id');
}
