import { describe, expect, it } from 'vitest';
import { optionalNumber } from './form-values';

describe('optionalNumber', () => {
  it('reads an empty or blank field as no value', () => {
    expect(optionalNumber('')).toBeUndefined();
    expect(optionalNumber('   ')).toBeUndefined();
    expect(optionalNumber(undefined)).toBeUndefined();
    expect(optionalNumber(null)).toBeUndefined();
  });

  it('reads typed digits as a number, decimals included', () => {
    expect(optionalNumber('250')).toBe(250);
    expect(optionalNumber(' 8.5 ')).toBe(8.5);
    expect(optionalNumber(2000)).toBe(2000);
  });

  it('passes text that is not a number on as NaN for the schema to refuse', () => {
    expect(optionalNumber('abc')).toBeNaN();
  });
});
