import path from 'node:path';
import type { Env } from '../env';
import { loadOrCreateLocalSecrets } from '../lib/secrets';
import { type Database, openDatabase } from './client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

export type OpenedDatabase = { database: Database; embedded: EmbeddedPostgres | null; url: string };

/** `DATABASE_URL` → that server; otherwise the embedded PostgreSQL under `<DATA_DIR>/postgres`. Migrated. */
export async function openConfiguredDatabase(
  env: Env,
  log: (message: string) => void,
): Promise<OpenedDatabase> {
  let embedded: EmbeddedPostgres | null = null;
  let url = env.DATABASE_URL;
  if (!url) {
    const secrets = loadOrCreateLocalSecrets(env.dataDir);
    embedded = await startEmbeddedPostgres({
      pgdata: path.join(env.dataDir, 'postgres'),
      password: secrets.postgresPassword,
      database: 'infinite_wellness',
      log,
    });
    url = embedded.url;
    log(`Embedded PostgreSQL on 127.0.0.1:${embedded.port}${embedded.reused ? ' (reused)' : ''}`);
  }
  const database = openDatabase(url, env.DATABASE_POOL_MAX);
  try {
    await runMigrations(database.db, database.pool);
  } catch (error) {
    await database.close();
    await embedded?.stop();
    throw error;
  }
  return { database, embedded, url };
}

/** The session secret and data key: configured, or generated into `<DATA_DIR>` outside production. */
export function resolveSecrets(env: Env): { sessionSecret: string; encryptionKeyText: string } {
  if (env.SESSION_SECRET && env.DATA_ENCRYPTION_KEY) {
    return { sessionSecret: env.SESSION_SECRET, encryptionKeyText: env.DATA_ENCRYPTION_KEY };
  }
  const local = loadOrCreateLocalSecrets(env.dataDir);
  return {
    sessionSecret: env.SESSION_SECRET ?? local.sessionSecret,
    encryptionKeyText: env.DATA_ENCRYPTION_KEY ?? local.dataEncryptionKey,
  };
}
