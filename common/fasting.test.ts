import { describe, expect, it } from 'vitest';
import { fastOutcome, formatClock, formatMinutes, targetHoursFor } from './fasting';

describe('protocols', () => {
  it('reads the fasting hours of 16:8, 18:6 and 20:4, and custom 1–72 whole hours', () => {
    expect(targetHoursFor('16:8')).toBe(16);
    expect(targetHoursFor('18:6')).toBe(18);
    expect(targetHoursFor('20:4')).toBe(20);
    expect(targetHoursFor('custom', 1)).toBe(1);
    expect(targetHoursFor('custom', 72)).toBe(72);
  });
  it('refuses anything else', () => {
    for (const [protocol, hours] of [
      ['12:12', undefined],
      ['custom', 0],
      ['custom', 73],
      ['custom', 2.5],
      ['custom', null],
      ['toString', undefined],
      ['', undefined],
    ] as const) {
      expect(targetHoursFor(protocol, hours), `${protocol} ${hours}`).toBeNull();
    }
  });
});

describe('fastOutcome', () => {
  const start = new Date('2026-11-21T20:00:00Z');
  it('counts whole minutes and whether the target was reached', () => {
    expect(fastOutcome(start, new Date('2026-11-22T12:00:00Z'), 16, new Date())).toEqual({
      durationMinutes: 960,
      targetReached: true,
    });
    expect(fastOutcome(start, new Date('2026-11-22T11:59:59Z'), 16, new Date())).toEqual({
      durationMinutes: 959,
      targetReached: false,
    });
  });
  it('uses now while the fast is in progress, and never a negative duration', () => {
    expect(fastOutcome(start, null, 16, new Date('2026-11-21T20:30:30Z')).durationMinutes).toBe(30);
    expect(fastOutcome(start, null, 16, new Date('2026-11-21T19:00:00Z')).durationMinutes).toBe(0);
  });
});

describe('formatting', () => {
  it('formats the live timer and durations', () => {
    expect(formatClock(0)).toBe('0:00:00');
    expect(formatClock((25 * 3600 + 61) * 1000)).toBe('25:01:01');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(960)).toBe('16 h');
    expect(formatMinutes(1025)).toBe('17 h 5 min');
  });
});
