import { describe, expect, it } from 'vitest';
import {
  PRACTITIONER_DISTANCES,
  PRACTITIONER_LIMITS,
  PRACTITIONER_MESSAGES,
  PRACTITIONER_SPECIALTIES,
  parsePractitionerPath,
  practitionersPath,
  ZPractitionerTypeRequest,
} from './practitioners';

describe('practitioner constants', () => {
  it('lists the 7 specialties, in order', () => {
    expect(PRACTITIONER_SPECIALTIES).toEqual([
      'Functional Medicine Physician',
      'Naturopathic Doctor',
      'Integrative Medicine',
      'Nutrition Specialist',
      'Acupuncturist',
      'Chiropractor',
      'Mental Health Counselor',
    ]);
  });
  it('offers the distances 5, 10, 25 and 50 miles', () => {
    expect(PRACTITIONER_DISTANCES).toEqual([5, 10, 25, 50]);
  });
});

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

describe('ZPractitionerTypeRequest', () => {
  it('accepts a listed specialty or free text, trims, and defaults the note to empty', () => {
    expect(ZPractitionerTypeRequest.parse({ specialty: ' Acupuncturist ' })).toEqual({
      specialty: 'Acupuncturist',
      note: '',
    });
    expect(
      ZPractitionerTypeRequest.parse({ specialty: 'Physical Therapist', note: ' near Noe Valley ' }),
    ).toEqual({
      specialty: 'Physical Therapist',
      note: 'near Noe Valley',
    });
  });
  it('requires a specialty', () => {
    for (const input of [{}, { specialty: '' }, { specialty: '   ' }]) {
      const result = ZPractitionerTypeRequest.safeParse(input);
      expect(result.error?.issues[0]?.message).toBe(PRACTITIONER_MESSAGES.requestSpecialtyRequired);
    }
  });
  it('caps the specialty at 100 and the note at 1,000 characters', () => {
    const specialty = 'x'.repeat(PRACTITIONER_LIMITS.requestSpecialtyMax + 1);
    expect(ZPractitionerTypeRequest.safeParse({ specialty }).error?.issues[0]?.message).toBe(
      PRACTITIONER_MESSAGES.requestSpecialtyMax,
    );
    const note = 'y'.repeat(PRACTITIONER_LIMITS.requestNoteMax + 1);
    expect(
      ZPractitionerTypeRequest.safeParse({ specialty: 'Chiropractor', note }).error?.issues[0]?.message,
    ).toBe(PRACTITIONER_MESSAGES.requestNoteMax);
    expect(
      ZPractitionerTypeRequest.safeParse({ specialty: 'Chiropractor', note: 'y'.repeat(1000) }).success,
    ).toBe(true);
  });
});
