import { describe, expect, it } from 'vitest';
import { PRACTITIONER_SPECIALTIES } from '../../../contract/practitioners';
import { haversineMiles, locateZip, roundMiles } from './distance';
import { demoPractitionerRows } from './seed';
import { DEMO_PRACTITIONERS } from './seed-data';

describe('the demo practitioner directory', () => {
  it('has at least 40 fictional practitioners, each specialty in several cities', () => {
    expect(DEMO_PRACTITIONERS.length).toBeGreaterThanOrEqual(40);
    for (const specialty of PRACTITIONER_SPECIALTIES) {
      const cities = new Set(DEMO_PRACTITIONERS.filter((p) => p.specialty === specialty).map((p) => p.city));
      expect(cities.size, specialty).toBeGreaterThanOrEqual(4);
    }
    expect(new Set(DEMO_PRACTITIONERS.map((p) => p.state)).size).toBeGreaterThanOrEqual(10);
  });

  it('has no duplicate people', () => {
    const names = DEMO_PRACTITIONERS.map((p) => `${p.firstName} ${p.lastName}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('places every ZIP code in the city and state it names', () => {
    for (const p of DEMO_PRACTITIONERS) {
      expect(locateZip(p.zipCode), `${p.firstName} ${p.lastName}`).toMatchObject({
        city: p.city,
        state: p.state,
      });
    }
  });

  it('has plausible ratings, reviews, fees, credentials and bios', () => {
    for (const p of DEMO_PRACTITIONERS) {
      const who = `${p.firstName} ${p.lastName}`;
      expect(p.rating, who).toMatch(/^[0-5]\.\d$/);
      expect(Number(p.rating), who).toBeLessThanOrEqual(5);
      expect(Number.isInteger(p.reviewCount) && p.reviewCount > 0, who).toBe(true);
      expect(p.consultationFee, who).toBeGreaterThanOrEqual(50);
      expect(p.consultationFee, who).toBeLessThanOrEqual(400);
      expect(p.credentials.length, who).toBeGreaterThan(0);
      expect(p.bio.length, who).toBeGreaterThan(40);
    }
  });

  it('has several practitioners within 10 miles of San Francisco 94110, and some within 5', () => {
    const rows = demoPractitionerRows();
    expect(rows).toHaveLength(DEMO_PRACTITIONERS.length);
    expect(rows.every((r) => r.isDemo && r.isApproved && r.latitude !== null)).toBe(true);
    const origin = locateZip('94110');
    if (!origin) throw new Error('94110 must be known');
    const miles = rows.map((r) =>
      roundMiles(haversineMiles(origin, { latitude: r.latitude!, longitude: r.longitude! })),
    );
    const within = (limit: number) => miles.filter((m) => m <= limit).length;
    expect(within(5)).toBeGreaterThanOrEqual(5);
    expect(within(10)).toBeGreaterThan(within(5));
    expect(within(25)).toBeGreaterThan(within(10));
    expect(within(50)).toBeGreaterThan(within(25));
    expect(within(50)).toBeLessThan(rows.length);
  });
});
