import { z } from 'zod';
import { AUTH_LIMITS } from './auth';

/**
 * Admin sign-in (docs/product/admin.md#sign-in): `POST /api/admin/login` with the admin's email as
 * `username`, the password and, once the second factor is set up, a 6-digit code from the
 * authenticator app or a one-time recovery code. Answers one step at a time.
 */

export const ADMIN_AUTH_LIMITS = {
  codeDigits: 6,
  /** TOTP step length in seconds. */
  periodSeconds: 30,
  /** Recovery codes made at enrolment, each usable once. */
  recoveryCodes: 10,
  recoveryCodeMax: 40,
} as const;

export const ADMIN_AUTH_MESSAGES = {
  required: 'Admin login: username and password are required',
  invalidCredentials: 'Invalid admin credentials.',
  invalidCode: 'Invalid two-factor code.',
  codeFormat: 'Enter the 6-digit code from your authenticator app',
  recoveryCodeRequired: 'Enter one of your recovery codes',
  /** Toast titles. */
  granted: 'Admin Access Granted',
  denied: 'Access Denied',
} as const;

export const ZAdminLoginRequest = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, ADMIN_AUTH_MESSAGES.required)
    .max(AUTH_LIMITS.emailMax, ADMIN_AUTH_MESSAGES.invalidCredentials),
  password: z.string().min(1, ADMIN_AUTH_MESSAGES.required).max(AUTH_LIMITS.passwordMax),
  code: z
    .string()
    .regex(/^\d{6}$/, ADMIN_AUTH_MESSAGES.codeFormat)
    .optional(),
  recoveryCode: z
    .string()
    .trim()
    .min(1, ADMIN_AUTH_MESSAGES.recoveryCodeRequired)
    .max(ADMIN_AUTH_LIMITS.recoveryCodeMax)
    .optional(),
});
export type TAdminLoginRequest = z.input<typeof ZAdminLoginRequest>;

/** Right password, no second factor set up yet: scan the QR code (or type the secret), then send a code. */
export const ZAdminLoginEnroll = z.object({
  status: z.literal('enroll'),
  otpauthUri: z.string(),
  /** The QR code of `otpauthUri`, an SVG document. */
  qrCodeSvg: z.string(),
  /** The base32 secret, to type into the app by hand. */
  secret: z.string(),
});
/** Right password, second factor set up: send a code (or a recovery code). */
export const ZAdminLoginCodeRequired = z.object({ status: z.literal('code_required') });
export const ZAdminLoginSignedIn = z.object({
  status: z.literal('signed_in'),
  userId: z.string(),
  role: z.literal('admin'),
  /** Only right after enrolment: shown once, never again. */
  recoveryCodes: z.array(z.string()).optional(),
});
export const ZAdminLoginResponse = z.discriminatedUnion('status', [
  ZAdminLoginEnroll,
  ZAdminLoginCodeRequired,
  ZAdminLoginSignedIn,
]);
export type TAdminLoginResponse = z.infer<typeof ZAdminLoginResponse>;
