import { PROFILE_MESSAGES, type TProfile } from '@contract/profile';
import { ZIP_MESSAGES } from '@contract/zip';
import { describe, expect, it } from 'vitest';
import { checkAvatarFile } from './avatar-chooser';
import { profileFormDefaults, ZProfileForm } from './profile-info-tab';

const profile: TProfile = {
  id: 'u1',
  firstName: 'Maya',
  lastName: 'Rivera',
  email: 'maya@example.com',
  phoneNumber: null,
  dateOfBirth: null,
  zipCode: '94110',
  medicalConditions: ['Asthma'],
  medications: [],
  allergies: ['Penicillin', 'Peanuts'],
  profileImageUrl: null,
  avatarId: null,
  emailVerified: false,
  pendingEmail: null,
  dataProcessingConsent: true,
  marketingConsent: false,
  analyticsConsent: false,
  ccpaOptOut: false,
  aiRemoteConsent: false,
};

describe('the profile form', () => {
  it('shows lists as comma-separated text and parses them back', () => {
    const defaults = profileFormDefaults(profile);
    expect(defaults).toMatchObject({ allergies: 'Penicillin, Peanuts', phoneNumber: '', dateOfBirth: '' });
    const parsed = ZProfileForm.parse({ ...defaults, medications: ' Metformin ,, Vitamin D,' });
    expect(parsed).toMatchObject({
      medicalConditions: ['Asthma'],
      medications: ['Metformin', 'Vitamin D'],
      allergies: ['Penicillin', 'Peanuts'],
    });
    expect(parsed).toHaveProperty('zipCode', '94110');
  });

  it("shows the contract's messages", () => {
    const result = ZProfileForm.safeParse({
      ...profileFormDefaults(profile),
      firstName: '',
      email: 'x',
      zipCode: '941101',
    });
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages).toEqual({
      firstName: PROFILE_MESSAGES.firstNameRequired,
      email: PROFILE_MESSAGES.email,
      zipCode: ZIP_MESSAGES.invalid,
    });
  });
});

describe('checkAvatarFile', () => {
  const file = (type: string, size: number) => ({ type, size }) as File;
  it('accepts images up to 5 MB', () => {
    expect(checkAvatarFile(file('image/png', 5 * 1024 * 1024))).toBeNull();
  });
  it('refuses larger files and other types', () => {
    expect(checkAvatarFile(file('image/jpeg', 5 * 1024 * 1024 + 1))).toBe('tooLarge');
    expect(checkAvatarFile(file('text/plain', 10))).toBe('notImage');
    expect(checkAvatarFile(file('', 10))).toBe('notImage');
  });
});
