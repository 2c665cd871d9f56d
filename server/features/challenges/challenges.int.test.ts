import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHALLENGE_LIMITS,
  CHALLENGE_MESSAGES,
  type TChallengeDetail,
  type TChallengeList,
} from '../../../contract/challenges';
import type { TGamificationAchievement, TLevel } from '../../../contract/gamification';
import { makeAdmin, signUpUser } from '../../test/harness';
import { createClockedTestApp, DAY_MS, HOUR_MS, signUpWithTrial, testClock } from '../subscription/testing';

const clock = testClock('2026-03-10T12:00:00Z');
let ctx: Awaited<ReturnType<typeof createClockedTestApp>>;
beforeAll(async () => {
  ctx = await createClockedTestApp(clock);
});
afterAll(async () => {
  await ctx.close();
});

const get = (cookie: string | null, url: string) =>
  ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'DELETE', cookie: string, url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const join = (cookie: string, id: string, timeZone = 'UTC') =>
  send('POST', cookie, `/api/challenges/${id}/join`, { timeZone });
const tick = (cookie: string, id: string, day: number) =>
  send('POST', cookie, `/api/challenges/${id}/tasks/day-${day}/complete`);
const untick = (cookie: string, id: string, day: number) =>
  send('DELETE', cookie, `/api/challenges/${id}/tasks/day-${day}/complete`);
const detail = async (cookie: string | null, id: string) => {
  const response = await get(cookie, `/api/challenges/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TChallengeDetail;
};
const list = async (cookie: string | null, query = '') => {
  const response = await get(cookie, `/api/challenges${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TChallengeList;
};
const totalXp = async (cookie: string) =>
  ((await get(cookie, '/api/gamification/level?tz=UTC')).json() as TLevel).totalXP;
const unlocked = async (cookie: string) =>
  ((await get(cookie, '/api/gamification/achievements?tz=UTC')).json() as TGamificationAchievement[])
    .filter((a) => a.isUnlocked)
    .map((a) => a.id);

describe('GET /api/challenges', () => {
  it('lists at least 12 challenges to anyone, with real participant counts and no progress signed out', async () => {
    const body = await list(null);
    expect(body.challenges.length).toBeGreaterThanOrEqual(12);
    expect(body.active).toEqual([]);
    expect(body.premiumAccess).toBeNull();
    const gentle = body.challenges.find((c) => c.id === 'gentle-movement');
    expect(gentle).toMatchObject({ durationDays: 30, access: 'free', progress: null });
    const before = gentle?.participants ?? -1;
    const user = await signUpUser(ctx.app);
    expect((await join(user.cookie, 'gentle-movement')).statusCode).toBe(200);
    const after = (await list(null)).challenges.find((c) => c.id === 'gentle-movement');
    expect(after?.participants).toBe(before + 1);
    expect(after?.progress).toBeNull();
  });

  it('filters by category and refuses an unknown one', async () => {
    const body = await list(null, '?category=sleep');
    expect(body.challenges.length).toBeGreaterThan(0);
    for (const c of body.challenges) expect(c.category).toBe('sleep');
    expect((await get(null, '/api/challenges?category=knitting')).statusCode).toBe(400);
  });

  it('shows each person only their own runs', async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await join(owner.cookie, 'sleep-reset');
    await tick(owner.cookie, 'sleep-reset', 1);
    const mine = await list(owner.cookie);
    expect(mine.active.map((a) => a.id)).toEqual(['sleep-reset']);
    expect(mine.challenges.find((c) => c.id === 'sleep-reset')?.progress).toMatchObject({ tasksDone: 1 });
    const theirs = await list(other.cookie);
    expect(theirs.active).toEqual([]);
    expect(theirs.challenges.every((c) => c.progress === null)).toBe(true);
    const theirDetail = await detail(other.cookie, 'sleep-reset');
    expect(theirDetail.progress).toBeNull();
    expect(theirDetail.tasks.some((t) => t.completed)).toBe(false);
  });

  it('answers 404 for an unknown challenge or task', async () => {
    const user = await signUpUser(ctx.app);
    expect((await get(null, '/api/challenges/no-such-thing')).statusCode).toBe(404);
    expect((await join(user.cookie, 'no-such-thing')).statusCode).toBe(404);
    await join(user.cookie, 'hydration-habit');
    const response = await send('POST', user.cookie, '/api/challenges/hydration-habit/tasks/day-31/complete');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(CHALLENGE_MESSAGES.taskNotFound);
  });
});

describe('joining and ticking', () => {
  it('starts on day 1 today, and joining twice keeps the one run', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const user = await signUpUser(ctx.app);
    const first = (await join(user.cookie, 'mindful-eating')).json() as TChallengeDetail;
    expect(first.progress).toMatchObject({
      status: 'active',
      startDate: '2026-03-10',
      currentDay: 1,
      daysLeft: 29,
      tasksDone: 0,
      tasksTotal: 30,
    });
    expect(first.tasks).toHaveLength(30);
    expect(first.tasks.filter((t) => t.available).map((t) => t.id)).toEqual(['day-1']);
    const again = await join(user.cookie, 'mindful-eating');
    expect(again.statusCode).toBe(200);
    const rows = await ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM challenge_participations WHERE user_id = $1',
      [user.userId],
    );
    expect(rows.rows[0].n).toBe(1);
  });

  it('ticks only days already reached, idempotently, and opens the next day at local midnight', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const user = await signUpUser(ctx.app);
    await join(user.cookie, 'digital-sunset');
    expect((await tick(user.cookie, 'digital-sunset', 1)).statusCode).toBe(200);
    const twice = (await tick(user.cookie, 'digital-sunset', 1)).json() as TChallengeDetail;
    expect(twice.progress?.tasksDone).toBe(1);
    const early = await tick(user.cookie, 'digital-sunset', 2);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(CHALLENGE_MESSAGES.dayNotReached);
    clock.advance(DAY_MS);
    const next = (await tick(user.cookie, 'digital-sunset', 2)).json() as TChallengeDetail;
    expect(next.progress).toMatchObject({ currentDay: 2, daysLeft: 28, tasksDone: 2 });
    clock.set('2026-03-10T12:00:00Z');
  });

  it("counts days in the time zone the person joined in, not the server's", async () => {
    // 23:30 UTC on 1 March is already 12:30 on 2 March in Auckland (UTC+13).
    clock.set('2026-03-01T23:30:00Z');
    const user = await signUpUser(ctx.app);
    const joined = (await join(user.cookie, 'calm-breathing', 'Pacific/Auckland')).json() as TChallengeDetail;
    expect(joined.progress).toMatchObject({ startDate: '2026-03-02', currentDay: 1 });
    expect((await tick(user.cookie, 'calm-breathing', 2)).statusCode).toBe(409);
    // 11:30 UTC on 2 March is 00:30 on 3 March in Auckland: day 2 there, still 2 March in UTC.
    clock.set('2026-03-02T11:30:00Z');
    expect((await tick(user.cookie, 'calm-breathing', 2)).statusCode).toBe(200);
    expect((await tick(user.cookie, 'calm-breathing', 3)).statusCode).toBe(409);
    clock.set('2026-03-10T12:00:00Z');
  });

  it('unticks a task ticked today, but not one ticked on an earlier day', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const user = await signUpUser(ctx.app);
    await join(user.cookie, 'gratitude-and-mood');
    const ticked = (await tick(user.cookie, 'gratitude-and-mood', 1)).json() as TChallengeDetail;
    expect(ticked.tasks[0]).toMatchObject({ completed: true, undoable: true });
    const undone = (await untick(user.cookie, 'gratitude-and-mood', 1)).json() as TChallengeDetail;
    expect(undone.tasks[0]?.completed).toBe(false);
    expect(undone.progress?.tasksDone).toBe(0);
    await tick(user.cookie, 'gratitude-and-mood', 1);
    clock.advance(DAY_MS);
    const late = await untick(user.cookie, 'gratitude-and-mood', 1);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(CHALLENGE_MESSAGES.undoOnlyToday);
    clock.set('2026-03-10T12:00:00Z');
  });

  it('refuses ticks of a challenge not joined, and after leaving', async () => {
    const user = await signUpUser(ctx.app);
    const none = await tick(user.cookie, 'pacing-practice', 1);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(CHALLENGE_MESSAGES.notJoined);
    await join(user.cookie, 'pacing-practice');
    const before = (await list(null)).challenges.find((c) => c.id === 'pacing-practice')?.participants ?? 0;
    const left = (
      await send('POST', user.cookie, '/api/challenges/pacing-practice/leave')
    ).json() as TChallengeDetail;
    expect(left.progress).toBeNull();
    expect((await list(null)).challenges.find((c) => c.id === 'pacing-practice')?.participants).toBe(
      before - 1,
    );
    expect((await tick(user.cookie, 'pacing-practice', 1)).statusCode).toBe(409);
    expect((await send('POST', user.cookie, '/api/challenges/pacing-practice/leave')).statusCode).toBe(409);
  });

  it(`allows at most ${CHALLENGE_LIMITS.maxActive} running challenges`, async () => {
    const user = await signUpUser(ctx.app);
    for (const id of ['gentle-movement', 'sleep-reset', 'hydration-habit']) {
      expect((await join(user.cookie, id)).statusCode).toBe(200);
    }
    const fourth = await join(user.cookie, 'mindful-eating');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error.message).toBe(CHALLENGE_MESSAGES.tooManyActive);
    // Joining one already running is still fine.
    expect((await join(user.cookie, 'sleep-reset')).statusCode).toBe(200);
    await send('POST', user.cookie, '/api/challenges/sleep-reset/leave');
    expect((await join(user.cookie, 'mindful-eating')).statusCode).toBe(200);
  });

  it('lets only Premium or an active trial join a premium challenge', async () => {
    const free = await signUpUser(ctx.app);
    const refused = await join(free.cookie, 'anti-inflammatory-plate');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({
      code: 'PREMIUM_REQUIRED',
      message: CHALLENGE_MESSAGES.premiumRequired,
      upgradeUrl: '/premium',
    });
    expect((await list(free.cookie)).premiumAccess).toBe(false);
    const trial = await signUpWithTrial(ctx.app);
    expect((await join(trial.cookie, 'anti-inflammatory-plate')).statusCode).toBe(200);
    expect((await list(trial.cookie)).premiumAccess).toBe(true);
  });
});

describe('progress, XP and achievements', () => {
  it('earns XP once per tick, with a daily cap, and the Challenge accepted achievement on joining', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const user = await signUpUser(ctx.app);
    const start = await totalXp(user.cookie);
    await join(user.cookie, 'symptom-journal');
    expect(await unlocked(user.cookie)).toContain('challenge-accepted');
    const joined = await totalXp(user.cookie);
    expect(joined).toBe(start + 50);
    await tick(user.cookie, 'symptom-journal', 1);
    expect(await totalXp(user.cookie)).toBe(joined + 10);
    await tick(user.cookie, 'symptom-journal', 1);
    expect(await totalXp(user.cookie)).toBe(joined + 10);
    // Four days later: days 2 to 5 ticked on one day earn at most 3 × 10.
    clock.advance(4 * DAY_MS);
    for (const day of [2, 3, 4, 5])
      expect((await tick(user.cookie, 'symptom-journal', day)).statusCode).toBe(200);
    expect(await totalXp(user.cookie)).toBe(joined + 10 + 30);
    clock.set('2026-03-10T12:00:00Z');
  });

  it('completes a run with all 30 tasks ticked, adding its reward XP and the Challenge complete achievement', async () => {
    clock.set('2026-04-01T09:00:00Z');
    const trial = await signUpWithTrial(ctx.app);
    await join(trial.cookie, 'gut-friendly-fibre');
    for (let day = 1; day <= 29; day++) {
      expect((await tick(trial.cookie, 'gut-friendly-fibre', day)).statusCode).toBe(200);
      clock.advance(DAY_MS);
    }
    const before = await totalXp(trial.cookie);
    expect(await unlocked(trial.cookie)).not.toContain('challenge-complete');
    const last = (await tick(trial.cookie, 'gut-friendly-fibre', 30)).json() as TChallengeDetail;
    expect(last.progress).toMatchObject({
      status: 'completed',
      currentDay: 30,
      daysLeft: 0,
      tasksDone: 30,
      percent: 100,
    });
    expect(last.progress?.completedAt).not.toBeNull();
    expect(await unlocked(trial.cookie)).toContain('challenge-complete');
    // The task's 10, the reward and the achievement's points (and any level achievement it lifts).
    expect(await totalXp(trial.cookie)).toBeGreaterThanOrEqual(before + 10 + last.rewardXp + 500);
    // No longer running: not among the active ones, and a free slot again.
    expect((await list(trial.cookie)).active.map((a) => a.id)).not.toContain('gut-friendly-fibre');
    clock.set('2026-03-10T12:00:00Z');
  });

  it(`completes a run whose days are over with at least ${CHALLENGE_LIMITS.completeAtTasks} ticked, and ends one with fewer`, async () => {
    clock.set('2026-05-01T09:00:00Z');
    const enough = await signUpUser(ctx.app);
    const few = await signUpUser(ctx.app);
    await join(enough.cookie, 'hydration-habit');
    await join(few.cookie, 'hydration-habit');
    clock.advance(29 * DAY_MS);
    for (let day = 1; day <= 24; day++) await tick(enough.cookie, 'hydration-habit', day);
    for (let day = 1; day <= 23; day++) await tick(few.cookie, 'hydration-habit', day);
    expect((await detail(enough.cookie, 'hydration-habit')).progress?.status).toBe('active');
    clock.advance(DAY_MS + HOUR_MS);
    const done = await detail(enough.cookie, 'hydration-habit');
    expect(done.progress).toMatchObject({ status: 'completed', currentDay: 30, daysLeft: 0, tasksDone: 24 });
    expect(done.tasks.some((t) => t.available)).toBe(false);
    const ended = await detail(few.cookie, 'hydration-habit');
    expect(ended.progress).toMatchObject({ status: 'ended', tasksDone: 23 });
    expect((await tick(few.cookie, 'hydration-habit', 24)).statusCode).toBe(409);
    // Joining again starts a new 30 days.
    const again = (await join(few.cookie, 'hydration-habit')).json() as TChallengeDetail;
    expect(again.progress).toMatchObject({ status: 'active', currentDay: 1, tasksDone: 0 });
    clock.set('2026-03-10T12:00:00Z');
  });
});

describe('custom challenge requests', () => {
  const payload = {
    focus: 'Energy after work',
    goal: 'quetzal-goal walk to the shop and back',
    days: 21,
    note: 'knees',
  };

  it('stores a request with its text encrypted, for admins only', async () => {
    const user = await signUpUser(ctx.app);
    const created = await send('POST', user.cookie, '/api/challenge-requests', payload);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject(payload);
    const stored = await ctx.database.pool.query('SELECT * FROM challenge_requests WHERE user_id = $1', [
      user.userId,
    ]);
    expect(JSON.stringify(stored.rows)).not.toContain('quetzal-goal');
    expect((await get(user.cookie, '/api/admin/challenge-requests')).statusCode).toBe(403);
    expect((await get(null, '/api/admin/challenge-requests')).statusCode).toBe(401);
    const admin = await signUpUser(ctx.app);
    await makeAdmin(ctx, admin.userId);
    const listed = await get(admin.cookie, '/api/admin/challenge-requests');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toContainEqual(expect.objectContaining({ ...payload, userId: user.userId }));
  });

  it('validates the form', async () => {
    const user = await signUpUser(ctx.app);
    const short = await send('POST', user.cookie, '/api/challenge-requests', { ...payload, days: 3 });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.days).toBe(CHALLENGE_MESSAGES.requestDays);
    const empty = await send('POST', user.cookie, '/api/challenge-requests', { ...payload, goal: '   ' });
    expect(empty.json().error.fields.goal).toBe(CHALLENGE_MESSAGES.requestGoalRequired);
  });

  it(`allows ${CHALLENGE_LIMITS.requestsPerDay} requests a day per person`, async () => {
    const user = await signUpUser(ctx.app);
    for (let i = 0; i < CHALLENGE_LIMITS.requestsPerDay; i++) {
      expect((await send('POST', user.cookie, '/api/challenge-requests', payload)).statusCode).toBe(201);
    }
    const refused = await send('POST', user.cookie, '/api/challenge-requests', payload);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(CHALLENGE_MESSAGES.requestRateLimited);
  });
});
