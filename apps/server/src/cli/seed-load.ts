/**
 * `npm run seed:load [-- --customers N --games N --plays N]`: fills the empty database at DATABASE_URL (migrated
 * first) with the load data set (load-dataset.ts; by default 20,000 customers, 100,000 games, 1,000,000 plays)
 * and the league (load-competition.ts: 24 teams, 360 players, 552 played fixtures), and prints how long it took.
 * `--league-only` seeds the league alone. Every account's password is LOAD_PASSWORD.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { runMigrations } from '../db/migrate.js';
import { LOAD_COMPETITION, seedLoadCompetition } from './load-competition.js';
import { FULL_LOAD, LOAD_EMAIL_DOMAIN, LOAD_PASSWORD, seedLoadDataset, type LoadSizes } from './load-dataset.js';

const usage = 'usage: DATABASE_URL=postgres://... npm run seed:load -- [--customers N] [--games N] [--plays N] [--league-only]';

function size(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    console.error(`--${name} must be a whole number of at least 1\n${usage}`);
    process.exit(2);
  }
  return number;
}

const { values } = parseArgs({
  options: {
    customers: { type: 'string' },
    games: { type: 'string' },
    plays: { type: 'string' },
    'league-only': { type: 'boolean' },
  },
});
const url = process.env.DATABASE_URL;
if (!url) {
  console.error(usage);
  process.exit(2);
}
const sizes: LoadSizes = {
  customers: size(values.customers, FULL_LOAD.customers, 'customers'),
  games: size(values.games, FULL_LOAD.games, 'games'),
  plays: size(values.plays, FULL_LOAD.plays, 'plays'),
};

const pool = new pg.Pool({ connectionString: url, max: 2 });
try {
  await runMigrations(pool);
  const leagueOnly = values['league-only'] === true;
  if (!leagueOnly) {
    const result = await seedLoadDataset(pool, sizes, (line) => console.log(`  ${line}`));
    console.log(
      `Seeded ${String(result.customers)} customers, ${String(result.games)} games (${String(result.boxScores)} delivered with box scores) ` +
        `and ${String(result.plays)} plays in ${(result.milliseconds / 1000).toFixed(1)} s.`,
    );
  }
  const started = performance.now();
  const league = await seedLoadCompetition(pool, leagueOnly ? null : 'load-customer-1');
  console.log(
    `Seeded the league: ${String(league.teams)} teams, ${String(league.players)} players and ${String(league.fixtures)} played fixtures ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s; its pages are at /c/${LOAD_COMPETITION.slug}.`,
  );
  if (!leagueOnly)
    console.log(
      `Sign in as customer-1@${LOAD_EMAIL_DOMAIN} (the league's owner), analyst-1@..., admin@... with the password ${LOAD_PASSWORD}.`,
    );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await pool.end();
}
