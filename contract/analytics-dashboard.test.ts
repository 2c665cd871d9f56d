import { describe, expect, it } from 'vitest';
import {
  FUNNEL_STEP_LABELS,
  FUNNEL_STEPS,
  ZAnalyticsDashboard,
  ZAnalyticsEngagement,
} from './analytics-dashboard';

describe('the analytics dashboard contract', () => {
  it('drops any field it does not name, so an answer cannot carry an id by mistake', () => {
    const parsed = ZAnalyticsDashboard.parse({
      activeSessions: 1,
      avgSessionDuration: 60,
      sessionsMeasured: 1,
      activeUsers: { daily: 1, weekly: 1, monthly: 1, userIds: ['u1'] },
      featureUsage: { water_tracking: 2 },
      generatedAt: '2026-03-11T15:00:00.000Z',
      sessions: ['s1'],
    });
    expect(JSON.stringify(parsed)).not.toMatch(/u1|s1/);
  });

  it('accepts a retention row with weeks not started yet, and no percent above 100', () => {
    const cohort = { weekStart: '2026-03-02', users: 1, retention: [100, null] };
    const answer = {
      dailyActiveUsers: [],
      sessionsPerDay: [],
      retention: [cohort],
      generatedAt: '2026-03-11T15:00:00Z',
    };
    expect(ZAnalyticsEngagement.safeParse(answer).success).toBe(true);
    expect(
      ZAnalyticsEngagement.safeParse({ ...answer, retention: [{ ...cohort, retention: [101] }] }).success,
    ).toBe(false);
  });

  it('labels every funnel step', () => {
    expect(FUNNEL_STEPS.map((step) => FUNNEL_STEP_LABELS[step])).toEqual([
      'Landing page visits',
      'Sign-ups',
      'Onboarding completed',
      'First symptom logged',
      'Trial started',
      'Premium',
    ]);
  });
});
