import { describe, expect, it } from 'vitest';
import { proposedTimeInWords, requestArrivedMail } from './mails';
import { summariseCheckIns, summariseInsights, summariseSymptoms, TOP_SYMPTOMS } from './shared-records';

const day = (checkIns: number, score: number) => ({
  checkIns,
  mood: score,
  energy: score,
  stress: score,
  fatigueLevel: score,
  mentalClarity: score,
  digestion: score,
  sleepHours: score,
});

describe('the shared records', () => {
  it('counts symptoms by name whatever the case, most frequent first, with their average severity', () => {
    const summary = summariseSymptoms([
      { symptomName: 'Fatigue', severity: 3 },
      { symptomName: 'migraine', severity: 8 },
      { symptomName: 'Migraine ', severity: 5 },
      { symptomName: 'Fatigue', severity: 4 },
      { symptomName: 'Nausea', severity: 2 },
      { symptomName: 'fatigue', severity: 4 },
    ]);
    expect(summary).toEqual({
      days: 30,
      entries: 6,
      top: [
        { name: 'Fatigue', count: 3, averageSeverity: 3.7 },
        { name: 'migraine', count: 2, averageSeverity: 6.5 },
        { name: 'Nausea', count: 1, averageSeverity: 2 },
      ],
    });
  });

  it(`keeps the ${TOP_SYMPTOMS} most frequent symptoms`, () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    const summary = summariseSymptoms(names.map((symptomName) => ({ symptomName, severity: 5 })));
    expect(summary.entries).toBe(7);
    expect(summary.top).toHaveLength(TOP_SYMPTOMS);
  });

  it('weights each day’s check-in averages by its number of check-ins, and gives none without a check-in', () => {
    expect(summariseCheckIns([day(3, 8), day(1, 4)])).toEqual({
      days: 30,
      count: 4,
      averages: {
        mood: 7,
        energy: 7,
        stress: 7,
        fatigueLevel: 7,
        mentalClarity: 7,
        digestion: 7,
        sleepHours: 7,
      },
    });
    expect(summariseCheckIns([])).toEqual({ days: 30, count: 0, averages: {} });
  });

  it('writes insights one per line, and nothing when there is none', () => {
    expect(
      summariseInsights([
        { title: 'Energy is up', description: 'Your energy rose by 1.2 points.' },
        { title: 'Keep logging', description: 'Log 3 more days.' },
      ]),
    ).toBe('Energy is up: Your energy rose by 1.2 points.\nKeep logging: Log 3 more days.');
    expect(summariseInsights([])).toBeNull();
  });
});

describe('the emails', () => {
  it('says a proposed time in words in the time zone it was proposed in', () => {
    expect(proposedTimeInWords('2026-12-01T10:00:00-08:00')).toBe(
      'Tuesday, December 1, 2026 at 10:00 AM (UTC-08:00)',
    );
    expect(proposedTimeInWords('2026-12-01T23:30:00+05:30')).toBe(
      'Tuesday, December 1, 2026 at 11:30 PM (UTC+05:30)',
    );
    expect(proposedTimeInWords('2026-12-01T18:00:00Z')).toBe(
      'Tuesday, December 1, 2026 at 6:00 PM (UTC+00:00)',
    );
  });

  it('tells the practitioner where to read a request, and nothing of it', () => {
    const mail = requestArrivedMail({
      to: 'dr@example.com',
      firstName: 'Priya',
      priority: true,
      appUrl: 'https://app.example',
    });
    expect(mail.subject).toContain('priority');
    expect(mail.text).toContain('https://app.example/provider-dashboard');
  });
});
