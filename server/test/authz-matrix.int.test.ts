import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPractitioners } from '../features/practitioners';
import { grantPremium } from '../features/subscription/testing';
import {
  ALLOWED,
  AUTHZ_MATRIX,
  MATRIX_ROLES,
  type MatrixAccount,
  type MatrixCaller,
  type MatrixEntry,
  type MatrixFixtures,
  type MatrixRequest,
  type MatrixRole,
  PUBLIC_REFERENCE,
} from './authz-matrix';
import {
  checkInPayload,
  communityPostPayload,
  signupPayload,
  successStoryPayload,
  symptomPayload,
  uniqueEmail,
} from './factories';
import {
  cookieHeader,
  createTestApp,
  makeAdmin,
  multipartBody,
  signUpUser,
  type TestContext,
} from './harness';
import { insertPractitioner } from './practice-fixtures';

/**
 * The authorisation matrix (docs/testing.md#authorisation-matrix): every route the app registers is
 * declared in server/test/authz-matrix.ts with who may call it, and is called here as each of five
 * people. Routes are seen by an `onRoute` hook the app takes (`createTestApp`'s `onRoute`), so a route
 * added without a rule fails the first test.
 */
const registered: RouteOptions[] = [];

const OWNER_CHAT = 'matrix-owner-chat';
/** Written into the owner's private records (symptom, chat, medical list): no one else's answer may hold it. */
const PRIVATE = `matrix-private-${Date.now().toString(36)}`;

let ctx: TestContext;
let fixtures: MatrixFixtures;
const accounts = new Map<MatrixRole, MatrixAccount>();

/** A signed-in account of `role`: a new user, its role set the way an operator sets it (SQL). */
async function accountOf(role: 'user' | 'practitioner', premium = true): Promise<MatrixAccount> {
  const user = await signUpUser(ctx.app);
  if (role === 'practitioner') {
    await ctx.database.pool.query('UPDATE users SET role = $2 WHERE id = $1', [user.userId, role]);
    ctx.app.services.sessions.forgetUser(user.userId);
  }
  // Premium for the shared callers, so the premium routes answer on authorisation alone.
  if (premium) await grantPremium(ctx.database.db, user.userId, new Date());
  return user;
}

/** An admin: a signed-up account made an admin, its session past the second factor (makeAdmin). */
async function adminAccount(premium = true): Promise<MatrixAccount> {
  const user = await signUpUser(ctx.app, { firstName: 'Ada', lastName: 'Admin', zipCode: '94110' });
  await makeAdmin(ctx, user.userId);
  ctx.app.services.sessions.forgetUser(user.userId);
  if (premium) await grantPremium(ctx.database.db, user.userId, new Date());
  return user;
}

async function post(cookie: string, url: string, payload?: unknown) {
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  if (response.statusCode >= 300) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown>;
}

beforeAll(async () => {
  ctx = await createTestApp({}, { onRoute: (route) => registered.push(route) });
  // The owner pays for Premium at the checkout (the others have it granted), so they have a payment
  // and an invoice to name.
  accounts.set('owner', await accountOf('user', false));
  accounts.set('other', await accountOf('user'));
  accounts.set('practitioner', await accountOf('practitioner'));
  accounts.set('admin', await adminAccount());
  const practitioner = await insertPractitioner(ctx.database.db, accounts.get('practitioner')!.userId);
  const toApprove = await insertPractitioner(ctx.database.db, (await accountOf('practitioner')).userId, {
    status: 'pending',
  });
  const toReject = await insertPractitioner(ctx.database.db, (await accountOf('practitioner')).userId, {
    status: 'pending',
  });
  await seedDemoPractitioners(ctx.database.db);
  const demo = await ctx.database.pool.query<{ id: string }>(
    'SELECT id FROM practitioners WHERE is_demo ORDER BY id LIMIT 1',
  );
  const demoPractitionerId = demo.rows[0]?.id;
  if (!demoPractitionerId) throw new Error('the matrix app has no demo practitioner listing');
  const owner = accounts.get('owner')!;
  const checkout = await post(owner.cookie, '/api/create-payment-intent', {});
  const paid = await post(owner.cookie, '/api/payments/sandbox/confirm', {
    clientSecret: checkout.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  });
  expect(paid.status).toBe('succeeded');
  const invoices = await ctx.app.inject({
    method: 'GET',
    url: '/api/billing/invoices',
    headers: { cookie: owner.cookie },
  });
  const [invoice] = invoices.json() as { id: string }[];
  if (!invoice) throw new Error('the owner’s payment made no invoice');

  // The owner's records the requests name.
  const symptom = await post(owner.cookie, '/api/symptoms', symptomPayload({ description: PRIVATE }));
  await post(owner.cookie, '/api/health-metrics', checkInPayload());
  const postCreated = await post(owner.cookie, '/api/community', communityPostPayload());
  await post(owner.cookie, '/api/chat', { sessionId: OWNER_CHAT, content: `I slept badly ${PRIVATE}` });
  const lists = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    headers: { cookie: owner.cookie },
    payload: { firstName: 'Maya', lastName: 'Rivera', email: owner.email, medicalConditions: [PRIVATE] },
  });
  expect(lists.statusCode, lists.body).toBe(200);
  const exportQueued = await post(owner.cookie, '/api/user/data-export', { requestType: 'export' });
  await ctx.app.services.jobs.drain();
  const admin = accounts.get('admin')!;
  const story = await post(owner.cookie, '/api/success-stories', successStoryPayload());
  await post(admin.cookie, `/api/admin/success-stories/${story.id}/approve`);
  const reportStory = await post(owner.cookie, '/api/success-stories', successStoryPayload());
  await post(admin.cookie, `/api/admin/success-stories/${reportStory.id}/approve`);
  const approveStory = await post(owner.cookie, '/api/success-stories', successStoryPayload());
  const rejectStory = await post(owner.cookie, '/api/success-stories', successStoryPayload());

  fixtures = {
    owner,
    ids: {
      symptomId: String(symptom.id),
      postId: String(postCreated.id),
      chatSessionId: OWNER_CHAT,
      exportId: String(exportQueued.exportId),
      storyId: String(story.id),
      reportStoryId: String(reportStory.id),
      approveStoryId: String(approveStory.id),
      rejectStoryId: String(rejectStory.id),
      paymentId: String(checkout.paymentId),
      invoiceId: invoice.id,
      practitionerId: practitioner.practitionerId,
      demoPractitionerId,
      approveApplicationId: toApprove.profileId,
      rejectApplicationId: toReject.profileId,
    },
    post: (account, url, payload) => post(account.cookie, url, payload),
    form: (parts) => {
      const body = multipartBody(parts);
      return { payload: body.payload, headers: { 'content-type': body.contentType } };
    },
    ownerPicture: async () => {
      const upload = fixtures.form([
        { name: 'avatar', filename: 'me.png', type: 'image/png', data: await fixtures.png() },
      ]);
      const picture = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/avatar',
        payload: upload.payload,
        headers: { ...upload.headers, cookie: owner.cookie },
      });
      expect(picture.statusCode, picture.body).toBeLessThan(300);
    },
    practitionerPhotoKey: async () => {
      // Stored the way the upload stores one, without putting the matrix practitioner's profile in review.
      const photo = await ctx.database.pool.query<{ key: string }>(
        `INSERT INTO practitioner_photos (user_id, practitioner_id, bytes, content_type)
         VALUES ($1, $2, $3, 'image/png') RETURNING key`,
        [accounts.get('practitioner')!.userId, practitioner.practitionerId, await fixtures.png()],
      );
      return photo.rows[0]!.key;
    },
    png: () =>
      sharp({ create: { width: 64, height: 64, channels: 3, background: '#1496a0' } })
        .png()
        .toBuffer(),
    member: () => accountOf('user', false),
    newAdmin: async () => {
      const email = uniqueEmail('matrix.new-admin');
      const password = 'Matrix-Admin-Secret-9';
      await ctx.app.services.auth.ensureAdmin(email, password);
      return { email, password };
    },
    newAccount: async () => {
      const payload = signupPayload();
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
      expect(response.statusCode, response.body).toBe(201);
      return { email: payload.email, password: payload.password };
    },
    emailChangeToken: async () => {
      const payload = signupPayload();
      const signedUp = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
      expect(signedUp.statusCode, signedUp.body).toBe(201);
      const newEmail = uniqueEmail('moved');
      const asked = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers: { cookie: cookieHeader(signedUp.headers['set-cookie']) },
        payload: {
          firstName: payload.firstName,
          lastName: payload.lastName,
          email: newEmail,
          currentPassword: payload.password,
        },
      });
      expect(asked.statusCode, asked.body).toBeLessThan(300);
      await ctx.app.services.background.drain();
      const mail = ctx.mailer.sent.findLast((m) => m.to === newEmail);
      const token = /token=([^\s&]+)/.exec(mail?.text ?? '')?.[1];
      if (!token) throw new Error(`no confirmation link mailed to ${newEmail}`);
      return decodeURIComponent(token);
    },
    sandboxClientSecret: async (account) => {
      const intent = await ctx.app.services.paymentProvider.createIntent({
        amountCents: 999,
        currency: 'usd',
        metadata: { paymentId: randomUUID(), userId: account.userId, plan: 'premium_monthly' },
        idempotencyKey: randomUUID(),
        saveCard: true,
        customerRef: null,
        email: account.email,
      });
      return intent.clientSecret;
    },
    sandboxAuthToken: async (account) => {
      const confirmed = await post(account.cookie, '/api/payments/sandbox/confirm', {
        clientSecret: await fixtures.sandboxClientSecret(account),
        cardNumber: '4000 0025 0000 3155',
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
      });
      const token = /token=([^&]+)/.exec(String(confirmed.authenticationUrl))?.[1];
      if (!token) throw new Error('the sandbox did not ask for authentication');
      return decodeURIComponent(token);
    },
    resetToken: async () => {
      const { email } = await fixtures.newAccount();
      const asked = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
      });
      expect(asked.statusCode, asked.body).toBeLessThan(300);
      await ctx.app.services.background.drain();
      const mail = ctx.mailer.sent.findLast((m) => m.to === email);
      const token = /token=([^\s&]+)/.exec(mail?.text ?? '')?.[1];
      if (!token) throw new Error(`no reset link mailed to ${email}`);
      return decodeURIComponent(token);
    },
  };
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

type Route = { method: string; url: string; key: string };

/** Every registered route but the API reference's, HEAD folded into its GET. */
function registeredRoutes(): Route[] {
  const routes = registered;
  const out = new Map<string, Route>();
  for (const route of routes) {
    if (PUBLIC_REFERENCE.test(route.url)) continue;
    for (const method of [route.method].flat()) {
      const key = `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
      out.set(`${method} ${route.url}`, { method, url: route.url, key });
    }
  }
  return [...out.values()];
}

type Answer = { status: number; route: string; role: MatrixRole };

const classOf = (status: number) => `${Math.floor(status / 100)}xx`;

/** What `role` may get from `entry`: the answers that pass. */
function expected(entry: MatrixEntry, role: MatrixRole): (status: number) => boolean {
  if (ALLOWED[entry.rule].includes(role)) {
    const success = entry.success ?? '2xx';
    return (status) => classOf(status) === success || (entry.orElse?.statuses.includes(status) ?? false);
  }
  if (role === 'anonymous') return (status) => status === 401;
  return (status) => status === 403 || status === 404;
}

async function callerFor(entry: MatrixEntry, role: MatrixRole): Promise<MatrixCaller> {
  if (role === 'anonymous') return { role, account: null };
  if (!entry.freshCaller) return { role, account: accounts.get(role)! };
  const premium = entry.freshCaller !== 'free';
  if (role === 'admin') return { role, account: await adminAccount(premium) };
  return { role, account: await accountOf(role === 'practitioner' ? 'practitioner' : 'user', premium) };
}

describe('the authorisation matrix', () => {
  it('declares a rule for every route the app registers', () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(80);
    const missing = [...new Set(routes.map((r) => r.key))]
      .filter((key) => !(key in AUTHZ_MATRIX))
      .map((key) => `add ${key} to server/test/authz-matrix.ts with its rule`);
    expect(missing).toEqual([]);
    const stale = Object.keys(AUTHZ_MATRIX).filter(
      (key) => !AUTHZ_MATRIX[key]?.registeredOnlyWith && !routes.some((r) => r.key === key),
    );
    expect(stale, 'declared routes the app does not register').toEqual([]);
  });

  it('lets through exactly the callers each route’s rule allows: no unauthorised 2xx, no one else’s data read or written', async () => {
    const routes = registeredRoutes().filter((r) => r.key in AUTHZ_MATRIX);
    expect(routes.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    const answers: Answer[] = [];
    const leaks: string[] = [];
    const seenBy = new Set<string>();
    for (const route of routes) {
      const entry = AUTHZ_MATRIX[route.key]!;
      for (const role of MATRIX_ROLES) {
        const caller = await callerFor(entry, role);
        const request = (await entry.request?.(fixtures, caller)) ?? {};
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url: request.url ?? route.url,
          query: request.query,
          payload: claimingOwner(request.payload, role),
          headers: { ...request.headers, ...(caller.account ? { cookie: caller.account.cookie } : {}) },
        });
        answers.push({ status: response.statusCode, route: `${route.method} ${route.url}`, role });
        // Someone who is neither the owner nor an admin reading the owner's records sees none of them.
        const readsOwner = role === 'owner' || (role === 'admin' && entry.rule === 'owner-or-admin');
        if (response.body.includes(PRIVATE)) seenBy.add(`${route.method} ${route.url} as ${role}`);
        if (!readsOwner && response.body.includes(PRIVATE)) {
          leaks.push(`${route.method} ${route.url} as ${role}: the answer holds the owner's private data`);
        }
        if (!expected(entry, role)(response.statusCode)) {
          wrong.push(
            `${route.method} ${route.url} as ${role} (rule ${entry.rule}): ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
    const unauthorised2xx = answers
      .filter(
        (a) => classOf(a.status) === '2xx' && !ALLOWED[AUTHZ_MATRIX[keyOf(a.route)]!.rule].includes(a.role),
      )
      .map((a) => `${a.route} as ${a.role}: ${a.status}`);
    console.info(
      `authorisation matrix: ${routes.length} routes × ${MATRIX_ROLES.length} roles = ${answers.length} calls; ` +
        `unauthorised 2xx: ${unauthorised2xx.length}; owner's data in others' answers: ${leaks.length}; ` +
        `unexpected answers: ${wrong.length}`,
    );
    expect(answers.length).toBe(routes.length * MATRIX_ROLES.length);
    expect(unauthorised2xx).toEqual([]);
    // The marker is there to be found: the owner and an admin read it where the rules let them.
    expect([...seenBy]).toEqual(
      expect.arrayContaining([
        'GET /api/symptoms/user/:userId as owner',
        'GET /api/symptoms/user/:userId as admin',
        'GET /api/chat/:sessionId as owner',
        'GET /api/user/profile as owner',
      ]),
    );
    expect(leaks).toEqual([]);
    expect(wrong).toEqual([]);

    // Bodies that named the owner as their user wrote the caller's records, never the owner's: the
    // owner has the symptoms and check-ins they logged themselves, and no one else's.
    const symptoms = await ctx.app.inject({
      url: `/api/symptoms/user/${fixtures.owner.userId}`,
      headers: { cookie: fixtures.owner.cookie },
    });
    // One before the calls, one from POST /api/symptoms, one from the tour's log-symptoms.
    expect((symptoms.json() as unknown[]).length).toBe(3);
    const owned = await ctx.database.pool.query(
      'SELECT (SELECT count(*) FROM health_metrics WHERE user_id = $1) AS checkins, (SELECT count(*) FROM posts WHERE user_id = $1) AS posts, (SELECT count(*) FROM chat_messages WHERE user_id = $1) AS chat, (SELECT count(*) FROM analytics_events WHERE user_id = $1) AS analytics',
      [fixtures.owner.userId],
    );
    // Posts: one before the calls, one from POST /api/community, and one made for each of the five
    // DELETE /api/community/posts/:id calls, of which the owner's and the admin's removed theirs.
    // Chat: a message and its reply before the calls, from POST /api/chat and from /api/chat/message.
    // Analytics: none, as the owner has not agreed to usage analytics.
    expect(owned.rows[0]).toEqual({
      checkins: 2,
      posts: 1 + 1 + MATRIX_ROLES.length - 2,
      chat: 6,
      analytics: 0,
    });
  }, 120_000);
});

describe('admins reading a person’s records', () => {
  it('writes an audit row naming the admin and the person for every read of the owner-or-admin routes', async () => {
    const admin = accounts.get('admin')!;
    const reads = registeredRoutes().filter(
      (r) => r.method === 'GET' && AUTHZ_MATRIX[r.key]?.rule === 'owner-or-admin',
    );
    expect(reads.map((r) => r.key)).toEqual(
      expect.arrayContaining([
        'GET /api/symptoms/user/:userId',
        'GET /api/health-metrics/user/:userId',
        'GET /api/progress/user/:userId',
        'GET /api/sharing/insights/:userId',
      ]),
    );
    // Health data: the area's own audit rows count, not the security event any admin access raises.
    // Other personal data: that security event is its record.
    const NOT_HEALTH_DATA = new Set(['GET /api/user/avatar/:userId']);
    const countRows = async (key: string) => {
      const { rows } = await ctx.database.pool.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM audit_log
          WHERE actor_user_id = $1 AND subject_user_id = $2 AND (action = 'admin_access') = $3`,
        [admin.userId, fixtures.owner.userId, NOT_HEALTH_DATA.has(key)],
      );
      return rows[0]!.count;
    };
    const unaudited: string[] = [];
    for (const route of reads) {
      const entry = AUTHZ_MATRIX[route.key]!;
      const request = (await entry.request?.(fixtures, { role: 'admin', account: admin })) ?? {};
      const before = await countRows(route.key);
      const response = await ctx.app.inject({
        method: 'GET',
        url: request.url ?? route.url,
        query: request.query,
        headers: { ...request.headers, cookie: admin.cookie },
      });
      expect(response.statusCode, `${route.key}: ${response.body.slice(0, 160)}`).toBeLessThan(300);
      if ((await countRows(route.key)) - before < 1) unaudited.push(route.key);
    }
    expect(unaudited).toEqual([]);
  }, 60_000);
});

const keyOf = (route: string) => route.replace(/^HEAD /, 'GET ');

/** A JSON object body sent by anyone but the owner also names the owner as its user (ignored, or refused). */
function claimingOwner(payload: MatrixRequest['payload'], role: MatrixRole): MatrixRequest['payload'] {
  const isObject =
    payload && typeof payload === 'object' && !Buffer.isBuffer(payload) && !Array.isArray(payload);
  if (role === 'owner' || !isObject) return payload;
  return { ...(payload as Record<string, unknown>), userId: fixtures.owner.userId };
}
