import type { TProviderSignupRequest } from '@contract/practice';

/** The provider signup's steps and the fields each one checks on Continue. */
type FieldName = keyof TProviderSignupRequest;

export const STEP_FIELDS: readonly (readonly FieldName[])[] = [
  ['firstName', 'lastName', 'email', 'password', 'confirmPassword'],
  ['specialty', 'credentials', 'yearsExperience', 'licenseState', 'licenseNumber', 'bio'],
  ['consultationFee', 'availableForVideo', 'acceptingNewPatients', 'languages', 'insurance'],
  ['planType', 'billingCycle', 'agreeToTerms', 'agreeToPrivacy'],
];

/** Step 1's 'Missing Information': a required field of the account left empty. */
export function missingAccountFields(
  values: Pick<TProviderSignupRequest, 'firstName' | 'lastName' | 'email' | 'password'>,
): boolean {
  return [values.firstName, values.lastName, values.email, values.password].some((v) => !v?.trim());
}

/** The first step holding one of these fields (a server's answer naming them), or null. */
export function stepOfFields(fields: readonly string[]): number | null {
  const index = STEP_FIELDS.findIndex((step) => step.some((field) => fields.includes(field)));
  return index === -1 ? null : index;
}
