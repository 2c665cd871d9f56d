import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RED_FLAG_CATEGORIES } from '../../contract/assistant';
import { type App, buildApp } from '../app';
import { symptomPayload } from '../test/factories';
import {
  createTestDatabase,
  memoryMailer,
  signUpUser,
  TEST_ENCRYPTION_KEY,
  TEST_SESSION_SECRET,
  testEnv,
} from '../test/harness';

/** The audit log (docs/data-protection.md#audit-log): no health detail, append-only, reads on record. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: App;
type User = Awaited<ReturnType<typeof signUpUser>>;
let user: User;

const start = () =>
  buildApp({
    env: testEnv({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' }),
    database,
    sessionSecret: TEST_SESSION_SECRET,
    encryptionKey: TEST_ENCRYPTION_KEY,
    clientDir: null,
    mailer: memoryMailer(),
  });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await start();
  await app.ready();
  user = await signUpUser(app);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** Every column of audit_log that can hold text (text, varchar, json, jsonb), read from the catalogue. */
async function textColumns(): Promise<string[]> {
  const { rows } = await database.pool.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = 'audit_log'
        AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')`,
  );
  return rows.map((r) => r.column_name);
}

/** The red-flag categories found in any text column of the given user's audit rows ("column: category"). */
async function categoriesInAuditRowsOf(userId: string): Promise<string[]> {
  const columns = await textColumns();
  expect(columns).toEqual(expect.arrayContaining(['action', 'resource', 'resource_id', 'request_id']));
  const { rows } = await database.pool.query<Record<string, unknown>>(
    'SELECT * FROM audit_log WHERE subject_user_id = $1 OR actor_user_id = $1',
    [userId],
  );
  expect(rows.length).toBeGreaterThan(0);
  const hits: string[] = [];
  for (const row of rows) {
    for (const column of columns) {
      const value = row[column];
      if (value === null || value === undefined) continue;
      const text = (typeof value === 'string' ? value : JSON.stringify(value)).toLowerCase();
      for (const category of RED_FLAG_CATEGORIES) {
        if (text.includes(category) || text.includes(category.replaceAll('_', ' '))) {
          hits.push(`${column}: ${category}`);
        }
      }
    }
  }
  return hits;
}

describe('audit rows hold no clinical detail', () => {
  it('records an emergency shown in the stored chat without any red-flag category in any column', async () => {
    const someone = await signUpUser(app);
    const messages = ['I have crushing chest pain spreading to my left arm', 'I want to end my life'];
    for (const [i, content] of messages.entries()) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { cookie: someone.cookie },
        payload: { sessionId: `audit-${i}`, content },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().reply.isEmergency).toBe(true);
    }
    expect(await categoriesInAuditRowsOf(someone.userId)).toEqual([]);
    const shown = await database.pool.query(
      `SELECT c.id FROM audit_log a JOIN chat_messages c ON c.id::text = a.resource_id
        WHERE a.subject_user_id = $1 AND a.action = 'emergency_shown' AND a.resource = 'chat_message'
          AND a.actor_user_id = $1 AND a.request_id IS NOT NULL AND c.is_emergency`,
      [someone.userId],
    );
    expect(shown.rowCount).toBe(messages.length);
  });

  it('records an emergency shown by the health chat without any red-flag category in any column', async () => {
    const someone = await signUpUser(app);
    for (const message of ['I have crushing chest pain spreading to my left arm', 'I want to end my life']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/ai/health-chat',
        headers: { cookie: someone.cookie },
        payload: { message, chatHistory: [] },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().isEmergency).toBe(true);
    }
    expect(await categoriesInAuditRowsOf(someone.userId)).toEqual([]);
    const shown = await database.pool.query(
      `SELECT 1 FROM audit_log WHERE subject_user_id = $1 AND action = 'emergency_shown' AND resource = 'assistant_message'`,
      [someone.userId],
    );
    expect(shown.rowCount).toBe(2);
  });

  it('refuses an action outside the fixed list (a category cannot be written as the action)', async () => {
    await expect(
      database.pool.query(
        `INSERT INTO audit_log (actor_user_id, subject_user_id, action, resource) VALUES ($1, $1, 'suicidal_thoughts', 'chat_message')`,
        [user.userId],
      ),
    ).rejects.toThrow(/audit_log_action_known/);
  });
});

describe('audit_log is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE through the app pool', async () => {
    const before = await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(before.rows[0]!.n).toBeGreaterThan(0);
    await expect(
      database.pool.query('UPDATE audit_log SET subject_user_id = NULL WHERE subject_user_id = $1', [
        user.userId,
      ]),
    ).rejects.toThrow(/append-only/);
    await expect(
      database.pool.query('DELETE FROM audit_log WHERE subject_user_id = $1', [user.userId]),
    ).rejects.toThrow(/append-only/);
    await expect(database.pool.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    const after = await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('still accepts new rows', async () => {
    await database.pool.query(
      `INSERT INTO audit_log (actor_user_id, subject_user_id, action, resource) VALUES ($1, $1, 'read', 'symptom')`,
      [user.userId],
    );
    const rows = await database.pool.query(
      `SELECT 1 FROM audit_log WHERE subject_user_id = $1 AND action = 'read' AND resource = 'symptom' AND request_id IS NULL`,
      [user.userId],
    );
    expect(rows.rowCount).toBe(1);
  });
});

describe('read audits are committed before the answer', () => {
  const readRows = (requestIds: string[]) =>
    database.pool.query<{ request_id: string; action: string; resource: string; subject_user_id: string }>(
      'SELECT request_id, action, resource, subject_user_id FROM audit_log WHERE request_id = ANY($1::text[])',
      [requestIds],
    );

  it('has the audit row of an answered read in the table at once, with no waiting or flushing', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/symptoms',
      headers: { cookie: user.cookie },
      payload: symptomPayload(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const read = await app.inject({
      method: 'GET',
      url: `/api/symptoms/user/${user.userId}`,
      headers: { cookie: user.cookie },
    });
    expect(read.statusCode).toBe(200);
    const requestId = String(read.headers['x-request-id']);
    const { rows } = await readRows([requestId]);
    expect(rows).toEqual([
      { request_id: requestId, action: 'read', resource: 'symptom', subject_user_id: user.userId },
    ]);
  });

  it('answers 500 without the records when the read cannot be put on record', async () => {
    await database.pool.query(
      `ALTER TABLE audit_log ADD CONSTRAINT no_symptom_read_audit CHECK (NOT (resource = 'symptom' AND action = 'read')) NOT VALID`,
    );
    try {
      const read = await app.inject({
        method: 'GET',
        url: `/api/symptoms/user/${user.userId}`,
        headers: { cookie: user.cookie },
      });
      expect(read.statusCode).toBe(500);
      expect(read.body).not.toContain(symptomPayload().symptomName);
    } finally {
      await database.pool.query('ALTER TABLE audit_log DROP CONSTRAINT no_symptom_read_audit');
    }
  });

  it('loses none of the answered reads when the app closes right after them', async () => {
    const other = await start();
    await other.ready();
    const reads = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        other.inject({
          method: 'GET',
          url: i % 2 === 0 ? `/api/symptoms/user/${user.userId}` : `/api/health-metrics/user/${user.userId}`,
          headers: { cookie: user.cookie },
        }),
      ),
    );
    expect(reads.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    await other.close();
    const requestIds = reads.map((r) => String(r.headers['x-request-id']));
    const { rows } = await readRows(requestIds);
    expect(new Set(rows.map((r) => r.request_id))).toEqual(new Set(requestIds));
  });
});
