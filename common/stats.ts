/**
 * Small, dependency-free statistics for the wellness insights (docs/product/insights.md#method):
 * descriptive statistics, ordinary least squares with its confidence interval, Spearman's rank
 * correlation, the Benjamini–Hochberg adjustment, Kruskal–Wallis and the hypergeometric tail.
 * The distribution functions follow the classic continued-fraction and series forms (Lentz's method
 * for the incomplete beta, the series and continued fraction for the incomplete gamma); their tests
 * compare them with tabulated values.
 */

export function mean(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  let s = 0;
  for (const x of xs) s += x;
  return s / xs.length;
}

/** The sample standard deviation (n − 1 in the denominator); NaN below two values. */
export function standardDeviation(xs: readonly number[]): number {
  if (xs.length < 2) return Number.NaN;
  const m = mean(xs);
  let ss = 0;
  for (const x of xs) ss += (x - m) ** 2;
  return Math.sqrt(ss / (xs.length - 1));
}

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

// ---------------------------------------------------------------------------------------------
// Special functions

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos approximation, g = 7; about 15 significant digits). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = 0.99999999999980993;
  const t = z + 7.5;
  for (let i = 0; i < LANCZOS.length; i++) a += (LANCZOS[i] as number) / (z + i + 1);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

const EPS = 1e-14;
const TINY = 1e-300;

/** The continued fraction of the incomplete beta (modified Lentz). */
function betaContinuedFraction(x: number, a: number, b: number): number {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < EPS) break;
  }
  return h;
}

/** The regularized incomplete beta function I_x(a, b), for 0 ≤ x ≤ 1 and a, b > 0. */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  // The fraction converges quickly for x < (a + 1) / (a + b + 2); use the symmetry otherwise.
  if (x < (a + 1) / (a + b + 2)) return (front * betaContinuedFraction(x, a, b)) / a;
  return 1 - (front * betaContinuedFraction(1 - x, b, a)) / b;
}

/** The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a). */
export function upperIncompleteGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const lnFront = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    // Series for P(a, x).
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 500; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPS) break;
    }
    return 1 - sum * Math.exp(lnFront);
  }
  // Continued fraction for Q(a, x) (modified Lentz).
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < EPS) break;
  }
  return Math.exp(lnFront) * h;
}

// ---------------------------------------------------------------------------------------------
// Distributions

/** P(T ≤ t) for Student's t with `df` degrees of freedom. */
export function tCdf(t: number, df: number): number {
  const x = df / (df + t * t);
  const tail = 0.5 * incompleteBeta(x, df / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
}

/** The two-sided p-value of a t statistic. */
export function tTwoSidedP(t: number, df: number): number {
  if (!Number.isFinite(t)) return 0;
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

/** The p-quantile of Student's t with `df` degrees of freedom (bisection on the CDF, then Newton-free). */
export function tQuantile(p: number, df: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError('p must be in (0, 1)');
  if (p === 0.5) return 0;
  if (p < 0.5) return -tQuantile(1 - p, df);
  // The quantile is positive here; bracket it, then bisect to the double's precision.
  let lo = 0;
  let hi = 1;
  while (tCdf(hi, df) < p) {
    lo = hi;
    hi *= 2;
    if (hi > 1e12) return hi;
  }
  for (let i = 0; i < 200 && hi - lo > 1e-12 * Math.max(1, hi); i++) {
    const mid = (lo + hi) / 2;
    if (tCdf(mid, df) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** P(X ≥ x) for a chi-square variable with `df` degrees of freedom. */
export function chiSquareSurvival(x: number, df: number): number {
  if (x <= 0) return 1;
  return upperIncompleteGamma(df / 2, x / 2);
}

const logChoose = (n: number, k: number) => logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);

/**
 * P(X ≥ k) for a hypergeometric X: `k` or more of `draws` items drawn without replacement from a
 * population of `population` holding `successes`. (Two symptoms on `a` and `b` of `n` days: are
 * `k` shared days more than chance? `hypergeometricUpperTail(k, n, a, b)`.)
 */
export function hypergeometricUpperTail(
  k: number,
  population: number,
  successes: number,
  draws: number,
): number {
  const maxK = Math.min(successes, draws);
  const minK = Math.max(0, draws - (population - successes));
  if (k <= minK) return 1;
  if (k > maxK) return 0;
  const lnTotal = logChoose(population, draws);
  let p = 0;
  for (let i = k; i <= maxK; i++) {
    p += Math.exp(logChoose(successes, i) + logChoose(population - successes, draws - i) - lnTotal);
  }
  return Math.min(1, p);
}

// ---------------------------------------------------------------------------------------------
// Regression and correlation

export type OlsFit = {
  n: number;
  slope: number;
  intercept: number;
  /** The slope's standard error. */
  standardError: number;
  /** The slope's two-sided 95 % confidence interval (t with n − 2 degrees of freedom). */
  low: number;
  high: number;
};

/**
 * Ordinary least squares of y on x with the slope's 95 % confidence interval. Null with fewer than 3
 * points or when every x is the same.
 */
export function olsSlope(xs: readonly number[], ys: readonly number[], level = 0.95): OlsFit | null {
  const n = Math.min(xs.length, ys.length);
  if (n < 3) return null;
  const mx = mean(xs.slice(0, n));
  const my = mean(ys.slice(0, n));
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] as number) - mx;
    sxx += dx * dx;
    sxy += dx * ((ys[i] as number) - my);
  }
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  const intercept = my - slope * mx;
  let sse = 0;
  for (let i = 0; i < n; i++) sse += ((ys[i] as number) - intercept - slope * (xs[i] as number)) ** 2;
  const standardError = Math.sqrt(sse / (n - 2) / sxx);
  const half = tQuantile(1 - (1 - level) / 2, n - 2) * standardError;
  return { n, slope, intercept, standardError, low: slope - half, high: slope + half };
}

/**
 * Ranks from 1, ties sharing the average of the ranks they span. (A sorted copy gives each distinct
 * value its average rank; the typed array's numeric sort is several times faster than sorting
 * index pairs with a comparator, which matters when a year of days is ranked hundreds of times.)
 */
export function averageRanks(xs: readonly number[]): number[] {
  const sorted = Float64Array.from(xs).sort();
  const rankOf = new Map<number, number>();
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[i]) j++;
    rankOf.set(sorted[i] as number, (i + j + 2) / 2);
    i = j + 1;
  }
  return xs.map((x) => rankOf.get(x) as number);
}

/** Pearson's correlation; NaN when either side has no variance. */
export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = Math.min(xs.length, ys.length);
  const mx = mean(xs.slice(0, n));
  const my = mean(ys.slice(0, n));
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] as number) - mx;
    const dy = (ys[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return Number.NaN;
  return sxy / Math.sqrt(sxx * syy);
}

export type SpearmanResult = { n: number; rho: number; p: number };

/**
 * Spearman's rank correlation (Pearson's on average ranks, so ties are handled) with its two-sided
 * p-value from t = ρ √((n − 2) / (1 − ρ²)) on n − 2 degrees of freedom. Null with fewer than 4
 * pairs or when a side is constant.
 */
export function spearman(xs: readonly number[], ys: readonly number[]): SpearmanResult | null {
  const n = Math.min(xs.length, ys.length);
  if (n < 4) return null;
  const rho = pearson(averageRanks(xs.slice(0, n)), averageRanks(ys.slice(0, n)));
  if (Number.isNaN(rho)) return null;
  if (Math.abs(rho) >= 1) return { n, rho: Math.sign(rho), p: 0 };
  const t = rho * Math.sqrt((n - 2) / (1 - rho * rho));
  return { n, rho, p: tTwoSidedP(t, n - 2) };
}

/**
 * Benjamini–Hochberg adjusted p-values (q-values), in the order given: q(i) = min over j with
 * p(j) ≥ p(i) of p(j) · m / rank(j), capped at 1. A test survives at false discovery rate α when q ≤ α.
 */
export function benjaminiHochberg(ps: readonly number[]): number[] {
  const m = ps.length;
  const order = ps.map((p, i) => [p, i] as const).sort((a, b) => b[0] - a[0]);
  const q = new Array<number>(m);
  let running = 1;
  order.forEach(([p, index], k) => {
    const rank = m - k;
    running = Math.min(running, (p * m) / rank);
    q[index] = Math.min(1, running);
  });
  return q;
}

/**
 * Benjamini–Yekutieli adjusted p-values (R's `p.adjust(method = "BY")`): Benjamini–Hochberg with
 * the factor 1 + 1/2 + … + 1/m, which keeps the false discovery rate at its level whatever the
 * dependence between the tests (insights test overlapping series at several lags, which are not
 * independent).
 */
export function benjaminiYekutieli(ps: readonly number[]): number[] {
  let harmonic = 0;
  for (let i = 1; i <= ps.length; i++) harmonic += 1 / i;
  return benjaminiHochberg(ps).map((q) => Math.min(1, q * harmonic));
}

export type KruskalWallisResult = { h: number; df: number; p: number };

/**
 * The Kruskal–Wallis test that groups come from the same distribution (H with the correction for
 * ties, chi-square with k − 1 degrees of freedom). Empty groups are ignored; null with fewer than
 * two groups or when every value is the same.
 */
export function kruskalWallis(groups: readonly (readonly number[])[]): KruskalWallisResult | null {
  const used = groups.filter((g) => g.length > 0);
  if (used.length < 2) return null;
  const all = used.flat();
  const n = all.length;
  const ranks = averageRanks(all);
  let offset = 0;
  let sum = 0;
  for (const g of used) {
    let r = 0;
    for (let i = 0; i < g.length; i++) r += ranks[offset + i] as number;
    sum += (r * r) / g.length;
    offset += g.length;
  }
  const h0 = (12 / (n * (n + 1))) * sum - 3 * (n + 1);
  const counts = new Map<number, number>();
  for (const x of all) counts.set(x, (counts.get(x) ?? 0) + 1);
  let ties = 0;
  for (const t of counts.values()) ties += t ** 3 - t;
  const correction = 1 - ties / (n ** 3 - n);
  if (correction <= 0) return null;
  const h = h0 / correction;
  const df = used.length - 1;
  return { h, df, p: chiSquareSurvival(h, df) };
}
