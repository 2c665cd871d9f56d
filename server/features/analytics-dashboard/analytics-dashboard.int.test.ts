import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { symptomPayload } from '../../test/factories';
import { makeAdmin, signUpUser } from '../../test/harness';
import { createClockedTestApp, grantPremium, testClock } from '../subscription/testing';

/**
 * The admin analytics dashboard over a hand-made set of events (docs/product/admin.md#analytics-dashboard).
 * The clock stands on Wednesday 2026-03-11 15:00 UTC; the week started on Monday 2026-03-09. Each
 * answer is checked with every day counted from the events, then again once the past days are rolled
 * up: both must be the same.
 */
const clock = testClock('2026-03-11T15:00:00Z');
let ctx: Awaited<ReturnType<typeof createClockedTestApp>>;
let adminCookie: string;
let memberCookie: string;
let practitionerCookie: string;
let memberA: string;

type Seed = [
  kind: string,
  name: string,
  props: object,
  user: string | null,
  session: string | null,
  at: string,
];

const ROUTES = ['dashboard', 'engagement', 'funnel', 'realtime'] as const;

async function get(route: (typeof ROUTES)[number], cookie = adminCookie) {
  return ctx.app.inject({ method: 'GET', url: `/api/analytics/${route}`, headers: { cookie } });
}

async function answers() {
  const out: Record<string, unknown> = {};
  for (const route of ROUTES) {
    const response = await get(route);
    expect(response.statusCode, response.body).toBe(200);
    out[route] = response.json();
  }
  return out as {
    dashboard: Record<string, unknown>;
    engagement: {
      dailyActiveUsers: { date: string; count: number }[];
      sessionsPerDay: { date: string; count: number }[];
      retention: { weekStart: string; users: number; retention: (number | null)[] }[];
    };
    funnel: { steps: { step: string; count: number }[]; conversionRates: Record<string, unknown> };
    realtime: { activeSessions: number; eventsPerMinute: { minute: string; count: number }[] };
  };
}

beforeAll(async () => {
  ctx = await createClockedTestApp(clock);
  const pool = ctx.database.pool;
  const setCreated = (id: string, at: string) =>
    pool.query('UPDATE users SET created_at = $2 WHERE id = $1', [id, at]);

  const admin = await signUpUser(ctx.app);
  await makeAdmin(ctx, admin.userId);
  adminCookie = admin.cookie;
  const practitioner = await signUpUser(ctx.app);
  await pool.query(`UPDATE users SET role = 'practitioner' WHERE id = $1`, [practitioner.userId]);
  practitionerCookie = practitioner.cookie;

  // A and B opted in to usage analytics (their events carry their id); C did not; E signed up long ago.
  const a = await signUpUser(ctx.app);
  const b = await signUpUser(ctx.app);
  const c = await signUpUser(ctx.app);
  const e = await signUpUser(ctx.app);
  memberCookie = c.cookie;
  memberA = a.userId;
  await setCreated(a.userId, '2026-02-24T12:00:00Z');
  await setCreated(b.userId, '2026-03-03T12:00:00Z');
  await setCreated(c.userId, '2026-03-10T09:00:00Z');
  await setCreated(e.userId, '2025-12-01T12:00:00Z');

  // A logs a symptom and starts the trial; C completes the questionnaire; B becomes Premium.
  const symptom = await ctx.app.inject({
    method: 'POST',
    url: '/api/symptoms',
    headers: { cookie: a.cookie },
    payload: symptomPayload(),
  });
  expect(symptom.statusCode, symptom.body).toBe(201);
  const trial = await ctx.app.inject({
    method: 'POST',
    url: '/api/premium/start-trial',
    headers: { cookie: a.cookie },
  });
  expect(trial.statusCode, trial.body).toBeLessThan(300);
  const onboarding = await ctx.app.inject({
    method: 'POST',
    url: '/api/onboarding/complete',
    headers: { cookie: c.cookie },
    payload: {
      personalInfo: { age: 42, weight: 160, height: 170, gender: 'female' },
      healthHistory: { chronicConditions: ['Migraines'], medications: '', allergies: '', familyHistory: '' },
      lifestyle: {
        diet: 'vegetarian',
        exerciseLevel: 'moderate',
        smokingStatus: 'never',
        alcoholConsumption: 'occasionally',
      },
      symptoms: {
        primarySymptoms: ['Headache'],
        symptomSeverity: 6,
        symptomDuration: '3 months',
        triggers: '',
      },
      goals: { primaryGoals: ['Better sleep'], timeline: '3 months', preferences: '' },
    },
  });
  expect(onboarding.statusCode, onboarding.body).toBe(201);
  await grantPremium(ctx.database.db, b.userId, clock.now());

  const seeds: Seed[] = [
    ['event', 'page_view', { path: '/' }, null, 's1', '2026-03-11T14:40:00Z'],
    ['event', 'page_view', { path: '/signup' }, null, 's1', '2026-03-11T14:45:00Z'],
    ['event', 'page_view', { path: '/' }, a.userId, 's2', '2026-03-11T14:58:00Z'],
    ['feature', 'water_tracking', { action: 'logged' }, a.userId, 's2', '2026-03-11T14:59:00Z'],
    ['event', 'page_view', { path: '/' }, null, 's3', '2026-03-08T10:00:00Z'],
    ['feature', 'water_tracking', { action: 'logged' }, null, null, '2026-03-08T11:00:00Z'],
    ['feature', 'ai_assistant', { action: 'opened' }, b.userId, 's4', '2026-03-05T10:00:00Z'],
    ['feature', 'guided_onboarding', { action: 'completed' }, b.userId, 's4', '2026-03-05T10:05:00Z'],
    ['event', 'app_launched', {}, b.userId, 's4', '2026-03-05T10:10:00Z'],
    ['feature', 'community', { action: 'posted' }, e.userId, 's5', '2026-02-20T10:00:00Z'],
    ['event', 'page_view', { path: '/' }, null, 's6', '2026-02-01T10:00:00Z'],
    ['event', 'app_launched', {}, a.userId, 's7', '2026-03-03T09:00:00Z'],
    ['event', 'page_view', { path: '/home' }, null, null, '2026-03-11T14:59:50Z'],
    ['event', 'page_view', { path: '/' }, null, 's8', '2026-02-09T14:00:00Z'],
    ['event', 'page_view', { path: '/' }, null, 's9', '2026-02-09T16:00:00Z'],
    ['event', 'app_launched', {}, b.userId, 's10', '2026-03-10T08:00:00Z'],
  ];
  for (const [kind, name, props, user, session, at] of seeds) {
    await pool.query(
      `INSERT INTO analytics_events (kind, name, properties, user_id, client_session_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [kind, name, JSON.stringify(props), user, session, at],
    );
  }
});

afterAll(async () => {
  await ctx?.close();
});

const nonZero = (series: { date: string; count: number }[]) =>
  Object.fromEntries(series.filter((d) => d.count > 0).map((d) => [d.date, d.count]));

function expectFigures(all: Awaited<ReturnType<typeof answers>>) {
  expect(all.dashboard).toEqual({
    // s1 and s2 had an event in the last 30 minutes; the member without consent has no session.
    activeSessions: 2,
    // Sessions of the last 7 days with two events or more: s1 300 s, s2 60 s, s4 600 s.
    avgSessionDuration: 320,
    sessionsMeasured: 3,
    // Only events that carry a user id count as users: A today; B this week; E this month.
    activeUsers: { daily: 1, weekly: 2, monthly: 3 },
    featureUsage: { water_tracking: 2, ai_assistant: 1, community: 1, guided_onboarding: 1 },
    generatedAt: '2026-03-11T15:00:00.000Z',
  });
  expect(Object.keys(all.dashboard.featureUsage as object)).toEqual([
    'water_tracking',
    'ai_assistant',
    'community',
    'guided_onboarding',
  ]);

  const { dailyActiveUsers, sessionsPerDay, retention } = all.engagement;
  expect(dailyActiveUsers).toHaveLength(90);
  expect(dailyActiveUsers[0]?.date).toBe('2025-12-12');
  expect(dailyActiveUsers[89]?.date).toBe('2026-03-11');
  expect(nonZero(dailyActiveUsers)).toEqual({
    '2026-02-20': 1,
    '2026-03-03': 1,
    '2026-03-05': 1,
    '2026-03-10': 1,
    '2026-03-11': 1,
  });
  expect(sessionsPerDay).toHaveLength(90);
  expect(nonZero(sessionsPerDay)).toEqual({
    '2026-02-01': 1,
    '2026-02-09': 2,
    '2026-02-20': 1,
    '2026-03-03': 1,
    '2026-03-05': 1,
    '2026-03-08': 1,
    '2026-03-10': 1,
    '2026-03-11': 2,
  });
  const none = [null, null, null, null, null, null, null];
  expect(retention).toEqual([
    { weekStart: '2026-01-19', users: 0, retention: none },
    { weekStart: '2026-01-26', users: 0, retention: none },
    { weekStart: '2026-02-02', users: 0, retention: none },
    { weekStart: '2026-02-09', users: 0, retention: none },
    { weekStart: '2026-02-16', users: 0, retention: none },
    // A: active in week 1 (03-03) and week 2 (03-11); week 3 has not started.
    { weekStart: '2026-02-23', users: 1, retention: [100, 100, null, null, null, null, null] },
    // B: the sign-up week (03-05) and week 1 (03-10).
    { weekStart: '2026-03-02', users: 1, retention: [100, null, null, null, null, null, null] },
    // C never opted in, so the week has no consenting member.
    { weekStart: '2026-03-09', users: 0, retention: none },
  ]);

  expect(all.funnel.steps).toEqual([
    // s1, s3 and s9 (s8 opened it just before the 30 days; s6 long before).
    { step: 'landing', count: 3 },
    // A, B and C; E signed up before the 30 days, the admin and the practitioner are not members.
    { step: 'signup', count: 3 },
    // B by the tour's completion event, C by the stored questionnaire.
    { step: 'onboarding_complete', count: 2 },
    { step: 'first_symptom', count: 1 },
    { step: 'trial', count: 1 },
    { step: 'premium', count: 1 },
  ]);
  expect(all.funnel.conversionRates).toEqual({
    landing: { ofPrevious: 100, ofFirst: 100 },
    signup: { ofPrevious: 100, ofFirst: 100 },
    onboarding_complete: { ofPrevious: 66.7, ofFirst: 66.7 },
    first_symptom: { ofPrevious: 50, ofFirst: 33.3 },
    trial: { ofPrevious: 100, ofFirst: 33.3 },
    premium: { ofPrevious: 100, ofFirst: 33.3 },
  });

  expect(all.realtime.activeSessions).toBe(1);
  const minutes = all.realtime.eventsPerMinute;
  expect(minutes).toHaveLength(15);
  expect(minutes[0]?.minute).toBe('2026-03-11T14:46:00.000Z');
  expect(minutes[14]?.minute).toBe('2026-03-11T15:00:00.000Z');
  expect(Object.fromEntries(minutes.filter((m) => m.count > 0).map((m) => [m.minute, m.count]))).toEqual({
    '2026-03-11T14:58:00.000Z': 1,
    '2026-03-11T14:59:00.000Z': 2,
  });
}

describe('the analytics dashboard', () => {
  it('counts the seeded events exactly, consenting users only, from the events alone', async () => {
    expectFigures(await answers());
  });

  it('answers the same once the past days are rolled up, and rolls each day once', async () => {
    const service = ctx.app.services.analyticsDashboard;
    const rolled = await service.rollUp();
    // From the first event's day to the day before yesterday.
    expect(rolled[0]).toBe('2026-02-01');
    expect(rolled.at(-1)).toBe('2026-03-09');
    expect(rolled).toHaveLength(37);
    expect(await service.rollUp()).toEqual([]);
    const days = await ctx.database.pool.query(
      `SELECT day::text, active_users, sessions, events FROM analytics_rollup_days WHERE events > 0 ORDER BY day`,
    );
    expect(days.rows).toEqual([
      { day: '2026-02-01', active_users: 0, sessions: 1, events: 1 },
      { day: '2026-02-09', active_users: 0, sessions: 2, events: 2 },
      { day: '2026-02-20', active_users: 1, sessions: 1, events: 1 },
      { day: '2026-03-03', active_users: 1, sessions: 1, events: 1 },
      { day: '2026-03-05', active_users: 1, sessions: 1, events: 3 },
      { day: '2026-03-08', active_users: 0, sessions: 1, events: 2 },
    ]);
    expectFigures(await answers());
  });

  it('keeps a member’s rolled-up days only while the account exists', async () => {
    const service = ctx.app.services.analyticsDashboard;
    // Rolled days only: A's events of today are counted from the events themselves.
    expect(await service.activeDaysOf(memberA)).toEqual(['2026-03-03']);
    await ctx.database.db.transaction((tx) => service.eraseForUser(tx, memberA));
    expect(await service.activeDaysOf(memberA)).toEqual([]);
  });

  it('refuses members and practitioners (403) and signed-out callers (401)', async () => {
    for (const route of ROUTES) {
      expect((await get(route, memberCookie)).statusCode).toBe(403);
      expect((await get(route, practitionerCookie)).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: `/api/analytics/${route}` })).statusCode).toBe(401);
    }
  });

  it('names no user, email or session in any answer', async () => {
    const ids = await ctx.database.pool.query<{ id: string; email: string }>('SELECT id, email FROM users');
    expect(ids.rows.length).toBeGreaterThan(5);
    for (const route of ROUTES) {
      const body = (await get(route)).body;
      for (const { id, email } of ids.rows) {
        expect(body).not.toContain(id);
        expect(body).not.toContain(email);
      }
      expect(body).not.toMatch(/"s\d+"/);
    }
  });
});
