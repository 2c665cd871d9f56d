import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { loadLibraryCatalogue } from '../features/library/catalogue';
import { providerSignupPayload } from '../features/provider-signup/testing';
import {
  checkInPayload,
  communityPostPayload,
  signupPayload,
  successStoryPayload,
  symptomPayload,
  uniqueEmail,
} from './factories';
import { practitionerProfilePayload } from './practice-fixtures';

/**
 * Who may call each route of the app: the authorisation matrix (docs/testing.md#authorisation-matrix).
 * `server/test/authz-matrix.int.test.ts` builds the app, lists every route it registers and calls each
 * one as five people: anonymous, the owner of the records the request names, another user, a
 * practitioner and an admin. A route missing from this table fails that test with its name, so a new
 * route is declared here, with its rule, in the same change that adds it.
 */

/** An item of the library's own files (the matrix's app reads them). */
const LIBRARY_SLUG = loadLibraryCatalogue()[0]?.slug ?? 'no-library-items';

export const MATRIX_ROLES = ['anonymous', 'owner', 'other', 'practitioner', 'admin'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

/**
 * - `public`: anyone, signed in or not.
 * - `signed-in`: any signed-in person, on their own data (the route takes no one else's id).
 * - `owner`: only the owner of the record or user id in the path.
 * - `owner-or-admin`: the owner, and admins (who read any person's records, audited).
 * - `admin`: admins only.
 * - `practitioner`: practitioners only, on their own practice (the route takes no one else's id).
 * - `practitioner-or-admin`: the practitioner whose practice the path names, and admins.
 */
export type MatrixRule =
  | 'public'
  | 'signed-in'
  | 'owner'
  | 'owner-or-admin'
  | 'admin'
  | 'practitioner'
  | 'practitioner-or-admin';

/** The roles each rule lets through; the others get 401 (signed out) or 403/404 (signed in). */
export const ALLOWED: Record<MatrixRule, readonly MatrixRole[]> = {
  public: MATRIX_ROLES,
  'signed-in': ['owner', 'other', 'practitioner', 'admin'],
  owner: ['owner'],
  'owner-or-admin': ['owner', 'admin'],
  admin: ['admin'],
  practitioner: ['practitioner'],
  'practitioner-or-admin': ['practitioner', 'admin'],
};

export type MatrixAccount = { userId: string; email: string; password: string; cookie: string };
export type MatrixCaller = { role: MatrixRole; account: MatrixAccount | null };
export type MatrixRequest = Pick<InjectOptions, 'url' | 'payload' | 'headers' | 'query'>;

/** What a request builder may use: the owner, their records, and ways to make fresh ones. */
export type MatrixFixtures = {
  owner: MatrixAccount;
  /** Ids of the owner's records made before the calls. */
  ids: {
    symptomId: string;
    postId: string;
    chatSessionId: string;
    exportId: string;
    /** The owner's published success story (liked and unliked). */
    storyId: string;
    /** Another published story of the owner's, for reports (it may go back to review). */
    reportStoryId: string;
    /** The owner's stories waiting for review: one an admin approves, one an admin rejects. */
    approveStoryId: string;
    rejectStoryId: string;
    /** The owner's paid checkout and its invoice (the owner paid for Premium). */
    paymentId: string;
    invoiceId: string;
    /** The matrix practitioner's own listing, approved and live in the directory. */
    practitionerId: string;
    /** A seeded demo listing (cannot receive consultation requests). */
    demoPractitionerId: string;
    /** Two practitioners' profiles waiting for review: one an admin approves, one an admin rejects. */
    approveApplicationId: string;
    rejectApplicationId: string;
  };
  /** POSTs as `account` (a record a call uses up, a state a call needs) and returns the answer's body. */
  post(account: MatrixAccount, url: string, payload?: unknown): Promise<Record<string, unknown>>;
  /** A multipart/form-data request (text fields and files). */
  form(
    parts: (
      | { name: string; value: string }
      | { name: string; filename: string; type: string; data: Buffer }
    )[],
  ): MatrixRequest;
  /** A photo of the matrix practitioner's practice profile (not yet on their listing): its key. */
  practitionerPhotoKey(): Promise<string>;
  /** A small PNG image. */
  png(): Promise<Buffer>;
  /** Gives the owner a profile picture (an emoji avatar replaces it). */
  ownerPicture(): Promise<void>;
  /** A new member, signed in (without Premium): someone whose records a route needs besides the owner's. */
  member(): Promise<MatrixAccount>;
  /** A new account (not signed in): a caller of a public route signs in with it. */
  newAccount(): Promise<{ email: string; password: string }>;
  /** A new admin account without a second factor (not signed in), made as `npm run admin:create` does. */
  newAdmin(): Promise<{ email: string; password: string }>;
  /** A valid password-reset token for a new account, from the mail the app sent. */
  resetToken(): Promise<string>;
  /** A valid email-change token: a new account asked for a new address, from the mail sent there. */
  emailChangeToken(): Promise<string>;
  /** The client secret of a new sandbox payment intent created for `account` (as the checkout would). */
  sandboxClientSecret(account: MatrixAccount): Promise<string>;
  /** The one-time token of the bank step of a new sandbox payment of `account`'s that asks for one. */
  sandboxAuthToken(account: MatrixAccount): Promise<string>;
};

export type MatrixEntry = {
  rule: MatrixRule;
  /** Why the rule, when the route's name does not say it. */
  note?: string;
  /** The request (path with ids filled in, body); default: the table's path, no body. */
  request?: (f: MatrixFixtures, caller: MatrixCaller) => MatrixRequest | Promise<MatrixRequest>;
  /**
   * The route ends or changes the caller's account: each signed-in call is made by a new account of
   * that role (with Premium, like the shared callers; `'free'`: without).
   */
  freshCaller?: true | 'free';
  /** What an allowed caller gets: 2xx unless said (a redirect). */
  success?: '2xx' | '3xx';
  /**
   * Other answers an allowed caller may get, with the reason: a body this table cannot build (an
   * upload), a service the test app does not have. Never 2xx-for-everyone: unallowed callers are still
   * checked for 401/403/404.
   */
  orElse?: { statuses: readonly number[]; reason: string };
  /**
   * The route exists only when that card processor is configured. The matrix's app runs without it,
   * so the route is not called here: the processor's own test builds an app with it, checks that
   * every route it registers is declared, and calls this one signed out and signed in.
   */
  registeredOnlyWith?: 'stripe';
};

const json = (payload: unknown): MatrixRequest['payload'] => payload as MatrixRequest['payload'];

/** A valid new A/B experiment (a fresh key each time). */
const experimentPayload = () => ({
  key: `matrix-${randomUUID().slice(0, 8)}`,
  name: 'Matrix experiment',
  primaryMetric: 'signup',
  variants: [
    { id: 'control', name: 'Control', weight: 50, isControl: true, config: {} },
    { id: 'b', name: 'B', weight: 50, isControl: false, config: {} },
  ],
});

/**
 * An experiment for an admin caller to act on (created, and paused when asked); other callers are
 * refused before the id is looked at, so they name one that does not exist.
 */
async function experimentFor(
  f: MatrixFixtures,
  caller: MatrixCaller,
  status: 'active' | 'paused' = 'active',
) {
  if (caller.role !== 'admin' || !caller.account) return randomUUID();
  const created = await f.post(caller.account, '/api/ab-testing/experiments', experimentPayload());
  if (status === 'paused') await f.post(caller.account, `/api/ab-testing/experiments/${created.id}/pause`);
  return String(created.id);
}

/** A new member's post, for a moderation decision: its id. */
async function matrixPost(f: MatrixFixtures): Promise<string> {
  return String((await f.post(await f.member(), '/api/community', communityPostPayload())).id);
}

/** A new member's practitioner-type request, for an admin to mark: its id. */
async function matrixTypeRequest(f: MatrixFixtures): Promise<string> {
  const sent = await f.post(await f.member(), '/api/practitioner-requests', { specialty: 'Art therapy' });
  return String(sent.id);
}

/** A new member's custom challenge request, for an admin to mark: its id. */
async function matrixChallengeRequest(f: MatrixFixtures): Promise<string> {
  const sent = await f.post(await f.member(), '/api/challenge-requests', {
    focus: 'Energy',
    goal: 'Walk to the park',
    days: 21,
  });
  return String(sent.id);
}
const emailOf = (caller: MatrixCaller) => caller.account?.email ?? uniqueEmail('anonymous');
/** A state a challenge route needs: the caller running the 'gentle-movement' challenge. */
const joinGentleMovement = (f: MatrixFixtures, account: MatrixAccount) =>
  f.post(account, '/api/challenges/gentle-movement/join', { timeZone: 'UTC' });
const guided = { currentSymptoms: { primarySymptoms: ['Headache'], severity: 5 } };
/** A consultation request's form, valid for the matrix practitioner's listing (in person). */
const consultationRequestPayload = () => ({
  reason: 'Long-standing fatigue and bloating after meals',
  preferredTimes: 'Weekday mornings',
  mode: 'in_person',
  share: { symptoms: true, checkIns: true, insights: false },
});
/** The owner's pending request to the matrix practitioner, made once: the owner cancels it. */
let ownerRequest: Promise<string> | null = null;
const ownerConsultationRequest = (f: MatrixFixtures) => {
  ownerRequest ??= f
    .post(
      f.owner,
      `/api/practitioners/${f.ids.practitionerId}/consultation-requests`,
      consultationRequestPayload(),
    )
    .then((created) => String(created.id));
  return ownerRequest;
};
/** A new member's pending request to the matrix practitioner (each answer needs one of its own). */
const memberConsultationRequest = async (f: MatrixFixtures) => {
  const member = await f.member();
  const created = await f.post(
    member,
    `/api/practitioners/${f.ids.practitionerId}/consultation-requests`,
    consultationRequestPayload(),
  );
  return String(created.id);
};

/**
 * Every route, as `METHOD /path` with Fastify's `:param` names. HEAD routes follow their GET. The
 * API reference's own routes (`/api`, `/api.json`, `/api/static/*`, `/api/json`, `/api/yaml`) are
 * public documentation, declared in `PUBLIC_REFERENCE`.
 */
export const AUTHZ_MATRIX: Record<string, MatrixEntry> = {
  // Sign-up, sign-in and password reset: nobody is signed in yet.
  'POST /api/auth/signup': { rule: 'public', request: () => ({ payload: json(signupPayload()) }) },
  'POST /api/auth/signin': {
    rule: 'public',
    request: async (f) => ({ payload: json({ ...(await f.newAccount()), rememberMe: false }) }),
  },
  'POST /api/admin/login': {
    rule: 'public',
    note: 'admin sign-in: a new admin’s right password answers the second factor’s enrolment',
    request: async (f) => {
      const { email, password } = await f.newAdmin();
      return { payload: json({ username: email, password }) };
    },
  },
  'POST /api/auth/signout': { rule: 'public', note: 'ends the caller’s session, if any', freshCaller: true },
  'GET /auth/status': { rule: 'public', note: 'says whether the caller is signed in' },
  'POST /api/auth/forgot-password': {
    rule: 'public',
    request: async (f) => ({ payload: json({ email: (await f.newAccount()).email }) }),
  },
  'POST /api/user/confirm-email': {
    rule: 'public',
    note: 'the link in the mail to the new address is the proof; it works signed in or out',
    request: async (f) => ({ payload: json({ token: await f.emailChangeToken() }) }),
  },
  'POST /api/auth/reset-password': {
    rule: 'public',
    request: async (f) => ({
      payload: json({
        token: await f.resetToken(),
        password: 'Fresh-Start-2031',
        confirmPassword: 'Fresh-Start-2031',
      }),
    }),
  },
  'GET /auth/google': { rule: 'public', success: '3xx', note: 'redirects to Google, or back to sign-in' },
  'GET /api/auth/callback/:providerId': {
    rule: 'public',
    success: '3xx',
    note: 'the OAuth callback: the state it carries decides; a missing one redirects to sign-in',
    request: () => ({ url: '/api/auth/callback/google' }),
  },

  // Symptoms, check-ins, progress and sharing: a person's own records; admins read them too.
  'POST /api/symptoms': { rule: 'signed-in', request: () => ({ payload: json(symptomPayload()) }) },
  'GET /api/symptoms/user/:userId': {
    rule: 'owner-or-admin',
    request: (f) => ({ url: `/api/symptoms/user/${f.owner.userId}` }),
  },
  'POST /api/health-metrics': { rule: 'signed-in', request: () => ({ payload: json(checkInPayload()) }) },
  'GET /api/health-metrics/user/:userId': {
    rule: 'owner-or-admin',
    request: (f) => ({ url: `/api/health-metrics/user/${f.owner.userId}` }),
  },
  'GET /api/health-metrics/user/:userId/daily': {
    rule: 'owner-or-admin',
    request: (f) => ({ url: `/api/health-metrics/user/${f.owner.userId}/daily` }),
  },
  'GET /api/progress/user/:userId': {
    rule: 'owner-or-admin',
    request: (f) => ({ url: `/api/progress/user/${f.owner.userId}` }),
  },
  'GET /api/sharing/insights/:userId': {
    rule: 'owner-or-admin',
    request: (f) => ({ url: `/api/sharing/insights/${f.owner.userId}` }),
  },
  'GET /api/insights/export.csv': {
    rule: 'signed-in',
    note: 'the caller’s own days only; a userId in the query is ignored, for admins too',
  },
  'GET /api/insights/summary': {
    rule: 'signed-in',
    note: 'the caller’s own doctor summary only; a userId in the query is ignored, for admins too',
  },
  'GET /api/progress/checklist': { rule: 'signed-in' },
  // Levels, achievements, streaks and the weekly challenge: the caller's own, computed from their activity.
  'GET /api/gamification/level': { rule: 'signed-in' },
  'GET /api/gamification/achievements': { rule: 'signed-in' },
  'GET /api/gamification/streaks': { rule: 'signed-in' },
  'GET /api/gamification/weekly-challenge': { rule: 'signed-in' },
  'GET /api/achievements': { rule: 'signed-in' },
  'POST /api/gamification/streaks/freeze': {
    rule: 'signed-in',
    request: () => ({ payload: json({ type: 'symptoms' }) }),
    orElse: {
      statuses: [409],
      reason: 'a freeze needs a streak that missed exactly yesterday; the matrix’s accounts have none',
    },
  },
  'POST /api/achievements/:id/share-link': {
    rule: 'signed-in',
    note: 'the id is a catalogue entry; the link is to the caller’s own earned achievement',
    request: async (f, caller) => {
      // A first symptom earns 'First symptom logged' (the owner logged one before the calls).
      if (caller.account && caller.role !== 'owner') {
        await f.post(caller.account, '/api/symptoms', symptomPayload());
      }
      return { url: '/api/achievements/first-symptom/share-link', payload: json({}) };
    },
  },
  'DELETE /api/achievements/:id/share-links': {
    rule: 'signed-in',
    note: 'revokes the caller’s own links to that achievement',
    request: () => ({ url: '/api/achievements/first-symptom/share-links' }),
  },
  'GET /api/public/achievements/:token': {
    rule: 'public',
    note: 'a link the owner made to share one achievement: its title and what they chose to show',
    request: async (f) => {
      // The owner's symptom logged before the calls earned 'First symptom logged'.
      const link = await f.post(f.owner, '/api/achievements/first-symptom/share-link', {});
      return { url: `/api/public/achievements/${String(link.token)}` };
    },
  },
  'GET /api/journey': { rule: 'signed-in', note: 'the caller’s own timeline; it takes no user id' },
  'GET /api/journey/entries/:type/:id': {
    rule: 'owner',
    note: 'the free text of one of the owner’s symptoms; anyone else’s id reads as missing (404)',
    request: (f) => ({ url: `/api/journey/entries/symptom/${f.ids.symptomId}` }),
  },
  'GET /api/recommendations': { rule: 'signed-in' },
  'POST /api/recommendations/:id/tried': {
    rule: 'signed-in',
    note: 'the id is a catalogue entry; the mark is the caller’s',
    request: () => ({ url: '/api/recommendations/daily-check-in/tried' }),
  },

  // Exercise plans: the catalogue is shared, completions and progress are the caller's own.
  'GET /api/exercise-plans': { rule: 'signed-in' },
  'GET /api/exercise-recommendations/user/:userId': {
    rule: 'owner-or-admin',
    request: (f) => ({ url: `/api/exercise-recommendations/user/${f.owner.userId}` }),
  },
  'POST /api/exercise/:id/complete': {
    rule: 'signed-in',
    note: 'the id is a catalogue workout; the completion is the caller’s',
    request: () => ({ url: '/api/exercise/chair-yoga/complete', payload: json({ durationMinutes: 10 }) }),
  },
  'GET /api/exercise/progress': { rule: 'signed-in' },
  // Wellness challenges: the catalogue is public (with the caller's own runs when signed in); runs,
  // ticks and requests are the caller's own; admins read the custom challenge requests.
  'GET /api/challenges': { rule: 'public', note: 'the caller’s own runs are added when signed in' },
  'GET /api/challenges/:id': {
    rule: 'public',
    note: 'the caller’s own run is added when signed in',
    request: () => ({ url: '/api/challenges/gentle-movement' }),
  },
  'POST /api/challenges/:id/join': {
    rule: 'signed-in',
    note: 'the id is a catalogue challenge; the run is the caller’s',
    request: () => ({ url: '/api/challenges/gentle-movement/join', payload: json({ timeZone: 'UTC' }) }),
  },
  'POST /api/challenges/:id/leave': {
    rule: 'signed-in',
    request: async (f, caller) => {
      if (caller.account) await joinGentleMovement(f, caller.account);
      return { url: '/api/challenges/gentle-movement/leave' };
    },
  },
  'POST /api/challenges/:id/tasks/:taskId/complete': {
    rule: 'signed-in',
    note: 'ticks day 1 of the caller’s own run',
    request: async (f, caller) => {
      if (caller.account) await joinGentleMovement(f, caller.account);
      return { url: '/api/challenges/gentle-movement/tasks/day-1/complete' };
    },
  },
  'DELETE /api/challenges/:id/tasks/:taskId/complete': {
    rule: 'signed-in',
    note: 'unticks day 1 of the caller’s own run, ticked today',
    request: async (f, caller) => {
      if (caller.account) {
        await joinGentleMovement(f, caller.account);
        await f.post(caller.account, '/api/challenges/gentle-movement/tasks/day-1/complete');
      }
      return { url: '/api/challenges/gentle-movement/tasks/day-1/complete' };
    },
  },
  'POST /api/challenge-requests': {
    rule: 'signed-in',
    request: () => ({ payload: json({ focus: 'Energy', goal: 'Walk to the park', days: 21 }) }),
  },
  'GET /api/admin/challenge-requests': { rule: 'admin' },
  // Insights: the caller's own; an admin may name a person with ?userId= (audited), anyone else who
  // names someone still gets their own.
  'GET /api/insights': {
    rule: 'signed-in',
    note: 'userId is honoured for admins only',
    request: (f) => ({ url: `/api/insights?period=30d&userId=${f.owner.userId}` }),
  },

  // Subscription, water and fasting: the caller's own.
  'GET /api/subscription/status': { rule: 'signed-in' },
  'GET /api/premium/trial-status': { rule: 'signed-in' },
  'POST /api/premium/start-trial': { rule: 'signed-in', freshCaller: 'free', note: 'once per free account' },
  // Payments and the paid subscription: the caller's own.
  'POST /api/create-payment-intent': {
    rule: 'signed-in',
    freshCaller: 'free',
    note: 'a checkout of the caller’s own; a Premium member gets 409',
    request: () => ({ payload: json({}) }),
  },
  'GET /api/payments/:id': {
    rule: 'owner',
    note: 'another person’s payment reads as missing (404)',
    request: (f) => ({ url: `/api/payments/${f.ids.paymentId}` }),
  },
  'GET /api/billing/subscription': { rule: 'signed-in' },
  'GET /api/billing/invoices': { rule: 'signed-in', note: 'the caller’s own invoices' },
  'GET /api/billing/invoices/:id': {
    rule: 'owner',
    note: 'another person’s invoice reads as missing (404)',
    request: (f) => ({ url: `/api/billing/invoices/${f.ids.invoiceId}` }),
  },
  'POST /api/premium/upgrade': {
    rule: 'signed-in',
    freshCaller: 'free',
    note: 'a free account without a saved card is sent to the checkout',
  },
  'POST /api/subscription/cancel': {
    rule: 'signed-in',
    freshCaller: true,
    note: 'the caller’s own subscription',
    orElse: {
      statuses: [409],
      reason: 'a fresh caller has Premium granted, not a paid subscription to cancel',
    },
  },
  'POST /api/subscription/resume': {
    rule: 'signed-in',
    freshCaller: true,
    note: 'the caller’s own subscription',
    orElse: { statuses: [409], reason: 'a fresh caller has no cancelled subscription to resume' },
  },
  // The sandbox card processor's card form and bank page: only for a payment created for the caller.
  'POST /api/payments/sandbox/confirm': {
    rule: 'signed-in',
    note: 'the client secret names an intent created for the caller; another person’s answers 404',
    request: async (f, caller) => ({
      payload: json({
        clientSecret: caller.account ? await f.sandboxClientSecret(caller.account) : 'pi_sbx_unknown',
        cardNumber: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
      }),
    }),
  },
  'POST /api/payments/sandbox/authenticate': {
    rule: 'signed-in',
    note: 'the one-time token belongs to a payment created for the caller',
    request: async (f, caller) => ({
      payload: json({
        token: caller.account ? await f.sandboxAuthToken(caller.account) : 'unknown',
        approve: true,
      }),
    }),
  },
  'GET /api/water/summary': { rule: 'signed-in' },
  'POST /api/water/entries': { rule: 'signed-in', request: () => ({ payload: json({ kind: 'glass' }) }) },
  'DELETE /api/water/entries/last': {
    rule: 'signed-in',
    note: 'removes the caller’s own last glass (one is logged first)',
    request: async (f, caller) => {
      if (caller.account) await f.post(caller.account, '/api/water/entries', { kind: 'glass' });
      return {};
    },
  },
  'DELETE /api/water/entries/:id': {
    rule: 'owner',
    request: async (f) => {
      const summary = (await f.post(f.owner, '/api/water/entries', { kind: 'glass' })) as {
        entries: { id: string }[];
      };
      return { url: `/api/water/entries/${summary.entries[0]?.id}` };
    },
  },
  'PUT /api/water/goal': { rule: 'signed-in', request: () => ({ payload: json({ goalMl: 2500 }) }) },
  'GET /api/fasting': { rule: 'signed-in' },
  'POST /api/fasting/acknowledge-note': { rule: 'signed-in' },
  'POST /api/fasting/start': {
    rule: 'signed-in',
    freshCaller: true,
    note: 'one running fast per account, after the note is acknowledged',
    request: async (f, caller) => {
      if (caller.account) await f.post(caller.account, '/api/fasting/acknowledge-note');
      return { payload: json({ protocol: '16:8' }) };
    },
  },
  'POST /api/fasting/stop': {
    rule: 'signed-in',
    freshCaller: true,
    note: 'stops the caller’s own fast (one is started first)',
    request: async (f, caller) => {
      if (caller.account) {
        await f.post(caller.account, '/api/fasting/acknowledge-note');
        await f.post(caller.account, '/api/fasting/start', { protocol: '16:8' });
      }
      return {};
    },
  },

  // The stored assistant chat: a session is its owner's.
  'POST /api/chat': {
    rule: 'signed-in',
    request: () => ({ payload: json({ sessionId: 'matrix-chat', content: 'I slept badly again' }) }),
  },
  'GET /api/chat/history': { rule: 'signed-in' },
  'GET /api/chat/:sessionId': {
    rule: 'signed-in',
    note: 'session ids are per person: another person’s id reads the caller’s own (empty) session',
    request: (f) => ({ url: `/api/chat/${f.ids.chatSessionId}` }),
  },
  'POST /api/chat/message': {
    rule: 'signed-in',
    request: () => ({
      headers: { accept: 'application/json' },
      payload: json({ message: 'Tired all the time' }),
    }),
  },

  // Profile, settings and sessions: the caller's own.
  'GET /api/user/profile': { rule: 'signed-in' },
  'PATCH /api/user/profile': {
    rule: 'signed-in',
    request: (_f, caller) => ({
      payload: json({ firstName: 'Maya', lastName: 'Rivera', email: emailOf(caller) }),
    }),
  },
  'PATCH /api/user/privacy': {
    rule: 'signed-in',
    request: () => ({ payload: json({ analyticsConsent: false }) }),
  },
  'POST /api/user/avatar': {
    rule: 'signed-in',
    request: async (f) =>
      f.form([{ name: 'avatar', filename: 'me.png', type: 'image/png', data: await f.png() }]),
  },
  'POST /api/user/avatar/emoji': {
    rule: 'signed-in',
    request: () => ({ payload: json({ avatarId: 'lotus' }) }),
  },
  'GET /api/user/avatar/:userId': {
    rule: 'owner-or-admin',
    request: async (f) => {
      await f.ownerPicture();
      return { url: `/api/user/avatar/${f.owner.userId}` };
    },
  },
  'GET /api/user/sessions': { rule: 'signed-in' },
  'POST /api/user/sessions/revoke-others': { rule: 'signed-in', freshCaller: true },
  'POST /api/user/change-password': {
    rule: 'signed-in',
    freshCaller: true,
    request: (_f, caller) => ({
      payload: json({
        currentPassword: caller.account?.password ?? 'Wellness2024',
        newPassword: 'Brand-New-Path-77',
        confirmPassword: 'Brand-New-Path-77',
      }),
    }),
  },

  // Onboarding and the guided tour: the caller's own answers.
  'POST /api/onboarding/complete': {
    rule: 'signed-in',
    request: () => ({
      payload: json({
        personalInfo: { age: 42, weight: 160, height: 170, gender: 'female' },
        healthHistory: {
          chronicConditions: ['Migraines'],
          medications: '',
          allergies: '',
          familyHistory: '',
        },
        lifestyle: {
          diet: 'vegetarian',
          exerciseLevel: 'moderate',
          smokingStatus: 'never',
          alcoholConsumption: 'never',
        },
        symptoms: {
          primarySymptoms: ['Headache'],
          symptomSeverity: 6,
          symptomDuration: '3 months',
          triggers: '',
        },
        goals: { primaryGoals: ['Better sleep'], timeline: '3 months', preferences: '' },
      }),
    }),
  },
  'GET /api/onboarding': { rule: 'signed-in' },
  'GET /api/onboarding-tour/progress': { rule: 'signed-in' },
  'PUT /api/onboarding-tour/progress': {
    rule: 'signed-in',
    request: () => ({ payload: json({ step: 1, answers: { age: '42' } }) }),
  },
  'DELETE /api/onboarding-tour/progress': { rule: 'signed-in' },
  'POST /api/onboarding-tour/log-symptoms': {
    rule: 'signed-in',
    request: () => ({ payload: json({ symptoms: [symptomPayload()] }) }),
  },

  // Wellness: the daily message is for everyone; air quality uses the caller's ZIP code.
  'GET /api/wellness/daily-message': { rule: 'public' },
  'GET /api/environmental/air-quality': { rule: 'signed-in' },

  // Feedback: anyone signed in sends it; only admins read it.
  'POST /api/feedback': {
    rule: 'signed-in',
    request: () => ({
      payload: json({
        rating: 4,
        category: 'general',
        feedback: 'The reminders help me keep going every day.',
      }),
    }),
  },
  'POST /api/feedback/submit': {
    rule: 'signed-in',
    request: () => ({ payload: json({ rating: 4, message: 'Helpful reminders.' }) }),
  },
  'POST /api/feedback/prompt/visit': { rule: 'signed-in' },
  'POST /api/feedback/prompt/closed': { rule: 'signed-in' },
  'GET /api/feedback': { rule: 'admin' },

  // Moderation queues: admins only; each decision is made on a fresh record.
  'GET /api/admin/queue-counts': { rule: 'admin' },
  'GET /api/admin/community/reports': { rule: 'admin' },
  'POST /api/admin/community/posts/:id/hide': {
    rule: 'admin',
    request: async (f) => ({ url: `/api/admin/community/posts/${await matrixPost(f)}/hide` }),
  },
  'POST /api/admin/community/posts/:id/restore': {
    rule: 'admin',
    request: async (f, caller) => {
      const id = await matrixPost(f);
      if (caller.role === 'admin' && caller.account) {
        await f.post(caller.account, `/api/admin/community/posts/${id}/hide`);
      }
      return { url: `/api/admin/community/posts/${id}/restore` };
    },
  },
  'POST /api/admin/community/posts/:id/dismiss': {
    rule: 'admin',
    request: async (f) => ({ url: `/api/admin/community/posts/${await matrixPost(f)}/dismiss` }),
  },
  'GET /api/admin/feedback': { rule: 'admin' },
  'PATCH /api/admin/feedback/:id': {
    rule: 'admin',
    request: async (f) => {
      const sent = await f.post(await f.member(), '/api/feedback/submit', {
        rating: 3,
        message: 'Slow today.',
      });
      return { url: `/api/admin/feedback/${String(sent.id)}`, payload: json({ status: 'resolved' }) };
    },
  },
  'POST /api/admin/practitioner-requests/:id/handled': {
    rule: 'admin',
    request: async (f) => ({ url: `/api/admin/practitioner-requests/${await matrixTypeRequest(f)}/handled` }),
  },
  'DELETE /api/admin/practitioner-requests/:id/handled': {
    rule: 'admin',
    request: async (f) => ({ url: `/api/admin/practitioner-requests/${await matrixTypeRequest(f)}/handled` }),
  },
  'POST /api/admin/challenge-requests/:id/handled': {
    rule: 'admin',
    request: async (f) => ({
      url: `/api/admin/challenge-requests/${await matrixChallengeRequest(f)}/handled`,
    }),
  },
  'DELETE /api/admin/challenge-requests/:id/handled': {
    rule: 'admin',
    request: async (f) => ({
      url: `/api/admin/challenge-requests/${await matrixChallengeRequest(f)}/handled`,
    }),
  },

  // Data management: a person's exports are theirs only (not even admins download them).
  'POST /api/user/data-export': {
    rule: 'signed-in',
    request: () => ({ payload: json({ requestType: 'export' }) }),
  },
  'GET /api/user/data-exports': { rule: 'signed-in' },
  'GET /api/user/data-exports/:id/download': {
    rule: 'owner',
    request: (f) => ({ url: `/api/user/data-exports/${f.ids.exportId}/download` }),
  },
  'GET /api/user/data-exports/:id/fhir': {
    rule: 'owner',
    request: (f) => ({ url: `/api/user/data-exports/${f.ids.exportId}/fhir` }),
  },
  'POST /api/user/delete': {
    rule: 'signed-in',
    freshCaller: true,
    note: 'deletes the caller’s own account',
    request: () => ({ payload: json({ requestType: 'delete', confirm: true }) }),
  },

  // Community: members read and write; a post or reply is removed by its author or an admin.
  'GET /api/community': { rule: 'signed-in' },
  'GET /api/community/stats': { rule: 'signed-in' },
  'GET /api/community/topics': { rule: 'signed-in' },
  'PUT /api/community/topics/:topic/follow': {
    rule: 'signed-in',
    request: () => ({ url: `/api/community/topics/${encodeURIComponent('Fatigue Support')}/follow` }),
  },
  'DELETE /api/community/topics/:topic/follow': {
    rule: 'signed-in',
    request: () => ({ url: `/api/community/topics/${encodeURIComponent('Fatigue Support')}/follow` }),
  },
  'GET /api/community/:topic': {
    rule: 'signed-in',
    request: () => ({ url: `/api/community/${encodeURIComponent('Fatigue Support')}` }),
  },
  'POST /api/community': { rule: 'signed-in', request: () => ({ payload: json(communityPostPayload()) }) },
  'PATCH /api/community/:id': {
    rule: 'signed-in',
    note: 'likes or unlikes any post as the caller (the count moves only by the caller’s own like)',
    request: (f) => ({ url: `/api/community/${f.ids.postId}`, payload: json({ likes: 1 }) }),
  },
  'POST /api/community/:id/like': {
    rule: 'signed-in',
    note: 'any member likes any post',
    request: (f) => ({ url: `/api/community/${f.ids.postId}/like` }),
  },
  'DELETE /api/community/:id/like': {
    rule: 'signed-in',
    request: (f) => ({ url: `/api/community/${f.ids.postId}/like` }),
  },
  'GET /api/community/posts/:id': {
    rule: 'signed-in',
    note: 'posts are public to members',
    request: (f) => ({ url: `/api/community/posts/${f.ids.postId}` }),
  },
  'POST /api/community/posts/:id/comments': {
    rule: 'signed-in',
    request: (f) => ({
      url: `/api/community/posts/${f.ids.postId}/comments`,
      payload: json({ content: 'Same here.' }),
    }),
  },
  'DELETE /api/community/posts/:id': {
    rule: 'owner-or-admin',
    note: 'its author, or an admin moderating',
    request: async (f) => {
      const post = (await f.post(f.owner, '/api/community', communityPostPayload())) as { id: string };
      return { url: `/api/community/posts/${post.id}` };
    },
  },
  'POST /api/community/posts/:id/report': {
    rule: 'signed-in',
    note: 'any member reports another member’s post; a second report changes nothing',
    request: (f) => ({
      url: `/api/community/posts/${f.ids.postId}/report`,
      payload: json({ reason: 'spam' }),
    }),
    orElse: { statuses: [403], reason: 'the owner wrote the post, and nobody reports their own' },
  },
  'DELETE /api/community/comments/:id': {
    rule: 'owner-or-admin',
    note: 'its author, or an admin moderating',
    request: async (f) => {
      const comment = (await f.post(f.owner, `/api/community/posts/${f.ids.postId}/comments`, {
        content: 'A reply to remove.',
      })) as { id: string };
      return { url: `/api/community/comments/${comment.id}` };
    },
  },

  // Success stories: members read published ones and share their own; admins review them.
  'GET /api/success-stories': { rule: 'signed-in', note: 'published stories, public to members' },
  'GET /api/success-stories/user': { rule: 'signed-in', note: 'the caller’s own stories only' },
  'POST /api/success-stories': {
    rule: 'signed-in',
    request: () => ({ payload: json(successStoryPayload()) }),
  },
  'POST /api/success-stories/:id/like': {
    rule: 'signed-in',
    note: 'any member likes any published story',
    request: (f) => ({ url: `/api/success-stories/${f.ids.storyId}/like` }),
  },
  'DELETE /api/success-stories/:id/like': {
    rule: 'signed-in',
    request: (f) => ({ url: `/api/success-stories/${f.ids.storyId}/like` }),
  },
  'POST /api/success-stories/:id/report': {
    rule: 'signed-in',
    note: 'any member reports another member’s published story',
    request: (f) => ({
      url: `/api/success-stories/${f.ids.reportStoryId}/report`,
      payload: json({ reason: 'spam' }),
    }),
    orElse: { statuses: [400], reason: 'the owner wrote the story, and nobody reports their own' },
  },
  'GET /api/admin/success-stories': { rule: 'admin' },
  'POST /api/admin/success-stories/:id/approve': {
    rule: 'admin',
    request: (f) => ({ url: `/api/admin/success-stories/${f.ids.approveStoryId}/approve` }),
  },
  'POST /api/admin/success-stories/:id/reject': {
    rule: 'admin',
    request: (f) => ({ url: `/api/admin/success-stories/${f.ids.rejectStoryId}/reject`, payload: json({}) }),
  },

  // The practitioner directory: members search it; type requests are read by admins only.
  'GET /api/practitioners': { rule: 'signed-in' },
  'GET /api/practitioners/:specialty': {
    rule: 'signed-in',
    request: () => ({ url: '/api/practitioners/all' }),
  },
  'GET /api/practitioners/:specialty/:distance': {
    rule: 'signed-in',
    request: () => ({ url: '/api/practitioners/all/25' }),
  },
  'POST /api/practitioner-requests': {
    rule: 'signed-in',
    request: () => ({ payload: json({ specialty: 'Art therapy' }) }),
  },
  'GET /api/practitioner-requests': { rule: 'admin' },
  // Provider signup and the provider landing's figures: nobody is signed in yet.
  'POST /api/providers/signup': {
    rule: 'public',
    note: 'creates a new practitioner account, whoever sends it',
    request: () => ({ payload: json(providerSignupPayload()) }),
  },
  'GET /api/providers/stats': { rule: 'public' },

  // Practice settings: the practitioner of the listing, and admins; the caller's own listing id.
  'GET /api/practitioners/me': { rule: 'practitioner' },
  'GET /api/practitioners/:id/settings': {
    rule: 'practitioner-or-admin',
    request: (f) => ({ url: `/api/practitioners/${f.ids.practitionerId}/settings` }),
  },
  'PUT /api/practitioners/:id/settings': {
    rule: 'practitioner-or-admin',
    note: 'writes the values the matrix listing already has, so other routes still find it live',
    request: (f) => ({
      url: `/api/practitioners/${f.ids.practitionerId}/settings`,
      payload: json({ availableForVideo: true, consultationFee: 175.5, acceptingNewPatients: true }),
    }),
  },

  // The practitioner's own profile: no id in the path, always the caller's. A first submission and
  // the photo routes are made by a new practitioner each time (with a profile first where one is needed).
  'GET /api/practitioners/profile': { rule: 'practitioner' },
  'GET /api/practitioners/application-status': { rule: 'practitioner' },
  'POST /api/practitioners/profile': {
    rule: 'practitioner',
    freshCaller: true,
    request: () => ({ payload: json(practitionerProfilePayload()) }),
  },
  'PUT /api/practitioners/profile': {
    rule: 'practitioner',
    freshCaller: true,
    request: async (f, caller) => {
      if (caller.role === 'practitioner')
        await f.post(caller.account!, '/api/practitioners/profile', practitionerProfilePayload());
      return {
        payload: json(practitionerProfilePayload({ bio: `${practitionerProfilePayload().bio} Edited.` })),
      };
    },
  },
  'POST /api/practitioners/profile/photo': {
    rule: 'practitioner',
    freshCaller: true,
    request: async (f, caller) => {
      if (caller.role === 'practitioner')
        await f.post(caller.account!, '/api/practitioners/profile', practitionerProfilePayload());
      return f.form([{ name: 'photo', filename: 'me.png', type: 'image/png', data: await f.png() }]);
    },
  },
  'DELETE /api/practitioners/profile/photo': {
    rule: 'practitioner',
    freshCaller: true,
    request: async (f, caller) => {
      if (caller.role === 'practitioner')
        await f.post(caller.account!, '/api/practitioners/profile', practitionerProfilePayload());
      return {};
    },
  },
  'GET /api/practitioner-photos/:key': {
    rule: 'practitioner-or-admin',
    note: 'a photo not yet on an approved listing: its practitioner and admins; a listed one is public',
    request: async (f) => ({ url: `/api/practitioner-photos/${await f.practitionerPhotoKey()}` }),
  },

  // The review of practitioners' profiles: admins only.
  'GET /api/admin/practitioner-applications': { rule: 'admin' },
  'POST /api/admin/practitioner-applications/:id/approve': {
    rule: 'admin',
    request: (f) => ({ url: `/api/admin/practitioner-applications/${f.ids.approveApplicationId}/approve` }),
  },
  'POST /api/admin/practitioner-applications/:id/reject': {
    rule: 'admin',
    request: (f) => ({
      url: `/api/admin/practitioner-applications/${f.ids.rejectApplicationId}/reject`,
      payload: json({ reason: 'The licence number does not match the state board.' }),
    }),
  },

  // A/B testing: admins manage experiments; anyone (signed in or not) gets their variants and converts.
  'GET /api/ab-testing/experiments': { rule: 'admin' },
  'POST /api/ab-testing/experiments': {
    rule: 'admin',
    request: () => ({ url: '/api/ab-testing/experiments', payload: json(experimentPayload()) }),
  },
  'GET /api/ab-testing/experiments/active': {
    rule: 'public',
    note: 'the caller’s own variants: the account’s when signed in, else the visitor cookie’s',
  },
  'GET /api/ab-testing/experiments/:id/results': {
    rule: 'admin',
    request: async (f, caller) => ({
      url: `/api/ab-testing/experiments/${await experimentFor(f, caller)}/results`,
    }),
  },
  'POST /api/ab-testing/experiments/:id/pause': {
    rule: 'admin',
    request: async (f, caller) => ({
      url: `/api/ab-testing/experiments/${await experimentFor(f, caller)}/pause`,
    }),
  },
  'POST /api/ab-testing/experiments/:id/resume': {
    rule: 'admin',
    request: async (f, caller) => ({
      url: `/api/ab-testing/experiments/${await experimentFor(f, caller, 'paused')}/resume`,
    }),
  },
  'POST /api/ab-testing/experiments/:id/end': {
    rule: 'admin',
    request: async (f, caller) => ({
      url: `/api/ab-testing/experiments/${await experimentFor(f, caller)}/end`,
    }),
  },
  'POST /api/ab-testing/convert/:experimentId': {
    rule: 'public',
    note: 'counts only for the caller’s own assignment; answers { recorded: false } otherwise',
    request: () => ({ url: `/api/ab-testing/convert/${randomUUID()}`, payload: json({}) }),
  },
  // The daily admin report: admins only.
  'POST /api/admin/email/schedule-daily': {
    rule: 'admin',
    request: () => ({ payload: json({ email: uniqueEmail('report') }) }),
  },
  'GET /api/admin/email/schedule': { rule: 'admin' },
  'DELETE /api/admin/email/schedule/:id': {
    rule: 'admin',
    note: 'an admin removes an address an admin scheduled; others are refused before the id is looked up',
    request: async (f, caller) => {
      const id =
        caller.role === 'admin' && caller.account
          ? String(
              (
                (await f.post(caller.account, '/api/admin/email/schedule-daily', {
                  email: uniqueEmail('report'),
                })) as { recipient: { id: string } }
              ).recipient.id,
            )
          : '00000000-0000-4000-8000-000000000000';
      return { url: `/api/admin/email/schedule/${id}` };
    },
  },
  'POST /api/admin/email/send-test': {
    rule: 'admin',
    request: () => ({ payload: json({ email: uniqueEmail('report') }) }),
  },
  'GET /api/admin/email/metrics': { rule: 'admin' },
  'GET /api/admin/email/preview': { rule: 'admin' },

  // Public practitioner profiles and their reviews.
  'GET /api/practitioner-profiles/:id': {
    rule: 'public',
    note: 'a listed practitioner, as anyone sees it',
    request: (f) => ({ url: `/api/practitioner-profiles/${f.ids.practitionerId}` }),
  },
  'POST /api/practitioners/:id/reviews': {
    rule: 'signed-in',
    request: (f) => ({
      url: `/api/practitioners/${f.ids.practitionerId}/reviews`,
      payload: json({ rating: 5, text: 'Listened carefully and explained every step.' }),
    }),
    orElse: {
      statuses: [403],
      reason:
        'a review needs a consultation request the practitioner accepted, which the matrix does not set up; the practitioner may not review their own practice',
    },
  },
  'DELETE /api/practitioners/:id/reviews/mine': {
    rule: 'signed-in',
    note: 'the caller’s own review, if any',
    request: (f) => ({ url: `/api/practitioners/${f.ids.practitionerId}/reviews/mine` }),
  },

  // Consultation requests: members send their own; the practitioner answers those sent to their listing.
  'POST /api/practitioners/:id/consultation-requests': {
    rule: 'signed-in',
    note: 'anyone signed in asks a listed practitioner (a fresh caller: one request waits per pair)',
    freshCaller: true,
    request: (f) => ({
      url: `/api/practitioners/${f.ids.practitionerId}/consultation-requests`,
      payload: json(consultationRequestPayload()),
    }),
  },
  'GET /api/consultation-requests': { rule: 'signed-in', note: 'the caller’s own requests only' },
  'POST /api/consultation-requests/:id/cancel': {
    rule: 'owner',
    request: async (f) => ({ url: `/api/consultation-requests/${await ownerConsultationRequest(f)}/cancel` }),
  },
  'GET /api/provider/consultation-requests': {
    rule: 'practitioner',
    note: 'requests to the caller’s own listing',
  },
  'POST /api/provider/consultation-requests/:id/accept': {
    rule: 'practitioner',
    request: async (f) => ({
      url: `/api/provider/consultation-requests/${await memberConsultationRequest(f)}/accept`,
      payload: json({ proposedTime: new Date(Date.now() + 7 * 86_400_000).toISOString(), note: '' }),
    }),
  },
  'POST /api/provider/consultation-requests/:id/decline': {
    rule: 'practitioner',
    request: async (f) => ({
      url: `/api/provider/consultation-requests/${await memberConsultationRequest(f)}/decline`,
      payload: json({ note: '' }),
    }),
  },
  // The provider dashboard: a practitioner's own practice numbers.
  'GET /api/provider/dashboard': { rule: 'practitioner' },

  // The health assistant and the guided check: answers for the caller.
  'POST /api/ai/health-chat': {
    rule: 'signed-in',
    request: () => ({ payload: json({ message: 'I have had a headache for two days' }) }),
  },
  'POST /api/health/analyze-symptoms': { rule: 'signed-in', request: () => ({ payload: json(guided) }) },
  'POST /api/health/recommended-tests': { rule: 'signed-in', request: () => ({ payload: json(guided) }) },
  'POST /api/health/find-doctors': {
    rule: 'signed-in',
    request: () => ({ payload: json({ location: { zipCode: '94110' } }) }),
  },
  'POST /api/health/recommend-communities': { rule: 'signed-in', request: () => ({ payload: json(guided) }) },

  // The Premium Nutrition Assistant: the caller's own analyses (premium, granted to every caller).
  'POST /api/nutrition/analyze-premium': {
    rule: 'signed-in',
    request: (f) =>
      f.form([
        { name: 'type', value: 'text' },
        { name: 'input', value: '1 apple' },
      ]),
  },
  'GET /api/nutrition/history': { rule: 'signed-in' },
  'GET /api/nutrition/capabilities': { rule: 'signed-in' },
  'POST /api/nutrition/transcribe': {
    rule: 'signed-in',
    request: (f) =>
      f.form([{ name: 'file', filename: 'r.webm', type: 'audio/webm', data: Buffer.from('RIFFxxxx') }]),
    orElse: { statuses: [503], reason: 'the test app has no speech service: transcription is unavailable' },
  },

  // Usage analytics: counted for anyone (linked to a person only with consent).
  'POST /api/analytics/track': {
    rule: 'public',
    request: () => ({
      payload: json({ event: 'page_view', properties: { path: '/home' }, clientSessionId: 'csmatrix1' }),
    }),
  },
  'POST /api/analytics/feature-usage': {
    rule: 'public',
    request: () => ({ payload: json({ feature: 'water', properties: {}, clientSessionId: 'csmatrix1' }) }),
  },
  'POST /api/analytics/conversion': {
    rule: 'public',
    request: () => ({
      payload: json({ step: 'signup_started', properties: {}, clientSessionId: 'csmatrix1' }),
    }),
  },
  // The admin analytics dashboard: counts only, admins only.
  'GET /api/analytics/dashboard': { rule: 'admin' },
  'GET /api/analytics/engagement': { rule: 'admin' },
  'GET /api/analytics/funnel': { rule: 'admin' },
  'GET /api/analytics/realtime': { rule: 'admin' },

  // The Wellness Shop: the catalogue and the deal links are for everyone; tips are personal when
  // signed in (the caller's own logs only) and general otherwise.
  'GET /api/shop/products': { rule: 'public', request: () => ({ url: '/api/shop/products?q=sleep' }) },
  'GET /api/shop/tips': { rule: 'public', note: 'personal tips from the caller’s own data, if signed in' },
  'GET /api/shop/products/:id/deal': {
    rule: 'public',
    success: '3xx',
    note: 'redirects to the partner’s page',
    request: () => ({ url: '/api/shop/products/loop-quiet-2/deal' }),
  },
  // Card processor webhooks: Stripe signs each delivery instead of signing in
  // (server/lib/payments/stripe-webhook.int.test.ts).
  'POST /api/payments/stripe/webhook': {
    rule: 'public',
    registeredOnlyWith: 'stripe',
    note: 'verified by its Stripe-Signature; a bad one is refused with 400 whoever sends it',
  },
  // The wellness library: anyone browses and reads; the server decides who reads premium items in full.
  'GET /api/library': { rule: 'public', request: () => ({ url: '/api/library?q=sleep&access=free' }) },
  'GET /api/library/:slug': {
    rule: 'public',
    request: () => ({ url: `/api/library/${LIBRARY_SLUG}` }),
    note: 'a premium item is a preview unless the caller has Premium or an active trial',
  },
  // SEO Magic: anyone analyses a page (the landing's footer tool, limited per IP); admins run the
  // health check of the site's public pages.
  'POST /api/seo/analyze': {
    rule: 'public',
    request: () => ({
      payload: json({ pageContent: '<h1>Sleep</h1><p>Rest well.</p>', currentUrl: '/', pageType: 'landing' }),
    }),
  },
  'GET /api/seo/health-check': { rule: 'admin' },

  // Probes.
  'GET /api/version': { rule: 'public' },
  'GET /healthz': { rule: 'public' },
};

/** The API reference (Swagger UI and the OpenAPI document): public, generated from the routes. */
export const PUBLIC_REFERENCE = /^\/api(\.json|\/|\/(json|yaml)|\/static\/.*)?$/;
