import { describe, expect, it } from 'vitest';
import type { TNutritionLabelReading } from '../../../contract/nutrition-label';
import { toLabelReading } from './ports';

describe('toLabelReading', () => {
  const field = (value: number, unit: 'kcal' | 'g' | 'mg', confidence = 0.97) => ({
    value,
    unit,
    confidence,
  });
  const reading = (fields: Partial<TNutritionLabelReading['fields']>): TNutritionLabelReading => ({
    fields: {
      calories: null,
      protein: null,
      carbs: null,
      fat: null,
      fiber: null,
      sugars: null,
      sodium: null,
      ...fields,
    },
    servingSize: { text: '1 bar (40g)', grams: 40, confidence: 0.9 },
    missing: [],
    isUsable: true,
    message: null,
    rawText: '',
  });

  it('passes a full reading on, flagging values read with low confidence', () => {
    const out = toLabelReading(
      reading({
        calories: field(210, 'kcal'),
        protein: field(5, 'g', 0.7),
        carbs: field(37, 'g'),
        fat: field(8, 'g'),
        sodium: field(160, 'mg'),
      }),
    );
    expect(out).toMatchObject({ calories: 210, protein: 5, carbs: 37, fat: 8, sodium: 160, sugar: null });
    expect(out?.partial).toBeNull();
    expect(out?.uncertain).toEqual(['protein']);
    expect(out?.servingSize).toBe('1 bar (40g)');
  });

  it('explains a partial reading instead of inventing the missing values', () => {
    const out = toLabelReading(reading({ calories: field(210, 'kcal'), fat: field(8, 'g') }));
    expect(out?.partial).toBe(
      'We read calories (210), fat (8 g) but not protein, carbohydrate from this label. Try a sharper, straight-on photo of the whole Nutrition Facts panel, or describe the food on the Text tab.',
    );
  });

  it('gives nothing for an unusable reading', () => {
    expect(toLabelReading({ ...reading({}), isUsable: false })).toBeNull();
  });
});
