import { eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, members, organizations, sessions, users, verifications } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { MAX_ATTEMPTS_MESSAGE } from './auth.routes.js';

const password = 'correct horse battery';

/** The cookie header a browser would send back after this response. */
function cookiesOf(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

describe('accounts', () => {
  let t: TestApp;
  let ip = 0;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  // A fresh address for each call unless given, so per-IP limits only bite where a test means them to.
  const post = (url: string, payload: object, options: { cookie?: string; remoteAddress?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth${url}`,
      payload,
      remoteAddress: options.remoteAddress ?? `10.0.${Math.floor(++ip / 250)}.${ip % 250}`,
      headers: { origin: t.config.baseUrl, ...(options.cookie ? { cookie: options.cookie } : {}) },
    });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const signUp = (email: string, organization?: string) =>
    post('/sign-up/email', { name: 'Sam Coach', email, password, ...(organization ? { organization } : {}) });

  it('signs a new user up and in, with a profile of 0 games and their organization, as a customer', async () => {
    const response = await signUp('sam@club.com.au', 'Northside Tigers');
    expect(response.statusCode).toBe(200);
    const cookie = cookiesOf(response);
    const session = response.cookies.find((c) => c.name.includes('session_token'));
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const userId = response.json<{ user: { id: string } }>().user.id;

    const body = (await me(cookie)).json();
    expect(body).toEqual({
      user: expect.objectContaining({ name: 'Sam Coach', email: 'sam@club.com.au', role: 'customer', twoFactorEnabled: false }),
      profile: { gamesRemaining: 0, organization: 'Northside Tigers' },
      // The session acts for their personal organization (its id theirs), of which they are the one owner (their
      // membership's id is theirs too).
      activeOrganization: { id: userId, name: 'Sam Coach', kind: 'personal', role: 'owner', personal: true, memberId: userId },
      organizationCount: 1,
    });
  });

  it('creates the personal organization in the same transaction as the user: no user is ever without one', async () => {
    await signUp('a@club.com.au');
    await signUp('b@club.com.au');
    const userIds = (await t.database.db.select({ id: users.id }).from(users)).map((row) => row.id).sort();
    const personal = await t.database.db
      .select({ id: organizations.id, kind: organizations.kind, gamesRemaining: organizations.gamesRemaining })
      .from(organizations);
    expect(personal.map((row) => row.id).sort()).toEqual(userIds);
    expect(personal.every((row) => row.kind === 'personal' && row.gamesRemaining === 0)).toBe(true);
    // ... with the user as its owner.
    const owners = await t.database.db
      .select({ id: members.id, organizationId: members.organizationId, userId: members.userId, role: members.role })
      .from(members);
    // In the same order as the ids' own sort (code units: localeCompare would put "a" before "B").
    expect(owners.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))).toEqual(
      userIds.map((id) => ({ id, organizationId: id, userId: id, role: 'owner' })),
    );
  });

  it('answers a sign-up with a registered e-mail as for a new one, signs nobody in, and e-mails the owner', async () => {
    const first = await signUp('sam@club.com.au');
    const fresh = await signUp('lee@club.com.au');
    const again = await post('/sign-up/email', {
      name: 'Someone Else',
      email: 'sam@club.com.au',
      password: 'their own password',
    });
    expect(again.statusCode).toBe(fresh.statusCode);
    const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({
      token: body.token,
      user: Object.keys(body.user).sort(),
    });
    expect(shape(again.json())).toEqual(shape(fresh.json()));
    expect(again.json().token).toBeNull();
    expect(again.json().user.id).not.toBe(first.json().user.id);
    // No session: knowing an address signs nobody in to it.
    expect(cookiesOf(again)).not.toContain('session_token');
    expect((await post('/sign-in/email', { email: 'sam@club.com.au', password: 'their own password' })).statusCode).toBe(401);
    expect((await post('/sign-in/email', { email: 'sam@club.com.au', password })).statusCode).toBe(200);

    const notices = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'account_exists'));
    expect(notices).toEqual([
      expect.objectContaining({ to: 'sam@club.com.au', subject: 'You already have a Courtside account' }),
    ]);
    expect(notices[0]?.text).toContain(`${t.config.baseUrl}/forgot-password`);
    // Asking again within the hour does not flood the owner's inbox.
    await post('/sign-up/email', { name: 'Someone Else', email: 'SAM@club.com.au', password: 'their own password' });
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'account_exists'))).toHaveLength(1);
    expect(await t.database.db.select().from(users)).toHaveLength(2);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    await signUp('sam@club.com.au');
    const wrongPassword = await post('/sign-in/email', { email: 'sam@club.com.au', password: 'not the password' });
    const unknown = await post('/sign-in/email', { email: 'nobody@club.com.au', password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrongPassword.statusCode);
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it('signs in, answers /api/me, and signs out', async () => {
    await signUp('sam@club.com.au');
    const signIn = await post('/sign-in/email', { email: 'sam@club.com.au', password });
    expect(signIn.statusCode).toBe(200);
    const cookie = cookiesOf(signIn);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await post('/sign-out', {}, { cookie })).statusCode).toBe(200);
    const after = await me(cookie);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ user: null, profile: null });
  });

  it('keeps a session without "remember me" only for the browser session', async () => {
    await signUp('sam@club.com.au');
    const remembered = await post('/sign-in/email', { email: 'sam@club.com.au', password, rememberMe: true });
    const forgotten = await post('/sign-in/email', { email: 'sam@club.com.au', password, rememberMe: false });
    const token = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name.endsWith('session_token'));
    expect(token(remembered)?.maxAge).toBe(t.config.auth.sessionIdleSeconds);
    expect(token(forgotten)?.maxAge).toBeUndefined();
  });

  it('ends a session older than the absolute lifetime, however recently used', async () => {
    const cookie = cookiesOf(await signUp('sam@club.com.au'));
    const old = new Date(Date.now() - (t.config.auth.sessionAbsoluteSeconds + 60) * 1000);
    await t.database.db.update(sessions).set({ createdAt: old });
    expect((await me(cookie)).json().user).toBeNull();
    expect(await t.database.db.select().from(sessions)).toEqual([]);
  });

  it('renews a remembered session while it is used', async () => {
    const cookie = cookiesOf(await signUp('sam@club.com.au'));
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.database.db.update(sessions).set({ expiresAt: soon });
    expect((await me(cookie)).json().user).not.toBeNull();
    const [session] = await t.database.db.select({ expiresAt: sessions.expiresAt }).from(sessions);
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + (t.config.auth.sessionIdleSeconds - 60) * 1000);
  });

  it('refuses an expired session and deletes it', async () => {
    const cookie = cookiesOf(await signUp('sam@club.com.au'));
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await me(cookie)).json().user).toBeNull();
    expect(await t.database.db.select().from(sessions)).toEqual([]);
  });

  it('refuses a session cookie whose signature is not ours, even with a real token', async () => {
    const cookie = cookiesOf(await signUp('sam@club.com.au'));
    const [session] = await t.database.db.select({ token: sessions.token }).from(sessions);
    const forged = cookie.replace(
      /session_token=[^;]+/,
      `session_token=${encodeURIComponent(`${session!.token}.${'A'.repeat(43)}=`)}`,
    );
    expect(forged).not.toBe(cookie);
    expect((await me(forged)).json().user).toBeNull();
    const unsigned = cookie.replace(/session_token=[^;]+/, `session_token=${session!.token}`);
    expect((await me(unsigned)).json().user).toBeNull();
    expect((await me(cookie)).json().user).not.toBeNull();
  });

  it('updates the name and organization of the signed-in user', async () => {
    const cookie = cookiesOf(await signUp('sam@club.com.au', 'Old Club'));
    const update = await post('/update-user', { name: 'Sam Coach Jr', organization: 'Northside Tigers' }, { cookie });
    expect(update.statusCode).toBe(200);
    expect((await me(cookie)).json()).toMatchObject({
      user: { name: 'Sam Coach Jr' },
      profile: { organization: 'Northside Tigers' },
    });
  });

  it('takes only the fields the product sends, as bounded text: no image, no numbers, no 6,000-character names', async () => {
    const cookie = cookiesOf(await signUp('sam@club.com.au'));
    for (const payload of [
      { name: 12345 },
      { name: 'x'.repeat(101) },
      { organization: 'x'.repeat(201) },
      { image: 'https://evil.example/tracker.png' },
      { role: 'admin' },
    ]) {
      const response = await post('/update-user', payload, { cookie });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    expect((await me(cookie)).json().user).toMatchObject({ name: 'Sam Coach', role: 'customer' });
    const longEmail = await post('/email-otp/request-password-reset', { email: `${'a'.repeat(6000)}@club.com.au` });
    expect(longEmail.statusCode).toBe(400);
    expect(longEmail.json().error.message).toBe('Email must be at most 254 characters');
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const here = cookiesOf(await signUp('sam@club.com.au'));
    const elsewhere = cookiesOf(await post('/sign-in/email', { email: 'sam@club.com.au', password }));
    const wrong = await post(
      '/change-password',
      { currentPassword: 'not it at all', newPassword: 'a new password' },
      { cookie: here },
    );
    expect(wrong.statusCode).toBe(400);
    const changed = await post(
      '/change-password',
      { currentPassword: password, newPassword: 'a new password', revokeOtherSessions: true },
      { cookie: here },
    );
    expect(changed.statusCode).toBe(200);
    expect((await me(elsewhere)).json().user).toBeNull();
    expect((await post('/sign-in/email', { email: 'sam@club.com.au', password: 'a new password' })).statusCode).toBe(200);
  });

  describe('password reset by code', () => {
    const resetCode = async (email: string) => {
      const [mail] = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, email))
        .orderBy(emailOutbox.createdAt);
      return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    };
    const latestCode = async (email: string) => {
      const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
      const newest = mails.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
      return /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1] ?? '';
    };

    it('answers an unknown e-mail exactly as a known one, and e-mails a code only to the known one', async () => {
      await signUp('sam@club.com.au');
      const known = await post('/email-otp/request-password-reset', { email: 'sam@club.com.au' });
      const unknown = await post('/email-otp/request-password-reset', { email: 'nobody@club.com.au' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(await resetCode('sam@club.com.au')).toMatch(/^\d{6}$/);
      expect(await resetCode('nobody@club.com.au')).toBe('');
    });

    it('stores the code hashed, never as sent', async () => {
      await signUp('sam@club.com.au');
      await post('/email-otp/request-password-reset', { email: 'sam@club.com.au' });
      const code = await resetCode('sam@club.com.au');
      const stored = await t.database.db.select({ value: verifications.value }).from(verifications);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.value).not.toContain(code);
    });

    it('resets the password with the code, once, and ends every session', async () => {
      const session = cookiesOf(await signUp('sam@club.com.au'));
      await post('/email-otp/request-password-reset', { email: 'sam@club.com.au' });
      const otp = await resetCode('sam@club.com.au');
      const reset = await post('/email-otp/reset-password', { email: 'sam@club.com.au', otp, password: 'a brand new password' });
      expect(reset.statusCode).toBe(200);
      expect((await me(session)).json().user).toBeNull();
      expect((await post('/sign-in/email', { email: 'sam@club.com.au', password: 'a brand new password' })).statusCode).toBe(200);

      const reused = await post('/email-otp/reset-password', { email: 'sam@club.com.au', otp, password: 'yet another password' });
      expect(reused.statusCode).toBe(400);
    });

    it('refuses an expired code', async () => {
      await signUp('sam@club.com.au');
      await post('/email-otp/request-password-reset', { email: 'sam@club.com.au' });
      const otp = await resetCode('sam@club.com.au');
      await t.database.db.execute(
        (await import('drizzle-orm')).sql`update verifications set expires_at = now() - interval '1 minute'`,
      );
      const response = await post('/email-otp/reset-password', {
        email: 'sam@club.com.au',
        otp,
        password: 'a brand new password',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('This reset code has expired. Please request a new one.');
    });

    it('counts down wrong codes and locks at the third, even after asking for a new code', async () => {
      await signUp('sam@club.com.au');
      await post('/email-otp/request-password-reset', { email: 'sam@club.com.au' });
      const attempt = (otp: string) =>
        post('/email-otp/reset-password', { email: 'sam@club.com.au', otp, password: 'a brand new password' });

      const first = await attempt('000000');
      expect(first.statusCode).toBe(400);
      expect(first.json().error).toMatchObject({ message: 'Invalid reset code', attemptsLeft: 2 });
      expect((await attempt('000001')).json().error.attemptsLeft).toBe(1);

      // A new code does not buy new guesses.
      await post('/email-otp/request-password-reset', { email: 'sam@club.com.au' });
      const third = await attempt('000002');
      expect(third.statusCode).toBe(403);
      expect(third.json().error.message).toBe(MAX_ATTEMPTS_MESSAGE);

      const rightCodeTooLate = await attempt(await latestCode('sam@club.com.au'));
      expect(rightCodeTooLate.statusCode).toBe(403);
      expect((await post('/sign-in/email', { email: 'sam@club.com.au', password: 'a brand new password' })).statusCode).toBe(401);
    });

    it('while the wrong-code budget is spent, mails no new code and says when to try again', async () => {
      await signUp('sam@club.com.au');
      await post('/email-otp/request-password-reset', { email: 'sam@club.com.au' });
      for (const otp of ['000000', '000001', '000002'])
        await post('/email-otp/reset-password', { email: 'sam@club.com.au', otp, password: 'a brand new password' });
      const mailsBefore = (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'sam@club.com.au'))).length;

      const again = await post('/email-otp/request-password-reset', { email: 'sam@club.com.au' });
      expect(again.statusCode).toBe(403);
      const { error } = again.json<{ error: { code: string; message: string; retryAt: string } }>();
      expect(error).toMatchObject({ code: 'max_attempts', message: MAX_ATTEMPTS_MESSAGE });
      // An hour after the first wrong code, give or take the test's own run time.
      const wait = new Date(error.retryAt).getTime() - Date.now();
      expect(wait).toBeGreaterThan(59 * 60_000);
      expect(wait).toBeLessThanOrEqual(60 * 60_000);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(59 * 60);
      const mailsAfter = (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'sam@club.com.au'))).length;
      expect(mailsAfter).toBe(mailsBefore);

      // An unknown address whose budget is spent answers alike: the lock tells nothing of the account.
      for (const otp of ['000000', '000001', '000002'])
        await post('/email-otp/reset-password', { email: 'nobody@club.com.au', otp, password: 'a brand new password' });
      const unknown = await post('/email-otp/request-password-reset', { email: 'nobody@club.com.au' });
      expect(unknown.statusCode).toBe(403);
      expect(unknown.json().error.code).toBe('max_attempts');
    });

    it('sends at most three codes per address per hour', async () => {
      await signUp('sam@club.com.au');
      for (let i = 0; i < 3; i += 1) {
        expect((await post('/email-otp/request-password-reset', { email: 'sam@club.com.au' })).statusCode).toBe(200);
      }
      const fourth = await post('/email-otp/request-password-reset', { email: 'sam@club.com.au' });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
      // Unknown addresses are limited alike, so the answer tells nothing.
      for (let i = 0; i < 3; i += 1) await post('/email-otp/request-password-reset', { email: 'nobody@club.com.au' });
      expect((await post('/email-otp/request-password-reset', { email: 'nobody@club.com.au' })).statusCode).toBe(429);
    });
  });

  describe('two-factor authentication', () => {
    it('turns on with a verified TOTP code, then asks for a code at sign-in; a backup code works once', async () => {
      let cookie = cookiesOf(await signUp('sam@club.com.au'));
      const enable = await post('/two-factor/enable', { password }, { cookie });
      expect(enable.statusCode).toBe(200);
      const { totpURI, backupCodes } = enable.json<{ totpURI: string; backupCodes: string[] }>();
      const totp = new TOTP({ secret: new URL(totpURI).searchParams.get('secret') ?? '' });
      // Not on until a code from the app proves the secret was stored.
      expect((await me(cookie)).json().user.twoFactorEnabled).toBe(false);
      const verified = await post('/two-factor/verify-totp', { code: totp.generate() }, { cookie });
      expect(verified.statusCode).toBe(200);
      // Turning it on renews the session, as a browser would follow.
      cookie = cookiesOf(verified) || cookie;
      expect((await me(cookie)).json().user.twoFactorEnabled).toBe(true);

      const firstStep = await post('/sign-in/email', { email: 'sam@club.com.au', password });
      expect(firstStep.json()).toMatchObject({ twoFactorRedirect: true });
      const pending = cookiesOf(firstStep);
      expect((await me(pending)).json().user).toBeNull();
      const wrong = await post('/two-factor/verify-totp', { code: '000000' }, { cookie: pending });
      expect(wrong.statusCode).toBe(401);
      const signedIn = await post('/two-factor/verify-totp', { code: totp.generate() }, { cookie: pending });
      expect(signedIn.statusCode).toBe(200);
      expect((await me(cookiesOf(signedIn))).json().user.email).toBe('sam@club.com.au');

      const viaBackup = async () => {
        const step = await post('/sign-in/email', { email: 'sam@club.com.au', password });
        return post('/two-factor/verify-backup-code', { code: backupCodes[0] }, { cookie: cookiesOf(step) });
      };
      expect((await viaBackup()).statusCode).toBe(200);
      expect((await viaBackup()).statusCode).toBe(401);
    });
  });

  describe('rate limits', () => {
    it('limits sign-in attempts per IP address', async () => {
      const limit = t.config.auth.ipLimit;
      for (let i = 0; i < limit; i += 1) {
        await post(
          '/sign-in/email',
          { email: `user${i}@club.com.au`, password: 'x'.repeat(8) },
          { remoteAddress: '203.0.113.5' },
        );
      }
      const limited = await post(
        '/sign-in/email',
        { email: 'other@club.com.au', password: 'x'.repeat(8) },
        { remoteAddress: '203.0.113.5' },
      );
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('rate_limited');
      expect((await post('/sign-in/email', { email: 'other@club.com.au', password: 'x'.repeat(8) })).statusCode).toBe(401);
    });

    it('limits sign-in attempts from one IPv6 /64 as from one address, whichever of its addresses each comes from', async () => {
      // better-auth's own burst guard also counts by /64: set aside, so that it is ours that is seen to limit.
      await t.close();
      t = await createTestApp({ AUTH_BURST_LIMIT: '1000' });
      const limit = t.config.auth.ipLimit;
      const from = (i: number) => ({ remoteAddress: `2001:db8:7:9::${(i + 1).toString(16)}` });
      for (let i = 0; i < limit; i += 1)
        await post('/sign-in/email', { email: `six${String(i)}@club.com.au`, password: 'x'.repeat(8) }, from(i));
      const limited = await post('/sign-in/email', { email: 'six@club.com.au', password: 'x'.repeat(8) }, from(limit));
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('rate_limited');
      const elsewhere = { remoteAddress: '2001:db8:7:a::1' };
      expect((await post('/sign-in/email', { email: 'six@club.com.au', password: 'x'.repeat(8) }, elsewhere)).statusCode).toBe(
        401,
      );
    });

    it('limits sign-in attempts per e-mail address, from any IP', async () => {
      await signUp('sam@club.com.au');
      for (let i = 0; i < t.config.auth.emailLimit; i += 1)
        await post('/sign-in/email', { email: 'sam@club.com.au', password: 'wrong password' });
      const limited = await post('/sign-in/email', { email: 'sam@club.com.au', password });
      expect(limited.statusCode).toBe(429);
    });

    it('limits sign-ups per IP address', async () => {
      for (let i = 0; i < t.config.auth.ipLimit; i += 1)
        await post('/sign-up/email', { name: 'X', email: `n${i}@club.com.au`, password }, { remoteAddress: '203.0.113.9' });
      const limited = await post(
        '/sign-up/email',
        { name: 'X', email: 'last@club.com.au', password },
        { remoteAddress: '203.0.113.9' },
      );
      expect(limited.statusCode).toBe(429);
    });
  });
});
