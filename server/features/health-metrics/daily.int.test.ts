import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THealthMetricDaily } from '../../../contract/health-metrics';
import { checkInPayload } from '../../test/factories';
import { createTestApp, makeAdmin, signUpUser, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const checkIn = async (cookie: string, payload: Record<string, unknown>) =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/health-metrics',
      headers: { cookie },
      payload: checkInPayload(payload),
    })
  ).json() as { id: string };
const daily = (cookie: string, userId: string, query = '') =>
  ctx.app.inject({ url: `/api/health-metrics/user/${userId}/daily${query}`, headers: { cookie } });
const moveTo = (id: string, instantSql: string) =>
  ctx.database.pool.query(`UPDATE health_metrics SET created_at = ${instantSql} WHERE id = $1`, [id]);
const dateIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

describe('GET /api/health-metrics/user/{userId}/daily', () => {
  it('answers 7 days, oldest first and today last, with each day’s check-ins averaged', async () => {
    const user = await signUpUser(ctx.app);
    await checkIn(user.cookie, { mood: 3, sleepQuality: 7 });
    await checkIn(user.cookie, { mood: 8, sleepQuality: 8 });
    const twoDaysAgo = await checkIn(user.cookie, { mood: 6, sleepQuality: 6.5 });
    await moveTo(twoDaysAgo.id, `now() - interval '2 days'`);
    const tooOld = await checkIn(user.cookie, { mood: 1 });
    await moveTo(tooOld.id, `now() - interval '10 days'`);

    const response = await daily(user.cookie, user.userId, '?tz=UTC');
    expect(response.statusCode).toBe(200);
    const body = response.json() as THealthMetricDaily;
    const today = dateIn(new Date(), 'UTC');
    expect(body.today).toBe(today);
    expect(body.timeZone).toBe('UTC');
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)?.date).toBe(today);
    for (let i = 1; i < body.days.length; i++) {
      const step = Date.parse(body.days[i]?.date ?? '') - Date.parse(body.days[i - 1]?.date ?? '');
      expect(step).toBe(24 * 60 * 60 * 1000);
    }
    expect(body.days[6]).toMatchObject({ checkIns: 2, mood: 5.5, sleepQuality: 7.5 });
    expect(body.days[4]).toMatchObject({ checkIns: 1, mood: 6, sleepQuality: 6.5 });
    const empty = body.days.filter((_, i) => i !== 4 && i !== 6);
    expect(empty).toHaveLength(5);
    for (const day of empty) {
      expect(day).toEqual({
        date: expect.any(String),
        checkIns: 0,
        mood: null,
        energy: null,
        stress: null,
        fatigueLevel: null,
        mentalClarity: null,
        digestion: null,
        sleepQuality: null,
      });
    }
  });

  it('rounds averages to one decimal', async () => {
    const user = await signUpUser(ctx.app);
    for (const mood of [7, 8, 8]) await checkIn(user.cookie, { mood });
    const body = (await daily(user.cookie, user.userId)).json() as THealthMetricDaily;
    expect(body.days.at(-1)).toMatchObject({ checkIns: 3, mood: 7.7 });
  });

  it('counts days in the requested time zone', async () => {
    const user = await signUpUser(ctx.app);
    const late = await checkIn(user.cookie, { mood: 4 });
    // 23:30 UTC yesterday: still yesterday in New York, already the next day in Tokyo.
    await moveTo(
      late.id,
      `date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '30 minutes'`,
    );
    const { rows } = await ctx.database.pool.query('SELECT created_at FROM health_metrics WHERE id = $1', [
      late.id,
    ]);
    const instant = rows[0].created_at as Date;
    for (const tz of ['Asia/Tokyo', 'America/New_York']) {
      const body = (await daily(user.cookie, user.userId, `?tz=${encodeURIComponent(tz)}`)).json();
      const withCheckIn = (body as THealthMetricDaily).days.filter((day) => day.checkIns > 0);
      expect(withCheckIn.map((day) => day.date)).toEqual([dateIn(instant, tz)]);
    }
    expect(dateIn(instant, 'Asia/Tokyo')).not.toBe(dateIn(instant, 'America/New_York'));
  });

  it('answers as many days as asked, and 400 for days outside 1–90 or an unknown time zone', async () => {
    const user = await signUpUser(ctx.app);
    expect((await daily(user.cookie, user.userId, '?days=30')).json().days).toHaveLength(30);
    for (const query of ['?days=0', '?days=91', '?days=2.5', '?tz=Mars%2FOlympus']) {
      expect((await daily(user.cookie, user.userId, query)).statusCode).toBe(400);
    }
  });

  it('answers 401 signed out and 403 for another user’s days; an admin may read them', async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await checkIn(owner.cookie, { mood: 9 });
    expect((await ctx.app.inject({ url: `/api/health-metrics/user/${owner.userId}/daily` })).statusCode).toBe(
      401,
    );
    expect((await daily(other.cookie, owner.userId)).statusCode).toBe(403);
    const admin = await signUpUser(ctx.app);
    await makeAdmin(ctx, admin.userId);
    const asAdmin = await daily(admin.cookie, owner.userId);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().days.at(-1)).toMatchObject({ checkIns: 1, mood: 9 });
  });

  it('audits the read', async () => {
    const user = await signUpUser(ctx.app);
    await daily(user.cookie, user.userId);
    const { rows } = await ctx.database.pool.query(
      'SELECT action, resource FROM audit_log WHERE subject_user_id = $1 ORDER BY id',
      [user.userId],
    );
    expect(rows.map((r) => `${r.action}:${r.resource}`)).toEqual(['read:health_metric']);
  });
});
