import { z } from 'zod';

/**
 * The signup and sign-in rules and their exact messages (docs/product/accounts.md#signup-and-sign-in-fields).
 */
export const AUTH_MESSAGES = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  email: 'Please enter a valid email address',
  passwordLength: 'Password must be at least 8 characters',
  passwordUpper: 'Password must contain at least one uppercase letter',
  passwordLower: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  /** Checked by the server only (docs/product/accounts.md#password-strength). */
  passwordTooCommon:
    'This password is too common or easy to guess. Try a longer phrase or add unusual words.',
  passwordsMatch: "Passwords don't match",
  zipMin: 'Zip code is required and must be at least 5 characters',
  zipMax: 'Zip code must be 10 characters or less',
  terms: 'You must accept the terms and conditions',
  privacy: 'You must accept the privacy policy',
  passwordRequired: 'Password is required',
  invalidDate: 'Please enter a valid date',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  tooManyFailures:
    'Too many failed sign-in attempts for this account. Please wait 15 minutes or reset your password.',
  /** An admin account on the member sign-in (docs/product/admin.md#sign-in). */
  adminSignInElsewhere: 'Admin accounts sign in at /admin-login.',
} as const;

/** True for a real YYYY-MM-DD day (no 1990-02-31) that is not in the future. */
export function isPastCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getTime() <= Date.now()
  );
}

export const AUTH_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  passwordMin: 8,
  passwordMax: 128,
  zipMin: 5,
  zipMax: 10,
  emailMax: 254,
  phoneMax: 30,
} as const;

export const ZEmail = z.string().trim().toLowerCase().max(AUTH_LIMITS.emailMax).email(AUTH_MESSAGES.email);

/**
 * The password rule of signup, also used by password reset and change. The server also refuses
 * common and easily guessed passwords (`AUTH_MESSAGES.passwordTooCommon`); that check needs large
 * dictionaries, so it is not part of this schema the client bundles.
 */
export const ZNewPassword = z
  .string()
  .min(AUTH_LIMITS.passwordMin, AUTH_MESSAGES.passwordLength)
  .max(AUTH_LIMITS.passwordMax)
  .regex(/[A-Z]/, AUTH_MESSAGES.passwordUpper)
  .regex(/[a-z]/, AUTH_MESSAGES.passwordLower)
  .regex(/[0-9]/, AUTH_MESSAGES.passwordNumber);

const ZSignupFields = z.object({
  firstName: z.string().trim().min(AUTH_LIMITS.nameMin, AUTH_MESSAGES.firstName).max(AUTH_LIMITS.nameMax),
  lastName: z.string().trim().min(AUTH_LIMITS.nameMin, AUTH_MESSAGES.lastName).max(AUTH_LIMITS.nameMax),
  email: ZEmail,
  password: ZNewPassword,
  confirmPassword: z.string(),
  zipCode: z
    .string()
    .trim()
    .min(AUTH_LIMITS.zipMin, AUTH_MESSAGES.zipMin)
    .max(AUTH_LIMITS.zipMax, AUTH_MESSAGES.zipMax),
  phoneNumber: z.string().trim().max(AUTH_LIMITS.phoneMax).optional().or(z.literal('')),
  /** A calendar date, YYYY-MM-DD, as an `<input type="date">` gives it, not in the future. */
  dateOfBirth: z.string().refine(isPastCalendarDate, AUTH_MESSAGES.invalidDate).optional().or(z.literal('')),
  termsAccepted: z.boolean().refine((v) => v === true, AUTH_MESSAGES.terms),
  privacyAccepted: z.boolean().refine((v) => v === true, AUTH_MESSAGES.privacy),
  marketingConsent: z.boolean().default(false),
});

export const ZSignupRequest = ZSignupFields.refine((v) => v.password === v.confirmPassword, {
  message: AUTH_MESSAGES.passwordsMatch,
  path: ['confirmPassword'],
});
export type TSignupRequest = z.input<typeof ZSignupRequest>;

export const ZSigninRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(AUTH_LIMITS.passwordMax),
  rememberMe: z.boolean().default(false),
});
export type TSigninRequest = z.input<typeof ZSigninRequest>;

export const ROLES = ['user', 'practitioner', 'admin'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** Signup and sign-in answer with the fields the client stores: userId and email. */
export const ZAuthResponse = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  role: ZRole,
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZAuthUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: ZRole,
  isPremium: z.boolean(),
});
export type TAuthUser = z.infer<typeof ZAuthUser>;

export const ZAuthStatus = z.object({
  authenticated: z.boolean(),
  user: ZAuthUser.nullable(),
});
export type TAuthStatus = z.infer<typeof ZAuthStatus>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset your password. It is valid for 1 hour.';

export const ZResetPasswordRequest = z
  .object({ token: z.string().min(1).max(200), password: ZNewPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsMatch,
    path: ['confirmPassword'],
  });
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;
export const RESET_PASSWORD_MESSAGES = {
  success: 'Your password has been reset. Please sign in with your new password.',
  invalidToken: 'This reset link is invalid or has expired. Please request a new one.',
} as const;

/** Shown on /signin when Google sign-in is not configured on this server (query ?error=google_not_configured). */
export const GOOGLE_NOT_CONFIGURED_MESSAGE =
  'Google sign-in is not available on this server. Please sign in with your email.';
export const GOOGLE_FAILED_MESSAGE = 'Google sign-in did not complete. Please try again.';
/** Shown on /signin when Google sign-in reached an admin account (query ?error=admin_account). */
export const GOOGLE_ADMIN_MESSAGE = AUTH_MESSAGES.adminSignInElsewhere;
