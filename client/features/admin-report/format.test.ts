import { describe, expect, it } from 'vitest';
import { nextSendLabel, normaliseEmail } from './format';

describe('nextSendLabel', () => {
  it('is 6 PM in Los Angeles, summer and winter', () => {
    expect(nextSendLabel('2026-03-09T01:00:00.000Z', 'America/Los_Angeles')).toBe('Sun, Mar 8, 6:00 PM');
    expect(nextSendLabel('2026-11-02T02:00:00.000Z', 'America/Los_Angeles')).toBe('Sun, Nov 1, 6:00 PM');
  });

  it('is in the reader’s own zone elsewhere', () => {
    expect(nextSendLabel('2026-11-02T02:00:00.000Z', 'America/New_York')).toBe('Sun, Nov 1, 9:00 PM');
  });
});

describe('normaliseEmail', () => {
  it('compares addresses as the server keeps them', () => {
    expect(normaliseEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});
