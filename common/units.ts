import type { TMeasurementSystem } from '../contract/onboarding';

/**
 * Weight and height in either unit system (docs/product/onboarding.md#units). The factors are the
 * exact international definitions; the stored values are pounds and centimetres to the hundredth,
 * which keeps every whole number typed in either system after a round trip.
 */
export const KG_PER_LB = 0.45359237;
export const CM_PER_INCH = 2.54;
export const INCHES_PER_FOOT = 12;

/** Rounded to 0.01, the precision the server keeps (the float noise of a product is dropped). */
export function toHundredths(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Kilograms → pounds, to 0.01 lb. */
export function kgToLb(kg: number): number {
  return toHundredths(kg / KG_PER_LB);
}

/** Pounds → kilograms, unrounded (round for display). */
export function lbToKg(lb: number): number {
  return lb * KG_PER_LB;
}

/** Feet and inches → centimetres, to 0.01 cm (exact for whole inches: 2.54 cm each). */
export function feetInchesToCm(feet: number, inches: number): number {
  return toHundredths((feet * INCHES_PER_FOOT + inches) * CM_PER_INCH);
}

/** Centimetres → the nearest whole inch, as feet and inches (0–11). */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const total = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(total / INCHES_PER_FOOT), inches: total % INCHES_PER_FOOT };
}

/** A stored weight (pounds) as the whole number shown in `system`. */
export function weightForDisplay(lb: number, system: TMeasurementSystem): number {
  return system === 'us' ? Math.round(lb) : Math.round(lbToKg(lb));
}

/** A whole weight typed in `system` → the stored pounds. */
export function weightToStored(value: number, system: TMeasurementSystem): number {
  return system === 'us' ? toHundredths(value) : kgToLb(value);
}

/**
 * The unit system to offer before the person has chosen one: US units where they are the everyday
 * ones (the United States, Liberia, Myanmar, by the browser's language tag's region), else metric.
 */
export function defaultMeasurementSystem(languageTag: string | undefined): TMeasurementSystem {
  const region = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})\b/i.exec(languageTag ?? '')?.[1]?.toUpperCase();
  return region === 'US' || region === 'LR' || region === 'MM' ? 'us' : 'metric';
}
