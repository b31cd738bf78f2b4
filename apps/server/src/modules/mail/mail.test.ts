import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema.js';
import { deliverMailJob } from '../../jobs/deliver-mail.job.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { createTransport, deliverDueEmails, queueEmail, retryDelayMinutes } from './mail.service.js';

interface Received {
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server on loopback that records what it receives. */
async function startSmtp(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

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
    const start = new Date();

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
    await t.close();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SUPPORT_EMAIL: 'support@courtside.test' });
    const transport = createTransport(`smtp://127.0.0.1:${smtp.port}`);
    await t.queue.work([deliverMailJob(t.database.db, transport, 'Courtside <no-reply@courtside.test>')]);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: t.config.baseUrl },
      payload: { name: 'Sam', email: 'sam@club.com.au', subject: 'Hello', message: 'Question about credits' },
    });
    expect(response.statusCode).toBe(201);

    await expect.poll(() => smtp.received.length, { timeout: 15_000, interval: 200 }).toBe(1);
    expect(smtp.received[0]).toMatchObject({ to: 'support@courtside.test', subject: 'Contact form: Hello' });
    expect(smtp.received[0]?.text).toContain('Question about credits');
    await smtp.close();
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
