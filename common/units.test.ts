import { ONBOARDING_LIMITS, ZPersonalInfo } from '@contract/onboarding';
import { describe, expect, it } from 'vitest';
import {
  CM_PER_INCH,
  cmToFeetInches,
  defaultMeasurementSystem,
  feetInchesToCm,
  KG_PER_LB,
  kgToLb,
  lbToKg,
  toHundredths,
  weightForDisplay,
  weightToStored,
} from './units';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const L = ONBOARDING_LIMITS;

describe('unit conversions', () => {
  it('uses the exact international definitions', () => {
    expect(KG_PER_LB).toBe(0.45359237);
    expect(CM_PER_INCH).toBe(2.54);
    expect(kgToLb(70)).toBe(154.32);
    expect(lbToKg(154)).toBeCloseTo(69.85322498, 8);
    expect(feetInchesToCm(5, 10)).toBe(177.8);
    expect(feetInchesToCm(5, 11)).toBe(180.34);
    expect(cmToFeetInches(180.34)).toEqual({ feet: 5, inches: 11 });
    expect(cmToFeetInches(170)).toEqual({ feet: 5, inches: 7 });
    expect(cmToFeetInches(182.8)).toEqual({ feet: 6, inches: 0 });
  });

  it('gives back every whole kilogram of the allowed range after storing it in pounds', () => {
    const all = range(L.weightKgMin, L.weightKgMax);
    expect(all).toHaveLength(204);
    for (const kg of all) {
      const stored = weightToStored(kg, 'metric');
      expect(toHundredths(stored), `${kg} kg`).toBe(stored);
      expect(weightForDisplay(stored, 'metric'), `${kg} kg`).toBe(kg);
      // …and the stored pounds pass the server's check.
      expect(ZPersonalInfo.shape.weight.safeParse(stored).success, `${kg} kg → ${stored} lb`).toBe(true);
    }
  });

  it('gives back every whole pound unchanged', () => {
    const all = range(L.weightMin, L.weightMax);
    expect(all).toHaveLength(451);
    for (const lb of all) {
      expect(weightToStored(lb, 'us')).toBe(lb);
      expect(weightForDisplay(lb, 'us')).toBe(lb);
      expect(kgToLb(lbToKg(lb)), `${lb} lb`).toBe(lb);
    }
  });

  it('gives back every whole-inch height of the allowed range after storing it in centimetres', () => {
    const all = range(L.heightInchesMin, L.heightInchesMax);
    expect(all).toHaveLength(59);
    for (const total of all) {
      const feet = Math.floor(total / 12);
      const inches = total % 12;
      const cm = feetInchesToCm(feet, inches);
      expect(cm, `${feet}′${inches}″`).toBe(toHundredths(total * 2.54));
      expect(cmToFeetInches(cm), `${feet}′${inches}″`).toEqual({ feet, inches });
      expect(ZPersonalInfo.shape.height.safeParse(cm).success, `${feet}′${inches}″ → ${cm} cm`).toBe(true);
    }
  });

  it('keeps the unit ranges inside the stored ones, and as wide as whole units allow', () => {
    expect(kgToLb(L.weightKgMin)).toBeGreaterThanOrEqual(L.weightMin);
    expect(kgToLb(L.weightKgMin - 1)).toBeLessThan(L.weightMin);
    expect(kgToLb(L.weightKgMax)).toBeLessThanOrEqual(L.weightMax);
    expect(kgToLb(L.weightKgMax + 1)).toBeGreaterThan(L.weightMax);
    expect(L.heightInchesMin * CM_PER_INCH).toBeGreaterThanOrEqual(L.heightMin);
    expect((L.heightInchesMin - 1) * CM_PER_INCH).toBeLessThan(L.heightMin);
    expect(L.heightInchesMax * CM_PER_INCH).toBeLessThanOrEqual(L.heightMax);
    expect((L.heightInchesMax + 1) * CM_PER_INCH).toBeGreaterThan(L.heightMax);
  });
});

describe('defaultMeasurementSystem', () => {
  it('offers US units for a US, Liberian or Myanmar browser and metric elsewhere', () => {
    expect(defaultMeasurementSystem('en-US')).toBe('us');
    expect(defaultMeasurementSystem('es-us')).toBe('us');
    expect(defaultMeasurementSystem('en-LR')).toBe('us');
    expect(defaultMeasurementSystem('my-MM')).toBe('us');
    expect(defaultMeasurementSystem('zh-Hant-US')).toBe('us');
    expect(defaultMeasurementSystem('en-GB')).toBe('metric');
    expect(defaultMeasurementSystem('fr-CA')).toBe('metric');
    expect(defaultMeasurementSystem('en')).toBe('metric');
    expect(defaultMeasurementSystem('')).toBe('metric');
    expect(defaultMeasurementSystem(undefined)).toBe('metric');
  });
});
