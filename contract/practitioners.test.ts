import { describe, expect, it } from 'vitest';
import {
  PRACTITIONER_DISTANCES,
  PRACTITIONER_LIMITS,
  PRACTITIONER_MESSAGES,
  PRACTITIONER_SPECIALTIES,
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
