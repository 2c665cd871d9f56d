import type { TExperimentVariant } from '../contract/ab-testing';
import { chiSquareSurvival } from './stats';

/**
 * A/B testing's arithmetic (docs/product/ab-testing.md): the deterministic assignment of a subject to
 * a variant, the two-sided two-proportion z-test against the control with the confidence interval of
 * the difference, and the sample-ratio-mismatch chi-square test. Pure: the server computes results
 * with it and the tests check it against textbook values.
 */

/** The z of a two-sided 95 % interval: the normal distribution's 97.5th percentile. */
export const Z_95 = 1.959963984540054;

// --- Assignment ----------------------------------------------------------------------------------

/** The UTF-8 bytes of a string (ids are ASCII, but any text hashes the same on every platform). */
function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000)
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
  }
  return bytes;
}

/** MurmurHash3 (x86, 32-bit) of a string's UTF-8 bytes: a fast hash whose bits are well mixed. */
export function murmur3(text: string, seed = 0): number {
  const bytes = utf8Bytes(text);
  const c1 = 0xcc9e2d51;
  const c2 = 0x1b873593;
  let h = seed >>> 0;
  const blocks = bytes.length - (bytes.length % 4);
  for (let i = 0; i < blocks; i += 4) {
    let k =
      (bytes[i] ?? 0) |
      ((bytes[i + 1] ?? 0) << 8) |
      ((bytes[i + 2] ?? 0) << 16) |
      ((bytes[i + 3] ?? 0) << 24);
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  let k = 0;
  const tail = bytes.length % 4;
  if (tail === 3) k ^= (bytes[blocks + 2] ?? 0) << 16;
  if (tail >= 2) k ^= (bytes[blocks + 1] ?? 0) << 8;
  if (tail >= 1) {
    k ^= bytes[blocks] ?? 0;
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    h ^= k;
  }
  h ^= bytes.length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Where a subject falls in [0, 1) for an experiment: the hash of `${experimentId}:${subject}`. */
export function assignmentPoint(experimentId: string, subject: string): number {
  return murmur3(`${experimentId}:${subject}`) / 2 ** 32;
}

/**
 * The variant a subject sees: the weights cut [0, 1) into consecutive buckets in the variants' order,
 * and the subject's point falls in one. The same experiment and subject always give the same variant.
 */
export function assignVariant<V extends Pick<TExperimentVariant, 'id' | 'weight'>>(
  experimentId: string,
  subject: string,
  variants: readonly V[],
): V {
  if (variants.length === 0) throw new Error('An experiment needs variants');
  const total = variants.reduce((sum, v) => sum + v.weight, 0);
  const point = assignmentPoint(experimentId, subject) * total;
  let upper = 0;
  for (const variant of variants) {
    upper += variant.weight;
    if (point < upper) return variant;
  }
  return variants[variants.length - 1] as V;
}

// --- Distributions -------------------------------------------------------------------------------

/**
 * The complementary error function, accurate to about 1e-15 relative: a series without cancellation
 * below 2.5, a continued fraction (Lentz's method) above.
 */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x < 0) return 2 - erfc(-x);
  if (x < 2.5) return 1 - erfSeries(x);
  if (x > 27) return 0;
  // erfc(x) = exp(−x²)/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + 2/(x + …)))))
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let n = 1; n < 500; n += 1) {
    const a = n / 2;
    d = x + a * d;
    d = Math.abs(d) < tiny ? tiny : d;
    c = x + a / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / f;
}

/** erf(x) = 2x/√π · exp(−x²) · Σ (2x²)ⁿ / (1·3·…·(2n+1)), every term positive. */
function erfSeries(x: number): number {
  const x2 = x * x;
  let term = 1;
  let sum = 1;
  for (let n = 1; n < 200; n += 1) {
    term *= (2 * x2) / (2 * n + 1);
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return ((2 * x) / Math.sqrt(Math.PI)) * Math.exp(-x2) * sum;
}

/** erf(x) = 1 − erfc(x). */
export function erf(x: number): number {
  if (x < 0) return -erf(-x);
  return x < 2.5 ? erfSeries(x) : 1 - erfc(x);
}

/** The standard normal distribution's CDF Φ(z). */
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}

/** P(X ≥ statistic) for a chi-square distribution with `degreesOfFreedom` (the regularized upper gamma). */
export function chiSquarePValue(statistic: number, degreesOfFreedom: number): number {
  if (degreesOfFreedom <= 0) return 1;
  return chiSquareSurvival(statistic, degreesOfFreedom);
}

// --- Tests ---------------------------------------------------------------------------------------

export type ProportionTest = {
  /** (treatment rate − control rate) / pooled standard error; 0 when there is no variation. */
  zScore: number;
  /** Two-sided. */
  pValue: number;
  /** Treatment rate − control rate, as a fraction. */
  difference: number;
  /** 95 % confidence interval of the difference (unpooled standard error), as fractions. */
  ci: { low: number; high: number };
  significant: boolean;
};

/**
 * Two-sided two-proportion z-test of a treatment against the control. z uses the pooled standard
 * error √(p(1−p)(1/n₁ + 1/n₂)), p = all conversions / all participants; the interval uses the
 * unpooled one √(p₁(1−p₁)/n₁ + p₂(1−p₂)/n₂). Significant when p < alpha.
 */
export function twoProportionZTest(
  control: { participants: number; conversions: number },
  treatment: { participants: number; conversions: number },
  alpha = 0.05,
): ProportionTest {
  const n1 = control.participants;
  const n2 = treatment.participants;
  if (n1 <= 0 || n2 <= 0) throw new Error('Both groups need participants');
  const p1 = control.conversions / n1;
  const p2 = treatment.conversions / n2;
  const difference = p2 - p1;
  const pooled = (control.conversions + treatment.conversions) / (n1 + n2);
  const pooledSe = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  const zScore = pooledSe > 0 ? difference / pooledSe : 0;
  const pValue = pooledSe > 0 ? Math.min(1, erfc(Math.abs(zScore) / Math.SQRT2)) : 1;
  const se = Math.sqrt((p1 * (1 - p1)) / n1 + (p2 * (1 - p2)) / n2);
  return {
    zScore,
    pValue,
    difference,
    ci: { low: difference - Z_95 * se, high: difference + Z_95 * se },
    significant: pValue < alpha,
  };
}

export type SampleRatioCheck = { chiSquare: number; pValue: number; mismatch: boolean };

/**
 * The sample-ratio-mismatch check: Pearson's chi-square of the participants per variant against the
 * counts the weights expect, with k − 1 degrees of freedom. A mismatch when p < alpha.
 */
export function sampleRatioMismatch(
  groups: readonly { participants: number; weight: number }[],
  alpha: number,
): SampleRatioCheck {
  const total = groups.reduce((sum, g) => sum + g.participants, 0);
  const weights = groups.reduce((sum, g) => sum + g.weight, 0);
  if (total === 0 || weights <= 0 || groups.length < 2) return { chiSquare: 0, pValue: 1, mismatch: false };
  let chiSquare = 0;
  for (const group of groups) {
    const expected = (total * group.weight) / weights;
    chiSquare += (group.participants - expected) ** 2 / expected;
  }
  const pValue = chiSquarePValue(chiSquare, groups.length - 1);
  return { chiSquare, pValue, mismatch: pValue < alpha };
}

/** The mean of some numbers; null for none. */
export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}
