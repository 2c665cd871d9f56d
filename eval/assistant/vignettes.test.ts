import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreVignettes } from './vignettes';

const dev = path.join(__dirname, 'vignettes', 'development.jsonl');

describe('vignette eval (development set)', () => {
  const r = scoreVignettes(dev);
  it('holds at least 150 vignettes', () => {
    expect(r.n).toBeGreaterThanOrEqual(150);
  });
  it('keeps the gold condition in the top 3 for at least 75 %', () => {
    expect(r.top3).toBeGreaterThanOrEqual(0.75);
  });
  it('keeps urgency safe for at least 98 % and exact for at least 60 %', () => {
    expect(r.safe).toBeGreaterThanOrEqual(0.98);
    expect(r.exact).toBeGreaterThanOrEqual(0.6);
  });
});
