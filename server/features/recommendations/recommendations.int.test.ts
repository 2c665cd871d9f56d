import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOMMENDATION_MESSAGES } from '../../../contract/recommendations';
import { localDate } from '../../lib/calendar';
import { checkInPayload } from '../../test/factories';
import { createTestApp, signUpUser, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const CHECK_IN = checkInPayload();

const post = (cookie: string, url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const list = (cookie: string, tz = 'UTC') =>
  ctx.app.inject({ url: `/api/recommendations?tz=${encodeURIComponent(tz)}`, headers: { cookie } });
const ids = async (cookie: string) => ((await list(cookie)).json() as { id: string }[]).map((r) => r.id);

/** A check-in `daysAgo` days back (same time of day, so on consecutive UTC days). */
async function checkInDaysAgo(cookie: string, daysAgo: number, values: Record<string, number>) {
  const created = (await post(cookie, '/api/health-metrics', { ...CHECK_IN, ...values })).json();
  await ctx.database.pool.query(
    `UPDATE health_metrics SET created_at = created_at - make_interval(days => $2) WHERE id = $1`,
    [created.id, daysAgo],
  );
}

describe('recommendations API', () => {
  it('asks a new user for a first check-in and nothing else', async () => {
    const user = await signUpUser(ctx.app);
    const response = await list(user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ id: 'daily-check-in', actionRoute: '/#daily-check-in', triedToday: false }),
    ]);
  });

  it('recommends sleep hygiene after three short nights, citing the hours, only to that user', async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await checkInDaysAgo(user.cookie, 2, { sleepQuality: 5 });
    await checkInDaysAgo(user.cookie, 1, { sleepQuality: 4.5 });
    expect(await ids(user.cookie)).not.toContain('sleep-hygiene');
    await checkInDaysAgo(user.cookie, 0, { sleepQuality: 5.5 });

    const recommendations = (await list(user.cookie)).json() as {
      id: string;
      reason: string;
      title: string;
    }[];
    const sleep = recommendations.find((r) => r.id === 'sleep-hygiene');
    expect(sleep?.title).toBe('Try a sleep hygiene routine');
    expect(sleep?.reason).toContain('5, 4.5 and 5.5 hours');
    expect(recommendations.map((r) => r.id)).not.toContain('daily-check-in');
    expect(await ids(other.cookie)).toEqual(['daily-check-in']);
  });

  it('follows the user’s symptoms and stress', async () => {
    const user = await signUpUser(ctx.app);
    for (const severity of [8, 7, 3]) {
      await post(user.cookie, '/api/symptoms', { symptomName: 'Migraine', severity });
    }
    for (const stress of [8, 9, 7]) await post(user.cookie, '/api/health-metrics', { ...CHECK_IN, stress });
    expect(await ids(user.cookie)).toEqual([
      'breathing-relaxation',
      'talk-to-practitioner',
      'track-triggers',
    ]);
  });

  it('records a try once per recommendation per day and counts it', async () => {
    const user = await signUpUser(ctx.app);
    const first = await post(user.cookie, '/api/recommendations/daily-check-in/tried?tz=UTC');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      recommendationId: 'daily-check-in',
      triedOn: localDate(new Date(), 'UTC'),
      triedAt: expect.any(String),
      recommendationsTried: 1,
    });
    const again = await post(user.cookie, '/api/recommendations/daily-check-in/tried?tz=UTC');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await list(user.cookie)).json()[0]).toMatchObject({ id: 'daily-check-in', triedToday: true });

    const { rows } = await ctx.database.pool.query(
      `SELECT action, resource FROM audit_log WHERE subject_user_id = $1 AND action = 'create'`,
      [user.userId],
    );
    expect(rows).toEqual([{ action: 'create', resource: 'recommendation_feedback' }]);
  });

  it('answers 404 for an unknown recommendation and stores nothing', async () => {
    const user = await signUpUser(ctx.app);
    const response = await post(user.cookie, '/api/recommendations/buy-supplements/tried');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(RECOMMENDATION_MESSAGES.unknown);
    const { rows } = await ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM recommendation_feedback WHERE user_id = $1',
      [user.userId],
    );
    expect(rows[0].n).toBe(0);
  });

  it('keeps each user’s tries to themselves', async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await post(owner.cookie, '/api/recommendations/daily-check-in/tried');
    expect((await list(other.cookie)).json()[0].triedToday).toBe(false);
    const progress = await ctx.app.inject({
      url: `/api/progress/user/${other.userId}`,
      headers: { cookie: other.cookie },
    });
    expect(progress.json().recommendationsTried).toBe(0);
  });

  it('answers 400 for an unknown time zone and 401 when signed out', async () => {
    const user = await signUpUser(ctx.app);
    expect((await list(user.cookie, 'Nowhere/Land')).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/recommendations' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/recommendations/daily-check-in/tried' })).statusCode,
    ).toBe(401);
  });
});
