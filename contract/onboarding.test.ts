import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_MESSAGES,
  ZLifestyle,
  ZPersonalInfo,
  ZPersonalInfoMetricForm,
  ZPersonalInfoUsForm,
} from './onboarding';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

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

  it('stores pounds and centimetres to the hundredth, with the units typed in', () => {
    const ok = { age: 40, weight: 154.32, height: 180.34, gender: 'female', units: 'metric' };
    expect(ZPersonalInfo.parse(ok)).toEqual(ok);
    // Answers saved before the unit choice have none.
    expect(ZPersonalInfo.safeParse({ ...ok, units: undefined }).success).toBe(true);
    expect(messagesOf(ZPersonalInfo.safeParse({ ...ok, weight: 154.321, height: 180.345 }))).toEqual({
      weight: ONBOARDING_MESSAGES.weight,
      height: ONBOARDING_MESSAGES.height,
    });
    expect(ZPersonalInfo.safeParse({ ...ok, units: 'imperial' }).success).toBe(false);
  });

  it('checks US units in whole pounds, feet and inches, 3 ft 4 in to 8 ft 2 in', () => {
    const ok = { age: 30, weight: 50, heightFeet: 3, heightInches: 4, gender: 'male' };
    expect(ZPersonalInfoUsForm.safeParse(ok).success).toBe(true);
    expect(
      ZPersonalInfoUsForm.safeParse({ ...ok, weight: 500, heightFeet: 8, heightInches: 2 }).success,
    ).toBe(true);
    expect(messagesOf(ZPersonalInfoUsForm.safeParse({ ...ok, heightInches: 3 }))).toEqual({
      heightFeet: ONBOARDING_MESSAGES.heightFeetInches,
    });
    expect(messagesOf(ZPersonalInfoUsForm.safeParse({ ...ok, heightFeet: 8, heightInches: 3 }))).toEqual({
      heightFeet: ONBOARDING_MESSAGES.heightFeetInches,
    });
    // The height's range is reported even while another field is wrong.
    expect(
      messagesOf(ZPersonalInfoUsForm.safeParse({ age: 0, weight: 49, heightFeet: 2, heightInches: 0 })),
    ).toEqual({
      age: ONBOARDING_MESSAGES.age,
      weight: ONBOARDING_MESSAGES.weightLb,
      gender: ONBOARDING_MESSAGES.gender,
      heightFeet: ONBOARDING_MESSAGES.heightFeetInches,
    });
    expect(
      messagesOf(ZPersonalInfoUsForm.safeParse({ ...ok, heightFeet: undefined, heightInches: 12 })),
    ).toEqual({
      heightFeet: ONBOARDING_MESSAGES.heightFeetInches,
      heightInches: ONBOARDING_MESSAGES.heightInches,
    });
  });

  it('checks metric units in whole kilograms (23–226) and centimetres (100–250)', () => {
    const ok = { age: 30, weight: 23, height: 100, gender: 'other' };
    expect(ZPersonalInfoMetricForm.safeParse(ok).success).toBe(true);
    expect(ZPersonalInfoMetricForm.safeParse({ ...ok, weight: 226, height: 250 }).success).toBe(true);
    expect(messagesOf(ZPersonalInfoMetricForm.safeParse({ ...ok, weight: 22, height: 251 }))).toEqual({
      weight: ONBOARDING_MESSAGES.weightKg,
      height: ONBOARDING_MESSAGES.heightCm,
    });
    expect(messagesOf(ZPersonalInfoMetricForm.safeParse({ ...ok, weight: 227, height: 99 }))).toEqual({
      weight: ONBOARDING_MESSAGES.weightKg,
      height: ONBOARDING_MESSAGES.heightCm,
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
