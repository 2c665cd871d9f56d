import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Db } from './client';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 7391001;

/**
 * Applies pending drizzle-kit migrations; a session advisory lock keeps concurrent app instances in
 * line. The migrations run on the connection that holds the lock, so a pool of one connection
 * (`DATABASE_POOL_MAX=1`) does not wait for itself.
 */
export async function runMigrations(_db: Db, pool: pg.Pool): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(lock), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}
