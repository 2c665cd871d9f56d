import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES, type TOnboardingAnswersInput } from '../../../contract/onboarding';
import { createTestApp, signUpUser, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

function answers(overrides: { personalInfo?: object; lifestyle?: object; symptoms?: object } = {}) {
  return {
    personalInfo: { age: 42, weight: 160, height: 170, gender: 'female', ...overrides.personalInfo },
    healthHistory: {
      chronicConditions: ['Migraines', 'My own rare condition'],
      medications: 'Sumatriptan as needed',
      allergies: 'Penicillin',
      familyHistory: 'Mother: migraines',
    },
    lifestyle: {
      diet: 'vegetarian',
      exerciseLevel: 'moderate',
      smokingStatus: 'never',
      alcoholConsumption: 'occasionally',
      ...overrides.lifestyle,
    },
    symptoms: {
      primarySymptoms: ['Headache'],
      symptomSeverity: 6,
      symptomDuration: '3 months',
      triggers: 'screens',
      ...overrides.symptoms,
    },
    goals: { primaryGoals: ['Better sleep'], timeline: '3 months', preferences: 'Natural remedies first' },
  } satisfies TOnboardingAnswersInput;
}

const complete = (cookie: string | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/onboarding/complete',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });
const read = (cookie: string | undefined) =>
  ctx.app.inject({ url: '/api/onboarding', headers: cookie ? { cookie } : {} });
const countRows = async (userId: string) =>
  (
    await ctx.database.pool.query('SELECT count(*)::int AS n FROM onboarding_answers WHERE user_id = $1', [
      userId,
    ])
  ).rows[0].n as number;

describe('onboarding API', () => {
  it('answers null before completion, 201 on the first completion, 200 on an update (upsert)', async () => {
    const user = await signUpUser(ctx.app);
    const before = await read(user.cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toBeNull();

    const first = await complete(user.cookie, answers());
    expect(first.statusCode).toBe(201);
    expect(first.json().answers.lifestyle).toMatchObject({
      sleepHours: 8,
      stressLevel: 5,
      diet: 'vegetarian',
    });
    expect(first.json().answers.healthHistory.chronicConditions).toEqual([
      'Migraines',
      'My own rare condition',
    ]);

    const second = await complete(user.cookie, answers({ personalInfo: { age: 43 } }));
    expect(second.statusCode).toBe(200);
    expect(second.json().completedAt).toBe(first.json().completedAt);
    expect(await countRows(user.userId)).toBe(1);

    const after = await read(user.cookie);
    expect(after.json().answers.personalInfo.age).toBe(43);
  });

  it.each([
    [{ personalInfo: { age: 0 } }, 'personalInfo.age', ONBOARDING_MESSAGES.age],
    [{ personalInfo: { age: 121 } }, 'personalInfo.age', ONBOARDING_MESSAGES.age],
    [{ personalInfo: { age: 30.5 } }, 'personalInfo.age', ONBOARDING_MESSAGES.age],
    [{ personalInfo: { weight: 49 } }, 'personalInfo.weight', ONBOARDING_MESSAGES.weight],
    [{ personalInfo: { weight: 501 } }, 'personalInfo.weight', ONBOARDING_MESSAGES.weight],
    [{ personalInfo: { height: 99 } }, 'personalInfo.height', ONBOARDING_MESSAGES.height],
    [{ personalInfo: { height: 251 } }, 'personalInfo.height', ONBOARDING_MESSAGES.height],
    [{ personalInfo: { weight: 154.321 } }, 'personalInfo.weight', ONBOARDING_MESSAGES.weight],
    [{ personalInfo: { height: 170.005 } }, 'personalInfo.height', ONBOARDING_MESSAGES.height],
    [{ personalInfo: { units: 'imperial' } }, 'personalInfo.units', expect.stringMatching(/\S/)],
    [{ personalInfo: { gender: 'unknown' } }, 'personalInfo.gender', ONBOARDING_MESSAGES.gender],
    [{ lifestyle: { diet: 'carnivore' } }, 'lifestyle.diet', ONBOARDING_MESSAGES.diet],
    [{ lifestyle: { sleepHours: 0 } }, 'lifestyle.sleepHours', ONBOARDING_MESSAGES.sleepHours],
    [{ lifestyle: { sleepHours: 25 } }, 'lifestyle.sleepHours', ONBOARDING_MESSAGES.sleepHours],
    [{ lifestyle: { stressLevel: 11 } }, 'lifestyle.stressLevel', ONBOARDING_MESSAGES.stressLevel],
    [
      { lifestyle: { exerciseLevel: 'extreme' } },
      'lifestyle.exerciseLevel',
      ONBOARDING_MESSAGES.exerciseLevel,
    ],
    [{ symptoms: { symptomSeverity: 0 } }, 'symptoms.symptomSeverity', ONBOARDING_MESSAGES.symptomSeverity],
  ])('answers 400 with the field message for %j and stores nothing', async (override, field, message) => {
    const user = await signUpUser(ctx.app);
    const response = await complete(user.cookie, answers(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(response.json().error.fields[field]).toEqual(message);
    expect(await countRows(user.userId)).toBe(0);
  });

  it('stores pounds and centimetres to the hundredth with the units typed in, and reads them back', async () => {
    const user = await signUpUser(ctx.app);
    // 70 kg and 5 ft 11 in, as the form converts them.
    const personalInfo = { weight: 154.32, height: 180.34, units: 'metric' };
    expect((await complete(user.cookie, answers({ personalInfo }))).statusCode).toBe(201);
    expect((await read(user.cookie)).json().answers.personalInfo).toEqual({
      age: 42,
      gender: 'female',
      ...personalInfo,
    });
    // Answers without a unit choice (saved before it existed) still read back, without one.
    expect((await complete(user.cookie, answers())).statusCode).toBe(200);
    expect((await read(user.cookie)).json().answers.personalInfo).not.toHaveProperty('units');
  });

  it('keeps the stored answers when an update is invalid', async () => {
    const user = await signUpUser(ctx.app);
    await complete(user.cookie, answers());
    const bad = await complete(user.cookie, answers({ personalInfo: { age: 500 } }));
    expect(bad.statusCode).toBe(400);
    expect((await read(user.cookie)).json().answers.personalInfo.age).toBe(42);
  });

  it('encrypts the answers at rest', async () => {
    const user = await signUpUser(ctx.app);
    await complete(user.cookie, answers());
    const { rows } = await ctx.database.pool.query('SELECT * FROM onboarding_answers WHERE user_id = $1', [
      user.userId,
    ]);
    const stored = JSON.stringify(rows[0]);
    expect(rows[0].answers_enc).toMatch(/^v2:/);
    for (const plain of ['Penicillin', 'Migraines', 'Sumatriptan', 'vegetarian', 'Natural remedies']) {
      expect(stored).not.toContain(plain);
    }
  });

  it('audits the write and the read', async () => {
    const user = await signUpUser(ctx.app);
    await complete(user.cookie, answers());
    await complete(user.cookie, answers());
    await read(user.cookie);
    const { rows } = await ctx.database.pool.query(
      `SELECT action, resource, actor_user_id FROM audit_log
        WHERE subject_user_id = $1 AND resource = 'onboarding_answers' ORDER BY id`,
      [user.userId],
    );
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'read']);
    expect(rows.every((r) => r.actor_user_id === user.userId)).toBe(true);
  });

  it('keeps each user to their own answers and answers 401 when signed out', async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await complete(owner.cookie, answers());
    const otherRead = await read(other.cookie);
    expect(otherRead.json()).toBeNull();
    // A user id in the body is not part of the contract's identity: the session decides.
    const otherWrite = await complete(other.cookie, {
      ...answers({ personalInfo: { age: 99 } }),
      userId: owner.userId,
    });
    expect(otherWrite.statusCode).toBe(201);
    expect((await read(owner.cookie)).json().answers.personalInfo.age).toBe(42);

    expect((await read(undefined)).statusCode).toBe(401);
    expect((await complete(undefined, answers())).statusCode).toBe(401);
  });
});
