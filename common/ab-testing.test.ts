import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignmentPoint,
  assignVariant,
  chiSquarePValue,
  erf,
  erfc,
  mean,
  murmur3,
  normalCdf,
  sampleRatioMismatch,
  twoProportionZTest,
  Z_95,
} from './ab-testing';

// Reference values from SciPy 1.17 (scipy.special.erfc, scipy.stats.norm.cdf, scipy.stats.chi2.sf).
const relativelyClose = (actual: number, expected: number, tolerance: number) =>
  expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThan(tolerance);

describe('the normal distribution', () => {
  it('matches tabulated erfc values across the series and the continued fraction', () => {
    const table: [number, number][] = [
      [0.1, 0.8875370839817152],
      [1, 0.15729920705028516],
      [2.4, 0.0006885138966450789],
      [2.6, 0.000236034416529349],
      [3, 2.2090496998585445e-5],
      [5, 1.5374597944280347e-12],
      [10, 2.0884875837625446e-45],
    ];
    for (const [x, expected] of table) relativelyClose(erfc(x), expected, 1e-12);
    expect(erfc(0)).toBe(1);
    expect(erfc(-1)).toBeCloseTo(2 - 0.15729920705028516, 14);
    expect(erf(1)).toBeCloseTo(0.8427007929497149, 14);
    expect(erf(-1)).toBeCloseTo(-0.8427007929497149, 14);
  });

  it('gives Φ at the usual points, including far in the tails', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1)).toBeCloseTo(0.8413447460685429, 14);
    expect(normalCdf(-1.96)).toBeCloseTo(0.024997895148220435, 14);
    expect(normalCdf(Z_95)).toBeCloseTo(0.975, 14);
    relativelyClose(normalCdf(-8), 6.22096057427174e-16, 1e-10);
    relativelyClose(1 - normalCdf(5), 2.866515719e-7, 1e-6);
  });

  it('is monotone and within [0, 1]', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -40, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (z, step) => {
          const a = normalCdf(z);
          const b = normalCdf(z + step);
          expect(a).toBeGreaterThanOrEqual(0);
          expect(b).toBeLessThanOrEqual(1);
          expect(b).toBeGreaterThanOrEqual(a);
        },
      ),
    );
  });
});

describe('the chi-square tail', () => {
  it('gives the textbook critical values their p-values', () => {
    expect(chiSquarePValue(3.841458820694124, 1)).toBeCloseTo(0.05, 12);
    expect(chiSquarePValue(5.991464547107979, 2)).toBeCloseTo(0.05, 12);
    expect(chiSquarePValue(7.814727903251178, 3)).toBeCloseTo(0.05, 12);
    expect(chiSquarePValue(10.827566170662733, 1)).toBeCloseTo(0.001, 12);
    expect(chiSquarePValue(1, 1)).toBeCloseTo(0.31731050786291115, 12);
    expect(chiSquarePValue(20, 4)).toBeCloseTo(0.0004993992273873336, 12);
    expect(chiSquarePValue(0.5, 3)).toBeCloseTo(0.9188914116546758, 12);
    relativelyClose(chiSquarePValue(50, 2), 1.3887943864964e-11, 1e-9);
    expect(chiSquarePValue(0, 3)).toBe(1);
  });
});

describe('the two-proportion z-test', () => {
  it('finds 200/1000 against 250/1000 significant, with the textbook z, p and interval', () => {
    const test = twoProportionZTest(
      { participants: 1000, conversions: 200 },
      { participants: 1000, conversions: 250 },
    );
    expect(test.zScore).toBeCloseTo(2.677397763008329, 12);
    expect(test.pValue).toBeCloseTo(0.007419649261025687, 12);
    expect(test.difference).toBeCloseTo(0.05, 15);
    expect(test.ci.low).toBeCloseTo(0.013463621687539853, 12);
    expect(test.ci.high).toBeCloseTo(0.08653637831246015, 12);
    expect(test.significant).toBe(true);
  });

  it('finds 100/1000 against 110/1000 not significant', () => {
    const test = twoProportionZTest(
      { participants: 1000, conversions: 100 },
      { participants: 1000, conversions: 110 },
    );
    // pooled p = 0.105, SE = √(0.105 · 0.895 · 0.002) = 0.013709…, z = 0.01 / SE
    expect(test.zScore).toBeCloseTo(0.7294219615409079, 10);
    expect(test.pValue).toBeGreaterThan(0.46);
    expect(test.pValue).toBeLessThan(0.47);
    expect(test.significant).toBe(false);
    expect(test.ci.low).toBeLessThan(0);
    expect(test.ci.high).toBeGreaterThan(0);
  });

  it('answers p = 1 and z = 0 when nobody or everybody converts', () => {
    for (const conversions of [0, 50]) {
      const test = twoProportionZTest({ participants: 50, conversions }, { participants: 50, conversions });
      expect(test).toMatchObject({ zScore: 0, pValue: 1, significant: false });
    }
  });

  const group = fc
    .tuple(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([participants, share]) => ({ participants, conversions: Math.floor(participants * share) }));

  it('keeps p in [0, 1], is symmetric, and its interval contains the difference', () => {
    fc.assert(
      fc.property(group, group, (a, b) => {
        const ab = twoProportionZTest(a, b);
        const ba = twoProportionZTest(b, a);
        expect(ab.pValue).toBeGreaterThanOrEqual(0);
        expect(ab.pValue).toBeLessThanOrEqual(1);
        expect(ba.pValue).toBeCloseTo(ab.pValue, 12);
        expect(ba.zScore).toBeCloseTo(-ab.zScore, 9);
        expect(ab.ci.low).toBeLessThanOrEqual(ab.difference);
        expect(ab.ci.high).toBeGreaterThanOrEqual(ab.difference);
        expect(ab.significant).toBe(ab.pValue < 0.05);
      }),
    );
  });
});

describe('the sample-ratio-mismatch check', () => {
  it('flags a 50/50 experiment split 550/450 and accepts 510/490', () => {
    // χ² = (50² + 50²) / 500 = 10, 1 degree of freedom → p = 0.001565…
    const skewed = sampleRatioMismatch(
      [
        { participants: 550, weight: 50 },
        { participants: 450, weight: 50 },
      ],
      0.01,
    );
    expect(skewed.chiSquare).toBeCloseTo(10, 12);
    expect(skewed.pValue).toBeCloseTo(0.0015654022580025, 12);
    expect(skewed.mismatch).toBe(true);
    const fine = sampleRatioMismatch(
      [
        { participants: 510, weight: 1 },
        { participants: 490, weight: 1 },
      ],
      0.001,
    );
    expect(fine.chiSquare).toBeCloseTo(0.4, 12);
    expect(fine.mismatch).toBe(false);
  });

  it('measures against unequal weights with k − 1 degrees of freedom', () => {
    // Weights 2:1:1 over 400 → expected 200, 100, 100; observed 200, 120, 80 → χ² = 8, df 2.
    const check = sampleRatioMismatch(
      [
        { participants: 200, weight: 50 },
        { participants: 120, weight: 25 },
        { participants: 80, weight: 25 },
      ],
      0.001,
    );
    expect(check.chiSquare).toBeCloseTo(8, 12);
    expect(check.pValue).toBeCloseTo(Math.exp(-4), 12);
    expect(check.mismatch).toBe(false);
  });

  it('has nothing to say without participants', () => {
    expect(
      sampleRatioMismatch(
        [
          { participants: 0, weight: 1 },
          { participants: 0, weight: 1 },
        ],
        0.001,
      ),
    ).toEqual({ chiSquare: 0, pValue: 1, mismatch: false });
  });
});

describe('assignment', () => {
  it('hashes with MurmurHash3 (x86, 32-bit) as published', () => {
    // Reference values of the algorithm's published test vectors.
    expect(murmur3('')).toBe(0);
    expect(murmur3('', 1)).toBe(0x514e28b7);
    expect(murmur3('test')).toBe(0xba6bd213);
    expect(murmur3('Hello, world!')).toBe(0xc0363e43);
    expect(murmur3('The quick brown fox jumps over the lazy dog')).toBe(0x2e4ff723);
  });

  it('gives the same subject the same variant every time, and a point in [0, 1)', () => {
    const variants = [
      { id: 'control', weight: 50 },
      { id: 'b', weight: 50 },
    ];
    fc.assert(
      fc.property(fc.uuid(), fc.string(), (experimentId, subject) => {
        const point = assignmentPoint(experimentId, subject);
        expect(point).toBeGreaterThanOrEqual(0);
        expect(point).toBeLessThan(1);
        expect(assignVariant(experimentId, subject, variants).id).toBe(
          assignVariant(experimentId, subject, variants).id,
        );
      }),
    );
  });

  it('splits 100,000 synthetic ids within 1 % of the weights', () => {
    const variants = [
      { id: 'control', weight: 50 },
      { id: 'b', weight: 30 },
      { id: 'c', weight: 20 },
    ];
    const counts = new Map<string, number>();
    const n = 100_000;
    for (let i = 0; i < n; i += 1) {
      const id = assignVariant('0d9c7b1e-5f1a-4c3e-9b7a-2f6e8d4c1a00', `a:visitor-${i}`, variants).id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['b', 'c', 'control']);
    // The standard deviation of a share at n = 100,000 is at most 0.0016; 0.01 is six of them.
    expect(Math.abs((counts.get('control') ?? 0) / n - 0.5)).toBeLessThan(0.01);
    expect(Math.abs((counts.get('b') ?? 0) / n - 0.3)).toBeLessThan(0.01);
    expect(Math.abs((counts.get('c') ?? 0) / n - 0.2)).toBeLessThan(0.01);
    // And the split passes its own sample-ratio check.
    const srm = sampleRatioMismatch(
      variants.map((v) => ({ participants: counts.get(v.id) ?? 0, weight: v.weight })),
      0.001,
    );
    expect(srm.mismatch).toBe(false);
  });

  it('assigns a subject independently in different experiments', () => {
    const variants = [
      { id: 'control', weight: 1 },
      { id: 'b', weight: 1 },
    ];
    let same = 0;
    const n = 10_000;
    for (let i = 0; i < n; i += 1) {
      const subject = `u:user-${i}`;
      if (
        assignVariant('experiment-one', subject, variants).id ===
        assignVariant('experiment-two', subject, variants).id
      )
        same += 1;
    }
    expect(Math.abs(same / n - 0.5)).toBeLessThan(0.03);
  });
});

describe('mean', () => {
  it('is null for nothing and the average otherwise', () => {
    expect(mean([])).toBeNull();
    expect(mean([1, 2, 6])).toBe(3);
  });
});
