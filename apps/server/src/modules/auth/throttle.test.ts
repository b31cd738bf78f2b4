import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottleEvents } from '../../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.js';
import { clientKey, countRecent, pruneThrottleEvents, takeSlot } from './throttle.js';

describe('whom a per-address limit counts', () => {
  it('an IPv4 address as it is, also written as IPv6; an IPv6 address by its /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('not an address')).toBe('not an address');
  });
});

describe('auth throttles', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.drop());

  it('grants exactly max slots to a burst of concurrent requests', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => takeSlot(database.db, 'burst', { max: 5, seconds: 60 })));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await countRecent(database.db, 'burst', 60)).toBe(5);
  });

  it('counts only events inside the window, and prunes day-old ones', async () => {
    await database.db
      .insert(authThrottleEvents)
      .values([
        { bucket: 'window', createdAt: sql`now() - interval '2 hours'` },
        { bucket: 'window', createdAt: sql`now() - interval '2 days'` },
        { bucket: 'window' },
      ]);
    expect(await countRecent(database.db, 'window', 3600)).toBe(1);
    expect(await countRecent(database.db, 'window', 3 * 86_400)).toBe(3);
    await pruneThrottleEvents(database.db);
    expect(await countRecent(database.db, 'window', 3 * 86_400)).toBe(2);
  });
});
