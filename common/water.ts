import { ML_PER_US_FL_OZ, type TWaterUnit } from '../contract/water';

/** Water amounts shared by the server and the client (docs/product/premium.md#water-tracking). */

/** A quick-add amount in ml: whole ml as typed, ounces converted and rounded to the nearest ml. */
export function toMl(amount: number, unit: TWaterUnit): number {
  return unit === 'ml' ? Math.round(amount) : Math.round(amount * ML_PER_US_FL_OZ);
}

/** 1,250 ml → '1,250 ml'; 2,000 → '2 L' only when asked (goal labels stay in ml for clarity). */
export function formatMl(ml: number): string {
  return `${Math.round(ml).toLocaleString('en-US')} ml`;
}

/** Share of the goal reached, 0–100 (a goal of 0 cannot happen: the minimum is 500). */
export function goalPercent(totalMl: number, goalMl: number): number {
  if (goalMl <= 0) return 0;
  return Math.min(100, Math.round((totalMl / goalMl) * 100));
}
