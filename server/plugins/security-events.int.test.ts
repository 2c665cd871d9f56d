import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { createLogger } from '../lib/logger';
import {
  createTestDatabase,
  makeAdmin,
  signUpUser,
  TEST_ENCRYPTION_KEY,
  TEST_SESSION_SECRET,
  testEnv,
} from '../test/harness';

/** Security events (docs/data-protection.md#security-events): one log line and one audit row each. */
let app: App;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    env: testEnv({ RATE_LIMIT_AUTH_PER_MINUTE: '1000', SIGNIN_FAILURES_PER_15_MIN: '2' }),
    database,
    sessionSecret: TEST_SESSION_SECRET,
    encryptionKey: TEST_ENCRYPTION_KEY,
    clientDir: null,
    logger: createLogger('warn', { write: (line: string) => logged.push(JSON.parse(line)) }),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type AuditRow = {
  actor_user_id: string | null;
  subject_user_id: string | null;
  action: string;
  resource: string;
  resource_id: string | null;
  request_id: string | null;
  ip_address: string | null;
};

async function auditRowsOf(requestId: unknown): Promise<AuditRow[]> {
  const { rows } = await database.pool.query<AuditRow>(
    `SELECT actor_user_id, subject_user_id, action, resource, resource_id, request_id, ip_address
       FROM audit_log WHERE request_id = $1`,
    [String(requestId)],
  );
  return rows;
}

const eventLines = (requestId: unknown) =>
  logged.filter((line) => line.securityEvent && line.reqId === String(requestId));

const signin = (email: string, password: string, remoteAddress = '203.0.113.7') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password, rememberMe: false },
    remoteAddress,
  });

describe('security events', () => {
  it('records a failed sign-in against the account it aimed at, without the email or password', async () => {
    const user = await signUpUser(app);
    const response = await signin(user.email, 'Not-The-Password1');
    expect(response.statusCode).toBe(401);
    const rows = await auditRowsOf(response.headers['x-request-id']);
    expect(rows).toEqual([
      {
        actor_user_id: null,
        subject_user_id: user.userId,
        action: 'signin_failed',
        resource: '/api/auth/signin',
        resource_id: null,
        request_id: String(response.headers['x-request-id']),
        ip_address: '203.0.113.7',
      },
    ]);
    const [line] = eventLines(response.headers['x-request-id']);
    expect(line).toMatchObject({ securityEvent: 'signin_failed', status: 401, subjectUserId: user.userId });
    const everything = JSON.stringify([rows, eventLines(response.headers['x-request-id'])]);
    expect(everything).not.toContain(user.email);
    expect(everything).not.toContain('Not-The-Password1');
  });

  it('records a failed sign-in for an unknown email with no account named', async () => {
    const response = await signin(`nobody-${randomBytes(3).toString('hex')}@example.com`, 'Whatever-It-Is9');
    expect(response.statusCode).toBe(401);
    const rows = await auditRowsOf(response.headers['x-request-id']);
    expect(rows).toMatchObject([{ action: 'signin_failed', subject_user_id: null }]);
  });

  it('records a sign-in refused by the lock', async () => {
    const user = await signUpUser(app);
    const address = '203.0.113.20';
    for (let i = 0; i < 2; i++)
      expect((await signin(user.email, 'Wrong-Guess-42', address)).statusCode).toBe(401);
    const locked = await signin(user.email, user.password, address);
    expect(locked.statusCode).toBe(429);
    expect(await auditRowsOf(locked.headers['x-request-id'])).toMatchObject([
      { action: 'signin_locked', subject_user_id: user.userId, ip_address: address },
    ]);
  });

  it('records an admin sign-in refused by the lock, naming the account tried', async () => {
    const user = await signUpUser(app);
    const address = '203.0.113.21';
    const adminLogin = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: user.email, password },
        remoteAddress: address,
      });
    for (let i = 0; i < 2; i++) expect((await adminLogin('Wrong-Guess-42')).statusCode).toBe(401);
    const locked = await adminLogin(user.password);
    expect(locked.statusCode).toBe(429);
    expect(await auditRowsOf(locked.headers['x-request-id'])).toMatchObject([
      { action: 'signin_locked', subject_user_id: user.userId, ip_address: address },
    ]);
  });

  it('records a refused cross-site request and a 403, with the actor when signed in', async () => {
    const user = await signUpUser(app);
    const crossSite = await app.inject({
      method: 'PATCH',
      url: '/%61pi/user/privacy',
      headers: { cookie: user.cookie, 'sec-fetch-site': 'cross-site' },
      payload: { marketingConsent: true },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await auditRowsOf(crossSite.headers['x-request-id'])).toMatchObject([
      { action: 'cross_site_refused' },
    ]);
    const forbidden = await app.inject({ url: '/api/feedback', headers: { cookie: user.cookie } });
    expect(forbidden.statusCode).toBe(403);
    expect(await auditRowsOf(forbidden.headers['x-request-id'])).toEqual([
      expect.objectContaining({ action: 'forbidden', actor_user_id: user.userId, resource: '/api/feedback' }),
    ]);
  });

  it("records an admin's access to another person's data, and nothing for their own or a user's own", async () => {
    const user = await signUpUser(app);
    const admin = await signUpUser(app);
    await makeAdmin({ database }, admin.userId);
    app.services.sessions.forgetUser(admin.userId);

    const other = await app.inject({
      url: `/api/symptoms/user/${user.userId}`,
      headers: { cookie: admin.cookie },
    });
    expect(other.statusCode).toBe(200);
    const rows = await auditRowsOf(other.headers['x-request-id']);
    expect(rows.filter((row) => row.action === 'admin_access')).toEqual([
      expect.objectContaining({
        actor_user_id: admin.userId,
        subject_user_id: user.userId,
        resource: '/api/symptoms/user/:userId',
        resource_id: user.userId,
      }),
    ]);
    expect(eventLines(other.headers['x-request-id'])).toEqual([
      expect.objectContaining({ securityEvent: 'admin_access', subjectUserId: user.userId }),
    ]);

    const own = await app.inject({
      url: `/api/symptoms/user/${admin.userId}`,
      headers: { cookie: admin.cookie },
    });
    const byUser = await app.inject({
      url: `/api/symptoms/user/${user.userId}`,
      headers: { cookie: user.cookie },
    });
    for (const response of [own, byUser]) {
      expect(response.statusCode).toBe(200);
      expect((await auditRowsOf(response.headers['x-request-id'])).map((row) => row.action)).not.toContain(
        'admin_access',
      );
      expect(eventLines(response.headers['x-request-id'])).toEqual([]);
    }
  });
});
