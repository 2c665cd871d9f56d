import { z } from 'zod';
import { ZReauthPassword } from './account';
import { ZNewPassword } from './auth';
import { ZUsZipCode } from './zip';

/**
 * The profile, its privacy flags, the avatar chooser and their messages
 * (docs/product/profile.md#rules-and-numbers).
 */
export const PROFILE_LIMITS = {
  nameMax: 255,
  emailMax: 254,
  phoneMax: 30,
  listItemsMax: 50,
  listItemMax: 100,
  /** Avatar file limit 5 MB. */
  avatarMaxBytes: 5 * 1024 * 1024,
  /** The stored avatar: a square WebP of this many pixels a side. */
  avatarSize: 256,
  changePasswordPerHour: 5,
  /** Attempts to confirm an email change per client IP in 15 minutes (right or wrong link). */
  confirmEmailPerIpPer15Min: 20,
} as const;

export const PROFILE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  email: 'Please enter a valid email',
  invalidDate: 'Please enter a valid date',
  listTooLong: `At most ${PROFILE_LIMITS.listItemsMax} items`,
  itemTooLong: `Each item can be at most ${PROFILE_LIMITS.listItemMax} characters`,
  emailTaken: 'An account with this email already exists',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  passwordsMatch: "Passwords don't match",
  passwordChanged: 'Password changed',
  passwordChangedDescription: 'Your other sessions have been signed out.',
  changePasswordRateLimited: 'Too many password change attempts. Please wait an hour and try again.',
  otherSessionsSignedOut: 'Other sessions signed out',
  invalidAvatar: 'Please choose one of the avatars shown',
  noAvatarFile: 'Please choose an image to upload',
  /** Asked for beside a changed email (docs/product/accounts.md#changing-the-email). */
  emailChangePasswordHint: 'Enter your current password to change your email.',
} as const;

/** The pending email change shown on the profile form until its link is followed. */
export const emailChangePendingMessage = (email: string) =>
  `We sent a link to ${email} to confirm. Your email changes once you open it.`;

/** The confirm-email page's answers (docs/product/accounts.md#changing-the-email). */
export const CONFIRM_EMAIL_MESSAGES = {
  confirmed: 'Your email address has been changed.',
  confirmedDescription:
    'Use your new address to sign in from now on. Your other sessions have been signed out.',
  invalid: 'This link is not valid or has already been used.',
  expired: 'This link has expired. Please change your email again from your profile.',
  taken: 'Another account now uses this email address, so it could not be changed.',
  missingToken: 'This link is missing its code. Please open the link from the email again.',
  rateLimited: 'Too many attempts to confirm an email address. Please wait 15 minutes and try again.',
  prompt: 'Confirm that this address is yours to finish changing the email of your account.',
  confirmButton: 'Confirm Email',
} as const;

/** The profile's toasts, exactly. */
export const PROFILE_TOASTS = {
  updated: { title: 'Profile Updated Successfully' },
  updateFailed: {
    title: 'Profile Update Needs Attention',
    description: "Let's try updating your profile again in a moment.",
  },
  privacySaved: { title: 'Privacy Settings Secured' },
  avatarUploaded: { title: 'Beautiful New Avatar!' },
  avatarChosen: { title: 'Perfect Avatar Choice!' },
  avatarFailed: { title: 'Avatar Upload Needs Another Try' },
  avatarTooLarge: {
    title: 'Image Size Needs Adjustment',
    description: 'Please choose an image smaller than 5MB.',
  },
  avatarNotImage: {
    title: 'Image Format Needed',
    description: 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).',
  },
} as const;

/** The 12 emoji avatars (docs/product/profile.md#screens). */
export const AVATAR_OPTIONS = [
  { id: 'lotus', name: 'Lotus', emoji: '🪷', description: 'Calm and balance' },
  { id: 'sunflower', name: 'Sunflower', emoji: '🌻', description: 'Warmth and optimism' },
  { id: 'tree', name: 'Tree', emoji: '🌳', description: 'Strength and growth' },
  { id: 'mountain', name: 'Mountain', emoji: '⛰️', description: 'Steadiness and resilience' },
  { id: 'rainbow', name: 'Rainbow', emoji: '🌈', description: 'Hope after the storm' },
  { id: 'butterfly', name: 'Butterfly', emoji: '🦋', description: 'Change and renewal' },
  { id: 'dove', name: 'Dove', emoji: '🕊️', description: 'Peace of mind' },
  { id: 'heart', name: 'Heart', emoji: '💚', description: 'Care and compassion' },
  { id: 'star', name: 'Star', emoji: '⭐', description: 'Shining through' },
  { id: 'gem', name: 'Gem', emoji: '💎', description: 'Inner resilience' },
  { id: 'leaf', name: 'Leaf', emoji: '🍃', description: 'Fresh starts' },
  { id: 'sunrise', name: 'Sunrise', emoji: '🌅', description: 'A new day' },
] as const;
export const AVATAR_IDS = AVATAR_OPTIONS.map((a) => a.id) as [
  (typeof AVATAR_OPTIONS)[number]['id'],
  ...(typeof AVATAR_OPTIONS)[number]['id'][],
];
export type TAvatarId = (typeof AVATAR_OPTIONS)[number]['id'];
export const ZAvatarId = z.enum(AVATAR_IDS, { error: PROFILE_MESSAGES.invalidAvatar });

/** True for a real YYYY-MM-DD day that is not in the future. */
export function isPastDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getTime() <= Date.now()
  );
}

const ZHealthList = z
  .array(z.string().trim().min(1).max(PROFILE_LIMITS.listItemMax, PROFILE_MESSAGES.itemTooLong))
  .max(PROFILE_LIMITS.listItemsMax, PROFILE_MESSAGES.listTooLong);

const ZOptionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** PATCH /api/user/profile. Names and email are required; anything left out stays as it is. */
export const ZUpdateProfileRequest = z.object({
  firstName: z
    .string({ error: PROFILE_MESSAGES.firstNameRequired })
    .trim()
    .min(1, PROFILE_MESSAGES.firstNameRequired)
    .max(PROFILE_LIMITS.nameMax),
  lastName: z
    .string({ error: PROFILE_MESSAGES.lastNameRequired })
    .trim()
    .min(1, PROFILE_MESSAGES.lastNameRequired)
    .max(PROFILE_LIMITS.nameMax),
  email: z
    .string({ error: PROFILE_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(PROFILE_LIMITS.emailMax, PROFILE_MESSAGES.email)
    .email(PROFILE_MESSAGES.email),
  phoneNumber: ZOptionalText(PROFILE_LIMITS.phoneMax),
  /** YYYY-MM-DD, not in the future; '' or null clears it. */
  dateOfBirth: z
    .union([z.literal(''), z.string().refine(isPastDate, PROFILE_MESSAGES.invalidDate)])
    .nullable()
    .optional(),
  /** A US ZIP code, ZIP+4 allowed ('Please enter a 5-digit ZIP code.'); '' or null clears it. */
  zipCode: z
    .union([z.literal(''), ZUsZipCode])
    .nullable()
    .optional(),
  medicalConditions: ZHealthList.optional(),
  medications: ZHealthList.optional(),
  allergies: ZHealthList.optional(),
  /**
   * Needed when `email` differs from the account's, unless the person signed in within the last few
   * minutes; the new address takes effect once the link mailed to it is followed.
   */
  currentPassword: ZReauthPassword,
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

export const ZPrivacySettings = z.object({
  dataProcessingConsent: z.boolean(),
  marketingConsent: z.boolean(),
  analyticsConsent: z.boolean(),
  ccpaOptOut: z.boolean(),
  /**
   * The assistant may use the external AI service (identifiers removed;
   * docs/product/assistant.md#consent-and-the-external-ai-service).
   */
  aiRemoteConsent: z.boolean(),
});
export type TPrivacySettings = z.infer<typeof ZPrivacySettings>;
/**
 * PATCH /api/user/privacy: the four booleans and aiRemoteConsent, each optional so one switch can save alone.
 */
export const ZUpdatePrivacyRequest = ZPrivacySettings.partial();

export const ZProfile = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  zipCode: z.string().nullable(),
  medicalConditions: z.array(z.string()),
  medications: z.array(z.string()),
  allergies: z.array(z.string()),
  /** `/api/user/avatar/<id>?v=<ms>` for an uploaded picture, else null. */
  profileImageUrl: z.string().nullable(),
  avatarId: z.enum(AVATAR_IDS).nullable(),
  emailVerified: z.boolean(),
  /** The new address of an email change waiting for its link, or null. */
  pendingEmail: z.string().nullable(),
  ...ZPrivacySettings.shape,
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZEmojiAvatarRequest = z.object({ avatarId: ZAvatarId });

export const ZChangePasswordRequest = z
  .object({
    currentPassword: z
      .string({ error: PROFILE_MESSAGES.currentPasswordRequired })
      .min(1, PROFILE_MESSAGES.currentPasswordRequired)
      .max(128),
    newPassword: ZNewPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PROFILE_MESSAGES.passwordsMatch,
    path: ['confirmPassword'],
  });
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

export const ZSessionSummary = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  /** e.g. "Chrome on macOS"; null when the browser sent none. */
  device: z.string().nullable(),
  ipAddress: z.string().nullable(),
  isCurrent: z.boolean(),
  rememberMe: z.boolean(),
});
export type TSessionSummary = z.infer<typeof ZSessionSummary>;
export const ZSessionList = z.array(ZSessionSummary);

/** POST /api/user/confirm-email: the token of the link mailed to the new address. */
export const ZConfirmEmailRequest = z.object({
  token: z
    .string({ error: CONFIRM_EMAIL_MESSAGES.missingToken })
    .min(1, CONFIRM_EMAIL_MESSAGES.missingToken)
    .max(200),
});
export type TConfirmEmailRequest = z.infer<typeof ZConfirmEmailRequest>;
export const ZConfirmEmailResponse = z.object({ email: z.string() });
export type TConfirmEmailResponse = z.infer<typeof ZConfirmEmailResponse>;
