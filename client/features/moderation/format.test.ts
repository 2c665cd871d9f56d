import { describe, expect, it } from 'vitest';
import { formatWhen, pageRange, plural } from './format';

describe('moderation formats', () => {
  it('says which items a page shows', () => {
    expect(pageRange(0, 20, 45)).toBe('Showing 1–20 of 45');
    expect(pageRange(40, 5, 45)).toBe('Showing 41–45 of 45');
    expect(pageRange(0, 0, 0)).toBe('No feedback matches');
    expect(pageRange(0, 1, 1)).toBe('Showing 1 of 1');
  });

  it('counts in words and formats times', () => {
    expect(plural(1, 'report', 'reports')).toBe('1 report');
    expect(plural(1200, 'report', 'reports')).toBe('1,200 reports');
    expect(formatWhen('not a time')).toBe('not a time');
    expect(formatWhen('2026-11-25T15:40:00.000Z')).toMatch(/^Nov 25, 2026/);
  });
});
