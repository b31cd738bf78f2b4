/**
 * bench/competition: a league's season at its end (issue 40). Seeds its own embedded Postgres (a fresh cluster in a
 * temporary directory) with the load league alone (`npm run seed:load -- --league-only`: 24 teams, 360 players, 552
 * played fixtures with their boxes), then:
 * - times the standings and the leaders computed from the stored rows, each run reading afresh: the results read and
 *   ranked; the players' stored lines added up by the database and ranked (goal: <= 10 ms each), and the ladder's
 *   ranking alone, as medians of 30 runs;
 * - starts the production build on it and drives the public ladder page (/c/:slug/ladder, as a browser asks for it,
 *   compressed) at 300 requests a second for COMPETITION_SECONDS (20 by default), and a static file of the same server
 *   (its favicon) at the same rate in the same run, and prints both p99s and their ratio (goal: <= 2x).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedLoadCompetition, LOAD_COMPETITION } from '../apps/server/src/cli/load-competition';
import { createDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { runMigrations } from '../apps/server/src/db/migrate';
import { qualificationOf, rankLeaders } from '@courtside/domain';
import { competitionLadder, countsInLadder, teamGames } from '../apps/server/src/modules/competitions/competition-figures';
import {
  competitionById,
  resultsOf,
  seasonsOf,
  storedLeaders,
  storedStandings,
  teamIdsOf,
} from '../apps/server/src/modules/competitions/stored-figures';
import { startServer } from '../e2e/support/server';

const RATE = 300;
const SECONDS = Number(process.env.COMPETITION_SECONDS ?? 20);
const RUNS = 30;
const GOAL_MS = 10;
const GOAL_RATIO = 2;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function timed(work: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS + 3; run += 1) {
    const started = performance.now();
    await work();
    if (run >= 3) times.push(performance.now() - started);
  }
  return median(times);
}

async function drive(url: string, seconds: number) {
  const result = await autocannon({ url, connections: 10, overallRate: RATE, duration: seconds, headers: BROWSER_HEADERS });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

export async function run(): Promise<string[]> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-competition-'));
  const postgres = await startEmbeddedPostgres({ dataDir: directory });
  const cleanup: (() => Promise<unknown>)[] = [() => postgres.stop(), () => rm(directory, { recursive: true, force: true })];
  try {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE courtside_league');
    await admin.end();
    const databaseUrl = new URL(postgres.url);
    databaseUrl.pathname = '/courtside_league';
    const pool = new pg.Pool({ connectionString: databaseUrl.toString(), max: 4 });
    cleanup.unshift(() => pool.end());
    await runMigrations(pool);
    const seeded = await seedLoadCompetition(pool, null);
    const db = createDatabase(pool);

    const competition = await competitionById(db, seeded.competitionId);
    if (!competition) throw new Error('the league was not seeded');
    const teamIds = await teamIdsOf(db, competition.id);
    const rows = await resultsOf(db, competition.id);
    const standingsStored = await timed(() => storedStandings(db, competition));
    const leadersStored = await timed(() => storedLeaders(db, competition));
    const standingsPure = await timed(() => competitionLadder(competition, teamIds, rows));
    const seasons = await seasonsOf(db, competition.id);
    const games = teamGames(teamIds, rows.filter(countsInLadder));
    const leadersPure = await timed(() => rankLeaders(seasons, games, qualificationOf(competition.qualificationPercent)));

    const server = await startServer({
      env: { DATABASE_URL: databaseUrl.toString(), RUN_WORKERS: 'false', SEED_DEMO_ACCOUNTS: 'false' },
    });
    cleanup.unshift(() => server.stop().then(() => rm(server.dataDir, { recursive: true, force: true })));
    const ladderUrl = `${server.url}/c/${LOAD_COMPETITION.slug}/ladder`;
    const staticUrl = `${server.url}/favicon.svg`;
    for (const url of [ladderUrl, staticUrl]) {
      const answer = await fetch(url, { headers: BROWSER_HEADERS });
      if (answer.status !== 200) throw new Error(`${url} answered ${String(answer.status)}`);
      await answer.arrayBuffer();
    }
    const page = await fetch(ladderUrl, { headers: BROWSER_HEADERS });
    const pageBytes = (await page.arrayBuffer()).byteLength;
    await drive(ladderUrl, 3);
    await drive(staticUrl, 3);
    const ladder = await drive(ladderUrl, SECONDS);
    const file = await drive(staticUrl, SECONDS);
    const ratio = ladder.p99 / Math.max(file.p99, 0.1);
    const worst = Math.max(standingsStored, leadersStored);

    return [
      `competition seed: ${String(seeded.teams)} teams, ${String(seeded.players)} players, ${String(seeded.fixtures)} fixtures`,
      `competition standings from stored results (read + rank): ${standingsStored.toFixed(2)} ms`,
      `competition leaders from stored results (read + rank): ${leadersStored.toFixed(2)} ms`,
      `competition standings ranking alone: ${standingsPure.toFixed(2)} ms`,
      `competition leaders ranking alone: ${leadersPure.toFixed(2)} ms`,
      `competition figures goal (<= ${String(GOAL_MS)} ms each, read + rank): ${worst <= GOAL_MS ? 'met' : 'missed'}`,
      `competition ladder page: ${String(pageBytes)} bytes compressed, no script`,
      `competition ladder page p50: ${ladder.p50.toFixed(1)} ms`,
      `competition ladder page p99: ${ladder.p99.toFixed(1)} ms (${String(ladder.requests)} requests, ${String(ladder.errors + ladder.non2xx)} failed, ${String(RATE)}/s asked for ${String(SECONDS)} s)`,
      `competition static file p99: ${file.p99.toFixed(1)} ms (${String(file.requests)} requests, ${String(file.errors + file.non2xx)} failed)`,
      `competition ladder p99 / static file p99: ${ratio.toFixed(2)} x (goal <= ${String(GOAL_RATIO)} x: ${ratio <= GOAL_RATIO && ladder.errors + ladder.non2xx === 0 ? 'met' : 'missed'})`,
    ];
  } finally {
    for (const step of cleanup) await step().catch(() => {});
  }
}
