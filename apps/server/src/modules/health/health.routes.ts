import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../lib/job-queue.js';
import { RETRY_AFTER_SECONDS } from '../../plugins/errors.js';
import type { Storage } from '../storage/storage.js';

const state = z.enum(['up', 'down']);
const healthSchema = z.object({ status: z.literal('ok'), database: state });
const readySchema = z.object({ status: z.enum(['ready', 'unavailable']), database: state, storage: state, queue: state });

/**
 * How long each readiness check may take. A part that answers slower than this is down as far as a load
 * balancer is concerned, and its probe (typically 5 s) must get an answer rather than time out itself.
 */
export const READY_CHECK_TIMEOUT_MS = 2_000;
/** How long liveness waits on the database: a supervisor's probe (Kubernetes: 1 s) must get its 200 in time. */
const LIVE_DATABASE_TIMEOUT_MS = 500;

export interface HealthRoutesOptions {
  db: Database;
  storage: Pick<Storage, 'ready'>;
  queue: Pick<JobQueue, 'ready'>;
  /** How long liveness waits on the database; unset: LIVE_DATABASE_TIMEOUT_MS. Tests on a loaded machine give more. */
  liveDatabaseTimeoutMs?: number;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { db, storage, queue, liveDatabaseTimeoutMs = LIVE_DATABASE_TIMEOUT_MS },
) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers (and whether the database does)',
        response: { 200: healthSchema },
      },
    },
    // 200 whenever the process answers: a supervisor restarts a server that fails it, and restarting every
    // server for a database blip helps nobody. Whether to send traffic is /ready's answer.
    async (request) => {
      const database = await check('database', () => db.execute(sql`select 1`), request.log, liveDatabaseTimeoutMs);
      return { status: 'ok' as const, database };
    },
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database, the footage storage and the job queue all answer',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      // Checked side by side, so the answer takes as long as the slowest part, at most the timeout.
      const [database, footage, jobs] = await Promise.all([
        check('database', () => db.execute(sql`select 1`), request.log),
        check('storage', () => storage.ready(), request.log),
        check('queue', () => queue.ready(), request.log),
      ]);
      const ready = database === 'up' && footage === 'up' && jobs === 'up';
      reply.header('cache-control', 'no-store');
      // As the API's own 503s: a client (or a balancer that honours it) asks again after the same pause.
      if (!ready) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', database, storage: footage, queue: jobs });
    },
  );
};

async function check(
  part: string,
  probe: () => Promise<unknown>,
  log: FastifyBaseLogger,
  timeoutMs = READY_CHECK_TIMEOUT_MS,
): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${String(timeoutMs)} ms`)), timeoutMs);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'up';
  } catch (error) {
    log.warn({ err: error, part }, `readiness: the ${part} is down`);
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
