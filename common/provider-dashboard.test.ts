import { describe, expect, it } from 'vitest';
import { practicePlanOf, trialDaysLeft, windowFirstDay } from './provider-dashboard';

const DAY = 24 * 60 * 60 * 1000;

describe('provider dashboard rules', () => {
  it('counts whole days left in the trial, part days up, never below 0 or above its length', () => {
    const end = new Date('2026-12-08T10:00:00.000Z');
    expect(trialDaysLeft(end, new Date(end.getTime() - 14 * DAY), 14)).toBe(14);
    expect(trialDaysLeft(end, new Date(end.getTime() - 13 * DAY - 1), 14)).toBe(14);
    expect(trialDaysLeft(end, new Date(end.getTime() - 60_000), 14)).toBe(1);
    expect(trialDaysLeft(end, end, 14)).toBe(0);
    expect(trialDaysLeft(end, new Date(end.getTime() + 5 * DAY), 14)).toBe(0);
    expect(trialDaysLeft(end, new Date(end.getTime() - 20 * DAY), 14)).toBe(14);
  });

  it('reads practice plan codes only', () => {
    expect(practicePlanOf('professional_yearly')).toEqual({
      planType: 'professional',
      billingCycle: 'yearly',
      code: 'professional_yearly',
    });
    expect(practicePlanOf('premium_monthly')).toBeNull();
    expect(practicePlanOf('gold_monthly')).toBeNull();
    expect(practicePlanOf(null)).toBeNull();
  });

  it('starts a 30-day window 29 days before today', () => {
    expect(windowFirstDay(new Date('2026-11-24T23:59:00.000Z'), 30)).toBe('2026-10-26');
    expect(windowFirstDay(new Date('2026-11-24T00:00:00.000Z'), 1)).toBe('2026-11-24');
  });
});
