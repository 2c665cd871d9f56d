import { execFile } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../server/app';
import { createFieldCipher, encryptionKeyId } from '../server/lib/crypto';
import { checkInPayload } from '../server/test/factories';
import {
  createTestApp,
  signUpUser,
  TEST_ENCRYPTION_KEY,
  TEST_SESSION_SECRET,
  type TestContext,
  testEnv,
} from '../server/test/harness';
import { ENCRYPTED_COLUMNS, rotateEncryptedColumns } from './keys-rotate';

const run = promisify(execFile);
const SCRIPT = path.resolve(import.meta.dirname, 'keys-rotate.ts');

const OLD_KEY = TEST_ENCRYPTION_KEY;
const NEW_KEY = randomBytes(32);
const NEW_ID = encryptionKeyId(NEW_KEY);

/** A value as the first format wrote it: `v1:<iv>:<tag>:<ciphertext>`, no place, no key id. */
function legacyEncrypt(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return `v1:${iv.toString('base64url')}:${c.getAuthTag().toString('base64url')}:${data.toString('base64url')}`;
}

let ctx: TestContext;
let user: Awaited<ReturnType<typeof signUpUser>>;
let dataDir: string;
const apps: App[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-keys-rotate-'));
  user = await signUpUser(ctx.app);
  const post = (url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });
  for (let i = 0; i < 5; i += 1) {
    const symptom = await post('/api/symptoms', {
      symptomName: 'Headache',
      severity: 3 + i,
      description: `behind the eyes ${i}`,
      triggers: [`screens ${i}`],
    });
    expect(symptom.statusCode).toBe(201);
  }
  expect((await post('/api/health-metrics', checkInPayload({ note: 'slept badly' }))).statusCode).toBe(201);
  // The profile's medical lists, as its service writes them (bound to the user's row).
  await ctx.database.pool.query('INSERT INTO user_medical_lists (user_id, lists_enc) VALUES ($1, $2)', [
    user.userId,
    createFieldCipher(OLD_KEY).encrypt(
      JSON.stringify({ medicalConditions: ['Asthma'], medications: [], allergies: [] }),
      { table: 'user_medical_lists', column: 'lists_enc', rowId: user.userId },
    ),
  ]);
  // Rows written before places and key ids existed.
  await ctx.database.pool.query(
    `INSERT INTO symptoms (user_id, symptom_name, severity, description_enc, triggers_enc)
     VALUES ($1, 'Nausea', 2, $2, $3)`,
    [user.userId, legacyEncrypt('legacy note', OLD_KEY), legacyEncrypt(JSON.stringify(['legacy']), OLD_KEY)],
  );
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An app on the same database whose current key is the new one (and, optionally, the old one too). */
async function appWithNewKey(oldKeys: Buffer[]): Promise<App> {
  const app = await buildApp({
    env: testEnv(
      oldKeys.length > 0 ? { DATA_ENCRYPTION_KEYS_OLD: oldKeys.map((k) => k.toString('hex')).join(',') } : {},
    ),
    database: ctx.database,
    sessionSecret: TEST_SESSION_SECRET,
    encryptionKey: NEW_KEY,
    clientDir: null,
  });
  await app.ready();
  apps.push(app);
  return app;
}

/** The person's symptom descriptions, check-in notes and medical conditions as the app reads them. */
async function readEverything(app: App) {
  const headers = { cookie: user.cookie };
  const symptoms = await app.inject({ url: `/api/symptoms/user/${user.userId}`, headers });
  const metrics = await app.inject({ url: `/api/health-metrics/user/${user.userId}?days=7`, headers });
  const profile = await app.inject({ url: '/api/user/profile', headers });
  expect([symptoms.statusCode, metrics.statusCode, profile.statusCode]).toEqual([200, 200, 200]);
  return {
    names: (symptoms.json() as { symptomName: string }[]).map((s) => s.symptomName).sort(),
    descriptions: (symptoms.json() as { description: string }[]).map((s) => s.description).sort(),
    notes: (metrics.json() as { note: string | null }[]).map((m) => m.note),
    conditions: (profile.json() as { medicalConditions: string[] }).medicalConditions,
  };
}

const EVERYTHING = {
  names: ['Headache', 'Headache', 'Headache', 'Headache', 'Headache', 'Nausea'],
  descriptions: [
    'behind the eyes 0',
    'behind the eyes 1',
    'behind the eyes 2',
    'behind the eyes 3',
    'behind the eyes 4',
    'legacy note',
  ],
  notes: ['slept badly'],
  conditions: ['Asthma'],
};

/** Every non-null encrypted value, by the key id it names (`v1` for the first format). */
async function valuesByKey(pool: pg.Pool): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const spec of ENCRYPTED_COLUMNS) {
    for (const column of spec.columns) {
      const { rows } = await pool.query<{ value: string }>(
        `SELECT "${column}" AS value FROM "${spec.table}" WHERE "${column}" IS NOT NULL`,
      );
      for (const { value } of rows) {
        const [version, keyId] = value.split(':');
        const name = version === 'v2' ? (keyId ?? '') : (version ?? '');
        counts[name] = (counts[name] ?? 0) + 1;
      }
    }
  }
  return counts;
}

const clearNames = async () =>
  (
    await ctx.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM symptoms WHERE symptom_name IS NOT NULL',
    )
  ).rows[0]?.n;

describe('npm run keys:rotate', () => {
  it('lists every encrypted column of the database', async () => {
    const { rows } = await ctx.database.pool.query<{ name: string }>(
      `SELECT table_name || '.' || column_name AS name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name LIKE '%\\_enc' ORDER BY 1`,
    );
    const listed = ENCRYPTED_COLUMNS.flatMap((spec) => spec.columns.map((c) => `${spec.table}.${c}`)).sort();
    expect(rows.length).toBeGreaterThan(10);
    expect(listed).toEqual(rows.map((r) => r.name));
  });

  it('reads the first format, and old keys listed in DATA_ENCRYPTION_KEYS_OLD, before rotating', async () => {
    expect(await readEverything(await appWithNewKey([OLD_KEY]))).toEqual(EVERYTHING);
    // Without the old key the old values cannot be read: a list leaves them out instead of failing,
    // a single record answers the usual server error (with its request id; the place is logged).
    const withoutOld = await appWithNewKey([]);
    const symptoms = await withoutOld.inject({
      url: `/api/symptoms/user/${user.userId}`,
      headers: { cookie: user.cookie },
    });
    expect(symptoms.statusCode).toBe(200);
    expect(symptoms.json()).toEqual([]);
    const profile = await withoutOld.inject({ url: '/api/user/profile', headers: { cookie: user.cookie } });
    expect(profile.statusCode).toBe(500);
    expect(profile.json().error.code).toBe('INTERNAL');
  });

  it('stops half-way without losing anything, then carries on and leaves no value on an old key', async () => {
    const before = await valuesByKey(ctx.database.pool);
    expect(before.v1).toBe(2);
    expect(await clearNames()).toBe(1);
    expect(before[encryptionKeyId(OLD_KEY)]).toBeGreaterThan(10);

    // A run that dies on its third batch: the first two batches are committed, the third rolled back.
    let updates = 0;
    const failing = {
      connect: async () => {
        const client = await ctx.database.pool.connect();
        const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
        return Object.assign(Object.create(client) as pg.PoolClient, {
          query: (...args: unknown[]) => {
            const text = typeof args[0] === 'string' ? args[0] : '';
            if (text.trimStart().startsWith('UPDATE') && ++updates === 5) {
              return Promise.reject(new Error('connection lost'));
            }
            return query(...args);
          },
          release: () => client.release(),
        });
      },
      query: ctx.database.pool.query.bind(ctx.database.pool),
    } as unknown as pg.Pool;
    const cipher = createFieldCipher(NEW_KEY, { old: [OLD_KEY] });
    await expect(
      rotateEncryptedColumns({ pool: failing, cipher, batchSize: 2, print: () => {} }),
    ).rejects.toThrow('connection lost');
    const halfway = await valuesByKey(ctx.database.pool);
    expect(halfway[NEW_ID]).toBe(12); // two batches of two symptom rows, three values each
    expect(await readEverything(await appWithNewKey([OLD_KEY]))).toEqual(EVERYTHING);

    // The command carries on where the run stopped.
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: ctx.database.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: TEST_SESSION_SECRET,
      DATA_ENCRYPTION_KEY: NEW_KEY.toString('hex'),
      DATA_ENCRYPTION_KEYS_OLD: OLD_KEY.toString('hex'),
    };
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', SCRIPT, '--batch-size', '3'], {
      env,
    });
    expect(stderr).toBe('');
    const lines = stdout.trim().split('\n');
    expect(lines).toContain('[keys] symptoms: 2/2 rows');
    // Two symptom rows (name, description, triggers), the check-in note and the medical lists.
    expect(lines.at(-1)).toBe(
      `[keys] Done: 8 values in 4 rows re-encrypted with key ${NEW_ID}; 0 values could not be read`,
    );

    // Six symptoms of three values, the note, the lists: all on the new key, no name left in clear.
    expect(await valuesByKey(ctx.database.pool)).toEqual({ [NEW_ID]: 20 });
    expect(await clearNames()).toBe(0);
    // Nothing needs the old key any more.
    expect(await readEverything(await appWithNewKey([]))).toEqual(EVERYTHING);

    // A second run finds nothing to do.
    const again = await rotateEncryptedColumns({ pool: ctx.database.pool, cipher, print: () => {} });
    expect(again).toEqual({ values: 0, rows: 0, unreadable: 0 });
  });
  it('at start, encrypts names still in clear and leaves every encrypted value as it is', async () => {
    const legacy = legacyEncrypt('from an old version', OLD_KEY);
    const { rows } = await ctx.database.pool.query<{ id: string }>(
      `INSERT INTO symptoms (user_id, symptom_name, severity, description_enc)
       VALUES ($1, 'Skin Issues', 4, $2) RETURNING id`,
      [user.userId, legacy],
    );
    const id = rows[0]?.id;
    const cipher = createFieldCipher(NEW_KEY, { old: [OLD_KEY] });
    const moved = await rotateEncryptedColumns({
      pool: ctx.database.pool,
      cipher,
      clearOnly: true,
      print: () => {},
    });
    expect(moved).toEqual({ values: 1, rows: 1, unreadable: 0 });
    const { rows: after } = await ctx.database.pool.query(
      'SELECT symptom_name, symptom_name_enc, description_enc FROM symptoms WHERE id = $1',
      [id],
    );
    expect(after[0].symptom_name).toBeNull();
    expect(after[0].symptom_name_enc).toMatch(new RegExp(`^v2:${NEW_ID}:`));
    expect(after[0].description_enc).toBe(legacy);
    expect(await clearNames()).toBe(0);
    const read = await readEverything(await appWithNewKey([OLD_KEY]));
    expect(read.names).toContain('Skin Issues');
    expect(read.descriptions).toContain('from an old version');
  });
});
