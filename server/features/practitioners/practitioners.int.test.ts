import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRACTITIONER_LIMITS,
  PRACTITIONER_MESSAGES,
  PRACTITIONER_SPECIALTIES,
  type TPractitioner,
  type TPractitionerPage,
  type TPractitionerTypeRequestAdmin,
} from '../../../contract/practitioners';
import { createTestApp, makeAdmin, signUpUser, type TestContext } from '../../test/harness';
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
/** One page of a search; `limit` defaults to the largest page so a check sees every match. */
const page = async (url: string, cookie: string): Promise<TPractitionerPage> => {
  const withLimit = /[?&]limit=/.test(url)
    ? url
    : `${url}${url.includes('?') ? '&' : '?'}limit=${PRACTITIONER_LIMITS.resultsMax}`;
  const response = await get(withLimit, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TPractitionerPage;
};
const list = async (url: string, cookie: string): Promise<TPractitioner[]> => (await page(url, cookie)).items;
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
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

  it('fills in the conditions treated of a directory seeded before listings had them', async () => {
    await ctx.database.pool.query(`UPDATE practitioners SET conditions_treated = '{}' WHERE is_demo`);
    const user = await signUpUser(ctx.app);
    expect(await list('/api/practitioners?q=hashimoto', user.cookie)).toEqual([]);
    expect(await seedDemoPractitioners(ctx.database.db)).toBe(0);
    const { rows } = await ctx.database.pool.query(
      `SELECT first_name || ' ' || last_name AS name, conditions_treated AS conditions
         FROM practitioners WHERE is_demo ORDER BY 1`,
    );
    expect(rows).toHaveLength(DEMO_PRACTITIONERS.length);
    for (const row of rows) {
      const data = DEMO_PRACTITIONERS.find((p) => fullName(p) === row.name);
      expect(row.conditions, row.name).toEqual(data?.conditionsTreated);
    }
    expect((await list('/api/practitioners?q=hashimoto', user.cookie)).map(fullName).sort()).toEqual([
      'Nadia Farouk',
      'Naomi Feld',
    ]);
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
        'acceptingNewPatients',
        'availableForVideo',
        'bio',
        'city',
        'conditionsTreated',
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
      conditionsTreated: ['Chronic pain', 'Migraine', 'Stress', 'Tension headache'],
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
      `INSERT INTO practitioners (first_name, last_name, specialty, consultation_fee_cents, zip_code, city, state,
                                  latitude, longitude, is_approved)
       VALUES ('Pending', 'Applicant', 'Chiropractor', 10000, '94110', 'San Francisco', 'CA', 37.75, -122.41, false)`,
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

describe('GET /api/practitioners?q= (full-text search)', () => {
  const lower = (text: string) => text.toLowerCase();
  const data = (p: TPractitioner) => DEMO_PRACTITIONERS.find((d) => fullName(d) === fullName(p))!;
  /** 3 name or specialty, 2 a condition treated, 1 only the bio: the order the answer must follow. */
  const tier = (p: TPractitioner, word: string) =>
    lower(`${fullName(p)} ${p.specialty}`).includes(word)
      ? 3
      : p.conditionsTreated.some((c) => lower(c).includes(word))
        ? 2
        : 1;
  /** The demo listings that mention `word` anywhere the search looks. */
  const mentioning = (word: string) =>
    DEMO_PRACTITIONERS.filter((p) =>
      lower([fullName(p), p.specialty, p.bio, ...p.conditionsTreated].join(' ')).includes(word),
    )
      .map(fullName)
      .sort();

  function expectRelevanceThenNearest(items: TPractitioner[], word: string) {
    expect(items.length, 'entries to compare').toBeGreaterThanOrEqual(2);
    const keyed = items.map((p) => `${tier(p, word)} ${summary(p)}`);
    const sorted = [...items]
      .sort((a, b) => tier(b, word) - tier(a, word) || nearestFirst(a, b))
      .map((p) => `${tier(p, word)} ${summary(p)}`);
    expect(keyed).toEqual(sorted);
  }

  it("finds the practitioners whose bio or conditions mention migraine by 'migraine' and 'migraines'", async () => {
    const user = await signUpUser(ctx.app, { zipCode: '94110' });
    const expected = mentioning('migraine');
    expect(expected.length, 'demo listings mentioning migraine').toBeGreaterThanOrEqual(3);
    for (const q of ['migraine', 'migraines', 'Migraine', 'MIGRAINES']) {
      const found = await page(`/api/practitioners?q=${q}`, user.cookie);
      expect(found.items.map(fullName).sort(), q).toEqual(expected);
      expect(found.total, q).toBe(expected.length);
    }
    expectRelevanceThenNearest(await list('/api/practitioners?q=migraine', user.cookie), 'migraine');
  });

  it('finds a listing whose only mention is in its bio', async () => {
    const user = await signUpUser(ctx.app);
    const { rows } = await ctx.database.pool.query(
      `INSERT INTO practitioners (first_name, last_name, specialty, consultation_fee_cents, zip_code, city, state,
                                  latitude, longitude, is_approved, bio)
       VALUES ('Bio', 'Onlymention', 'Chiropractor', 10000, '94110', 'San Francisco', 'CA', 37.75, -122.41,
               true, 'Gentle care for people whose migraines keep them from work.')
       RETURNING id`,
    );
    try {
      for (const q of ['migraine', 'migraines', 'migr', 'migraine work']) {
        const items = await list(`/api/practitioners?q=${encodeURIComponent(q)}`, user.cookie);
        expect(items.map(fullName), q).toContain('Bio Onlymention');
      }
      // Every word must match: a second word nowhere in the listing leaves it out.
      expect(
        (await list('/api/practitioners?q=migraine%20fertility', user.cookie)).map(fullName),
      ).not.toContain('Bio Onlymention');
    } finally {
      await ctx.database.pool.query('DELETE FROM practitioners WHERE id = $1', [rows[0].id]);
    }
  });

  it('finds listings by a condition treated that their bio does not name', async () => {
    const user = await signUpUser(ctx.app, { zipCode: '94110' });
    const fibromyalgia = await list('/api/practitioners?q=fibromyalgia', user.cookie);
    expect(fibromyalgia.map(fullName).sort()).toEqual(mentioning('fibromyalgia'));
    // Sofia Reyes lists fibromyalgia among the conditions she treats; her bio does not mention it.
    expect(data(fibromyalgia.find((p) => fullName(p) === 'Sofia Reyes')!).bio).not.toMatch(/fibromyalgia/i);
    const ibs = await list('/api/practitioners?q=irritable%20bowel', user.cookie);
    expect(ibs.map(fullName).sort()).toEqual(mentioning('irritable bowel'));
    expect(ibs.every((p) => p.conditionsTreated.includes('Irritable bowel syndrome'))).toBe(true);
    expect((await list("/api/practitioners?q=hashimoto's", user.cookie)).map(fullName).sort()).toEqual([
      'Nadia Farouk',
      'Naomi Feld',
    ]);
  });

  it('finds by specialty first, then by bios that name it', async () => {
    const user = await signUpUser(ctx.app, { zipCode: '94110' });
    const items = await list('/api/practitioners?q=acupuncturist', user.cookie);
    const acupuncturists = DEMO_PRACTITIONERS.filter((p) => p.specialty === 'Acupuncturist').length;
    expect(items.slice(0, acupuncturists).every((p) => p.specialty === 'Acupuncturist')).toBe(true);
    // Iris Nakamura is a naturopathic doctor whose bio says she is also an acupuncturist.
    expect(items.slice(acupuncturists).map(fullName)).toEqual(['Iris Nakamura']);
    expectRelevanceThenNearest(items, 'acupuncturist');
  });

  it('finds by name, whole or partly typed', async () => {
    const user = await signUpUser(ctx.app);
    for (const q of ['okafor', 'Daniel Okafor', 'okaf', 'dan oka', 'kafo']) {
      expect(
        (await list(`/api/practitioners?q=${encodeURIComponent(q)}`, user.cookie)).map(fullName),
        q,
      ).toEqual(['Daniel Okafor']);
    }
    expect((await list("/api/practitioners?q=o'connell", user.cookie)).map(fullName)).toEqual([
      "Liam O'Connell",
    ]);
    // A partly typed word matches the words it begins: 'nutriti' finds 'Nutrition Specialist'.
    const nutrition = await list('/api/practitioners?q=nutriti', user.cookie);
    expect(nutrition.filter((p) => p.specialty === 'Nutrition Specialist')).toHaveLength(
      DEMO_PRACTITIONERS.filter((p) => p.specialty === 'Nutrition Specialist').length,
    );
  });

  it('ranks name and specialty over conditions over bios, nearest first within each', async () => {
    // From San Francisco the one listing treating sleep apnea (Atlanta) is the farthest 'sleep' match.
    const user = await signUpUser(ctx.app, { zipCode: '94110' });
    const items = await list('/api/practitioners?q=sleep', user.cookie);
    expect(new Set(items.map((p) => tier(p, 'sleep')))).toEqual(new Set([2, 1]));
    expect(fullName(items[0]!)).toBe('Tiana Howard');
    expectRelevanceThenNearest(items, 'sleep');
  });

  it('keeps the specialty and distance filters with a search', async () => {
    const user = await signUpUser(ctx.app, { zipCode: '94110' });
    const near = await list('/api/practitioners/all/10?q=migraine', user.cookie);
    expect(near.length).toBeGreaterThan(0);
    expect(near.every((p) => p.distance !== null && p.distance <= 10)).toBe(true);
    const acupuncturists = await list('/api/practitioners/Acupuncturist?q=migraine', user.cookie);
    expect(acupuncturists.map(fullName).sort()).toEqual(
      DEMO_PRACTITIONERS.filter(
        (p) => p.specialty === 'Acupuncturist' && mentioning('migraine').includes(fullName(p)),
      )
        .map(fullName)
        .sort(),
    );
  });

  it('takes search syntax as plain text and answers nothing for words no listing has', async () => {
    const user = await signUpUser(ctx.app);
    for (const q of ["migraine & !(pain | :*) 'x'", 'migraine:*', '<->', '!!!', 'the']) {
      const response = await get(`/api/practitioners?q=${encodeURIComponent(q)}`, user.cookie);
      expect(response.statusCode, q).toBe(200);
    }
    const syntax = await list(`/api/practitioners?q=${encodeURIComponent('migraine & !pain')}`, user.cookie);
    expect(syntax.map(fullName).sort()).toEqual(
      DEMO_PRACTITIONERS.filter(
        (p) => mentioning('migraine').includes(fullName(p)) && mentioning('pain').includes(fullName(p)),
      )
        .map(fullName)
        .sort(),
    );
    const none = await page('/api/practitioners?q=xylophonist', user.cookie);
    expect(none).toEqual({
      items: [],
      total: 0,
      offset: 0,
      limit: PRACTITIONER_LIMITS.resultsMax,
      nextOffset: null,
    });
  });
});

describe('GET /api/practitioners paging', () => {
  const ids = (items: TPractitioner[]) => items.map((p) => p.id);

  async function walk(url: string, cookie: string, limit: number) {
    const pages: TPractitionerPage[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const sep = url.includes('?') ? '&' : '?';
      const next: TPractitionerPage = await page(`${url}${sep}limit=${limit}&offset=${offset}`, cookie);
      pages.push(next);
      expect(pages.length, 'pages walked').toBeLessThanOrEqual(60);
      offset = next.nextOffset;
    }
    return pages;
  }

  it('answers 10 by default with the total and where the next page starts', async () => {
    const user = await signUpUser(ctx.app, { zipCode: '94110' });
    const response = await get('/api/practitioners', user.cookie);
    expect(response.statusCode).toBe(200);
    const first = response.json() as TPractitionerPage;
    expect(first.items).toHaveLength(PRACTITIONER_LIMITS.pageSize);
    expect(first).toMatchObject({ total: DEMO_PRACTITIONERS.length, offset: 0, limit: 10, nextOffset: 10 });
  });

  it('returns disjoint pages that add up to the total, in the order of one long page', async () => {
    const user = await signUpUser(ctx.app, { zipCode: '94110' });
    for (const [url, limit] of [
      ['/api/practitioners', 10],
      ['/api/practitioners', 7],
      ['/api/practitioners/all/50', 4],
      ['/api/practitioners?q=pain', 3],
      ['/api/practitioners/Chiropractor?q=back%20pain', 2],
    ] as const) {
      const whole = await page(url, user.cookie);
      expect(whole.total, url).toBeGreaterThan(limit);
      const pages = await walk(url, user.cookie, limit);
      const seen = pages.flatMap((p) => ids(p.items));
      expect(new Set(seen).size, url).toBe(seen.length);
      expect(seen.length, url).toBe(whole.total);
      expect(seen, url).toEqual(ids(whole.items));
      expect(pages.every((p) => p.total === whole.total)).toBe(true);
      expect(pages.at(-1)!.nextOffset).toBeNull();
      expect(pages.slice(0, -1).every((p) => p.items.length === limit)).toBe(true);
    }
  });

  it('answers an empty page with the total past the last page', async () => {
    const user = await signUpUser(ctx.app);
    const past = await page('/api/practitioners?offset=500&limit=5', user.cookie);
    expect(past).toEqual({
      items: [],
      total: DEMO_PRACTITIONERS.length,
      offset: 500,
      limit: 5,
      nextOffset: null,
    });
  });

  it('answers 400 with a clear message for bad paging input, and changes nothing', async () => {
    const user = await signUpUser(ctx.app, { zipCode: '94110' });
    const before = await page('/api/practitioners?limit=5&offset=5', user.cookie);
    const countListings = async () =>
      (await ctx.database.pool.query('SELECT count(*)::int AS n FROM practitioners')).rows[0].n as number;
    const listings = await countListings();
    const cases: [string, 'limit' | 'offset', string][] = [
      ['limit=0', 'limit', PRACTITIONER_MESSAGES.invalidLimit],
      ['limit=101', 'limit', PRACTITIONER_MESSAGES.invalidLimit],
      ['limit=two', 'limit', PRACTITIONER_MESSAGES.invalidLimit],
      ['limit=2.5', 'limit', PRACTITIONER_MESSAGES.invalidLimit],
      ['limit=-3', 'limit', PRACTITIONER_MESSAGES.invalidLimit],
      ['offset=-1', 'offset', PRACTITIONER_MESSAGES.invalidOffset],
      ['offset=1.5', 'offset', PRACTITIONER_MESSAGES.invalidOffset],
      ['offset=ten', 'offset', PRACTITIONER_MESSAGES.invalidOffset],
      ['offset=10001', 'offset', PRACTITIONER_MESSAGES.invalidOffset],
    ];
    for (const [query, field, message] of cases) {
      const response = await get(`/api/practitioners?${query}`, user.cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({
        error: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } },
      });
    }
    expect(await countListings()).toBe(listings);
    expect(await page('/api/practitioners?limit=5&offset=5', user.cookie)).toEqual(before);
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
    expect(rows[0].note_enc).toMatch(/^v2:/);
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
    await makeAdmin(ctx, admin.userId);

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
