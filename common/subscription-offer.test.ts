import { describe, expect, it, vi } from 'vitest';
import { premiumOffer } from './subscription';

// Other trial terms than the product's: the copy must follow whatever the server enforces.
vi.mock('../contract/subscription', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../contract/subscription')>();
  return {
    ...actual,
    TRIAL_DAYS: 14,
    PREMIUM_PRICE_USD: 4.5,
    TRIAL_LIMITS: { ...actual.TRIAL_LIMITS, nutritionAnalysis: 7, waterTracking: 33 },
  };
});

describe('premiumOffer follows the trial terms it is given', () => {
  it('states the trial length, the allowances and the price from the constants', () => {
    expect(premiumOffer.allowance('nutritionAnalysis')).toBe(
      '7 nutrition analyses in the free trial, unlimited with Premium',
    );
    expect(premiumOffer.allowance('waterTracking')).toBe(
      '33 water entries in the free trial, unlimited with Premium',
    );
    expect(premiumOffer.heroNote()).toContain('14-day premium trial');
    expect(premiumOffer.trialTerms()).toContain('free for 14 days');
    expect(premiumOffer.trialTerms()).toContain('$4.50 a month');
    expect(premiumOffer.startTrial()).toBe('Start 14-Day Free Trial');
    expect(premiumOffer.trialSubtitle()).toMatch(/^14 days of Premium/);
  });
});
