import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInPayload, communityPostPayload, symptomPayload } from '../../test/factories';
import { createTestApp, signUpUser, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const facts = (cookie?: string) =>
  ctx.app.inject({ url: '/api/progress/checklist', headers: cookie ? { cookie } : {} });
const post = (cookie: string, url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });

const NONE = {
  hasSymptoms: false,
  hasPosted: false,
  hasOnboardingAnswers: false,
  hasCheckIns: false,
  profileCompleted: false,
  hasPractitionerRequests: false,
};

describe('GET /api/progress/checklist', () => {
  it('gives a new user all false (signup alone does not complete the profile)', async () => {
    const user = await signUpUser(ctx.app);
    const response = await facts(user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(NONE);
  });

  it("reflects the user's own records, and only theirs", async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    expect(
      (await post(user.cookie, '/api/symptoms', symptomPayload({ symptomName: 'Fatigue' }))).statusCode,
    ).toBe(201);
    expect((await post(user.cookie, '/api/health-metrics', checkInPayload())).statusCode).toBe(201);
    expect((await post(user.cookie, '/api/community', communityPostPayload())).statusCode).toBe(201);
    expect(
      (await post(user.cookie, '/api/practitioner-requests', { specialty: 'Acupuncturist' })).statusCode,
    ).toBeLessThan(300);
    await ctx.database.pool.query(`UPDATE users SET date_of_birth = '1980-05-01' WHERE id = $1`, [
      user.userId,
    ]);
    await ctx.database.pool.query(
      `INSERT INTO onboarding_answers (user_id, answers_enc) VALUES ($1, 'v1:placeholder')`,
      [user.userId],
    );

    expect((await facts(user.cookie)).json()).toEqual({
      hasSymptoms: true,
      hasPosted: true,
      hasOnboardingAnswers: true,
      hasCheckIns: true,
      profileCompleted: true,
      hasPractitionerRequests: true,
    });
    expect((await facts(other.cookie)).json()).toEqual(NONE);
  });

  it('audits the read and answers 401 when signed out', async () => {
    const user = await signUpUser(ctx.app);
    await facts(user.cookie);
    const { rows } = await ctx.database.pool.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE subject_user_id = $1 AND resource = 'progress_checklist'`,
      [user.userId],
    );
    expect(rows[0].n).toBe(1);
    expect((await facts()).statusCode).toBe(401);
  });
});
