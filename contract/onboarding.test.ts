import { describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES, ZLifestyle, ZPersonalInfo } from './onboarding';

describe('simple onboarding contract', () => {
  it('checks the ranges with clear messages', () => {
    const ok = { age: 1, weight: 50, height: 100, gender: 'other' };
    expect(ZPersonalInfo.safeParse(ok).success).toBe(true);
    expect(ZPersonalInfo.safeParse({ ...ok, age: 120, weight: 500, height: 250 }).success).toBe(true);
    const bad = ZPersonalInfo.safeParse({ age: 0, weight: 501, height: 99 });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages).toEqual({
      age: ONBOARDING_MESSAGES.age,
      weight: ONBOARDING_MESSAGES.weight,
      height: ONBOARDING_MESSAGES.height,
      gender: ONBOARDING_MESSAGES.gender,
    });
  });

  it('defaults sleep to 8 hours and stress to 5', () => {
    const parsed = ZLifestyle.parse({
      diet: 'keto',
      exerciseLevel: 'very_active',
      smokingStatus: 'former',
      alcoholConsumption: 'heavy',
    });
    expect(parsed).toMatchObject({ sleepHours: 8, stressLevel: 5 });
  });
});
