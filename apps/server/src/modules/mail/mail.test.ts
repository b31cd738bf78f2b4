import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema.js';
import { deliverMailJob } from '../../jobs/deliver-mail.job.js';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../test/helpers.js';
import {
  GIVE_UP_AFTER_HOURS,
  MAX_DELIVERY_ATTEMPTS,
  REDACTED_DELETED_ACCOUNT,
  REDACTED_RESET_CODE,
  REMOVED_ADDRESS,
  UNREACHABLE_RETRY_MAX_MINUTES,
  createTransport,
  deliverDueEmails,
  queueEmail,
  retryDelayMinutes,
} from './mail.service.js';

interface Received {
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server on loopback that records what it receives, or refuses every recipient (550). */
async function startSmtp(port = 0, { refuse = false } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address).join(', '),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
          text: raw,
        });
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const address = server.server.address() as AddressInfo;
  return { received, port: address.port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function closedPort(): Promise<number> {
  const smtp = await startSmtp();
  await smtp.close();
  return smtp.port;
}

const email = { to: 'coach@club.com.au', subject: 'Your receipt', text: 'Thanks', html: '<p>Thanks</p>', kind: 'test' };

describe('e-mail delivery through the outbox', () => {
  // The delivery is called directly, so no app is built: one database for the file, its outbox emptied before each
  // test (the only table these tests write or read), isolates them as a fresh database each would.
  let t: { database: TestDatabase };
  beforeAll(async () => {
    t = { database: await createTestDatabase() };
  });
  beforeEach(async () => {
    await t.database.db.delete(emailOutbox);
  });
  afterAll(() => t.database.drop());

  it('sends a queued e-mail through SMTP once and marks it sent', async () => {
    const smtp = await startSmtp();
    const transport = createTransport(`smtp://127.0.0.1:${smtp.port}`);
    await queueEmail(t.database.db, email);

    expect(await deliverDueEmails(t.database.db, transport, 'Courtside <no-reply@courtside.test>')).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(await deliverDueEmails(t.database.db, transport, 'Courtside <no-reply@courtside.test>')).toEqual({
      sent: 0,
      failed: 0,
    });

    expect(smtp.received).toEqual([{ to: email.to, subject: email.subject, text: expect.stringContaining('Thanks') }]);
    const [row] = await t.database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    await smtp.close();
  });

  it('keeps an e-mail while SMTP is down and delivers it, with back-off, once SMTP is back', async () => {
    const port = await closedPort();
    const transport = createTransport(`smtp://127.0.0.1:${port}`);
    await queueEmail(t.database.db, email);
    // A second ahead: the queued e-mail is due at the database's now() (µs), which a JS Date (ms) can fall short of.
    const start = new Date(Date.now() + 1000);

    expect(await deliverDueEmails(t.database.db, transport, 'a@b.co', start)).toEqual({ sent: 0, failed: 1 });
    let [row] = await t.database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toBeTruthy();
    expect(row?.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelayMinutes(1) * 60_000);

    // Not due yet: nothing is tried.
    expect(await deliverDueEmails(t.database.db, transport, 'a@b.co', start)).toEqual({ sent: 0, failed: 0 });

    const smtp = await startSmtp(port);
    const later = new Date(start.getTime() + 61_000);
    expect(await deliverDueEmails(t.database.db, transport, 'a@b.co', later)).toEqual({ sent: 1, failed: 0 });
    [row] = await t.database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
    await smtp.close();
  });

  it('gives up an e-mail the server keeps refusing once it has failed 8 times over a day, with a log line that names it but not its address or body', async () => {
    const smtp = await startSmtp(0, { refuse: true });
    const transport = createTransport(`smtp://127.0.0.1:${smtp.port}`);
    await queueEmail(t.database.db, email);
    const warnings: { details: object; message: string }[] = [];
    const log = { warn: (details: object, message: string) => warnings.push({ details, message }) };
    // One attempt every 4 hours: the 8th comes after the first day. The first a second ahead, so the e-mail,
    // due at the database's now() (µs), is due by then.
    const start = Date.now() + 1000;
    const at = (attempt: number) => new Date(start + (attempt - 1) * 4 * 3_600_000);
    expect(at(MAX_DELIVERY_ATTEMPTS).getTime() - start).toBeGreaterThan(GIVE_UP_AFTER_HOURS * 3_600_000);
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      expect(await deliverDueEmails(t.database.db, transport, 'a@b.co', at(attempt), log)).toEqual({ sent: 0, failed: 1 });
      const [row] = await t.database.db.select().from(emailOutbox);
      expect(row?.status).toBe(attempt < MAX_DELIVERY_ATTEMPTS ? 'pending' : 'failed');
    }
    const [row] = await t.database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS, lastError: expect.stringContaining('550') });
    // Given up: never tried again, however late.
    expect(await deliverDueEmails(t.database.db, transport, 'a@b.co', new Date(start + 30 * 86_400_000), log)).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(warnings).toEqual([
      {
        details: { outboxId: row?.id, kind: 'test', attempts: MAX_DELIVERY_ATTEMPTS },
        message: expect.stringContaining('given up'),
      },
    ]);
    expect(JSON.stringify(warnings)).not.toContain(email.to);
    expect(smtp.received).toEqual([]);
    await smtp.close();
  });

  it('loses nothing in an outage longer than 8 attempts but shorter than a day, and sends it once when SMTP is back', async () => {
    const port = await closedPort();
    const transport = createTransport(`smtp://127.0.0.1:${port}`);
    await queueEmail(t.database.db, email);
    // A second ahead, so the e-mail, due at the database's now() (µs), is due at the first attempt.
    let clock = Date.now() + 1000;
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS + 2; attempt += 1) {
      expect(await deliverDueEmails(t.database.db, transport, 'a@b.co', new Date(clock))).toEqual({ sent: 0, failed: 1 });
      clock += retryDelayMinutes(attempt) * 60_000 + 1000;
    }
    expect((await t.database.db.select().from(emailOutbox))[0]).toMatchObject({ status: 'pending', attempts: 10 });
    const smtp = await startSmtp(port);
    expect(await deliverDueEmails(t.database.db, transport, 'a@b.co', new Date(clock))).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDueEmails(t.database.db, transport, 'a@b.co', new Date(clock + 86_400_000))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(1);
    await smtp.close();
  });

  it('tries a server it could not reach again within 5 minutes however often it failed, and one that refused within the hour', async () => {
    const unreachable = createTransport(`smtp://127.0.0.1:${await closedPort()}`);
    await queueEmail(t.database.db, email);
    await t.database.db.update(emailOutbox).set({ attempts: 9 });
    const start = new Date(Date.now() + 1000);
    expect(await deliverDueEmails(t.database.db, unreachable, 'a@b.co', start)).toEqual({ sent: 0, failed: 1 });
    const [waiting] = await t.database.db.select().from(emailOutbox);
    expect(waiting?.nextAttemptAt.getTime()).toBe(start.getTime() + UNREACHABLE_RETRY_MAX_MINUTES * 60_000);

    const refusing = await startSmtp(0, { refuse: true });
    const later = new Date(start.getTime() + UNREACHABLE_RETRY_MAX_MINUTES * 60_000);
    const refused = createTransport(`smtp://127.0.0.1:${refusing.port}`);
    expect(await deliverDueEmails(t.database.db, refused, 'a@b.co', later)).toEqual({ sent: 0, failed: 1 });
    const [answered] = await t.database.db.select().from(emailOutbox);
    expect(answered?.nextAttemptAt.getTime()).toBe(later.getTime() + retryDelayMinutes(11) * 60_000);
    expect(retryDelayMinutes(11)).toBe(60);
    await refusing.close();
  });

  it('stops a run at a server it cannot reach, so the other due e-mails are not charged an attempt', async () => {
    const transport = createTransport(`smtp://127.0.0.1:${await closedPort()}`);
    await queueEmail(t.database.db, { ...email, subject: 'First' });
    await queueEmail(t.database.db, { ...email, subject: 'Second' });
    const warnings: object[] = [];
    const start = new Date(Date.now() + 1000);
    const report = await deliverDueEmails(t.database.db, transport, 'a@b.co', start, {
      warn: (details) => warnings.push(details),
    });
    expect(report).toEqual({ sent: 0, failed: 1 });
    const rows = await t.database.db.select().from(emailOutbox);
    expect(rows.map((row) => row.attempts).sort()).toEqual([0, 1]);
    // The untried one is still due; the tried one waits its back-off.
    expect(rows.find((row) => row.attempts === 0)?.nextAttemptAt.getTime()).toBeLessThanOrEqual(start.getTime());
    expect(warnings).toEqual([expect.objectContaining({ code: 'ESOCKET' })]);
  });

  it('gives up on a server that accepts the connection and never speaks, at the greeting deadline', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const transport = createTransport(`smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`, { greetingTimeout: 300 });
    await queueEmail(t.database.db, email);
    const started = Date.now();
    expect(await deliverDueEmails(t.database.db, transport, 'a@b.co')).toEqual({ sent: 0, failed: 1 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await t.database.db.select().from(emailOutbox))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    for (const socket of sockets) socket.destroy();
    silent.close();
  });

  it('holds no transaction open while SMTP answers: the e-mail row can be read and written meanwhile', async () => {
    await queueEmail(t.database.db, email);
    let updatedDuringSend = false;
    const slowTransport = {
      sendMail: async () => {
        // Another connection touches the row being sent; a lock held across the SMTP call would block it
        // (until the statement deadline) and this would time out.
        const other = await t.database.pool.query("update email_outbox set last_error = 'touched' where kind = 'test'");
        updatedDuringSend = other.rowCount === 1;
        const open = await t.database.pool.query<{ n: string }>(
          "select count(*) as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
        );
        expect(Number(open.rows[0]?.n)).toBe(0);
        return {};
      },
    } as unknown as Transporter;
    expect(await deliverDueEmails(t.database.db, slowTransport, 'a@b.co')).toEqual({ sent: 1, failed: 0 });
    expect(updatedDuringSend).toBe(true);
  });

  it.each(['password_reset_code', 'email_change_code'])(
    'removes the code of a %s e-mail once it is sent, and keeps it readable until then',
    async (kind) => {
      const smtp = await startSmtp();
      const transport = createTransport(`smtp://127.0.0.1:${smtp.port}`);
      await queueEmail(t.database.db, { ...email, kind, text: 'Your code is 123456', html: '<p>123456</p>' });
      let [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
      expect(row?.text).toContain('123456');
      await deliverDueEmails(t.database.db, transport, 'a@b.co');
      [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
      expect(row).toMatchObject({ status: 'sent', text: REDACTED_RESET_CODE });
      expect(row?.html).not.toContain('123456');
      expect(smtp.received.at(-1)?.text).toContain('123456');
      await smtp.close();
    },
  );

  it("removes the address and text of a deleted account's confirmation once it is sent", async () => {
    const smtp = await startSmtp();
    const transport = createTransport(`smtp://127.0.0.1:${smtp.port}`);
    await queueEmail(t.database.db, { ...email, to: 'gone@example.com', kind: 'account_deleted', text: 'Goodbye, Sam Gone' });
    await deliverDueEmails(t.database.db, transport, 'a@b.co');
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'account_deleted'));
    expect(row).toMatchObject({ status: 'sent', to: REMOVED_ADDRESS, text: REDACTED_DELETED_ACCOUNT });
    expect(JSON.stringify(row)).not.toMatch(/gone@example\.com|Sam Gone/);
    expect(smtp.received.at(-1)?.text).toContain('Goodbye, Sam Gone');
    await smtp.close();
  });

  it('waits longer after each failure, up to an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayMinutes)).toEqual([1, 2, 4, 8, 60, 60, 60]);
  });

  it('never sends one e-mail twice when two workers deliver at the same moment', async () => {
    const smtp = await startSmtp();
    const transport = createTransport(`smtp://127.0.0.1:${smtp.port}`);
    for (let i = 0; i < 6; i += 1) await queueEmail(t.database.db, { ...email, subject: `Message ${i}` });

    const reports = await Promise.all([
      deliverDueEmails(t.database.db, transport, 'a@b.co'),
      deliverDueEmails(t.database.db, transport, 'a@b.co'),
    ]);
    expect(
      reports.reduce((sum, report) => sum + report.sent, 0),
      JSON.stringify(reports),
    ).toBe(6);
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `Message ${i}`));
    await smtp.close();
  });

  it('delivers a contact message to support through the queue worker, without anyone calling it', async () => {
    const smtp = await startSmtp();
    const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SUPPORT_EMAIL: 'support@courtside.test' });
    try {
      const transport = createTransport(`smtp://127.0.0.1:${smtp.port}`);
      await app.queue.work([deliverMailJob(app.database.db, transport, 'Courtside <no-reply@courtside.test>')]);

      const response = await app.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { origin: app.config.baseUrl },
        payload: { name: 'Sam', email: 'sam@club.com.au', subject: 'Hello', message: 'Question about credits' },
      });
      expect(response.statusCode).toBe(201);

      await expect.poll(() => smtp.received.length, { timeout: 15_000, interval: 200 }).toBe(1);
      expect(smtp.received[0]).toMatchObject({ to: 'support@courtside.test', subject: 'Contact form: Hello' });
      expect(smtp.received[0]?.text).toContain('Question about credits');
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

describe('GET /api/dev/mailbox', () => {
  it('lists the outbox newest first outside production', async () => {
    const t = await createTestApp();
    await queueEmail(t.database.db, { ...email, subject: 'First' });
    await queueEmail(t.database.db, { ...email, subject: 'Second' });
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.json().messages.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    await t.close();
  });

  it('does not exist in production', async () => {
    const t = await createTestApp({
      NODE_ENV: 'production',
      BASE_URL: 'https://courtside.example',
      DATABASE_URL: 'postgres://unused@127.0.0.1:1/none',
      SMTP_URL: 'smtp://127.0.0.1:1',
      STRIPE_SECRET_KEY: 'sk_live_example',
      STRIPE_WEBHOOK_SECRET: 'whsec_example',
      MAIL_FROM: 'Courtside <no-reply@courtside.example>',
      TEAM_EMAIL: 'team@courtside.example',
      SUPPORT_EMAIL: 'support@courtside.example',
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    await t.close();
  });
});
