import { randomBytes } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { TSignupRequest } from '../../contract/auth';
import { type App, buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { type Env, parseEnv } from '../env';
import type { Mail, Mailer } from '../lib/mailer';
import { signupPayload } from './factories';

export { signupPayload };

/**
 * The PostgreSQL of this test run: server/test/global-setup.ts starts it for the integration project
 * only. Anywhere else this module refuses to load, so a test that needs the database fails at once
 * with this message instead of hanging or failing on a connection.
 */
export function testPostgres(): { serverUrl: string; template: string } {
  const serverUrl = inject('pgServerUrl');
  const template = inject('pgTemplate');
  if (!serverUrl || !template) {
    throw new Error(
      'This test needs PostgreSQL, which only the integration project starts: name the test file ' +
        '<name>.int.test.ts (docs/testing.md, "Which tier a file is in").',
    );
  }
  return { serverUrl, template };
}
testPostgres();

export const TEST_SESSION_SECRET = 'test-session-secret-0123456789abcdefghijklmnop';
export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7);

/** A fresh database cloned from the migrated template: each test file gets its own. */
export async function createTestDatabase(): Promise<Database & { name: string; url: string }> {
  const { serverUrl, template } = testPostgres();
  const name = `iw_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = `${serverUrl}/${name}`;
  const database = openDatabase(url, 5);
  return {
    ...database,
    name,
    url,
    close: async () => {
      await database.close();
      const drop = new pg.Client({ connectionString: `${serverUrl}/postgres` });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await drop.end();
    },
  };
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:5000',
    DATA_DIR: '/tmp/iw-test-data',
    // pg-boss only where a test needs it: createTestApp(…, { jobs: true }).
    BACKGROUND_JOBS: 'false',
    ...overrides,
  });
}

/** A mailer that keeps messages in memory for assertions. */
export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    mode: 'outbox',
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}

export type TestContext = {
  app: App;
  database: Database & { name: string; url: string };
  mailer: ReturnType<typeof memoryMailer>;
  close(): Promise<void>;
};

/** An app on a fresh test database; `onRoute` sees every route it registers. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: {
    onRoute?: (route: RouteOptions) => void;
    /** Run background jobs (pg-boss, docs/architecture.md#background-jobs); off by default. */
    jobs?: boolean;
    libraryDir?: string;
    shopDir?: string;
    /** A built client to serve (its index.html, prerender-manifest.json and pages); none by default. */
    clientDir?: string;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const mailer = memoryMailer();
  const app = await buildApp({
    env: testEnv({
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      ...(options.jobs ? { BACKGROUND_JOBS: 'true' } : {}),
      ...envOverrides,
    }),
    database,
    sessionSecret: TEST_SESSION_SECRET,
    encryptionKey: TEST_ENCRYPTION_KEY,
    clientDir: options.clientDir ?? null,
    mailer,
    onRoute: options.onRoute,
    libraryDir: options.libraryDir,
    shopDir: options.shopDir,
  });
  await app.ready();
  return {
    app,
    database,
    mailer,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Session cookie header value from a response's set-cookie headers. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list
    .map((c) => c.split(';')[0])
    .filter((c): c is string => Boolean(c) && !c!.endsWith('='))
    .join('; ');
}

/** Signs up a new user through the API and returns their id and cookie. */
export async function signUpUser(app: App, overrides: Partial<TSignupRequest> = {}) {
  const payload = signupPayload(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { userId: string; email: string };
  return {
    userId: body.userId,
    email: body.email,
    password: payload.password,
    cookie: cookieHeader(response.headers['set-cookie']),
  };
}

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body for app.inject (text fields and files), with its content type. */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----iwtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Makes a signed-up account an admin, with its current sessions marked as having passed the second
 * factor, as `POST /api/admin/login` leaves an admin's session (docs/product/admin.md#sign-in).
 */
export async function makeAdmin(ctx: Pick<TestContext, 'database'>, userId: string): Promise<void> {
  await ctx.database.pool.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [userId]);
  await ctx.database.pool.query(`UPDATE sessions SET second_factor_at = now() WHERE user_id = $1`, [userId]);
}
