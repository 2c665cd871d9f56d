import { describe, expect, it } from 'vitest';
import {
  PRACTITIONER_DISTANCES,
  PRACTITIONER_MESSAGES,
  PRACTITIONER_SPECIALTIES,
} from '../contract/practitioners';
import { parsePractitionerPath, practitionersPath } from './practitioners';

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
