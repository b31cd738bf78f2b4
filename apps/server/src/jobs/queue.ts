import PgBoss from 'pg-boss';

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

/** Runs a job once, telling `observe` how long it took and whether it failed; a failure still reaches pg-boss. */
async function runObserved(job: JobDefinition, observe: JobObserver | undefined): Promise<void> {
  const started = performance.now();
  let failed = true;
  try {
    await job.run();
    failed = false;
  } finally {
    observe?.({ job: job.name, seconds: (performance.now() - started) / 1000, failed });
  }
}

export async function startQueue(connectionString: string, onError: (error: Error) => void): Promise<Queue> {
  const boss = new PgBoss({ connectionString, application_name: 'courtside', max: 4 });
  boss.on('error', onError);
  await boss.start();
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
        await boss.work(job.name, { pollingIntervalSeconds: 1 }, () => runObserved(job, observe));
        if (job.cron) await boss.schedule(job.name, job.cron);
      }
    },
    stop: async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
    },
  };
}
