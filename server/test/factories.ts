import { randomBytes } from 'node:crypto';
import type { TSigninRequest, TSignupRequest } from '../../contract/auth';
import type { TCreatePostRequest } from '../../contract/community';
import type { TCreateHealthMetricRequest } from '../../contract/health-metrics';
import type { TCreateStoryRequest } from '../../contract/success-stories';
import type { TCreateSymptomRequest } from '../../contract/symptoms';

/**
 * Request bodies many tests send, valid by default: pass only what the test is about, e.g.
 * `checkInPayload({ stress: 9 })`. Pure (no database), so unit, integration and end-to-end tests
 * can all use them.
 */

/** The password of every account made with `signupPayload` (unless overridden). */
export const TEST_USER_PASSWORD = 'Wellness2024';

let counter = 0;
/** An address no other test (in this run or an earlier one on the same database) has used. */
export function uniqueEmail(prefix = 'maya'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

/** POST /api/auth/signup: Maya Rivera in San Francisco, with a unique email. */
export function signupPayload(overrides: Partial<TSignupRequest> = {}): TSignupRequest {
  const password = overrides.password ?? TEST_USER_PASSWORD;
  return {
    firstName: 'Maya',
    lastName: 'Rivera',
    email: uniqueEmail(),
    password,
    confirmPassword: password,
    zipCode: '94110',
    phoneNumber: '',
    dateOfBirth: '',
    termsAccepted: true,
    privacyAccepted: true,
    marketingConsent: false,
    ...overrides,
  };
}

/** POST /api/auth/signin for an account made in the test; not remembered unless asked. */
export function signinPayload(
  account: { email: string; password: string },
  overrides: Partial<TSigninRequest> = {},
): TSigninRequest {
  return { email: account.email, password: account.password, rememberMe: false, ...overrides };
}

/** POST /api/symptoms: a moderate headache. */
export function symptomPayload(overrides: Partial<TCreateSymptomRequest> = {}): TCreateSymptomRequest {
  return { symptomName: 'Headache', severity: 5, ...overrides };
}

/** POST /api/health-metrics: an ordinary day's check-in that sets off no recommendation. */
export function checkInPayload(
  overrides: Partial<TCreateHealthMetricRequest> = {},
): TCreateHealthMetricRequest {
  return {
    mood: 7,
    energy: 6,
    stress: 4,
    fatigueLevel: 3,
    mentalClarity: 8,
    digestion: 6,
    sleepQuality: 7.5,
    ...overrides,
  };
}

/** POST /api/community: a post in Fatigue Support, long enough to be accepted. */
export function communityPostPayload(overrides: Partial<TCreatePostRequest> = {}): TCreatePostRequest {
  return {
    topic: 'Fatigue Support',
    content: 'Pacing my days has helped me more than anything.',
    ...overrides,
  };
}

/** POST /api/success-stories: a story about chronic fatigue, every field long enough to be accepted. */
export function successStoryPayload(overrides: Partial<TCreateStoryRequest> = {}): TCreateStoryRequest {
  return {
    title: 'Walking my way back',
    condition: 'chronic-fatigue',
    beforeSymptoms: 'Exhausted by noon most days, brain fog every afternoon.',
    afterImprovement: 'I can work a full day and still cook dinner.',
    treatmentProtocol: 'Pacing, a ten-minute walk after lunch and an earlier bedtime.',
    timeline: '6 months',
    isAnonymous: false,
    ...overrides,
  };
}
