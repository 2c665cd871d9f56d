import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUBSCRIPTION_MESSAGES,
  TRIAL_LIMITS,
  trialEndedMessage,
  trialLimitMessage,
} from '../../../contract/subscription';
import { openDatabase } from '../../db/client';
import { AppError } from '../../lib/errors';
import { subscriptionRepository } from './repository';
import { createSubscriptionService } from './service';
import { createClockedTestApp, DAY_MS, HOUR_MS, signUpWithTrial, testClock } from './testing';

const clock = testClock('2026-11-21T12:00:00.000Z');
let ctx: Awaited<ReturnType<typeof createClockedTestApp>>;
beforeAll(async () => {
  ctx = await createClockedTestApp(clock);
});
afterAll(async () => {
  await ctx.close();
});

const get = (cookie: string | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (cookie: string | undefined, url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('subscription and trial API', () => {
  it('answers 401 on every endpoint when signed out', async () => {
    expect((await get(undefined, '/api/subscription/status')).statusCode).toBe(401);
    expect((await get(undefined, '/api/premium/trial-status')).statusCode).toBe(401);
    expect((await post(undefined, '/api/premium/start-trial')).statusCode).toBe(401);
  });

  it('reports a new account as free, trial eligible, with zero usage and the four limits', async () => {
    clock.set('2026-11-21T12:00:00.000Z');
    const user = await signUpWithTrial(ctx.app, { trial: false });
    expect((await get(user.cookie, '/api/subscription/status')).json()).toEqual({
      isPremium: false,
      plan: 'free',
      trialEligible: true,
    });
    expect((await get(user.cookie, '/api/premium/trial-status')).json()).toEqual({
      isActive: false,
      startDate: null,
      endDate: null,
      daysRemaining: 0,
      daysUsed: 0,
      totalDays: 30,
      featuresUsed: { nutritionAnalysis: 0, waterTracking: 0, fastingTracking: 0, aiInsights: 0 },
      limits: { nutritionAnalysis: 10, waterTracking: 50, fastingTracking: 20, aiInsights: 15 },
    });
    const auth = await get(user.cookie, '/auth/status');
    expect(auth.json().user.isPremium).toBe(false);
  });

  it('starts a 30-day trial once; /auth/status then reports isPremium', async () => {
    clock.set('2026-11-21T12:00:00.000Z');
    const user = await signUpWithTrial(ctx.app, { trial: false });
    const started = await post(user.cookie, '/api/premium/start-trial');
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({
      isActive: true,
      startDate: '2026-11-21T12:00:00.000Z',
      endDate: '2026-12-21T12:00:00.000Z',
      daysRemaining: 30,
      daysUsed: 0,
      totalDays: 30,
    });
    expect((await get(user.cookie, '/api/subscription/status')).json()).toEqual({
      isPremium: true,
      plan: 'trial',
      trialEligible: false,
    });
    expect((await get(user.cookie, '/auth/status')).json().user.isPremium).toBe(true);
  });

  it("refuses a second trial with the 'already used' alert and changes nothing", async () => {
    clock.set('2026-11-21T12:00:00.000Z');
    const user = await signUpWithTrial(ctx.app);
    clock.advance(3 * DAY_MS);
    const again = await post(user.cookie, '/api/premium/start-trial');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      message: SUBSCRIPTION_MESSAGES.alreadyUsedTrial,
    });
    expect(again.json().error.message).toBe(
      "You've already used your free trial. Upgrade to Premium to access all features.",
    );
    const status = (await get(user.cookie, '/api/premium/trial-status')).json();
    expect(status).toMatchObject({ startDate: '2026-11-21T12:00:00.000Z', daysRemaining: 27, daysUsed: 3 });
  });

  it('lets exactly one of ten concurrent start-trial requests through', async () => {
    const user = await signUpWithTrial(ctx.app, { trial: false });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(user.cookie, '/api/premium/start-trial')),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
  });

  it("keeps each user's plan their own", async () => {
    const withTrial = await signUpWithTrial(ctx.app);
    const other = await signUpWithTrial(ctx.app, { trial: false });
    expect((await get(other.cookie, '/api/subscription/status')).json()).toMatchObject({
      plan: 'free',
      trialEligible: true,
    });
    expect((await get(other.cookie, '/api/premium/trial-status')).json().isActive).toBe(false);
    expect((await get(withTrial.cookie, '/api/premium/trial-status')).json().isActive).toBe(true);
  });

  it('ends the trial after 30 days by the injected clock: free again, not eligible, features refused', async () => {
    clock.set('2026-11-21T12:00:00.000Z');
    const user = await signUpWithTrial(ctx.app);
    clock.advance(29 * DAY_MS + 12 * HOUR_MS);
    expect((await get(user.cookie, '/api/premium/trial-status')).json()).toMatchObject({
      isActive: true,
      daysRemaining: 1,
      daysUsed: 29,
    });
    clock.set('2026-12-21T12:00:00.000Z');
    expect((await get(user.cookie, '/api/premium/trial-status')).json()).toMatchObject({
      isActive: false,
      daysRemaining: 0,
      daysUsed: 30,
    });
    expect((await get(user.cookie, '/api/subscription/status')).json()).toEqual({
      isPremium: false,
      plan: 'free',
      trialEligible: false,
    });
    expect((await get(user.cookie, '/auth/status')).json().user.isPremium).toBe(false);
    const water = await post(user.cookie, '/api/water/entries', { kind: 'glass' });
    expect(water.statusCode).toBe(402);
    expect(water.json()).toEqual({
      error: {
        code: 'PREMIUM_REQUIRED',
        message: trialEndedMessage('waterTracking'),
        upgradeUrl: '/premium',
      },
    });
    expect((await post(user.cookie, '/api/premium/start-trial')).statusCode).toBe(409);
    clock.set('2026-11-21T12:00:00.000Z');
  });

  it('reports Premium as premium, unlimited, and refuses a trial to a Premium member', async () => {
    const user = await signUpWithTrial(ctx.app, { trial: false });
    await subscriptionRepository.grantPremium(ctx.database.db, user.userId, clock.now());
    expect((await get(user.cookie, '/api/subscription/status')).json()).toEqual({
      isPremium: true,
      plan: 'premium',
      trialEligible: false,
    });
    const refused = await post(user.cookie, '/api/premium/start-trial');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(SUBSCRIPTION_MESSAGES.alreadyPremium);
    const service = createSubscriptionService({ db: ctx.database.db, now: clock.now });
    for (let i = 0; i < 25; i += 1) {
      await ctx.database.db.transaction((tx) => service.consume(tx, user.userId, 'fastingTracking'));
    }
    const row = await subscriptionRepository.get(ctx.database.db, user.userId);
    expect(row?.fastingTrackingUsed).toBe(0);
  });
});

describe('consume(tx, userId, feature)', () => {
  it('refuses a free user with PREMIUM_REQUIRED (402, upgradeUrl /premium)', async () => {
    const user = await signUpWithTrial(ctx.app, { trial: false });
    const service = createSubscriptionService({ db: ctx.database.db, now: clock.now });
    const error = await ctx.database.db
      .transaction((tx) => service.consume(tx, user.userId, 'nutritionAnalysis'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'PREMIUM_REQUIRED', status: 402, upgradeUrl: '/premium' });
  });

  it('never passes the limit: 30 concurrent consumes at a limit of 20 → exactly 20 allowed', async () => {
    const user = await signUpWithTrial(ctx.app);
    // Its own pool of 30 connections, so all 30 transactions really run at the same time.
    const wide = openDatabase(ctx.database.url, 30);
    try {
      const service = createSubscriptionService({ db: wide.db, now: clock.now });
      expect(TRIAL_LIMITS.fastingTracking).toBe(20);
      const results = await Promise.allSettled(
        Array.from({ length: 30 }, () =>
          wide.db.transaction((tx) => service.consume(tx, user.userId, 'fastingTracking')),
        ),
      );
      const allowed = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(allowed).toHaveLength(20);
      expect(refused).toHaveLength(10);
      for (const r of refused) {
        expect(r.reason).toMatchObject({ code: 'TRIAL_LIMIT_REACHED', status: 402 });
        expect((r.reason as Error).message).toBe(trialLimitMessage('fastingTracking'));
      }
      const counts = allowed
        .map((r) => (r as PromiseFulfilledResult<{ used: number }>).value.used)
        .sort((a, b) => a - b);
      expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    } finally {
      await wide.close();
    }
    const status = (await get(user.cookie, '/api/premium/trial-status')).json();
    expect(status.featuresUsed.fastingTracking).toBe(20);
  });

  it('does not count a use whose transaction rolls back', async () => {
    const user = await signUpWithTrial(ctx.app);
    const service = createSubscriptionService({ db: ctx.database.db, now: clock.now });
    await ctx.database.db
      .transaction(async (tx) => {
        await service.consume(tx, user.userId, 'aiInsights');
        throw new Error('the feature failed');
      })
      .catch(() => {});
    const status = (await get(user.cookie, '/api/premium/trial-status')).json();
    expect(status.featuresUsed.aiInsights).toBe(0);
  });
});
