import { describe, expect, it } from 'vitest';
import { WATER_MESSAGES, ZAddWaterRequest, ZWaterGoalRequest } from './water';

describe('ZAddWaterRequest', () => {
  const message = (input: unknown) => ZAddWaterRequest.safeParse(input).error?.issues[0]?.message;
  it('accepts a glass, a bottle and custom amounts', () => {
    expect(ZAddWaterRequest.parse({ kind: 'glass' })).toEqual({ kind: 'glass' });
    expect(ZAddWaterRequest.parse({ kind: 'bottle' })).toEqual({ kind: 'bottle' });
    expect(ZAddWaterRequest.parse({ kind: 'custom', amount: 330, unit: 'ml' })).toMatchObject({
      amount: 330,
    });
    expect(ZAddWaterRequest.parse({ kind: 'custom', amount: 8.5, unit: 'oz' })).toMatchObject({
      amount: 8.5,
    });
  });
  it('refuses amounts out of range with the contract messages', () => {
    expect(message({ kind: 'custom', amount: 0, unit: 'ml' })).toBe(WATER_MESSAGES.mlRange);
    expect(message({ kind: 'custom', amount: 2500, unit: 'ml' })).toBe(WATER_MESSAGES.mlRange);
    expect(message({ kind: 'custom', amount: 0.5, unit: 'oz' })).toBe(WATER_MESSAGES.ozRange);
    expect(message({ kind: 'custom', amount: 8.25, unit: 'oz' })).toBe(WATER_MESSAGES.ozRange);
    expect(message({ kind: 'custom', unit: 'oz' })).toBe(WATER_MESSAGES.amountRequired);
    expect(ZAddWaterRequest.safeParse({ kind: 'jug' }).success).toBe(false);
  });
});

describe('goal', () => {
  it('accepts whole ml from 500 to 6,000', () => {
    expect(ZWaterGoalRequest.safeParse({ goalMl: 500 }).success).toBe(true);
    expect(ZWaterGoalRequest.safeParse({ goalMl: 6000 }).success).toBe(true);
    expect(ZWaterGoalRequest.safeParse({ goalMl: 499 }).error?.issues[0]?.message).toBe(
      WATER_MESSAGES.goalRange,
    );
    expect(ZWaterGoalRequest.safeParse({ goalMl: 1500.5 }).success).toBe(false);
  });
});
