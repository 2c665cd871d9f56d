import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_METRIC_MESSAGES } from '../../../contract/health-metrics';
import { checkInPayload } from '../../test/factories';
import { createTestApp, makeAdmin, signUpUser, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const CHECK_IN = checkInPayload();

const checkIn = (cookie: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/health-metrics', headers: { cookie }, payload });
const read = (cookie: string, userId: string, query = '') =>
  ctx.app.inject({ url: `/api/health-metrics/user/${userId}${query}`, headers: { cookie } });
const countRows = async (userId: string) =>
  (
    await ctx.database.pool.query('SELECT count(*)::int AS n FROM health_metrics WHERE user_id = $1', [
      userId,
    ])
  ).rows[0].n as number;

describe('health metrics (daily check-in) API', () => {
  it('answers null before the first check-in', async () => {
    const user = await signUpUser(ctx.app);
    const response = await read(user.cookie, user.userId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
    expect((await read(user.cookie, user.userId, '?days=7')).json()).toEqual([]);
  });

  it('stores a check-in with a server time stamp and answers the contract’s fields', async () => {
    const user = await signUpUser(ctx.app);
    const before = Date.now();
    const response = await checkIn(user.cookie, { ...CHECK_IN, note: 'Slept well after yoga', userId: 1 });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      userId: user.userId,
      ...CHECK_IN,
      note: 'Slept well after yoga',
      timestamp: expect.any(String),
    });
    expect(Date.parse(body.timestamp)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('allows several check-ins a day; the read gives the latest, `?days=N` the list newest first', async () => {
    const user = await signUpUser(ctx.app);
    const first = (await checkIn(user.cookie, { ...CHECK_IN, mood: 3 })).json();
    const second = (await checkIn(user.cookie, { ...CHECK_IN, mood: 9, sleepQuality: 0 })).json();
    const old = (await checkIn(user.cookie, { ...CHECK_IN, mood: 5 })).json();
    await ctx.database.pool.query(
      `UPDATE health_metrics SET created_at = now() - interval '10 days' WHERE id = $1`,
      [old.id],
    );

    const latest = await read(user.cookie, user.userId);
    expect(latest.json()).toEqual(second);
    expect(latest.json()).toMatchObject({ fatigueLevel: 3, sleepQuality: 0, mentalClarity: 8, digestion: 6 });

    const week = await read(user.cookie, user.userId, '?days=7');
    expect(week.statusCode).toBe(200);
    expect(week.json().map((m: { id: string }) => m.id)).toEqual([second.id, first.id]);
    const month = await read(user.cookie, user.userId, '?days=30');
    expect(month.json().map((m: { id: string }) => m.id)).toEqual([second.id, first.id, old.id]);
  });

  it.each([
    ['mood', 0, HEALTH_METRIC_MESSAGES.scoreRange('Mood')],
    ['energy', 11, HEALTH_METRIC_MESSAGES.scoreRange('Energy')],
    ['stress', 4.5, HEALTH_METRIC_MESSAGES.scoreRange('Stress')],
    ['fatigueLevel', '5', HEALTH_METRIC_MESSAGES.scoreRange('Fatigue')],
    ['mentalClarity', undefined, HEALTH_METRIC_MESSAGES.scoreRange('Mental clarity')],
    ['digestion', -1, HEALTH_METRIC_MESSAGES.scoreRange('Digestion')],
    ['sleepQuality', 24.5, HEALTH_METRIC_MESSAGES.sleepRange],
    ['sleepQuality', 7.25, HEALTH_METRIC_MESSAGES.sleepRange],
    ['sleepQuality', -0.5, HEALTH_METRIC_MESSAGES.sleepRange],
    ['note', '501 characters', HEALTH_METRIC_MESSAGES.noteMax],
  ])('answers 400 for %s = %j with its message, and stores nothing', async (field, given, message) => {
    const value = given === '501 characters' ? 'x'.repeat(501) : given;
    const user = await signUpUser(ctx.app);
    const response = await checkIn(user.cookie, { ...CHECK_IN, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      fields: { [field]: message },
    });
    expect(await countRows(user.userId)).toBe(0);
  });

  it('accepts the edges: scores 1 and 10, sleep 0 and 24, a 500-character note', async () => {
    const user = await signUpUser(ctx.app);
    const low = await checkIn(user.cookie, {
      mood: 1,
      energy: 1,
      stress: 1,
      fatigueLevel: 1,
      mentalClarity: 1,
      digestion: 1,
      sleepQuality: 0,
    });
    expect(low.statusCode).toBe(201);
    expect(low.json().note).toBeNull();
    const high = await checkIn(user.cookie, {
      mood: 10,
      energy: 10,
      stress: 10,
      fatigueLevel: 10,
      mentalClarity: 10,
      digestion: 10,
      sleepQuality: 24,
      note: 'n'.repeat(500),
    });
    expect(high.statusCode).toBe(201);
    expect(high.json().note).toHaveLength(500);
  });

  it('answers 400 for days outside 1–90', async () => {
    const user = await signUpUser(ctx.app);
    for (const days of ['0', '91', 'abc', '2.5']) {
      expect((await read(user.cookie, user.userId, `?days=${days}`)).statusCode).toBe(400);
    }
  });

  it('answers 401 when signed out', async () => {
    const user = await signUpUser(ctx.app);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/health-metrics', payload: CHECK_IN })).statusCode,
    ).toBe(401);
    expect((await ctx.app.inject({ url: `/api/health-metrics/user/${user.userId}` })).statusCode).toBe(401);
    expect(await countRows(user.userId)).toBe(0);
  });

  it('answers 403 when reading another user’s check-ins, latest or list', async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await checkIn(owner.cookie, { ...CHECK_IN, note: 'private note about my gut' });
    for (const query of ['', '?days=7']) {
      const response = await read(other.cookie, owner.userId, query);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('private note');
    }
  });

  it('files a check-in under the session’s user whatever userId the body carries', async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const response = await checkIn(other.cookie, { ...CHECK_IN, userId: owner.userId });
    expect(response.json().userId).toBe(other.userId);
    expect(await countRows(owner.userId)).toBe(0);
  });

  it('lets an admin read any user’s latest check-in', async () => {
    const owner = await signUpUser(ctx.app);
    await checkIn(owner.cookie, CHECK_IN);
    const admin = await signUpUser(ctx.app);
    await makeAdmin(ctx, admin.userId);
    const response = await read(admin.cookie, owner.userId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(CHECK_IN);
  });

  it('encrypts the note at rest and keeps the scores in clear', async () => {
    const user = await signUpUser(ctx.app);
    const created = (await checkIn(user.cookie, { ...CHECK_IN, note: 'bloated after lunch' })).json();
    const { rows } = await ctx.database.pool.query(
      'SELECT mood, sleep_hours, note_enc FROM health_metrics WHERE id = $1',
      [created.id],
    );
    expect(rows[0].mood).toBe(7);
    expect(Number(rows[0].sleep_hours)).toBe(7.5);
    expect(rows[0].note_enc).toMatch(/^v2:/);
    expect(rows[0].note_enc).not.toContain('bloated');
    expect((await read(user.cookie, user.userId)).json().note).toBe('bloated after lunch');
  });

  it('writes an audit row for the write and for each read', async () => {
    const user = await signUpUser(ctx.app);
    const created = (await checkIn(user.cookie, CHECK_IN)).json();
    await read(user.cookie, user.userId);
    await read(user.cookie, user.userId, '?days=7');
    const { rows } = await ctx.database.pool.query(
      'SELECT action, resource, resource_id, actor_user_id FROM audit_log WHERE subject_user_id = $1 ORDER BY id',
      [user.userId],
    );
    expect(rows.map((r) => `${r.action}:${r.resource}`)).toEqual([
      'create:health_metric',
      'read:health_metric',
      'read:health_metric',
    ]);
    expect(rows[0].resource_id).toBe(created.id);
    expect(rows[0].actor_user_id).toBe(user.userId);
  });

  it('rolls the check-in back when its audit row cannot be written', async () => {
    const user = await signUpUser(ctx.app);
    await ctx.database.pool.query(
      `ALTER TABLE audit_log ADD CONSTRAINT no_health_metric_audit CHECK (resource <> 'health_metric') NOT VALID`,
    );
    try {
      const response = await checkIn(user.cookie, CHECK_IN);
      expect(response.statusCode).toBe(500);
    } finally {
      await ctx.database.pool.query('ALTER TABLE audit_log DROP CONSTRAINT no_health_metric_audit');
    }
    expect(await countRows(user.userId)).toBe(0);
  });
});
