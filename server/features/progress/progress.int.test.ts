import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_MESSAGES } from '../../../contract/progress';
import { localDate } from '../../lib/calendar';
import { checkInPayload, communityPostPayload, symptomPayload } from '../../test/factories';
import { createTestApp, makeAdmin, signUpUser, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const CHECK_IN = checkInPayload();

const progress = (cookie: string, userId: string, tz?: string) =>
  ctx.app.inject({
    url: `/api/progress/user/${userId}${tz ? `?tz=${encodeURIComponent(tz)}` : ''}`,
    headers: { cookie },
  });
const post = (cookie: string, url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const backdate = (table: 'symptoms' | 'health_metrics', id: string, days: number) =>
  ctx.database.pool.query(
    `UPDATE ${table} SET created_at = created_at - make_interval(days => $2) WHERE id = $1`,
    [id, days],
  );

describe('progress API', () => {
  it('gives a new user zeros and an empty Monday–Sunday week, never sample figures', async () => {
    const user = await signUpUser(ctx.app);
    const response = await progress(user.cookie, user.userId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      streak: 0,
      symptomsLogged: 0,
      recommendationsTried: 0,
      checkInDays: 0,
      wellnessPoints: 0,
      timeZone: 'UTC',
    });
    expect(body.week.map((d: { label: string }) => d.label)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(body.week.some((d: { isActive: boolean }) => d.isActive)).toBe(false);
    expect(body.week.find((d: { isToday: boolean }) => d.isToday).date).toBe(localDate(new Date(), 'UTC'));
  });

  it('counts symptoms, check-in days (one per day), tries and the streak from real activity', async () => {
    const user = await signUpUser(ctx.app);
    await post(user.cookie, '/api/health-metrics', CHECK_IN);
    await post(user.cookie, '/api/health-metrics', CHECK_IN); // a second check-in today adds no points
    await post(user.cookie, '/api/symptoms', symptomPayload());
    let body = (await progress(user.cookie, user.userId)).json();
    expect(body).toMatchObject({ streak: 1, symptomsLogged: 1, checkInDays: 1, wellnessPoints: 20 });
    expect(body.week.find((d: { isToday: boolean }) => d.isToday).isActive).toBe(true);

    // Yesterday a symptom, the day before a check-in, four days ago another symptom: streak 3.
    const yesterday = (await post(user.cookie, '/api/symptoms', symptomPayload())).json();
    await backdate('symptoms', yesterday.id, 1);
    const twoDaysAgo = (await post(user.cookie, '/api/health-metrics', CHECK_IN)).json();
    await backdate('health_metrics', twoDaysAgo.id, 2);
    const fourDaysAgo = (await post(user.cookie, '/api/symptoms', symptomPayload())).json();
    await backdate('symptoms', fourDaysAgo.id, 4);

    const tried = await post(user.cookie, '/api/recommendations/sleep-hygiene/tried');
    expect(tried.statusCode).toBe(201);
    body = (await progress(user.cookie, user.userId)).json();
    expect(body).toMatchObject({
      streak: 3,
      symptomsLogged: 3,
      checkInDays: 2,
      recommendationsTried: 1,
      wellnessPoints: 3 * 10 + 2 * 10 + 20,
    });
  });

  it('counts a day with a community post or reply toward the streak', async () => {
    const user = await signUpUser(ctx.app);
    const created = await post(user.cookie, '/api/community', communityPostPayload());
    expect(created.statusCode).toBe(201);
    const yesterday = await post(user.cookie, '/api/community', communityPostPayload());
    await ctx.database.pool.query(
      `UPDATE posts SET created_at = created_at - interval '1 day' WHERE id = $1`,
      [yesterday.json().id],
    );
    const body = (await progress(user.cookie, user.userId)).json();
    expect(body.streak).toBe(2);
    expect(body.symptomsLogged).toBe(0);
  });

  it('keeps a streak that ended yesterday and loses it after a day without activity', async () => {
    const user = await signUpUser(ctx.app);
    const symptom = (await post(user.cookie, '/api/symptoms', { symptomName: 'Back Pain' })).json();
    await backdate('symptoms', symptom.id, 1);
    expect((await progress(user.cookie, user.userId)).json().streak).toBe(1);
    await backdate('symptoms', symptom.id, 1);
    expect((await progress(user.cookie, user.userId)).json().streak).toBe(0);
    expect((await progress(user.cookie, user.userId)).json().symptomsLogged).toBe(1);
  });

  it('counts days in the time zone the client sends', async () => {
    const user = await signUpUser(ctx.app);
    const created = (await post(user.cookie, '/api/health-metrics', CHECK_IN)).json();
    const at = new Date(created.timestamp);
    // UTC+14 and UTC−11 are 25 hours apart: the same moment is always on different dates there.
    for (const tz of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Paris']) {
      const body = (await progress(user.cookie, user.userId, tz)).json();
      expect(body.timeZone).toBe(tz);
      expect(body.streak).toBe(1);
      expect(body.week.find((d: { isToday: boolean }) => d.isToday).date).toBe(localDate(new Date(), tz));
      const active = body.week
        .filter((d: { isActive: boolean }) => d.isActive)
        .map((d: { date: string }) => d.date);
      const day = localDate(at, tz);
      expect(active).toEqual(body.week.some((d: { date: string }) => d.date === day) ? [day] : []);
    }
  });

  it('answers 400 for a time zone that is not an IANA name', async () => {
    const user = await signUpUser(ctx.app);
    for (const tz of ['Mars/Olympus_Mons', '+05:00', 'EST5EDT,M3.2.0', 'x'.repeat(80)]) {
      const response = await progress(user.cookie, user.userId, tz);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await progress(user.cookie, user.userId, 'Mars/Olympus_Mons')).json().error.fields.tz).toBe(
      PROGRESS_MESSAGES.unknownTimeZone,
    );
  });

  it('answers 401 when signed out and 403 for another user’s progress', async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await post(owner.cookie, '/api/symptoms', { symptomName: 'Dizziness' });
    expect((await ctx.app.inject({ url: `/api/progress/user/${owner.userId}` })).statusCode).toBe(401);
    const response = await progress(other.cookie, owner.userId);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('symptomsLogged');
  });

  it('lets an admin read any user’s progress, and audits every read', async () => {
    const owner = await signUpUser(ctx.app);
    await post(owner.cookie, '/api/symptoms', { symptomName: 'Anxiety' });
    const admin = await signUpUser(ctx.app);
    await makeAdmin(ctx, admin.userId);
    const response = await progress(admin.cookie, owner.userId);
    expect(response.statusCode).toBe(200);
    expect(response.json().symptomsLogged).toBe(1);
    const { rows } = await ctx.database.pool.query(
      `SELECT actor_user_id FROM audit_log WHERE subject_user_id = $1 AND action = 'read' AND resource = 'progress'`,
      [owner.userId],
    );
    expect(rows.map((r) => r.actor_user_id)).toEqual([admin.userId]);
  });
});
