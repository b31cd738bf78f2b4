import PgBoss from 'pg-boss';

/** What the rest of the server needs of the job queue: a way to ask for a job to run soon. */
export interface JobQueue {
  /** Asks for `name` to run soon. Requests for a job already waiting are merged into it. */
  trigger(name: string): Promise<void>;
}

export interface JobDefinition {
  name: string;
  /** Cron expression for runs that also happen without a trigger (pg-boss's finest is one minute). */
  cron?: string;
  run(): Promise<void>;
}

export interface Queue extends JobQueue {
  /** Starts consuming the given jobs in this process. */
  work(jobs: JobDefinition[]): Promise<void>;
  stop(): Promise<void>;
}

export async function startQueue(connectionString: string, onError: (error: Error) => void): Promise<Queue> {
  const boss = new PgBoss({ connectionString, application_name: 'courtside', max: 4 });
  boss.on('error', onError);
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    // 'short': at most one job waits at a time, so a burst of triggers becomes one run.
    await boss.createQueue(name, { name, policy: 'short', retryLimit: 3, retryBackoff: true });
    created.add(name);
  };
  return {
    trigger: async (name) => {
      await ensureQueue(name);
      await boss.send(name, {});
    },
    work: async (jobs) => {
      for (const job of jobs) {
        await ensureQueue(job.name);
        await boss.work(job.name, { pollingIntervalSeconds: 1 }, async () => job.run());
        if (job.cron) await boss.schedule(job.name, job.cron);
      }
    },
    stop: async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
    },
  };
}
