import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { AppError } from '../../lib/errors';

/**
 * The guessability check of new passwords (docs/product/accounts.md#password-strength): zxcvbn's
 * estimate with its common-password and English dictionaries. Scores 0 and 1 (an estimated fewer
 * than a million guesses) are refused.
 */
export const MIN_PASSWORD_SCORE = 2;

let estimator: Promise<ZxcvbnFactory> | undefined;

/** Loads the dictionaries (about 1.6 MB) on the first check rather than at every start. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, en]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
  );
  return estimator;
}

/** What the person typed elsewhere on the form: a password built from these is easy to guess. */
export type PasswordContext = { email?: string | null; firstName?: string | null; lastName?: string | null };

function userInputs(context: PasswordContext): string[] {
  const email = context.email?.trim().toLowerCase() ?? '';
  const local = email.split('@')[0] ?? '';
  const words = [email, local, ...local.split(/[._+-]+/), context.firstName, context.lastName];
  return [
    ...new Set(words.map((word) => word?.trim().toLowerCase() ?? '').filter((word) => word.length >= 3)),
  ];
}

/** zxcvbn's score, 0 (guessable at once) to 4 (very hard to guess). */
export async function passwordScore(password: string, context: PasswordContext = {}): Promise<number> {
  return (await loadEstimator()).check(password, userInputs(context)).score;
}

/** Throws a 400 on `field` when the password is too common or easy to guess; changes nothing. */
export async function assertHardToGuess(
  password: string,
  context: PasswordContext,
  field: 'password' | 'newPassword',
): Promise<void> {
  if ((await passwordScore(password, context)) >= MIN_PASSWORD_SCORE) return;
  throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.passwordTooCommon, {
    fields: { [field]: AUTH_MESSAGES.passwordTooCommon },
  });
}
