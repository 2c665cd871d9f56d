import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_MESSAGES, type TPublicPractitionerProfile } from '../../../contract/practice';
import { createTestApp, signUpUser, type TestContext } from '../../test/harness';
import { insertPractitioner } from '../../test/practice-fixtures';
import { seedDemoPractitioners } from '../practitioners';

let ctx: TestContext;
type Account = Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoPractitioners(ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
});

const get = (id: string, cookie?: string) =>
  ctx.app.inject({ url: `/api/practitioner-profiles/${id}`, headers: cookie ? { cookie } : {} });

const review = (
  id: string,
  who: Account,
  payload: unknown = { rating: 4, text: 'Kind, clear and thorough.' },
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/practitioners/${id}/reviews`,
    headers: { cookie: who.cookie },
    payload: payload as Record<string, unknown>,
  });

const removeReview = (id: string, who: Account) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/practitioners/${id}/reviews/mine`,
    headers: { cookie: who.cookie },
  });

/** A practitioner account with its listing (approved unless said), practising at `zipCode`. */
async function practitioner(status: 'approved' | 'pending' = 'approved', zipCode = '94108') {
  const account = await signUpUser(ctx.app);
  await ctx.database.pool.query(`UPDATE users SET role = 'practitioner' WHERE id = $1`, [account.userId]);
  ctx.app.services.sessions.forgetUser(account.userId);
  const { practitionerId } = await insertPractitioner(ctx.database.db, account.userId, { status, zipCode });
  return { account, practitionerId };
}

/** A consultation request of `patient`'s with this practitioner, in `status`. */
async function consultation(
  practitionerId: string,
  patient: Account,
  status: 'accepted' | 'pending' | 'declined',
) {
  await ctx.database.pool.query(
    `INSERT INTO consultation_requests (practitioner_id, user_id, mode, status, reason_enc, preferred_times_enc, shared_enc)
     VALUES ($1, $2, 'video', $3, 'sealed', 'sealed', 'sealed')`,
    [practitionerId, patient.userId, status],
  );
}

async function viewsOf(practitionerId: string): Promise<number> {
  const { rows } = await ctx.database.pool.query<{ n: number }>(
    'SELECT coalesce(sum(views), 0)::int AS n FROM practitioner_profile_views WHERE practitioner_id = $1',
    [practitionerId],
  );
  return rows[0]!.n;
}

async function listingFigures(practitionerId: string) {
  const { rows } = await ctx.database.pool.query<{ rating: string; review_count: number }>(
    'SELECT rating::text, review_count FROM practitioners WHERE id = $1',
    [practitionerId],
  );
  return { rating: rows[0]!.rating, reviewCount: rows[0]!.review_count };
}

async function demoId(): Promise<{ id: string; rating: string; reviewCount: number }> {
  const { rows } = await ctx.database.pool.query<{ id: string; rating: string; review_count: number }>(
    'SELECT id, rating::text, review_count FROM practitioners WHERE is_demo ORDER BY id LIMIT 1',
  );
  return { id: rows[0]!.id, rating: rows[0]!.rating, reviewCount: rows[0]!.review_count };
}

describe('GET /api/practitioner-profiles/{id}', () => {
  it('answers an approved listing signed out, without a distance', async () => {
    const { practitionerId } = await practitioner();
    const response = await get(practitionerId);
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json() as TPublicPractitionerProfile;
    expect(profile).toMatchObject({
      id: practitionerId,
      firstName: 'Priya',
      lastName: 'Natarajan',
      specialties: ['Functional Medicine', 'Gastroenterology'],
      credentials: ['MD'],
      consultationFee: 175.5,
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94108',
      isVerified: true,
      isDemo: false,
      rating: '0.0',
      reviewCount: 0,
      reviews: [],
      myReview: null,
      distance: null,
    });
    expect(response.headers['cache-control']).toContain('no-store');
  });

  it('gives a signed-in viewer the distance from their own ZIP code', async () => {
    const { practitionerId } = await practitioner('approved', '94108');
    const viewer = await signUpUser(ctx.app, { zipCode: '94110' });
    const profile = (await get(practitionerId, viewer.cookie)).json() as TPublicPractitionerProfile;
    // Union Square to the Mission: about 2 miles, rounded as the directory's cards are.
    expect(profile.distance).toBeGreaterThan(1.5);
    expect(profile.distance).toBeLessThan(3);
    expect(Math.round(profile.distance! * 10) / 10).toBe(profile.distance);
    const farAway = await signUpUser(ctx.app, { zipCode: '10001' });
    const far = (await get(practitionerId, farAway.cookie)).json() as TPublicPractitionerProfile;
    expect(far.distance).toBeGreaterThan(2500);
  });

  it('answers 404 with the same message for a hidden, unknown or malformed id', async () => {
    const { practitionerId: hidden } = await practitioner('pending');
    for (const id of [
      hidden,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      '12345',
      'DROP TABLE'.replace(' ', '%20'),
    ]) {
      const response = await get(id);
      expect(response.statusCode, id).toBe(404);
      expect((response.json() as { error: { message: string } }).error.message).toBe(
        PRACTICE_MESSAGES.notFound,
      );
    }
    expect(await viewsOf(hidden)).toBe(0);
  });

  it('keeps a demo listing’s own rating and count and marks it as a demo', async () => {
    const demo = await demoId();
    const profile = (await get(demo.id)).json() as TPublicPractitionerProfile;
    expect(profile.isDemo).toBe(true);
    expect(profile.rating).toBe(demo.rating);
    expect(profile.reviewCount).toBe(demo.reviewCount);
    expect(profile.reviewCount).toBeGreaterThan(0);
  });

  it('counts one view per answer, except the practitioner’s own look at their profile', async () => {
    const { account, practitionerId } = await practitioner();
    const member = await signUpUser(ctx.app);
    await get(practitionerId);
    await get(practitionerId, member.cookie);
    await get(practitionerId, account.cookie);
    await get(practitionerId, account.cookie);
    expect(await viewsOf(practitionerId)).toBe(2);
    const { rows } = await ctx.database.pool.query<{ day: string }>(
      'SELECT day::text FROM practitioner_profile_views WHERE practitioner_id = $1',
      [practitionerId],
    );
    expect(rows).toEqual([{ day: new Date().toISOString().slice(0, 10) }]);
  });
});

describe('reviews', () => {
  it('lets a member whose request was accepted review once; the rating is computed and stored', async () => {
    const { practitionerId } = await practitioner();
    const maya = await signUpUser(ctx.app, { firstName: 'Maya', lastName: 'rivera' });
    const sam = await signUpUser(ctx.app, { firstName: 'Sam', lastName: 'Okafor' });
    await consultation(practitionerId, maya, 'accepted');
    await consultation(practitionerId, sam, 'accepted');

    const first = await review(practitionerId, maya, { rating: 5, text: 'She listened and had a plan.' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      rating: 5,
      authorName: 'Maya R.',
      text: 'She listened and had a plan.',
    });
    const again = await review(practitionerId, maya);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PRACTICE_MESSAGES.reviewExists);
    expect(
      (await review(practitionerId, sam, { rating: 4, text: 'Helpful, a little rushed.' })).statusCode,
    ).toBe(201);

    expect(await listingFigures(practitionerId)).toEqual({ rating: '4.5', reviewCount: 2 });
    const profile = (await get(practitionerId, maya.cookie)).json() as TPublicPractitionerProfile;
    expect(profile.rating).toBe('4.5');
    expect(profile.reviewCount).toBe(2);
    expect(profile.reviews.map((r) => r.authorName)).toEqual(['Sam O.', 'Maya R.']);
    expect(profile.myReview?.authorName).toBe('Maya R.');

    // The directory shows the stored figures too.
    const directory = await ctx.app.inject({
      url: '/api/practitioners?q=Natarajan&limit=50',
      headers: { cookie: maya.cookie },
    });
    const listed = (directory.json() as { items: { id: string; rating: string; reviewCount: number }[] })
      .items;
    expect(listed.find((p) => p.id === practitionerId)).toMatchObject({ rating: '4.5', reviewCount: 2 });

    expect((await removeReview(practitionerId, maya)).statusCode).toBe(204);
    expect(await listingFigures(practitionerId)).toEqual({ rating: '4.0', reviewCount: 1 });
    const after = (await get(practitionerId, maya.cookie)).json() as TPublicPractitionerProfile;
    expect(after.myReview).toBeNull();
    expect(after.reviews.map((r) => r.authorName)).toEqual(['Sam O.']);
  });

  it('refuses a review without an accepted request, of a demo listing, or of one’s own practice', async () => {
    const { account, practitionerId } = await practitioner();
    const waiting = await signUpUser(ctx.app);
    await consultation(practitionerId, waiting, 'pending');
    const declined = await signUpUser(ctx.app);
    await consultation(practitionerId, declined, 'declined');
    for (const who of [waiting, declined]) {
      const response = await review(practitionerId, who);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(PRACTICE_MESSAGES.reviewNotAllowed);
    }

    const demo = await demoId();
    const onDemo = await review(demo.id, waiting);
    expect(onDemo.statusCode).toBe(403);
    expect(onDemo.json().error.message).toBe(PRACTICE_MESSAGES.reviewDemo);

    const own = await review(practitionerId, account);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(PRACTICE_MESSAGES.reviewOwn);

    expect((await review('not-an-id', waiting)).statusCode).toBe(404);
    expect(await listingFigures(practitionerId)).toEqual({ rating: '0.0', reviewCount: 0 });
    expect((await get(demo.id)).json().rating).toBe(demo.rating);
  });

  it('checks the rating and text', async () => {
    const { practitionerId } = await practitioner();
    const member = await signUpUser(ctx.app);
    await consultation(practitionerId, member, 'accepted');
    const noStars = await review(practitionerId, member, { rating: 0, text: 'Good enough visit.' });
    expect(noStars.statusCode).toBe(400);
    expect(noStars.json().error.fields.rating).toBe(PRACTICE_MESSAGES.reviewRating);
    const short = await review(practitionerId, member, { rating: 3, text: 'ok' });
    expect(short.json().error.fields.text).toBe(PRACTICE_MESSAGES.reviewText);
  });

  it('shows the 20 newest reviews and the viewer’s own even when older', async () => {
    const { practitionerId } = await practitioner();
    const reviewers: Account[] = [];
    for (let i = 0; i < 22; i++) {
      const member = await signUpUser(ctx.app);
      await consultation(practitionerId, member, 'accepted');
      expect(
        (await review(practitionerId, member, { rating: (i % 5) + 1, text: `Visit number ${i}.` }))
          .statusCode,
      ).toBe(201);
      reviewers.push(member);
    }
    const oldest = reviewers[0]!;
    const profile = (await get(practitionerId, oldest.cookie)).json() as TPublicPractitionerProfile;
    expect(profile.reviewCount).toBe(22);
    expect(profile.reviews).toHaveLength(20);
    expect(profile.reviews[0]!.text).toBe('Visit number 21.');
    expect(profile.reviews.some((r) => r.text === 'Visit number 0.')).toBe(false);
    expect(profile.myReview?.text).toBe('Visit number 0.');
  });

  it('erasing an author’s account removes their review and recomputes the listing’s rating', async () => {
    const { practitionerId } = await practitioner();
    const leaving = await signUpUser(ctx.app);
    const staying = await signUpUser(ctx.app);
    await consultation(practitionerId, leaving, 'accepted');
    await consultation(practitionerId, staying, 'accepted');
    await review(practitionerId, leaving, { rating: 1, text: 'Not for me, sadly.' });
    await review(practitionerId, staying, { rating: 5, text: 'Exactly what I needed.' });
    expect(await listingFigures(practitionerId)).toEqual({ rating: '3.0', reviewCount: 2 });

    const area = ctx.app.services.userData.find((a) => a.area === 'practice-public');
    expect(await area!.exportForUser(leaving.userId)).toEqual({
      practitionerReviews: [
        expect.objectContaining({ practitionerId, practitionerName: 'Priya Natarajan', rating: 1 }),
      ],
    });

    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/delete',
      headers: { cookie: leaving.cookie },
      payload: { requestType: 'delete', confirm: true, currentPassword: leaving.password },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await listingFigures(practitionerId)).toEqual({ rating: '5.0', reviewCount: 1 });
    const profile = (await get(practitionerId)).json() as TPublicPractitionerProfile;
    expect(profile.reviews.map((r) => r.text)).toEqual(['Exactly what I needed.']);
  });
});
