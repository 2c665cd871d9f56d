import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS } from '../../../contract/analytics';
import { createTestApp, signUpUser, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type Row = {
  kind: string;
  name: string;
  properties: Record<string, unknown>;
  user_id: string | null;
  client_session_id: string | null;
  created_at: Date;
};

const post = (url: string, payload: unknown, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });

/** Events of one client session, oldest first. */
async function eventsOf(clientSessionId: string): Promise<Row[]> {
  const { rows } = await ctx.database.pool.query<Row>(
    'SELECT kind, name, properties, user_id, client_session_id, created_at FROM analytics_events WHERE client_session_id = $1 ORDER BY id',
    [clientSessionId],
  );
  return rows;
}

/** A signed-up user who has opted in to usage analytics (off by default). */
async function consentingUser() {
  const user = await signUpUser(ctx.app);
  const consent = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/user/privacy',
    headers: { cookie: user.cookie },
    payload: { analyticsConsent: true },
  });
  expect(consent.statusCode).toBe(200);
  return user;
}

let sessionCounter = 0;
const newSessionId = () => `cs-${Date.now()}-${++sessionCounter}`;

describe('analytics API', () => {
  it('stores a single tracked event with the signed-in user and the client session', async () => {
    const user = await consentingUser();
    const sid = newSessionId();
    const response = await post(
      '/api/analytics/track',
      { event: 'page_view', properties: { path: '/symptoms', count: 2, isNew: true }, clientSessionId: sid },
      user.cookie,
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 1 });
    const rows = await eventsOf(sid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'event',
      name: 'page_view',
      properties: { path: '/symptoms', count: 2, isNew: true },
      user_id: user.userId,
      client_session_id: sid,
    });
  });

  it('counts a signed-in user who has not opted in anonymously: no user id, no client session', async () => {
    const user = await signUpUser(ctx.app);
    const sid = newSessionId();
    const marker = `/consent-check-${sid}`;
    const response = await post(
      '/api/analytics/track',
      { event: 'page_view', properties: { path: marker }, clientSessionId: sid },
      user.cookie,
    );
    expect(response.statusCode).toBe(202);
    expect(await eventsOf(sid)).toEqual([]);
    const { rows } = await ctx.database.pool.query<Row>(
      "SELECT kind, name, properties, user_id, client_session_id, created_at FROM analytics_events WHERE properties->>'path' = $1",
      [marker],
    );
    expect(rows).toEqual([
      expect.objectContaining({ name: 'page_view', user_id: null, client_session_id: null }),
    ]);
    const { rows: mine } = await ctx.database.pool.query(
      'SELECT 1 FROM analytics_events WHERE user_id = $1',
      [user.userId],
    );
    expect(mine).toEqual([]);
  });

  it('stores events without a user id when signed out', async () => {
    const sid = newSessionId();
    const response = await post('/api/analytics/track', { event: 'app_launched', clientSessionId: sid });
    expect(response.statusCode).toBe(202);
    const rows = await eventsOf(sid);
    expect(rows).toEqual([expect.objectContaining({ name: 'app_launched', properties: {}, user_id: null })]);
  });

  it('stores the tracker’s batch form, keeping recent client times and clamping future ones', async () => {
    const user = await consentingUser();
    const sid = newSessionId();
    const tenSecondsAgo = new Date(Date.now() - 10_000).toISOString();
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const response = await post(
      '/api/analytics/track',
      {
        clientSessionId: sid,
        events: [
          { name: 'app_launched', at: tenSecondsAgo },
          { kind: 'feature', name: 'nutrition_analysis', properties: { source: 'camera' }, at: nextWeek },
          { kind: 'conversion', name: 'premium_trial_started' },
        ],
      },
      user.cookie,
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 3 });
    const rows = await eventsOf(sid);
    expect(rows.map((r) => `${r.kind}:${r.name}`)).toEqual([
      'event:app_launched',
      'feature:nutrition_analysis',
      'conversion:premium_trial_started',
    ]);
    expect(rows.every((r) => r.user_id === user.userId)).toBe(true);
    expect(rows[0]?.created_at.toISOString()).toBe(tenSecondsAgo);
    expect(rows[1]?.created_at.getTime()).toBeLessThanOrEqual(Date.now());
    expect(rows[1]?.properties).toEqual({ source: 'camera' });
  });

  it('stores feature usage and conversions from their own endpoints', async () => {
    const user = await consentingUser();
    const sid = newSessionId();
    const feature = await post(
      '/api/analytics/feature-usage',
      { feature: 'achievement_share', properties: { channel: 'link' }, clientSessionId: sid },
      user.cookie,
    );
    expect(feature.statusCode).toBe(202);
    const conversion = await post(
      '/api/analytics/conversion',
      { step: 'premium_upgraded', properties: { plan: 'monthly' }, clientSessionId: sid },
      user.cookie,
    );
    expect(conversion.statusCode).toBe(202);
    const rows = await eventsOf(sid);
    expect(
      rows.map((r) => ({ kind: r.kind, name: r.name, properties: r.properties, user_id: r.user_id })),
    ).toEqual([
      { kind: 'feature', name: 'achievement_share', properties: { channel: 'link' }, user_id: user.userId },
      { kind: 'conversion', name: 'premium_upgraded', properties: { plan: 'monthly' }, user_id: user.userId },
    ]);
  });

  it('answers 400 for names that are not lower_snake_case, storing nothing', async () => {
    const sid = newSessionId();
    const cases: [string, unknown][] = [
      ['/api/analytics/track', { event: 'PageView', clientSessionId: sid }],
      ['/api/analytics/track', { event: 'page view', clientSessionId: sid }],
      ['/api/analytics/track', { events: [{ name: 'Page_View' }], clientSessionId: sid }],
      ['/api/analytics/feature-usage', { feature: 'Nutrition Analysis', clientSessionId: sid }],
      ['/api/analytics/conversion', { step: 'TRIAL', clientSessionId: sid }],
      ['/api/analytics/track', { clientSessionId: sid }],
    ];
    for (const [url, payload] of cases) {
      const response = await post(url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await eventsOf(sid)).toEqual([]);
  });

  it('names the offending field in the 400 answer', async () => {
    const response = await post('/api/analytics/track', { event: 'PageView' });
    expect(response.json().error).toMatchObject({
      message: 'Event names are lower_snake_case',
      fields: { event: 'Event names are lower_snake_case' },
    });
  });

  it('answers 400 for more than 20 properties or more than 2 KB of them', async () => {
    const many = Object.fromEntries(
      Array.from({ length: ANALYTICS_LIMITS.propertiesMaxKeys + 1 }, (_, i) => [`key${i}`, i]),
    );
    const tooMany = await post('/api/analytics/track', { event: 'page_view', properties: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('Too many properties');

    const large = { text: 'a'.repeat(ANALYTICS_LIMITS.propertiesMaxBytes) };
    const tooLarge = await post('/api/analytics/feature-usage', { feature: 'search', properties: large });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.message).toBe('Properties are too large');

    const batch = await post('/api/analytics/track', { events: [{ name: 'page_view', properties: many }] });
    expect(batch.statusCode).toBe(400);
  });

  it('strips health and identity keys on the server even when a client sends them', async () => {
    const user = await consentingUser();
    const sid = newSessionId();
    const health = {
      symptomName: 'Headache',
      severity: 8,
      description: 'throbbing',
      triggers: 'light',
      email: user.email,
      phoneNumber: '555-0100',
      dateOfBirth: '1990-01-01',
      medications: 'ibuprofen',
      nested: { symptomName: 'Headache' },
      page: '/symptoms',
    };
    await post(
      '/api/analytics/track',
      { event: 'symptom_tracking', properties: health, clientSessionId: sid },
      user.cookie,
    );
    await post(
      '/api/analytics/track',
      { events: [{ name: 'form_submission', properties: health }], clientSessionId: sid },
      user.cookie,
    );
    await post(
      '/api/analytics/conversion',
      { step: 'signup', properties: health, clientSessionId: sid },
      user.cookie,
    );
    const rows = await eventsOf(sid);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.properties).toEqual({ page: '/symptoms' });
    const { rows: raw } = await ctx.database.pool.query(
      'SELECT properties::text AS text FROM analytics_events WHERE client_session_id = $1',
      [sid],
    );
    for (const { text } of raw) {
      expect(text).not.toContain('Headache');
      expect(text).not.toContain(user.email);
    }
  });

  it('keeps a deleted user’s events, without the user id', async () => {
    const user = await consentingUser();
    const sid = newSessionId();
    await post(
      '/api/analytics/track',
      { event: 'page_view', properties: { path: '/' }, clientSessionId: sid },
      user.cookie,
    );
    await ctx.database.pool.query('DELETE FROM users WHERE id = $1', [user.userId]);
    const rows = await eventsOf(sid);
    expect(rows).toEqual([
      expect.objectContaining({ name: 'page_view', properties: { path: '/' }, user_id: null }),
    ]);
  });

  it('refuses events posted from another site', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      headers: { origin: 'https://evil.example' },
      payload: { event: 'page_view' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CROSS_ORIGIN_REFUSED');
  });
});

describe('analytics rate limit', () => {
  it('answers 429 past RATE_LIMIT_ANALYTICS_PER_MINUTE requests from one IP and stores no more', async () => {
    const limited = await createTestApp({ RATE_LIMIT_ANALYTICS_PER_MINUTE: '3' });
    try {
      const send = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/analytics/track',
          remoteAddress,
          payload: { event: 'page_view', properties: {}, clientSessionId: `flood-${remoteAddress}` },
        });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await send('203.0.113.9')).statusCode);
      expect(statuses).toEqual([202, 202, 202, 429]);
      expect((await send('203.0.113.10')).statusCode).toBe(202);
      const { rows } = await limited.database.pool.query(
        `SELECT count(*)::int AS n FROM analytics_events WHERE client_session_id = 'flood-203.0.113.9'`,
      );
      expect(rows[0].n).toBe(3);
    } finally {
      await limited.close();
    }
  });
});
