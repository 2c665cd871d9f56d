import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_REPORT_MESSAGES,
  type TReportSchedule,
  type TScheduleDailyResponse,
  type TSendTestResponse,
} from '../../../contract/admin-report';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { createLogger } from '../../lib/logger';
import { createMailer, type Mail, type Mailer } from '../../lib/mailer';
import { uniqueEmail } from '../../test/factories';
import {
  createTestApp,
  makeAdmin,
  memoryMailer,
  signUpUser,
  TEST_ENCRYPTION_KEY,
  TEST_SESSION_SECRET,
  type TestContext,
  testEnv,
} from '../../test/harness';
import { insertPractitioner } from '../../test/practice-fixtures';
import { ADMIN_REPORT_JOB } from '.';
import { PREVIEW_CSP } from './routes';
import { createAdminReportService } from './service';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signUpUser>>;
let member: Awaited<ReturnType<typeof signUpUser>>;
/** The symptom route is made to fail for this test file, to see a server error recorded. */
const FAILING_ROUTE = '/api/symptoms/user/:userId';

beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      onRoute: (route) => {
        if (route.url === FAILING_ROUTE && route.method === 'GET') {
          route.handler = async () => {
            throw new Error('a failure for the server-error record');
          };
        }
      },
    },
  );
  admin = await signUpUser(ctx.app);
  await makeAdmin(ctx, admin.userId);
  member = await signUpUser(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
});

const q = (text: string, values: unknown[] = []) => ctx.database.pool.query(text, values);
const as = (cookie: string) => ({ cookie });
const scheduleDaily = (email: string, cookie = admin.cookie) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/email/schedule-daily',
    headers: as(cookie),
    payload: { email },
  });

describe('who may use the report', () => {
  const routes = [
    { method: 'POST', url: '/api/admin/email/schedule-daily', payload: { email: 'a@example.com' } },
    { method: 'GET', url: '/api/admin/email/schedule' },
    { method: 'DELETE', url: '/api/admin/email/schedule/00000000-0000-4000-8000-000000000000' },
    { method: 'POST', url: '/api/admin/email/send-test', payload: { email: 'a@example.com' } },
    { method: 'GET', url: '/api/admin/email/metrics' },
    { method: 'GET', url: '/api/admin/email/preview' },
  ] as const;

  it.each(routes)('answers 403 to a member and 401 to nobody: $method $url', async (route) => {
    const asMember = await ctx.app.inject({ ...route, headers: as(member.cookie) });
    expect(asMember.statusCode, asMember.body).toBe(403);
    const asNobody = await ctx.app.inject(route);
    expect(asNobody.statusCode).toBe(401);
  });

  it('answers 403 to a practitioner', async () => {
    const practitioner = await signUpUser(ctx.app);
    await q(`UPDATE users SET role = 'practitioner' WHERE id = $1`, [practitioner.userId]);
    ctx.app.services.sessions.forgetUser(practitioner.userId);
    const response = await ctx.app.inject({
      url: '/api/admin/email/preview',
      headers: as(practitioner.cookie),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the schedule', () => {
  it('adds an address once: scheduling it again answers 200 and changes nothing', async () => {
    const email = uniqueEmail('report.once');
    const first = await scheduleDaily(email.toUpperCase());
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json() as TScheduleDailyResponse;
    expect(created).toMatchObject({ success: true, sendsAt: '18:00 America/Los_Angeles', created: true });
    expect(created.recipient.email).toBe(email.toLowerCase());
    expect(new Date(created.nextSendAt).getTime()).toBeGreaterThan(Date.now());

    const again = await scheduleDaily(email);
    expect(again.statusCode).toBe(200);
    const repeated = again.json() as TScheduleDailyResponse;
    expect(repeated.created).toBe(false);
    expect(repeated.recipient).toEqual(created.recipient);

    const { rows } = await q('SELECT created_by FROM admin_report_schedules WHERE email = $1', [
      email.toLowerCase(),
    ]);
    expect(rows).toEqual([{ created_by: admin.userId }]);

    const list = await ctx.app.inject({ url: '/api/admin/email/schedule', headers: as(admin.cookie) });
    const schedule = list.json() as TReportSchedule;
    expect(schedule.recipients.filter((r) => r.email === email.toLowerCase())).toHaveLength(1);
  });

  it('removes an address, and says so when it is not on the list', async () => {
    const email = uniqueEmail('report.remove');
    const { recipient } = (await scheduleDaily(email)).json() as TScheduleDailyResponse;
    const url = `/api/admin/email/schedule/${recipient.id}`;
    const removed = await ctx.app.inject({ method: 'DELETE', url, headers: as(admin.cookie) });
    expect(removed.statusCode).toBe(204);
    const list = (
      await ctx.app.inject({ url: '/api/admin/email/schedule', headers: as(admin.cookie) })
    ).json() as TReportSchedule;
    expect(list.recipients.map((r) => r.email)).not.toContain(email);
    const again = await ctx.app.inject({ method: 'DELETE', url, headers: as(admin.cookie) });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(ADMIN_REPORT_MESSAGES.notScheduled);
  });

  it('asks for an address when none is given, and refuses one that is not an address', async () => {
    const empty = await scheduleDaily('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(ADMIN_REPORT_MESSAGES.emailRequired);
    const wrong = await scheduleDaily('not-an-address');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(ADMIN_REPORT_MESSAGES.emailInvalid);
  });
});

describe('an admin’s account deletion', () => {
  it('takes their own address off the list and keeps the ones they added, unsigned', async () => {
    const leaving = await signUpUser(ctx.app);
    await makeAdmin(ctx, leaving.userId);
    const other = uniqueEmail('report.kept');
    expect((await scheduleDaily(leaving.email, leaving.cookie)).statusCode).toBe(200);
    expect((await scheduleDaily(other, leaving.cookie)).statusCode).toBe(200);
    // Their data export lists both.
    const exported = await ctx.app.services.adminReport.exportForUser(leaving.userId);
    expect(exported.dailyReportAddresses.map((a) => a.email).sort()).toEqual(
      [leaving.email.toLowerCase(), other].sort(),
    );
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/delete',
      headers: as(leaving.cookie),
      payload: { requestType: 'delete', confirm: true, currentPassword: leaving.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const { rows } = await q('SELECT email, created_by FROM admin_report_schedules WHERE email = ANY($1)', [
      [leaving.email.toLowerCase(), other],
    ]);
    expect(rows).toEqual([{ email: other, created_by: null }]);
  });
});

describe('the test send and the preview', () => {
  it('mails the report, marked as a test, to the address given, and answers its figures', async () => {
    const email = uniqueEmail('report.test');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/email/send-test',
      headers: as(admin.cookie),
      payload: { email },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as TSendTestResponse;
    expect(body.success).toBe(true);
    // This file's own accounts were all made in the last 24 hours.
    const { rows } = await q(
      `SELECT count(*)::int AS n FROM users WHERE created_at > now() - interval '1 day'`,
    );
    expect(body.metrics.newUsers).toBe(rows[0].n);
    expect(body.metrics.feedbackCount).toBe(0);

    const mails = ctx.mailer.sent.filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^\[Test\] Infinite Wellness daily report: /);
    expect(mails[0]!.text).toContain(`New users: ${body.metrics.newUsers}`);
    expect(mails[0]!.html).toContain('<!doctype html>');
  });

  it('puts the report in the outbox when no SMTP server is set', async () => {
    const service = createAdminReportService({
      db: ctx.database.db,
      mailer: createMailer(ctx.database.db, { from: 'reports@example.com' }),
      appUrl: 'http://localhost:5000',
      log: createLogger('silent'),
    });
    const email = uniqueEmail('report.outbox');
    await service.sendTest(
      { userId: admin.userId, role: 'admin', requestId: 'r', ip: '127.0.0.1', sessionId: 's' },
      email,
    );
    const { rows } = await q('SELECT subject, text, html, sent_at FROM outbox WHERE "to" = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0].subject).toMatch(/^\[Test\] Infinite Wellness daily report: /);
    expect(rows[0].text).toContain('New users: ');
    expect(rows[0].html).toContain('<table');
    expect(rows[0].sent_at).toBeNull();
  });

  it('answers the figures of now for the setup screen', async () => {
    const response = await ctx.app.inject({ url: '/api/admin/email/metrics', headers: as(admin.cookie) });
    expect(response.statusCode).toBe(200);
    const { rows } = await q(
      `SELECT count(*)::int AS n FROM users WHERE created_at > now() - interval '1 day'`,
    );
    expect(response.json()).toMatchObject({ newUsers: rows[0].n, feedbackCount: 0, averageRating: null });
  });

  it('allows 10 test sends an hour per admin', async () => {
    const busy = await signUpUser(ctx.app);
    await makeAdmin(ctx, busy.userId);
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/email/send-test',
        headers: as(busy.cookie),
        payload: { email: busy.email },
      });
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(ADMIN_REPORT_MESSAGES.testRateLimited);
    expect(ctx.mailer.sent.filter((m) => m.to === busy.email.toLowerCase())).toHaveLength(10);
  });

  it('shows the report as HTML under a policy that allows no script and no request', async () => {
    const response = await ctx.app.inject({ url: '/api/admin/email/preview', headers: as(admin.cookie) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(PREVIEW_CSP);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(
      '<h1 style="margin:0 0 4px;font-size:20px;color:#0f172a;">Daily report: ',
    );
    expect(response.body).not.toContain('[Test]');
  });
});

describe('the figures', () => {
  // A day long past, so only the rows made here fall in it.
  const end = new Date('2026-01-10T02:00:00.000Z');
  const inside = new Date('2026-01-09T14:00:00.000Z').toISOString();
  const justInside = new Date(end.getTime() - 1000).toISOString();
  const before = new Date('2026-01-09T01:59:00.000Z').toISOString();
  const atEnd = end.toISOString();

  it('count exactly the rows of the last 24 hours', async () => {
    const [u1, u2, u3, u4] = [
      await signUpUser(ctx.app),
      await signUpUser(ctx.app),
      await signUpUser(ctx.app),
      await signUpUser(ctx.app),
    ];
    // New users: u1 and u3 (u2 a minute before the window, u4 at its end, which is outside).
    await q('UPDATE users SET created_at = $2 WHERE id = $1', [u1!.userId, inside]);
    await q('UPDATE users SET created_at = $2 WHERE id = $1', [u2!.userId, before]);
    await q('UPDATE users SET created_at = $2 WHERE id = $1', [u3!.userId, justInside]);
    await q('UPDATE users SET created_at = $2 WHERE id = $1', [u4!.userId, atEnd]);
    // Active: u1 (a session and an event: counted once), u3 (an event); u2's event is too early,
    // an anonymous event is nobody.
    await q('UPDATE sessions SET last_active_at = $2 WHERE user_id = $1', [u1!.userId, inside]);
    const event = `INSERT INTO analytics_events (kind, name, properties, user_id, created_at) VALUES ('event', 'page_view', '{}', $1, $2)`;
    await q(event, [u1!.userId, inside]);
    await q(event, [u3!.userId, justInside]);
    await q(event, [u2!.userId, before]);
    await q(event, [null, inside]);
    // Trials: u1's started inside, u2's before.
    const trial = `INSERT INTO subscriptions (user_id, plan, trial_used, trial_started_at, trial_ends_at)
      VALUES ($1, 'trial', true, $2, $2::timestamptz + interval '30 days')`;
    await q(trial, [u1!.userId, inside]);
    await q(trial, [u2!.userId, before]);
    // Upgrades: a checkout and a one-click upgrade paid inside; a renewal and a failed upgrade are not.
    const payment = `INSERT INTO payments (user_id, provider, purpose, plan, amount_cents, status, idempotency_key, paid_at)
      VALUES ($1, 'sandbox', $2, 'premium_monthly', 999, $3, gen_random_uuid()::text, $4)`;
    await q(payment, [u1!.userId, 'checkout', 'succeeded', inside]);
    await q(payment, [u3!.userId, 'upgrade', 'succeeded', justInside]);
    await q(payment, [u3!.userId, 'renewal', 'succeeded', inside]);
    await q(payment, [u2!.userId, 'upgrade', 'failed', inside]);
    await q(payment, [u2!.userId, 'checkout', 'succeeded', before]);
    // Feedback: 5, 5 and 3 inside; a 1 before.
    const rating = `INSERT INTO feedback (source, rating, created_at) VALUES ('widget', $1, $2)`;
    await q(rating, [5, inside]);
    await q(rating, [5, justInside]);
    await q(rating, [3, inside]);
    await q(rating, [1, before]);
    // Emergencies shown: two inside, one before; another action inside does not count.
    const audit = `INSERT INTO audit_log (actor_user_id, subject_user_id, action, resource, at) VALUES ($1, $1, $2, 'chat_message', $3)`;
    await q(audit, [u1!.userId, 'emergency_shown', inside]);
    await q(audit, [u3!.userId, 'emergency_shown', justInside]);
    await q(audit, [u3!.userId, 'emergency_shown', before]);
    await q(audit, [u3!.userId, 'read', inside]);
    // Applications: one waiting, one draft.
    await insertPractitioner(ctx.database.db, (await signUpUser(ctx.app)).userId, { status: 'pending' });
    await insertPractitioner(ctx.database.db, (await signUpUser(ctx.app)).userId, { status: 'draft' });
    // Server errors: three inside on two routes, one before.
    const failure = `INSERT INTO server_errors (method, route, status_code, at) VALUES ($1, $2, 500, $3)`;
    await q(failure, ['GET', '/api/insights', inside]);
    await q(failure, ['GET', '/api/insights', justInside]);
    await q(failure, ['POST', '/api/chat', inside]);
    await q(failure, ['POST', '/api/chat', before]);

    const metrics = await ctx.app.services.adminReport.metrics(end);
    expect(metrics).toEqual({
      windowStart: '2026-01-09T02:00:00.000Z',
      windowEnd: '2026-01-10T02:00:00.000Z',
      newUsers: 2,
      activeUsers: 2,
      trialStarts: 1,
      upgrades: 2,
      feedbackCount: 3,
      averageRating: 4.3,
      ratingCounts: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 2 },
      emergencies: 2,
      pendingApplications: 1,
      serverErrors: 3,
      serverErrorRoutes: [
        { method: 'GET', route: '/api/insights', count: 2 },
        { method: 'POST', route: '/api/chat', count: 1 },
      ],
    });
  });
});

describe('server errors', () => {
  it('records an answer of 500 with the route pattern, never the URL', async () => {
    const response = await ctx.app.inject({
      url: `/api/symptoms/user/${member.userId}?note=private`,
      headers: as(member.cookie),
    });
    expect(response.statusCode).toBe(500);
    const requestId = String(response.headers['x-request-id']);
    await expect
      .poll(async () => (await q('SELECT * FROM server_errors WHERE request_id = $1', [requestId])).rows)
      .toHaveLength(1);
    const { rows } = await q('SELECT method, route, status_code FROM server_errors WHERE request_id = $1', [
      requestId,
    ]);
    expect(rows[0]).toEqual({ method: 'GET', route: FAILING_ROUTE, status_code: 500 });
  });

  it('records nothing for answers below 500', async () => {
    const response = await ctx.app.inject({ url: '/api/admin/email/schedule', headers: as(member.cookie) });
    expect(response.statusCode).toBe(403);
    const settled = await ctx.app.inject({ url: '/api/version' });
    expect(settled.statusCode).toBe(200);
    const { rows } = await q('SELECT * FROM server_errors WHERE request_id = ANY($1)', [
      [String(response.headers['x-request-id']), String(settled.headers['x-request-id'])],
    ]);
    expect(rows).toEqual([]);
  });
});

describe('the daily run', () => {
  const actorless = (mailer: Mailer) =>
    createAdminReportService({
      db: ctx.database.db,
      mailer,
      appUrl: 'http://localhost:5000',
      log: createLogger('silent'),
    });

  async function listOnly(emails: string[]) {
    await q('DELETE FROM admin_report_schedules');
    for (const email of emails) await scheduleDaily(email);
  }

  it('sends once per Los Angeles day, however often it runs', async () => {
    const emails = [uniqueEmail('daily.a'), uniqueEmail('daily.b')];
    await listOnly(emails);
    const at = new Date('2026-03-09T01:00:00.000Z'); // 18:00 PDT on 8 March
    const first = await ctx.app.services.adminReport.runDaily(at);
    expect(first).toEqual({ status: 'sent', reportDate: '2026-03-08', recipients: 2, skipped: 0 });
    const later = await ctx.app.services.adminReport.runDaily(new Date('2026-03-09T06:59:00.000Z'));
    expect(later).toEqual({ status: 'not-claimed', reportDate: '2026-03-08' });
    for (const email of emails) {
      const mails = ctx.mailer.sent.filter((m) => m.to === email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Infinite Wellness daily report: Sunday, March 8, 2026');
    }
    const { rows } = await q(
      `SELECT recipients, sent_at FROM admin_report_runs WHERE report_date = '2026-03-08'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].recipients).toBe(2);
    expect(rows[0].sent_at).toBeInstanceOf(Date);
  });

  it('sends once when two app instances on one database run it at the same moment', async () => {
    const emails = [uniqueEmail('daily.c'), uniqueEmail('daily.d')];
    await listOnly(emails);
    const second = openDatabase(ctx.database.url, 4);
    const otherMailer = memoryMailer();
    const other = await buildApp({
      env: testEnv(),
      database: second,
      sessionSecret: TEST_SESSION_SECRET,
      encryptionKey: TEST_ENCRYPTION_KEY,
      clientDir: null,
      mailer: otherMailer,
    });
    try {
      await other.ready();
      const at = new Date('2026-11-02T02:00:00.000Z'); // 18:00 PST on 1 November
      const results = await Promise.all([
        ctx.app.services.adminReport.runDaily(at),
        other.services.adminReport.runDaily(at),
        ctx.app.services.adminReport.runDaily(at),
        other.services.adminReport.runDaily(at),
      ]);
      expect(results.filter((r) => r.status === 'sent')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'not-claimed')).toHaveLength(3);
      const sent = [...ctx.mailer.sent, ...otherMailer.sent].filter((m) => emails.includes(m.to));
      expect(sent.map((m) => m.to).sort()).toEqual([...emails].sort());
    } finally {
      await other.close();
      await second.close();
    }
  });

  it('resumes a run that failed half-way without mailing anyone twice', async () => {
    const emails = [uniqueEmail('resume.a'), uniqueEmail('resume.b'), uniqueEmail('resume.c')];
    await listOnly(emails);
    const outbox = createMailer(ctx.database.db, { from: 'reports@example.com' });
    let failOn: string | null = emails[1]!;
    const attempts: string[] = [];
    const flaky: Mailer = {
      mode: 'outbox',
      async send(mail: Mail) {
        attempts.push(mail.to);
        if (mail.to === failOn) {
          failOn = null;
          throw new Error('SMTP connection lost');
        }
        await outbox.send(mail);
      },
    };
    const service = actorless(flaky);
    const at = new Date('2026-07-04T01:00:00.000Z'); // 18:00 PDT on 3 July
    await expect(service.runDaily(at)).rejects.toThrow('SMTP connection lost');
    const { rows: unfinished } = await q(
      `SELECT sent_at FROM admin_report_runs WHERE report_date = '2026-07-03'`,
    );
    expect(unfinished).toEqual([{ sent_at: null }]);

    const retried = await service.runDaily(new Date(at.getTime() + 5 * 60_000));
    expect(retried).toEqual({ status: 'sent', reportDate: '2026-07-03', recipients: 3, skipped: 1 });
    expect(attempts).toEqual([emails[0], emails[1], emails[1], emails[2]]);
    const { rows } = await q(
      `SELECT "to", count(*)::int AS n FROM outbox WHERE subject LIKE 'Infinite Wellness daily report: Friday, July 3, 2026' GROUP BY "to" ORDER BY "to"`,
    );
    expect(rows).toEqual([...emails].sort().map((to) => ({ to, n: 1 })));
  });

  it('removes server errors older than 30 days', async () => {
    await q(`INSERT INTO server_errors (method, route, status_code, at) VALUES
      ('GET', '/old', 500, now() - interval '31 days'), ('GET', '/recent', 500, now() - interval '29 days')`);
    await ctx.app.services.adminReport.runDaily(new Date('2026-02-01T02:00:00.000Z'));
    const { rows } = await q(`SELECT route FROM server_errors WHERE route IN ('/old', '/recent')`);
    expect(rows).toEqual([{ route: '/recent' }]);
  });
});

describe('the job', () => {
  it('is scheduled every day at 18:00 in Los Angeles', async () => {
    const jobs = await createTestApp({}, { jobs: true });
    try {
      const { rows } = await jobs.database.pool.query(
        'SELECT name, cron, timezone FROM pgboss.schedule WHERE name = $1',
        [ADMIN_REPORT_JOB],
      );
      expect(rows).toEqual([
        { name: 'admin-report.daily', cron: '0 18 * * *', timezone: 'America/Los_Angeles' },
      ]);
    } finally {
      await jobs.close();
    }
  }, 60_000);
});
