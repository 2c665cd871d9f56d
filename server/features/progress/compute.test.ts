import { describe, expect, it } from 'vitest';
import { localDate } from '../../lib/calendar';
import { computeStreak, weekStrip, wellnessPoints } from './compute';

const days = (...list: string[]) => new Set(list);

describe('streak', () => {
  it('is 0 without activity today or yesterday', () => {
    expect(computeStreak(days(), '2026-11-21')).toBe(0);
    expect(computeStreak(days('2026-11-19', '2026-11-18'), '2026-11-21')).toBe(0);
  });

  it('counts consecutive days ending today', () => {
    expect(computeStreak(days('2026-11-21'), '2026-11-21')).toBe(1);
    expect(computeStreak(days('2026-11-21', '2026-11-20', '2026-11-19', '2026-11-17'), '2026-11-21')).toBe(3);
  });

  it('keeps a streak that ended yesterday while today is still open', () => {
    expect(computeStreak(days('2026-11-20', '2026-11-19'), '2026-11-21')).toBe(2);
  });

  it('runs across month and year ends', () => {
    expect(computeStreak(days('2027-01-01', '2026-12-31', '2026-12-30'), '2027-01-01')).toBe(3);
  });
});

describe('week strip', () => {
  it('lists Monday to Sunday of the current week with the active days and today', () => {
    const week = weekStrip(days('2026-11-16', '2026-11-21', '2026-11-10'), '2026-11-21');
    expect(week.map((d) => d.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(week.map((d) => d.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(week.filter((d) => d.isActive).map((d) => d.date)).toEqual(['2026-11-16', '2026-11-21']);
    expect(week.filter((d) => d.isToday).map((d) => d.date)).toEqual(['2026-11-21']);
  });

  it('is the week of the user’s own date: one instant is Sunday in Los Angeles and Monday in Tokyo', () => {
    const instant = new Date('2026-11-23T03:00:00Z');
    const inLosAngeles = weekStrip(days(), localDate(instant, 'America/Los_Angeles'));
    const inTokyo = weekStrip(days(), localDate(instant, 'Asia/Tokyo'));
    expect(inLosAngeles[0]!.date).toBe('2026-11-16');
    expect(inLosAngeles[6]).toMatchObject({ date: '2026-11-22', label: 'Sun', isToday: true });
    expect(inTokyo[0]).toMatchObject({ date: '2026-11-23', label: 'Mon', isToday: true });
    expect(inTokyo[6]!.date).toBe('2026-11-29');
  });
});

describe('wellness points', () => {
  it('gives 10 per symptom, 10 per check-in day and 20 per recommendation tried', () => {
    expect(wellnessPoints({ symptomsLogged: 0, checkInDays: 0, recommendationsTried: 0 })).toBe(0);
    expect(wellnessPoints({ symptomsLogged: 3, checkInDays: 2, recommendationsTried: 1 })).toBe(70);
  });
});
