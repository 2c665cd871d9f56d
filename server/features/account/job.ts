/**
 * The export job runner (docs/decisions.md#data-rights, 2026-11-21): the `data_exports` row is the job.
 * `step` claims and processes one queued row (FOR UPDATE SKIP LOCKED, so several app instances share
 * the queue) and says whether it found one. The runner works right after a request queues an export
 * (`kick`), and polls every `pollMs` for rows another instance queued or a restart left behind.
 * Everything runs on one promise chain per process: `drain()` (tests, shutdown) waits for the work
 * already started and then empties the queue.
 */
export type JobRunner = {
  kick(): void;
  drain(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
};

export function createJobRunner(options: {
  step: () => Promise<boolean>;
  housekeeping?: () => Promise<void>;
  pollMs: number;
  onError: (error: unknown) => void;
}): JobRunner {
  let chain: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const runAll = async () => {
    // A bounded loop: a poison row is marked failed by `step`, so each iteration makes progress.
    for (let i = 0; i < 1000 && !stopped; i += 1) {
      if (!(await options.step())) break;
    }
  };
  const enqueue = (work: () => Promise<void>) => {
    chain = chain.then(work).catch((error) => options.onError(error));
    return chain;
  };

  return {
    kick() {
      if (!stopped) void enqueue(runAll);
    },
    drain() {
      return enqueue(runAll);
    },
    start() {
      if (timer) return;
      timer = setInterval(() => {
        void enqueue(async () => {
          await options.housekeeping?.();
          await runAll();
        });
      }, options.pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await chain;
    },
  };
}
