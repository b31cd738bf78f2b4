import { CONTACT_LIMITS, MESSAGES } from '@courtside/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, emailOutbox } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

const valid = { name: 'Sam Coach', email: 'sam@club.com.au', subject: 'Season package', message: 'We have 3 teams.' };

describe('POST /api/contact', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ CONTACT_RATE_LIMIT: '3', SUPPORT_EMAIL: 'help@courtside.test' });
  });
  afterEach(async () => t.close());

  const post = (payload: unknown, remoteAddress = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: payload as object,
      remoteAddress,
      headers: { origin: t.config.baseUrl },
    });

  it('stores the message and queues an e-mail to support that replies to the sender', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: MESSAGES.contactSuccess });

    const stored = await t.database.db.select().from(contactMessages);
    expect(stored).toEqual([expect.objectContaining({ ...valid, ip: '203.0.113.7' })]);

    const outbox = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'contact_message'));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: 'help@courtside.test', replyTo: valid.email, status: 'pending' });
    expect(outbox[0]?.subject).toContain(valid.subject);
    expect(outbox[0]?.text).toContain(valid.message);
    expect(outbox[0]?.html).toContain('Sam Coach');
  });

  it('still answers 201 when the job queue is down: the e-mail waits in the outbox for the next cron run', async () => {
    await t.queue.stop();
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'contact_message'))).toHaveLength(1);
  });

  it.each([
    ['name', MESSAGES.nameRequired],
    ['email', MESSAGES.emailRequired],
    ['subject', MESSAGES.subjectRequired],
    ['message', MESSAGES.messageRequired],
  ] as const)('refuses a message without %s, with the field named, and stores nothing', async (field, message) => {
    const { [field]: _missing, ...rest } = valid;
    for (const payload of [rest, { ...valid, [field]: '' }, { ...valid, [field]: '   ' }]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'validation_failed', message, fields: { [field]: message } } });
    }
    expect(await t.database.db.select().from(contactMessages)).toEqual([]);
    expect(await t.database.db.select().from(emailOutbox)).toEqual([]);
  });

  it('refuses an invalid e-mail address', async () => {
    const response = await post({ ...valid, email: 'sam@club' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ email: MESSAGES.emailInvalid });
  });

  it.each(Object.entries(CONTACT_LIMITS))('refuses a %s longer than %i characters', async (field, limit) => {
    const tooLong = field === 'email' ? `${'a'.repeat(limit)}@club.com.au` : 'x'.repeat(limit + 1);
    const response = await post({ ...valid, [field]: tooLong });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', origin: t.config.baseUrl },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBeTypeOf('string');
  });

  it('limits messages per IP address and says when to try again', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post(valid)).statusCode).toBe(201);
    const limited = await post(valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many messages from your address\. Please try again in \d+ minutes\.$/),
      },
    });
    // Another address, another sender: not affected.
    expect((await post({ ...valid, email: 'lee@club.com.au' }, '198.51.100.9')).statusCode).toBe(201);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(4);
  });

  it('limits messages per sender e-mail address, from any IP address, on every server (the count is in Postgres)', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await post({ ...valid, email: 'SAM@club.com.au' }, `198.51.100.${i}`)).statusCode).toBe(201);
    const limited = await post(valid, '198.51.100.50');
    expect(limited.statusCode).toBe(429);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(3);
  });

  it('behind one proxy (TRUST_PROXY=1), counts the address the proxy saw, not one the client wrote', async () => {
    const behind = await createTestApp({ TRUST_PROXY: '1', CONTACT_RATE_LIMIT: '2' });
    try {
      const send = (forwardedFor: string, email: string) =>
        behind.app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: '10.0.0.2',
          headers: { origin: behind.config.baseUrl, 'x-forwarded-for': forwardedFor },
          payload: { ...valid, email },
        });
      // The client forges a new leftmost address each time; the proxy appends the one it really saw.
      expect((await send('1.1.1.1, 203.0.113.50', 'a@club.com.au')).statusCode).toBe(201);
      expect((await send('2.2.2.2, 203.0.113.50', 'b@club.com.au')).statusCode).toBe(201);
      expect((await send('3.3.3.3, 203.0.113.50', 'c@club.com.au')).statusCode).toBe(429);
      const stored = await behind.database.db.select().from(contactMessages);
      expect(stored.map((row) => row.ip)).toEqual(['203.0.113.50', '203.0.113.50']);
    } finally {
      await behind.close();
    }
  });
});
