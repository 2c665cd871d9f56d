import { describe, expect, it } from 'vitest';
import { stripMealChatter } from './meal-chatter';

describe('stripMealChatter', () => {
  it('keeps the foods and amounts of a spoken meal and drops the filler around them', () => {
    expect(stripMealChatter('I had two eggs and a slice of toast for breakfast.')).toBe(
      'two eggs and a slice of toast',
    );
    expect(stripMealChatter('For lunch I ate a turkey sandwich and then an apple')).toBe(
      'a turkey sandwich and an apple',
    );
    expect(stripMealChatter("This morning I've had a cup of coffee with milk. Then I had a banana.")).toBe(
      'a cup of coffee with milk, a banana',
    );
    expect(stripMealChatter('um I just had like 2 slices of pizza tonight')).toBe('2 slices of pizza');
  });

  it('keeps a drink that shares its name with a meal ("with tea"), dropping only "for tea"', () => {
    expect(stripMealChatter('scones with tea')).toBe('scones with tea');
    expect(stripMealChatter('fish and chips for tea')).toBe('fish and chips');
  });

  it('leaves a plain list alone', () => {
    expect(stripMealChatter('2 eggs, 1 slice of whole wheat toast')).toBe(
      '2 eggs, 1 slice of whole wheat toast',
    );
    expect(stripMealChatter('150 g chicken breast and 1 cup rice')).toBe(
      '150 g chicken breast and 1 cup rice',
    );
  });
});
