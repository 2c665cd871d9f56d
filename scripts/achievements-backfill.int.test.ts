import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../server/test/harness';

const run = promisify(execFile);
const SCRIPT = path.resolve(import.meta.dirname, 'achievements-backfill.ts');

describe('npm run achievements:backfill', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-backfill-'));
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const backfill = async (...args: string[]) => {
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'backfill-test-secret-0123456789abcdef01',
      DATA_ENCRYPTION_KEY: '11'.repeat(32),
    };
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', SCRIPT, ...args], { env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  it('records the achievements of existing accounts, and the same again on a second run', async () => {
    const { rows } = await database.pool.query<{ id: string }>(
      `INSERT INTO users (id, email, first_name, last_name, name) VALUES ('backfill-user', 'backfill@example.com', 'Bo', 'Fill', 'Bo Fill') RETURNING id`,
    );
    const userId = rows[0]?.id;
    await database.pool.query(
      `INSERT INTO exercise_completions (user_id, workout_id, workout_title, workout_type, duration_minutes, completed_at)
       VALUES ($1, 'gentle-walk', 'Gentle walk', 'cardio', 20, now() - interval '2 days')`,
      [userId],
    );
    const earned = async () =>
      (
        await database.pool.query(
          'SELECT achievement_id, earned_at FROM user_achievements WHERE user_id = $1 ORDER BY 1',
          [userId],
        )
      ).rows;

    const first = await backfill('--tz', 'Europe/London');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Done: 1 accounts, 1 achievements earned in all');
    const after = await earned();
    expect(after.map((r) => r.achievement_id)).toEqual(['first-workout']);

    const second = await backfill();
    expect(second.code).toBe(0);
    expect(await earned()).toEqual(after);
  });

  it('refuses an unknown time zone, touching nothing', async () => {
    const result = await backfill('--tz', 'Nowhere/Land');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unknown time zone: Nowhere/Land');
  });
});
