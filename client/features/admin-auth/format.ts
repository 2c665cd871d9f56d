/** The download's file name and text of the recovery codes (docs/product/admin.md#sign-in). */
export const RECOVERY_CODES_FILE = 'infinite-wellness-admin-recovery-codes.txt';

export function recoveryCodesText(email: string, codes: readonly string[], madeAt: Date): string {
  return [
    'Infinite Wellness admin recovery codes',
    `Account: ${email}`,
    `Made: ${madeAt.toISOString().slice(0, 10)}`,
    '',
    'Each code signs you in once when your authenticator app is not at hand.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The secret in groups of four, easier to type into an authenticator app by hand. */
export const groupSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');
