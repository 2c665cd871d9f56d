import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARING_MESSAGES } from '../../../contract/sharing';
import { checkInPayload, symptomPayload } from '../../test/factories';
import { createTestApp, signUpUser, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const insights = (userId: string, cookie?: string) =>
  ctx.app.inject({ url: `/api/sharing/insights/${userId}`, headers: cookie ? { cookie } : {} });

describe('GET /api/sharing/insights/{userId}', () => {
  it('gives a new user an empty list and a friendly message', async () => {
    const user = await signUpUser(ctx.app);
    const response = await insights(user.userId, user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ insights: [], message: SHARING_MESSAGES.empty });
  });

  it("computes the user's own insights from their symptoms and check-ins", async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/symptoms',
      headers: { cookie: user.cookie },
      payload: symptomPayload({ severity: 4 }),
    });
    // Two weeks and more ago: a worse headache (back-dated in the database).
    const { rows } = await ctx.database.pool.query(
      `INSERT INTO symptoms (user_id, symptom_name, severity, created_at)
       VALUES ($1, 'Headache', 8, now() - interval '20 days') RETURNING id`,
      [user.userId],
    );
    expect(rows).toHaveLength(1);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/health-metrics',
      headers: { cookie: user.cookie },
      payload: checkInPayload({ sleepQuality: 7.5 }),
    });

    const response = await insights(user.userId, user.cookie);
    expect(response.statusCode).toBe(200);
    const list = response.json().insights as { type: string; title: string; metric: unknown }[];
    const types = list.map((i) => i.type);
    expect(types).toContain('streak');
    expect(types).toContain('achievement');
    expect(types).toContain('wellness_tip');
    expect(list.find((i) => i.type === 'symptom_improvement')).toMatchObject({
      title: 'Headache is easing',
      metric: { value: 4, unit: 'average severity', change: -4 },
    });
    expect(list.find((i) => i.title === 'Average sleep')).toMatchObject({
      metric: { value: 7.5, unit: 'hours' },
    });
    expect(response.json().message).toBeNull();

    // The other user's insights are untouched by this user's data.
    expect((await insights(other.userId, other.cookie)).json().insights).toEqual([]);
  });

  it("answers 403 for another user's id, 401 when signed out, and audits the read", async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/symptoms',
      headers: { cookie: owner.cookie },
      payload: { symptomName: 'Migraine', severity: 7 },
    });
    const forbidden = await insights(owner.userId, other.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).not.toContain('Migraine');
    expect((await insights(owner.userId)).statusCode).toBe(401);

    await insights(owner.userId, owner.cookie);
    const { rows } = await ctx.database.pool.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE subject_user_id = $1 AND resource = 'sharing_insights'`,
      [owner.userId],
    );
    expect(rows[0].n).toBe(1);
  });
});
