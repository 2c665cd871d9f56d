import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXERCISE_LIMITS,
  EXERCISE_MESSAGES,
  type TExercisePlanList,
  type TExerciseProgress,
  type TExerciseRecommendations,
} from '../../../contract/exercise';
import { checkInPayload } from '../../test/factories';
import { createTestApp, makeAdmin, signUpUser, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const get = (cookie: string, url: string) => ctx.app.inject({ url, headers: { cookie } });
const post = (cookie: string, url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const complete = (cookie: string, id: string, payload: Record<string, unknown>) =>
  post(cookie, `/api/exercise/${id}/complete`, payload);
const auditRows = async (subject: string, resource: string) =>
  (
    await ctx.database.pool.query(
      'SELECT actor_user_id, action FROM audit_log WHERE subject_user_id = $1 AND resource = $2 ORDER BY id',
      [subject, resource],
    )
  ).rows as { actor_user_id: string; action: string }[];
const newAdmin = async () => {
  const admin = await signUpUser(ctx.app);
  await makeAdmin(ctx, admin.userId);
  return admin;
};

describe('GET /api/exercise-plans', () => {
  it('lists the whole catalogue with default-weight calories and nothing completed for a new person', async () => {
    const user = await signUpUser(ctx.app);
    const response = await get(user.cookie, '/api/exercise-plans');
    expect(response.statusCode).toBe(200);
    const body = response.json() as TExercisePlanList;
    expect(body.plans.length).toBeGreaterThanOrEqual(30);
    expect(body).toMatchObject({ weightKg: 70, weightSource: 'default' });
    const chairYoga = body.plans.find((p) => p.id === 'chair-yoga');
    // MET 2.0 × 70 kg × 10/60 h = 23.3
    expect(chairYoga).toMatchObject({ duration: 10, calories: 23, isCompleted: false, progressPercent: 0 });
    expect(body.plans.every((p) => !p.isCompleted)).toBe(true);
  });

  it('filters by type and difficulty', async () => {
    const user = await signUpUser(ctx.app);
    const body = (await get(user.cookie, '/api/exercise-plans?type=strength&difficulty=beginner')).json();
    expect(body.plans.length).toBeGreaterThan(0);
    for (const plan of body.plans) expect(plan).toMatchObject({ type: 'strength', difficulty: 'beginner' });
    expect((await get(user.cookie, '/api/exercise-plans?type=swimming')).statusCode).toBe(400);
  });

  it('uses the weight given in onboarding for the calories', async () => {
    const user = await signUpUser(ctx.app);
    const onboarding = await post(user.cookie, '/api/onboarding/complete', {
      personalInfo: { age: 40, weight: 220.46, height: 170, gender: 'female' },
      healthHistory: { chronicConditions: [], medications: '', allergies: '', familyHistory: '' },
      lifestyle: {
        diet: 'vegetarian',
        exerciseLevel: 'light',
        smokingStatus: 'never',
        alcoholConsumption: 'never',
      },
      symptoms: { primarySymptoms: [], symptomSeverity: 3, symptomDuration: '', triggers: '' },
      goals: { primaryGoals: [], timeline: '', preferences: '' },
    });
    expect(onboarding.statusCode, onboarding.body).toBeLessThan(300);
    const body = (await get(user.cookie, '/api/exercise-plans')).json() as TExercisePlanList;
    expect(body).toMatchObject({ weightKg: 100, weightSource: 'profile' });
    // MET 2.0 × 100 kg × 10/60 h = 33.3
    expect(body.plans.find((p) => p.id === 'chair-yoga')?.calories).toBe(33);
  });

  it('marks a workout done this week with its progress toward twice a week', async () => {
    const user = await signUpUser(ctx.app);
    expect((await complete(user.cookie, 'chair-yoga', { durationMinutes: 10 })).statusCode).toBe(201);
    let plans = (await get(user.cookie, '/api/exercise-plans?tz=Europe/London')).json().plans;
    expect(plans.find((p: { id: string }) => p.id === 'chair-yoga')).toMatchObject({
      isCompleted: true,
      progressPercent: 50,
      completionsThisWeek: 1,
    });
    await complete(user.cookie, 'chair-yoga', { durationMinutes: 8 });
    plans = (await get(user.cookie, '/api/exercise-plans')).json().plans;
    expect(plans.find((p: { id: string }) => p.id === 'chair-yoga').progressPercent).toBe(100);
    // Another person's completions are not theirs.
    const other = await signUpUser(ctx.app);
    const theirs = (await get(other.cookie, '/api/exercise-plans')).json().plans;
    expect(theirs.find((p: { id: string }) => p.id === 'chair-yoga').isCompleted).toBe(false);
  });

  it('answers 401 signed out', async () => {
    expect((await ctx.app.inject({ url: '/api/exercise-plans' })).statusCode).toBe(401);
  });
});

describe('POST /api/exercise/{id}/complete', () => {
  it('stores the completion with its calories, feeling and encrypted note; audited', async () => {
    const user = await signUpUser(ctx.app);
    const response = await complete(user.cookie, 'pacing-walk-10', {
      durationMinutes: 12,
      feeling: 4,
      note: 'Legs tired after',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      workoutId: 'pacing-walk-10',
      workoutTitle: 'Ten-Minute Pacing Walk',
      workoutType: 'cardio',
      durationMinutes: 12,
      calories: 39, // 2.8 × 70 × 0.2 = 39.2
      feeling: 4,
      note: 'Legs tired after',
      completedAt: expect.any(String),
    });
    const stored = await ctx.database.pool.query(
      'SELECT note_enc FROM exercise_completions WHERE user_id = $1',
      [user.userId],
    );
    expect(stored.rows[0].note_enc).not.toContain('Legs');
    expect(await auditRows(user.userId, 'exercise_completion')).toEqual([
      { actor_user_id: user.userId, action: 'create' },
    ]);
  });

  it('answers 404 for an unknown workout and stores nothing', async () => {
    const user = await signUpUser(ctx.app);
    const response = await complete(user.cookie, 'moon-walk', { durationMinutes: 10 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(EXERCISE_MESSAGES.workoutNotFound);
    const rows = await ctx.database.pool.query('SELECT 1 FROM exercise_completions WHERE user_id = $1', [
      user.userId,
    ]);
    expect(rows.rowCount).toBe(0);
  });

  it('refuses invalid values with the contract messages', async () => {
    const user = await signUpUser(ctx.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'durationMinutes', EXERCISE_MESSAGES.durationRequired],
      [{ durationMinutes: 0 }, 'durationMinutes', EXERCISE_MESSAGES.durationRange],
      [
        { durationMinutes: EXERCISE_LIMITS.durationMax + 1 },
        'durationMinutes',
        EXERCISE_MESSAGES.durationRange,
      ],
      [{ durationMinutes: 10, feeling: 6 }, 'feeling', EXERCISE_MESSAGES.feelingRange],
      [{ durationMinutes: 10, note: 'x'.repeat(501) }, 'note', EXERCISE_MESSAGES.noteMax],
    ];
    for (const [payload, field, message] of cases) {
      const response = await complete(user.cookie, 'chair-yoga', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
    }
  });
});

describe('GET /api/exercise/progress', () => {
  it('starts at zero with the challenge and seven empty days', async () => {
    const user = await signUpUser(ctx.app);
    const body = (await get(user.cookie, '/api/exercise/progress?tz=UTC')).json() as TExerciseProgress;
    expect(body.thisWeek).toEqual({ workouts: 0, minutes: 0, calories: 0, activeDays: 0 });
    expect(body.weekStreak).toBe(0);
    expect(body.challenge).toMatchObject({
      title: 'Move gently on 3 days this week',
      progress: 0,
      maxProgress: 3,
    });
    expect(body.challenge.days).toHaveLength(7);
    expect(body.challenge.days.every((d) => !d.active)).toBe(true);
    expect(body.recent).toEqual([]);
  });

  it('counts this week and last, active days, the week streak and the challenge from real completions', async () => {
    const user = await signUpUser(ctx.app);
    await complete(user.cookie, 'chair-yoga', { durationMinutes: 10, feeling: 4 });
    await complete(user.cookie, 'body-scan', { durationMinutes: 5 });
    const old = (await complete(user.cookie, 'pacing-walk-5', { durationMinutes: 7 })).json();
    // One completion moved to last week (same weekday, 7 days earlier).
    await ctx.database.pool.query(
      `UPDATE exercise_completions SET completed_at = completed_at - interval '7 days' WHERE id = $1`,
      [old.id],
    );
    const body = (await get(user.cookie, '/api/exercise/progress?tz=UTC')).json() as TExerciseProgress;
    expect(body.thisWeek).toMatchObject({ workouts: 2, minutes: 15, activeDays: 1 });
    expect(body.thisWeek.calories).toBe(23 + 6); // chair yoga 2.0 × 70 × 10/60; body scan 1.0 × 70 × 5/60
    expect(body.lastWeek).toMatchObject({ workouts: 1, minutes: 7, activeDays: 1 });
    expect(body.weekStreak).toBe(2);
    expect(body.totalWorkouts).toBe(3);
    expect(body.challenge.progress).toBe(1);
    expect(body.challenge.days.filter((d) => d.active)).toHaveLength(1);
    expect(body.recent.map((r) => r.workoutId)).toEqual(['body-scan', 'chair-yoga', 'pacing-walk-5']);
    expect(
      (await auditRows(user.userId, 'exercise_completion')).filter((r) => r.action === 'read').length,
    ).toBe(1);
  });

  it('refuses an unknown time zone', async () => {
    const user = await signUpUser(ctx.app);
    expect((await get(user.cookie, '/api/exercise/progress?tz=Mars/Olympus')).statusCode).toBe(400);
  });
});

describe('GET /api/exercise-recommendations/user/{id}', () => {
  const url = (userId: string) => `/api/exercise-recommendations/user/${userId}`;

  it('gives a new person beginner picks with the reason Start gently', async () => {
    const user = await signUpUser(ctx.app);
    const response = await get(user.cookie, url(user.userId));
    expect(response.statusCode).toBe(200);
    const body = response.json() as TExerciseRecommendations;
    expect(body.basis).toBe('new');
    expect(body.recommendations).toHaveLength(3);
    for (const r of body.recommendations) {
      expect(r.reason).toBe(EXERCISE_MESSAGES.startGently);
      expect(r.plan.difficulty).toBe('beginner');
    }
  });

  it('turns gentle after a high-fatigue check-in, and keeps standing work out with POTS listed', async () => {
    const user = await signUpUser(ctx.app);
    await post(user.cookie, '/api/health-metrics', checkInPayload({ fatigueLevel: 9, energy: 3 }));
    const low = (await get(user.cookie, url(user.userId))).json() as TExerciseRecommendations;
    expect(low.basis).toBe('low');
    expect(low.recommendations[0]?.reason).toMatch(/high fatigue \(9\/10\)/);
    for (const r of low.recommendations) expect(['flexibility', 'mindfulness']).toContain(r.plan.type);

    const other = await signUpUser(ctx.app);
    const profile = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { cookie: other.cookie },
      payload: { firstName: 'Ana', lastName: 'Lee', email: other.email, medicalConditions: ['POTS'] },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const pots = (await get(other.cookie, url(other.userId))).json() as TExerciseRecommendations;
    expect(pots.recommendations.length).toBeGreaterThan(0);
    for (const r of pots.recommendations) expect(r.plan.position).not.toBe('standing');
  });

  it('answers 403 for another person’s id and writes no recommendations read for them', async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const response = await get(other.cookie, url(owner.userId));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(EXERCISE_MESSAGES.ownDataOnly);
    expect(await auditRows(owner.userId, 'exercise_recommendations')).toEqual([]);
  });

  it('lets an admin read anyone’s, with an audit row naming the admin', async () => {
    const owner = await signUpUser(ctx.app);
    const admin = await newAdmin();
    const response = await get(admin.cookie, url(owner.userId));
    expect(response.statusCode).toBe(200);
    expect(response.json().basis).toBe('new');
    expect(await auditRows(owner.userId, 'exercise_recommendations')).toEqual([
      { actor_user_id: admin.userId, action: 'read' },
    ]);
  });
});
