import { describe, expect, it } from 'vitest';
import type { SubscriptionRow } from './repository';
import { effectivePlan } from './service';

const DAY = 24 * 60 * 60 * 1000;
const periodEnd = new Date('2026-12-24T10:00:00.000Z');
const at = (offsetDays: number) => new Date(periodEnd.getTime() + offsetDays * DAY);

const row = (patch: Partial<SubscriptionRow>): SubscriptionRow => ({
  userId: 'u1',
  plan: 'premium',
  trialUsed: false,
  trialStartedAt: null,
  trialEndsAt: null,
  premiumSince: new Date('2026-11-24T10:00:00.000Z'),
  billingState: 'active',
  billingPlan: 'premium_monthly',
  currentPeriodStart: new Date('2026-11-24T10:00:00.000Z'),
  currentPeriodEnd: periodEnd,
  cancelAtPeriodEnd: false,
  paymentMethodId: null,
  pastDueSince: null,
  renewalAttempts: 0,
  nextRenewalAttemptAt: periodEnd,
  nutritionAnalysisUsed: 0,
  waterTrackingUsed: 0,
  fastingTrackingUsed: 0,
  aiInsightsUsed: 0,
  createdAt: new Date('2026-11-24T10:00:00.000Z'),
  updatedAt: new Date('2026-11-24T10:00:00.000Z'),
  ...patch,
});

describe('effectivePlan of a paid subscription', () => {
  it('is Premium while active, also just past the period end before the renewal job ran', () => {
    expect(effectivePlan(row({}), at(-1))).toBe('premium');
    expect(effectivePlan(row({}), at(0.01))).toBe('premium');
  });

  it('is Premium while past due, until the last retry', () => {
    const pastDue = row({ billingState: 'past_due', pastDueSince: periodEnd, renewalAttempts: 2 });
    expect(effectivePlan(pastDue, at(6.9))).toBe('premium');
    expect(effectivePlan(pastDue, at(7))).toBe('free');
  });

  it('is Premium until the end of a cancelled period, free from then on', () => {
    const canceling = row({ cancelAtPeriodEnd: true });
    expect(effectivePlan(canceling, at(-0.001))).toBe('premium');
    expect(effectivePlan(canceling, at(0))).toBe('free');
  });

  it('is free once ended', () => {
    expect(
      effectivePlan(row({ plan: 'free', billingState: 'ended', nextRenewalAttemptAt: null }), at(-1)),
    ).toBe('free');
  });

  it('keeps a Premium granted without billing as Premium', () => {
    expect(
      effectivePlan(
        row({ billingState: 'none', currentPeriodEnd: null, nextRenewalAttemptAt: null }),
        at(100),
      ),
    ).toBe('premium');
  });
});
