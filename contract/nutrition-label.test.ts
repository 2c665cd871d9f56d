import { describe, expect, it } from 'vitest';
import {
  NUTRITION_LABEL_FIELDS,
  NUTRITION_LABEL_LIMITS,
  NUTRITION_LABEL_MESSAGES,
  ZNutritionLabelReading,
} from './nutrition-label';

const empty = Object.fromEntries(NUTRITION_LABEL_FIELDS.map((field) => [field, null]));

describe('ZNutritionLabelReading', () => {
  it('accepts an unreadable photo: every field null, all listed missing, the plain message', () => {
    const reading = {
      fields: empty,
      servingSize: null,
      missing: [...NUTRITION_LABEL_FIELDS, 'servingSize'],
      isUsable: false,
      message: NUTRITION_LABEL_MESSAGES.unreadable,
      rawText: '',
    };
    expect(ZNutritionLabelReading.parse(reading)).toEqual(reading);
  });

  it('refuses a confidence above 1, an unknown unit and an over-long serving text', () => {
    const base = { servingSize: null, missing: [], isUsable: true, message: null, rawText: 'Calories 230' };
    const field = (value: object) => ({ ...base, fields: { ...empty, calories: value } });
    expect(
      ZNutritionLabelReading.safeParse(field({ value: 230, unit: 'kcal', confidence: 0.9 })).success,
    ).toBe(true);
    expect(
      ZNutritionLabelReading.safeParse(field({ value: 230, unit: 'kcal', confidence: 1.2 })).success,
    ).toBe(false);
    expect(ZNutritionLabelReading.safeParse(field({ value: 230, unit: 'kJ', confidence: 0.9 })).success).toBe(
      false,
    );
    const longServing = {
      ...base,
      fields: empty,
      servingSize: {
        text: 'x'.repeat(NUTRITION_LABEL_LIMITS.servingTextMax + 1),
        grams: 55,
        confidence: 0.9,
      },
    };
    expect(ZNutritionLabelReading.safeParse(longServing).success).toBe(false);
  });

  it('states the limits the messages quote', () => {
    expect(NUTRITION_LABEL_LIMITS.maxBytes).toBe(8 * 1024 * 1024);
    expect(NUTRITION_LABEL_MESSAGES.tooLarge).toContain('8 MB');
    expect(NUTRITION_LABEL_LIMITS.maxPixels).toBe(40_000_000);
    expect(NUTRITION_LABEL_MESSAGES.tooManyPixels).toContain('40 megapixels');
  });
});
