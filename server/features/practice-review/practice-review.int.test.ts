import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_MESSAGES, type TPractitionerApplication } from '../../../contract/practice';
import type { TPractitionerPage } from '../../../contract/practitioners';
import { createTestApp, makeAdmin, signUpUser, type TestContext } from '../../test/harness';
import { insertPractitioner } from '../../test/practice-fixtures';

let ctx: TestContext;
let admin: { userId: string; cookie: string };
let member: Awaited<ReturnType<typeof signUpUser>>;

const BASE = '/api/admin/practitioner-applications';

beforeAll(async () => {
  ctx = await createTestApp();
  const signedUp = await signUpUser(ctx.app);
  await makeAdmin(ctx, signedUp.userId);
  admin = { userId: signedUp.userId, cookie: signedUp.cookie };
  // A member in Manhattan: the directory measures distances from their ZIP code.
  member = await signUpUser(ctx.app, { zipCode: '10003' });
});
afterAll(async () => {
  await ctx?.close();
});

/** A practitioner account (role set the way an operator sets it) with a profile in `status`. */
async function practitioner(status: 'draft' | 'pending' | 'approved' | 'rejected') {
  const user = await signUpUser(ctx.app);
  await ctx.database.pool.query(`UPDATE users SET role = 'practitioner' WHERE id = $1`, [user.userId]);
  ctx.app.services.sessions.forgetUser(user.userId);
  const ids = await insertPractitioner(ctx.database.db, user.userId, { status });
  return { ...user, ...ids };
}

const list = (cookie: string, query = '') => ctx.app.inject({ url: `${BASE}${query}`, headers: { cookie } });
const approve = (id: string, cookie = admin.cookie) =>
  ctx.app.inject({ method: 'POST', url: `${BASE}/${id}/approve`, headers: { cookie } });
const reject = (id: string, reason: string, cookie = admin.cookie) =>
  ctx.app.inject({ method: 'POST', url: `${BASE}/${id}/reject`, headers: { cookie }, payload: { reason } });

async function listing(practitionerId: string) {
  const { rows } = await ctx.database.pool.query('SELECT * FROM practitioners WHERE id = $1', [
    practitionerId,
  ]);
  return rows[0] as Record<string, unknown>;
}
async function profileRow(profileId: string) {
  const { rows } = await ctx.database.pool.query('SELECT * FROM practitioner_profiles WHERE id = $1', [
    profileId,
  ]);
  return rows[0] as Record<string, unknown>;
}
async function mailsTo(to: string) {
  await ctx.app.services.background.drain();
  return ctx.mailer.sent.filter((m) => m.to === to);
}
async function directory(url: string, q?: string) {
  const response = await ctx.app.inject({
    url: q ? `${url}?q=${encodeURIComponent(q)}` : url,
    headers: { cookie: member.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TPractitionerPage;
}

/** A practitioner's edit of their working copy, submitted for review (as the profile form does). */
async function submitEdit(profileId: string, fields: Record<string, unknown>) {
  const sets = Object.keys(fields).map((column, i) => `${column} = $${i + 2}`);
  await ctx.database.pool.query(
    `UPDATE practitioner_profiles SET ${sets.join(', ')}, status = 'pending', submitted_at = now(),
       rejection_reason = NULL WHERE id = $1`,
    [profileId, ...Object.values(fields)],
  );
}

describe('who may review', () => {
  it('answers 401 signed out and 403 to members and practitioners', async () => {
    const pending = await practitioner('pending');
    expect((await ctx.app.inject({ url: BASE })).statusCode).toBe(401);
    expect((await list(member.cookie)).statusCode).toBe(403);
    expect((await list(pending.cookie)).statusCode).toBe(403);
    expect((await approve(pending.profileId, member.cookie)).statusCode).toBe(403);
    expect((await approve(pending.profileId, pending.cookie)).statusCode).toBe(403);
    expect((await reject(pending.profileId, 'Not a real licence number.', pending.cookie)).statusCode).toBe(
      403,
    );
    expect((await profileRow(pending.profileId)).status).toBe('pending');
  });
});

describe('the queue', () => {
  it('lists submitted profiles: pending oldest first, then rejected, then approved; never drafts', async () => {
    const newer = await practitioner('pending');
    const older = await practitioner('pending');
    const rejected = await practitioner('rejected');
    const approved = await practitioner('approved');
    const draft = await practitioner('draft');
    await ctx.database.pool.query(
      `UPDATE practitioner_profiles SET submitted_at = now() - interval '3 days' WHERE id = $1`,
      [older.profileId],
    );
    const response = await list(admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const ids = (response.json() as TPractitionerApplication[]).map((a) => a.id);
    const mine = ids.filter((id) =>
      [newer, older, rejected, approved, draft].some((p) => p.profileId === id),
    );
    expect(mine).toEqual([older.profileId, newer.profileId, rejected.profileId, approved.profileId]);
    // Every pending one comes before every decided one.
    const statuses = (response.json() as TPractitionerApplication[]).map((a) => a.status);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.indexOf('rejected'));
    expect(statuses.lastIndexOf('rejected')).toBeLessThan(statuses.indexOf('approved'));

    const first = (response.json() as TPractitionerApplication[]).find((a) => a.id === older.profileId)!;
    expect(first).toMatchObject({
      accountEmail: older.email,
      licenseState: 'CA',
      licenseNumber: 'A123456',
      isLive: false,
      practitionerId: older.practitionerId,
      consultationFee: 175.5,
    });

    const onlyPending = (await list(admin.cookie, '?status=pending')).json() as TPractitionerApplication[];
    expect(onlyPending.every((a) => a.status === 'pending')).toBe(true);
    expect(onlyPending.map((a) => a.id)).toContain(newer.profileId);
    expect((await list(admin.cookie, '?status=draft')).statusCode).toBe(400);
  });
});

describe('approving', () => {
  it('copies every field onto the listing in one step, lists it with its distance, and emails a link', async () => {
    const p = await practitioner('pending');
    // The working copy differs from what the listing holds in every field approval copies.
    await submitEdit(p.profileId, {
      first_name: 'Amara',
      last_name: 'Okafor',
      specialties: ['Psychology', 'Sleep Medicine'],
      certifications: ['PsyD', 'Other'],
      bio: 'I work with people whose sleep and mood suffer under chronic pain and fatigue, with CBT-I.',
      experience_years: 9,
      location: '200 W 24th St, New York, NY',
      zip_code: '10001',
      consultation_fee_cents: 9999,
      available_hours: 'Tue-Sat 10am-6pm',
      languages: ['English', 'French'],
      education: 'PsyD, Columbia University',
      accepts_insurance: false,
      insurance: 'Aetna, Cigna',
      telehealth: false,
      accepting_new_patients: false,
      website: 'https://amara-okafor.example.com',
    });

    const response = await approve(p.profileId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: p.profileId,
      status: 'approved',
      isLive: true,
      isVerified: true,
    });

    const row = await listing(p.practitionerId);
    expect(row).toMatchObject({
      first_name: 'Amara',
      last_name: 'Okafor',
      specialty: 'Psychology',
      specialties: ['Psychology', 'Sleep Medicine'],
      categories: ['Mental Health Counselor'],
      credentials: ['PsyD', 'Other'],
      bio: 'I work with people whose sleep and mood suffer under chronic pain and fatigue, with CBT-I.',
      consultation_fee_cents: 9999,
      available_for_video: false,
      accepting_new_patients: false,
      languages: ['English', 'French'],
      experience_years: 9,
      education: 'PsyD, Columbia University',
      available_hours: 'Tue-Sat 10am-6pm',
      accepts_insurance: false,
      insurance: 'Aetna, Cigna',
      website: 'https://amara-okafor.example.com',
      location: '200 W 24th St, New York, NY',
      zip_code: '10001',
      city: 'New York',
      state: 'NY',
      is_approved: true,
      is_verified: true,
    });
    expect(row.latitude).toBeCloseTo(40.75, 1);
    expect(row.longitude).toBeCloseTo(-73.99, 1);

    const profile = await profileRow(p.profileId);
    expect(profile.status).toBe('approved');
    expect(profile.reviewed_by).toBe(admin.userId);
    expect(profile.reviewed_at).toBeInstanceOf(Date);

    // In the patients' directory, under the filter its specialty belongs to, with its distance.
    const page = await directory('/api/practitioners/Mental%20Health%20Counselor', 'Okafor');
    const found = page.items.find((item) => item.id === p.practitionerId);
    expect(found).toMatchObject({ firstName: 'Amara', consultationFee: 99.99, acceptingNewPatients: false });
    expect(found?.distance).toBeGreaterThan(0);
    expect(found?.distance).toBeLessThan(3);

    // And in the assistant's doctor suggestions, which read the same listings.
    const doctors = await ctx.app.inject({
      method: 'POST',
      url: '/api/health/find-doctors',
      headers: { cookie: member.cookie },
      payload: { location: { zipCode: '10003' } },
    });
    expect(doctors.statusCode, doctors.body).toBe(200);
    expect((doctors.json() as { doctors: { id: string }[] }).doctors.map((d) => d.id)).toContain(
      p.practitionerId,
    );

    const [mail] = await mailsTo(p.email);
    expect(mail?.subject).toMatch(/live/i);
    expect(mail?.text).toContain(`http://localhost:5000/practitioner-profile/${p.practitionerId}`);

    const audit = await ctx.database.pool.query(
      `SELECT subject_user_id FROM audit_log WHERE resource = 'practitioner_application' AND action = 'update' AND resource_id = $1`,
      [p.profileId],
    );
    expect(audit.rows).toEqual([{ subject_user_id: p.userId }]);
  });

  it('shows the approved photo on the listing, served to anyone once the listing shows it', async () => {
    const p = await practitioner('pending');
    const { rows } = await ctx.database.pool.query<{ key: string }>(
      `INSERT INTO practitioner_photos (user_id, practitioner_id, bytes, content_type)
       VALUES ($1, $2, $3, 'image/webp') RETURNING key`,
      [p.userId, p.practitionerId, Buffer.from('RIFF-webp-photo')],
    );
    const key = rows[0]!.key;
    await submitEdit(p.profileId, { photo_key: key });
    const photoUrl = `/api/practitioner-photos/${key}`;
    expect((await ctx.app.inject({ url: photoUrl })).statusCode).not.toBe(200);
    expect((await approve(p.profileId)).statusCode).toBe(200);
    expect((await listing(p.practitionerId)).profile_image_url).toBe(photoUrl);
    expect((await ctx.app.inject({ url: photoUrl })).statusCode).toBe(200);
  });

  it('refuses a second approval and a rejection after it with 409, changing nothing', async () => {
    const p = await practitioner('pending');
    expect((await approve(p.profileId)).statusCode).toBe(200);
    const again = await approve(p.profileId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: PRACTICE_MESSAGES.notPending } });
    const late = await reject(p.profileId, 'Changed my mind about this one.');
    expect(late.statusCode).toBe(409);
    expect((await profileRow(p.profileId)).status).toBe('approved');
    expect(await mailsTo(p.email)).toHaveLength(1);
  });

  it('answers 404 for an unknown application', async () => {
    expect((await approve('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('rejecting', () => {
  it('stores the reason, keeps the listing hidden and emails the reason', async () => {
    const p = await practitioner('pending');
    const short = await reject(p.profileId, 'Too short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: { fields: { reason: PRACTICE_MESSAGES.rejectionReason } } });

    const reason = 'The licence number does not match the California board register.';
    const response = await reject(p.profileId, reason);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', rejectionReason: reason, isLive: false });
    const profile = await profileRow(p.profileId);
    expect(profile).toMatchObject({
      status: 'rejected',
      rejection_reason: reason,
      reviewed_by: admin.userId,
    });
    expect(await listing(p.practitionerId)).toMatchObject({ is_approved: false, is_verified: false });

    const [mail] = await mailsTo(p.email);
    expect(mail?.text).toContain(reason);
    expect((await approve(p.profileId)).statusCode).toBe(409);
  });
});

describe('an edit of a live profile', () => {
  it('keeps the approved listing until the edit is approved, then replaces it', async () => {
    const p = await practitioner('approved');
    const before = await listing(p.practitionerId);
    await submitEdit(p.profileId, {
      last_name: 'Natarajan-Reyes',
      bio: 'A new bio that waits for review before it shows anywhere at all.',
    });

    const queued = ((await list(admin.cookie, '?status=pending')).json() as TPractitionerApplication[]).find(
      (a) => a.id === p.profileId,
    );
    expect(queued).toMatchObject({ isLive: true, lastName: 'Natarajan-Reyes' });
    // Still the approved version in the directory.
    expect(await listing(p.practitionerId)).toMatchObject({ last_name: before.last_name, bio: before.bio });
    const search = await directory('/api/practitioners', 'Natarajan');
    expect(search.items.find((i) => i.id === p.practitionerId)?.lastName).toBe('Natarajan');

    // A rejected edit leaves the live listing as it was.
    expect((await reject(p.profileId, 'Please keep your bio about your practice.')).statusCode).toBe(200);
    expect(await listing(p.practitionerId)).toMatchObject({ is_approved: true, last_name: 'Natarajan' });

    await submitEdit(p.profileId, { last_name: 'Natarajan-Reyes' });
    expect((await approve(p.profileId)).statusCode).toBe(200);
    const after = await directory('/api/practitioners', 'Natarajan');
    expect(after.items.find((i) => i.id === p.practitionerId)?.lastName).toBe('Natarajan-Reyes');
  });
});
