import { describe, expect, it } from 'vitest';
import {
  premiumRequiredMessage,
  SUBSCRIPTION_MESSAGES,
  TRIAL_LIMITS,
  trialEndedMessage,
  trialLimitMessage,
} from './subscription';

describe('messages', () => {
  it('quotes the alert and toasts exactly', () => {
    expect(SUBSCRIPTION_MESSAGES.alreadyUsedTrial).toBe(
      "You've already used your free trial. Upgrade to Premium to access all features.",
    );
    expect(SUBSCRIPTION_MESSAGES.trialStarted).toBe('Trial Started!');
    expect(SUBSCRIPTION_MESSAGES.trialStartFailed).toBe('Failed to Start Trial');
    expect(SUBSCRIPTION_MESSAGES.upgradeButton).toBe('Upgrade to Premium');
  });
  it('keeps the trial limits', () => {
    expect(TRIAL_LIMITS).toEqual({
      nutritionAnalysis: 10,
      waterTracking: 50,
      fastingTracking: 20,
      aiInsights: 15,
    });
  });
  it('names the feature and the limit in refusals', () => {
    expect(trialLimitMessage('nutritionAnalysis')).toBe(
      "You've used all 10 nutrition analyses included in your free trial. Upgrade to Premium for unlimited nutrition analysis.",
    );
    expect(premiumRequiredMessage('fastingTracking')).toBe(
      'Fasting tracking is a Premium feature. Start your free 30-day trial or upgrade to Premium to use it.',
    );
    expect(trialEndedMessage('waterTracking')).toBe(
      'Your free trial has ended. Upgrade to Premium to keep using water tracking.',
    );
  });
});
