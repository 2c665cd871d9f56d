import { describe, expect, it } from 'vitest';
import { onboardingProgressPercent, parseWholeNumber } from './onboarding';

describe('simple onboarding form', () => {
  it('progress is (step+1)/5', () => {
    expect([0, 1, 2, 3, 4].map(onboardingProgressPercent)).toEqual([20, 40, 60, 80, 100]);
  });

  it('parses inputs as whole numbers', () => {
    expect(parseWholeNumber('42')).toBe(42);
    expect(parseWholeNumber(' 7 ')).toBe(7);
    expect(parseWholeNumber('42.9')).toBe(42);
    expect(parseWholeNumber('')).toBeUndefined();
    expect(parseWholeNumber('abc')).toBeUndefined();
  });
});
