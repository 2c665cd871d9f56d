import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { ensureDatabase, startEmbeddedPostgres } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { parseEnv } from '../env';
import { ensureUsdaFoods } from '../features/nutrition/food-data';

export const TEMPLATE_DATABASE = 'iw_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a server where tests may create databases (no database name at the end). */
    pgServerUrl: string;
    pgTemplate: string;
  }
}

/**
 * One PostgreSQL for the whole run: `TEST_DATABASE_URL` when set (a server URL whose user may
 * create databases), otherwise an embedded cluster in a temporary directory with durability off.
 * A migrated template database is made once; each test file clones it (server/test/harness.ts).
 */
export default async function setup(project: TestProject) {
  const env = parseEnv(process.env);
  let serverUrl: string;
  let stop = async () => {};
  let tmp: string | null = null;
  if (env.TEST_DATABASE_URL) {
    const url = new URL(env.TEST_DATABASE_URL);
    url.pathname = '';
    serverUrl = url.toString().replace(/\/$/, '');
  } else {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-test-pg-'));
    fs.chmodSync(tmp, 0o755);
    const pg = await startEmbeddedPostgres({
      pgdata: path.join(tmp, 'pgdata'),
      password: 'test',
      database: 'postgres',
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    });
    serverUrl = pg.url.replace(/\/postgres$/, '');
    stop = () => pg.stop();
  }

  const admin = openDatabase(`${serverUrl}/postgres`, 1);
  await admin.pool.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.close();
  await ensureDatabase(`${serverUrl}/postgres`, TEMPLATE_DATABASE);
  const template = openDatabase(`${serverUrl}/${TEMPLATE_DATABASE}`, 2);
  await runMigrations(template.db, template.pool);
  await ensureUsdaFoods(template.pool);
  await template.close();

  project.provide('pgServerUrl', serverUrl);
  project.provide('pgTemplate', TEMPLATE_DATABASE);

  return async () => {
    await stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  };
}
