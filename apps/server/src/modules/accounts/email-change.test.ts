import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailChanges, emailOutbox, users, verifications } from '../../db/schema.js';
import { createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { hashEmailChangeCode, newEmailChangeCode } from './email-change.js';

const PASSWORD = 'a long enough password';

describe('e-mail change codes', () => {
  const secret = 'an auth secret of at least 32 characters';

  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i += 1) expect(newEmailChangeCode()).toMatch(/^\d{6}$/);
  });

  it('are stored as a hash that verifies its own code only', () => {
    const stored = hashEmailChangeCode(secret, '012345');
    expect(hashEmailChangeCode(secret, '012345')).toBe(stored);
    for (const other of ['012346', '12345', '0123450', '112345']) expect(hashEmailChangeCode(secret, other)).not.toBe(stored);
  });

  it('are not stored in clear, nor as a hash anyone can reverse by hashing the million 6-digit codes', () => {
    const stored = hashEmailChangeCode(secret, '012345');
    expect(stored).not.toContain('012345');
    // Reversing an unkeyed hash means hashing every code until one matches; the code being known here, its
    // own unkeyed hashes stand for that search.
    for (const algorithm of ['sha256', 'sha512', 'sha1', 'md5'])
      expect(createHash(algorithm).update('012345').digest('hex')).not.toBe(stored);
    // The key is the server's auth secret: another key gives another hash.
    expect(hashEmailChangeCode('another secret, also long enough to use', '012345')).not.toBe(stored);
  });
});

describe('changing my e-mail address (POST /api/me/email-change, then /confirm)', () => {
  let t: TestApp;
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (cookie: string | null, url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: `10.5.${String(Math.floor(++ip / 250))}.${String(ip % 250)}`,
      headers: { origin: t.config.baseUrl, ...(cookie ? { cookie } : {}) },
      payload,
    });
  const start = (user: TestUser, newEmail: string, password = PASSWORD) =>
    post(user.cookie, '/api/me/email-change', { newEmail, password });
  const confirm = (user: TestUser, code: string) => post(user.cookie, '/api/me/email-change/confirm', { code });
  const signIn = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: `10.6.${String(Math.floor(++ip / 250))}.${String(ip % 250)}`,
      headers: { origin: t.config.baseUrl },
      payload: { email, password: PASSWORD },
    });
  const newCustomer = () => signUpUser(t, `coach-${randomUUID().slice(0, 8)}@example.com`);

  /** The code from the newest e-mail to `address`, as its owner would read it. */
  async function codeSentTo(address: string): Promise<string> {
    const [email] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, address), eq(emailOutbox.kind, 'email_change_code')))
      .orderBy(desc(emailOutbox.createdAt));
    const code = /\b(\d{6})\b/.exec(email?.text ?? '')?.[1];
    if (!code) throw new Error(`no code was sent to ${address}`);
    return code;
  }
  const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('moves the account to the new address once the code sent there comes back; the old address is told', async () => {
    const user = await newCustomer();
    const started = await start(user, 'New.Address@Example.com');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ newEmail: 'new.address@example.com', expiresAt: expect.any(String) });
    const minutes = (new Date(started.json().expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    const code = await codeSentTo('new.address@example.com');
    // The code is not kept in clear: only a hash that the right code, and no other, matches.
    const [pending] = await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(pending).toMatchObject({
      newEmail: 'new.address@example.com',
      codeHash: hashEmailChangeCode(t.config.authSecret, code),
      attempts: 0,
    });
    expect(JSON.stringify(pending)).not.toContain(code);

    const confirmed = await confirm(user, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: 'new.address@example.com' });

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: 'new.address@example.com', emailVerified: true });
    expect(await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id))).toEqual([]);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.json().user.email).toBe('new.address@example.com');

    const notice = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.kind, 'email_changed')));
    expect(notice).toHaveLength(1);
    expect(notice[0]?.text).toContain('was changed to new.address@example.com');

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.email_changed'), eq(auditLog.targetId, user.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: user.id,
        actorRole: 'customer',
        targetType: 'user',
        // No address: the audit log outlives the account. The notice to the old address is named instead.
        details: { noticeId: notice[0]?.id },
      }),
    ]);
    expect(JSON.stringify(audit[0]?.details)).not.toMatch(/@/);

    expect((await signIn('new.address@example.com')).statusCode).toBe(200);
    expect((await signIn(user.email)).statusCode).not.toBe(200);
  });

  it("drops a password reset code sent to the old address, which would otherwise reset the address's next account", async () => {
    const user = await newCustomer();
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-otp/request-password-reset',
      remoteAddress: `10.7.0.${String(++ip % 250)}`,
      headers: { origin: t.config.baseUrl },
      payload: { email: user.email },
    });
    expect(requested.statusCode).toBe(200);
    const codesFor = (address: string) =>
      t.database.db
        .select()
        .from(verifications)
        .where(eq(verifications.identifier, `forget-password-otp-${address}`));
    expect(await codesFor(user.email)).toHaveLength(1);
    expect((await start(user, 'moved-on@example.com')).statusCode).toBe(200);
    expect((await confirm(user, await codeSentTo('moved-on@example.com'))).statusCode).toBe(200);
    expect(await codesFor(user.email)).toEqual([]);
  });

  it('needs the current password', async () => {
    const user = await newCustomer();
    const wrong = await start(user, 'other@example.com', 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: 'Incorrect password' });
    expect(await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id))).toEqual([]);
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'other@example.com'))).toEqual([]);
  });

  it('refuses an invalid address and my own address', async () => {
    const user = await newCustomer();
    const invalid = await start(user, 'not-an-address');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({ newEmail: 'Invalid email address' });
    const same = await start(user, user.email.toUpperCase());
    expect(same.json().error.fields).toEqual({ newEmail: 'This is already your e-mail address' });
    expect(await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id))).toEqual([]);
  });

  it('answers an address another account uses as a free one, and tells that address’s owner instead of sending a code', async () => {
    const user = await newCustomer();
    const other = await newCustomer();
    const free = `free-${randomUUID().slice(0, 8)}@example.com`;
    const answers = [await start(user, free), await start(user, other.email.toUpperCase())];
    // The same status, headers and body, address and expiry aside: nothing tells the requester the address is taken.
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]?.json()).toEqual({ newEmail: other.email, expiresAt: expect.any(String) });
    expect(answers[0]?.json()).toEqual({ newEmail: free, expiresAt: expect.any(String) });
    expect(answers[1]?.headers['content-type']).toBe(answers[0]?.headers['content-type']);
    // The same flow follows: a change waits for a code, as for any address.
    const [pending] = await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(pending).toMatchObject({ newEmail: other.email, attempts: 0 });

    // No code goes to the taken address; its owner is told, once an hour however often someone tries.
    await start(user, other.email);
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, other.email));
    expect(mail.map((email) => email.kind)).toEqual(['email_change_taken']);
    expect(mail[0]?.subject).toBe('This address already has a Courtside account');
    expect(mail[0]?.text).toContain('This address already has its own Courtside account, so no code was sent');
    expect(mail[0]?.text).not.toMatch(/\b\d{6}\b/);
    expect(mail[0]?.text).not.toContain(user.email);

    // Codes tried for it fail as wrong codes do, and the third ends the change; the account keeps its address.
    for (const code of ['000000', '111111'])
      expect((await confirm(user, code)).json().error.fields).toEqual({ code: 'Invalid code' });
    expect((await confirm(user, '222222')).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });

  it('never moves an account to an address another account uses, even with the right code', async () => {
    const user = await newCustomer();
    const other = await newCustomer();
    expect((await start(user, other.email)).statusCode).toBe(200);
    // Say the code was guessed: confirming checks the address again, and the change ends.
    await t.database.db
      .update(emailChanges)
      .set({ codeHash: hashEmailChangeCode(t.config.authSecret, '123456') })
      .where(eq(emailChanges.userId, user.id));
    const refused = await confirm(user, '123456');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ newEmail: 'This e-mail address is already in use' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
    expect(await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id))).toEqual([]);
  });

  it('ends the change after 3 wrong codes: even the right code no longer works', async () => {
    const user = await newCustomer();
    await start(user, 'three@example.com');
    const code = await codeSentTo('three@example.com');

    const first = await confirm(user, wrongCodeFor(code));
    expect(first.statusCode).toBe(400);
    expect(first.json().error.fields).toEqual({ code: 'Invalid code' });
    expect((await confirm(user, wrongCodeFor(code))).statusCode).toBe(400);
    const third = await confirm(user, wrongCodeFor(code));
    expect(third.statusCode).toBe(403);
    // The change is over and a new one may start at once: the answer says so, not "try again later".
    const cancelled =
      'That was the third wrong code, so this e-mail change was cancelled. You can start again now: we will send a new code.';
    expect(third.json().error).toMatchObject({ code: 'max_attempts', message: cancelled, fields: { code: cancelled } });

    const late = await confirm(user, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields.code).toBe('There is no e-mail change waiting for a code. Please start again.');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);

    // Starting again works at once, and its code moves the account.
    expect((await start(user, 'three@example.com')).statusCode).toBe(200);
    expect((await confirm(user, await codeSentTo('three@example.com'))).json()).toEqual({ email: 'three@example.com' });
  });

  it('refuses an expired code', async () => {
    const user = await newCustomer();
    await start(user, 'late@example.com');
    const code = await codeSentTo('late@example.com');
    await t.database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, user.id));

    const expired = await confirm(user, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.fields).toEqual({ code: 'This code has expired. Please request a new one.' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });

  it('replaces an earlier pending change: the newest code is the one kept, and a resend starts the attempts afresh', async () => {
    const user = await newCustomer();
    await start(user, 'first@example.com');
    const firstCode = await codeSentTo('first@example.com');
    expect((await confirm(user, wrongCodeFor(firstCode))).statusCode).toBe(400);

    await start(user, 'second@example.com');
    const secondCode = await codeSentTo('second@example.com');
    const [pending] = await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(pending).toMatchObject({
      newEmail: 'second@example.com',
      codeHash: hashEmailChangeCode(t.config.authSecret, secondCode),
      attempts: 0,
    });
    expect(await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id))).toHaveLength(1);

    expect((await confirm(user, secondCode)).json()).toEqual({ email: 'second@example.com' });
  });

  it('refuses the change when another account took the address while the code was on its way', async () => {
    const user = await newCustomer();
    await start(user, 'contested@example.com');
    const code = await codeSentTo('contested@example.com');
    await signUpUser(t, 'contested@example.com');

    const refused = await confirm(user, code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ newEmail: 'This e-mail address is already in use' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });

  it('limits how many codes one account can ask for', async () => {
    const user = await newCustomer();
    for (let i = 0; i < t.config.auth.resetCodesPerHour; i += 1)
      expect((await start(user, `try${String(i)}@example.com`)).statusCode).toBe(200);
    const blocked = await start(user, 'one-more@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'one-more@example.com'))).toEqual([]);
  });

  it('is only for a signed-in user', async () => {
    expect((await post(null, '/api/me/email-change', { newEmail: 'x@example.com', password: PASSWORD })).statusCode).toBe(401);
    expect((await post(null, '/api/me/email-change/confirm', { code: '123456' })).statusCode).toBe(401);
  });
});
