import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { PRACTICE_MESSAGES } from '../../../contract/practice';
import { cookieHeader, createTestApp, signUpUser, type TestContext } from '../../test/harness';
import { providerSignupPayload } from './testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const signup = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/providers/signup', payload: payload as object });

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[]) =>
  (await ctx.database.pool.query<T>(text, values)).rows;

/** Every row of the attempt's email: the account, and anything hanging off it. */
const traces = async (email: string) => {
  const [users, listings, profiles] = await Promise.all([
    query('SELECT id FROM users WHERE email = $1', [email]),
    query('SELECT p.id FROM practitioners p JOIN users u ON u.id = p.user_id WHERE u.email = $1', [email]),
    query('SELECT id FROM practitioner_profiles WHERE email = $1', [email]),
  ]);
  return { users: users.length, listings: listings.length, profiles: profiles.length };
};

describe('POST /api/providers/signup', () => {
  it('creates a practitioner account with a hidden listing, a draft profile and a 14-day trial', async () => {
    const payload = providerSignupPayload({ planType: 'professional', billingCycle: 'yearly' });
    const before = Date.now();
    const response = await signup(payload);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      email: payload.email,
      firstName: 'Priya',
      role: 'practitioner',
      plan: 'professional_yearly',
    });
    const trialEnds = new Date(body.trialEndsAt).getTime();
    expect(trialEnds - before).toBeGreaterThanOrEqual(14 * 86_400_000);
    expect(trialEnds - Date.now()).toBeLessThanOrEqual(14 * 86_400_000);

    const [user] = await query<{ role: string; zip_code: string | null; terms_accepted_at: Date | null }>(
      'SELECT role, zip_code, terms_accepted_at FROM users WHERE id = $1',
      [body.userId],
    );
    expect(user).toMatchObject({ role: 'practitioner', zip_code: null });
    expect(user?.terms_accepted_at).toBeInstanceOf(Date);

    const [listing] = await query('SELECT * FROM practitioners WHERE id = $1', [body.practitionerId]);
    expect(listing).toMatchObject({
      user_id: body.userId,
      first_name: 'Priya',
      last_name: 'Natarajan',
      specialty: 'Functional Medicine',
      specialties: ['Functional Medicine'],
      categories: ['Functional Medicine Physician'],
      credentials: ['MD', 'IFMCP'],
      consultation_fee_cents: 17_550,
      available_for_video: true,
      accepting_new_patients: true,
      languages: ['English', 'Spanish'],
      experience_years: 12,
      insurance: 'Blue Shield, Aetna',
      zip_code: '',
      city: '',
      state: '',
      is_approved: false,
      is_verified: false,
    });

    const [profile] = await query('SELECT * FROM practitioner_profiles WHERE user_id = $1', [body.userId]);
    expect(profile).toMatchObject({
      practitioner_id: body.practitionerId,
      status: 'draft',
      email: payload.email,
      specialties: ['Functional Medicine'],
      certifications: ['MD'],
      credentials_text: 'MD, IFMCP',
      experience_years: 12,
      license_state: 'CA',
      license_number: 'A123456',
      consultation_fee_cents: 17_550,
      telehealth: true,
      accepting_new_patients: true,
      languages: ['English', 'Spanish'],
      plan_code: 'professional_yearly',
      submitted_at: null,
    });
    expect((profile!.trial_ends_at as Date).toISOString()).toBe(body.trialEndsAt);

    const audit = await query(
      'SELECT action, resource, resource_id FROM audit_log WHERE subject_user_id = $1',
      [body.userId],
    );
    expect(audit).toContainEqual({
      action: 'create',
      resource: 'practitioner_profile',
      resource_id: profile!.id,
    });
  });

  it('signs the new practitioner in', async () => {
    const response = await signup(providerSignupPayload());
    expect(response.statusCode).toBe(201);
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/auth/status',
      headers: { cookie: cookieHeader(response.headers['set-cookie']) },
    });
    expect(status.json()).toMatchObject({
      authenticated: true,
      user: { role: 'practitioner', firstName: 'Priya' },
    });
  });

  it('keeps the optional steps optional: no fee, no licence, no experience, specialty Other', async () => {
    const payload = providerSignupPayload({
      specialty: 'other',
      credentials: 'L.Ac.',
      consultationFee: '',
      yearsExperience: '',
      licenseState: '',
      licenseNumber: '',
      bio: '',
      insurance: '',
      languages: [],
      availableForVideo: false,
    });
    const response = await signup(payload);
    expect(response.statusCode, response.body).toBe(201);
    const { practitionerId, userId } = response.json();
    const [listing] = await query('SELECT * FROM practitioners WHERE id = $1', [practitionerId]);
    expect(listing).toMatchObject({
      specialty: 'Other',
      specialties: [],
      categories: [],
      credentials: ['L.Ac.'],
      consultation_fee_cents: 0,
      experience_years: null,
      languages: ['English'],
      accepts_insurance: false,
    });
    const [profile] = await query('SELECT * FROM practitioner_profiles WHERE user_id = $1', [userId]);
    expect(profile).toMatchObject({
      certifications: [],
      consultation_fee_cents: null,
      license_state: null,
      license_number: null,
      plan_code: 'starter_monthly',
    });
  });

  it.each([
    ['firstName', { firstName: 'P' }, PRACTICE_MESSAGES.firstNameMin],
    ['email', { email: 'not-an-email' }, PRACTICE_MESSAGES.email],
    ['confirmPassword', { confirmPassword: 'Different2024' }, PRACTICE_MESSAGES.passwordMismatch],
    ['specialty', { specialty: 'surgery' }, PRACTICE_MESSAGES.professionalRequired],
    ['credentials', { credentials: '   ' }, PRACTICE_MESSAGES.professionalRequired],
    ['licenseNumber', { licenseNumber: 'A 1' }, PRACTICE_MESSAGES.licenseNumber],
    ['consultationFee', { consultationFee: 12.345 }, PRACTICE_MESSAGES.feeCents],
    ['consultationFee', { consultationFee: -5 }, PRACTICE_MESSAGES.fee],
    ['agreeToTerms', { agreeToTerms: false }, PRACTICE_MESSAGES.agreement],
    ['agreeToPrivacy', { agreeToPrivacy: false }, PRACTICE_MESSAGES.agreement],
  ] as const)('refuses a bad %s with its message and creates nothing', async (field, override, message) => {
    const payload = providerSignupPayload(override as never);
    const response = await signup(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await traces(payload.email)).toEqual({ users: 0, listings: 0, profiles: 0 });
  });

  it('refuses a password that is easy to guess, before creating anything', async () => {
    const payload = providerSignupPayload({ password: 'Password123', confirmPassword: 'Password123' });
    const response = await signup(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password).toBeTruthy();
    expect(await traces(payload.email)).toEqual({ users: 0, listings: 0, profiles: 0 });
  });

  it('answers 409 when the email has an account, and adds nothing to it', async () => {
    const member = await signUpUser(ctx.app);
    const response = await signup(providerSignupPayload({ email: member.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      message: AUTH_MESSAGES.emailTaken,
      fields: { email: AUTH_MESSAGES.emailTaken },
    });
    const [user] = await query<{ role: string }>('SELECT role FROM users WHERE id = $1', [member.userId]);
    expect(user?.role).toBe('user');
    expect(await traces(member.email)).toEqual({ users: 1, listings: 0, profiles: 0 });
  });

  it('leaves nothing behind when it fails after the account was created', async () => {
    // The profile's INSERT fails: the account, its session and its listing must all be gone.
    await ctx.database.pool.query(`
      CREATE FUNCTION refuse_profile() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'profile refused by the test'; END $$;
      CREATE TRIGGER refuse_profile BEFORE INSERT ON practitioner_profiles
        FOR EACH ROW EXECUTE FUNCTION refuse_profile();`);
    try {
      const payload = providerSignupPayload();
      const response = await signup(payload);
      expect(response.statusCode).toBe(500);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await traces(payload.email)).toEqual({ users: 0, listings: 0, profiles: 0 });
      const sessions = await query(
        'SELECT s.id FROM sessions s LEFT JOIN users u ON u.id = s.user_id WHERE u.id IS NULL',
        [],
      );
      expect(sessions).toEqual([]);
      // The same email can sign up once the fault is gone.
      await ctx.database.pool.query('DROP TRIGGER refuse_profile ON practitioner_profiles');
      expect((await signup({ ...payload })).statusCode).toBe(201);
    } finally {
      await ctx.database.pool.query(`
        DROP TRIGGER IF EXISTS refuse_profile ON practitioner_profiles;
        DROP FUNCTION IF EXISTS refuse_profile();`);
    }
  });

  it('exports the working copy, and the erasure removes it', async () => {
    const payload = providerSignupPayload();
    const response = await signup(payload);
    const { userId } = response.json();
    const area = ctx.app.services.userData.find((entry) => entry.area === 'provider-signup');
    expect(area?.tables).toEqual(['practitioner_profiles']);
    expect(await area!.exportForUser(userId)).toMatchObject({
      practiceProfile: { status: 'draft', credentialsText: 'MD, IFMCP', planCode: 'starter_monthly' },
    });
    await ctx.database.db.transaction((tx) => area!.eraseForUser(tx, userId));
    expect(await traces(payload.email)).toEqual({ users: 1, listings: 1, profiles: 0 });
    expect(await area!.exportForUser(userId)).toEqual({ practiceProfile: null });
  });
});

describe('GET /api/providers/stats', () => {
  it('leaves out figures that are still small', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/providers/stats' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ members: null, practitioners: null });
  });

  it('shows member accounts rounded down once there are enough', async () => {
    const [row] = await query<{ count: number }>(
      "SELECT count(*)::int AS count FROM users WHERE role = 'user'",
      [],
    );
    const missing = 1_234 - row!.count;
    await ctx.database.pool.query(
      `INSERT INTO users (id, name, email, email_verified, first_name, last_name)
       SELECT 'stats-' || g, 'Member', 'stats-' || g || '@example.com', false, 'M', 'M' FROM generate_series(1, $1::int) g`,
      [missing],
    );
    const response = await ctx.app.inject({ method: 'GET', url: '/api/providers/stats' });
    expect(response.json()).toEqual({ members: 1_200, practitioners: null });
  });
});
