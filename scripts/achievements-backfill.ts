import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { isIanaTimeZone } from '../contract/progress';
import { type App, buildApp } from '../server/app';
import { openConfiguredDatabase, resolveSecrets } from '../server/db/open';
import { getEnv } from '../server/env';
import { parseEncryptionKey } from '../server/lib/crypto';

/**
 * `npm run achievements:backfill [-- --tz Europe/London]` (docs/product/achievements.md#backfill).
 *
 * Evaluates every account's stored activity once and records the achievements and weekly challenges
 * it meets, as a read of the achievements page would. Idempotent: what is already earned stays as it
 * was (same earned time), so it can run again at any time. Days are counted in `--tz` (default UTC):
 * the time zone of a person is not stored, and only day-based rules can differ by it.
 */
export const USAGE = 'Usage: npm run achievements:backfill [-- --tz <IANA time zone, default UTC>]';

export type BackfillResult = { users: number; achievements: number };

/** Evaluates every user, 100 at a time in id order; answers how many users and earned achievements there are. */
export async function backfillAchievements(
  app: Pick<App, 'services'>,
  pool: pg.Pool,
  timeZone: string,
  log: (message: string) => void = () => {},
): Promise<BackfillResult> {
  let after = '';
  let users = 0;
  let achievements = 0;
  for (;;) {
    const { rows } = await pool.query<{ id: string }>(
      'SELECT id FROM users WHERE id > $1 ORDER BY id LIMIT 100',
      [after],
    );
    if (rows.length === 0) break;
    for (const { id } of rows) {
      const result = await app.services.gamification.backfill(id, timeZone);
      users += 1;
      achievements += result.earned;
    }
    after = rows.at(-1)?.id ?? after;
    log(`${users} accounts evaluated`);
  }
  return { users, achievements };
}

async function main(argv: string[]): Promise<number> {
  let tz = 'UTC';
  try {
    const { values } = parseArgs({ args: argv, options: { tz: { type: 'string' } }, strict: true });
    tz = values.tz ?? 'UTC';
  } catch (error) {
    console.error(`[achievements] ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!isIanaTimeZone(tz)) {
    console.error(`[achievements] Unknown time zone: ${tz}\n${USAGE}`);
    return 2;
  }
  const log = (message: string) => console.log(`[achievements] ${message}`);
  const env = getEnv();
  const { database, embedded } = await openConfiguredDatabase(env, log);
  let app: App | null = null;
  try {
    const { sessionSecret, encryptionKeyText } = resolveSecrets(env);
    app = await buildApp({
      env,
      database,
      sessionSecret,
      encryptionKey: parseEncryptionKey(encryptionKeyText),
      clientDir: null,
    });
    const result = await backfillAchievements(app, database.pool, tz, log);
    log(`Done: ${result.users} accounts, ${result.achievements} achievements earned in all`);
    return 0;
  } finally {
    await app?.close();
    await database.close();
    if (embedded && !embedded.reused) await embedded.stop();
  }
}

const isEntryPoint = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntryPoint) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`[achievements] Backfill failed: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
