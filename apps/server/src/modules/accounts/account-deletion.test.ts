import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDirectory } from '../../config.js';
import {
  accounts,
  auditLog,
  boxScores,
  contactMessages,
  creditLedger,
  emailChanges,
  emailOutbox,
  fileDeletions,
  gameEvents,
  games,
  guaranteeRequests,
  organizations,
  purchases,
  sessions,
  shareLinks,
  teamPlayers,
  teams,
  twoFactors,
  users,
} from '../../db/schema.js';
import { approveGame, reviewedGame } from '../../test/games.js';
import { balanceOf, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { finishFileDeletions } from '../storage/file-deletions.js';
import { createLocalStorage } from '../storage/local-storage.js';
import type { Storage } from '../storage/storage.js';
import { createAccountDeletion, deletedEmailOf } from './account-deletion.js';

const PASSWORD = 'a long enough password';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
describe('DELETE /api/me: deleting my account', () => {
  let t: TestApp;
  let admin: TestUser;
  let storage: Storage;
  let emails = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpUser(t, 'admin@courtside.test', { role: 'admin' });
    storage = createLocalStorage(path.join(t.config.dataDir, 'footage'));
  });
  afterAll(() => t.close());

  const call = (cookie: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, ip?: string) =>
    t.app.inject({
      method,
      url,
      ...(ip ? { remoteAddress: ip } : {}),
      headers: { origin: t.config.baseUrl, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const ok = async (cookie: string, method: 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await call(cookie, method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<{ id: string; sessionId: string }>();
  };
  const cookiesOf = (response: LightMyRequestResponse) =>
    response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  const signIn = (email: string, password = PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: `10.9.0.${String(++emails)}`,
      headers: { origin: t.config.baseUrl },
      payload: { email, password },
    });
  const meOf = async (cookie: string) =>
    (await call(cookie, 'GET', '/api/me')).json<{ user: { id: string; email: string; twoFactorEnabled: boolean } | null }>().user;
  const deleteMe = (cookie: string, payload: object) => call(cookie, 'DELETE', '/api/me', payload);
  const newCustomer = () => signUpUser(t, `coach-${randomUUID().slice(0, 8)}@example.com`, { name: 'Sam Coach' });

  async function storeObject(key: string) {
    const file = path.join(t.config.dataDir, `incoming-${randomUUID()}`);
    await writeFile(file, `bytes of ${key}`);
    await storage.putFile(key, file, 'application/octet-stream');
  }
  const stored = async (keys: string[]) => Promise.all(keys.map(async (key) => (await storage.size(key)) !== null));

  /** A customer with a bit of everything: credits, a team with a logo, a delivered game with footage and plays... */
  async function fullAccount(user: TestUser) {
    const { sessionId } = await ok(user.cookie, 'POST', '/api/checkout/sessions', { packageType: 'single', quantity: 3 });
    await ok(user.cookie, 'POST', `/api/checkout/test-sessions/${sessionId}/pay`);
    const team = await ok(user.cookie, 'POST', '/api/teams', { name: 'Northside Tigers', shortName: 'TIG', color: '#f97316' });
    await ok(user.cookie, 'POST', `/api/teams/${team.id}/players`, { number: '7', name: 'Alex Reed' });
    const logo = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${team.id}/logo`,
      headers: { origin: t.config.baseUrl, cookie: user.cookie, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(logo.statusCode).toBe(200);
    const [teamRow] = await t.database.db.select({ logoKey: teams.logoKey }).from(teams).where(eq(teams.id, team.id));

    // A link game in the queue (it took a credit) ...
    const queued = await ok(user.cookie, 'POST', '/api/games', {
      name: 'Tigers vs Lions',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    // ... a file game still uploading, its bytes on disk ...
    const uploadId = randomUUID().replace(/-/g, '');
    const [uploading] = await t.database.db
      .insert(games)
      .values({
        organizationId: user.id,
        actorId: user.id,
        name: 'Half uploaded',
        status: 'uploading',
        source: 'file',
        uploadId,
        fileSize: 100,
      })
      .returning({ id: games.id });
    if (!uploading) throw new Error('no game');
    await mkdir(uploadsDirectory(t.config), { recursive: true });
    const uploadFiles = [
      path.join(uploadsDirectory(t.config), uploadId),
      path.join(uploadsDirectory(t.config), `${uploadId}.json`),
    ];
    for (const file of uploadFiles) await writeFile(file, 'partial');

    // ... and a delivered game with its footage, plays, a share link and a guarantee request.
    const delivered = await reviewedGame(t.database.db, {
      organizationId: user.id,
      actorId: user.id,
      name: 'Tigers vs Hawks',
      source: 'file',
      teamId: team.id,
    });
    const footage = ['original.mp4', 'proxy.mp4', 'poster.jpg'].map((name) => `games/${delivered}/${name}`);
    for (const key of footage) await storeObject(key);
    await t.database.db
      .update(games)
      .set({ storageKey: footage[0], proxyKey: footage[1], posterKey: footage[2] })
      .where(eq(games.id, delivered));
    await approveGame(t, admin, delivered);
    await ok(user.cookie, 'POST', `/api/games/${delivered}/share-links`, { expiresInDays: null });
    await t.database.db.insert(guaranteeRequests).values({
      gameId: delivered,
      organizationId: user.id,
      actorId: user.id,
      kind: 'reprocess',
      reason: 'Missing the last quarter',
    });
    await t.database.db
      .insert(emailChanges)
      .values({ userId: user.id, newEmail: 'new@example.com', codeHash: 'x', expiresAt: new Date(Date.now() + 60_000) });
    const contact = await call(null, 'POST', '/api/contact', {
      name: 'Sam Coach',
      email: user.email,
      subject: 'Hello',
      message: 'A question about my account',
    });
    expect(contact.statusCode).toBeLessThan(300);
    return {
      teamId: team.id,
      logoKey: teamRow?.logoKey ?? '',
      gameIds: [queued.id, uploading.id, delivered],
      deliveredId: delivered,
      footage,
      uploadFiles,
    };
  }

  it('removes personal data and footage at once, keeps purchases and credits anonymised, and confirms by e-mail', async () => {
    const user = await newCustomer();
    const account = await fullAccount(user);
    const otherSession = cookiesOf(await signIn(user.email));
    expect((await meOf(otherSession))?.id).toBe(user.id);
    const purchasesBefore = await t.database.db.select().from(purchases).where(eq(purchases.organizationId, user.id));
    const ledgerBefore = await t.database.db.select().from(creditLedger).where(eq(creditLedger.organizationId, user.id));
    expect(await stored([...account.footage, account.logoKey])).toEqual([true, true, true, true]);

    const response = await deleteMe(user.cookie, { password: PASSWORD });
    expect(response.statusCode).toBe(204);
    // The browser is told to forget its session cookie.
    expect(response.cookies.find((cookie) => cookie.name.endsWith('session_token'))).toMatchObject({ value: '', maxAge: 0 });

    // Signed out everywhere; the old password no longer signs in.
    expect(await meOf(user.cookie)).toBeNull();
    expect(await meOf(otherSession)).toBeNull();
    expect((await call(user.cookie, 'GET', '/api/games')).statusCode).toBe(401);
    expect((await signIn(user.email)).statusCode).not.toBe(200);

    // The user row stays, anonymised, for the purchases and ledger that name it.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      name: 'Deleted user',
      email: deletedEmailOf(user.id),
      organization: null,
      image: null,
      banned: true,
      twoFactorEnabled: false,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    // So does their personal organization (its id theirs), renamed as they are and marked deleted.
    const [personal] = await t.database.db.select().from(organizations).where(eq(organizations.id, user.id));
    expect(personal).toMatchObject({ name: 'Deleted user', kind: 'personal' });
    expect(personal?.deletedAt).toBeInstanceOf(Date);

    // Footage and logo: gone from storage, with the unfinished upload on disk.
    expect(await stored([...account.footage, account.logoKey])).toEqual([false, false, false, false]);
    expect(account.uploadFiles.map((file) => existsSync(file))).toEqual([false, false]);

    // Games (and with them plays, box scores, share links, guarantee requests), teams and rosters: gone.
    const db = t.database.db;
    expect(await db.select().from(games).where(eq(games.organizationId, user.id))).toEqual([]);
    expect(await db.select().from(gameEvents).where(inArray(gameEvents.gameId, account.gameIds))).toEqual([]);
    expect(await db.select().from(boxScores).where(inArray(boxScores.gameId, account.gameIds))).toEqual([]);
    expect(await db.select().from(shareLinks).where(eq(shareLinks.createdBy, user.id))).toEqual([]);
    expect(await db.select().from(guaranteeRequests).where(eq(guaranteeRequests.organizationId, user.id))).toEqual([]);
    expect(await db.select().from(teams).where(eq(teams.organizationId, user.id))).toEqual([]);
    expect(await db.select().from(teamPlayers).where(eq(teamPlayers.teamId, account.teamId))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await db.select().from(accounts).where(eq(accounts.userId, user.id))).toEqual([]);
    expect(await db.select().from(emailChanges).where(eq(emailChanges.userId, user.id))).toEqual([]);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, user.email))).toEqual([]);

    // Purchases and the ledger stay for the accounts; the ledger's game ids are gone with the games; the
    // unused credits stay on the closed account, where nobody can use them.
    expect(await db.select().from(purchases).where(eq(purchases.organizationId, user.id))).toEqual(purchasesBefore);
    const ledgerAfter = await db.select().from(creditLedger).where(eq(creditLedger.organizationId, user.id));
    expect(ledgerAfter).toEqual(ledgerBefore.map((entry) => ({ ...entry, gameId: null })));
    expect(await balanceOf(db, user.id)).toBe(2);

    // One e-mail to the old address remains: the confirmation (the receipt and notices are gone).
    const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mail.map((email) => [email.kind, email.subject])).toEqual([
      ['account_deleted', 'Your Courtside account has been deleted'],
    ]);
    expect(mail[0]?.text).toContain('purchases and your credit history');

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.deleted'), eq(auditLog.targetId, user.id)));
    expect(audit).toEqual([
      expect.objectContaining({ actorId: user.id, actorRole: 'customer', targetType: 'user', details: { games: 3, teams: 1 } }),
    ]);
    expect(JSON.stringify(audit[0]?.details)).not.toContain(user.email);

    // The address is free again: signing up with it makes a new, empty account.
    const again = await signUpUser(t, user.email);
    expect(again.id).not.toBe(user.id);
    expect((await meOf(again.cookie))?.email).toBe(user.email);
    expect(await balanceOf(db, again.id)).toBe(0);
  });

  /** Changes the account's address through the real routes, with the code sent to the new address. */
  async function changeEmail(user: TestUser, newEmail: string) {
    const started = await call(user.cookie, 'POST', '/api/me/email-change', { newEmail, password: PASSWORD });
    expect(started.statusCode, started.body).toBe(200);
    const [codeMail] = await t.database.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, newEmail), eq(emailOutbox.kind, 'email_change_code')));
    const code = /\b(\d{6})\b/.exec(codeMail?.text ?? '')?.[1] ?? '';
    const confirmed = await call(user.cookie, 'POST', '/api/me/email-change/confirm', { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  const writeToUs = async (name: string, email: string, message: string) => {
    const sent = await call(
      null,
      'POST',
      '/api/contact',
      { name, email, subject: 'A question', message },
      `10.66.0.${String(++emails)}`,
    );
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(and(eq(contactMessages.email, email), eq(contactMessages.message, message)));
    if (!row) throw new Error('no contact message');
    return row;
  };
  const requestResetCode = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/email-otp/request-password-reset',
      remoteAddress: `10.67.0.${String(++emails)}`,
      headers: { origin: t.config.baseUrl },
      payload: { email },
    });

  it('leaves no row anywhere naming the person or any address they had, however the address was typed', async () => {
    const db = t.database.db;
    const user = await signUpUser(t, 'coach@example.com', { name: 'Robin Quill' });
    // Under the first address: a receipt, a password reset code, and a contact message typed in capitals,
    // answered by an admin.
    const { sessionId } = await ok(user.cookie, 'POST', '/api/checkout/sessions', { packageType: 'single', quantity: 2 });
    await ok(user.cookie, 'POST', `/api/checkout/test-sessions/${sessionId}/pay`);
    expect((await requestResetCode('coach@example.com')).statusCode).toBe(200);
    const message = await writeToUs('Robin Quill', 'Coach@Example.com', 'Can Robin Quill get an invoice?');
    const replied = await call(admin.cookie, 'POST', `/api/admin/contact-messages/${message.id}/replies`, {
      body: 'Hello Robin Quill, your invoice is attached.',
    });
    expect(replied.statusCode, replied.body).toBe(201);

    // The address changes once; then e-mails go to the new one (a game's receipt and the team's notice).
    await changeEmail(user, 'robin.quill@example.net');
    await ok(user.cookie, 'POST', '/api/games', { name: 'Round 1', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    await writeToUs('Robin Quill', 'Robin.Quill@Example.net', 'Another question');
    const addresses = ['coach@example.com', 'robin.quill@example.net'];
    const outbox = await db.select({ to: emailOutbox.to, replyTo: emailOutbox.replyTo }).from(emailOutbox);
    for (const address of addresses)
      expect(outbox.some((mail) => [mail.to, mail.replyTo].some((to) => to?.toLowerCase() === address))).toBe(true);

    expect((await deleteMe(user.cookie, { password: PASSWORD })).statusCode).toBe(204);

    // The confirmation, on its way to the current address, names nothing else.
    const [confirmation] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'account_deleted'), eq(emailOutbox.to, 'robin.quill@example.net')));
    if (!confirmation) throw new Error('no confirmation');
    expect(`${confirmation.subject} ${confirmation.text} ${confirmation.html}`.toLowerCase()).not.toMatch(
      /coach@example\.com|robin\.quill@|robin quill/,
    );
    const scan = await t.database.pool.query<{ source: string; row: string }>(
      `select 'users' as source, row_to_json(x)::text as row from users x
       union all select 'email_outbox', row_to_json(x)::text from email_outbox x where id <> $1
       union all select 'contact_messages', row_to_json(x)::text from contact_messages x
       union all select 'contact_replies', row_to_json(x)::text from contact_replies x
       union all select 'audit_log', row_to_json(x)::text from audit_log x
       union all select 'credit_ledger', row_to_json(x)::text from credit_ledger x
       union all select 'verifications', row_to_json(x)::text from verifications x
       union all select 'email_changes', row_to_json(x)::text from email_changes x`,
      [confirmation.id],
    );
    const traces = scan.rows.filter(({ row }) =>
      [...addresses, 'robin quill'].some((needle) => row.toLowerCase().includes(needle)),
    );
    expect(traces).toEqual([]);
  });

  it('keeps what a later owner of an address given up received and wrote', async () => {
    const db = t.database.db;
    const leaver = await signUpUser(t, 'first.owner@example.com', { name: 'Kim Leaver' });
    const before = await writeToUs('Kim Leaver', 'first.owner@example.com', 'Written before the change');
    await changeEmail(leaver, 'kim.moved@example.com');
    // The address is free again: someone else signs up with it, buys and writes to us.
    const next = await signUpUser(t, 'first.owner@example.com', { name: 'Lee Next' });
    const { sessionId } = await ok(next.cookie, 'POST', `/api/checkout/sessions`, { packageType: 'single', quantity: 1 });
    await ok(next.cookie, 'POST', `/api/checkout/test-sessions/${sessionId}/pay`);
    const after = await writeToUs('Lee Next', 'First.Owner@example.com', 'Written by the next owner');

    expect((await deleteMe(leaver.cookie, { password: PASSWORD })).statusCode).toBe(204);

    const messages = await db.select({ id: contactMessages.id }).from(contactMessages);
    expect(messages).toContainEqual({ id: after.id });
    expect(messages).not.toContainEqual({ id: before.id });
    const mail = await db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'first.owner@example.com'));
    expect(mail.map(({ kind }) => kind)).toEqual(['purchase_receipt']);
    expect((await meOf(next.cookie))?.email).toBe('first.owner@example.com');
  });

  it('refuses a wrong or missing password with the field named, and changes nothing', async () => {
    const user = await newCustomer();
    const wrong = await deleteMe(user.cookie, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: 'Incorrect password' });
    const missing = await deleteMe(user.cookie, { password: '' });
    expect(missing.json().error.fields).toEqual({ password: 'Password is required' });

    expect((await meOf(user.cookie))?.email).toBe(user.email);
    expect((await signIn(user.email)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.deletedAt).toBeNull();
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, user.id))).toEqual([]);
  });

  it('waits while a checkout is open: a payment landing on a deleted account would buy nothing', async () => {
    const user = await newCustomer();
    const { sessionId } = await ok(user.cookie, 'POST', '/api/checkout/sessions', { packageType: 'single', quantity: 2 });
    const open = await deleteMe(user.cookie, { password: PASSWORD });
    expect(open.statusCode).toBe(409);
    expect(open.json().error).toEqual({
      code: 'payment_open',
      message:
        'A checkout of yours is still open, or its payment is still being processed. Delete your account once that is settled.',
    });
    expect((await meOf(user.cookie))?.id).toBe(user.id);
    // Left unpaid: once its session has expired (a day), nothing more can arrive.
    await ok(user.cookie, 'POST', `/api/checkout/test-sessions/${sessionId}/cancel`);
    expect((await deleteMe(user.cookie, { password: PASSWORD })).statusCode).toBe(409);
    await t.database.db
      .update(purchases)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(purchases.providerSessionId, sessionId));
    expect((await deleteMe(user.cookie, { password: PASSWORD })).statusCode).toBe(204);
  });

  it('waits for a Stripe payment still pending after its day (a bank debit in process), a fortnight at most', async () => {
    const user = await newCustomer();
    const { sessionId } = await ok(user.cookie, 'POST', '/api/checkout/sessions', { packageType: 'single', quantity: 1 });
    const pendingSince = (createdAt: SQL) =>
      t.database.db
        .update(purchases)
        .set({ provider: 'stripe', status: 'pending', createdAt })
        .where(eq(purchases.providerSessionId, sessionId));
    await pendingSince(sql`now() - interval '3 days'`);
    expect((await deleteMe(user.cookie, { password: PASSWORD })).json().error.code).toBe('payment_open');
    await pendingSince(sql`now() - interval '15 days'`);
    expect((await deleteMe(user.cookie, { password: PASSWORD })).statusCode).toBe(204);
  });

  it('is refused to a visitor', async () => {
    expect((await call(null, 'DELETE', '/api/me', { password: PASSWORD })).statusCode).toBe(401);
  });

  it('stops guessing: after AUTH_EMAIL_LIMIT attempts the account answers 429, whatever the address', async () => {
    const user = await newCustomer();
    for (let attempt = 0; attempt < t.config.auth.emailLimit; attempt += 1) {
      const response = await call(user.cookie, 'DELETE', '/api/me', { password: 'guess' }, `10.77.0.${String(attempt + 1)}`);
      expect(response.statusCode).toBe(400);
    }
    const blocked = await call(user.cookie, 'DELETE', '/api/me', { password: PASSWORD }, '10.77.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    expect((await meOf(user.cookie))?.id).toBe(user.id);
  });

  describe('with two-factor authentication on', () => {
    async function withTwoFactor(user: TestUser) {
      const enable = await call(user.cookie, 'POST', '/api/auth/two-factor/enable', { password: PASSWORD });
      expect(enable.statusCode).toBe(200);
      const { totpURI, backupCodes } = enable.json<{ totpURI: string; backupCodes: string[] }>();
      const totp = new TOTP({ secret: new URL(totpURI).searchParams.get('secret') ?? '' });
      const verified = await call(user.cookie, 'POST', '/api/auth/two-factor/verify-totp', { code: totp.generate() });
      expect(verified.statusCode).toBe(200);
      const cookie = cookiesOf(verified) || user.cookie;
      expect((await meOf(cookie))?.twoFactorEnabled).toBe(true);
      return { cookie, totp, backupCodes };
    }

    it('asks for a current code as well as the password, and refuses a wrong one', async () => {
      const user = await newCustomer();
      const { cookie, totp } = await withTwoFactor(user);

      const noCode = await deleteMe(cookie, { password: PASSWORD });
      expect(noCode.statusCode).toBe(400);
      expect(noCode.json().error.fields).toEqual({ code: 'Enter the code from your authenticator app, or a backup code' });
      const current = totp.generate();
      const wrongCode = await deleteMe(cookie, { password: PASSWORD, code: current === '000000' ? '111111' : '000000' });
      expect(wrongCode.json().error.fields).toEqual({ code: 'Invalid code' });
      // A right code does not excuse a wrong password.
      const wrongPassword = await deleteMe(cookie, { password: 'not my password', code: current });
      expect(wrongPassword.json().error.fields).toEqual({ password: 'Incorrect password' });
      expect((await meOf(cookie))?.id).toBe(user.id);

      expect((await deleteMe(cookie, { password: PASSWORD, code: totp.generate() })).statusCode).toBe(204);
      expect(await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id))).toEqual([]);
      expect(await meOf(cookie)).toBeNull();
    });

    it('takes a backup code instead of the authenticator’s', async () => {
      const user = await newCustomer();
      const { cookie, backupCodes } = await withTwoFactor(user);
      expect((await deleteMe(cookie, { password: PASSWORD, code: backupCodes[0] })).statusCode).toBe(204);
      expect(await meOf(cookie)).toBeNull();
    });

    it('uses a backup code up: one that deleted a club deletes nothing more, and the next one does', async () => {
      const user = await newCustomer();
      const { cookie, backupCodes } = await withTwoFactor(user);
      const club = await call(cookie, 'POST', '/api/organizations', { name: 'Spent Code Club', kind: 'club' });
      expect(club.statusCode).toBe(201);
      const clubId = club.json<{ organization: { id: string } }>().organization.id;
      const [first, second] = backupCodes;
      expect((await call(cookie, 'DELETE', `/api/organizations/${clubId}`, { password: PASSWORD, code: first })).statusCode).toBe(
        204,
      );

      const again = await deleteMe(cookie, { password: PASSWORD, code: first });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.fields).toEqual({ code: 'Invalid code' });
      expect((await meOf(cookie))?.id).toBe(user.id);
      expect((await deleteMe(cookie, { password: PASSWORD, code: second })).statusCode).toBe(204);
    });
  });

  it('removes the files only once the account is gone, and a removal cut short is finished by the job, file by file', async () => {
    const user = await newCustomer();
    const account = await fullAccount(user);
    // Storage fails once the first object is deleted (it went down), and tells whether the account was gone by then.
    let deletes = 0;
    let goneAtFirstDelete: boolean | null = null;
    const failing: Storage = {
      ...storage,
      delete: async (key) => {
        deletes += 1;
        if (deletes === 1) {
          const [row] = await t.database.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, user.id));
          goneAtFirstDelete = row?.deletedAt != null;
          await storage.delete(key);
          throw new Error('storage went away');
        }
        await storage.delete(key);
      },
    };
    const log = { error: () => undefined };
    const deletion = createAccountDeletion({
      db: t.database.db,
      auth: t.app.auth,
      storage: failing,
      config: t.config,
      uploadsDirectory: uploadsDirectory(t.config),
      log,
    });
    const viewer = {
      id: user.id,
      name: 'Sam Coach',
      email: user.email,
      role: 'customer' as const,
      organizationId: user.id,
      memberRole: 'owner' as const,
      organization: null,
      twoFactorEnabled: false,
      sessionId: '',
    };

    // The deletion is made: the rows went in one transaction, with the record of the files to remove.
    await deletion.deleteAccount(viewer, { userId: user.id, ip: '10.88.0.1' }, { password: PASSWORD });
    expect(goneAtFirstDelete).toBe(true);
    expect(await meOf(user.cookie)).toBeNull();
    expect(await t.database.db.select().from(games).where(eq(games.organizationId, user.id))).toEqual([]);
    const left = await t.database.db.select().from(fileDeletions);
    expect(left).toHaveLength(1);
    expect(left[0]?.keys).toEqual(expect.arrayContaining([...account.footage, account.logoKey]));
    // Storage went away midway: the unfinished upload's bytes, removed after the objects, are still on disk.
    expect(account.uploadFiles.map((file) => existsSync(file))).toEqual([true, true]);

    // Left to its request for ten minutes, then the job removes the rest and drops the record.
    const deps = { db: t.database.db, storage, uploadsDirectory: uploadsDirectory(t.config), log };
    expect(await finishFileDeletions(deps)).toBe(0);
    await t.database.db.update(fileDeletions).set({ createdAt: sql`now() - interval '11 minutes'` });
    expect(await finishFileDeletions(deps)).toBe(1);
    expect(await stored([...account.footage, account.logoKey])).toEqual([false, false, false, false]);
    for (const file of account.uploadFiles) expect(existsSync(file)).toBe(false);
    expect(await t.database.db.select().from(fileDeletions)).toEqual([]);
  });
});
