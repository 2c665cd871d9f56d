import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPostgres } from '../test/harness';
import { openDatabase } from './client';
import { MIGRATIONS_DIR, runMigrations } from './migrate';

const name = `iw_migrate_${randomBytes(4).toString('hex')}`;
const serverUrl = () => testPostgres().serverUrl;

async function admin<T>(body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${serverUrl()}/postgres` });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

beforeAll(() => admin((c) => c.query(`CREATE DATABASE ${name}`)));
afterAll(() => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));

describe('runMigrations', () => {
  it('migrates an empty database from instances starting together, each with a pool of one', async () => {
    const instances = [1, 2, 3].map(() => openDatabase(`${serverUrl()}/${name}`, 1));
    try {
      await Promise.all(instances.map((d) => runMigrations(d.db, d.pool)));
      const journal = JSON.parse(fs.readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8')) as {
        entries: unknown[];
      };
      const first = instances[0] as (typeof instances)[number];
      const applied = await first.pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(journal.entries.length);
      const tables = await first.pool.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining(['users', 'symptoms', 'audit_log']),
      );
      // Running again is a no-op.
      await runMigrations(first.db, first.pool);
      const again = await first.pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(again.rows[0].n).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((d) => d.close()));
    }
  });
});
