import { describe, expect, it } from 'vitest';
import { PREMIUM_OFFER_FEATURES, TRIAL_LIMITS } from '../contract/subscription';
import { premiumOffer, premiumVariant, trialDays } from './subscription';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-11-21T12:00:00Z');
const end = new Date(start.getTime() + 30 * DAY);

describe('trialDays', () => {
  it('counts 30 remaining and 0 used on the first day', () => {
    expect(trialDays(start, end, start)).toEqual({ isActive: true, daysRemaining: 30, daysUsed: 0 });
  });
  it('counts any part of a day left as a remaining day', () => {
    expect(trialDays(start, end, new Date(end.getTime() - 1))).toEqual({
      isActive: true,
      daysRemaining: 1,
      daysUsed: 29,
    });
  });
  it('is over exactly at the end, clamped to 0 remaining and 30 used afterwards', () => {
    expect(trialDays(start, end, end)).toEqual({ isActive: false, daysRemaining: 0, daysUsed: 30 });
    expect(trialDays(start, end, new Date(end.getTime() + 40 * DAY))).toEqual({
      isActive: false,
      daysRemaining: 0,
      daysUsed: 30,
    });
  });
});

describe('premiumVariant (premium active, else trial active, else the offer)', () => {
  it('prefers premium, then an active trial, then the offer', () => {
    expect(premiumVariant({ plan: 'premium' }, { isActive: false })).toBe('premium');
    expect(premiumVariant({ plan: 'trial' }, { isActive: true })).toBe('trial');
    expect(premiumVariant({ plan: 'free' }, { isActive: false })).toBe('offer');
    expect(premiumVariant(undefined, undefined)).toBe('offer');
  });
});

describe('premiumOffer (the copy of the landing and plan pages)', () => {
  it('states the real trial: 30 days, a set number of uses, nothing charged, the price to come', () => {
    expect(premiumOffer.heroNote()).toBe(
      'Free plan, no credit card needed. Includes a 30-day premium trial.',
    );
    expect(premiumOffer.trialTerms()).toBe(
      'Try Premium free for 30 days, with a set number of uses of each feature. No card needed, and nothing is charged when the trial ends. After it, Premium is $9.99 a month if you choose to upgrade.',
    );
    expect(premiumOffer.startTrial()).toBe('Start 30-Day Free Trial');
  });

  it('gives every offered feature its trial allowance, with 10 nutrition analyses', () => {
    expect(PREMIUM_OFFER_FEATURES.map((f) => f.feature)).toEqual([
      'nutritionAnalysis',
      'waterTracking',
      'fastingTracking',
    ]);
    expect(premiumOffer.allowance('nutritionAnalysis')).toBe(
      '10 nutrition analyses in the free trial, unlimited with Premium',
    );
    for (const { feature } of PREMIUM_OFFER_FEATURES) {
      expect(premiumOffer.allowance(feature)).toMatch(new RegExp(`^${TRIAL_LIMITS[feature]} `));
    }
  });

  it('never calls the trial unlimited or promises features that do not exist', () => {
    const copy = [
      premiumOffer.heroNote(),
      premiumOffer.trialTerms(),
      premiumOffer.trialSubtitle(),
      ...PREMIUM_OFFER_FEATURES.map((f) => f.title),
    ].join(' ');
    expect(copy).not.toMatch(
      /unlimited|every premium feature|cancel any time|predictive|telehealth|meal plan/i,
    );
  });
});
