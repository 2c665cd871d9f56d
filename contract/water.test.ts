import { describe, expect, it } from 'vitest';
import { goalPercent, toMl, WATER_MESSAGES, ZAddWaterRequest, ZWaterGoalRequest } from './water';

describe('toMl', () => {
  it('keeps ml and converts US fluid ounces, rounded to the nearest ml', () => {
    expect(toMl(250, 'ml')).toBe(250);
    expect(toMl(8, 'oz')).toBe(237);
    expect(toMl(16.9, 'oz')).toBe(500);
    expect(toMl(1, 'oz')).toBe(30);
    expect(toMl(64, 'oz')).toBe(1893);
  });
});

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
  it('reports progress as a whole percentage capped at 100', () => {
    expect(goalPercent(0, 2000)).toBe(0);
    expect(goalPercent(750, 2000)).toBe(38);
    expect(goalPercent(2600, 2000)).toBe(100);
  });
});
