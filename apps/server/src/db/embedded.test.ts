import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.js';

async function query(url: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded Postgres', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function tempDataDir() {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'courtside-embedded-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return dir;
  }

  it('keeps its data across a stop and a start', async () => {
    const dataDir = await tempDataDir();
    const first = await startEmbeddedPostgres({ dataDir });
    await query(first.url, "create table kept (value text); insert into kept values ('still here')");
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir });
    cleanups.push(() => second.stop());
    expect(second.started).toBe(true);
    expect(await query(second.url, 'select value from kept')).toEqual([{ value: 'still here' }]);
    // The product's cluster flushes every commit to disk; only the tests' throwaway cluster is told not to.
    expect(await query(second.url, 'show fsync')).toEqual([{ fsync: 'on' }]);
  });

  it('starts with the settings it is given, for that start only', async () => {
    const dataDir = await tempDataDir();
    const throwaway = await startEmbeddedPostgres({ dataDir, settings: { fsync: 'off', full_page_writes: 'off' } });
    expect(
      await query(throwaway.url, "select current_setting('fsync') as fsync, current_setting('full_page_writes') as pages"),
    ).toEqual([{ fsync: 'off', pages: 'off' }]);
    await throwaway.stop();
    const again = await startEmbeddedPostgres({ dataDir });
    cleanups.push(() => again.stop());
    expect(await query(again.url, 'show fsync')).toEqual([{ fsync: 'on' }]);
  });

  it('starts with DATA_DIR inside a private directory (a home directory, mktemp -d)', async () => {
    const privateDir = await tempDataDir();
    await chmod(privateDir, 0o700);
    const postgres = await startEmbeddedPostgres({ dataDir: path.join(privateDir, 'courtside', '.data') });
    cleanups.push(() => postgres.stop());
    expect(await query(postgres.url, 'select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('lets a second server on the same DATA_DIR join the running cluster instead of starting another', async () => {
    const dataDir = await tempDataDir();
    const first = await startEmbeddedPostgres({ dataDir });
    cleanups.push(() => first.stop());
    const second = await startEmbeddedPostgres({ dataDir });
    expect(first.started).toBe(true);
    expect(second.started).toBe(false);
    expect(second.url).toBe(first.url);
    expect(await query(second.url, 'select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('ends up with one cluster when two servers start at once on an empty DATA_DIR', async () => {
    const dataDir = await tempDataDir();
    const both: EmbeddedPostgres[] = await Promise.all([startEmbeddedPostgres({ dataDir }), startEmbeddedPostgres({ dataDir })]);
    cleanups.push(() => both[0]!.stop());
    expect(both.filter((instance) => instance.started)).toHaveLength(1);
    expect(both[0]!.url).toBe(both[1]!.url);
    await query(both[0]!.url, 'create table shared (id int)');
    expect(await query(both[1]!.url, "select to_regclass('shared') is not null as exists")).toEqual([{ exists: true }]);
  });
});
