import type { Logger } from './logger';

/**
 * Work started after a request has been answered (docs/product/accounts.md#forgot-password):
 * a failure is logged, never thrown into the request, and the server waits for what is under way
 * before it closes.
 */
export type BackgroundTasks = {
  /** Starts `task` now without waiting for it. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has finished (failed ones included). */
  drain(): Promise<void>;
};

export function createBackgroundTasks(log: Logger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, task: name }, 'background task failed'),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
