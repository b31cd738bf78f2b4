import net from 'node:net';
import { once } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, isDatabaseUnavailable } from '../../db/client.js';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.js';
import { LockConnectionLost, LockTimeout, PgLocker, retryDelayMs, uploadLockKey } from './pg-locker.js';

const never = new AbortController().signal;
const uploadId = (n: number) => n.toString(16).padStart(32, '0');

describe('the upload lock key', () => {
  it('is one 64-bit key per upload id, the same in every process', () => {
    const keys = new Set(Array.from({ length: 1000 }, (_, n) => uploadLockKey(uploadId(n))));
    expect(keys.size).toBe(1000);
    expect(uploadLockKey(uploadId(7))).toBe(uploadLockKey(uploadId(7)));
    for (const key of keys) {
      expect(BigInt(key) >= -(2n ** 63n) && BigInt(key) < 2n ** 63n).toBe(true);
    }
  });

  it('retries quickly at first and then every 250 ms at most', () => {
    expect(retryDelayMs(0)).toBe(10);
    expect(retryDelayMs(3)).toBeGreaterThan(retryDelayMs(2));
    expect(retryDelayMs(50)).toBe(250);
  });
});

/**
 * A TCP proxy to the database at `url` whose connections can be made to stop passing bytes without closing,
 * as a half-open connection (a NAT that forgot it, a failover) does. Connections made after that pass again.
 */
async function freezableProxy(url: string) {
  const target = new URL(url);
  const sockets: net.Socket[] = [];
  const pairs: [net.Socket, net.Socket][] = [];
  const server = net.createServer((inbound) => {
    const outbound = net.connect(Number(target.port), target.hostname);
    for (const [from, to] of [
      [inbound, outbound],
      [outbound, inbound],
    ] as const) {
      from.pipe(to);
      from.on('error', () => to.destroy());
    }
    sockets.push(inbound, outbound);
    pairs.push([inbound, outbound]);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as net.AddressInfo).port);
  return {
    url: proxied.toString(),
    freeze() {
      for (const [inbound, outbound] of pairs.splice(0)) {
        inbound.unpipe(outbound).pause();
        outbound.unpipe(inbound).pause();
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

/** Two servers on one database: each its own pool and its own locker, as two processes would have. */
describe('the Postgres upload locker, as two servers on one database', () => {
  let database: TestDatabase;
  let poolB: pg.Pool;
  const lockers: PgLocker[] = [];
  const locker = (pool: pg.Pool, acquireTimeoutMs = 5_000) => {
    const made = new PgLocker(pool.options, { acquireTimeoutMs, askEveryMs: 100 });
    lockers.push(made);
    return made;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    poolB = createPool(database.url);
  });
  afterAll(async () => {
    await Promise.all(lockers.map((each) => each.close()));
    await poolB.end();
    await database.drop();
  });

  it('lets one server write an upload at a time; the other asks it to let go, and gets the lock when it does', async () => {
    const a = locker(database.pool);
    const b = locker(poolB);
    const id = uploadId(1);
    const heldByA = a.newLock(id);
    let asked = 0;
    await heldByA.lock(never, async () => {
      // The request on A stops at the first ask, as a PATCH cut by a release request does.
      asked += 1;
      if (asked === 1) await heldByA.unlock();
    });
    const onB = b.newLock(id);
    await onB.lock(never, () => undefined);
    expect(asked).toBeGreaterThanOrEqual(1);
    await onB.unlock();
  });

  it('keeps the lock from the other server while the holder does not let go, and that server gives up (423)', async () => {
    const a = locker(database.pool);
    const b = locker(poolB, 600);
    const id = uploadId(2);
    const heldByA = a.newLock(id);
    let asked = 0;
    await heldByA.lock(never, () => void (asked += 1));
    const error = await b
      .newLock(id)
      .lock(never, () => undefined)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LockTimeout);
    expect(error).toMatchObject({ status_code: 423 });
    expect(asked).toBeGreaterThanOrEqual(2);
    // A's lock never changed hands: B cannot take it now either, but can once A unlocks.
    expect(await b.tryAcquire(id, () => undefined)).toBe(false);
    // A's unlock is sent without waiting for its answer (release() saves a round trip), so B may have to try again.
    await heldByA.unlock();
    await expect.poll(() => b.tryAcquire(id, () => undefined), { timeout: 5_000, interval: 20 }).toBe(true);
    await b.release(id);
  });

  it('keeps two requests in one process apart too (one session could take an advisory lock twice)', async () => {
    const a = locker(database.pool, 400);
    const id = uploadId(3);
    const first = a.newLock(id);
    await first.lock(never, () => undefined);
    await expect(a.newLock(id).lock(never, () => undefined)).rejects.toBeInstanceOf(LockTimeout);
    await first.unlock();
    const second = a.newLock(id);
    await second.lock(never, () => undefined);
    await second.unlock();
  });

  it('does not hold up other uploads', async () => {
    const a = locker(database.pool);
    const b = locker(poolB, 300);
    const first = a.newLock(uploadId(4));
    await first.lock(never, () => undefined);
    const other = b.newLock(uploadId(5));
    await other.lock(never, () => undefined);
    await Promise.all([first.unlock(), other.unlock()]);
  });

  it('frees the locks of a server that died (its session ended), and tells its requests they no longer hold them', async () => {
    const a = locker(database.pool);
    const b = locker(poolB);
    const id = uploadId(6);
    let cut = 0;
    const heldByA = a.newLock(id);
    await heldByA.lock(never, () => void (cut += 1));
    // The crash as Postgres sees it: the session is gone, and with it its advisory locks.
    const key = BigInt.asUintN(64, BigInt(uploadLockKey(id)));
    const { rowCount } = await database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_locks
        WHERE locktype = 'advisory' AND objsubid = 1 AND classid = $1 AND objid = $2
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [String(key >> 32n), String(key & 0xffffffffn)],
    );
    expect(rowCount).toBe(1);
    const onB = b.newLock(id);
    await onB.lock(never, () => undefined);
    expect(cut).toBeGreaterThanOrEqual(1);
    // A's request ends afterwards without touching B's lock, and A can lock again once B lets go.
    await heldByA.unlock();
    expect(await a.tryAcquire(id, () => undefined)).toBe(false);
    await onB.unlock();
    const again = a.newLock(id);
    await again.lock(never, () => undefined);
    await again.unlock();
  });

  it('stops waiting when the request waiting for it goes away', async () => {
    const a = locker(database.pool);
    // A wait longer than the test's own timeout: only the abort can end it.
    const b = locker(poolB, 10 * 60_000);
    const id = uploadId(7);
    const gone = new AbortController();
    const heldByA = a.newLock(id);
    // The client goes away once B is waiting (it has asked A to let go, which A ignores).
    await heldByA.lock(never, () => gone.abort());
    await expect(b.newLock(id).lock(gone.signal, () => undefined)).rejects.toBeInstanceOf(LockTimeout);
    await heldByA.unlock();
  });

  it('gives up a lock connection that stops answering: waiters get a 503 error, not a hang; holders are cut; it reconnects', async () => {
    const proxy = await freezableProxy(database.url);
    // A wait longer than the test's own timeout: only the lost connection can end it.
    const a = new PgLocker(
      { ...database.pool.options, connectionString: proxy.url },
      { queryTimeoutMs: 300, acquireTimeoutMs: 10 * 60_000 },
    );
    lockers.push(a);
    try {
      let cut = 0;
      const held = a.newLock(uploadId(9));
      await held.lock(never, () => void (cut += 1));
      proxy.freeze();
      const error = await a
        .newLock(uploadId(10))
        .lock(never, () => undefined)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(LockConnectionLost);
      // The errors plugin answers it with 503 (Courtside briefly unavailable), and the client tries again.
      expect(isDatabaseUnavailable(error)).toBe(true);
      // The request writing under the lost session stops; what it wrote stays, and its client resumes.
      expect(cut).toBe(1);
      await held.unlock();
      // The next request opens a new connection (the proxy passes new ones) and takes its lock.
      const again = a.newLock(uploadId(10));
      await again.lock(never, () => undefined);
      await again.unlock();
    } finally {
      await proxy.close();
    }
  });

  it('lets go of everything when closed', async () => {
    const a = new PgLocker(database.pool.options);
    const b = locker(poolB);
    const id = uploadId(8);
    await a.newLock(id).lock(never, () => undefined);
    await a.close();
    const onB = b.newLock(id);
    await onB.lock(never, () => undefined);
    await onB.unlock();
  });
});
