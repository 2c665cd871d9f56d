import { describe, expect, it } from 'vitest';
import { graceEnd, invoiceNumber, nextRetryAt, periodEnd } from './period';

describe('periodEnd', () => {
  it('adds a calendar month at the same time of day', () => {
    expect(periodEnd(new Date('2026-11-24T22:15:00.000Z'), 'month').toISOString()).toBe(
      '2026-12-24T22:15:00.000Z',
    );
    expect(periodEnd(new Date('2026-12-10T08:00:00.000Z'), 'month').toISOString()).toBe(
      '2027-01-10T08:00:00.000Z',
    );
  });

  it('ends on the last day of a shorter month', () => {
    expect(periodEnd(new Date('2027-01-31T12:00:00.000Z'), 'month').toISOString()).toBe(
      '2027-02-28T12:00:00.000Z',
    );
    expect(periodEnd(new Date('2028-01-31T12:00:00.000Z'), 'month').toISOString()).toBe(
      '2028-02-29T12:00:00.000Z',
    );
    expect(periodEnd(new Date('2026-10-31T00:00:00.000Z'), 'month').toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
  });

  it('adds a calendar year, 29 February becoming 28 February', () => {
    expect(periodEnd(new Date('2026-11-24T10:00:00.000Z'), 'year').toISOString()).toBe(
      '2027-11-24T10:00:00.000Z',
    );
    expect(periodEnd(new Date('2028-02-29T10:00:00.000Z'), 'year').toISOString()).toBe(
      '2029-02-28T10:00:00.000Z',
    );
  });
});

describe('the renewal retries', () => {
  const end = new Date('2026-12-24T00:00:00.000Z');
  it('retries 1, 3, 5 and 7 days after the period end, then stops', () => {
    expect([1, 2, 3, 4].map((n) => nextRetryAt(end, n)?.toISOString())).toEqual([
      '2026-12-25T00:00:00.000Z',
      '2026-12-27T00:00:00.000Z',
      '2026-12-29T00:00:00.000Z',
      '2026-12-31T00:00:00.000Z',
    ]);
    expect(nextRetryAt(end, 5)).toBeNull();
    expect(graceEnd(end).toISOString()).toBe('2026-12-31T00:00:00.000Z');
  });
});

describe('invoiceNumber', () => {
  it('pads to six digits', () => {
    expect(invoiceNumber(1)).toBe('IW-000001');
    expect(invoiceNumber(1234567)).toBe('IW-1234567');
  });
});
