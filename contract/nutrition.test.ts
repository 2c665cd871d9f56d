import { describe, expect, it } from 'vitest';
import { unknownFoodMessage, ZMealTextAnalysis } from './nutrition';

describe('unknownFoodMessage', () => {
  it('asks "did you mean" with the close matches quoted', () => {
    expect(unknownFoodMessage('quinoa bake', ['Quinoa, cooked', 'Quinoa, uncooked'])).toBe(
      'I couldn\'t find "quinoa bake" — did you mean "Quinoa, cooked" or "Quinoa, uncooked"?',
    );
    expect(unknownFoodMessage('x', ['A', 'B', 'C'])).toBe(
      'I couldn\'t find "x" — did you mean "A", "B" or "C"?',
    );
  });

  it('says so plainly when nothing is close', () => {
    expect(unknownFoodMessage('blorf', [])).toBe('I couldn\'t find "blorf".');
  });
});

describe('ZMealTextAnalysis', () => {
  it('requires five-digit USDA ids', () => {
    const item = {
      text: 'an egg',
      usdaId: '1123',
      description: 'Egg, whole, raw, fresh',
      foodGroup: 'Dairy and Egg Products',
      quantity: 1,
      portion: '1 × large (50 g)',
      grams: 50,
      calories: 72,
      protein: 6.3,
      carbs: 0.4,
      fat: 4.8,
      fiber: 0,
      sugar: 0.2,
      sodium: 71,
    };
    const totals = { calories: 72, protein: 6.3, carbs: 0.4, fat: 4.8, fiber: 0, sugar: 0.2, sodium: 71 };
    expect(ZMealTextAnalysis.safeParse({ items: [item], unknown: [], totals }).success).toBe(false);
    expect(
      ZMealTextAnalysis.safeParse({ items: [{ ...item, usdaId: '01123' }], unknown: [], totals }).success,
    ).toBe(true);
  });
});
