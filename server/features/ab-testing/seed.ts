import { SIGNUP_CTA_EXPERIMENT, type TExperimentVariant } from '../../../contract/ab-testing';
import type { DbOrTx } from '../../db/client';
import { abTestingRepository } from './repository';

/**
 * The experiment the product runs from its first start (docs/product/ab-testing.md#the-wired-experiment):
 * the text of the sign-up form's button. `ctaText` is what the button says.
 */
export const SIGNUP_CTA_VARIANTS: readonly TExperimentVariant[] = [
  {
    id: 'control',
    name: 'Create Account',
    weight: 50,
    isControl: true,
    config: { ctaText: 'Create Account' },
  },
  {
    id: 'journey',
    name: 'Start Your Wellness Journey',
    weight: 50,
    isControl: false,
    config: { ctaText: 'Start Your Wellness Journey' },
  },
];

/**
 * Creates the sign-up button experiment unless an experiment with its key exists (whatever its
 * status: an admin who ended it keeps it ended). Returns whether it was created.
 */
export async function seedSignupCtaExperiment(db: DbOrTx): Promise<boolean> {
  const row = await abTestingRepository.insert(db, {
    key: SIGNUP_CTA_EXPERIMENT,
    name: 'Sign-up button text',
    description:
      'Does the sign-up button convert better when it repeats the landing page\'s "Start Your Wellness Journey" than with "Create Account"? Counts one conversion per person who completes sign-up.',
    variants: [...SIGNUP_CTA_VARIANTS],
    primaryMetric: 'signup',
    metricKind: 'conversion',
  });
  return row !== null;
}
