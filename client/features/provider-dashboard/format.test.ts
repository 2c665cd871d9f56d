import { describe, expect, it } from 'vitest';
import {
  acceptForm,
  averageLabel,
  needsPayment,
  planLines,
  sharedSections,
  toDateTimeLocal,
  trialText,
  visibleRequests,
} from './format';

describe('the plan card', () => {
  it('names the plan and its cycle with the catalogue price', () => {
    expect(planLines({ planType: 'starter', billingCycle: 'monthly' })).toEqual({
      code: 'starter_monthly',
      name: 'Starter plan',
      cycle: 'Monthly · $49.00/month',
    });
    expect(planLines({ planType: 'professional', billingCycle: 'yearly' })).toEqual({
      code: 'professional_yearly',
      name: 'Professional plan',
      cycle: 'Yearly · $950.00/year',
    });
  });

  it('counts the trial down, says when it ended, and asks for payment only then and only unpaid', () => {
    expect(trialText({ trialDaysLeft: 14, planPaid: false })).toBe('14 days left in your free trial');
    expect(trialText({ trialDaysLeft: 1, planPaid: false })).toBe('1 day left in your free trial');
    expect(trialText({ trialDaysLeft: 0, planPaid: false })).toBe('Trial ended');
    expect(trialText({ trialDaysLeft: null, planPaid: false })).toBe('Trial ended');
    expect(trialText({ trialDaysLeft: 0, planPaid: true })).toBeNull();
    expect(needsPayment({ trialDaysLeft: 3, planPaid: false })).toBe(false);
    expect(needsPayment({ trialDaysLeft: 0, planPaid: false })).toBe(true);
    expect(needsPayment({ trialDaysLeft: 0, planPaid: true })).toBe(false);
  });
});

describe('shared records', () => {
  it('says nothing when nothing was shared', () => {
    expect(sharedSections({ symptoms: null, checkIns: null, insights: null })).toEqual([]);
  });

  it('lists the top symptoms, the check-in averages and the insights summary in words', () => {
    const sections = sharedSections({
      symptoms: {
        days: 30,
        entries: 12,
        top: [
          { name: 'Fatigue', count: 7, averageSeverity: 6.25 },
          { name: 'Migraine', count: 1, averageSeverity: 8 },
        ],
      },
      checkIns: { days: 30, count: 1, averages: { sleepQuality: 5.55, energy_level: 4, sleepHours: 6.5 } },
      insights: { summary: 'Fatigue is worse after short nights.\n\n Energy rises on active days. ' },
    });
    expect(sections).toEqual([
      {
        title: 'Symptoms, last 30 days (12 entries)',
        lines: ['Fatigue: 7 times, average severity 6.3/10', 'Migraine: 1 time, average severity 8/10'],
      },
      {
        title: 'Check-ins, last 30 days (1 check-in)',
        lines: [
          'Sleep quality: 5.6/10 on average',
          'Energy level: 4/10 on average',
          'Sleep hours: 6.5 hours on average',
        ],
      },
      {
        title: 'Insights summary',
        lines: ['Fatigue is worse after short nights.', 'Energy rises on active days.'],
      },
    ]);
    expect(averageLabel('mood')).toBe('Mood');
  });
});

describe('the request list and the Accept form', () => {
  const request = (id: string, status: 'pending' | 'accepted' | 'declined') =>
    ({ id, status }) as Parameters<typeof visibleRequests>[0][number];

  it('filters pending requests or shows them all, in the order given', () => {
    const list = [request('a', 'accepted'), request('b', 'pending'), request('c', 'declined')];
    expect(visibleRequests(list, 'pending').map((r) => r.id)).toEqual(['b']);
    expect(visibleRequests(list, 'all').map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('takes a future local time and sends it as an instant; refuses a past or empty one', () => {
    const now = new Date(2026, 10, 24, 10, 0);
    const form = acceptForm(() => now);
    const later = new Date(2026, 10, 25, 14, 30);
    const parsed = form.safeParse({ proposedTime: toDateTimeLocal(later), note: '  Bring your log  ' });
    expect(parsed.success && parsed.data).toEqual({
      proposedTime: later.toISOString(),
      note: 'Bring your log',
    });
    for (const proposedTime of ['', toDateTimeLocal(new Date(2026, 10, 24, 9, 0)), 'not a time']) {
      const refused = form.safeParse({ proposedTime, note: '' });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]?.message).toBe('Propose a time in the future');
    }
    expect(toDateTimeLocal(later)).toBe('2026-11-25T14:30');
  });
});
