import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRACTITIONER_LIMITS,
  PRACTITIONER_MESSAGES,
  PRACTITIONER_SPECIALTIES,
  type TPractitioner,
  type TPractitionerTypeRequestAdmin,
} from '../../../contract/practitioners';
import { createTestApp, signUpUser, type TestContext } from '../../test/harness';
import { haversineMiles, locateZip, roundMiles } from './distance';
import { seedDemoPractitioners } from './seed';
import { DEMO_PRACTITIONERS } from './seed-data';

let ctx: TestContext;
let seeded: number;
beforeAll(async () => {
  ctx = await createTestApp();
  seeded = await seedDemoPractitioners(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, cookie?: string) => ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
const list = async (url: string, cookie: string): Promise<TPractitioner[]> => {
  const response = await get(url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TPractitioner[];
};
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
const makeAdmin = (userId: string) =>
  ctx.database.pool.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [userId]);
const requestType = (cookie: string | undefined, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/practitioner-requests',
    headers: cookie ? { cookie } : {},
    payload,
  });

/** Nearest first (no distance last), equal distances by rating, best first. */
const nearestFirst = (a: TPractitioner, b: TPractitioner) =>
  (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY) ||
  Number(b.rating) - Number(a.rating);
const summary = (p: TPractitioner) => `${fullName(p)}: ${p.distance ?? 'no distance'} mi, rated ${p.rating}`;

/** The list is in nearest-first order; it has at least two entries, so there is an order to check. */
function expectNearestFirst(items: TPractitioner[]) {
  expect(items.length, 'entries to compare').toBeGreaterThanOrEqual(2);
  expect(items.map(summary)).toEqual([...items].sort(nearestFirst).map(summary));
}

describe('the demo directory seed', () => {
  it('adds every demo practitioner once, and nothing when they are there', async () => {
    expect(seeded).toBe(DEMO_PRACTITIONERS.length);
    expect(await seedDemoPractitioners(ctx.database.db)).toBe(0);
    const { rows } = await ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM practitioners WHERE is_demo AND is_approved',
    );
    expect(rows[0].n).toBe(DEMO_PRACTITIONERS.length);
  });
});

describe('GET /api/practitioners', () => {
  it('lists the directory nearest to the user’s ZIP first, with distances in miles to 0.1', async () => {
    const user = await signUpUser(ctx.app, { zipCode: '94110' });
    const items = await list('/api/practitioners', user.cookie);
    expect(items).toHaveLength(DEMO_PRACTITIONERS.length);
    expectNearestFirst(items);
    expect(fullName(items[0]!)).toBe('Daniel Okafor');
    expect(items[0]!.distance).toBe(0);
    // The SQL haversine agrees with the tested pure function.
    const origin = locateZip('94110')!;
    for (const item of items) {
      const data = DEMO_PRACTITIONERS.find((p) => fullName(p) === fullName(item))!;
      const place = locateZip(data.zipCode)!;
      expect(item.distance, fullName(item)).toBe(roundMiles(haversineMiles(origin, place)));
    }
  });

  it('answers exactly the contract’s fields, fee in dollars and rating as a string', async () => {
    const user = await signUpUser(ctx.app);
    const [first] = await list('/api/practitioners', user.cookie);
    expect(Object.keys(first!).sort()).toEqual(
      [
        'availableForVideo',
        'bio',
        'city',
        'consultationFee',
        'credentials',
        'distance',
        'firstName',
        'id',
        'isDemo',
        'lastName',
        'profileImageUrl',
        'rating',
        'reviewCount',
        'specialty',
        'state',
      ].sort(),
    );
    expect(first).toMatchObject({
      firstName: 'Daniel',
      lastName: 'Okafor',
      specialty: 'Acupuncturist',
      credentials: ['DAc', 'LAc'],
      rating: '4.8',
      reviewCount: 96,
      consultationFee: 120,
      availableForVideo: false,
      profileImageUrl: null,
      city: 'San Francisco',
      state: 'CA',
      isDemo: true,
    });
  });

  it('measures from each user’s own ZIP code', async () => {
    const newYorker = await signUpUser(ctx.app, { zipCode: '10003' });
    const items = await list('/api/practitioners', newYorker.cookie);
    expect(fullName(items[0]!)).toBe('Kai Lin');
    expect(items.slice(0, 4).map((p) => p.state)).toEqual(['NY', 'NY', 'NY', 'NY']);
  });

  it('filters by specialty, URL-encoded in the path', async () => {
    const user = await signUpUser(ctx.app);
    for (const specialty of PRACTITIONER_SPECIALTIES) {
      const items = await list(`/api/practitioners/${encodeURIComponent(specialty)}`, user.cookie);
      expect(items.length, specialty).toBe(
        DEMO_PRACTITIONERS.filter((p) => p.specialty === specialty).length,
      );
      expect(items.every((p) => p.specialty === specialty)).toBe(true);
      expectNearestFirst(items);
    }
    const physicians = await list('/api/practitioners/Functional%20Medicine%20Physician', user.cookie);
    expect(fullName(physicians[0]!)).toBe('Elena Marsh');
  });

  it('filters by specialty and distance from the user’s ZIP', async () => {
    const user = await signUpUser(ctx.app, { zipCode: '94110' });
    const acupuncturists = await list('/api/practitioners/Acupuncturist/10', user.cookie);
    expect(acupuncturists.map(fullName)).toEqual(['Daniel Okafor', 'Lena Zhou']);
    const within50 = await list('/api/practitioners/Acupuncturist/50', user.cookie);
    expect(within50.map(fullName)).toEqual(['Daniel Okafor', 'Lena Zhou', 'Lucia Ferreira']);
  });

  it("takes 'all' as any specialty with a distance", async () => {
    const user = await signUpUser(ctx.app, { zipCode: '94110' });
    const counts: number[] = [];
    for (const miles of [5, 10, 25, 50]) {
      const items = await list(`/api/practitioners/all/${miles}`, user.cookie);
      expect(items.every((p) => p.distance !== null && p.distance <= miles)).toBe(true);
      expectNearestFirst(items);
      counts.push(items.length);
    }
    expect(counts).toEqual([8, 9, 13, 16]);
    // Without a distance, 'all' is the whole directory.
    expect(await list('/api/practitioners/all', user.cookie)).toHaveLength(DEMO_PRACTITIONERS.length);
  });

  it('searches names and specialties with ?q=, case-insensitively, on top of the path filters', async () => {
    const user = await signUpUser(ctx.app);
    expect((await list('/api/practitioners?q=okafor', user.cookie)).map(fullName)).toEqual(['Daniel Okafor']);
    expect((await list('/api/practitioners?q=elena%20marsh', user.cookie)).map(fullName)).toEqual([
      'Elena Marsh',
    ]);
    const chiropractors = await list('/api/practitioners?q=CHIRO', user.cookie);
    expect(chiropractors.length).toBe(
      DEMO_PRACTITIONERS.filter((p) => p.specialty === 'Chiropractor').length,
    );
    expect((await list('/api/practitioners/all/10?q=chiro', user.cookie)).map(fullName)).toEqual([
      'Marcus Lindqvist',
    ]);
    // LIKE wildcards are matched literally.
    expect(await list('/api/practitioners?q=%25', user.cookie)).toEqual([]);
    expect(await list('/api/practitioners?q=_', user.cookie)).toEqual([]);
  });

  it('answers at most ?limit= practitioners, the nearest', async () => {
    const user = await signUpUser(ctx.app, { zipCode: '94110' });
    const two = await list('/api/practitioners?limit=2', user.cookie);
    expect(two.map(fullName)).toEqual(['Daniel Okafor', 'Elena Marsh']);
    for (const limit of ['0', '101', 'two']) {
      expect((await get(`/api/practitioners?limit=${limit}`, user.cookie)).statusCode).toBe(400);
    }
  });

  it('answers 400 for a specialty or distance outside the lists', async () => {
    const user = await signUpUser(ctx.app);
    for (const url of [
      '/api/practitioners/Dentist',
      '/api/practitioners/acupuncturist/10',
      '/api/practitioners/All',
    ]) {
      const response = await get(url, user.cookie);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: PRACTITIONER_MESSAGES.invalidSpecialty,
          fields: { specialty: PRACTITIONER_MESSAGES.invalidSpecialty },
        },
      });
    }
    for (const url of [
      '/api/practitioners/all/7',
      '/api/practitioners/Chiropractor/ten',
      '/api/practitioners/all/10.5',
    ]) {
      const response = await get(url, user.cookie);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.fields).toEqual({ distance: PRACTITIONER_MESSAGES.invalidDistance });
    }
    const long = await get(
      `/api/practitioners?q=${'a'.repeat(PRACTITIONER_LIMITS.searchMax + 1)}`,
      user.cookie,
    );
    expect(long.statusCode).toBe(400);
  });

  it('answers 400 with a message to act on when a distance is asked for and the ZIP is unknown', async () => {
    const unknown = await signUpUser(ctx.app, { zipCode: '00000' });
    const response = await get('/api/practitioners/all/25', unknown.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(PRACTITIONER_MESSAGES.unknownZip);
    expect(PRACTITIONER_MESSAGES.unknownZip).toMatch(
      /^We couldn't find your ZIP code.*update it in your profile/,
    );

    // Without a distance the directory still answers: no distances, best rated first.
    const items = await list('/api/practitioners', unknown.cookie);
    expect(items).toHaveLength(DEMO_PRACTITIONERS.length);
    expect(items.every((p) => p.distance === null)).toBe(true);
    expectNearestFirst(items);
    expect(Number(items[0]!.rating)).toBe(4.9);

    const noZip = await signUpUser(ctx.app);
    await ctx.database.pool.query('UPDATE users SET zip_code = NULL WHERE id = $1', [noZip.userId]);
    expect((await get('/api/practitioners/Chiropractor/5', noZip.cookie)).statusCode).toBe(400);
    const chiropractors = await list('/api/practitioners/Chiropractor', noZip.cookie);
    expect(chiropractors.length).toBeGreaterThan(0);
    expect(chiropractors.every((p) => p.distance === null)).toBe(true);
  });

  it('lists only approved practitioners', async () => {
    const user = await signUpUser(ctx.app);
    await ctx.database.pool.query(
      `INSERT INTO practitioners (first_name, last_name, specialty, consultation_fee, zip_code, city, state,
                                  latitude, longitude, is_approved)
       VALUES ('Pending', 'Applicant', 'Chiropractor', 100, '94110', 'San Francisco', 'CA', 37.75, -122.41, false)`,
    );
    const items = await list('/api/practitioners?q=applicant', user.cookie);
    expect(items).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    for (const url of [
      '/api/practitioners',
      '/api/practitioners/Acupuncturist',
      '/api/practitioners/all/10',
      '/api/practitioners/Dentist/7',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.body).not.toContain('Okafor');
    }
  });
});

describe('POST /api/practitioner-requests', () => {
  it('stores the request for the signed-in user with their ZIP code, the note encrypted, and audits it', async () => {
    const user = await signUpUser(ctx.app, { zipCode: '94110' });
    const other = await signUpUser(ctx.app);
    const response = await requestType(user.cookie, {
      specialty: ' Physical Therapist ',
      note: 'Someone who knows hypermobility, ideally near the Mission',
      userId: other.userId,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      specialty: 'Physical Therapist',
      note: 'Someone who knows hypermobility, ideally near the Mission',
      createdAt: expect.any(String),
    });

    const { rows } = await ctx.database.pool.query(
      'SELECT user_id, specialty, note_enc, zip_code FROM practitioner_type_requests WHERE id = $1',
      [body.id],
    );
    expect(rows[0].user_id).toBe(user.userId);
    expect(rows[0].specialty).toBe('Physical Therapist');
    expect(rows[0].zip_code).toBe('94110');
    expect(rows[0].note_enc).toMatch(/^v1:/);
    expect(rows[0].note_enc).not.toContain('hypermobility');

    const audit = await ctx.database.pool.query(
      `SELECT actor_user_id, subject_user_id, action FROM audit_log
        WHERE resource = 'practitioner_type_request' AND resource_id = $1`,
      [body.id],
    );
    expect(audit.rows).toEqual([
      { actor_user_id: user.userId, subject_user_id: user.userId, action: 'create' },
    ]);
  });

  it('accepts a listed specialty without a note', async () => {
    const user = await signUpUser(ctx.app);
    const response = await requestType(user.cookie, { specialty: 'Acupuncturist' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ specialty: 'Acupuncturist', note: '' });
    const { rows } = await ctx.database.pool.query(
      'SELECT note_enc FROM practitioner_type_requests WHERE id = $1',
      [response.json().id],
    );
    expect(rows[0].note_enc).toBeNull();
  });

  it('answers 400 with the form’s messages and stores nothing', async () => {
    const user = await signUpUser(ctx.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ specialty: '   ', note: 'x' }, 'specialty', PRACTITIONER_MESSAGES.requestSpecialtyRequired],
      [{ note: 'x' }, 'specialty', PRACTITIONER_MESSAGES.requestSpecialtyRequired],
      [{ specialty: 'x'.repeat(101) }, 'specialty', PRACTITIONER_MESSAGES.requestSpecialtyMax],
      [{ specialty: 'Chiropractor', note: 'y'.repeat(1001) }, 'note', PRACTITIONER_MESSAGES.requestNoteMax],
    ];
    for (const [payload, field, message] of cases) {
      const response = await requestType(user.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } },
      });
    }
    const { rows } = await ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM practitioner_type_requests WHERE user_id = $1',
      [user.userId],
    );
    expect(rows[0].n).toBe(0);
  });

  it('limits each user to 20 requests a day', async () => {
    const user = await signUpUser(ctx.app);
    for (let i = 0; i < PRACTITIONER_LIMITS.requestsPerDay; i++) {
      expect((await requestType(user.cookie, { specialty: 'Chiropractor' })).statusCode).toBe(201);
    }
    const refused = await requestType(user.cookie, { specialty: 'Chiropractor' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: PRACTITIONER_MESSAGES.requestRateLimited,
    });
    // Someone else is not affected.
    const other = await signUpUser(ctx.app);
    expect((await requestType(other.cookie, { specialty: 'Chiropractor' })).statusCode).toBe(201);
  });

  it('answers 401 when signed out and stores nothing', async () => {
    const before = await ctx.database.pool.query('SELECT count(*)::int AS n FROM practitioner_type_requests');
    const response = await requestType(undefined, { specialty: 'Acupuncturist', note: 'hello' });
    expect(response.statusCode).toBe(401);
    const after = await ctx.database.pool.query('SELECT count(*)::int AS n FROM practitioner_type_requests');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});

describe('GET /api/practitioner-requests', () => {
  it('shows admins every request, newest first, with the note decrypted, and audits the read', async () => {
    const asker = await signUpUser(ctx.app, { firstName: 'Robin', lastName: 'Asker', zipCode: '10003' });
    await requestType(asker.cookie, { specialty: 'Naturopathic Doctor', note: 'first' });
    await requestType(asker.cookie, { specialty: 'Sleep Specialist', note: 'for insomnia' });
    const admin = await signUpUser(ctx.app);
    await makeAdmin(admin.userId);

    const response = await get('/api/practitioner-requests', admin.cookie);
    expect(response.statusCode).toBe(200);
    const items = response.json() as TPractitionerTypeRequestAdmin[];
    const mine = items.filter((r) => r.userId === asker.userId);
    expect(mine.map((r) => r.specialty)).toEqual(['Sleep Specialist', 'Naturopathic Doctor']);
    expect(mine[0]).toMatchObject({
      note: 'for insomnia',
      zipCode: '10003',
      userName: 'Robin Asker',
      userEmail: asker.email,
    });
    expect(items.length).toBeLessThanOrEqual(PRACTITIONER_LIMITS.requestListMax);

    await ctx.app.services.audit.flush();
    const audit = await ctx.database.pool.query(
      `SELECT count(*)::int AS n FROM audit_log
        WHERE resource = 'practitioner_type_request' AND action = 'read' AND actor_user_id = $1
          AND subject_user_id = $2`,
      [admin.userId, asker.userId],
    );
    expect(audit.rows[0].n).toBe(1);
  });

  it('answers 403 to a user who is not an admin, without any request in the body', async () => {
    const asker = await signUpUser(ctx.app);
    await requestType(asker.cookie, { specialty: 'Chiropractor', note: 'private detail' });
    const response = await get('/api/practitioner-requests', asker.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('private detail');
  });

  it('answers 401 when signed out', async () => {
    expect((await get('/api/practitioner-requests')).statusCode).toBe(401);
  });
});
