import { PRICE_CATALOGUE, type TPlanCode } from '../contract/billing';
import {
  BILLING_CYCLES,
  PROVIDER_PLAN_TYPES,
  type TBillingCycle,
  type TProviderPlanType,
} from '../contract/practice';

/** Pure rules of the provider dashboard (docs/product/practice.md#dashboard). */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days left in the practice trial at `now`: a part day counts as a day, so the trial's last
 * hours say 1 and its end says 0. Never negative, never more than the trial's length.
 */
export function trialDaysLeft(trialEndsAt: Date, now: Date, trialLength: number): number {
  const left = Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS);
  return Math.min(trialLength, Math.max(0, left));
}

/** The plan type and cycle of a practice plan's catalogue code; null for a code that is not one. */
export function practicePlanOf(
  code: string | null | undefined,
): { planType: TProviderPlanType; billingCycle: TBillingCycle; code: TPlanCode } | null {
  if (!code) return null;
  const entry = PRICE_CATALOGUE[code as TPlanCode];
  if (entry?.audience !== 'practice') return null;
  const [planType, billingCycle] = code.split('_');
  if (!PROVIDER_PLAN_TYPES.includes(planType as TProviderPlanType)) return null;
  if (!BILLING_CYCLES.includes(billingCycle as TBillingCycle)) return null;
  return {
    planType: planType as TProviderPlanType,
    billingCycle: billingCycle as TBillingCycle,
    code: entry.code,
  };
}

/** The first calendar day (UTC, 'YYYY-MM-DD') of a window of `days` days that ends today. */
export function windowFirstDay(now: Date, days: number): string {
  return new Date(now.getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
}
