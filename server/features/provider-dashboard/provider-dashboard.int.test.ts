import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_MESSAGES, ZProviderDashboard } from '../../../contract/practice';
import { consultationRequests, practitionerProfileViews } from '../../db/schema/practitioners';
import { createFieldCipher, fieldColumn } from '../../lib/crypto';
import { signUpUser, TEST_ENCRYPTION_KEY } from '../../test/harness';
import { insertPractitioner } from '../../test/practice-fixtures';
import { createBillingTestApp } from '../billing/testing';
import { DAY_MS, HOUR_MS, testClock } from '../subscription/testing';

const clock = testClock('2026-11-24T10:00:00.000Z');
let ctx: Awaited<ReturnType<typeof createBillingTestApp>>;
beforeAll(async () => {
  ctx = await createBillingTestApp(clock);
});
afterAll(async () => {
  await ctx.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;
const cipher = createFieldCipher(TEST_ENCRYPTION_KEY);

const get = (user: User | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

async function dashboardOf(user: User) {
  const response = await get(user, '/api/provider/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return ZProviderDashboard.parse(response.json());
}

/** A signed-in practitioner: a new account whose role is set the way an operator sets it. */
async function practitionerAccount(): Promise<User> {
  const user = await signUpUser(ctx.app);
  await ctx.database.pool.query(`UPDATE users SET role = 'practitioner' WHERE id = $1`, [user.userId]);
  ctx.app.services.sessions.forgetUser(user.userId);
  return user;
}

/** A practitioner with a profile in `status`, its 14-day trial starting at the clock's now. */
async function practice(status: 'draft' | 'pending' | 'approved' | 'rejected' = 'approved') {
  const user = await practitionerAccount();
  const { practitionerId } = await insertPractitioner(ctx.database.db, user.userId, { status });
  const start = clock.now();
  await ctx.database.pool.query(
    'UPDATE practitioner_profiles SET trial_started_at = $2, trial_ends_at = $3 WHERE user_id = $1',
    [user.userId, start, new Date(start.getTime() + 14 * DAY_MS)],
  );
  return { user, practitionerId };
}

/** A request from a new member to the listing, written as the requests' area writes it (encrypted). */
async function insertRequest(practitionerId: string, createdAt: Date, status = 'pending') {
  const patient = await signUpUser(ctx.app);
  const id = randomUUID();
  const at = (column: string) => fieldColumn('consultation_requests', column).at(id);
  await ctx.database.db.insert(consultationRequests).values({
    id,
    practitionerId,
    userId: patient.userId,
    mode: 'video',
    status,
    reasonEnc: cipher.encrypt('Long-standing fatigue and migraines', at('reason_enc')),
    preferredTimesEnc: cipher.encrypt('Weekday mornings', at('preferred_times_enc')),
    sharedEnc: cipher.encrypt(
      JSON.stringify({ symptoms: null, checkIns: null, insights: null }),
      at('shared_enc'),
    ),
    createdAt,
  });
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const ago = (ms: number) => new Date(clock.now().getTime() - ms);

describe('GET /api/provider/dashboard', () => {
  it('answers practitioners only: 401 signed out, 403 for a member, 404 without a profile', async () => {
    clock.set('2026-11-24T10:00:00.000Z');
    expect((await get(undefined, '/api/provider/dashboard')).statusCode).toBe(401);
    const member = await signUpUser(ctx.app);
    expect((await get(member, '/api/provider/dashboard')).statusCode).toBe(403);
    const newcomer = await practitionerAccount();
    const none = await get(newcomer, '/api/provider/dashboard');
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(PRACTICE_MESSAGES.noProfile);
  });

  it('shows a profile waiting for review, the plan chosen at signup and a full trial', async () => {
    clock.set('2026-11-24T10:00:00.000Z');
    const { user, practitionerId } = await practice('pending');
    expect(await dashboardOf(user)).toEqual({
      practitionerId,
      firstName: 'Priya',
      status: 'pending',
      isLive: false,
      rejectionReason: null,
      planType: 'starter',
      billingCycle: 'monthly',
      planName: 'Practice Starter (monthly)',
      trialEndsAt: '2026-12-08T10:00:00.000Z',
      trialDaysLeft: 14,
      planPaid: false,
      profileViews30d: 0,
      requests30d: 0,
      pendingRequests: 0,
      acceptingNewPatients: true,
      availableForVideo: true,
    });
  });

  it('gives a rejected profile its reason and a live one its listing', async () => {
    clock.set('2026-11-24T10:00:00.000Z');
    const rejected = await practice('rejected');
    await ctx.database.pool.query(
      'UPDATE practitioner_profiles SET rejection_reason = $2 WHERE user_id = $1',
      [rejected.user.userId, 'Your licence number does not match the state board record.'],
    );
    expect(await dashboardOf(rejected.user)).toMatchObject({
      status: 'rejected',
      isLive: false,
      rejectionReason: 'Your licence number does not match the state board record.',
    });
    const live = await practice('approved');
    await ctx.database.pool.query(
      'UPDATE practitioners SET accepting_new_patients = false, available_for_video = false WHERE id = $1',
      [live.practitionerId],
    );
    expect(await dashboardOf(live.user)).toMatchObject({
      status: 'approved',
      isLive: true,
      rejectionReason: null,
      acceptingNewPatients: false,
      availableForVideo: false,
    });
  });

  it('counts views and requests of the last 30 days and every pending request, of this practice only', async () => {
    clock.set('2026-11-24T10:00:00.000Z');
    const mine = await practice();
    const theirs = await practice();
    const views = (practitionerId: string, day: string, n: number) =>
      ctx.database.db.insert(practitionerProfileViews).values({ practitionerId, day, views: n });
    await views(mine.practitionerId, dayOf(clock.now()), 3); // today
    await views(mine.practitionerId, dayOf(ago(29 * DAY_MS)), 5); // the window's first day
    await views(mine.practitionerId, dayOf(ago(30 * DAY_MS)), 100); // the day before it
    await views(theirs.practitionerId, dayOf(clock.now()), 40);

    await insertRequest(mine.practitionerId, ago(HOUR_MS)); // pending, recent
    await insertRequest(mine.practitionerId, ago(29 * DAY_MS), 'accepted'); // recent
    await insertRequest(mine.practitionerId, ago(30 * DAY_MS - HOUR_MS), 'declined'); // recent
    await insertRequest(mine.practitionerId, ago(31 * DAY_MS)); // pending, older than the window
    await insertRequest(theirs.practitionerId, ago(HOUR_MS));
    await insertRequest(theirs.practitionerId, ago(2 * HOUR_MS));

    expect(await dashboardOf(mine.user)).toMatchObject({
      practitionerId: mine.practitionerId,
      profileViews30d: 8,
      requests30d: 3,
      pendingRequests: 2,
    });
    expect(await dashboardOf(theirs.user)).toMatchObject({
      practitionerId: theirs.practitionerId,
      profileViews30d: 40,
      requests30d: 2,
      pendingRequests: 2,
    });

    // Two days later the oldest view day and the 29-day-old request have left the window.
    clock.advance(2 * DAY_MS);
    expect(await dashboardOf(mine.user)).toMatchObject({
      profileViews30d: 3,
      requests30d: 1,
      pendingRequests: 2,
    });
  });

  it('counts the trial down in whole days by the app clock, to 0 at its end', async () => {
    clock.set('2026-11-24T10:00:00.000Z');
    const { user } = await practice();
    clock.advance(DAY_MS + HOUR_MS);
    expect((await dashboardOf(user)).trialDaysLeft).toBe(13);
    clock.set('2026-12-08T09:00:00.000Z'); // the trial's last hour
    expect((await dashboardOf(user)).trialDaysLeft).toBe(1);
    clock.set('2026-12-08T10:00:00.000Z');
    expect((await dashboardOf(user)).trialDaysLeft).toBe(0);
    clock.advance(30 * DAY_MS);
    const after = await dashboardOf(user);
    expect(after.trialDaysLeft).toBe(0);
    expect(after.planPaid).toBe(false);
  });

  it('says the plan is paid after a paid checkout of a practice plan, with the plan paid for', async () => {
    clock.set('2026-12-20T10:00:00.000Z');
    const { user } = await practice();
    clock.set('2027-01-10T10:00:00.000Z'); // the trial has ended
    expect(await dashboardOf(user)).toMatchObject({ planPaid: false, trialDaysLeft: 0 });

    const intent = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { cookie: user.cookie },
      payload: { plan: 'starter_yearly' },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    // Nothing is paid before the processor confirms.
    expect((await dashboardOf(user)).planPaid).toBe(false);
    await ctx.payments.confirm(intent.json().clientSecret);

    expect(await dashboardOf(user)).toMatchObject({
      planPaid: true,
      planType: 'starter',
      billingCycle: 'yearly',
      planName: 'Practice Starter (yearly)',
    });
  });

  it('does not count a member plan as the practice plan', async () => {
    clock.set('2026-11-24T10:00:00.000Z');
    const { user } = await practice();
    const intent = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { cookie: user.cookie },
      payload: { plan: 'premium_monthly' },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    await ctx.payments.confirm(intent.json().clientSecret);
    expect(await dashboardOf(user)).toMatchObject({
      planPaid: false,
      planName: 'Practice Starter (monthly)',
    });
  });
});
