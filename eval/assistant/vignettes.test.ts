import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreVignettes, VIGNETTE_TARGETS } from './vignettes';

const dev = path.join(__dirname, 'vignettes', 'development.jsonl');

describe('vignette eval (development set)', () => {
  const r = scoreVignettes(dev);
  it('holds at least 150 vignettes', () => {
    expect(r.n).toBeGreaterThanOrEqual(150);
  });
  it('keeps the gold condition in the top 3 for at least 75 %', () => {
    expect(r.top3).toBeGreaterThanOrEqual(VIGNETTE_TARGETS.top3);
  });
  it('keeps urgency safe for at least 98 % and exact for at least 60 %', () => {
    expect(r.safe).toBeGreaterThanOrEqual(VIGNETTE_TARGETS.safe);
    expect(r.exact).toBeGreaterThanOrEqual(VIGNETTE_TARGETS.exact);
  });
});
