import type { TProviderSignupRequest } from '../../../contract/practice';
import { TEST_USER_PASSWORD, uniqueEmail } from '../../test/factories';

/**
 * A complete provider signup, valid by default (docs/product/practice.md#provider-landing-and-signup),
 * with a unique email: pass only what a test is about.
 */
export function providerSignupPayload(
  overrides: Partial<TProviderSignupRequest> = {},
): TProviderSignupRequest {
  const password = overrides.password ?? TEST_USER_PASSWORD;
  return {
    firstName: 'Priya',
    lastName: 'Natarajan',
    email: uniqueEmail('priya'),
    password,
    confirmPassword: password,
    specialty: 'functional-medicine',
    credentials: 'MD, IFMCP',
    yearsExperience: 12,
    licenseState: 'CA',
    licenseNumber: 'A123456',
    bio: 'I help people with IBS and long-standing fatigue find the causes behind their symptoms.',
    consultationFee: 175.5,
    availableForVideo: true,
    acceptingNewPatients: true,
    languages: ['English', 'Spanish'],
    insurance: 'Blue Shield, Aetna',
    planType: 'starter',
    billingCycle: 'monthly',
    agreeToTerms: true,
    agreeToPrivacy: true,
    ...overrides,
  };
}
