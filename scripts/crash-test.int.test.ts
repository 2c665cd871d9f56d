import { describe, expect, it } from 'vitest';
import { runCrashTest } from './lib/crash-test';

/**
 * `npm run crash-test` in small: 10 SIGKILLs of the real server during writes, a restart on the same
 * DATA_DIR after each (the embedded PostgreSQL left running is reused), and the check of everything
 * written so far (scripts/lib/crash-test.ts).
 */
describe('crash safety of the real server', () => {
  it('keeps every acknowledged write and stores no write half across 10 kill -9 restarts', async () => {
    const lines: string[] = [];
    const result = await runCrashTest({ cycles: 10, log: (line) => lines.push(line) });

    expect(result.problems, lines.join('\n')).toEqual([]);
    expect(result).toMatchObject({ cycles: 10, lost: 0, corrupt: 0, failedRestarts: 0 });
    // The run did write and did cut writes off: otherwise it proved nothing.
    expect(result.acknowledged).toBeGreaterThan(20);
    expect(result.cutOff).toBeGreaterThan(0);
  }, 240_000);
});
