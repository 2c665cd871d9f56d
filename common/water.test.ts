import { describe, expect, it } from 'vitest';
import { goalPercent, toMl } from './water';

describe('toMl', () => {
  it('keeps ml and converts US fluid ounces, rounded to the nearest ml', () => {
    expect(toMl(250, 'ml')).toBe(250);
    expect(toMl(8, 'oz')).toBe(237);
    expect(toMl(16.9, 'oz')).toBe(500);
    expect(toMl(1, 'oz')).toBe(30);
    expect(toMl(64, 'oz')).toBe(1893);
  });
});

describe('goal', () => {
  it('reports progress as a whole percentage capped at 100', () => {
    expect(goalPercent(0, 2000)).toBe(0);
    expect(goalPercent(750, 2000)).toBe(38);
    expect(goalPercent(2600, 2000)).toBe(100);
  });
});
