import { PRICE_CATALOGUE, type TPlanCode } from '../contract/billing';
import {
  DIRECTORY_CATEGORY_OF,
  type TBillingCycle,
  type TProfileSpecialty,
  type TProviderPlanType,
} from '../contract/practice';

/** Pure rules of the practice side (docs/product/practice.md). */

/** The directory categories of a list of profile specialties, without repeats, in order. */
export function directoryCategories(specialties: readonly string[]): string[] {
  const out: string[] = [];
  for (const s of specialties) {
    const category = DIRECTORY_CATEGORY_OF[s as TProfileSpecialty];
    if (category && !out.includes(category)) out.push(category);
  }
  return out;
}

/** Whole cents from a dollar amount that has at most two decimals. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** The catalogue's plan code of a practice plan and cycle. */
export function practicePlanCode(plan: TProviderPlanType, cycle: TBillingCycle): TPlanCode {
  return `${plan}_${cycle}` as TPlanCode;
}

/** The prices of a practice plan from the one catalogue, in cents. */
export function practicePlanPrices(plan: TProviderPlanType) {
  return {
    monthlyCents: PRICE_CATALOGUE[practicePlanCode(plan, 'monthly')].amountCents,
    yearlyCents: PRICE_CATALOGUE[practicePlanCode(plan, 'yearly')].amountCents,
  };
}

/**
 * Where a practitioner's photo is served, by its storage key (docs/product/practice.md#profile-and-review):
 * the working copy's photo for its owner and admins, and for everyone once it is a listing's image.
 */
export function practitionerPhotoUrl(key: string): string {
  return `/api/practitioner-photos/${encodeURIComponent(key)}`;
}
