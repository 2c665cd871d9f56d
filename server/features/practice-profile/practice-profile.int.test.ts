import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practitionerPhotoUrl } from '../../../common/practice';
import { PRACTICE_MESSAGES, type TPractitionerProfile } from '../../../contract/practice';
import { createTestApp, multipartBody, signUpUser, type TestContext } from '../../test/harness';
import { insertPractitioner, practitionerProfilePayload } from '../../test/practice-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

type Account = { userId: string; cookie: string };

/** A signed-up member made a practitioner the way an operator does it (their role). */
async function practitionerAccount(): Promise<Account> {
  const user = await signUpUser(ctx.app);
  await ctx.database.pool.query(`UPDATE users SET role = 'practitioner' WHERE id = $1`, [user.userId]);
  ctx.app.services.sessions.forgetUser(user.userId);
  return user;
}

const call = (
  account: Account | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url,
    headers: account ? { cookie: account.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const png = (color = '#1496a0', size = 640) =>
  sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();

async function uploadPhoto(account: Account, data: Buffer, type = 'image/png') {
  const body = multipartBody([{ name: 'photo', filename: 'me.png', type, data }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/practitioners/profile/photo',
    headers: { cookie: account.cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function listing(practitionerId: string) {
  const { rows } = await ctx.database.pool.query(
    `SELECT first_name, bio, consultation_fee_cents, is_approved, profile_image_url FROM practitioners WHERE id = $1`,
    [practitionerId],
  );
  return rows[0] as {
    first_name: string;
    bio: string;
    consultation_fee_cents: number;
    is_approved: boolean;
    profile_image_url: string | null;
  };
}

describe('the first submission (POST /api/practitioners/profile)', () => {
  it('creates the hidden listing and a profile in review when the practitioner has none', async () => {
    const me = await practitionerAccount();
    expect((await call(me, 'GET', '/api/practitioners/application-status')).json()).toEqual({
      status: 'none',
      submittedAt: null,
      reviewedAt: null,
      rejectionReason: null,
    });
    const missing = await call(me, 'GET', '/api/practitioners/profile');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(PRACTICE_MESSAGES.noProfile);

    const created = await call(me, 'POST', '/api/practitioners/profile', practitionerProfilePayload());
    expect(created.statusCode, created.body).toBe(201);
    const profile = created.json() as TPractitionerProfile;
    expect(profile).toMatchObject({
      status: 'pending',
      isLive: false,
      firstName: 'Priya',
      consultationFee: 175.5,
      languagesSpoken: ['English', 'Spanish'],
      licenseState: 'CA',
      licenseNumber: 'A123456',
      profileImage: null,
      isVerified: false,
      rating: '0.0',
      reviewCount: 0,
      totalConsultations: 0,
    });
    expect(Date.parse(profile.submittedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const row = await listing(profile.practitionerId);
    expect(row).toMatchObject({ is_approved: false, consultation_fee_cents: 17550 });
    const { rows } = await ctx.database.pool.query(
      `SELECT plan_code, trial_ends_at - trial_started_at AS trial FROM practitioner_profiles WHERE user_id = $1`,
      [me.userId],
    );
    expect(rows[0]).toMatchObject({ plan_code: 'starter_monthly' });
    expect(rows[0].trial.days).toBe(14);

    const status = (await call(me, 'GET', '/api/practitioners/application-status')).json();
    expect(status).toMatchObject({ status: 'pending', submittedAt: profile.submittedAt });
    const audit = await ctx.database.pool.query(
      `SELECT action FROM audit_log WHERE actor_user_id = $1 AND resource = 'practitioner_profile'`,
      [me.userId],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create']);
  });

  it('submits the draft signup made, keeping its listing', async () => {
    const me = await practitionerAccount();
    const { practitionerId } = await insertPractitioner(ctx.database.db, me.userId, { status: 'draft' });
    const created = await call(
      me,
      'POST',
      '/api/practitioners/profile',
      practitionerProfilePayload({ firstName: 'Amara' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ practitionerId, status: 'pending', firstName: 'Amara' });
  });

  it('answers 409 once the profile was submitted', async () => {
    const me = await practitionerAccount();
    expect(
      (await call(me, 'POST', '/api/practitioners/profile', practitionerProfilePayload())).statusCode,
    ).toBe(201);
    const again = await call(me, 'POST', '/api/practitioners/profile', practitionerProfilePayload());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PRACTICE_MESSAGES.profileExists);
  });

  it('refuses invalid fields with the form’s messages, and an unknown ZIP code on its field', async () => {
    const me = await practitionerAccount();
    const invalid = await call(
      me,
      'POST',
      '/api/practitioners/profile',
      practitionerProfilePayload({
        firstName: 'P',
        email: 'not-an-email',
        phone: '555',
        specialties: [],
        certifications: [],
        languagesSpoken: [],
        bio: 'Too short',
        experience: -1,
        location: 'SF',
        availableHours: 'Mon',
        education: 'MD',
        website: 'priya.example',
        consultationFee: 10.555,
      }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toMatchObject({
      firstName: PRACTICE_MESSAGES.firstNameMin,
      email: PRACTICE_MESSAGES.email,
      phone: PRACTICE_MESSAGES.phoneMin,
      specialties: PRACTICE_MESSAGES.specialtiesMin,
      certifications: PRACTICE_MESSAGES.certificationsMin,
      languagesSpoken: PRACTICE_MESSAGES.languagesMin,
      bio: PRACTICE_MESSAGES.bioMin,
      experience: PRACTICE_MESSAGES.experience,
      location: PRACTICE_MESSAGES.locationMin,
      availableHours: PRACTICE_MESSAGES.availableHoursMin,
      education: PRACTICE_MESSAGES.educationMin,
      website: PRACTICE_MESSAGES.website,
      consultationFee: PRACTICE_MESSAGES.feeCents,
    });

    const unknownZip = await call(
      me,
      'POST',
      '/api/practitioners/profile',
      practitionerProfilePayload({ zipCode: '00000' }),
    );
    expect(unknownZip.statusCode).toBe(400);
    expect(unknownZip.json().error.fields).toEqual({ zipCode: PRACTICE_MESSAGES.unknownZip });
    expect((await call(me, 'GET', '/api/practitioners/application-status')).json().status).toBe('none');
  });
});

describe('editing (PUT /api/practitioners/profile)', () => {
  it('puts an edit of a live profile in review and leaves the listing as approved', async () => {
    const me = await practitionerAccount();
    const { practitionerId } = await insertPractitioner(ctx.database.db, me.userId, { status: 'approved' });
    const before = await listing(practitionerId);
    const edited = await call(
      me,
      'PUT',
      '/api/practitioners/profile',
      practitionerProfilePayload({
        firstName: 'Priyanka',
        bio: `${'New focus on migraine care. '.repeat(3)}`,
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      status: 'pending',
      isLive: true,
      firstName: 'Priyanka',
      isVerified: true,
    });
    expect(await listing(practitionerId)).toEqual(before);
    expect(before).toMatchObject({ first_name: 'Priya', is_approved: true });
  });

  it('sends a rejected profile back to review and clears the reason', async () => {
    const me = await practitionerAccount();
    await insertPractitioner(ctx.database.db, me.userId, { status: 'rejected' });
    await ctx.database.pool.query(
      `UPDATE practitioner_profiles SET rejection_reason = 'Licence number does not match' WHERE user_id = $1`,
      [me.userId],
    );
    expect((await call(me, 'GET', '/api/practitioners/application-status')).json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Licence number does not match',
    });
    const edited = await call(me, 'PUT', '/api/practitioners/profile', practitionerProfilePayload());
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('answers 404 without a profile and 400 for an unknown ZIP code', async () => {
    const me = await practitionerAccount();
    const none = await call(me, 'PUT', '/api/practitioners/profile', practitionerProfilePayload());
    expect(none.statusCode).toBe(404);
    await insertPractitioner(ctx.database.db, me.userId, { status: 'approved' });
    const zip = await call(
      me,
      'PUT',
      '/api/practitioners/profile',
      practitionerProfilePayload({ zipCode: '00000' }),
    );
    expect(zip.statusCode).toBe(400);
    expect(zip.json().error.fields).toEqual({ zipCode: PRACTICE_MESSAGES.unknownZip });
    expect((await call(me, 'GET', '/api/practitioners/application-status')).json().status).toBe('approved');
  });

  it('counts accepted consultation requests only', async () => {
    const me = await practitionerAccount();
    const { practitionerId } = await insertPractitioner(ctx.database.db, me.userId);
    for (const status of ['accepted', 'accepted', 'declined', 'pending']) {
      const patient = await signUpUser(ctx.app);
      await ctx.database.pool.query(
        `INSERT INTO consultation_requests (practitioner_id, user_id, mode, status, reason_enc, preferred_times_enc, shared_enc)
         VALUES ($1, $2, 'video', $3, 'x', 'x', 'x')`,
        [practitionerId, patient.userId, status],
      );
    }
    expect((await call(me, 'GET', '/api/practitioners/profile')).json().totalConsultations).toBe(2);
  });
});

describe('who reaches a profile', () => {
  it('always answers the caller’s own profile, whoever else has one', async () => {
    const first = await practitionerAccount();
    const second = await practitionerAccount();
    await call(
      first,
      'POST',
      '/api/practitioners/profile',
      practitionerProfilePayload({ firstName: 'First' }),
    );
    await call(
      second,
      'POST',
      '/api/practitioners/profile',
      practitionerProfilePayload({ firstName: 'Second' }),
    );
    const a = (await call(first, 'GET', '/api/practitioners/profile')).json() as TPractitionerProfile;
    const b = (await call(second, 'GET', '/api/practitioners/profile')).json() as TPractitionerProfile;
    expect([a.firstName, b.firstName]).toEqual(['First', 'Second']);
    expect(a.practitionerId).not.toBe(b.practitionerId);

    await call(
      second,
      'PUT',
      '/api/practitioners/profile',
      practitionerProfilePayload({ firstName: 'Changed' }),
    );
    expect((await call(first, 'GET', '/api/practitioners/profile')).json().firstName).toBe('First');
  });

  it('refuses members (403) and signed-out callers (401)', async () => {
    const member = await signUpUser(ctx.app);
    for (const [method, url] of [
      ['GET', '/api/practitioners/profile'],
      ['GET', '/api/practitioners/application-status'],
      ['POST', '/api/practitioners/profile'],
      ['PUT', '/api/practitioners/profile'],
      ['DELETE', '/api/practitioners/profile/photo'],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? practitionerProfilePayload() : undefined;
      expect((await call(member, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    const { rows } = await ctx.database.pool.query('SELECT 1 FROM practitioner_profiles WHERE user_id = $1', [
      member.userId,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('the photo', () => {
  it('re-encodes the upload to a 256-pixel WebP, served to its practitioner and admins only until listed', async () => {
    const me = await practitionerAccount();
    const { practitionerId } = await insertPractitioner(ctx.database.db, me.userId, { status: 'approved' });
    const uploaded = await uploadPhoto(me, await png());
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const profile = uploaded.json() as TPractitionerProfile;
    expect(profile.profileImage).toMatch(/^\/api\/practitioner-photos\/[0-9a-f-]{36}$/);
    // A change of a live profile goes to review; the listing keeps its image.
    expect(profile.status).toBe('pending');
    expect((await listing(practitionerId)).profile_image_url).toBeNull();

    const own = await call(me, 'GET', profile.profileImage!);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    const meta = await sharp(own.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    const stranger = await signUpUser(ctx.app);
    expect((await call(stranger, 'GET', profile.profileImage!)).statusCode).toBe(404);
    expect((await call(null, 'GET', profile.profileImage!)).statusCode).toBe(401);

    // Once an approval puts it on the listing, everyone may see it.
    await ctx.database.pool.query(`UPDATE practitioners SET profile_image_url = $2 WHERE id = $1`, [
      practitionerId,
      profile.profileImage,
    ]);
    const open = await call(null, 'GET', profile.profileImage!);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toContain('public');
  });

  it('keeps the listing’s photo while a new one waits for review, and removes photos nobody shows', async () => {
    const me = await practitionerAccount();
    const { practitionerId } = await insertPractitioner(ctx.database.db, me.userId, { status: 'approved' });
    const first = (await uploadPhoto(me, await png('#aa3300'))).json() as TPractitionerProfile;
    await ctx.database.pool.query(`UPDATE practitioners SET profile_image_url = $2 WHERE id = $1`, [
      practitionerId,
      first.profileImage,
    ]);
    const second = (await uploadPhoto(me, await png('#0033aa'))).json() as TPractitionerProfile;
    const third = (await uploadPhoto(me, await png('#00aa33'))).json() as TPractitionerProfile;
    const keys = async () =>
      (
        await ctx.database.pool.query(
          'SELECT key FROM practitioner_photos WHERE user_id = $1 ORDER BY created_at',
          [me.userId],
        )
      ).rows.map((r) => practitionerPhotoUrl(r.key));
    expect(await keys()).toEqual([first.profileImage, third.profileImage]);
    expect(second.profileImage).not.toBe(third.profileImage);

    const removed = await call(me, 'DELETE', '/api/practitioners/profile/photo');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().profileImage).toBeNull();
    expect(await keys()).toEqual([first.profileImage]);
    expect((await call(null, 'GET', first.profileImage!)).statusCode).toBe(200);
  });

  it('refuses a file that is not an image, and a photo without a profile', async () => {
    const me = await practitionerAccount();
    expect((await uploadPhoto(me, await png())).statusCode).toBe(404);
    await insertPractitioner(ctx.database.db, me.userId, { status: 'draft' });
    const text = await uploadPhoto(me, Buffer.from('hello, not a picture'), 'image/png');
    expect(text.statusCode).toBe(400);
    expect(Object.keys(text.json().error.fields)).toEqual(['photo']);
    const ok = await uploadPhoto(me, await png());
    // A draft stays a draft: it is submitted with the form.
    expect(ok.json().status).toBe('draft');
  });
});

describe('the data registry', () => {
  it('exports the photos described and erases them with the account', async () => {
    const me = await practitionerAccount();
    await insertPractitioner(ctx.database.db, me.userId, { status: 'draft' });
    await uploadPhoto(me, await png());
    const part = await ctx.app.services.userData
      .find((area) => area.area === 'practice-profile')!
      .exportForUser(me.userId);
    expect(part.practitionerPhotos).toHaveLength(1);
    expect(part.practitionerPhotos![0]).toMatchObject({ contentType: 'image/webp' });
    expect(part.practitionerPhotos![0]!.bytes).toBeGreaterThan(100);
    await ctx.database.db.transaction((tx) =>
      ctx.app.services.userData.find((area) => area.area === 'practice-profile')!.eraseForUser(tx, me.userId),
    );
    const { rows } = await ctx.database.pool.query('SELECT 1 FROM practitioner_photos WHERE user_id = $1', [
      me.userId,
    ]);
    expect(rows).toHaveLength(0);
  });
});
