import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RED_FLAG_CATEGORIES } from '../../contract/assistant';
import { testPostgres } from '../test/harness';
import { openDatabase } from './client';
import { MIGRATIONS_DIR, runMigrations } from './migrate';

/**
 * The audit log's clean-up migration on a database that already holds audit rows written the old
 * way: emergencies with their red-flag categories as the resource id (docs/data-protection.md#audit-log).
 */
const name = `iw_audit_mig_${randomBytes(4).toString('hex')}`;
const serverUrl = () => testPostgres().serverUrl;
const CLEAN_UP_TAG = '0012_audit_append_only';
let before: string;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: `${serverUrl()}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A copy of the migrations that stops just before the clean-up. */
function migrationsBeforeCleanUp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-audit-mig-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((e) => e.tag === CLEAN_UP_TAG);
  expect(cut).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, cut);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  }
  return dir;
}

beforeAll(async () => {
  await admin(`CREATE DATABASE ${name}`);
  before = migrationsBeforeCleanUp();
});
afterAll(async () => {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(before, { recursive: true, force: true });
});

describe('the audit log clean-up migration', () => {
  it('drops the red-flag categories from existing emergency rows and keeps every other row as it was', async () => {
    const database = openDatabase(`${serverUrl()}/${name}`, 1);
    try {
      await migrate(database.db, { migrationsFolder: before });
      await database.pool.query(
        `INSERT INTO audit_log (actor_user_id, subject_user_id, action, resource, resource_id, request_id, ip_address) VALUES
           ('u1', 'u1', 'emergency', 'chat_message', 'suicidal_thoughts,self_harm', 'r1', '203.0.113.9'),
           ('u1', 'u1', 'emergency', 'assistant_message', 'heart_attack', 'r2', '203.0.113.9'),
           ('u1', 'u1', 'read', 'symptom', NULL, 'r3', '203.0.113.9'),
           ('u1', 'u1', 'create', 'symptom', 'sym-1', 'r4', '203.0.113.9')`,
      );
      await runMigrations(database.db, database.pool);
      const { rows } = await database.pool.query(
        `SELECT actor_user_id, subject_user_id, action, resource, resource_id, request_id, ip_address
           FROM audit_log ORDER BY request_id`,
      );
      const common = { actor_user_id: 'u1', subject_user_id: 'u1', ip_address: '203.0.113.9' };
      expect(rows).toEqual([
        {
          ...common,
          action: 'emergency_shown',
          resource: 'chat_message',
          resource_id: null,
          request_id: 'r1',
        },
        {
          ...common,
          action: 'emergency_shown',
          resource: 'assistant_message',
          resource_id: null,
          request_id: 'r2',
        },
        { ...common, action: 'read', resource: 'symptom', resource_id: null, request_id: 'r3' },
        { ...common, action: 'create', resource: 'symptom', resource_id: 'sym-1', request_id: 'r4' },
      ]);
      const text = JSON.stringify(rows);
      expect(RED_FLAG_CATEGORIES.filter((c) => text.includes(c))).toEqual([]);
      // From now on the rows cannot be changed.
      await expect(database.pool.query(`UPDATE audit_log SET resource_id = 'x'`)).rejects.toThrow(
        /append-only/,
      );
    } finally {
      await database.close();
    }
  });
});
