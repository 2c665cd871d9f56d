import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_MESSAGES } from '../../../contract/practice';
import { createTestApp, makeAdmin, signUpUser, type TestContext } from '../../test/harness';
import { insertPractitioner } from '../../test/practice-fixtures';
import { seedDemoPractitioners } from '../practitioners';

let ctx: TestContext;
type Account = { userId: string; cookie: string };
let member: Account;
let admin: Account;
let a: Account & { practitionerId: string };
let b: Account & { practitionerId: string };
let demoId: string;

/** A member account made a practitioner the way an operator does it, with an approved listing. */
async function practitioner(zipCode: string): Promise<Account & { practitionerId: string }> {
  const user = await signUpUser(ctx.app);
  await ctx.database.pool.query(`UPDATE users SET role = 'practitioner' WHERE id = $1`, [user.userId]);
  ctx.app.services.sessions.forgetUser(user.userId);
  const { practitionerId } = await insertPractitioner(ctx.database.db, user.userId, { zipCode });
  return { userId: user.userId, cookie: user.cookie, practitionerId };
}

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoPractitioners(ctx.database.db);
  member = await signUpUser(ctx.app);
  a = await practitioner('94108');
  b = await practitioner('94110');
  const signedUp = await signUpUser(ctx.app);
  await makeAdmin(ctx, signedUp.userId);
  admin = { userId: signedUp.userId, cookie: signedUp.cookie };
  const demo = await ctx.database.pool.query<{ id: string }>(
    'SELECT id FROM practitioners WHERE is_demo ORDER BY id LIMIT 1',
  );
  demoId = demo.rows[0]!.id;
});
afterAll(async () => {
  await ctx.close();
});

const getSettings = (cookie: string, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/practitioners/${id}/settings`, headers: { cookie } });
const putSettings = (cookie: string, id: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/api/practitioners/${id}/settings`, headers: { cookie }, payload });

async function listing(id: string) {
  const { rows } = await ctx.database.pool.query<{
    available_for_video: boolean;
    consultation_fee_cents: number;
    accepting_new_patients: boolean;
  }>(
    'SELECT available_for_video, consultation_fee_cents, accepting_new_patients FROM practitioners WHERE id = $1',
    [id],
  );
  return rows[0]!;
}

async function auditRows(actorUserId: string, practitionerId: string) {
  const { rows } = await ctx.database.pool.query<{ action: string; subject_user_id: string }>(
    `SELECT action, subject_user_id FROM audit_log
      WHERE actor_user_id = $1 AND resource = 'practice_settings' AND resource_id = $2 ORDER BY id`,
    [actorUserId, practitionerId],
  );
  return rows;
}

describe('GET /api/practitioners/me', () => {
  it('answers the practitioner their own listing id', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/practitioners/me',
      headers: { cookie: a.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ practitionerId: a.practitionerId });
  });

  it('is 404 for a practitioner without a practice, and 403 for a member', async () => {
    const user = await signUpUser(ctx.app);
    await ctx.database.pool.query(`UPDATE users SET role = 'practitioner' WHERE id = $1`, [user.userId]);
    ctx.app.services.sessions.forgetUser(user.userId);
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/practitioners/me',
      headers: { cookie: user.cookie },
    });
    expect(none.statusCode).toBe(404);
    expect((none.json() as { error: { message: string } }).error.message).toBe(PRACTICE_MESSAGES.noProfile);
    const asMember = await ctx.app.inject({
      method: 'GET',
      url: '/api/practitioners/me',
      headers: { cookie: member.cookie },
    });
    expect(asMember.statusCode).toBe(403);
  });
});

describe('practice settings', () => {
  it('reads the working copy: video, fee in dollars and new patients', async () => {
    const response = await getSettings(a.cookie, a.practitionerId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      availableForVideo: true,
      consultationFee: 175.5,
      acceptingNewPatients: true,
    });
    expect(await auditRows(a.userId, a.practitionerId)).toContainEqual({
      action: 'read',
      subject_user_id: a.userId,
    });
  });

  it('keeps each practice to its practitioner: another practitioner and a member get 403, and nothing changes', async () => {
    expect((await getSettings(b.cookie, a.practitionerId)).statusCode).toBe(403);
    expect((await getSettings(member.cookie, a.practitionerId)).statusCode).toBe(403);
    const change = { availableForVideo: false, consultationFee: 1, acceptingNewPatients: false };
    expect((await putSettings(b.cookie, a.practitionerId, change)).statusCode).toBe(403);
    expect((await putSettings(member.cookie, a.practitionerId, change)).statusCode).toBe(403);
    expect(await listing(a.practitionerId)).toEqual({
      available_for_video: true,
      consultation_fee_cents: 17_550,
      accepting_new_patients: true,
    });
    expect((await getSettings(a.cookie, a.practitionerId)).json().acceptingNewPatients).toBe(true);
  });

  it('is 404 for an unknown id, a malformed id and a demo listing, which has no settings', async () => {
    expect((await getSettings(a.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getSettings(a.cookie, 'not-an-id')).statusCode).toBe(404);
    expect((await getSettings(admin.cookie, demoId)).statusCode).toBe(404);
    const change = { availableForVideo: true, consultationFee: 80, acceptingNewPatients: false };
    expect((await putSettings(admin.cookie, demoId, change)).statusCode).toBe(404);
  });

  it('changes what patients see at once: the directory and the assistant’s doctors', async () => {
    const response = await putSettings(a.cookie, a.practitionerId, {
      availableForVideo: true,
      consultationFee: '210.25',
      acceptingNewPatients: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      availableForVideo: true,
      consultationFee: 210.25,
      acceptingNewPatients: false,
    });
    expect(await listing(a.practitionerId)).toEqual({
      available_for_video: true,
      consultation_fee_cents: 21_025,
      accepting_new_patients: false,
    });

    const directory = await ctx.app.inject({
      method: 'GET',
      url: '/api/practitioners?q=Natarajan',
      headers: { cookie: member.cookie },
    });
    expect(directory.statusCode).toBe(200);
    const cards = directory.json().items as {
      id: string;
      acceptingNewPatients: boolean;
      consultationFee: number;
    }[];
    expect(cards.find((c) => c.id === a.practitionerId)).toMatchObject({
      acceptingNewPatients: false,
      consultationFee: 210.25,
    });
    expect(cards.find((c) => c.id === b.practitionerId)).toMatchObject({ acceptingNewPatients: true });

    const doctors = await ctx.app.inject({
      method: 'POST',
      url: '/api/health/find-doctors',
      headers: { cookie: member.cookie },
      payload: { location: { zipCode: '94108' }, specialties: ['Functional Medicine Physician'] },
    });
    expect(doctors.statusCode).toBe(200);
    const found = doctors.json().doctors as { id: string; acceptingPatients: boolean }[];
    expect(found.find((d) => d.id === a.practitionerId)).toMatchObject({ acceptingPatients: false });
    expect(found.find((d) => d.id === b.practitionerId)).toMatchObject({ acceptingPatients: true });
  });

  it('clears the fee of the working copy with an empty field and leaves the listing’s fee', async () => {
    const response = await putSettings(a.cookie, a.practitionerId, {
      availableForVideo: false,
      consultationFee: '',
      acceptingNewPatients: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      availableForVideo: false,
      consultationFee: null,
      acceptingNewPatients: true,
    });
    expect(await listing(a.practitionerId)).toEqual({
      available_for_video: false,
      consultation_fee_cents: 21_025,
      accepting_new_patients: true,
    });
  });

  it('refuses a fee with three decimals or above $10,000, changing nothing', async () => {
    const cents = await putSettings(a.cookie, a.practitionerId, {
      availableForVideo: true,
      consultationFee: 12.345,
      acceptingNewPatients: false,
    });
    expect(cents.statusCode).toBe(400);
    expect(cents.body).toContain(PRACTICE_MESSAGES.feeCents);
    const high = await putSettings(a.cookie, a.practitionerId, {
      availableForVideo: true,
      consultationFee: 10_000.01,
      acceptingNewPatients: false,
    });
    expect(high.statusCode).toBe(400);
    expect(high.body).toContain(PRACTICE_MESSAGES.feeMax);
    expect((await listing(a.practitionerId)).accepting_new_patients).toBe(true);
  });

  it('lets an admin read and change any practice, audited with the admin as actor', async () => {
    const read = await getSettings(admin.cookie, b.practitionerId);
    expect(read.statusCode).toBe(200);
    const write = await putSettings(admin.cookie, b.practitionerId, {
      availableForVideo: false,
      consultationFee: 95,
      acceptingNewPatients: false,
    });
    expect(write.statusCode).toBe(200);
    expect(await listing(b.practitionerId)).toEqual({
      available_for_video: false,
      consultation_fee_cents: 9_500,
      accepting_new_patients: false,
    });
    expect(await auditRows(admin.userId, b.practitionerId)).toEqual([
      { action: 'read', subject_user_id: b.userId },
      { action: 'update', subject_user_id: b.userId },
    ]);
    // The practitioner reads what the admin set.
    expect((await getSettings(b.cookie, b.practitionerId)).json()).toEqual({
      availableForVideo: false,
      consultationFee: 95,
      acceptingNewPatients: false,
    });
  });
});
