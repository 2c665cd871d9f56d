import { CERTIFICATIONS, PRACTICE_MESSAGES, type TPractitionerProfile } from '@contract/practice';
import { describe, expect, it } from 'vitest';
import {
  canRemoveLanguage,
  FIELD_ORDER,
  firstInvalidField,
  isFirstSubmission,
  PROFILE_TABS,
  profileFormDefaults,
  remainingOptions,
  tabsWithErrors,
  ZProfileForm,
} from './profile-form';

const draft: TPractitionerProfile = {
  practitionerId: 'p1',
  status: 'draft',
  submittedAt: null,
  reviewedAt: null,
  rejectionReason: null,
  isLive: false,
  firstName: 'Priya',
  lastName: 'Natarajan',
  email: 'priya@example.com',
  phone: '',
  specialties: ['Functional Medicine'],
  certifications: [],
  bio: '',
  experience: 12,
  location: '',
  zipCode: '',
  consultationFee: 150,
  availableHours: '',
  languagesSpoken: [],
  education: '',
  acceptsInsurance: false,
  insurance: '',
  telehealth: true,
  website: '',
  licenseState: 'CA',
  licenseNumber: null,
  profileImage: null,
  isVerified: false,
  rating: '0.0',
  reviewCount: 0,
  totalConsultations: 0,
};

const valid = {
  ...profileFormDefaults(draft),
  phone: '415-555-0142',
  certifications: ['MD'],
  bio: 'I help people with IBS and long-standing fatigue find the causes behind their symptoms.',
  location: '450 Sutter St, San Francisco',
  zipCode: '94108',
  availableHours: 'Mon-Thu 9am-5pm',
  education: 'MD, University of California',
  licenseNumber: 'A123456',
} as ReturnType<typeof profileFormDefaults>;

const messagesOf = (input: unknown) => {
  const result = ZProfileForm.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe('the profile form', () => {
  it('starts from the draft signup made, with English when no language was chosen', () => {
    const defaults = profileFormDefaults(draft);
    expect(defaults).toMatchObject({
      firstName: 'Priya',
      specialties: ['Functional Medicine'],
      experience: '12',
      consultationFee: '150.00',
      languagesSpoken: ['English'],
      licenseState: 'CA',
      licenseNumber: '',
      telehealth: true,
    });
    expect(profileFormDefaults(null, { firstName: 'Ana', email: 'ana@example.com' })).toMatchObject({
      firstName: 'Ana',
      email: 'ana@example.com',
      languagesSpoken: ['English'],
      experience: '',
    });
  });

  it('accepts a complete form and turns the typed numbers into numbers', () => {
    const result = ZProfileForm.safeParse({ ...valid, consultationFee: '175.50' });
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(result.data).toMatchObject({ experience: 12, consultationFee: 175.5 });
  });

  it('says the contract’s messages, and an empty fee or experience is an error rather than 0', () => {
    expect(messagesOf({ ...valid, consultationFee: '', experience: '' })).toEqual({
      consultationFee: PRACTICE_MESSAGES.fee,
      experience: PRACTICE_MESSAGES.experience,
    });
    expect(messagesOf({ ...valid, consultationFee: '10.555', experience: '-2' })).toEqual({
      consultationFee: PRACTICE_MESSAGES.feeCents,
      experience: PRACTICE_MESSAGES.experience,
    });
    expect(
      messagesOf({ ...valid, firstName: 'P', certifications: [], languagesSpoken: [], website: 'example' }),
    ).toEqual({
      firstName: PRACTICE_MESSAGES.firstNameMin,
      certifications: PRACTICE_MESSAGES.certificationsMin,
      languagesSpoken: PRACTICE_MESSAGES.languagesMin,
      website: PRACTICE_MESSAGES.website,
    });
  });

  it('puts every field of the request in exactly one tab', () => {
    expect(PROFILE_TABS.map((tab) => tab.label)).toEqual([
      'Basic Info',
      'Professional',
      'Practice',
      'Additional',
    ]);
    expect([...FIELD_ORDER].sort()).toEqual(Object.keys(ZProfileForm.shape).sort());
    expect(new Set(FIELD_ORDER).size).toBe(FIELD_ORDER.length);
    expect(PROFILE_TABS.find((tab) => tab.id === 'professional')?.fields).toContain('licenseNumber');
  });

  it('marks the tabs holding errors and picks the first invalid field in tab order', () => {
    const errors = ['website', 'licenseNumber', 'bio'];
    expect(tabsWithErrors(errors)).toEqual(['basic', 'professional', 'additional']);
    expect(firstInvalidField(errors)).toBe('bio');
    expect(firstInvalidField(['website', 'zipCode'])).toBe('zipCode');
    expect(firstInvalidField([])).toBeNull();
  });

  it('hides chosen entries from a pick-list and keeps the last language', () => {
    const left = remainingOptions(CERTIFICATIONS, ['MD', 'PhD']);
    expect(left).toHaveLength(CERTIFICATIONS.length - 2);
    expect(left).not.toContain('MD');
    expect(left[0]).toBe('DO');
    expect(canRemoveLanguage(['English'])).toBe(false);
    expect(canRemoveLanguage(['English', 'Spanish'])).toBe(true);
  });

  it('creates until the profile is first submitted, then updates', () => {
    expect(isFirstSubmission(null)).toBe(true);
    expect(isFirstSubmission(draft)).toBe(true);
    expect(isFirstSubmission({ ...draft, status: 'pending' })).toBe(false);
    expect(isFirstSubmission({ ...draft, status: 'rejected' })).toBe(false);
  });
});
