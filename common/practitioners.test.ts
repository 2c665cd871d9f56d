import { describe, expect, it } from 'vitest';
import {
  PRACTITIONER_DISTANCES,
  PRACTITIONER_MESSAGES,
  PRACTITIONER_SPECIALTIES,
} from '../contract/practitioners';
import { formatDistance, parsePractitionerPath, practitionersPath } from './practitioners';

describe('parsePractitionerPath', () => {
  it('reads no path parts as no filters', () => {
    expect(parsePractitionerPath()).toEqual({ ok: true, filters: { specialty: null, distance: null } });
  });
  it('reads a specialty (already URL-decoded)', () => {
    expect(parsePractitionerPath('Functional Medicine Physician')).toEqual({
      ok: true,
      filters: { specialty: 'Functional Medicine Physician', distance: null },
    });
  });
  it("reads 'all' as any specialty, with or without a distance", () => {
    expect(parsePractitionerPath('all')).toEqual({ ok: true, filters: { specialty: null, distance: null } });
    expect(parsePractitionerPath('all', '10')).toEqual({
      ok: true,
      filters: { specialty: null, distance: 10 },
    });
  });
  it('reads a specialty and a distance', () => {
    expect(parsePractitionerPath('Acupuncturist', '25')).toEqual({
      ok: true,
      filters: { specialty: 'Acupuncturist', distance: 25 },
    });
  });
  it.each([['acupuncturist'], ['Dentist'], [''], ['All'], ['Acupuncturist ']])(
    'refuses the specialty %j',
    (specialty) => {
      expect(parsePractitionerPath(specialty)).toEqual({
        ok: false,
        field: 'specialty',
        message: PRACTITIONER_MESSAGES.invalidSpecialty,
      });
    },
  );
  it.each([['7'], ['100'], ['10.0'], ['-5'], ['ten'], [''], ['010']])(
    'refuses the distance %j',
    (distance) => {
      expect(parsePractitionerPath('all', distance)).toEqual({
        ok: false,
        field: 'distance',
        message: PRACTITIONER_MESSAGES.invalidDistance,
      });
    },
  );
});

describe('practitionersPath', () => {
  it('builds the API paths, URL-encoding the specialty', () => {
    expect(practitionersPath({})).toBe('/api/practitioners');
    expect(practitionersPath({ specialty: 'Functional Medicine Physician' })).toBe(
      '/api/practitioners/Functional%20Medicine%20Physician',
    );
    expect(practitionersPath({ distance: 10 })).toBe('/api/practitioners/all/10');
    expect(practitionersPath({ specialty: 'Chiropractor', distance: 5 })).toBe(
      '/api/practitioners/Chiropractor/5',
    );
  });
  it('round-trips through parsePractitionerPath', () => {
    for (const specialty of [null, ...PRACTITIONER_SPECIALTIES]) {
      for (const distance of [null, ...PRACTITIONER_DISTANCES]) {
        const parts = practitionersPath({ specialty, distance })
          .split('/')
          .slice(3)
          .map((part) => decodeURIComponent(part));
        expect(parsePractitionerPath(parts[0], parts[1])).toEqual({
          ok: true,
          filters: { specialty, distance },
        });
      }
    }
  });
});

describe('formatDistance', () => {
  it("reads 0 and anything under a tenth of a mile as 'Under 0.1 miles away'", () => {
    expect(formatDistance(0)).toBe('Under 0.1 miles away');
    expect(formatDistance(0.04)).toBe('Under 0.1 miles away');
  });
  it('gives tenths of a mile, without a trailing .0', () => {
    expect(formatDistance(0.05)).toBe('0.1 miles away');
    expect(formatDistance(0.1)).toBe('0.1 miles away');
    expect(formatDistance(2.6)).toBe('2.6 miles away');
    expect(formatDistance(12.34)).toBe('12.3 miles away');
    expect(formatDistance(12.35)).toBe('12.4 miles away');
    expect(formatDistance(10)).toBe('10 miles away');
    expect(formatDistance(99.94)).toBe('99.9 miles away');
  });
  it("says 'mile' for exactly one", () => {
    expect(formatDistance(1)).toBe('1 mile away');
    expect(formatDistance(1.02)).toBe('1 mile away');
    expect(formatDistance(1.1)).toBe('1.1 miles away');
  });
  it('gives whole miles with a thousands separator from 100 miles', () => {
    expect(formatDistance(99.96)).toBe('100 miles away');
    expect(formatDistance(100.4)).toBe('100 miles away');
    expect(formatDistance(2570.3)).toBe('2,570 miles away');
    expect(formatDistance(12_430.6)).toBe('12,431 miles away');
  });
  it('answers null when the location is missing or the number is not a distance', () => {
    expect(formatDistance(null)).toBeNull();
    expect(formatDistance(undefined)).toBeNull();
    expect(formatDistance(Number.NaN)).toBeNull();
    expect(formatDistance(Number.POSITIVE_INFINITY)).toBeNull();
    expect(formatDistance(-1)).toBeNull();
  });
});
