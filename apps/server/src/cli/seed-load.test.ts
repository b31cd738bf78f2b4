import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  buildGameReport,
  gameEventSchema,
  toGameEvent,
  type GameReport,
  type GameSetup,
  type StoredPlay,
} from '@courtside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { entryArguments } from '../test/processes.js';
import { doubleRoundRobin, LOAD_COMPETITION } from './load-competition.js';
import { LOAD_PASSWORD, loadEmail, statusMix } from './load-dataset.js';

const run = promisify(execFile);

const SIZES = { customers: 40, games: 500, plays: 6000 };

/** `npm run seed:load` as an operator runs it (from the source, or this run's build), against DATABASE_URL. */
function seed(databaseUrl: string) {
  return run(
    process.execPath,
    [...entryArguments('cli/seed-load'), ...Object.entries(SIZES).flatMap(([flag, size]) => [`--${flag}`, String(size)])],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, timeout: 120_000 },
  );
}

/**
 * The load data set (npm run seed:load) at a small size: the sizes asked for, every status in the set mix, plays
 * the domain accepts, rows that hang together (the seed writes them without per-row foreign-key checks), and a
 * delivered game's box score served to its owner by the real API after a sign-in through the real auth.
 */
describe('the load data set', () => {
  let t: TestApp;
  let output: string;
  const query = async <T extends object>(sql: string, values: unknown[] = []) =>
    (await t.database.pool.query(sql, values)).rows as T[];

  beforeAll(async () => {
    t = await createTestApp();
    output = (await seed(t.database.url)).stdout;
  }, 180_000);

  afterAll(async () => {
    await t.close();
  });

  it('holds the customers, games and plays asked for, and says how long it took', async () => {
    const [counts] = await query<{ customers: number; games: number; plays: number; boxes: number; staff: number }>(
      `select (select count(*)::int from users where role = 'customer') as customers,
              (select count(*)::int from users where role in ('analyst', 'admin')) as staff,
              (select count(*)::int from games) as games,
              (select count(*)::int from game_events) as plays,
              (select count(*)::int from box_scores) as boxes`,
    );
    expect(counts).toMatchObject({ customers: SIZES.customers, games: SIZES.games, boxes: SIZES.games / 10 });
    // The template games have a few plays more or fewer than asked for; the total is the closest they make.
    expect(Math.abs((counts?.plays ?? 0) - SIZES.plays)).toBeLessThan(SIZES.plays * 0.01);
    expect(output).toMatch(
      new RegExp(
        `Seeded ${String(SIZES.customers)} customers, ${String(SIZES.games)} games \\(50 delivered with box scores\\) and ${String(counts?.plays)} plays in \\d+\\.\\d s\\.`,
      ),
    );
  });

  it('holds the league: 24 teams of 15, each meeting each other at home and away, every score its box total', async () => {
    const [counts] = await query<{ teams: number; players: number; fixtures: number; mismatched: number }>(
      `select (select count(*)::int from competition_teams) as teams,
              (select count(*)::int from competition_players) as players,
              (select count(*)::int from fixtures where status = 'played') as fixtures,
              (select count(*)::int from fixtures where home_score <> (box->'box'->'home'->'totals'->>'pts')::int
                 or away_score <> (box->'box'->'away'->'totals'->>'pts')::int or home_score = away_score) as mismatched`,
    );
    expect(counts).toEqual({ teams: 24, players: 360, fixtures: 552, mismatched: 0 });
    expect(output).toContain('Seeded the league: 24 teams, 360 players and 552 played fixtures');
    const meetings = new Set(
      doubleRoundRobin(24)
        .flat()
        .map(([home, away]) => `${String(home)}-${String(away)}`),
    );
    expect(meetings.size).toBe(552);
    const ladder = await t.app.inject({ method: 'GET', url: `/api/public/competitions/${LOAD_COMPETITION.slug}/standings` });
    const rows = ladder.json<{ rows: { played: number; won: number; lost: number }[] }>().rows;
    expect(rows).toHaveLength(24);
    expect(rows.every((row) => row.played === 46 && row.won + row.lost === 46)).toBe(true);
    // Customer 1 runs it.
    const [owner] = await query<{ role: string }>(
      `select role from members where organization_id = 'load-league' and user_id = 'load-customer-1'`,
    );
    expect(owner?.role).toBe('owner');
  });

  it('has games in every status, 10% of them delivered', async () => {
    const rows = await query<{ status: string; count: number }>(
      'select status, count(*)::int as count from games group by status',
    );
    const mix = Object.fromEntries(rows.map((row) => [row.status, row.count]));
    expect(mix).toEqual(statusMix(SIZES.games));
    expect(Object.keys(mix).sort()).toEqual(
      ['cancelled', 'completed', 'failed', 'in_analysis', 'in_review', 'preparing', 'queued', 'ready', 'uploading'].sort(),
    );
    expect(mix.completed).toBe(SIZES.games / 10);
  });

  it("stores plays the domain's event schema accepts, only for tagged games, and boxes that add up from them", async () => {
    const plays = await query<StoredPlay & { gameId: string; status: string }>(
      `select e.id, e.seq, e.period, e.video_ms as "videoMs", e.clock, e.body, e.game_id as "gameId", g.status
         from game_events e join games g on g.id = e.game_id order by e.game_id, e.seq`,
    );
    for (const play of plays) expect(gameEventSchema.safeParse(toGameEvent(play)).success, play.id).toBe(true);
    expect(new Set(plays.map((play) => play.status))).toEqual(new Set(['completed', 'in_review']));

    // Each delivered game's stored box score is what the engine counts from that game's own plays.
    const delivered = await query<{ id: string; setup: GameSetup; report: GameReport }>(
      `select g.id, g.setup, b.report from games g join box_scores b on b.game_id = g.id`,
    );
    for (const game of delivered.slice(0, 10)) {
      const own = plays.filter((play) => play.gameId === game.id).map(toGameEvent);
      expect(buildGameReport(game.setup, own).boxScore).toEqual(game.report.boxScore);
    }
  });

  it('leaves no row pointing at nothing, and every balance equals its ledger', async () => {
    const [orphans] = await query<Record<string, number>>(
      `select (select count(*)::int from game_events e where not exists (select 1 from games g where g.id = e.game_id)) as plays,
              (select count(*)::int from games g where not exists (select 1 from organizations o where o.id = g.organization_id)
                 or (g.actor_id is not null and not exists (select 1 from users u where u.id = g.actor_id))
                 or (g.analyst_id is not null and not exists (select 1 from users u where u.id = g.analyst_id))
                 or (g.reviewer_id is not null and not exists (select 1 from users u where u.id = g.reviewer_id))) as games,
              (select count(*)::int from box_scores b where not exists (select 1 from games g where g.id = b.game_id)) as boxes,
              (select count(*)::int from credit_ledger l where (l.game_id is not null and not exists
                 (select 1 from games g where g.id = l.game_id)) or (l.purchase_id is not null and not exists
                 (select 1 from purchases p where p.id = l.purchase_id))
                 or not exists (select 1 from organizations o where o.id = l.organization_id)) as ledger,
              (select count(*)::int from purchases p where not exists (select 1 from organizations o where o.id = p.organization_id))
                as purchases,
              (select count(*)::int from users u
                where not exists (select 1 from organizations o where o.id = u.id and o.kind = 'personal')
                   or not exists (select 1 from members m where m.id = u.id and m.organization_id = u.id and m.user_id = u.id
                                    and m.role = 'owner')
                   or not exists (select 1 from accounts a where a.user_id = u.id)) as users`,
    );
    expect(orphans).toEqual({ plays: 0, games: 0, boxes: 0, ledger: 0, purchases: 0, users: 0 });
    const unbalanced = await query(
      `select o.id from organizations o left join credit_ledger l on l.organization_id = o.id
        group by o.id, o.games_remaining having o.games_remaining <> coalesce(sum(l.delta), 0) or o.games_remaining < 0`,
    );
    expect(unbalanced).toEqual([]);
  });

  it("serves a seeded delivered game's box score to its owner, signed in through the real auth", async () => {
    // The owner of the game's organization: its customer, whose personal organization it is (the ids are the same).
    const [game] = await query<{ id: string; organizationId: string; report: GameReport }>(
      `select g.id, g.organization_id as "organizationId", b.report from games g join box_scores b on b.game_id = g.id
        order by g.id limit 1`,
    );
    const owner = Number(game?.organizationId.replace('load-customer-', ''));
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.config.baseUrl },
      payload: { email: loadEmail('customer', owner), password: LOAD_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = signIn.cookies.map((each) => `${each.name}=${each.value}`).join('; ');

    const box = await t.app.inject({ method: 'GET', url: `/api/games/${game?.id ?? ''}/boxscore`, headers: { cookie } });
    expect(box.statusCode, box.body).toBe(200);
    expect(box.json<{ report: GameReport; delivery: number }>()).toMatchObject({ report: game?.report, delivery: 1 });

    const list = await t.app.inject({ method: 'GET', url: '/api/games', headers: { cookie } });
    expect(list.json<{ games: { id: string }[] }>().games.map((each) => each.id)).toContain(game?.id);
  });

  it('refuses to seed a database that already holds the data set, and changes nothing', async () => {
    const failed = await seed(t.database.url).then(
      () => null,
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('This database already holds the load data set; seed an empty database.');
    const [counts] = await query<{ games: number }>('select count(*)::int as games from games');
    expect(counts?.games).toBe(SIZES.games);
  });
});
