import { describe, expect, it } from 'vitest';
import { premiumVariant, trialDays } from './subscription';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-11-21T12:00:00Z');
const end = new Date(start.getTime() + 30 * DAY);

describe('trialDays', () => {
  it('counts 30 remaining and 0 used on the first day', () => {
    expect(trialDays(start, end, start)).toEqual({ isActive: true, daysRemaining: 30, daysUsed: 0 });
  });
  it('counts any part of a day left as a remaining day', () => {
    expect(trialDays(start, end, new Date(end.getTime() - 1))).toEqual({
      isActive: true,
      daysRemaining: 1,
      daysUsed: 29,
    });
  });
  it('is over exactly at the end, clamped to 0 remaining and 30 used afterwards', () => {
    expect(trialDays(start, end, end)).toEqual({ isActive: false, daysRemaining: 0, daysUsed: 30 });
    expect(trialDays(start, end, new Date(end.getTime() + 40 * DAY))).toEqual({
      isActive: false,
      daysRemaining: 0,
      daysUsed: 30,
    });
  });
});

describe('premiumVariant (premium active, else trial active, else the offer)', () => {
  it('prefers premium, then an active trial, then the offer', () => {
    expect(premiumVariant({ plan: 'premium' }, { isActive: false })).toBe('premium');
    expect(premiumVariant({ plan: 'trial' }, { isActive: true })).toBe('trial');
    expect(premiumVariant({ plan: 'free' }, { isActive: false })).toBe('offer');
    expect(premiumVariant(undefined, undefined)).toBe('offer');
  });
});
