import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { isDatabaseUnavailable } from '../db/client.js';

/** What the rest of the server needs of the job queue: a way to ask for a job to run soon, and its state. */
export interface JobQueue {
  /** Asks for `name` to run soon. Requests for a job already waiting are merged into it. */
  trigger(name: string): Promise<void>;
  /** Resolves when pg-boss's tables answer; rejects with the reason otherwise (for /api/ready). */
  ready(): Promise<void>;
  /** How many jobs of each queue wait to run and how many run now, read at this moment (for /metrics). */
  depths(): Promise<QueueDepth[]>;
}

export interface QueueDepth {
  queue: string;
  /** Created or waiting for a retry. */
  waiting: number;
  active: number;
}

/** Told of every run of a job in this process, when it ends: for the job metrics. */
export type JobObserver = (run: { job: string; seconds: number; failed: boolean }) => void;

export interface JobDefinition {
  name: string;
  /** Cron expression for runs that also happen without a trigger (pg-boss's finest is one minute). */
  cron?: string;
  /**
   * How long one run may take before pg-boss counts it as failed and retries it (at most 24 hours). Work
   * that is claimed in the database (a game being fetched or prepared) keeps its own, longer claim, so a
   * retried run never does the same work twice; this bounds how long a dead worker's run looks alive.
   */
  expireInSeconds: number;
  /** Retries after a failed or expired run, with exponential backoff; 3 unless given. */
  retryLimit?: number;
  run(): Promise<void>;
}

export interface Queue extends JobQueue {
  /** Starts consuming the given jobs in this process; `observe` hears how each run went. */
  work(jobs: JobDefinition[], observe?: JobObserver): Promise<void>;
  stop(): Promise<void>;
}

/** For a queue first created by a trigger, before any worker declared it (a worker then sets its own). */
const TRIGGERED_DEFAULTS = { expireInSeconds: 15 * 60, retryLimit: 3 };

/** What pg-boss keeps for each queue: every job expires and is retried a bounded number of times. */
export function queueOptions(job: Pick<JobDefinition, 'name' | 'expireInSeconds' | 'retryLimit'>): PgBoss.Queue {
  return {
    name: job.name,
    // 'short': at most one job waits at a time, so a burst of triggers becomes one run.
    policy: 'short',
    expireInSeconds: job.expireInSeconds,
    retryLimit: job.retryLimit ?? 3,
    retryDelay: 30,
    retryBackoff: true,
  };
}

/**
 * pg-boss 10 ends each run of a job, its own cron worker's included, by calling its manager's `complete()` or
 * `fail()` without awaiting the promise or catching it (`watch`'s `onFetch` in src/manager.js). When the
 * database goes away at that moment the rejection is unhandled and Node ends the process: a worker, or a
 * server running the jobs, died of a short outage. pg-boss 11+, which awaits them, needs Node 22. This
 * guard wraps both methods: a caller that awaits still gets the rejection, but it is never unhandled; it is
 * reported on pg-boss's 'error' event (the queue's `onError`), and the call is made again every
 * SETTLE_RETRY_MS until the database answers, so the job ends as it should have (completed, or failed and
 * retried by pg-boss) rather than waiting hours for its expiry. Applied once, to every PgBoss of the process.
 */
const SETTLE_RETRY_MS = 5_000;
/** Attempts at recording a job's end: 5 minutes of outage; after that the job's expiry ends it. */
const SETTLE_ATTEMPTS = 60;

interface PgBossManager {
  stopped?: boolean;
  emit(event: 'error', error: Error): boolean;
}
type Settle = (this: PgBossManager, ...args: unknown[]) => Promise<unknown>;

let settlingGuarded = false;
function guardJobSettling() {
  if (settlingGuarded) return;
  const require = createRequire(import.meta.url);
  const manager = (require('pg-boss/src/manager.js') as { prototype: Record<string, unknown> }).prototype;
  for (const name of ['complete', 'fail'] as const) {
    const original = manager[name];
    // A pg-boss whose manager no longer looks like 10.x: check whether it still leaves these unawaited.
    if (typeof original !== 'function') throw new Error(`pg-boss's Manager.${name} is not where the queue guard expects it`);
    const settle = original as Settle;
    const guarded: Settle = function (this: PgBossManager, ...args) {
      const attempt = (left: number): Promise<unknown> => {
        const result = settle.apply(this, args);
        void result.catch(async (error: unknown) => {
          const [queue, ids] = args;
          const retried = left > 1 && !this.stopped;
          this.emit(
            'error',
            new Error(
              `could not record that job ${JSON.stringify(ids)} of ${String(queue)} ended (${name}): ` +
                (retried ? `trying again in ${SETTLE_RETRY_MS / 1000} s` : 'left for pg-boss to expire and retry'),
              { cause: error },
            ),
          );
          if (!retried) return;
          await sleep(SETTLE_RETRY_MS, undefined, { ref: false });
          if (!this.stopped) await attempt(left - 1).catch(() => undefined);
        });
        return result;
      };
      return attempt(SETTLE_ATTEMPTS);
    };
    manager[name] = guarded;
  }
  settlingGuarded = true;
}

/**
 * A run that meets a database outage (Postgres restarting, a failover) is run again as soon as the database
 * answers, rather than failed and retried by pg-boss 30 s or more later: the work it broke off was handed back
 * on the way (see work-claims.ts), and the run takes it over. It waits OUTAGE_WAIT_MS at most, and reruns at
 * most OUTAGE_RERUNS times; then it fails in pg-boss as any other run.
 */
const OUTAGE_WAIT_MS = 60_000;
const OUTAGE_POLL_MS = 1_000;
const OUTAGE_RERUNS = 3;

/** Reports, in the log, a run that met a database outage and waits to run again. */
type OutageObserver = (job: string, error: unknown) => void;

async function runOutlastingOutages(
  job: JobDefinition,
  databaseAnswers: () => Promise<boolean>,
  stopping: AbortSignal,
  onOutage: OutageObserver,
): Promise<void> {
  for (let rerun = 0; ; rerun += 1) {
    try {
      await job.run();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || rerun === OUTAGE_RERUNS) throw error;
      onOutage(job.name, error);
      const waitUntil = Date.now() + OUTAGE_WAIT_MS;
      while (!(await databaseAnswers())) {
        if (stopping.aborted || Date.now() > waitUntil) throw error;
        await sleep(OUTAGE_POLL_MS, undefined, { ref: false });
      }
    }
  }
}

/** Runs a job, telling `observe` how long it took and whether it failed; a failure still reaches pg-boss. */
async function runObserved(run: () => Promise<void>, job: JobDefinition, observe: JobObserver | undefined): Promise<void> {
  const started = performance.now();
  let failed = true;
  try {
    await run();
    failed = false;
  } finally {
    observe?.({ job: job.name, seconds: (performance.now() - started) / 1000, failed });
  }
}

export async function startQueue(connectionString: string, onError: (error: Error) => void): Promise<Queue> {
  guardJobSettling();
  const boss = new PgBoss({ connectionString, application_name: 'courtside', max: 4 });
  boss.on('error', onError);
  await boss.start();
  const stopping = new AbortController();
  const databaseAnswers = () =>
    boss.getQueues().then(
      () => true,
      () => false,
    );
  const onOutage: OutageObserver = (job, error) =>
    onError(new Error(`job ${job} met a database outage: it runs again once the database answers`, { cause: error }));
  const created = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name, queueOptions({ name, ...TRIGGERED_DEFAULTS }));
    created.add(name);
  };
  return {
    trigger: async (name) => {
      await ensureQueue(name);
      await boss.send(name, {});
    },
    ready: async () => {
      await boss.getQueues();
    },
    depths: async () => {
      const queues = await boss.getQueues();
      return Promise.all(
        queues.map(async ({ name }) => {
          // States before 'active' are created and retry; before 'completed' adds the active ones.
          const [waiting, unfinished] = await Promise.all([
            boss.getQueueSize(name, { before: 'active' }),
            boss.getQueueSize(name, { before: 'completed' }),
          ]);
          return { queue: name, waiting, active: unfinished - waiting };
        }),
      );
    },
    work: async (jobs, observe) => {
      for (const job of jobs) {
        // createQueue leaves an existing queue as it is (made by a trigger, or by an older release): the
        // update makes its expiry and retries this definition's.
        await boss.createQueue(job.name, queueOptions(job));
        await boss.updateQueue(job.name, queueOptions(job));
        created.add(job.name);
        await boss.work(job.name, { pollingIntervalSeconds: 1 }, () =>
          runObserved(() => runOutlastingOutages(job, databaseAnswers, stopping.signal, onOutage), job, observe),
        );
        if (job.cron) await boss.schedule(job.name, job.cron);
      }
    },
    stop: async () => {
      stopping.abort();
      await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
    },
  };
}
