import {
  buildGameReport,
  gameEventSchema,
  gameSetupSchema,
  getPlan,
  toGameEvent,
  type EventBody,
  type GameSetup,
} from '@courtside/domain';
import { hashPassword } from 'better-auth/crypto';
import type pg from 'pg';
import { PREPARE_FAILED_MESSAGE } from '../modules/games/game-preparation.js';
import { generateGame } from '../modules/box-scores/generated-game.js';

/**
 * A league season's worth of data for load tests, written by SQL (generate_series, INSERT ... SELECT) rather than
 * row by row: customers who can sign in, games in every status, the plays of the tagged games and the stored
 * reports of the delivered ones. Plays and reports come from a handful of template games, each report built by the
 * real engine (buildGameReport, as approval stores it) and copied as it is into every game of its template.
 *
 * One departure from real data, for speed: a play id must be unique, so each game's plays get ids of their own,
 * while its stored report names its template's play ids. Nothing reads across the two (a report is served as
 * stored; a re-delivery rebuilds it from the plays). Rewriting every report with its game's ids cost the database
 * a parse and a compression of 40 KB per game, minutes for 10,000 games on two cores; a verbatim copy costs none.
 */

export interface LoadSizes {
  customers: number;
  games: number;
  /** Plays in all, shared by the games that were tagged (delivered and in review). */
  plays: number;
}

export const FULL_LOAD: LoadSizes = { customers: 20_000, games: 100_000, plays: 1_000_000 };

/** Every seeded account's password; the accounts are `customer-<n>@`, `analyst-<n>@` and `admin@` this domain. */
export const LOAD_PASSWORD = 'load-test-password';
export const LOAD_EMAIL_DOMAIN = 'load.courtside.test';
export const LOAD_ANALYSTS = 20;
/** Reports built by the engine and reused by every tagged game. */
const TEMPLATES = 6;

export const loadEmail = (kind: 'customer' | 'analyst' | 'admin', n?: number) =>
  `${kind}${n === undefined ? '' : `-${String(n)}`}@${LOAD_EMAIL_DOMAIN}`;

/**
 * The status of game `i` (1-based) by `i % 50`, so that any size has the same mix: 10% delivered, 2% in review
 * (both tagged, with plays), the rest on the way or ended. A customer's games are spread by a hash of `i`.
 */
export const STATUS_SLOTS = [
  { status: 'completed', slots: 5 },
  { status: 'in_review', slots: 1 },
  { status: 'uploading', slots: 2 },
  { status: 'queued', slots: 10 },
  { status: 'preparing', slots: 2 },
  { status: 'ready', slots: 10 },
  { status: 'in_analysis', slots: 10 },
  { status: 'failed', slots: 5 },
  { status: 'cancelled', slots: 5 },
] as const;

/** How many of `games` games have each status (the same rule as the SQL below). */
export function statusMix(games: number): Record<string, number> {
  const mix: Record<string, number> = {};
  for (let i = 1; i <= games; i += 1) {
    const status = statusOfSlot(i % 50);
    mix[status] = (mix[status] ?? 0) + 1;
  }
  return mix;
}

function statusOfSlot(slot: number): string {
  let from = 0;
  for (const { status, slots } of STATUS_SLOTS) {
    if (slot < from + slots) return status;
    from += slots;
  }
  throw new Error(`no status for slot ${String(slot)}`);
}

/** SQL for the status of game `i`, from STATUS_SLOTS. */
function statusCase(): string {
  let from = 0;
  const arms = STATUS_SLOTS.map(({ status, slots }) => {
    from += slots;
    return `when i % 50 < ${String(from)} then '${status}'`;
  });
  return `case ${arms.join(' ')} end`;
}

/** Play `n` of a template: the ids its report names (uuid-shaped, as the workspace's are). */
const templatePlayId = (n: number) => `00000000-0000-4000-9000-${n.toString(16).padStart(12, '0')}`;
/** Game `i`'s id, and play `n` of game `i`'s: the game number in the first group, so ids never collide. */
const gameIdSql = `(lpad(to_hex(i), 8, '0') || '-0000-4000-8000-000000000000')::uuid`;
const playIdSql = `(lpad(to_hex(g.i), 8, '0') || '-0000-4000-9000-' || lpad(to_hex(p.n), 12, '0'))::uuid`;

interface Template {
  setup: GameSetup;
  plays: { n: number; seq: number; period: number; videoMs: number | null; clock: number | null; body: EventBody }[];
  report: ReturnType<typeof buildGameReport>;
}

const templateGame = (index: number, plays: number) =>
  generateGame({ players: 10 + (index % 3), plays, overtimes: index === TEMPLATES - 1 ? 1 : 0 });

/**
 * The `plays` argument of each template game that brings the plays of all tagged games (game `i` is tagged like
 * template `(i / 50) % TEMPLATES`) closest to `sizes.plays`: the generator gives a few more or fewer than asked,
 * in steps of one play a period, so each template is tuned in turn (one pass of coordinate descent).
 */
function playsArguments(sizes: LoadSizes): number[] {
  const games = new Array<number>(TEMPLATES).fill(0);
  for (let i = 1; i <= sizes.games; i += 1) {
    const status = statusOfSlot(i % 50);
    const template = Math.floor(i / 50) % TEMPLATES;
    if (status === 'completed' || status === 'in_review') games[template] = (games[template] ?? 0) + 1;
  }
  const lengths = new Map<string, number>();
  const length = (index: number, plays: number) => {
    const key = `${String(index)}:${String(plays)}`;
    if (!lengths.has(key)) lengths.set(key, templateGame(index, plays).events.length);
    return lengths.get(key) ?? 0;
  };
  const guess = Math.max(
    20,
    Math.round(
      sizes.plays /
        Math.max(
          1,
          games.reduce((sum, count) => sum + count, 0),
        ),
    ),
  );
  const chosen = new Array<number>(TEMPLATES).fill(guess);
  const miss = () =>
    Math.abs(chosen.reduce((sum, plays, index) => sum + (games[index] ?? 0) * length(index, plays), 0) - sizes.plays);
  for (let index = 0; index < TEMPLATES; index += 1) {
    let best = { plays: guess, miss: Infinity };
    for (let plays = Math.max(20, guess - 10); plays <= guess + 20; plays += 1) {
      chosen[index] = plays;
      if (miss() < best.miss) best = { plays, miss: miss() };
    }
    chosen[index] = best.plays;
  }
  return chosen;
}

/** A tagged game of about `plays` plays, checked against the domain's schemas, and its report built by the engine. */
function buildTemplate(index: number, plays: number): Template {
  const game = templateGame(index, plays);
  const setup = gameSetupSchema.parse(game.setup);
  const rows = game.events.map((generated, position) => {
    const { id: _id, seq, period, videoMs, clock, ...body } = gameEventSchema.parse(generated);
    return { n: position + 1, seq, period, videoMs: videoMs ?? null, clock: clock ?? null, body };
  });
  // Built from the plays exactly as approval reads them back from game_events.
  const events = rows.map((row) => toGameEvent({ id: templatePlayId(row.n), ...row }));
  return { setup, plays: rows, report: buildGameReport(setup, events) };
}

export interface SeedResult {
  customers: number;
  games: number;
  plays: number;
  boxScores: number;
  milliseconds: number;
  /** Each step's time, in order. */
  steps: { step: string; milliseconds: number }[];
}

/**
 * Fills a migrated database that holds no load data with `sizes`, in one transaction (a failure leaves nothing),
 * then VACUUM ANALYZE, as a database that has been running would have its statistics and visibility map.
 */
export async function seedLoadDataset(
  pool: pg.Pool,
  sizes: LoadSizes,
  log: (line: string) => void = () => {},
): Promise<SeedResult> {
  const started = performance.now();
  const steps: SeedResult['steps'] = [];
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const at = performance.now();
    const result = await work();
    const milliseconds = Math.round(performance.now() - at);
    steps.push({ step: name, milliseconds });
    log(`${name}: ${String(milliseconds)} ms`);
    return result;
  };

  const templates = await step('templates', async () => playsArguments(sizes).map((plays, index) => buildTemplate(index, plays)));
  const passwordHash = await hashPassword(LOAD_PASSWORD);

  const client = await pool.connect();
  let written: { plays: number; boxScores: number };
  try {
    await client.query('SET statement_timeout = 0');
    await client.query('BEGIN');
    // A crash means seeding again: no need to wait for each commit to reach the disk.
    await client.query(`SET LOCAL synchronous_commit = off; SET LOCAL work_mem = '64MB'`);
    written = await writeDataset(client, sizes, templates, passwordHash, step);
    await client.query('COMMIT');
    await step('vacuum analyze', () =>
      client.query(
        'VACUUM (ANALYZE) users, accounts, organizations, members, games, game_events, box_scores, purchases, credit_ledger',
      ),
    );
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.query('RESET statement_timeout').catch(() => undefined);
    client.release();
  }
  const [counts] = (
    await pool.query<{ customers: number; games: number }>(
      `select (select count(*)::int from users where id like 'load-customer-%') as customers,
              (select count(*)::int from games where organization_id like 'load-customer-%') as games`,
    )
  ).rows;
  return {
    customers: counts?.customers ?? 0,
    games: counts?.games ?? 0,
    ...written,
    milliseconds: Math.round(performance.now() - started),
    steps,
  };
}

async function writeDataset(
  client: pg.PoolClient,
  sizes: LoadSizes,
  templates: Template[],
  passwordHash: string,
  step: <T>(name: string, work: () => Promise<T>) => Promise<T>,
): Promise<{ plays: number; boxScores: number }> {
  const existing = await client.query('select 1 from users where email = $1', [loadEmail('admin')]);
  if (existing.rowCount) throw new Error('This database already holds the load data set; seed an empty database.');

  await step('accounts', async () => {
    await client.query(
      `insert into users (id, name, email, email_verified, role, created_at, updated_at)
       select 'load-customer-' || n, 'Coach ' || n, 'customer-' || n || '@${LOAD_EMAIL_DOMAIN}', true, 'customer',
              now() - interval '400 days', now() - interval '400 days'
         from generate_series(1, $1::int) n
       union all
       select 'load-analyst-' || n, 'Analyst ' || n, 'analyst-' || n || '@${LOAD_EMAIL_DOMAIN}', true, 'analyst',
              now() - interval '500 days', now() - interval '500 days'
         from generate_series(1, $2::int) n
       union all
       select 'load-admin', 'Load Admin', '${loadEmail('admin')}', true, 'admin', now() - interval '500 days',
              now() - interval '500 days'`,
      [sizes.customers, LOAD_ANALYSTS],
    );
    // The hash of one password (better-auth's own scrypt), so every account signs in through the real auth.
    await client.query(
      `insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
       select 'load-account-' || id, id, 'credential', id, $1, created_at, created_at from users where id like 'load-%'`,
      [passwordHash],
    );
    // Their personal organizations and memberships, written by the users' trigger just now, date from the sign-up.
    await client.query(
      `update organizations o set created_at = u.created_at from users u where u.id = o.id and u.id like 'load-%'`,
    );
    await client.query(`update members m set created_at = u.created_at from users u where u.id = m.id and u.id like 'load-%'`);
  });

  // Each customer is their own personal organization (its id the user's) and its owner: the users' insert above,
  // made with the triggers on, wrote those organizations and memberships (migration 0020's trigger), as a sign-up
  // does. The games, purchases and ledger below are the organization's, each done by its customer (actor_id).
  // From here on, as pg_restore --disable-triggers loads a dump: no per-row foreign-key checks (nor triggers: any
  // row a trigger should make, write here). The rows are consistent by construction, and the seed's test checks it.
  // Only a superuser may; anyone else seeds with the checks, more slowly.
  const [role] = (await client.query<{ super: boolean }>('select rolsuper as super from pg_roles where rolname = current_user'))
    .rows;
  if (role?.super) await client.query('SET LOCAL session_replication_role = replica');

  await step('templates into the database', async () => {
    await client.query(
      `create temporary table load_templates on commit drop as
       select * from jsonb_to_recordset($1::jsonb) as t(template int, setup jsonb, report jsonb, engine_version int, plays int)`,
      [
        JSON.stringify(
          templates.map((t, template) => ({
            template,
            setup: t.setup,
            report: t.report,
            engine_version: t.report.engineVersion,
            plays: t.plays.length,
          })),
        ),
      ],
    );
    await client.query(
      `create temporary table load_template_plays on commit drop as
       select * from jsonb_to_recordset($1::jsonb)
         as t(template int, n int, seq float8, period int, video_ms int, clock real, body jsonb)`,
      [
        JSON.stringify(
          templates.flatMap((t, template) => t.plays.map(({ videoMs, ...play }) => ({ template, ...play, video_ms: videoMs }))),
        ),
      ],
    );
  });

  await step('games', async () => {
    // Open games (uploading to in review) arrived in the last three days, uploads still running in the last 20
    // hours (older ones would have been abandoned); delivered and ended games over the year before. Customers
    // are picked by a squared hash of i, so a few (a league's) have hundreds of games and most have a handful.
    await client.query(
      `create temporary table load_games on commit drop as
       select i, ${gameIdSql} as id, status,
              'load-customer-' || (1 + floor($2::int * power(((i::bigint * 2654435761) % 4294967296) / 4294967296.0, 2)))::int
                as organization_id,
              case when status in ('completed', 'in_review') then (i / 50) % ${String(TEMPLATES)} end as template,
              'load-analyst-' || (1 + i % ${String(LOAD_ANALYSTS)}) as analyst_id,
              'load-analyst-' || (1 + (i + 1) % ${String(LOAD_ANALYSTS)}) as reviewer_id,
              case
                when status = 'uploading' then now() - make_interval(mins => i % 1200)
                when status in ('completed', 'failed', 'cancelled')
                  then now() - interval '3 days' - make_interval(secs => ($1::int - i) * 31536000.0 / $1::int)
                else now() - make_interval(secs => ($1::int - i) * 259200.0 / $1::int)
              end as created_at
         from (select i, ${statusCase()} as status from generate_series(1, $1::int) i) numbered`,
      [sizes.games, sizes.customers],
    );
    await client.query(
      `insert into games (id, organization_id, actor_id, name, status, source, upload_id, original_filename, file_size,
         video_url, duration_seconds, upload_completed_at, due_at, analyst_id, claimed_at, setup, setup_revision,
         events_version, submitted_at, reviewer_id, completed_at, ended_at, failure_reason, created_at, updated_at)
       select g.id, g.organization_id, g.organization_id,
              'Round ' || (1 + g.i % 30) || ' vs ' || (array['Harbour Hawks', 'Northside Tigers', 'Valley Vipers',
                'Coast Comets', 'Metro Magic', 'River Rapids', 'Hill Hornets', 'Bay Breakers'])[1 + g.i % 8],
              g.status,
              case when g.status = 'uploading' then 'file' else 'url' end,
              case when g.status = 'uploading' then 'load-upload-' || g.i end,
              case when g.status = 'uploading' then 'round-' || (1 + g.i % 30) || '.mp4' end,
              case when g.status = 'uploading' then 1500000000 + g.i end,
              case when g.status <> 'uploading' then 'https://www.youtube.com/watch?v=load' || lpad(to_hex(g.i), 7, '0') end,
              case when g.status <> 'uploading' then 2400 + g.i % 1200 end,
              case when g.status <> 'uploading' then g.created_at + interval '10 minutes' end,
              case when g.status <> 'uploading' then g.created_at + interval '1 day 10 minutes' end,
              case when g.status in ('in_analysis', 'in_review', 'completed') then g.analyst_id end,
              case when g.status in ('in_analysis', 'in_review', 'completed') then g.created_at + interval '2 hours' end,
              t.setup,
              case when t.setup is null then 0 else 1 end,
              coalesce(t.plays, 0),
              case when g.status in ('in_review', 'completed') then g.created_at + interval '6 hours' end,
              case when g.status = 'completed' then g.reviewer_id end,
              case when g.status = 'completed' then g.created_at + interval '8 hours' end,
              case when g.status in ('failed', 'cancelled') then g.created_at + interval '1 hour' end,
              case g.status when 'failed' then $1 when 'cancelled' then 'Cancelled at the customer''s request' end,
              g.created_at,
              g.created_at + interval '8 hours'
         from load_games g left join load_templates t on t.template = g.template`,
      [PREPARE_FAILED_MESSAGE],
    );
  });

  // Games in order, each game's plays together: both indexes of game_events grow at their right edge.
  const plays = await step('plays', async () => {
    const inserted = await client.query(
      `insert into game_events (id, game_id, seq, period, video_ms, clock, body, revision, created_by, updated_by,
         created_at, updated_at)
       select ${playIdSql}, g.id, p.seq, p.period, p.video_ms, p.clock, p.body, 1, g.analyst_id, g.analyst_id,
              g.created_at + interval '3 hours', g.created_at + interval '3 hours'
         from load_games g join load_template_plays p on p.template = g.template`,
    );
    return inserted.rowCount ?? 0;
  });

  // The template's report as it is (the database copies the stored value, compressed once per template).
  const boxScores = await step('box scores', async () => {
    const inserted = await client.query(
      `insert into box_scores (game_id, engine_version, report, delivery, delivered_at)
       select g.id, t.engine_version, t.report, 1, g.created_at + interval '8 hours'
         from load_games g join load_templates t on t.template = g.template
        where g.status = 'completed'`,
    );
    return inserted.rowCount ?? 0;
  });

  await step('purchases and the credit ledger', async () => {
    // Each customer bought season packages of 20 games, enough for their games and one more; each game took a
    // credit and each failed or cancelled one gave it back, so every balance is the sum of its ledger.
    await client.query(
      `insert into purchases (organization_id, actor_id, package_type, games_included, unit_amount_cents, amount_cents,
         status, provider, provider_session_id, completed_at, created_at)
       select c.organization_id, c.organization_id, 'season', 20, $1::int, 20 * $1::int, 'completed', 'test',
              'load-session-' || c.organization_id || '-' || s, c.first_at - make_interval(days => s),
              c.first_at - make_interval(days => s)
         from (select o.id as organization_id, count(g.id) as games, coalesce(min(g.created_at), now()) as first_at
                 from organizations o left join load_games g on g.organization_id = o.id
                where o.id like 'load-customer-%' group by o.id) c,
              generate_series(1, ceil((c.games + 1) / 20.0)::int) s`,
      [getPlan('season').pricePerGameCents],
    );
    await client.query(
      `insert into credit_ledger (organization_id, delta, reason, purchase_id, game_id, actor_id, created_at)
       select organization_id, games_included, 'purchase', id, null, null, completed_at from purchases
        where organization_id like 'load-%'
       union all
       select organization_id, -1, 'upload', null, id, organization_id, created_at from load_games
       union all
       select organization_id, 1, 'upload_refund', null, id, null, created_at + interval '1 hour'
         from load_games where status in ('failed', 'cancelled')`,
    );
    await client.query(
      `update organizations o set games_remaining = l.balance
         from (select organization_id, sum(delta)::int as balance from credit_ledger
                where organization_id like 'load-%' group by organization_id) l
        where o.id = l.organization_id`,
    );
  });
  return { plays, boxScores };
}
