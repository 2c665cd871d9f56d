import { describe, expect, it } from 'vitest';
import { ratingLabel } from './feedback';

describe('ratingLabel', () => {
  it('labels the ratings 5 Excellent! to 1 Poor', () => {
    expect(ratingLabel(5)).toBe('Excellent!');
    expect(ratingLabel(0)).toBeUndefined();
  });
});
