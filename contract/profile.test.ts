import { describe, expect, it } from 'vitest';
import {
  AVATAR_IDS,
  AVATAR_OPTIONS,
  isPastDate,
  PROFILE_MESSAGES,
  PROFILE_TOASTS,
  ZChangePasswordRequest,
  ZEmojiAvatarRequest,
  ZUpdatePrivacyRequest,
  ZUpdateProfileRequest,
} from './profile';

const base = { firstName: 'Maya', lastName: 'Rivera', email: 'maya@example.com' };
const firstIssue = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('ZUpdateProfileRequest', () => {
  it('accepts the required fields alone and trims/lowercases', () => {
    const parsed = ZUpdateProfileRequest.parse({ ...base, email: ' Maya@Example.COM ', firstName: ' Maya ' });
    expect(parsed).toEqual({ ...base });
  });

  it('uses the profile messages', () => {
    expect(firstIssue(ZUpdateProfileRequest.safeParse({ ...base, firstName: '' }))).toEqual([
      ['firstName', PROFILE_MESSAGES.firstNameRequired],
    ]);
    expect(firstIssue(ZUpdateProfileRequest.safeParse({ ...base, lastName: '  ' }))).toEqual([
      ['lastName', PROFILE_MESSAGES.lastNameRequired],
    ]);
    expect(firstIssue(ZUpdateProfileRequest.safeParse({ ...base, email: 'nope' }))).toEqual([
      ['email', PROFILE_MESSAGES.email],
    ]);
    expect(PROFILE_MESSAGES.firstNameRequired).toBe('First name is required');
    expect(PROFILE_MESSAGES.lastNameRequired).toBe('Last name is required');
    expect(PROFILE_MESSAGES.email).toBe('Please enter a valid email');
  });

  it('caps names at 255 and lists at 50 items of 100 characters', () => {
    expect(ZUpdateProfileRequest.safeParse({ ...base, firstName: 'a'.repeat(255) }).success).toBe(true);
    expect(ZUpdateProfileRequest.safeParse({ ...base, firstName: 'a'.repeat(256) }).success).toBe(false);
    expect(ZUpdateProfileRequest.safeParse({ ...base, allergies: Array(50).fill('x') }).success).toBe(true);
    expect(ZUpdateProfileRequest.safeParse({ ...base, allergies: Array(51).fill('x') }).success).toBe(false);
    expect(ZUpdateProfileRequest.safeParse({ ...base, medications: ['m'.repeat(101)] }).success).toBe(false);
  });

  it('accepts optional phone, date of birth and clears with empty strings', () => {
    expect(ZUpdateProfileRequest.safeParse({ ...base, phoneNumber: '', dateOfBirth: '' }).success).toBe(true);
    expect(ZUpdateProfileRequest.safeParse({ ...base, dateOfBirth: '1990-02-31' }).success).toBe(false);
    expect(ZUpdateProfileRequest.safeParse({ ...base, dateOfBirth: '3000-01-01' }).success).toBe(false);
  });
});

describe('privacy, avatar and password schemas', () => {
  it('takes the four booleans, each optional', () => {
    expect(ZUpdatePrivacyRequest.parse({ ccpaOptOut: true })).toEqual({ ccpaOptOut: true });
    expect(ZUpdatePrivacyRequest.safeParse({ analyticsConsent: 'yes' }).success).toBe(false);
  });

  it('offers the 12 emoji avatars', () => {
    expect(AVATAR_IDS).toEqual([
      'lotus',
      'sunflower',
      'tree',
      'mountain',
      'rainbow',
      'butterfly',
      'dove',
      'heart',
      'star',
      'gem',
      'leaf',
      'sunrise',
    ]);
    for (const option of AVATAR_OPTIONS)
      expect(option.name && option.description && option.emoji).toBeTruthy();
    expect(ZEmojiAvatarRequest.safeParse({ avatarId: 'lotus' }).success).toBe(true);
    expect(firstIssue(ZEmojiAvatarRequest.safeParse({ avatarId: 'dragon' }))).toEqual([
      ['avatarId', PROFILE_MESSAGES.invalidAvatar],
    ]);
  });

  it('checks the new password rule and the confirmation', () => {
    const ok = { currentPassword: 'old', newPassword: 'Brand1New2', confirmPassword: 'Brand1New2' };
    expect(ZChangePasswordRequest.safeParse(ok).success).toBe(true);
    expect(firstIssue(ZChangePasswordRequest.safeParse({ ...ok, confirmPassword: 'x' }))).toEqual([
      ['confirmPassword', "Passwords don't match"],
    ]);
    expect(
      ZChangePasswordRequest.safeParse({ ...ok, newPassword: 'alllower1', confirmPassword: 'alllower1' })
        .success,
    ).toBe(false);
    expect(firstIssue(ZChangePasswordRequest.safeParse({ ...ok, currentPassword: '' }))?.[0]?.[0]).toBe(
      'currentPassword',
    );
  });

  it('keeps the toasts word for word', () => {
    expect(PROFILE_TOASTS.updated.title).toBe('Profile Updated Successfully');
    expect(PROFILE_TOASTS.updateFailed).toEqual({
      title: 'Profile Update Needs Attention',
      description: "Let's try updating your profile again in a moment.",
    });
    expect(PROFILE_TOASTS.privacySaved.title).toBe('Privacy Settings Secured');
    expect(PROFILE_TOASTS.avatarUploaded.title).toBe('Beautiful New Avatar!');
    expect(PROFILE_TOASTS.avatarChosen.title).toBe('Perfect Avatar Choice!');
    expect(PROFILE_TOASTS.avatarFailed.title).toBe('Avatar Upload Needs Another Try');
    expect(PROFILE_TOASTS.avatarTooLarge.title).toBe('Image Size Needs Adjustment');
    expect(PROFILE_TOASTS.avatarTooLarge.description).toContain('smaller than 5MB');
    expect(PROFILE_TOASTS.avatarNotImage.title).toBe('Image Format Needed');
  });
});

describe('isPastDate', () => {
  it('checks calendar dates', () => {
    expect(isPastDate('1985-04-12')).toBe(true);
    expect(isPastDate('1985-13-01')).toBe(false);
  });
});
