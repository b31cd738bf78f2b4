/**
 * bench/season: a team's season page (`GET /api/teams/:id/season`) for a team with 50 delivered games and 15
 * players, against one delivered game's box score (`GET /api/games/:id/boxscore`, its stored report) in the
 * same run, both through the real application on an embedded Postgres. Prints the median and p95 of each and
 * their ratio. Target: the season's p95 under 50 ms, because it sums the box scores stored at delivery
 * (`team_games`) and never reads plays.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildGameReport, type BoxScore } from '@courtside/domain';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDatabase, createPool } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { runMigrations } from '../apps/server/src/db/migrate';
import { boxScores, games, teamGames, teamPlayers, teams, users } from '../apps/server/src/db/schema';
import { startQueue } from '../apps/server/src/lib/job-queue';
import { generateGame } from '../apps/server/src/modules/box-scores/generated-game';

const GAMES = 50;
const PLAYERS = 15;
const REQUESTS = 300;
const BUDGET_MS = 50;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function timings(request: () => Promise<{ statusCode: number }>): Promise<{ p50: number; p95: number }> {
  for (let warm = 0; warm < 20; warm += 1) await request();
  const times: number[] = [];
  for (let run = 0; run < REQUESTS; run += 1) {
    const start = process.hrtime.bigint();
    const response = await request();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (response.statusCode !== 200) throw new Error(`the bench request answered ${String(response.statusCode)}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

export async function run(): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-bench-season-'));
  const postgres = await startEmbeddedPostgres({ dataDir });
  const pool = createPool(postgres.url);
  const queue = await startQueue(postgres.url, () => undefined);
  try {
    await runMigrations(pool);
    const db = createDatabase(pool);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    });
    const app = await buildApp({ config, db, queue, logger: false });
    await app.ready();

    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: config.baseUrl },
      payload: { name: 'Bench Coach', email: 'bench-coach@example.com', password: 'a long enough password' },
    });
    const cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const [user] = await db.select({ id: users.id }).from(users);
    if (!user) throw new Error('no user');

    // A team whose 15 roster players play 50 delivered games of about 400 plays each.
    const [team] = await db
      .insert(teams)
      .values({ organizationId: user.id, actorId: user.id, name: 'Tigers', shortName: 'TIG', color: '#ea580c' })
      .returning();
    if (!team) throw new Error('no team');
    const { setup, events } = generateGame({ players: PLAYERS, plays: 400 });
    const roster = setup.home.players.map((player) => ({
      id: randomUUID(),
      teamId: team.id,
      number: player.number,
      name: player.name,
    }));
    await db.insert(teamPlayers).values(roster);
    const rosterIdOf = new Map(setup.home.players.map((player, index) => [player.id, roster[index]?.id ?? player.id]));
    const report = buildGameReport(setup, events);
    const box: BoxScore = {
      away: { ...report.boxScore.away, players: [] },
      home: {
        ...report.boxScore.home,
        players: report.boxScore.home.players.map((line) => ({
          ...line,
          playerId: rosterIdOf.get(line.playerId) ?? line.playerId,
        })),
      },
    };
    let firstGame = '';
    for (let index = 0; index < GAMES; index += 1) {
      const [game] = await db
        .insert(games)
        .values({
          organizationId: user.id,
          actorId: user.id,
          teamId: team.id,
          name: `Game ${String(index + 1)}`,
          status: 'completed',
          source: 'url',
          setup,
        })
        .returning({ id: games.id });
      if (!game) throw new Error('no game');
      firstGame ||= game.id;
      await db.insert(boxScores).values({ gameId: game.id, engineVersion: report.engineVersion, report });
      const day = new Date(Date.UTC(2026, 9, 1 + index)).toISOString().slice(0, 10);
      await db
        .insert(teamGames)
        .values({ gameId: game.id, teamId: team.id, side: 'home', playedOn: day, opponent: 'Hawks', periodSeconds: 600, box });
    }

    const headers = { cookie };
    const season = await timings(() => app.inject({ method: 'GET', url: `/api/teams/${team.id}/season`, headers }));
    const single = await timings(() => app.inject({ method: 'GET', url: `/api/games/${firstGame}/boxscore`, headers }));
    await app.close();
    return [
      `season.games: ${String(GAMES)} games, ${String(PLAYERS)} players`,
      `season.p50: ${season.p50.toFixed(1)} ms`,
      `season.p95: ${season.p95.toFixed(1)} ms (target < ${String(BUDGET_MS)} ms)`,
      `season.one_game_box_p50: ${single.p50.toFixed(1)} ms`,
      `season.one_game_box_p95: ${single.p95.toFixed(1)} ms (one delivered game's stored report)`,
      `season.ratio_p95: ${(season.p95 / single.p95).toFixed(2)} x one game's box`,
    ];
  } finally {
    await queue.stop();
    await pool.end();
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
