import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateSync, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { ADMIN_AUTH_LIMITS } from '../../../contract/admin-auth';

/**
 * The second factor's pieces (docs/product/admin.md#sign-in): TOTP codes (RFC 6238: SHA-1, 6 digits,
 * 30-second steps, as every authenticator app reads an `otpauth://` URI), the enrolment QR code, and
 * one-time recovery codes, of which only a hash is stored.
 */

export const TOTP_ISSUER = 'Infinite Wellness';
/** Codes of the step before and after the current one are accepted too (clock drift). */
const TOLERANCE_SECONDS = ADMIN_AUTH_LIMITS.periodSeconds;

export const newTotpSecret = (): string => generateSecret();

export const otpauthUri = (email: string, secret: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret });

/** The QR code of an `otpauth://` URI, as an SVG document. */
export const qrCodeSvg = (uri: string): Promise<string> =>
  QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/** The code of `secret` at `epochSeconds` (tests and the end-to-end tests' sign-in). */
export const totpCode = (secret: string, epochSeconds = Math.floor(Date.now() / 1000)): string =>
  generateSync({ secret, epoch: epochSeconds });

/**
 * The 30-second step a code belongs to when it is valid for `secret` now (± one step) and of a step
 * after `afterStep`; otherwise null. The caller stores the step so that no code is used twice.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  afterStep: number | null,
  epochSeconds = Math.floor(Date.now() / 1000),
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: epochSeconds,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Letters and digits that cannot be mistaken for one another when copied by hand. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_GROUP = 5;

/** A recovery code: two groups of five characters (about 49 bits), e.g. `k7pwq-3xz9m`. */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_GROUP * 2; i += 1) {
    if (i === RECOVERY_GROUP) code += '-';
    code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  }
  return code;
}

/** What a typed recovery code is compared as: lower case, without spaces or dashes. */
export const normaliseRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[\s-]+/g, '');

/** The stored form of a recovery code: SHA-256 of its normalised text (the code is random, not a password). */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('base64url');
