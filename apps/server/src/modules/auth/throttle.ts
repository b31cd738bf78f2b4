import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Database, Executor } from '../../db/client.js';
import { authThrottleEvents } from '../../db/schema.js';

export interface Window {
  max: number;
  seconds: number;
}

/**
 * Whom a per-address limit counts, for a request from `ip`: an IPv4 address as it is, an IPv6 address by its /64. A
 * home line or a phone is given a whole /64 and may take a new address from it for every request, so counted one
 * address at a time, a per-address limit would not limit it at all. An IPv4 address written as IPv6 (::ffff:a.b.c.d)
 * is that IPv4 address; what is no address is counted as written.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toNormalizedString()}/64`);
  return `${network.toString()}/64`;
}

/** The bucket of a per-address limit (`scope`) for a request from `ip`: counted by `clientKey`, as every such limit is. */
export function addressBucket(scope: string, ip: string): string {
  return `${scope}:${clientKey(ip)}`;
}

/**
 * Counts one event in `bucket` unless the bucket already holds `max` events within the window; answers
 * whether it was counted. An advisory lock per bucket makes check-and-count atomic across servers.
 */
export async function takeSlot(db: Database, bucket: string, window: Window): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}))`);
    const used = await countRecent(tx, bucket, window.seconds);
    if (used >= window.max) return false;
    await tx.insert(authThrottleEvents).values({ bucket });
    return true;
  });
}

/** Records one event in `bucket`, whatever the count. */
export async function recordEvent(db: Database, bucket: string): Promise<void> {
  await db.insert(authThrottleEvents).values({ bucket });
}

/** Events in `bucket` within the last `seconds`. */
export async function countRecent(db: Executor, bucket: string, seconds: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authThrottleEvents)
    .where(
      and(
        eq(authThrottleEvents.bucket, bucket),
        gt(authThrottleEvents.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return row?.n ?? 0;
}

/** When each event in `bucket` within the last `seconds` happened, oldest first. */
export async function recentEvents(db: Executor, bucket: string, seconds: number): Promise<Date[]> {
  const rows = await db
    .select({ at: authThrottleEvents.createdAt })
    .from(authThrottleEvents)
    .where(
      and(
        eq(authThrottleEvents.bucket, bucket),
        gt(authThrottleEvents.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .orderBy(asc(authThrottleEvents.createdAt));
  return rows.map((row) => row.at);
}

/** Forgets old events; the longest window is an hour. */
export async function pruneThrottleEvents(db: Database): Promise<void> {
  await db.delete(authThrottleEvents).where(sql`${authThrottleEvents.createdAt} < now() - interval '1 day'`);
}
