import { ONBOARDING_STEP_COUNT } from '../contract/onboarding';

/** The simple onboarding form's progress and number inputs (docs/product/onboarding.md#simple-questionnaire). */

/** Progress percent is (step+1)/5, for step index 0–4. */
export function onboardingProgressPercent(step: number): number {
  return Math.round(((step + 1) / ONBOARDING_STEP_COUNT) * 100);
}

/**
 * Whole-number parsing of a typed value (the form reads its inputs as whole numbers, as
 * parseInt does): '42' → 42, '42.7' → 42, '' or 'abc' → undefined (reported as the field's range message).
 */
export function parseWholeNumber(value: string): number | undefined {
  const parsed = Number.parseInt(value.trim(), 10);
  return Number.isNaN(parsed) ? undefined : parsed;
}
