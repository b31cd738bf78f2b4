import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVER_MAIL } from '../jobs/deliver-mail.job.js';
import { startQueue, type Queue } from '../lib/job-queue.js';
import {
  GIVE_UP_AFTER_HOURS,
  UNREACHABLE_RETRY_MAX_MINUTES,
  createTransport,
  deliverDueEmails,
  retryDelayMinutes,
} from '../modules/mail/mail.service.js';
import { createTestDatabase, type TestDatabase } from '../test/helpers.js';
import { startSmtpRecorder } from '../test/over-http.js';
import { startServerProcess, type ServerProcess } from '../test/processes.js';

interface OutboxRow {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  /** Seconds from now until the next attempt is due (negative: due). */
  due_in: number;
}

const HOUR_SECONDS = 3600;

describe('SMTP down for an hour', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let queue: Queue;
  let smtpPort: number;

  beforeAll(async () => {
    // A port where nothing listens yet: the stand-in that comes back later takes it.
    const probe = await startSmtpRecorder(0);
    smtpPort = probe.port;
    await probe.close();
    database = await createTestDatabase();
    // The server runs the mail job itself (RUN_WORKERS defaults to true).
    server = await startServerProcess({
      env: {
        DATABASE_URL: database.url,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SUPPORT_EMAIL: 'support@courtside.test',
      },
    });
    queue = await startQueue(database.url, () => undefined);
  }, 120_000);

  afterAll(async () => {
    await queue.stop();
    await server.kill();
    await server.remove();
    await database.drop();
  });

  const outbox = async () =>
    (
      await database.pool.query<OutboxRow>(
        `select id, status, attempts, last_error, extract(epoch from next_attempt_at - now())::float8 as due_in
         from email_outbox order by created_at`,
      )
    ).rows;
  const totalAttempts = async () => (await outbox()).reduce((sum, row) => sum + row.attempts, 0);
  /** Moves every e-mail's times back by `seconds`: to the job (which reads the database clock) that much time passed. */
  const passTime = (seconds: number) =>
    database.pool.query(
      `update email_outbox set created_at = created_at - make_interval(secs => $1), next_attempt_at = next_attempt_at - make_interval(secs => $1)`,
      [seconds],
    );
  /** Each failed attempt seen: the e-mail's attempts so far, and the pause (minutes) it set before the next. */
  const pauses: { attempts: number; minutes: number }[] = [];
  /** Asks the server's worker to deliver now, as it does itself after each new e-mail and every minute. */
  const deliverAndWaitForAttempt = async () => {
    const before = new Map((await outbox()).map((row) => [row.id, row.attempts]));
    await queue.trigger(DELIVER_MAIL);
    const tried = async () => (await outbox()).filter((row) => row.attempts > (before.get(row.id) ?? 0));
    await expect.poll(async () => (await tried()).length, { timeout: 15_000, interval: 100 }).toBeGreaterThan(0);
    for (const row of await tried()) pauses.push({ attempts: row.attempts, minutes: Math.round(row.due_in / 60) });
  };

  /**
   * Asks the server's worker to deliver now and waits until a run that started after the request has completed:
   * back-to-back requests merge into one job, so only a finished run shows one happened.
   */
  const deliveryRun = async () => {
    const [{ asked }] = (await database.pool.query<{ asked: string }>('select now()::text as asked')).rows as [{ asked: string }];
    await queue.trigger(DELIVER_MAIL);
    const runs = async () =>
      (
        await database.pool.query<{ runs: number }>(
          `select count(*)::int as runs from pgboss.job where name = $1 and state = 'completed' and started_on >= $2::timestamptz`,
          [DELIVER_MAIL, asked],
        )
      ).rows[0]?.runs;
    await expect.poll(runs, { timeout: 15_000, interval: 100 }).toBeGreaterThan(0);
  };

  it('keeps the mail in the outbox with its attempts and back-off, then delivers each e-mail exactly once', async () => {
    for (const subject of ['Court booking', 'Invoice question', 'Season pricing']) {
      const response = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ name: 'Sam', email: 'sam@club.test', subject, message: `About ${subject}` }),
      });
      expect(response.status).toBe(201);
    }
    // The contact form nudges the mail job: it meets the closed port and records an attempt.
    await expect.poll(totalAttempts, { timeout: 15_000, interval: 100 }).toBeGreaterThan(0);

    // An hour of the outage: each time the next e-mail is due, the clock jumps there and the worker tries again.
    let elapsed = 0;
    let rounds = 0;
    while (elapsed < HOUR_SECONDS) {
      const rows = await outbox();
      const wait = Math.max(0, Math.min(...rows.map((row) => row.due_in))) + 1;
      await passTime(wait);
      elapsed += wait;
      rounds += 1;
      await deliverAndWaitForAttempt();
    }

    const waiting = await outbox();
    console.info(
      `smtp outage: ${rounds} delivery runs over ${Math.round(elapsed / 60)} simulated minutes; attempts per e-mail ${waiting.map((row) => row.attempts).join(', ')}`,
    );
    const longestPause = UNREACHABLE_RETRY_MAX_MINUTES * 60;
    for (const row of waiting) {
      // Still waiting, with each attempt and what went wrong recorded.
      expect(row).toMatchObject({ status: 'pending', last_error: expect.stringMatching(/ECONNREFUSED|connect/i) });
      expect(row.attempts).toBeGreaterThanOrEqual(4);
    }
    // Each failure set a pause that grew with the attempts (1, 2, 4 minutes) but, the server being unreachable
    // rather than refusing the e-mail, stayed within 5 minutes.
    for (const { attempts, minutes } of pauses) {
      expect(minutes).toBe(Math.min(UNREACHABLE_RETRY_MAX_MINUTES, retryDelayMinutes(attempts)));
    }
    expect(pauses.map((pause) => pause.minutes)).toEqual(expect.arrayContaining([2, 4, UNREACHABLE_RETRY_MAX_MINUTES]));
    // Nothing is given up before a day has passed.
    expect(elapsed).toBeLessThan(GIVE_UP_AFTER_HOURS * HOUR_SECONDS);

    // SMTP is back: within the longest pause the worker delivers everything. Two more deliveries run at the
    // same moment, as other workers would: each e-mail is claimed by one of them only.
    const smtp = await startSmtpRecorder(smtpPort);
    const transport = createTransport(`smtp://127.0.0.1:${smtpPort}`);
    try {
      await passTime(longestPause + 1);
      await Promise.all([
        queue.trigger(DELIVER_MAIL),
        deliverDueEmails(database.db, transport, 'support@courtside.test'),
        deliverDueEmails(database.db, transport, 'support@courtside.test'),
      ]);
      await expect
        .poll(async () => (await outbox()).map((row) => row.status), { timeout: 15_000, interval: 100 })
        .toEqual(['sent', 'sent', 'sent']);
      const ids = waiting.map((row) => row.id).sort();
      expect([...smtp.received].sort()).toEqual(ids);
      // More runs of the server's worker, as the cron would make over the next hours: nothing is sent again.
      for (let run = 0; run < 3; run += 1) {
        await passTime(HOUR_SECONDS);
        await deliveryRun();
      }
      expect([...smtp.received].sort()).toEqual(ids);
      expect((await outbox()).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    } finally {
      transport.close();
      await smtp.close();
    }
    expect(server.process.exitCode).toBeNull();
  }, 240_000);
});
