import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_TOUR_MESSAGES, type TTourProgressRequest } from '../../../contract/onboarding-tour';
import { SYMPTOM_MESSAGES } from '../../../contract/symptoms';
import { createTestApp, signUpUser, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const headers = (cookie: string | undefined) => (cookie ? { cookie } : {});
const read = (cookie: string | undefined) =>
  ctx.app.inject({ url: '/api/onboarding-tour/progress', headers: headers(cookie) });
const save = (cookie: string | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/onboarding-tour/progress',
    headers: headers(cookie),
    payload: payload as Record<string, unknown>,
  });
const clear = (cookie: string | undefined) =>
  ctx.app.inject({ method: 'DELETE', url: '/api/onboarding-tour/progress', headers: headers(cookie) });
const logSymptoms = (cookie: string | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/onboarding-tour/log-symptoms',
    headers: headers(cookie),
    payload: payload as Record<string, unknown>,
  });
const symptomsOf = async (user: { cookie: string; userId: string }) => {
  const response = await ctx.app.inject({
    url: `/api/symptoms/user/${user.userId}`,
    headers: { cookie: user.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { symptomName: string }[];
};

function progress(overrides: Partial<TTourProgressRequest> = {}): TTourProgressRequest {
  return {
    step: 1,
    mode: 'assistant',
    answers: {
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94110',
      primarySymptoms: ['Headache'],
      symptomDescription: 'Pounding headache behind my eyes since Monday',
      severity: 6,
      currentMedications: 'Ibuprofen',
    },
    chat: [
      { role: 'user', content: 'I live in San Francisco CA 94110' },
      { role: 'assistant', content: 'Thanks. How long has the headache lasted?', filled: ['city'] },
    ],
    ...overrides,
  };
}

describe('guided tour progress', () => {
  it('answers null at first, then the saved step, answers and conversation; a save replaces it', async () => {
    const user = await signUpUser(ctx.app);
    const before = await read(user.cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toBeNull();

    const saved = await save(user.cookie, progress());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ step: 1, mode: 'assistant', answers: { zipCode: '94110' } });

    await save(user.cookie, progress({ step: 3 }));
    const after = (await read(user.cookie)).json();
    expect(after.step).toBe(3);
    expect(after.answers.symptomDescription).toBe('Pounding headache behind my eyes since Monday');
    expect(after.chat).toHaveLength(2);
    expect(Date.parse(after.updatedAt)).not.toBeNaN();
    const { rows } = await ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM onboarding_tour_progress WHERE user_id = $1',
      [user.userId],
    );
    expect(rows[0].n).toBe(1);
  });

  it('encrypts the answers and the conversation at rest', async () => {
    const user = await signUpUser(ctx.app);
    await save(user.cookie, progress());
    const { rows } = await ctx.database.pool.query(
      'SELECT * FROM onboarding_tour_progress WHERE user_id = $1',
      [user.userId],
    );
    expect(rows[0].answers_enc).toMatch(/^v2:/);
    const stored = JSON.stringify(rows[0]);
    for (const plain of ['Pounding headache', 'Ibuprofen', 'San Francisco', '94110', 'How long']) {
      expect(stored).not.toContain(plain);
    }
  });

  it.each([
    [{ step: 6 }, 'step', ONBOARDING_TOUR_MESSAGES.step],
    [{ step: 1.5 }, 'step', ONBOARDING_TOUR_MESSAGES.step],
    [{ step: 'two' }, 'step', ONBOARDING_TOUR_MESSAGES.step],
    [
      { answers: { symptomDescription: 'x'.repeat(2001) } },
      'answers.symptomDescription',
      ONBOARDING_TOUR_MESSAGES.answerTooLong,
    ],
    [
      { chat: Array.from({ length: 101 }, () => ({ role: 'user', content: 'hi' })) },
      'chat',
      ONBOARDING_TOUR_MESSAGES.chatTooLong,
    ],
  ])(
    'answers 400 with the field message for %j and keeps what was saved',
    async (override, field, message) => {
      const user = await signUpUser(ctx.app);
      await save(user.cookie, progress());
      const response = await save(user.cookie, { ...progress(), ...override });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(response.json().error.fields[field]).toBe(message);
      const kept = (await read(user.cookie)).json();
      expect(kept.step).toBe(1);
      expect(kept.answers.zipCode).toBe('94110');
    },
  );

  it('is cleared when the tour finishes', async () => {
    const user = await signUpUser(ctx.app);
    await save(user.cookie, progress());
    const cleared = await clear(user.cookie);
    expect(cleared.statusCode).toBe(204);
    expect((await read(user.cookie)).json()).toBeNull();
    // Clearing twice is harmless.
    expect((await clear(user.cookie)).statusCode).toBe(204);
  });

  it('keeps each user to their own progress and answers 401 when signed out', async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await save(owner.cookie, progress({ step: 4 }));
    expect((await read(other.cookie)).json()).toBeNull();
    await save(other.cookie, progress({ step: 2, answers: { city: 'Austin' } }));
    await clear(other.cookie);
    const owners = (await read(owner.cookie)).json();
    expect(owners.step).toBe(4);
    expect(owners.answers.city).toBe('San Francisco');

    expect((await read(undefined)).statusCode).toBe(401);
    expect((await save(undefined, progress())).statusCode).toBe(401);
    expect((await clear(undefined)).statusCode).toBe(401);
  });

  it('audits the save, the read and the clearing', async () => {
    const user = await signUpUser(ctx.app);
    await save(user.cookie, progress());
    await read(user.cookie);
    await clear(user.cookie);
    const { rows } = await ctx.database.pool.query(
      `SELECT action FROM audit_log
        WHERE subject_user_id = $1 AND resource = 'onboarding_tour_progress' ORDER BY id`,
      [user.userId],
    );
    // The read is queued, the writes join their transaction: compare without the order.
    expect(rows.map((r) => r.action).sort()).toEqual(['delete', 'read', 'update']);
  });
});

describe('guided tour symptoms to the symptom log', () => {
  it('logs each symptom into the caller’s own symptom log', async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const response = await logSymptoms(user.cookie, {
      symptoms: [
        { symptomName: 'Headache', severity: 6, description: 'Behind my eyes', triggers: ['screens'] },
        { symptomName: 'Fatigue', severity: 4 },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().logged.map((s: { symptomName: string }) => s.symptomName)).toEqual([
      'Headache',
      'Fatigue',
    ]);
    const logged = await symptomsOf(user);
    expect(logged.map((s) => s.symptomName).sort()).toEqual(['Fatigue', 'Headache']);
    expect(await symptomsOf(other)).toEqual([]);
  });

  it.each([
    [{ symptoms: [] }, 'symptoms', ONBOARDING_TOUR_MESSAGES.symptomsRequired],
    [{}, 'symptoms', ONBOARDING_TOUR_MESSAGES.symptomsRequired],
    [
      { symptoms: Array.from({ length: 21 }, () => ({ symptomName: 'Headache', severity: 5 })) },
      'symptoms',
      ONBOARDING_TOUR_MESSAGES.symptomsTooMany,
    ],
    [
      {
        symptoms: [
          { symptomName: 'Headache', severity: 5 },
          { symptomName: 'Fatigue', severity: 11 },
        ],
      },
      'symptoms.1.severity',
      SYMPTOM_MESSAGES.severityRange,
    ],
    [
      { symptoms: [{ symptomName: '  ', severity: 5 }] },
      'symptoms.0.symptomName',
      SYMPTOM_MESSAGES.nameRequired,
    ],
  ])('answers 400 with a clear message for %j and logs nothing', async (payload, field, message) => {
    const user = await signUpUser(ctx.app);
    const response = await logSymptoms(user.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await symptomsOf(user)).toEqual([]);
  });

  it('answers 401 when signed out, and a user id in the body does not choose whose log', async () => {
    expect((await logSymptoms(undefined, { symptoms: [{ symptomName: 'Headache' }] })).statusCode).toBe(401);
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const response = await logSymptoms(other.cookie, {
      symptoms: [{ symptomName: 'Nausea', severity: 3, userId: owner.userId }],
    });
    expect(response.statusCode).toBe(201);
    expect(await symptomsOf(owner)).toEqual([]);
    expect((await symptomsOf(other)).map((s) => s.symptomName)).toEqual(['Nausea']);
  });

  it('puts the tour’s progress in the data export and erases it with the account', async () => {
    const user = await signUpUser(ctx.app);
    await save(user.cookie, progress());
    const part = await ctx.app.services.userData
      .find((area) => area.area === 'onboarding-tour')
      ?.exportForUser(user.userId);
    expect(part).toMatchObject({
      onboardingTourProgress: { step: 1, answers: { zipCode: '94110' }, mode: 'assistant' },
    });
  });
});
