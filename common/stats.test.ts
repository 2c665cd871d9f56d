import { describe, expect, it } from 'vitest';
import {
  averageRanks,
  benjaminiHochberg,
  benjaminiYekutieli,
  chiSquareSurvival,
  hypergeometricUpperTail,
  incompleteBeta,
  kruskalWallis,
  logGamma,
  mean,
  median,
  olsSlope,
  pearson,
  spearman,
  standardDeviation,
  tCdf,
  tQuantile,
} from './stats';

describe('descriptive statistics', () => {
  it('gives the mean, the sample standard deviation and the median', () => {
    const xs = [2, 4, 4, 4, 5, 5, 7, 9];
    expect(mean(xs)).toBe(5);
    // Σ(x − 5)² = 32, over n − 1 = 7.
    expect(standardDeviation(xs)).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect(median(xs)).toBe(4.5);
    expect(median([3, 1, 2])).toBe(2);
    expect(Number.isNaN(standardDeviation([1]))).toBe(true);
  });
});

describe('special functions', () => {
  it('ln Γ matches factorials and Γ(½) = √π', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(11)).toBeCloseTo(Math.log(3628800), 10);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
  });

  it('the regularized incomplete beta matches closed forms', () => {
    // I_0.5(2, 3) = Σ_{j=2..4} C(4, j) / 16 = 11/16.
    expect(incompleteBeta(0.5, 2, 3)).toBeCloseTo(0.6875, 12);
    // I_x(1, 1) = x; I_x(a, 1) = x^a.
    expect(incompleteBeta(0.3, 1, 1)).toBeCloseTo(0.3, 12);
    expect(incompleteBeta(0.8, 3, 1)).toBeCloseTo(0.512, 12);
    expect(incompleteBeta(0.9, 5, 2)).toBeCloseTo(1 - incompleteBeta(0.1, 2, 5), 12);
  });
});

describe('Student t', () => {
  it('the quantile matches the textbook table (two-sided 95 % and one-sided 95 %)', () => {
    const table: [number, number, number][] = [
      [0.975, 1, 12.7062],
      [0.975, 2, 4.3027],
      [0.975, 3, 3.1824],
      [0.975, 5, 2.5706],
      [0.975, 10, 2.2281],
      [0.975, 20, 2.086],
      [0.975, 30, 2.0423],
      [0.975, 100, 1.984],
      [0.95, 10, 1.8125],
      [0.995, 15, 2.9467],
    ];
    for (const [p, df, expected] of table) expect(tQuantile(p, df)).toBeCloseTo(expected, 3);
    expect(tQuantile(0.025, 10)).toBeCloseTo(-2.2281, 3);
    expect(tQuantile(0.5, 7)).toBe(0);
  });

  it('the CDF is the quantile inverted, and Cauchy at 1 degree of freedom', () => {
    expect(tCdf(tQuantile(0.9, 8), 8)).toBeCloseTo(0.9, 10);
    // t with 1 df is Cauchy: P(T ≤ 1) = 3/4.
    expect(tCdf(1, 1)).toBeCloseTo(0.75, 12);
    expect(tCdf(0, 4)).toBeCloseTo(0.5, 12);
  });
});

describe('chi-square and hypergeometric', () => {
  it('chi-square survival matches the table', () => {
    expect(chiSquareSurvival(3.841459, 1)).toBeCloseTo(0.05, 5);
    expect(chiSquareSurvival(5.991465, 2)).toBeCloseTo(0.05, 5);
    expect(chiSquareSurvival(12.59159, 6)).toBeCloseTo(0.05, 5);
    // With 2 df the survival is exp(−x/2).
    expect(chiSquareSurvival(0.77143, 2)).toBeCloseTo(Math.exp(-0.77143 / 2), 10);
    expect(chiSquareSurvival(40, 6)).toBeLessThan(1e-6);
  });

  it('the hypergeometric upper tail matches a hand count', () => {
    // 10 days, a symptom on 4, another on 3: P(both on ≥ 2 days) = [C(4,2)C(6,1) + C(4,3)] / C(10,3) = 40/120.
    expect(hypergeometricUpperTail(2, 10, 4, 3)).toBeCloseTo(40 / 120, 12);
    expect(hypergeometricUpperTail(3, 10, 4, 3)).toBeCloseTo(4 / 120, 12);
    expect(hypergeometricUpperTail(0, 10, 4, 3)).toBe(1);
    expect(hypergeometricUpperTail(4, 10, 4, 3)).toBe(0);
  });
});

describe('ordinary least squares', () => {
  it('gives the slope, intercept and the slope’s 95 % interval of a worked example', () => {
    // y = 2.2 + 0.6x; residual SS 2.4, s² = 0.8, Sxx = 10, SE = √0.08, t(0.975, 3) = 3.1824.
    const fit = olsSlope([1, 2, 3, 4, 5], [2, 4, 5, 4, 5]);
    expect(fit).not.toBeNull();
    expect(fit?.slope).toBeCloseTo(0.6, 12);
    expect(fit?.intercept).toBeCloseTo(2.2, 12);
    expect(fit?.standardError).toBeCloseTo(Math.sqrt(0.08), 12);
    expect(fit?.low).toBeCloseTo(0.6 - 3.182446 * Math.sqrt(0.08), 5);
    expect(fit?.high).toBeCloseTo(0.6 + 3.182446 * Math.sqrt(0.08), 5);
  });

  it('a perfect line has a zero-width interval; too few or constant x give null', () => {
    const fit = olsSlope([0, 1, 2, 3], [1, 3, 5, 7]);
    expect(fit?.slope).toBeCloseTo(2, 12);
    expect(fit?.high).toBeCloseTo(2, 10);
    expect(olsSlope([1, 2], [1, 2])).toBeNull();
    expect(olsSlope([1, 1, 1], [1, 2, 3])).toBeNull();
  });
});

describe('rank correlation', () => {
  it('averages tied ranks', () => {
    expect(averageRanks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
    expect(averageRanks([3, 1, 3, 3])).toEqual([3, 1, 3, 3]);
  });

  it('Pearson of a textbook pair', () => {
    expect(pearson([1, 2, 3, 4, 5], [2, 4, 5, 4, 5])).toBeCloseTo(0.7745967, 6);
  });

  it('Spearman matches the worked IQ / television example (ρ = −29/165, p = 0.6272)', () => {
    const iq = [106, 86, 100, 101, 99, 103, 97, 113, 112, 110];
    const tv = [7, 0, 27, 50, 28, 29, 20, 12, 6, 17];
    const result = spearman(iq, tv);
    expect(result?.rho).toBeCloseTo(-29 / 165, 10);
    expect(result?.p).toBeCloseTo(0.627188, 5);
  });

  it('Spearman with ties uses average ranks (equal to Pearson on the ranks)', () => {
    const x = [1, 2, 2, 3, 4, 4, 5, 6];
    const y = [2, 1, 3, 3, 5, 4, 6, 6];
    const result = spearman(x, y);
    expect(result?.rho).toBeCloseTo(pearson(averageRanks(x), averageRanks(y)), 12);
    expect(result?.rho).toBeGreaterThan(0.9);
    expect(result?.p).toBeLessThan(0.01);
    expect(spearman([1, 1, 1, 1], [1, 2, 3, 4])).toBeNull();
  });
});

describe('Benjamini–Yekutieli', () => {
  it('adjusts like R’s p.adjust(method = "BY")', () => {
    // c(4) = 1 + 1/2 + 1/3 + 1/4 = 25/12; BH's q times that, capped at 1.
    const q = benjaminiYekutieli([0.01, 0.04, 0.03, 0.005]);
    expect(q[0]).toBeCloseTo(0.02 * (25 / 12), 12);
    expect(q[1]).toBeCloseTo(0.04 * (25 / 12), 12);
    expect(q[2]).toBeCloseTo(0.04 * (25 / 12), 12);
    expect(q[3]).toBeCloseTo(0.02 * (25 / 12), 12);
    expect(benjaminiYekutieli([0.9, 0.8])).toEqual([1, 1]);
    expect(benjaminiYekutieli([0.01])).toEqual([0.01]);
    expect(benjaminiYekutieli([])).toEqual([]);
  });
});

describe('Benjamini–Hochberg', () => {
  it('adjusts like R’s p.adjust(method = "BH")', () => {
    const q = benjaminiHochberg([0.01, 0.04, 0.03, 0.005]);
    expect(q[0]).toBeCloseTo(0.02, 12);
    expect(q[1]).toBeCloseTo(0.04, 12);
    expect(q[2]).toBeCloseTo(0.04, 12);
    expect(q[3]).toBeCloseTo(0.02, 12);
    // Monotone and capped at 1.
    expect(benjaminiHochberg([0.9, 0.8])).toEqual([0.9, 0.9]);
    expect(benjaminiHochberg([0.6, 0.7, 0.8])[0]).toBeLessThanOrEqual(1);
    expect(benjaminiHochberg([])).toEqual([]);
  });
});

describe('Kruskal–Wallis', () => {
  it('matches the Hollander & Wolfe example (H = 0.7714, df 2, p = 0.68)', () => {
    const result = kruskalWallis([
      [2.9, 3.0, 2.5, 2.6, 3.2],
      [3.8, 2.7, 4.0, 2.4],
      [2.8, 3.4, 3.7, 2.2, 2.0],
    ]);
    expect(result?.h).toBeCloseTo(0.77143, 4);
    expect(result?.df).toBe(2);
    expect(result?.p).toBeCloseTo(0.68, 2);
  });

  it('finds clearly separated groups and corrects for ties', () => {
    const separated = kruskalWallis([
      [1, 2, 3, 4, 5],
      [11, 12, 13, 14, 15],
      [21, 22, 23, 24, 25],
    ]);
    expect(separated?.p).toBeLessThan(0.01);
    expect(
      kruskalWallis([
        [1, 1],
        [1, 1],
      ]),
    ).toBeNull();
    expect(kruskalWallis([[1, 2, 3]])).toBeNull();
  });
});
