import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { haversineMiles, locateZip, normalizeZip, roundMiles } from './distance';

describe('haversineMiles', () => {
  it('is zero for the same point', () => {
    const p = { latitude: 37.7509, longitude: -122.4153 };
    expect(haversineMiles(p, p)).toBe(0);
  });
  it('matches known great-circle distances', () => {
    // San Francisco City Hall → Los Angeles City Hall ≈ 347 miles.
    const sf = { latitude: 37.7793, longitude: -122.4193 };
    const la = { latitude: 34.0537, longitude: -118.2427 };
    expect(haversineMiles(sf, la)).toBeGreaterThan(345);
    expect(haversineMiles(sf, la)).toBeLessThan(349);
    // One degree of latitude ≈ 69.1 miles.
    expect(haversineMiles({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      69.09,
      1,
    );
  });
  it('is symmetric', () => {
    const a = { latitude: 40.7306, longitude: -73.9866 };
    const b = { latitude: 42.3467, longitude: -71.0972 };
    expect(haversineMiles(a, b)).toBeCloseTo(haversineMiles(b, a), 9);
  });
  it('agrees with the zipcodes package (which rounds to whole miles)', () => {
    for (const [from, to] of [
      ['94110', '94612'],
      ['94110', '95112'],
      ['10003', '02139'],
    ] as const) {
      const a = locateZip(from);
      const b = locateZip(to);
      if (!a || !b) throw new Error('test ZIP codes must be known');
      expect(Math.abs(haversineMiles(a, b) - (zipcodes.distance(from, to) ?? Number.NaN))).toBeLessThan(1);
    }
  });
});

describe('roundMiles', () => {
  it('rounds to one decimal', () => {
    expect(roundMiles(9.04)).toBe(9);
    expect(roundMiles(9.05)).toBe(9.1);
    expect(roundMiles(12.345)).toBe(12.3);
    expect(roundMiles(0)).toBe(0);
  });
});

describe('normalizeZip', () => {
  it.each([
    ['94110', '94110'],
    [' 94110 ', '94110'],
    ['94110-1234', '94110'],
    ['941101234', '94110'],
    ['94110 1234', '94110'],
    ['k1a 0b1', 'K1A0B1'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeZip(input)).toBe(expected);
  });
});

describe('locateZip', () => {
  it('places a US ZIP code', () => {
    expect(locateZip('94110-2201')).toMatchObject({ zip: '94110', city: 'San Francisco', state: 'CA' });
  });
  it('answers null for ZIP codes the data does not know', () => {
    expect(locateZip('00000')).toBeNull();
    expect(locateZip('abcde')).toBeNull();
    expect(locateZip(null)).toBeNull();
  });
});
