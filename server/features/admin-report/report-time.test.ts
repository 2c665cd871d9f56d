import { describe, expect, it } from 'vitest';
import { describeReportDate, nextReportAt, reportDateFor } from './report-time';

const at = (iso: string) => new Date(iso);
const next = (iso: string) => nextReportAt(at(iso)).toISOString();

describe('nextReportAt', () => {
  it('is 18:00 PST (02:00Z next day) in winter', () => {
    expect(next('2026-01-15T12:00:00Z')).toBe('2026-01-16T02:00:00.000Z');
  });

  it('is 18:00 PDT (01:00Z next day) in summer', () => {
    expect(next('2026-07-04T12:00:00Z')).toBe('2026-07-05T01:00:00.000Z');
  });

  it('after 2026-03-07 19:00 PST is 2026-03-08 18:00 PDT, the day clocks go forward', () => {
    // 19:00 PST on 7 March is 03:00Z on 8 March.
    expect(next('2026-03-08T03:00:00Z')).toBe('2026-03-09T01:00:00.000Z');
    expect(reportDateFor(nextReportAt(at('2026-03-08T03:00:00Z')))).toBe('2026-03-08');
  });

  it('on the morning of 8 March (after the change) is that evening in PDT', () => {
    // 03:30 PDT on 8 March is 10:30Z.
    expect(next('2026-03-08T10:30:00Z')).toBe('2026-03-09T01:00:00.000Z');
  });

  it('just before 2026-03-07 18:00 PST is that evening in PST', () => {
    expect(next('2026-03-08T01:59:59Z')).toBe('2026-03-08T02:00:00.000Z');
  });

  it('after 2026-10-31 18:00 PDT is 2026-11-01 18:00 PST (02:00Z), the day clocks go back', () => {
    // 18:00 PDT on 31 October is 01:00Z on 1 November: exactly then, the next one is a day later.
    expect(next('2026-11-01T01:00:00Z')).toBe('2026-11-02T02:00:00.000Z');
    expect(next('2026-10-31T12:00:00Z')).toBe('2026-11-01T01:00:00.000Z');
  });

  it('during the repeated hour of 1 November is that evening in PST', () => {
    // 01:30 on 1 November happens twice: 08:30Z (PDT) and 09:30Z (PST).
    expect(next('2026-11-01T08:30:00Z')).toBe('2026-11-02T02:00:00.000Z');
    expect(next('2026-11-01T09:30:00Z')).toBe('2026-11-02T02:00:00.000Z');
  });

  it('is strictly after the instant, across the end of a year', () => {
    expect(next('2026-12-31T18:00:00-08:00')).toBe('2027-01-02T02:00:00.000Z');
    expect(next('2026-12-31T17:59:00-08:00')).toBe('2027-01-01T02:00:00.000Z');
  });
});

describe('reportDateFor', () => {
  it('is the calendar date in Los Angeles, not in UTC', () => {
    expect(reportDateFor(at('2026-03-09T01:00:00Z'))).toBe('2026-03-08');
    expect(reportDateFor(at('2026-11-02T02:00:00Z'))).toBe('2026-11-01');
    expect(reportDateFor(at('2026-11-02T08:00:00Z'))).toBe('2026-11-02');
    expect(reportDateFor(at('2026-01-01T07:59:59Z'))).toBe('2025-12-31');
  });
});

describe('describeReportDate', () => {
  it('writes the day out', () => {
    expect(describeReportDate('2026-03-08')).toBe('Sunday, March 8, 2026');
  });
});
