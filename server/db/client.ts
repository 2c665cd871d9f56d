import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { fallbackLogger, type Logger } from '../lib/logger';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = { db: Db; pool: pg.Pool; close(): Promise<void> };

// timestamptz → JS Date (pg default), int8 → number for counts.
pg.types.setTypeParser(20, (v) => Number(v));

export function openDatabase(url: string, poolMax = 10, log: Logger = fallbackLogger): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, idleTimeoutMillis: 30_000 });
  // An idle client lost its connection (server restart, network): the pool replaces it on next use.
  pool.on('error', (error) => log.error({ err: error }, 'PostgreSQL pool error'));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => endPool(pool) };
}

/**
 * `pool.end()` resolves once every client has been told to disconnect, not once it has. Waiting for
 * each connection to close means that stopping the embedded PostgreSQL right afterwards does not
 * kill live connections (logged as 'terminating connection due to administrator command').
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open <= 0) resolve();
    });
  });
  await pool.end();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, 5000)))]);
  clearTimeout(timer);
}
