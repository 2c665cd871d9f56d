import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XP_TABLE, xpAtLevelStart } from '../../../common/gamification';
import {
  GAMIFICATION_MESSAGES,
  STREAK_TYPES,
  type TAchievementsPage,
  type TGamificationAchievement,
  type TLevel,
  type TPublicAchievement,
  type TStreak,
  type TWeeklyChallenge,
} from '../../../contract/gamification';
import { backfillAchievements } from '../../../scripts/achievements-backfill';
import { checkInPayload, communityPostPayload, symptomPayload } from '../../test/factories';
import { multipartBody, signUpUser } from '../../test/harness';
import { createClockedTestApp, HOUR_MS, testClock } from '../subscription/testing';
import { ACHIEVEMENTS } from './catalogue';

// Tuesday 10 March 2026, 12:00 in Los Angeles (PDT since Sunday 8 March, 02:00).
const clock = testClock('2026-03-10T19:00:00Z');
let ctx: Awaited<ReturnType<typeof createClockedTestApp>>;
beforeAll(async () => {
  ctx = await createClockedTestApp(clock);
});
afterAll(async () => {
  await ctx?.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;
const get = (user: User | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
const post = (user: User | null, url: string, payload: unknown = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: user ? { cookie: user.cookie } : {},
    payload: payload as Record<string, unknown>,
  });
const json = async <T>(promise: ReturnType<typeof get>): Promise<T> => {
  const response = await promise;
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const sql = (text: string, values: unknown[] = []) => ctx.database.pool.query(text, values);

/** A workout completed at `at` (the exercise area's table, written directly). */
const workoutAt = (user: User, at: string) =>
  sql(
    `INSERT INTO exercise_completions (user_id, workout_id, workout_title, workout_type, duration_minutes, completed_at)
     VALUES ($1, 'gentle-walk', 'Gentle walk', 'cardio', 20, $2)`,
    [user.userId, at],
  );

/** Moves the person's newest row of `table` to `at` (the API writes at the real time). */
const moveNewest = (table: string, user: User, at: string) =>
  sql(
    `UPDATE ${table} SET created_at = $2 WHERE ctid = (
       SELECT ctid FROM ${table} WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1)`,
    [user.userId, at],
  );

const streakOf = (streaks: TStreak[], type: TStreak['type']) => {
  const found = streaks.find((s) => s.type === type);
  if (!found) throw new Error(`no ${type} streak`);
  return found;
};

describe('a new person', () => {
  it('is at level 1 with 0 XP, no streak, every achievement locked and real zero stats', async () => {
    clock.set('2026-03-10T19:00:00Z');
    const user = await signUpUser(ctx.app);
    const level = await json<TLevel>(get(user, '/api/gamification/level?tz=Europe/Paris'));
    expect(level).toMatchObject({
      currentLevel: 1,
      currentXP: 0,
      totalXP: 0,
      xpToNext: 100,
      title: 'Newcomer',
    });

    const streaks = await json<TStreak[]>(get(user, '/api/gamification/streaks'));
    expect(streaks.map((s) => s.type)).toEqual([...STREAK_TYPES]);
    for (const streak of streaks) {
      expect(streak).toMatchObject({ currentStreak: 0, longestStreak: 0, lastActivity: null });
      expect(streak.freeze).toEqual({ available: false, usedOn: [] });
      expect(`${streak.title} ${streak.description}`).not.toMatch(/broke|lost|fail/i);
    }

    const achievements = await json<TGamificationAchievement[]>(get(user, '/api/gamification/achievements'));
    expect(achievements).toHaveLength(ACHIEVEMENTS.length);
    expect(achievements.length).toBeGreaterThanOrEqual(24);
    expect(achievements.filter((a) => a.isUnlocked || a.progress > 0 || a.unlockedAt)).toEqual([]);

    const page = await json<TAchievementsPage>(get(user, '/api/achievements'));
    expect(page.achievements.filter((a) => a.earnedAt !== undefined || a.progress !== undefined)).toEqual([]);
    expect(page.stats).toEqual({
      totalAchievements: ACHIEVEMENTS.length,
      earnedAchievements: 0,
      currentStreak: 0,
      totalPoints: 0,
      level: 1,
    });

    const challenge = await json<TWeeklyChallenge>(get(user, '/api/gamification/weekly-challenge'));
    expect(challenge.progress).toBe(0);
    expect(challenge.maxProgress).toBe(5);
    expect(challenge.activities).toHaveLength(5);
    expect(challenge.activities.every((a) => !a.completed)).toBe(true);
    expect(challenge.reward).toBe('300 XP');
  });

  it('answers 401 signed out on every own route', async () => {
    for (const url of [
      '/api/gamification/level',
      '/api/gamification/achievements',
      '/api/gamification/streaks',
      '/api/gamification/weekly-challenge',
      '/api/achievements',
    ]) {
      expect((await get(null, url)).statusCode, url).toBe(401);
    }
    expect((await post(null, '/api/gamification/streaks/freeze', { type: 'chat' })).statusCode).toBe(401);
    expect((await post(null, '/api/achievements/first-symptom/share-link')).statusCode).toBe(401);
  });

  it('refuses a time zone it does not know', async () => {
    const user = await signUpUser(ctx.app);
    const response = await get(user, '/api/gamification/streaks?tz=Mars/Olympus');
    expect(response.statusCode).toBe(400);
  });
});

describe('XP and achievements from stored activity', () => {
  it('caps a day’s symptoms, earns each first once, and adds the achievements’ points', async () => {
    clock.set('2026-03-10T19:00:00Z');
    const user = await signUpUser(ctx.app);
    for (let i = 0; i < 6; i++) {
      expect((await post(user, '/api/symptoms', symptomPayload())).statusCode).toBe(201);
      await moveNewest('symptoms', user, '2026-03-10T17:00:00Z');
    }
    expect((await post(user, '/api/health-metrics', checkInPayload())).statusCode).toBe(201);
    await moveNewest('health_metrics', user, '2026-03-10T17:05:00Z');

    const level = await json<TLevel>(get(user, '/api/gamification/level?tz=America/Los_Angeles'));
    const activity = XP_TABLE.symptom.dailyCap * XP_TABLE.symptom.xp + XP_TABLE.checkIn.xp;
    const points = 50 + 50; // First symptom logged, First check-in
    expect(level.totalXP).toBe(activity + points);
    expect(level.currentLevel).toBe(2);
    expect(level.currentXP).toBe(activity + points - xpAtLevelStart(2));

    const page = await json<TAchievementsPage>(get(user, '/api/achievements?tz=America/Los_Angeles'));
    const byId = new Map(page.achievements.map((a) => [a.id, a]));
    expect(byId.get('first-symptom')?.earnedAt).toEqual(expect.any(String));
    expect(byId.get('first-check-in')?.earnedAt).toEqual(expect.any(String));
    // In progress: progress only; locked: neither.
    expect(byId.get('symptoms-50')).toMatchObject({ progress: { current: 6, target: 50 } });
    expect(byId.get('symptoms-50')?.earnedAt).toBeUndefined();
    expect(byId.get('first-workout')?.progress).toBeUndefined();
    expect(byId.get('first-workout')?.earnedAt).toBeUndefined();
    expect(page.stats).toMatchObject({ earnedAchievements: 2, totalPoints: activity + points, level: 2 });
  });

  it('earns an achievement exactly once under parallel reads', async () => {
    const user = await signUpUser(ctx.app);
    await workoutAt(user, '2026-03-10T16:00:00Z');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        get(user, i % 2 ? '/api/achievements' : '/api/gamification/achievements'),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rows = await sql(`SELECT achievement_id, earned_at FROM user_achievements WHERE user_id = $1`, [
      user.userId,
    ]);
    expect(rows.rows.map((r) => r.achievement_id)).toEqual(['first-workout']);
    const level = await json<TLevel>(get(user, '/api/gamification/level'));
    expect(level.totalXP).toBe(XP_TABLE.workout.xp + 50);
  });

  it('never shows another person’s activity', async () => {
    const active = await signUpUser(ctx.app);
    const quiet = await signUpUser(ctx.app);
    await workoutAt(active, '2026-03-10T16:00:00Z');
    expect((await json<TLevel>(get(active, '/api/gamification/level'))).totalXP).toBeGreaterThan(0);
    expect((await json<TLevel>(get(quiet, '/api/gamification/level'))).totalXP).toBe(0);
    const streaks = await json<TStreak[]>(get(quiet, '/api/gamification/streaks'));
    expect(streakOf(streaks, 'exercise').lastActivity).toBeNull();
  });
});

describe('every kind of activity counts', () => {
  it('counts meals, a day at the water goal, a completed fast and a post someone else liked', async () => {
    clock.set('2026-03-10T19:00:00Z');
    const user = await signUpUser(ctx.app);
    const fan = await signUpUser(ctx.app);
    const ok = async (response: Awaited<ReturnType<typeof post>>) => {
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json() as { id: string };
    };
    await ok(await post(user, '/api/premium/start-trial'));
    await ok(
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/water/goal',
        headers: { cookie: user.cookie },
        payload: { goalMl: 500 },
      }),
    );
    await ok(await post(user, '/api/water/entries?tz=UTC', { kind: 'glass' }));
    await ok(await post(user, '/api/water/entries?tz=UTC', { kind: 'glass' }));
    const meal = multipartBody([
      { name: 'type', value: 'text' },
      { name: 'input', value: '2 eggs and a slice of toast' },
    ]);
    await ok(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/nutrition/analyze-premium',
        headers: { cookie: user.cookie, 'content-type': meal.contentType },
        payload: meal.payload,
      }),
    );
    await moveNewest('nutrition_analyses', user, '2026-03-10T18:00:00Z');
    const created = await ok(await post(user, '/api/community', communityPostPayload()));
    await moveNewest('posts', user, '2026-03-10T18:30:00Z');
    await ok(await post(fan, `/api/community/${created.id}/like`));
    await ok(await post(user, '/api/fasting/acknowledge-note'));
    await ok(await post(user, '/api/fasting/start', { protocol: '16:8' }));
    clock.advance(17 * HOUR_MS); // 11 March, 12:00 UTC
    await ok(await post(user, '/api/fasting/stop'));

    const level = await json<TLevel>(get(user, '/api/gamification/level?tz=UTC'));
    const activity = XP_TABLE.waterGoal.xp + XP_TABLE.meal.xp + XP_TABLE.communityPost.xp + XP_TABLE.fast.xp;
    const points = 4 * 50; // First meal analysed, First fast completed, First community post, Someone heard you
    expect(level.totalXP).toBe(activity + points);
    const page = await json<TAchievementsPage>(get(user, '/api/achievements?tz=UTC'));
    const earned = page.achievements.filter((a) => a.earnedAt).map((a) => a.id);
    expect(earned.sort()).toEqual(['first-fast', 'first-meal', 'first-post', 'heard']);
    expect(page.achievements.find((a) => a.id === 'water-goal-10-days')?.progress).toEqual({
      current: 1,
      target: 10,
    });
    const streaks = await json<TStreak[]>(get(user, '/api/gamification/streaks?tz=UTC'));
    // Meals and water make the nutrition streak; today (11 March) is still open.
    expect(streakOf(streaks, 'nutrition')).toMatchObject({ currentStreak: 1, lastActivity: '2026-03-10' });
    // The one who liked it earned nothing from it.
    expect((await json<TLevel>(get(fan, '/api/gamification/level?tz=UTC'))).totalXP).toBe(0);
  });
});

describe('streaks in the person’s time zone', () => {
  it('counts local days: two workouts on one UTC day are two days in Los Angeles', async () => {
    clock.set('2026-03-09T21:00:00Z'); // Monday 14:00 PDT
    const user = await signUpUser(ctx.app);
    await workoutAt(user, '2026-03-09T02:00:00Z'); // Sunday 8 March 19:00 PDT
    await workoutAt(user, '2026-03-09T20:00:00Z'); // Monday 9 March 13:00 PDT
    const la = await json<TStreak[]>(get(user, '/api/gamification/streaks?tz=America/Los_Angeles'));
    expect(streakOf(la, 'exercise')).toMatchObject({ currentStreak: 2, lastActivity: '2026-03-09' });
    const utc = await json<TStreak[]>(get(user, '/api/gamification/streaks?tz=UTC'));
    expect(streakOf(utc, 'exercise')).toMatchObject({ currentStreak: 1, lastActivity: '2026-03-09' });
  });

  it('keeps a streak across the spring-forward night (a 23-hour day)', async () => {
    clock.set('2026-03-09T18:00:00Z'); // Monday 11:00 PDT
    const user = await signUpUser(ctx.app);
    // 22:00 local on Friday, Saturday (PST) and Sunday (PDT): three local days.
    for (const at of ['2026-03-07T06:00:00Z', '2026-03-08T06:00:00Z', '2026-03-09T05:00:00Z']) {
      await workoutAt(user, at);
    }
    const streaks = await json<TStreak[]>(get(user, '/api/gamification/streaks?tz=America/Los_Angeles'));
    // Today (Monday) is still open: the streak of 3 holds.
    expect(streakOf(streaks, 'exercise')).toMatchObject({
      currentStreak: 3,
      longestStreak: 3,
      lastActivity: '2026-03-08',
    });
  });

  it('offers a freeze after exactly one missed day, keeps the streak with it, once a week', async () => {
    clock.set('2026-03-12T18:00:00Z'); // Thursday 11:00 PDT
    const user = await signUpUser(ctx.app);
    await workoutAt(user, '2026-03-09T18:00:00Z'); // Monday
    await workoutAt(user, '2026-03-10T18:00:00Z'); // Tuesday; Wednesday missed
    const tz = '?tz=America/Los_Angeles';
    const before = streakOf(await json<TStreak[]>(get(user, `/api/gamification/streaks${tz}`)), 'exercise');
    expect(before).toMatchObject({ currentStreak: 0, longestStreak: 2, title: 'Welcome back' });
    expect(before.freeze).toEqual({ available: true, usedOn: [] });
    // Another streak without activity cannot use it.
    const none = await post(user, `/api/gamification/streaks/freeze${tz}`, { type: 'chat' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ error: { message: GAMIFICATION_MESSAGES.freezeUnavailable } });

    // Two at once: the week's one freeze is used once.
    const [a, b] = await Promise.all([
      post(user, `/api/gamification/streaks/freeze${tz}`, { type: 'exercise' }),
      post(user, `/api/gamification/streaks/freeze${tz}`, { type: 'exercise' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const kept = (a.statusCode === 200 ? a : b).json() as TStreak;
    expect(kept).toMatchObject({ type: 'exercise', currentStreak: 2 });
    expect(kept.freeze).toEqual({ available: false, usedOn: ['2026-03-11'] });

    // The frozen day bridges: a workout today makes it 3.
    await workoutAt(user, '2026-03-12T17:00:00Z');
    const after = streakOf(await json<TStreak[]>(get(user, `/api/gamification/streaks${tz}`)), 'exercise');
    expect(after).toMatchObject({ currentStreak: 3, longestStreak: 3 });

    // Saturday after a missed Friday: this week's freeze is gone.
    clock.set('2026-03-14T18:00:00Z');
    const saturday = streakOf(await json<TStreak[]>(get(user, `/api/gamification/streaks${tz}`)), 'exercise');
    expect(saturday.freeze.available).toBe(false);
    expect((await post(user, `/api/gamification/streaks/freeze${tz}`, { type: 'exercise' })).statusCode).toBe(
      409,
    );
    const rows = await sql(`SELECT 1 FROM streak_freezes WHERE user_id = $1`, [user.userId]);
    expect(rows.rowCount).toBe(1);
  });

  it('starts the freeze week on Monday in the person’s zone', async () => {
    // Sunday 15 March 23:30 in Los Angeles is already Monday 16 March in UTC.
    clock.set('2026-03-16T06:30:00Z');
    const user = await signUpUser(ctx.app);
    // Friday 13 March 20:00 in Los Angeles, Saturday 14 March in UTC: in both zones yesterday was missed.
    await workoutAt(user, '2026-03-14T03:00:00Z');
    await sql(
      `INSERT INTO streak_freezes (user_id, streak_type, frozen_day, week_start) VALUES ($1, 'chat', '2026-03-10', '2026-03-09')`,
      [user.userId],
    );
    // In Los Angeles it is still the week of 9 March, whose freeze is used; in UTC a new week began.
    const la = await json<TStreak[]>(get(user, '/api/gamification/streaks?tz=America/Los_Angeles'));
    expect(streakOf(la, 'exercise').freeze.available).toBe(false);
    const utc = await json<TStreak[]>(get(user, '/api/gamification/streaks?tz=UTC'));
    expect(streakOf(utc, 'exercise').freeze.available).toBe(true);
  });
});

describe('the weekly challenge', () => {
  it('is the same all week, ends on Monday at local midnight, and pays its XP once when done', async () => {
    clock.set('2026-03-13T18:00:00Z'); // Friday 11:00 PDT
    const user = await signUpUser(ctx.app);
    const tz = '?tz=America/Los_Angeles';
    const first = await json<TWeeklyChallenge>(get(user, `/api/gamification/weekly-challenge${tz}`));
    expect(first.endsAt).toBe('2026-03-16T07:00:00.000Z');
    expect(first.id).toBe('week-2026-03-09');
    clock.set('2026-03-10T01:00:00Z'); // Monday evening of the same week
    expect(await json<TWeeklyChallenge>(get(user, `/api/gamification/weekly-challenge${tz}`))).toEqual(first);

    // Everything a free plan's challenge can ask, done in the week (Monday to Friday).
    for (let day = 9; day <= 13; day++) {
      const at = `2026-03-${String(day).padStart(2, '0')}T18:00:00Z`;
      expect((await post(user, '/api/symptoms', symptomPayload())).statusCode).toBe(201);
      await moveNewest('symptoms', user, at);
      expect((await post(user, '/api/health-metrics', checkInPayload())).statusCode).toBe(201);
      await moveNewest('health_metrics', user, at);
      if (day <= 11) await workoutAt(user, at);
    }
    expect(
      (await post(user, '/api/chat', { sessionId: 'weekly1', content: 'How can I sleep better?' }))
        .statusCode,
    ).toBeLessThan(300);
    await sql(`UPDATE chat_messages SET created_at = '2026-03-12T18:00:00Z' WHERE user_id = $1`, [
      user.userId,
    ]);
    const created = await post(user, '/api/community', {
      topic: 'Fatigue Support',
      content: 'Small wins this week.',
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    await moveNewest('posts', user, '2026-03-12T19:00:00Z');

    clock.set('2026-03-13T18:00:00Z');
    const levelBefore = await sql(
      `SELECT count(*)::int AS n FROM weekly_challenge_rewards WHERE user_id = $1`,
      [user.userId],
    );
    expect(levelBefore.rows[0].n).toBe(0);
    const done = await json<TWeeklyChallenge>(get(user, `/api/gamification/weekly-challenge${tz}`));
    expect(done.activities.every((a) => a.completed)).toBe(true);
    expect(done.progress).toBe(5);
    await Promise.all([get(user, `/api/gamification/level${tz}`), get(user, `/api/gamification/level${tz}`)]);
    const rewards = await sql(
      `SELECT to_char(week_start, 'YYYY-MM-DD') AS week_start, xp FROM weekly_challenge_rewards WHERE user_id = $1`,
      [user.userId],
    );
    expect(rewards.rows).toEqual([{ week_start: '2026-03-09', xp: 300 }]);
    const page = await json<TAchievementsPage>(get(user, `/api/achievements${tz}`));
    expect(page.achievements.find((a) => a.id === 'first-weekly-challenge')?.earnedAt).toEqual(
      expect.any(String),
    );
  });
});

describe('shared achievements', () => {
  it('refuses a link to an achievement not earned, and to an unknown one', async () => {
    const user = await signUpUser(ctx.app);
    const refused = await post(user, '/api/achievements/first-workout/share-link', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { message: GAMIFICATION_MESSAGES.notEarned } });
    expect((await post(user, '/api/achievements/no-such-thing/share-link', {})).statusCode).toBe(404);
  });

  it('writes nothing when it refuses, and records a just-met achievement when it makes the link', async () => {
    const user = await signUpUser(ctx.app);
    await post(user, '/api/symptoms', symptomPayload());
    const rows = () => sql('SELECT achievement_id FROM user_achievements WHERE user_id = $1', [user.userId]);
    expect((await post(user, '/api/achievements/first-workout/share-link', {})).statusCode).toBe(409);
    expect((await rows()).rowCount).toBe(0);
    // Never read since the symptom: earned and recorded by the request that shares it.
    expect((await post(user, '/api/achievements/first-symptom/share-link', {})).statusCode).toBe(201);
    expect((await rows()).rows.map((r) => r.achievement_id)).toEqual(['first-symptom']);
  });

  it('makes a public link that shows the achievement and what the person chose, nothing else', async () => {
    const user = await signUpUser(ctx.app, { firstName: 'Ana', lastName: 'Quokka-Lastname' });
    await workoutAt(user, '2026-03-10T16:00:00Z');
    await post(user, '/api/symptoms', symptomPayload({ symptomName: 'Migraine' }));
    const created = await post(user, '/api/achievements/first-workout/share-link', {
      message: 'Small steps!',
      showName: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { url, token } = created.json() as { url: string; token: string };
    expect(url).toMatch(new RegExp(`/shared/achievements/${token}$`));
    expect(token.length).toBeGreaterThanOrEqual(32);

    const publicAnswer = await get(null, `/api/public/achievements/${token}`);
    expect(publicAnswer.statusCode).toBe(200);
    const body = publicAnswer.json() as TPublicAchievement;
    expect(Object.keys(body).sort()).toEqual(
      ['color', 'description', 'displayName', 'earnedAt', 'message', 'rarity', 'title'].sort(),
    );
    expect(body).toMatchObject({ title: 'First workout', displayName: 'Ana', message: 'Small steps!' });
    for (const secret of ['Migraine', 'Quokka-Lastname', user.email, user.userId]) {
      expect(publicAnswer.body).not.toContain(secret);
    }

    // Without the name; unknown and revoked tokens are 404.
    const anonymous = await post(user, '/api/achievements/first-workout/share-link', {});
    const anonymousToken = (anonymous.json() as { token: string }).token;
    expect((await get(null, `/api/public/achievements/${anonymousToken}`)).json()).toMatchObject({
      displayName: null,
      message: null,
    });
    expect((await get(null, '/api/public/achievements/unknownunknownunknown')).statusCode).toBe(404);
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/achievements/first-workout/share-links',
      headers: { cookie: user.cookie },
    });
    expect(revoke.json()).toEqual({ revoked: 2 });
    expect((await get(null, `/api/public/achievements/${token}`)).statusCode).toBe(404);
  });
});

describe('the backfill', () => {
  it('records what every account has earned, and changes nothing when run again', async () => {
    clock.set('2026-03-10T19:00:00Z');
    const user = await signUpUser(ctx.app);
    await workoutAt(user, '2026-03-10T16:00:00Z');
    await post(user, '/api/community', { topic: 'Fatigue Support', content: 'Hello all.' });
    const earned = () =>
      sql(`SELECT achievement_id, earned_at FROM user_achievements WHERE user_id = $1 ORDER BY 1`, [
        user.userId,
      ]).then((r) => r.rows);
    expect(await earned()).toEqual([]);

    const first = await backfillAchievements(ctx.app, ctx.database.pool, 'UTC');
    const users = await sql('SELECT count(*)::int AS n FROM users');
    expect(first.users).toBe(users.rows[0].n);
    const after = await earned();
    expect(after.map((r) => r.achievement_id)).toEqual(['first-post', 'first-workout']);

    clock.advance(HOUR_MS);
    const second = await backfillAchievements(ctx.app, ctx.database.pool, 'UTC');
    expect(second).toEqual(first);
    expect(await earned()).toEqual(after);
  });
});
