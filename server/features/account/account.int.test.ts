import { randomBytes } from 'node:crypto';
import type { Bundle, Condition, MedicationStatement, Observation, Resource } from '@medplum/fhirtypes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type TDataExport } from '../../../contract/account';
import { createFieldCipher } from '../../lib/crypto';
import { successStoryPayload } from '../../test/factories';
import { fhirBundleProblems } from '../../test/fhir-validation';
import {
  createTestApp,
  multipartBody,
  signUpUser,
  TEST_ENCRYPTION_KEY,
  type TestContext,
} from '../../test/harness';
import { type UserReference, userReferenceColumns } from '../../test/user-references';
import type { Archive } from './archive';
import { WELLNESS_CODE_SYSTEM } from './fhir-codes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;
const cipher = createFieldCipher(TEST_ENCRYPTION_KEY);
const tag = () => randomBytes(4).toString('hex');

const post = (cookie: string | undefined, url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const get = (cookie: string | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const fhirProblems = (bundle: Bundle) => fhirBundleProblems(bundle, { codeSystems: [WELLNESS_CODE_SYSTEM] });
const resourcesOf = (bundle: Bundle): Resource[] => (bundle.entry ?? []).map((e) => e.resource as Resource);
const listExports = async (user: User) => {
  const response = await get(user.cookie, '/api/user/data-exports');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TDataExport[];
};

/** Writes a distinctive value into every area that holds a user's data; returns the values. */
async function fillEverything(user: User) {
  const t = tag();
  const values = {
    symptom: `zebra-migraine-${t}`,
    trigger: `okapi-trigger-${t}`,
    checkInNote: `quokka-checkin-${t}`,
    feedback: `narwhal-feedback-${t} about my fatigue`,
    widget: `axolotl-widget-${t} message`,
    post: `pangolin-post-${t} my story with fatigue`,
    comment: `tapir-comment-${t} reply`,
    request: `wombat-request-${t} near me`,
    reportDetail: `margay-report-${t} risky advice`,
    condition: `capybara-condition-${t}`,
    chat: `ibex-chat-${t} my head hurts`,
    meal: `2 eggs and 1 banana with okapi${t}`,
    story: `gecko-story-${t} pacing gave me my afternoons back`,
    shareMessage: `gazelle-share-${t} proud of this`,
    workoutNote: `gecko-workout-${t} felt steady`,
    challengeGoal: `marmot-challenge-${t} walk to the shop again`,
  };
  const ok = async (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json() as { id: string };
  };
  await ok(
    await post(user.cookie, '/api/symptoms', {
      symptomName: 'Headache',
      severity: 7,
      description: values.symptom,
      triggers: [values.trigger],
      userId: user.userId,
    }),
  );
  await ok(
    await post(user.cookie, '/api/health-metrics', {
      mood: 7,
      energy: 6,
      stress: 4,
      fatigueLevel: 3,
      mentalClarity: 8,
      digestion: 6,
      sleepQuality: 7.5,
      note: values.checkInNote,
    }),
  );
  await ok(
    await post(user.cookie, '/api/feedback', {
      rating: 4,
      category: 'suggestion',
      subject: `Subject ${t}`,
      feedback: values.feedback,
      wouldRecommend: true,
      contactForFollowup: false,
    }),
  );
  await ok(await post(user.cookie, '/api/feedback/prompt/visit', {}));
  await ok(
    await post(user.cookie, '/api/feedback/submit', {
      type: 'general',
      rating: 5,
      message: values.widget,
      email: user.email,
      priority: 'medium',
    }),
  );
  const created = await ok(
    await post(user.cookie, '/api/community', { topic: 'Fatigue Support', content: values.post }),
  );
  await ok(await post(user.cookie, `/api/community/${created.id}/like`));
  await ok(
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/community/topics/${encodeURIComponent('Sleep Issues')}/follow`,
      headers: { cookie: user.cookie },
    }),
  );
  await ok(
    await post(user.cookie, `/api/community/posts/${created.id}/comments`, { content: values.comment }),
  );
  await ok(
    await post(user.cookie, '/api/practitioner-requests', {
      specialty: 'Acupuncturist',
      note: values.request,
    }),
  );
  // A success story (published by an admin, and liked by its author), and another member's story reported.
  const story = await ok(
    await post(user.cookie, '/api/success-stories', successStoryPayload({ beforeSymptoms: values.story })),
  );
  const storyAuthor = await signUpUser(ctx.app);
  const theirs = await ok(await post(storyAuthor.cookie, '/api/success-stories', successStoryPayload()));
  await ctx.database.pool.query(
    `UPDATE success_stories SET status = 'published', published_at = now() WHERE id = ANY($1::uuid[])`,
    [[story.id, theirs.id]],
  );
  await ok(await post(user.cookie, `/api/success-stories/${story.id}/like`));
  await ok(await post(user.cookie, `/api/success-stories/${theirs.id}/report`, { reason: 'spam' }));
  const theirPost = await ok(
    await post(storyAuthor.cookie, '/api/community', {
      topic: 'Sleep Issues',
      content: 'Melatonin every night works.',
    }),
  );
  await ok(
    await post(user.cookie, `/api/community/posts/${theirPost.id}/report`, {
      reason: 'unsafe-advice',
      detail: values.reportDetail,
    }),
  );
  // This account stands for an admin too (as for the practitioner review below): a post it hid.
  await ctx.database.pool.query(`UPDATE posts SET hidden_at = now(), hidden_by = $1 WHERE id = $2`, [
    user.userId,
    theirPost.id,
  ]);
  await ok(await post(user.cookie, '/api/recommendations/sleep-hygiene/tried'));
  await ok(
    await post(user.cookie, '/api/exercise/chair-yoga/complete', {
      durationMinutes: 12,
      feeling: 4,
      note: values.workoutNote,
    }),
  );
  // A wellness challenge joined with day 1 ticked, and a custom challenge request.
  await ok(await post(user.cookie, '/api/challenges/gentle-movement/join', { timeZone: 'UTC' }));
  await ok(await post(user.cookie, '/api/challenges/gentle-movement/tasks/day-1/complete'));
  await ok(
    await post(user.cookie, '/api/challenge-requests', {
      focus: 'Energy',
      goal: values.challengeGoal,
      days: 21,
      note: '',
    }),
  );
  await ok(await post(user.cookie, '/api/chat', { sessionId: `s${t}`, content: values.chat }));
  // Premium: a trial, water, a fast, a nutrition analysis and a counted view of the insights.
  await ok(await post(user.cookie, '/api/premium/start-trial'));
  await ok(await get(user.cookie, '/api/insights?period=30d&tz=UTC'));
  await ok(await post(user.cookie, '/api/water/entries?tz=UTC', { kind: 'glass' }));
  await ok(
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/water/goal',
      headers: { cookie: user.cookie },
      payload: { goalMl: 2500 },
    }),
  );
  await ok(await post(user.cookie, '/api/fasting/acknowledge-note'));
  await ok(await post(user.cookie, '/api/fasting/start', { protocol: '16:8' }));
  const meal = multipartBody([
    { name: 'type', value: 'text' },
    { name: 'input', value: values.meal },
  ]);
  await ok(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/nutrition/analyze-premium',
      headers: { cookie: user.cookie, 'content-type': meal.contentType },
      payload: meal.payload,
    }),
  );
  // Then Premium paid for at the checkout (the test processor): a payment, a saved card, an invoice.
  const checkout = await ok(await post(user.cookie, '/api/create-payment-intent', {}));
  const paid = await post(user.cookie, '/api/payments/sandbox/confirm', {
    clientSecret: (checkout as unknown as { clientSecret: string }).clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  });
  expect(paid.json().status, paid.body).toBe('succeeded');
  // The profile area's medical lists (written directly: its routes are built alongside this area).
  await ctx.database.pool.query(
    `INSERT INTO user_medical_lists (user_id, lists_enc) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET lists_enc = excluded.lists_enc`,
    [
      user.userId,
      cipher.encrypt(
        JSON.stringify({ medicalConditions: [values.condition], medications: ['Magnesium'], allergies: [] }),
        { table: 'user_medical_lists', column: 'lists_enc', rowId: user.userId },
      ),
    ],
  );
  await ctx.database.pool.query(
    `INSERT INTO onboarding_answers (user_id, answers_enc) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`,
    [
      user.userId,
      cipher.encrypt(JSON.stringify({ primaryConcerns: [values.condition] }), {
        table: 'onboarding_answers',
        column: 'answers_enc',
        rowId: user.userId,
      }),
    ],
  );
  await ctx.database.pool.query(
    `INSERT INTO user_settings (user_id, avatar_id, analytics_consent) VALUES ($1, 'lotus', true)
     ON CONFLICT (user_id) DO NOTHING`,
    [user.userId],
  );
  // An uploaded picture too (its bytes are described in the archive, not included).
  await ctx.database.pool.query(
    `INSERT INTO avatars (user_id, bytes, content_type) VALUES ($1, $2, 'image/webp') ON CONFLICT (user_id) DO NOTHING`,
    [user.userId, Buffer.from('RIFF-webp-bytes')],
  );
  // Their own practitioner listing (provider signup writes these; no route of this area does).
  const listing = await ctx.database.pool.query<{ id: string }>(
    `INSERT INTO practitioners (user_id, first_name, last_name, specialty, consultation_fee_cents, zip_code, city, state)
     VALUES ($1, 'Maya', 'Rivera', 'Nutritionist', 9000, '94110', 'San Francisco', 'CA') RETURNING id`,
    [user.userId],
  );
  // Their practice's photo (re-encoded WebP bytes in the real flow).
  await ctx.database.pool.query(
    `INSERT INTO practitioner_photos (user_id, practitioner_id, bytes, content_type) VALUES ($1, $2, $3, 'image/webp')`,
    [user.userId, listing.rows[0]!.id, Buffer.from('RIFF-webp-photo')],
  );
  // A review they wrote of another practitioner (after an accepted consultation; written here directly).
  const reviewed = await ctx.database.pool.query<{ id: string }>(
    `INSERT INTO practitioners (first_name, last_name, specialty, consultation_fee_cents, zip_code, city, state, is_approved)
     VALUES ('Ines', 'Okafor', 'Acupuncturist', 12000, '94110', 'San Francisco', 'CA', true) RETURNING id`,
  );
  await ctx.database.pool.query(
    `INSERT INTO practitioner_reviews (practitioner_id, user_id, rating, text)
     VALUES ($2, $1, 5, 'Careful, kind and on time.')`,
    [user.userId, reviewed.rows[0]!.id],
  );
  // A consultation request to that practice, sharing their symptoms summary.
  await ok(
    await ctx.app.inject({
      method: 'POST',
      url: `/api/practitioners/${reviewed.rows[0]!.id}/consultation-requests`,
      headers: { cookie: user.cookie },
      payload: {
        reason: `Help with ${values.symptom} that keeps coming back`,
        preferredTimes: 'Weekday mornings',
        mode: 'in_person',
        share: { symptoms: true, checkIns: true, insights: false },
      },
    }),
  );
  // And the working copy of their profile, with its licence and trial, reviewed (by themselves: this
  // account stands for an admin too, so the reviewer column holds their id).
  await ctx.database.pool.query(
    `INSERT INTO practitioner_profiles (user_id, practitioner_id, first_name, last_name, email, credentials_text,
       license_state, license_number, plan_code, trial_started_at, trial_ends_at, status, reviewed_by, reviewed_at,
       rejection_reason)
     VALUES ($1, $2, 'Maya', 'Rivera', 'maya.practice@example.com', 'RD', 'CA', 'RD-4411', 'professional_yearly',
       now(), now() + interval '14 days', 'rejected', $1, now(), 'Please add your licence number.')`,
    [user.userId, listing.rows[0]!.id],
  );
  // An address on the daily admin report's list, added by this account (standing for an admin).
  await ctx.database.pool.query(`INSERT INTO admin_report_schedules (email, created_by) VALUES ($1, $2)`, [
    `team-${t}@example.com`,
    user.userId,
  ]);
  // A second factor set up (standing for an admin's), with one recovery code taken and one left.
  await ctx.database.pool.query(
    `INSERT INTO admin_two_factor (user_id, secret_enc, confirmed_at) VALUES ($1, 'not-a-real-secret', now())`,
    [user.userId],
  );
  await ctx.database.pool.query(
    `INSERT INTO admin_recovery_codes (user_id, code_hash, used_at) VALUES ($1, 'hash-1', now()), ($1, 'hash-2', NULL)`,
    [user.userId],
  );
  // The guided tour under way: its saved step, answers and conversation.
  await ok(
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/onboarding-tour/progress',
      headers: { cookie: user.cookie },
      payload: {
        step: 1,
        answers: { symptomDescription: values.symptom },
        chat: [{ role: 'user', content: values.symptom }],
      },
    }),
  );
  // Achievements: reading them earns 'First symptom logged'; a share link with a message.
  await ok(await get(user.cookie, '/api/achievements?tz=UTC'));
  await ok(
    await post(user.cookie, '/api/achievements/first-symptom/share-link', {
      message: values.shareMessage,
      showName: true,
    }),
  );
  // A streak freeze and a completed weekly challenge need days of activity: written directly.
  await ctx.database.pool.query(
    `INSERT INTO streak_freezes (user_id, streak_type, frozen_day, week_start) VALUES ($1, 'symptoms', '2026-01-06', '2026-01-05')`,
    [user.userId],
  );
  await ctx.database.pool.query(
    `INSERT INTO weekly_challenge_rewards (user_id, week_start, xp) VALUES ($1, '2026-01-05', 300)`,
    [user.userId],
  );
  // With usage analytics opted in (above), events are linked to the person.
  await ctx.app.inject({
    method: 'POST',
    url: '/api/analytics/track',
    headers: { cookie: user.cookie },
    payload: { event: 'page_view', properties: { path: '/symptoms' }, clientSessionId: `cs${t}` },
  });
  // A past day of theirs in the analytics dashboard's daily rollup (as the hourly job writes it).
  await ctx.database.pool.query(`INSERT INTO analytics_user_days (user_id, day) VALUES ($1, '2026-01-05')`, [
    user.userId,
  ]);
  // An A/B experiment recorded as theirs (as an admin's would be), a variant shown and a conversion.
  const experiment = await ctx.database.pool.query<{ id: string }>(
    `INSERT INTO experiments (key, name, variants, primary_metric, created_by)
     VALUES ($1, 'Button text', '[{"id":"control","name":"A","weight":1,"isControl":true,"config":{}},{"id":"b","name":"B","weight":1,"isControl":false,"config":{}}]', 'signup', $2)
     RETURNING id`,
    [`export-${t}`, user.userId],
  );
  const experimentId = experiment.rows[0]!.id;
  await get(user.cookie, '/api/ab-testing/experiments/active');
  await post(user.cookie, `/api/ab-testing/convert/${experimentId}`, { value: 3 });
  return {
    ...values,
    experimentKey: `export-${t}`,
    postId: created.id,
    storyId: story.id,
    reportedStoryId: theirs.id,
    chatSession: `s${t}`,
    clientSessionId: `cs${t}`,
  };
}

/** The archive's sections and the fields of their items, in order (what people and other apps read). */
const ARCHIVE_FIELDS = {
  account: [
    'id',
    'email',
    'emailVerified',
    'firstName',
    'lastName',
    'name',
    'zipCode',
    'phoneNumber',
    'dateOfBirth',
    'role',
    'createdAt',
    'updatedAt',
  ],
  signInMethods: ['providerId', 'createdAt'],
  consents: [
    'termsAcceptedAt',
    'privacyAcceptedAt',
    'marketingConsent',
    'dataProcessingConsent',
    'analyticsConsent',
    'ccpaOptOut',
    'aiRemoteConsent',
  ],
  sessions: ['createdAt', 'lastActiveAt', 'expiresAt', 'rememberMe', 'ipAddress', 'userAgent'],
  healthProfile: ['medicalConditions', 'medications', 'allergies', 'updatedAt'],
  onboarding: ['answers', 'completedAt', 'updatedAt'],
  onboardingTourProgress: ['step', 'answers', 'mode', 'chat', 'updatedAt'],
  avatar: ['emojiAvatarId', 'upload'],
  symptoms: ['id', 'symptomName', 'severity', 'description', 'triggers', 'timestamp'],
  checkIns: [
    'id',
    'createdAt',
    'mood',
    'energy',
    'stress',
    'fatigueLevel',
    'mentalClarity',
    'digestion',
    'sleepHours',
    'note',
  ],
  exerciseCompletions: [
    'id',
    'workoutId',
    'workoutTitle',
    'workoutType',
    'durationMinutes',
    'calories',
    'feeling',
    'note',
    'completedAt',
  ],
  wellnessChallenges: [
    'challengeId',
    'title',
    'startDate',
    'timeZone',
    'joinedAt',
    'leftAt',
    'status',
    'tasksCompleted',
  ],
  challengeRequests: ['id', 'focus', 'goal', 'days', 'note', 'createdAt'],
  recommendationsTried: ['recommendationId', 'triedOn', 'triedAt'],
  communityPosts: ['id', 'topic', 'content', 'createdAt'],
  communityComments: ['id', 'postId', 'content', 'createdAt'],
  likes: ['postId', 'createdAt'],
  followedTopics: ['topic', 'createdAt'],
  communityReports: ['postId', 'reason', 'detail', 'createdAt', 'resolvedAt'],
  successStories: [
    'id',
    'title',
    'condition',
    'beforeSymptoms',
    'afterImprovement',
    'treatmentProtocol',
    'timeline',
    'isAnonymous',
    'status',
    'reviewNote',
    'likes',
    'createdAt',
    'publishedAt',
  ],
  successStoryLikes: ['storyId', 'createdAt'],
  successStoryReports: ['storyId', 'reason', 'createdAt'],
  feedback: [
    'id',
    'source',
    'rating',
    'category',
    'subject',
    'message',
    'easeOfUse',
    'featureCompleteness',
    'designQuality',
    'performance',
    'symptomsTracking',
    'aiChat',
    'practitionerDirectory',
    'community',
    'wouldRecommend',
    'mostLikedFeature',
    'leastLikedFeature',
    'suggestedImprovements',
    'additionalFeatures',
    'contactForFollowup',
    'type',
    'priority',
    'email',
    'createdAt',
  ],
  feedbackPrompt: ['visitCount', 'lastVisitAt', 'lastPromptVisit'],
  practitionerTypeRequests: ['id', 'specialty', 'note', 'zipCode', 'createdAt'],
  chatMessages: [
    'id',
    'sessionId',
    'role',
    'content',
    'timestamp',
    'triage',
    'isEmergency',
    'replyKind',
    'help',
    'suggestions',
    'actions',
    'extractedData',
    'provider',
  ],
  premium: [
    'subscription',
    'waterGoalMl',
    'waterEntries',
    'fasts',
    'fastingNoteAcknowledgedAt',
    'nutritionAnalyses',
    'insightTrialUses',
  ],
  billing: ['payments', 'paymentMethods', 'invoices'],
  practitionerProfile: [
    'id',
    'firstName',
    'lastName',
    'specialty',
    'credentials',
    'profileImageUrl',
    'rating',
    'reviewCount',
    'consultationFeeCents',
    'bio',
    'conditionsTreated',
    'availableForVideo',
    'zipCode',
    'city',
    'state',
    'isApproved',
    'createdAt',
    'updatedAt',
  ],
  practiceProfile: [
    'id',
    'practitionerId',
    'status',
    'submittedAt',
    'reviewedAt',
    'rejectionReason',
    'firstName',
    'lastName',
    'email',
    'phone',
    'specialties',
    'certifications',
    'credentialsText',
    'bio',
    'experienceYears',
    'location',
    'zipCode',
    'consultationFeeCents',
    'availableHours',
    'languages',
    'education',
    'acceptsInsurance',
    'insurance',
    'telehealth',
    'acceptingNewPatients',
    'website',
    'licenseState',
    'licenseNumber',
    'hasPhoto',
    'planCode',
    'trialStartedAt',
    'trialEndsAt',
    'createdAt',
    'updatedAt',
  ],
  practitionerPhotos: ['key', 'contentType', 'bytes', 'createdAt'],
  practitionerReviews: ['id', 'practitionerId', 'practitionerName', 'rating', 'text', 'createdAt'],
  consultationRequests: [
    'id',
    'practitionerId',
    'practitionerName',
    'mode',
    'status',
    'priority',
    'reason',
    'preferredTimes',
    'proposedTime',
    'practitionerNote',
    'createdAt',
    'respondedAt',
    'canReview',
    'sharedRecords',
  ],
  analyticsEvents: ['kind', 'name', 'properties', 'clientSessionId', 'createdAt'],
  experiments: ['assignments', 'conversions', 'created'],
  achievements: ['earned', 'streakFreezes', 'weeklyChallenges', 'shareLinks'],
  adminSecondFactor: ['createdAt', 'confirmedAt', 'unusedRecoveryCodes'],
  dailyReportAddresses: ['email', 'addedAt'],
  dataExports: ['id', 'status', 'createdAt', 'readyAt', 'expiresAt'],
};
const PREMIUM_FIELDS = {
  subscription: [
    'plan',
    'status',
    'trialUsed',
    'trialStartedAt',
    'trialEndsAt',
    'premiumSince',
    'trialUsage',
    'billingState',
    'billingPlan',
    'currentPeriodStart',
    'currentPeriodEnd',
    'cancelAtPeriodEnd',
  ],
  waterEntries: ['id', 'kind', 'amountMl', 'enteredAmount', 'unit', 'createdAt'],
  fasts: ['id', 'protocol', 'targetHours', 'startedAt', 'endedAt'],
  insightTrialUses: ['day', 'period', 'countedAt'],
  nutritionAnalyses: [
    'id',
    'timestamp',
    'summary',
    'inputType',
    'analysis',
    'recommendations',
    'items',
    'unknown',
    'notes',
    'source',
    'servingSize',
  ],
};

/** Every text, jsonb, bytea … column of every table, searched for `needle` (case-insensitive). */
async function findInDatabase(needle: string): Promise<string[]> {
  const columns = await ctx.database.pool.query<{
    table_schema: string;
    table_name: string;
    column_name: string;
    data_type: string;
  }>(
    `SELECT c.table_schema, c.table_name, c.column_name, c.data_type
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE t.table_type = 'BASE TABLE'
        AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
        AND c.data_type IN ('text', 'character varying', 'character', 'jsonb', 'json', 'bytea', 'ARRAY', 'USER-DEFINED')`,
  );
  expect(columns.rows.length).toBeGreaterThan(20);
  const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const hits: string[] = [];
  for (const { table_schema, table_name, column_name, data_type } of columns.rows) {
    // bytea is searched as its escaped bytes (text inside binary shows through), the rest as text.
    const value = data_type === 'bytea' ? `encode(${q(column_name)}, 'escape')` : `${q(column_name)}::text`;
    const result = await ctx.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${q(table_schema)}.${q(table_name)} WHERE ${value} ILIKE $1`,
      [`%${needle}%`],
    );
    if ((result.rows[0]?.n ?? 0) > 0) hits.push(`${q(table_schema)}.${q(table_name)}.${q(column_name)}`);
  }
  return hits;
}

describe('data export', () => {
  it('queues an export, builds it in the job, emails the link and serves the archive to its owner', async () => {
    const user = await signUpUser(ctx.app, { phoneNumber: '(415) 555-0134', dateOfBirth: '1988-04-12' });
    const values = await fillEverything(user);

    const queued = await post(user.cookie, '/api/user/data-export', { requestType: 'export' });
    expect(queued.statusCode, queued.body).toBe(202);
    const { exportId, status } = queued.json() as { exportId: string; status: string };
    expect(status).toBe('queued');

    await ctx.app.services.jobs.drain();
    const [item] = await listExports(user);
    expect(item).toMatchObject({ id: exportId, status: 'ready', expired: false });
    expect(item!.downloadUrl).toBe(`/api/user/data-exports/${exportId}/download`);
    expect(item!.fhirDownloadUrl).toBe(`/api/user/data-exports/${exportId}/fhir`);
    const ready = new Date(item!.readyAt!).getTime();
    expect(new Date(item!.expiresAt!).getTime() - ready).toBe(7 * 24 * 60 * 60 * 1000);

    const mail = ctx.mailer.sent.find((m) => m.to === user.email && m.subject.includes('data export'));
    expect(mail?.text).toContain(`http://localhost:5000/api/user/data-exports/${exportId}/download`);

    // Stored encrypted: the archive's values are not readable in the table.
    const stored = await ctx.database.pool.query<{ archive_enc: string }>(
      'SELECT archive_enc FROM data_exports WHERE id = $1',
      [exportId],
    );
    expect(stored.rows[0]!.archive_enc).not.toContain(values.symptom);

    const download = await get(user.cookie, item!.downloadUrl!);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toMatch(/^application\/json/);
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="infinite-wellness-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const archive = download.json() as Archive;
    expect(archive.format).toBe('infinite-wellness-export');
    expect(archive.data.account.email).toBe(user.email);
    expect(JSON.stringify(archive.data.account)).not.toMatch(/password|token/i);
    expect(archive.data.symptoms[0]).toMatchObject({
      description: values.symptom,
      triggers: [values.trigger],
    });
    expect(archive.data.checkIns[0]).toMatchObject({ note: values.checkInNote, sleepHours: 7.5 });
    expect(archive.data.exerciseCompletions).toEqual([
      expect.objectContaining({
        workoutId: 'chair-yoga',
        durationMinutes: 12,
        feeling: 4,
        note: values.workoutNote,
      }),
    ]);
    expect(archive.data.feedback.map((f) => f.message)).toEqual(
      expect.arrayContaining([values.feedback, values.widget]),
    );
    expect(archive.data.communityPosts[0]!.content).toBe(values.post);
    expect(archive.data.communityComments[0]!.content).toBe(values.comment);
    expect(archive.data.likes[0]!.postId).toBe(values.postId);
    expect(archive.data.followedTopics.map((f) => f.topic)).toEqual(['Sleep Issues']);
    expect(archive.data.successStories).toEqual([
      expect.objectContaining({
        id: values.storyId,
        beforeSymptoms: values.story,
        condition: 'chronic-fatigue',
        status: 'published',
        likes: 1,
      }),
    ]);
    expect(archive.data.successStoryLikes.map((l) => l.storyId)).toEqual([values.storyId]);
    expect(archive.data.communityReports).toEqual([
      expect.objectContaining({ reason: 'unsafe-advice', detail: values.reportDetail, resolvedAt: null }),
    ]);
    expect(archive.data.successStoryReports).toEqual([
      expect.objectContaining({ storyId: values.reportedStoryId, reason: 'spam' }),
    ]);
    expect(archive.data.practitionerTypeRequests[0]!.note).toBe(values.request);
    expect(archive.data.recommendationsTried[0]!.recommendationId).toBe('sleep-hygiene');
    expect(archive.data.healthProfile?.medicalConditions).toEqual([values.condition]);
    expect(archive.data.sessions.length).toBeGreaterThan(0);
    expect(archive.data.onboarding?.answers).toEqual({ primaryConcerns: [values.condition] });
    expect(archive.data.avatar.emojiAvatarId).toBe('lotus');
    expect(archive.data.chatMessages.map((m) => [m.role, m.sessionId])).toEqual([
      ['user', values.chatSession],
      ['assistant', values.chatSession],
    ]);
    expect(archive.data.chatMessages[0]!.content).toBe(values.chat);
    // The trial, then Premium paid for: the trial ended when the payment went through.
    expect(archive.data.premium.subscription).toMatchObject({
      plan: 'premium',
      status: 'premium',
      trialUsed: true,
      trialUsage: { nutritionAnalysis: 1, waterTracking: 1, fastingTracking: 1, aiInsights: 1 },
      billingState: 'active',
      billingPlan: 'premium_monthly',
      cancelAtPeriodEnd: false,
    });
    const { trialStartedAt, trialEndsAt, premiumSince } = archive.data.premium.subscription!;
    expect(trialEndsAt).toBe(premiumSince);
    expect(new Date(trialEndsAt!).getTime() - new Date(trialStartedAt!).getTime()).toBeLessThan(
      30 * 24 * 60 * 60 * 1000,
    );
    expect(archive.data.billing.payments).toEqual([
      expect.objectContaining({ purpose: 'checkout', amountCents: 999, status: 'succeeded', testMode: true }),
    ]);
    expect(archive.data.billing.paymentMethods).toEqual([
      expect.objectContaining({ brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2099 }),
    ]);
    expect(archive.data.billing.invoices).toEqual([
      expect.objectContaining({ number: expect.stringMatching(/^IW-\d{6}$/), amountCents: 999 }),
    ]);
    // No processor reference (a secret of the processor's) in the archive.
    expect(JSON.stringify(archive.data.billing)).not.toMatch(/pi_sbx|pm_sbx|secret/);
    expect(archive.data.premium.waterEntries).toEqual([
      expect.objectContaining({ kind: 'glass', amountMl: 250 }),
    ]);
    expect(archive.data.premium.waterGoalMl).toBe(2500);
    expect(archive.data.premium.fasts).toEqual([
      expect.objectContaining({ protocol: '16:8', endedAt: null }),
    ]);
    expect(archive.data.premium.fastingNoteAcknowledgedAt).not.toBeNull();
    expect(archive.data.premium.insightTrialUses).toEqual([
      { day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), period: '30d', countedAt: expect.any(String) },
    ]);
    expect(archive.data.premium.nutritionAnalyses).toEqual([
      expect.objectContaining({ inputType: 'text', summary: values.meal }),
    ]);
    expect(archive.data.avatar.upload).toMatchObject({ contentType: 'image/webp', bytes: 15 });
    expect(archive.data.practitionerProfile).toMatchObject({
      specialty: 'Nutritionist',
      zipCode: '94110',
      isApproved: false,
    });
    expect(archive.data.practiceProfile).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please add your licence number.',
      email: 'maya.practice@example.com',
      credentialsText: 'RD',
      licenseNumber: 'RD-4411',
      planCode: 'professional_yearly',
    });
    expect(archive.data.analyticsEvents).toEqual([
      expect.objectContaining({
        kind: 'event',
        name: 'page_view',
        properties: { path: '/symptoms' },
        clientSessionId: values.clientSessionId,
      }),
    ]);
    expect(archive.data.adminSecondFactor).toMatchObject({ unusedRecoveryCodes: 1 });
    expect(JSON.stringify(archive.data)).not.toContain('not-a-real-secret');
    expect(archive.data.experiments.assignments).toEqual([
      expect.objectContaining({ experimentKey: values.experimentKey }),
    ]);
    expect(archive.data.experiments.conversions).toEqual([
      expect.objectContaining({ experimentKey: values.experimentKey, value: 3 }),
    ]);
    expect(archive.data.experiments.created).toEqual([
      expect.objectContaining({ key: values.experimentKey, name: 'Button text' }),
    ]);
    // The export asked for is listed, as it was while being built; its archive is not repeated.
    expect(archive.data.dataExports).toEqual([
      expect.objectContaining({ id: exportId, status: 'queued', readyAt: null }),
    ]);

    // The archive's copy of the FHIR Bundle validates and carries the same facts.
    expect(fhirProblems(archive.fhir)).toEqual([]);
    const resources = resourcesOf(archive.fhir);
    const patient = resources.find((r) => r.resourceType === 'Patient');
    expect(patient).toMatchObject({
      identifier: [{ system: 'https://infinitewellness.app/fhir/sid/user-id', value: user.userId }],
      birthDate: '1988-04-12',
      address: [{ postalCode: '94110' }],
      name: [{ family: 'Rivera', given: ['Maya'] }],
    });
    const observations = resources.filter((r): r is Observation => r.resourceType === 'Observation');
    const symptomObs = observations.find((o) => o.code.coding?.[0]?.code === '75325-1');
    expect(symptomObs).toMatchObject({
      valueCodeableConcept: {
        coding: [{ system: 'http://snomed.info/sct', code: '25064002' }],
        text: 'Headache',
      },
      note: [{ text: values.symptom }],
    });
    expect(symptomObs?.component?.map((c) => c.valueInteger ?? c.valueString)).toEqual([7, values.trigger]);
    const panel = observations.find((o) => o.code.coding?.[0]?.code === 'check-in');
    expect(panel?.note).toEqual([{ text: values.checkInNote }]);
    // The check-in (a panel, six scores and sleep) and the symptom; the onboarding answers of this
    // user are not in the questionnaire's shape, so they give no Observations.
    expect(observations).toHaveLength(8 + 1);
    expect(resources.find((r) => r.resourceType === 'Condition')).toMatchObject({
      code: { text: values.condition },
    });
    expect(resources.find((r) => r.resourceType === 'MedicationStatement')).toMatchObject({
      medicationCodeableConcept: { text: 'Magnesium' },
    });

    // The FHIR download: the same Bundle on its own, as FHIR JSON.
    const fhirDownload = await get(user.cookie, item!.fhirDownloadUrl!);
    expect(fhirDownload.statusCode, fhirDownload.body).toBe(200);
    expect(fhirDownload.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(fhirDownload.headers['content-disposition']).toMatch(
      /^attachment; filename="infinite-wellness-fhir-bundle-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(fhirDownload.headers['cache-control']).toBe('no-store');
    const bundle = fhirDownload.json() as Bundle;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(bundle).toEqual(archive.fhir);
    expect(fhirProblems(bundle)).toEqual([]);

    const audit = await ctx.database.pool.query(
      `SELECT 1 FROM audit_log WHERE subject_user_id = $1 AND action = 'export' AND resource = 'data_export'`,
      [user.userId],
    );
    // The job's row and one per download.
    expect(audit.rowCount).toBeGreaterThanOrEqual(3);
  });

  it('exports what onboarding and the profile hold as coded FHIR resources, with the same ids every time', async () => {
    const user = await signUpUser(ctx.app, { dateOfBirth: '1988-04-12' });
    const onboarding = await post(user.cookie, '/api/onboarding/complete', {
      personalInfo: { age: 38, weight: 150, height: 165, gender: 'female' },
      healthHistory: {
        chronicConditions: ['Migraines', 'Asthma'],
        medications: 'Sumatriptan as needed',
        allergies: 'Penicillin',
        familyHistory: '',
      },
      lifestyle: {
        diet: 'vegetarian',
        exerciseLevel: 'moderate',
        sleepHours: 7,
        stressLevel: 6,
        smokingStatus: 'never',
        alcoholConsumption: 'occasionally',
      },
      symptoms: { primarySymptoms: ['Headache'], symptomSeverity: 6, symptomDuration: '', triggers: '' },
      goals: { primaryGoals: [], timeline: '', preferences: '' },
    });
    expect(onboarding.statusCode, onboarding.body).toBe(201);
    await ctx.database.pool.query(`INSERT INTO user_medical_lists (user_id, lists_enc) VALUES ($1, $2)`, [
      user.userId,
      cipher.encrypt(
        JSON.stringify({
          medicalConditions: ['migraines'],
          medications: ['Magnesium'],
          allergies: ['Latex'],
        }),
        { table: 'user_medical_lists', column: 'lists_enc', rowId: user.userId },
      ),
    ]);
    const symptom = await post(user.cookie, '/api/symptoms', {
      symptomName: 'Nausea',
      severity: 5,
      triggers: ['Coffee'],
      userId: user.userId,
    });
    expect(symptom.statusCode, symptom.body).toBe(201);

    const download = async () => {
      expect((await post(user.cookie, '/api/user/data-export', { requestType: 'export' })).statusCode).toBe(
        202,
      );
      await ctx.app.services.jobs.drain();
      const [item] = await listExports(user);
      const response = await get(user.cookie, item!.fhirDownloadUrl!);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Bundle;
    };
    const first = await download();
    expect(fhirProblems(first)).toEqual([]);
    const resources = resourcesOf(first);
    expect(resources.find((r) => r.resourceType === 'Patient')).toMatchObject({ gender: 'female' });
    const observations = resources.filter((r): r is Observation => r.resourceType === 'Observation');
    const byCode = (code: string) => observations.find((o) => o.code.coding?.[0]?.code === code);
    expect(byCode('29463-7')?.valueQuantity).toMatchObject({ value: 150, code: '[lb_av]' });
    expect(byCode('8302-2')?.valueQuantity).toMatchObject({ value: 165, code: 'cm' });
    expect(byCode('72166-2')?.valueCodeableConcept?.coding?.[0]?.code).toBe('266919005');
    expect(byCode('75325-1')).toMatchObject({
      valueCodeableConcept: { coding: [{ code: '422587007' }], text: 'Nausea' },
      component: [{ valueInteger: 5 }, { valueString: 'Coffee' }],
    });
    const conditions = resources.filter((r): r is Condition => r.resourceType === 'Condition');
    expect(conditions.map((c) => [c.code?.text, c.code?.coding?.[0]?.code])).toEqual([
      ['migraines', '37796009'],
      ['Asthma', '195967001'],
    ]);
    const medications = resources.filter(
      (r): r is MedicationStatement => r.resourceType === 'MedicationStatement',
    );
    expect(medications.map((m) => m.medicationCodeableConcept?.text)).toEqual([
      'Magnesium',
      'Sumatriptan as needed',
    ]);
    expect(
      resources
        .filter((r) => r.resourceType === 'AllergyIntolerance')
        .map((r) => (r as { code?: { text?: string } }).code?.text),
    ).toEqual(['Latex', 'Penicillin']);

    // A second export: a new Bundle, the same resources under the same ids.
    const second = await download();
    expect(second.id).not.toBe(first.id);
    expect(resourcesOf(second).map((r) => r.id)).toEqual(resources.map((r) => r.id));
    expect(second.entry?.map((e) => e.fullUrl)).toEqual(first.entry?.map((e) => e.fullUrl));
  });

  it("keeps the archive's section names and the fields of every item", async () => {
    const user = await signUpUser(ctx.app, { phoneNumber: '(415) 555-0134', dateOfBirth: '1988-04-12' });
    await fillEverything(user);
    await post(user.cookie, '/api/user/data-export', { requestType: 'export' });
    await ctx.app.services.jobs.drain();
    const [item] = await listExports(user);
    const { data } = (await get(user.cookie, item!.downloadUrl!)).json() as Archive;
    // The field names of a section: its own keys, or those of each of its items (all alike).
    const fields = (value: unknown): string[] => {
      const items = Array.isArray(value) ? value : [value];
      expect(items.length, JSON.stringify(value)).toBeGreaterThan(0);
      const names = items.map((each) => Object.keys(each as object).join(','));
      expect(new Set(names).size, JSON.stringify(value)).toBe(1);
      return names[0]!.split(',');
    };
    expect(Object.keys(data)).toEqual(Object.keys(ARCHIVE_FIELDS));
    for (const [section, expected] of Object.entries(ARCHIVE_FIELDS)) {
      expect(fields(data[section as keyof typeof data]), section).toEqual(expected);
    }
    expect(fields(data.avatar.upload)).toEqual(['contentType', 'bytes', 'updatedAt']);
    for (const [section, expected] of Object.entries(PREMIUM_FIELDS)) {
      expect(fields(data.premium[section as keyof typeof data.premium]), section).toEqual(expected);
    }
  });

  it("answers 404 for another user's export, 401 signed out, and validates the request type", async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const queued = await post(owner.cookie, '/api/user/data-export', { requestType: 'export' });
    const { exportId } = queued.json() as { exportId: string };
    await ctx.app.services.jobs.drain();

    const url = `/api/user/data-exports/${exportId}/download`;
    const fhirUrl = `/api/user/data-exports/${exportId}/fhir`;
    expect((await get(owner.cookie, fhirUrl)).statusCode).toBe(200);
    expect((await get(other.cookie, url)).statusCode).toBe(404);
    expect((await get(other.cookie, fhirUrl)).statusCode).toBe(404);
    expect((await get(undefined, fhirUrl)).statusCode).toBe(401);
    const fhirInBrowser = await ctx.app.inject({
      method: 'GET',
      url: fhirUrl,
      headers: { accept: 'text/html,*/*' },
    });
    expect(fhirInBrowser.statusCode).toBe(303);
    expect(fhirInBrowser.headers.location).toBe(`/signin?next=${encodeURIComponent(fhirUrl)}`);
    expect((await get(owner.cookie, '/api/user/data-exports/not-a-uuid/fhir')).statusCode).toBe(400);
    expect(await listExports(other)).toEqual([]);
    expect((await get(undefined, url)).statusCode).toBe(401);
    // The emailed link opened in a signed-out browser leads to the sign-in page, which comes back to it.
    const browser = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe(`/signin?next=${encodeURIComponent(url)}`);
    expect((await get(undefined, '/api/user/data-exports')).statusCode).toBe(401);
    expect((await post(undefined, '/api/user/data-export', { requestType: 'export' })).statusCode).toBe(401);
    expect((await get(owner.cookie, '/api/user/data-exports/not-a-uuid/download')).statusCode).toBe(400);

    const wrong = await post(owner.cookie, '/api/user/data-export', { requestType: 'delete' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(ACCOUNT_MESSAGES.requestTypeExport);
    expect(await listExports(owner)).toHaveLength(1);
  });

  it('answers 410 once the link has expired and lists it as expired', async () => {
    const user = await signUpUser(ctx.app);
    const { exportId } = (
      await post(user.cookie, '/api/user/data-export', { requestType: 'export' })
    ).json() as {
      exportId: string;
    };
    await ctx.app.services.jobs.drain();
    await ctx.database.pool.query(
      `UPDATE data_exports SET ready_at = now() - interval '8 days', expires_at = now() - interval '1 day' WHERE id = $1`,
      [exportId],
    );
    const response = await get(user.cookie, `/api/user/data-exports/${exportId}/download`);
    expect(response.statusCode).toBe(410);
    expect(response.json().error.message).toBe(ACCOUNT_MESSAGES.exportExpired);
    const fhir = await get(user.cookie, `/api/user/data-exports/${exportId}/fhir`);
    expect(fhir.statusCode).toBe(410);
    expect(fhir.json().error.message).toBe(ACCOUNT_MESSAGES.exportExpired);
    const [item] = await listExports(user);
    expect(item).toMatchObject({ expired: true, downloadUrl: null, fhirDownloadUrl: null });
  });

  it('allows 3 exports a day', async () => {
    const user = await signUpUser(ctx.app);
    for (let i = 0; i < 3; i++) {
      expect((await post(user.cookie, '/api/user/data-export', { requestType: 'export' })).statusCode).toBe(
        202,
      );
    }
    const fourth = await post(user.cookie, '/api/user/data-export', { requestType: 'export' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe(ACCOUNT_MESSAGES.exportRateLimited);
    await ctx.app.services.jobs.drain();
    expect((await listExports(user)).map((e) => e.status)).toEqual(['ready', 'ready', 'ready']);
  });
});

describe('account deletion', () => {
  it("has every area erase its own rows, not leaving them to the users row's cascades", async () => {
    const user = await signUpUser(ctx.app);
    await fillEverything(user);
    const [account, ...others] = ctx.app.services.userData;
    const ownedByOthers = new Set(others.flatMap((entry) => entry.tables));
    const references = (await userReferenceColumns(ctx.database.pool)).filter((r) =>
      ownedByOthers.has(r.table),
    );
    expect(account?.tables).toContain('users');
    expect(references.length).toBeGreaterThan(20);
    const rolledBack = new Error('roll back');
    await expect(
      ctx.database.db.transaction(async (tx) => {
        for (const entry of [...others].reverse()) await entry.eraseForUser(tx, user.userId);
        for (const { table, column } of references) {
          const left = await tx.execute<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${user.userId}`,
          );
          expect(left.rows[0]?.n, `${table}.${column}`).toBe(0);
        }
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });

  it('needs confirm: true besides the requestType, and a session', async () => {
    const user = await signUpUser(ctx.app);
    const bare = await post(user.cookie, '/api/user/delete', { requestType: 'delete' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.message).toBe(ACCOUNT_MESSAGES.deletionConfirmRequired);
    expect(
      (await post(user.cookie, '/api/user/delete', { requestType: 'export', confirm: true })).statusCode,
    ).toBe(400);
    expect(
      (await post(undefined, '/api/user/delete', { requestType: 'delete', confirm: true })).statusCode,
    ).toBe(401);
    expect((await get(user.cookie, '/api/user/data-exports')).statusCode).toBe(200);
  });

  it('leaves no readable health data behind, keeps posts as Deleted user, and signs out everywhere', async () => {
    const user = await signUpUser(ctx.app, { phoneNumber: '(415) 555-0199' });
    const bystander = await signUpUser(ctx.app);
    const values = await fillEverything(user);
    const bystanderValues = await fillEverything(bystander);
    // A second session (another device), and an export with its email in the outbox.
    const secondSignin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: user.email, password: user.password },
    });
    expect(secondSignin.statusCode, secondSignin.body).toBe(200);
    const secondCookie = String(secondSignin.headers['set-cookie'])
      .split(/,(?=\s*\w+=)/)
      .map((c) => c.split(';')[0]!.trim())
      .filter((c) => !c.endsWith('='))
      .join('; ');
    await post(user.cookie, '/api/user/data-export', { requestType: 'export' });
    await ctx.app.services.jobs.drain();
    const [exportedInvoice] = (await get(user.cookie, '/api/billing/invoices')).json() as {
      number: string;
    }[];
    const exportedInvoiceNumber = exportedInvoice!.number;

    // Before: the values are where we expect them (proves the search can find things).
    expect(await findInDatabase(values.post)).toEqual(['"public"."posts"."content"']);
    expect((await findInDatabase(user.email)).length).toBeGreaterThan(0);
    // A story's words are encrypted at rest: not found in clear even before the deletion.
    expect(await findInDatabase(values.story)).toEqual([]);
    // Every column holding a user id in a table some area registers (all but the audit log, which
    // user-data.int.test.ts lists as kept) has the user's rows: fillEverything reaches every area.
    const registered = new Set(
      ctx.app.services.userData.flatMap((entry) => [...entry.tables, ...(entry.erasedOnly ?? [])]),
    );
    const references = (await userReferenceColumns(ctx.database.pool)).filter((r) => registered.has(r.table));
    expect(references.map((r) => r.table)).not.toContain('audit_log');
    const rowsOfUser = async ({ table, column }: UserReference) =>
      (
        await ctx.database.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "${table}" WHERE "${column}" = $1`,
          [user.userId],
        )
      ).rows[0]!.n;
    for (const reference of references) {
      expect(await rowsOfUser(reference), `${reference.table}.${reference.column} before`).toBeGreaterThan(0);
    }

    const response = await post(user.cookie, '/api/user/delete', { requestType: 'delete', confirm: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(String(response.headers['set-cookie'])).toMatch(/iw_session=;/);

    const secret = [
      values.symptom,
      values.trigger,
      values.checkInNote,
      values.feedback,
      values.widget,
      values.request,
      values.condition,
      values.chat,
      values.meal,
      values.story,
      values.shareMessage,
      values.workoutNote,
      user.email,
      user.userId,
      '555-0199',
    ];
    for (const value of secret) {
      const hits = await findInDatabase(value);
      // The user id stays only in audit rows (who did what, no health values) by design.
      const allowed =
        value === user.userId ? hits.filter((h) => !h.startsWith('"public"."audit_log"')) : hits;
      expect(allowed, `${value} found in ${hits.join(', ')}`).toEqual([]);
    }
    // Encrypted or not, the user's rows are gone.
    for (const table of [
      'symptoms',
      'chat_messages',
      'nutrition_analyses',
      'water_entries',
      'fasts',
      'fasting_note_acknowledgements',
      'subscriptions',
      'payments',
      'payment_methods',
      'invoices',
      'health_metrics',
      'exercise_completions',
      'experiment_assignments',
      'experiment_conversions',
      'challenge_participations',
      'challenge_task_completions',
      'challenge_requests',
      'practitioner_type_requests',
      'practitioner_profiles',
      'post_likes',
      'topic_follows',
      'success_stories',
      'success_story_likes',
      'success_story_reports',
      'recommendation_feedback',
      'user_medical_lists',
      'onboarding_answers',
      'onboarding_tour_progress',
      'user_settings',
      'data_exports',
      'user_achievements',
      'streak_freezes',
      'weekly_challenge_rewards',
      'achievement_share_links',
      'sessions',
      'accounts',
      'users',
    ]) {
      const column = table === 'users' ? 'id' : 'user_id';
      const left = await ctx.database.pool.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [
        user.userId,
      ]);
      expect(left.rowCount, table).toBe(0);
    }
    // No row of the user is left in any of those tables, whichever area owns it.
    for (const reference of references) {
      expect(await rowsOfUser(reference), `${reference.table}.${reference.column} after`).toBe(0);
    }
    // The invoice stays as the accounting record, without the person or their card.
    const keptInvoice = await ctx.database.pool.query(
      `SELECT user_id, payment_id, card_last4, amount_cents FROM invoices WHERE number = $1`,
      [exportedInvoiceNumber],
    );
    expect(keptInvoice.rows).toEqual([
      { user_id: null, payment_id: null, card_last4: null, amount_cents: 999 },
    ]);
    // Feedback ratings stay, anonymised, without their text.
    const feedbackRows = await ctx.database.pool.query(
      `SELECT message_enc, subject_enc, email_enc FROM feedback WHERE user_id IS NULL AND rating IN (4, 5)`,
    );
    expect(feedbackRows.rows.length).toBeGreaterThanOrEqual(2);
    expect(feedbackRows.rows.every((r) => !r.message_enc && !r.subject_enc && !r.email_enc)).toBe(true);

    // The post stays, public, by 'Deleted user'; the comment too.
    const other = await get(bystander.cookie, '/api/community');
    const kept = (other.json() as { id: string; authorName: string; userId: string | null }[]).find(
      (p) => p.id === values.postId,
    );
    expect(kept).toMatchObject({ authorName: 'Deleted user', userId: null });
    // Posts and comments are public writing kept by design (docs/product/data-rights.md#account-deletion).
    expect(await findInDatabase(values.comment)).toEqual(['"public"."comments"."content"']);
    const thread = await get(bystander.cookie, `/api/community/posts/${values.postId}`);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(JSON.stringify(thread.json())).toContain('Deleted user');
    const audit = await ctx.database.pool.query(
      `SELECT 1 FROM audit_log WHERE subject_user_id = $1 AND action = 'delete' AND resource = 'account'`,
      [user.userId],
    );
    expect(audit.rowCount).toBe(1);

    // Signed out everywhere; signing in again fails.
    expect((await get(user.cookie, '/api/user/data-exports')).statusCode).toBe(401);
    expect((await get(secondCookie, '/api/user/data-exports')).statusCode).toBe(401);
    const signin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: user.email, password: user.password },
    });
    expect(signin.statusCode).toBe(401);

    // The bystander's data is untouched.
    expect(await findInDatabase(bystanderValues.post)).toEqual(['"public"."posts"."content"']);
    expect((await listExports(bystander)).length).toBe(0);
    const bystanderSymptoms = await get(bystander.cookie, `/api/symptoms/user/${bystander.userId}`);
    expect((bystanderSymptoms.json() as { description: string }[])[0]!.description).toBe(
      bystanderValues.symptom,
    );
  });
});
