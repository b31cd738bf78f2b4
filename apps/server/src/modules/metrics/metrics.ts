import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { JobObserver, JobQueue } from '../../lib/job-queue.js';

/**
 * One process's Prometheus metrics. Each process (a server, a worker) has its own registry, so a test may
 * build several apps without their metrics meeting. Requests and job runs are each process's own (sum them
 * across instances); the queue depths are pg-boss's, shared by all, so only processes that run the workers
 * report them, each the same figure (take their max, not their sum).
 */
export interface Metrics {
  /** A request answered: its method, its route's pattern (never the raw path), its status and duration. */
  observeRequest(request: { method: string; route: string; statusCode: number; seconds: number }): void;
  /** Hears every job run of this process (pass to `queue.work`). */
  observeJob: JobObserver;
  /** Bytes of upload bodies received. */
  countUploadBytes(bytes: number): void;
  /** The text exposition format, read now (queue depths are asked of pg-boss at this moment). */
  render(): Promise<{ contentType: string; body: string }>;
}

export interface MetricsOptions {
  /**
   * Where queue depths are read at scrape time: given only to a process that runs the workers (a server
   * with RUN_WORKERS=false would report the same shared figure once more). Unset: no queue depths.
   */
  queue?: Pick<JobQueue, 'depths'> | undefined;
  /** Also the Node process's own (CPU, memory, event-loop delay, GC): on in the real processes. */
  processMetrics?: boolean;
  /** Told when a scrape could not read the queue depths (the rest of the scrape is still answered). */
  onQueueError?: (error: unknown) => void;
}

/** The route label of a request no route matched (pages of the web app, unknown paths): never the raw path. */
export const UNMATCHED_ROUTE = 'unmatched';

/** 2xx, 4xx...: a label with five values, where the status itself would have dozens. */
export const statusClass = (statusCode: number) => `${String(Math.floor(statusCode / 100))}xx`;

export function createMetrics({ queue, processMetrics = false, onQueueError }: MetricsOptions): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry, prefix: 'courtside_' });

  const requests = new Histogram({
    name: 'courtside_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    // The API's budget is 25 ms at p99: buckets on both sides of it.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'courtside_job_duration_seconds',
    help: 'Time one run of a background job took in this process, failed runs included.',
    labelNames: ['job'] as const,
    // From a sweep that finds nothing to do (milliseconds) to a 2-hour game's transcode.
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300, 900, 1800, 3600, 7200],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'courtside_job_failures_total',
    help: 'Runs of a background job that failed (pg-boss retries them, up to the job’s retry limit).',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'courtside_upload_bytes_total',
    help: 'Bytes of game files received by tus PATCH requests that were answered.',
    registers: [registry],
  });
  if (queue)
    new Gauge({
      name: 'courtside_queue_jobs',
      help: 'Jobs in each pg-boss queue, waiting (created or to be retried) or active, read at scrape time.',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        // Values left from an earlier scrape would describe a queue that may be empty now.
        this.reset();
        try {
          for (const depth of await queue.depths()) {
            this.set({ queue: depth.queue, state: 'waiting' }, depth.waiting);
            this.set({ queue: depth.queue, state: 'active' }, depth.active);
          }
        } catch (error) {
          // The database is down: the scrape still answers with everything else (the series go missing).
          onQueueError?.(error);
        }
      },
    });

  return {
    observeRequest: ({ method, route, statusCode, seconds }) =>
      requests.observe({ method, route, status_class: statusClass(statusCode) }, seconds),
    observeJob: ({ job, seconds, failed }) => {
      jobDuration.observe({ job }, seconds);
      if (failed) jobFailures.inc({ job });
      // A job that never failed still shows its failure series, at 0, so an alert on its rate has a baseline.
      else jobFailures.inc({ job }, 0);
    },
    countUploadBytes: (bytes) => uploadBytes.inc(bytes),
    render: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
}

/** Whether an Authorization header carries the metrics token (Bearer), compared in constant time. */
export function hasMetricsToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
