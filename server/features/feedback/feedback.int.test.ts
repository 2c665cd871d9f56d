import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_RATING_KEYS, FEEDBACK_LIMITS, FEEDBACK_MESSAGES } from '../../../contract/feedback';
import { createFieldCipher } from '../../lib/crypto';
import {
  createTestApp,
  makeAdmin,
  signUpUser,
  TEST_ENCRYPTION_KEY,
  type TestContext,
} from '../../test/harness';
import { createFeedbackService } from './service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;

const sendPage = (cookie: string | undefined, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: cookie ? { cookie } : {},
    payload,
  });
const sendWidget = (cookie: string | undefined, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/feedback/submit',
    headers: cookie ? { cookie } : {},
    payload,
  });
const listAll = (cookie: string | undefined, query = '') =>
  ctx.app.inject({ url: `/api/feedback${query}`, headers: cookie ? { cookie } : {} });

const countFor = async (userId: string) =>
  (await ctx.database.pool.query('SELECT count(*)::int AS n FROM feedback WHERE user_id = $1', [userId]))
    .rows[0].n as number;

async function newAdmin(): Promise<User> {
  const admin = await signUpUser(ctx.app);
  await makeAdmin(ctx, admin.userId);
  return admin;
}

const FULL_PAGE = {
  rating: 4,
  category: 'suggestion',
  subject: '  Sleep insights  ',
  feedback: '  I would love to see my migraine days next to my sleep hours.  ',
  easeOfUse: 5,
  featureCompleteness: 3,
  designQuality: 4,
  performance: 5,
  symptomsTracking: 4,
  aiChat: 2,
  practitionerDirectory: 3,
  community: 1,
  wouldRecommend: false,
  mostLikedFeature: 'The symptom log',
  leastLikedFeature: 'Chat answers feel slow',
  suggestedImprovements: 'Weekly summary of my fatigue',
  additionalFeatures: 'Medication reminders',
  contactForFollowup: true,
};

describe('POST /api/feedback (the feedback page)', () => {
  it('stores every field for the signed-in user and answers 201 with the stored record', async () => {
    const user = await signUpUser(ctx.app);
    const response = await sendPage(user.cookie, { ...FULL_PAGE, userId: 'someone-else' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      ...FULL_PAGE,
      source: 'page',
      userId: user.userId,
      subject: 'Sleep insights',
      feedback: 'I would love to see my migraine days next to my sleep hours.',
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
  });

  it('applies the defaults: would recommend unanswered, no follow-up, no per-feature ratings', async () => {
    const user = await signUpUser(ctx.app);
    const response = await sendPage(user.cookie, {
      rating: 5,
      category: 'praise',
      feedback: 'Lovely calm app, thank you!',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      wouldRecommend: null,
      contactForFollowup: false,
      subject: null,
      mostLikedFeature: null,
    });
    for (const key of FEATURE_RATING_KEYS) expect(body[key]).toBeNull();
  });

  it('encrypts the free text at rest and keeps the structured answers in clear', async () => {
    const user = await signUpUser(ctx.app);
    const created = (await sendPage(user.cookie, FULL_PAGE)).json();
    const { rows } = await ctx.database.pool.query('SELECT * FROM feedback WHERE id = $1', [created.id]);
    const row = rows[0];
    expect(row).toMatchObject({
      source: 'page',
      rating: 4,
      category: 'suggestion',
      ease_of_use: 5,
      community: 1,
    });
    expect(row.would_recommend).toBe(false);
    expect(row.contact_for_followup).toBe(true);
    for (const column of [
      'subject_enc',
      'message_enc',
      'most_liked_feature_enc',
      'least_liked_feature_enc',
      'suggested_improvements_enc',
      'additional_features_enc',
    ]) {
      expect(row[column], column).toMatch(/^v2:/);
    }
    const stored = JSON.stringify(row);
    for (const secret of ['Sleep insights', 'migraine', 'symptom log', 'slow', 'fatigue', 'Medication']) {
      expect(stored).not.toContain(secret);
    }
  });

  it.each([
    ['a missing rating', { rating: undefined }, 'rating', FEEDBACK_MESSAGES.ratingRequired],
    ['a rating of 0', { rating: 0 }, 'rating', FEEDBACK_MESSAGES.ratingRequired],
    ['a rating of 6', { rating: 6 }, 'rating', FEEDBACK_MESSAGES.ratingRequired],
    ['a half-star rating', { rating: 3.5 }, 'rating', FEEDBACK_MESSAGES.ratingRequired],
    ['a missing category', { category: undefined }, 'category', FEEDBACK_MESSAGES.categoryRequired],
    ['an empty category', { category: '' }, 'category', FEEDBACK_MESSAGES.categoryRequired],
    ['an unknown category', { category: 'complaint' }, 'category', FEEDBACK_MESSAGES.categoryRequired],
    ['a 9-character feedback', { feedback: '123456789' }, 'feedback', FEEDBACK_MESSAGES.feedbackMin],
    ['a feedback of spaces', { feedback: '            ' }, 'feedback', FEEDBACK_MESSAGES.feedbackMin],
    ['a missing feedback', { feedback: undefined }, 'feedback', FEEDBACK_MESSAGES.feedbackMin],
    ['a 5,001-character feedback', { feedback: 'x'.repeat(5001) }, 'feedback', FEEDBACK_MESSAGES.feedbackMax],
    ['a 201-character subject', { subject: 's'.repeat(201) }, 'subject', FEEDBACK_MESSAGES.subjectMax],
    ['a per-feature rating of 6', { aiChat: 6 }, 'aiChat', FEEDBACK_MESSAGES.featureRatingRange],
    ['a per-feature rating of 0', { easeOfUse: 0 }, 'easeOfUse', FEEDBACK_MESSAGES.featureRatingRange],
    [
      'a 1,001-character answer',
      { suggestedImprovements: 'y'.repeat(1001) },
      'suggestedImprovements',
      FEEDBACK_MESSAGES.textMax,
    ],
  ])('answers 400 for %s with the message, and stores nothing', async (_name, change, field, message) => {
    const user = await signUpUser(ctx.app);
    const response = await sendPage(user.cookie, { ...FULL_PAGE, ...change });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields[field]).toBe(message);
    expect(await countFor(user.userId)).toBe(0);
  });

  it('accepts exactly 10 characters of feedback and a 200-character subject', async () => {
    const user = await signUpUser(ctx.app);
    const response = await sendPage(user.cookie, {
      rating: 1,
      category: 'bug',
      feedback: '1234567890',
      subject: 's'.repeat(200),
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 401 when signed out, and stores nothing', async () => {
    const before = (await ctx.database.pool.query('SELECT count(*)::int AS n FROM feedback')).rows[0].n;
    const response = await sendPage(undefined, FULL_PAGE);
    expect(response.statusCode).toBe(401);
    const after = (await ctx.database.pool.query('SELECT count(*)::int AS n FROM feedback')).rows[0].n;
    expect(after).toBe(before);
  });
});

describe('POST /api/feedback/submit (the widget)', () => {
  it('stores the submission with the message trimmed and the defaults applied', async () => {
    const user = await signUpUser(ctx.app);
    const response = await sendWidget(user.cookie, {
      rating: 2,
      message: '   The chart is hard to read at night.  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      source: 'widget',
      userId: user.userId,
      type: 'general',
      rating: 2,
      message: 'The chart is hard to read at night.',
      email: null,
      category: null,
      priority: 'medium',
    });
  });

  it('stores type, category, priority and email, the text and email encrypted', async () => {
    const user = await signUpUser(ctx.app);
    const response = await sendWidget(user.cookie, {
      type: 'bug',
      rating: 1,
      message: 'My insulin notes vanished after saving',
      email: 'reach.me@example.com',
      category: 'Mobile Experience',
      priority: 'high',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'bug',
      email: 'reach.me@example.com',
      category: 'Mobile Experience',
      priority: 'high',
    });
    const { rows } = await ctx.database.pool.query('SELECT * FROM feedback WHERE id = $1', [
      response.json().id,
    ]);
    expect(rows[0]).toMatchObject({
      source: 'widget',
      type: 'bug',
      category: 'Mobile Experience',
      priority: 'high',
    });
    expect(rows[0].message_enc).toMatch(/^v2:/);
    expect(rows[0].email_enc).toMatch(/^v2:/);
    expect(JSON.stringify(rows[0])).not.toContain('insulin');
    expect(JSON.stringify(rows[0])).not.toContain('reach.me');
  });

  it.each([
    ['a missing rating', { rating: undefined }, 'rating', FEEDBACK_MESSAGES.widgetRatingRequiredDescription],
    ['a rating of 6', { rating: 6 }, 'rating', FEEDBACK_MESSAGES.widgetRatingRequiredDescription],
    [
      'a blank message',
      { message: '  \n\t ' },
      'message',
      FEEDBACK_MESSAGES.widgetMessageRequiredDescription,
    ],
    [
      'a missing message',
      { message: undefined },
      'message',
      FEEDBACK_MESSAGES.widgetMessageRequiredDescription,
    ],
    ['a message too long', { message: 'm'.repeat(5001) }, 'message', FEEDBACK_MESSAGES.widgetMessageMax],
    ['an unknown type', { type: 'rant' }, 'type', FEEDBACK_MESSAGES.widgetTypeInvalid],
    ['an unknown category', { category: 'Billing' }, 'category', FEEDBACK_MESSAGES.widgetCategoryInvalid],
    ['an unknown priority', { priority: 'urgent' }, 'priority', FEEDBACK_MESSAGES.widgetPriorityInvalid],
    ['an email the browser would refuse', { email: 'not an email' }, 'email', FEEDBACK_MESSAGES.email],
  ])('answers 400 for %s with the message, and stores nothing', async (_name, change, field, message) => {
    const user = await signUpUser(ctx.app);
    const response = await sendWidget(user.cookie, { rating: 4, message: 'Works well', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await countFor(user.userId)).toBe(0);
  });

  it('accepts an empty email as no email', async () => {
    const user = await signUpUser(ctx.app);
    const response = await sendWidget(user.cookie, { rating: 4, message: 'Nice', email: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json().email).toBeNull();
  });

  it('answers 401 when signed out', async () => {
    const response = await sendWidget(undefined, { rating: 4, message: 'Hello' });
    expect(response.statusCode).toBe(401);
  });
});

describe('rate limit', () => {
  it(`answers 429 after ${FEEDBACK_LIMITS.perUserPerHour} submissions in an hour, for that user only`, async () => {
    const busy = await signUpUser(ctx.app);
    const calm = await signUpUser(ctx.app);
    for (let i = 0; i < FEEDBACK_LIMITS.perUserPerHour; i++) {
      const response =
        i % 2 === 0
          ? await sendWidget(busy.cookie, { rating: 3, message: `Message number ${i}` })
          : await sendPage(busy.cookie, { rating: 3, category: 'general', feedback: `Feedback number ${i}` });
      expect(response.statusCode).toBe(201);
    }
    const limited = await sendWidget(busy.cookie, { rating: 3, message: 'One more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({ code: 'RATE_LIMITED', message: FEEDBACK_MESSAGES.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const limitedPage = await sendPage(busy.cookie, FULL_PAGE);
    expect(limitedPage.statusCode).toBe(429);
    expect(await countFor(busy.userId)).toBe(FEEDBACK_LIMITS.perUserPerHour);

    const other = await sendWidget(calm.cookie, { rating: 5, message: 'All good here' });
    expect(other.statusCode).toBe(201);
  });
});

describe('GET /api/feedback (admins)', () => {
  it('answers 403 to a signed-in user, without any feedback in the body', async () => {
    const author = await signUpUser(ctx.app);
    await sendWidget(author.cookie, { rating: 3, message: 'Private thoughts about my anxiety' });
    const response = await listAll(author.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('anxiety');
  });

  it('answers 401 when signed out', async () => {
    expect((await listAll(undefined)).statusCode).toBe(401);
  });

  it('lists page and widget feedback newest first, decrypted, and audits the read', async () => {
    const author = await signUpUser(ctx.app);
    const page = (await sendPage(author.cookie, FULL_PAGE)).json();
    const widget = (
      await sendWidget(author.cookie, {
        type: 'feature',
        rating: 5,
        message: 'Dark mode please',
        email: 'a@b.co',
      })
    ).json();
    const admin = await newAdmin();

    const response = await listAll(admin.cookie);
    expect(response.statusCode).toBe(200);
    const items = response.json() as { id: string }[];
    const ours = items.filter((item) => item.id === page.id || item.id === widget.id);
    expect(ours).toEqual([widget, page]);
    const times = items.map((item) => Date.parse((item as unknown as { createdAt: string }).createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const widgetsOnly = (await listAll(admin.cookie, '?source=widget&limit=500')).json() as {
      source: string;
    }[];
    expect(widgetsOnly.length).toBeGreaterThan(0);
    expect(widgetsOnly.every((item) => item.source === 'widget')).toBe(true);
    expect((await listAll(admin.cookie, '?limit=1')).json()).toHaveLength(1);
    expect((await listAll(admin.cookie, '?limit=0')).statusCode).toBe(400);

    const audit = await ctx.database.pool.query(
      `SELECT action, resource FROM audit_log WHERE actor_user_id = $1 ORDER BY id`,
      [admin.userId],
    );
    expect(audit.rows[0]).toEqual({ action: 'read', resource: 'feedback' });
    const writes = await ctx.database.pool.query(
      `SELECT resource_id FROM audit_log WHERE actor_user_id = $1 AND action = 'create' AND resource = 'feedback'`,
      [author.userId],
    );
    expect(writes.rows.map((r) => r.resource_id).sort()).toEqual([page.id, widget.id].sort());
  });
});

describe('account deletion support', () => {
  it('erases the text and contact details of a user, keeps the ratings, and the author becomes null', async () => {
    const author = await signUpUser(ctx.app);
    const bystander = await signUpUser(ctx.app);
    await sendPage(author.cookie, FULL_PAGE);
    await sendWidget(author.cookie, { rating: 2, message: 'About my thyroid', email: 'me@example.com' });
    const kept = (await sendWidget(bystander.cookie, { rating: 4, message: 'Keep me' })).json();

    const service = createFeedbackService({
      db: ctx.database.db,
      cipher: createFieldCipher(TEST_ENCRYPTION_KEY),
      audit: ctx.app.services.audit,
      accounts: { signedUpAt: async () => null },
    });
    await ctx.database.db.transaction(async (tx) => {
      expect(await service.eraseTextOfUser(tx, author.userId)).toBe(2);
    });
    await ctx.database.pool.query('DELETE FROM users WHERE id = $1', [author.userId]);

    // Nobody else's account is deleted in this file: the author's two rows are the only orphans.
    const { rows: erased } = await ctx.database.pool.query('SELECT * FROM feedback WHERE user_id IS NULL');
    expect(erased.map((row) => row.source).sort()).toEqual(['page', 'widget']);
    for (const row of erased) {
      expect(row.message_enc).toBeNull();
      expect(row.subject_enc).toBeNull();
      expect(row.email_enc).toBeNull();
      expect(row.most_liked_feature_enc).toBeNull();
    }
    expect(erased.find((row) => row.source === 'page')).toMatchObject({
      ease_of_use: 5,
      contact_for_followup: false,
    });
    expect(erased.find((row) => row.source === 'widget')?.contact_for_followup).toBeNull();

    const admin = await newAdmin();
    const list = (await listAll(admin.cookie, '?limit=500')).json() as { id: string; message?: string }[];
    expect(list.find((item) => item.id === kept.id)?.message).toBe('Keep me');
    expect(JSON.stringify(list)).not.toContain('thyroid');
  });
});
