import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';

/**
 * A logical dump of Courtside's own tables, taken in one snapshot, and its loading into an empty database.
 *
 * Why not pg_dump: the embedded Postgres package ships initdb, pg_ctl and postgres only, and a pg_dump must
 * be at least as new as the server it dumps (a system pg_dump 15 refuses the embedded 18). This needs no
 * binary at all, works the same against DATABASE_URL, and restores into any Postgres 14+ (an embedded
 * cluster's backup can move to a managed one). The schema is not dumped: it is the migrations', and the
 * restore replays them up to the level the backup was taken at before loading the rows.
 *
 * What is not dumped: pg-boss's schema (every job is a sweep of our own tables, triggered without a payload
 * and scheduled by the workers at start, so nothing is lost) and drizzle's migration log (replayed).
 */

/** Our tables live here; pgboss and drizzle keep their own schemas. */
const SCHEMA = 'public';
/** Rows fetched from the cursor, and rows inserted, at a time: bounded memory whatever a table's size. */
const BATCH_ROWS = 2_000;

export interface DumpedTable {
  name: string;
  rows: number;
  /** Relative to the backup directory: one JSON object per line (`to_jsonb` of the row), gzipped. */
  file: string;
  sha256: string;
}

export interface DumpedSequence {
  name: string;
  value: string;
  isCalled: boolean;
}

export interface DatabaseDump {
  /** `created_at` of each applied migration (drizzle's record: the journal's `when`), oldest first. */
  migrations: number[];
  tables: DumpedTable[];
  sequences: DumpedSequence[];
}

/**
 * Whether `relative` (a manifest's path, `/`-separated) stays where it is put: not absolute or empty, with
 * no `.` or `..` segment, backslash or NUL. A manifest is only a file in the backup: one altered by hand (or
 * by anyone) must not make a restore read or write outside its places.
 */
export function isPlainRelative(relative: unknown): relative is string {
  if (typeof relative !== 'string' || /[\\\0]/.test(relative)) return false;
  return relative.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** `relative` resolved inside `root`, or undefined when it is not a plain relative path that stays there. */
export function resolveInside(root: string, relative: unknown): string | undefined {
  if (!isPlainRelative(relative)) return undefined;
  const base = path.resolve(root);
  const resolved = path.resolve(base, ...relative.split('/'));
  return resolved.startsWith(base + path.sep) ? resolved : undefined;
}

/** A dumped table's rows file inside the backup: one file directly under `database/`, or undefined. */
export function tableFilePath(directory: string, file: unknown): string | undefined {
  if (typeof file !== 'string' || !/^database\/[^/]+$/.test(file)) return undefined;
  return resolveInside(directory, file);
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (name: string) => `${quoteIdent(SCHEMA)}.${quoteIdent(name)}`;

/**
 * Writes every table of ours under `directory/database/` from one REPEATABLE READ snapshot, as pg_dump
 * does: rows committed while the dump runs are all in it or all out of it, table by table alike.
 */
export async function dumpDatabase(client: pg.Client, directory: string): Promise<DatabaseDump> {
  await mkdir(path.join(directory, 'database'), { recursive: true });
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  try {
    const migrations = await appliedMigrations(client);
    const names = (
      await client.query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
        [SCHEMA],
      )
    ).rows.map((row) => row.name);
    const tables: DumpedTable[] = [];
    for (const name of names) tables.push(await dumpTable(client, directory, name));
    const sequences = (
      await client.query<{ name: string; value: string; isCalled: boolean }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = $1 and c.relkind = 'S' order by c.relname`,
        [SCHEMA],
      )
    ).rows;
    const dumpedSequences: DumpedSequence[] = [];
    for (const { name } of sequences) {
      const [state] = (
        await client.query<{ value: string; isCalled: boolean }>(
          `select last_value::text as value, is_called as "isCalled" from ${qualified(name)}`,
        )
      ).rows;
      if (state) dumpedSequences.push({ name, ...state });
    }
    await client.query('COMMIT');
    return { migrations, tables, sequences: dumpedSequences };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

async function appliedMigrations(client: pg.Client): Promise<number[]> {
  const exists = await client.query(
    `select 1 from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`,
  );
  if (exists.rowCount === 0) return [];
  const { rows } = await client.query<{ created: string }>(
    'select created_at::text as created from drizzle.__drizzle_migrations order by created_at',
  );
  return rows.map((row) => Number(row.created));
}

async function dumpTable(client: pg.Client, directory: string, name: string): Promise<DumpedTable> {
  const file = path.join('database', `${name}.jsonl.gz`);
  const hash = createHash('sha256');
  let rows = 0;
  const cursor = `dump_${name.replace(/\W/g, '_')}`;
  await client.query(
    `DECLARE ${quoteIdent(cursor)} NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS row FROM ${qualified(name)} t`,
  );
  async function* lines() {
    for (;;) {
      const batch = await client.query<{ row: string }>(`FETCH ${String(BATCH_ROWS)} FROM ${quoteIdent(cursor)}`);
      if (batch.rows.length === 0) return;
      rows += batch.rows.length;
      yield `${batch.rows.map((row) => row.row).join('\n')}\n`;
    }
  }
  async function* hashed(source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      hash.update(chunk);
      yield chunk;
    }
  }
  await pipeline(lines, createGzip(), hashed, createWriteStream(path.join(directory, file), { mode: 0o600 }));
  await client.query(`CLOSE ${quoteIdent(cursor)}`);
  return { name, rows, file, sha256: hash.digest('hex') };
}

/** Our tables that already hold rows, or exist at all: a restore goes into an empty database only. */
export async function existingTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select schemaname || '.' || tablename as name from pg_tables where schemaname in ($1, 'drizzle') order by 1`,
    [SCHEMA],
  );
  return rows.map((row) => row.name);
}

/**
 * Loads a dump into a database whose schema the migrations have just made (at the dump's level), in one
 * transaction: either every row is in, or none. Tables are filled parents first, so every foreign key
 * holds as each row goes in; our triggers (a user's profile made on sign-up) are off meanwhile, since the
 * rows they would write are in the dump already.
 */
export async function loadDatabase(client: pg.Client, directory: string, dump: DatabaseDump): Promise<void> {
  await client.query('BEGIN');
  try {
    const order = await loadingOrder(
      client,
      dump.tables.map((table) => table.name),
    );
    const byName = new Map(dump.tables.map((table) => [table.name, table]));
    for (const name of order) await client.query(`ALTER TABLE ${qualified(name)} DISABLE TRIGGER USER`);
    for (const name of order) {
      const table = byName.get(name);
      if (table) await loadTable(client, directory, table);
    }
    for (const name of order) await client.query(`ALTER TABLE ${qualified(name)} ENABLE TRIGGER USER`);
    for (const sequence of dump.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        qualified(sequence.name),
        sequence.value,
        sequence.isCalled,
      ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** The dumped tables, each after every table it references (Kahn's order over the foreign keys). */
async function loadingOrder(client: pg.Client, names: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = $1 and c.oid <> p.oid`,
    [SCHEMA],
  );
  const present = new Set(names);
  const missing = (await tableNames(client)).filter((name) => !present.has(name));
  if (missing.length > 0) throw new Error(`the backup has no rows file for ${missing.join(', ')}`);
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of rows) parents.get(child)?.add(parent);
  const order: string[] = [];
  while (parents.size > 0) {
    const ready = [...parents].filter(([, needs]) => [...needs].every((parent) => !parents.has(parent))).map(([name]) => name);
    if (ready.length === 0) throw new Error(`tables reference each other in a cycle: ${[...parents.keys()].join(', ')}`);
    for (const name of ready.sort()) {
      order.push(name);
      parents.delete(name);
    }
  }
  return order;
}

async function tableNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition`,
    [SCHEMA],
  );
  return rows.map((row) => row.name);
}

async function loadTable(client: pg.Client, directory: string, table: DumpedTable): Promise<void> {
  // Generated columns are computed again; every other column is taken from the row as dumped.
  const { rows: columns } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [qualified(table.name)],
  );
  const list = columns.map((column) => quoteIdent(column.name)).join(', ');
  const insert = `INSERT INTO ${qualified(table.name)} (${list}) OVERRIDING SYSTEM VALUE
    SELECT ${list} FROM jsonb_populate_recordset(NULL::${qualified(table.name)}, $1::jsonb)`;
  const file = tableFilePath(directory, table.file);
  if (!file) throw new Error(`${table.name}: the manifest names a rows file outside the backup's database/ (${table.file})`);
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  let batch: string[] = [];
  let loaded = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(insert, [`[${batch.join(',')}]`]);
    loaded += batch.length;
    batch = [];
  };
  for await (const line of lines) {
    if (line.length === 0) continue;
    batch.push(line);
    if (batch.length >= BATCH_ROWS) await flush();
  }
  await flush();
  if (loaded !== table.rows)
    throw new Error(`${table.name}: the backup holds ${String(loaded)} rows, its manifest says ${String(table.rows)}`);
}
