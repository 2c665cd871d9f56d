import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from './logger';

/**
 * Background jobs on pg-boss (docs/architecture.md#background-jobs), in the app's own database under
 * the `pgboss` schema. Areas declare their jobs while the app is built (`schedule`, `work`); the jobs
 * start when the app is ready and stop, letting a running job finish, when it closes. With several
 * app instances on one database each scheduled tick and each queued job runs in one instance only:
 * pg-boss sends a cron tick once per minute across instances, a scheduled queue holds at most one
 * waiting and one running job (the `stately` policy), and a job is fetched by one worker
 * (`FOR UPDATE SKIP LOCKED`).
 */
export type QueuePolicy = 'standard' | 'singleton' | 'stately';

export type QueueOptions = {
  /**
   * `standard` (default for `work`): every job sent runs. `singleton`: one running at a time.
   * `stately` (always for `schedule`): at most one waiting and one running.
   */
  policy?: QueuePolicy;
  /** Extra attempts after a failure (default 2 for `work`; 0 for `schedule`: the next tick retries). */
  retryLimit?: number;
  /** Seconds between attempts (default 30). */
  retryDelaySeconds?: number;
};

export type ScheduleOptions = {
  /** The cron expression's time zone (default UTC). */
  tz?: string;
  /** Extra attempts after a failed tick (default 0: the next tick retries). */
  retryLimit?: number;
  /** Seconds between attempts (default 30). */
  retryDelaySeconds?: number;
};

export type SendOptions = {
  /** Jobs with the same key are one job while it waits (with a singleton or stately queue). */
  singletonKey?: string;
  /** Not before this time. */
  startAfter?: Date;
};

export type Jobs = {
  /** False when BACKGROUND_JOBS=false (most tests): nothing is scheduled, worked or sent. */
  readonly enabled: boolean;
  /**
   * Runs `handler` on the cron expression (minute precision; UTC unless `options.tz` names an IANA
   * time zone, whose daylight-saving changes it then follows), in one instance per tick.
   */
  schedule(
    name: string,
    cron: string,
    handler: () => Promise<void>,
    options?: ScheduleOptions,
  ): Promise<void>;
  /** Runs `handler` for each job sent to the queue `name`, one job at a time per instance. */
  work<T extends object>(
    name: string,
    handler: (data: T) => Promise<void>,
    options?: QueueOptions,
  ): Promise<void>;
  /** Queues a job for `work`'s handler; the job's id, or null when an equal job is already waiting. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Starts pg-boss (creating its schema the first time) and everything declared so far. */
  start(): Promise<void>;
  /** Stops taking jobs and waits up to `stopTimeoutMs` for running ones. */
  stop(): Promise<void>;
};

export type JobsConfig = {
  pool: pg.Pool;
  log: Logger;
  enabled: boolean;
  /** How often an idle worker looks for a job (pg-boss's minimum is 0.5). */
  pollSeconds?: number;
  /** How often an instance checks the cron schedules (tests shorten it; pg-boss allows 1 to 45). */
  cronCheckSeconds?: number;
  stopTimeoutMs?: number;
};

export const JOBS_SCHEMA = 'pgboss';
const QUEUE_LOCK = 'pgboss:create-queue';

export function createJobs(config: JobsConfig): Jobs {
  const { log } = config;
  const pollSeconds = config.pollSeconds ?? 2;
  if (!config.enabled) {
    return {
      enabled: false,
      async schedule() {},
      async work() {},
      async send(name) {
        throw new Error(`Background jobs are off (BACKGROUND_JOBS=false): cannot queue '${name}'`);
      },
      async start() {},
      async stop() {},
    };
  }

  const boss = new PgBoss({
    // The app's pool: no second set of connections, and the same database as everything else.
    db: { executeSql: (text, values) => config.pool.query(text, values) },
    schema: JOBS_SCHEMA,
    ...(config.cronCheckSeconds
      ? {
          cronMonitorIntervalSeconds: config.cronCheckSeconds,
          cronWorkerIntervalSeconds: config.cronCheckSeconds,
        }
      : {}),
  });
  boss.on('error', (err) => log.error({ err }, 'Background jobs error'));

  // What areas declared, applied at start (or at once when declared after it).
  const declared: (() => Promise<void>)[] = [];
  let started: Promise<void> | null = null;
  let stopped = false;

  const declare = async (step: () => Promise<void>) => {
    if (!started) {
      declared.push(step);
      return;
    }
    await started;
    await step();
  };

  /** Runs `work` while holding the jobs' advisory lock, so instances take turns at it. */
  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    const client = await config.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [QUEUE_LOCK]);
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [QUEUE_LOCK]);
      }
    } finally {
      client.release();
    }
  };

  /**
   * Creates a queue once across instances. pg-boss's `createQueue` adds a partition to its job table;
   * two instances doing it at the same moment deadlock, so creations take turns on an advisory lock,
   * and a queue another instance made meanwhile is left as it is.
   */
  const createQueue = (name: string, options: PgBoss.Queue) =>
    inTurn(async () => {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, options);
    });

  const runner =
    <T>(name: string, handler: (data: T) => Promise<void>) =>
    async (jobs: PgBoss.Job<T>[]) => {
      for (const job of jobs) {
        try {
          await handler(job.data);
        } catch (err) {
          log.error({ err, job: name, jobId: job.id }, 'Background job failed');
          throw err;
        }
      }
    };

  return {
    enabled: true,

    async schedule(name, cron, handler, options = {}) {
      await declare(async () => {
        await createQueue(name, {
          name,
          policy: 'stately',
          retryLimit: options.retryLimit ?? 0,
          retryDelay: options.retryDelaySeconds ?? 30,
        });
        await boss.schedule(name, cron, {}, { tz: options.tz ?? 'UTC' });
        await boss.work(name, { pollingIntervalSeconds: pollSeconds, batchSize: 1 }, runner(name, handler));
      });
    },

    async work(name, handler, options = {}) {
      await declare(async () => {
        await createQueue(name, {
          name,
          policy: options.policy ?? 'standard',
          retryLimit: options.retryLimit ?? 2,
          retryDelay: options.retryDelaySeconds ?? 30,
        });
        await boss.work(name, { pollingIntervalSeconds: pollSeconds, batchSize: 1 }, runner(name, handler));
      });
    },

    async send(name, data, options = {}) {
      if (!started) throw new Error(`Background jobs have not started: cannot queue '${name}'`);
      await started;
      return boss.send(name, data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      });
    },

    async start() {
      if (stopped) return;
      started ??= (async () => {
        // Two instances starting on an empty database would both create pg-boss's schema, and one
        // would fail on the duplicate; they take turns instead.
        await inTurn(() => boss.start());
        for (const step of declared) await step();
      })();
      await started;
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: true, wait: true, close: false, timeout: config.stopTimeoutMs ?? 10_000 });
    },
  };
}
