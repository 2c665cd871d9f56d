import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/calendar';
import { type CheckInFact, evaluateRecommendations, type SymptomFact } from './rules';

const TODAY = '2026-11-21';
const ok: Omit<CheckInFact, 'localDate'> = { sleepHours: 8, stress: 3, energy: 7, digestion: 7 };
const on = (daysAgo: number, fact: Partial<CheckInFact> = {}): CheckInFact => ({
  ...ok,
  localDate: addDays(TODAY, -daysAgo),
  ...fact,
});
const symptom = (daysAgo: number, symptomName: string, severity = 5): SymptomFact => ({
  symptomName,
  severity,
  localDate: addDays(TODAY, -daysAgo),
});
const ids = (checkIns: CheckInFact[], symptoms: SymptomFact[] = []) =>
  evaluateRecommendations({ today: TODAY, checkIns, symptoms }).map((r) => r.id);
const find = (id: string, checkIns: CheckInFact[], symptoms: SymptomFact[] = []) =>
  evaluateRecommendations({ today: TODAY, checkIns, symptoms }).find((r) => r.id === id);

describe('recommendation rules', () => {
  it('recommends nothing but the check-in to a person with good recent data and no check-in today', () => {
    expect(ids([on(1), on(2)])).toEqual(['daily-check-in']);
    expect(ids([on(0), on(1)])).toEqual([]);
  });

  it('invites a first check-in when there is none', () => {
    expect(find('daily-check-in', [])?.reason).toMatch(/haven't done a check-in yet/);
    expect(find('daily-check-in', [on(1)])?.reason).toMatch(/last check-in was yesterday/);
    expect(find('daily-check-in', [on(4)])?.reason).toMatch(/4 days ago/);
    expect(find('daily-check-in', [on(0)])).toBeUndefined();
  });

  describe('sleep hygiene: under 6 hours three nights running', () => {
    it('fires on three short nights ending today or yesterday, citing the hours', () => {
      const rec = find('sleep-hygiene', [
        on(0, { sleepHours: 5 }),
        on(1, { sleepHours: 4.5 }),
        on(2, { sleepHours: 5.5 }),
      ]);
      expect(rec).toMatchObject({ category: 'sleep', actionRoute: '/wellness-library' });
      expect(rec?.reason).toContain('5.5, 4.5 and 5 hours');
      expect(ids([on(1, { sleepHours: 5 }), on(2, { sleepHours: 5 }), on(3, { sleepHours: 5 })])).toContain(
        'sleep-hygiene',
      );
    });

    it('needs three nights, consecutive, all short, and recent', () => {
      const short = { sleepHours: 5 };
      expect(ids([on(0, short), on(1, short)])).not.toContain('sleep-hygiene');
      expect(ids([on(0, short), on(1, short), on(3, short)])).not.toContain('sleep-hygiene');
      expect(ids([on(0, short), on(1, { sleepHours: 6 }), on(2, short)])).not.toContain('sleep-hygiene');
      expect(ids([on(2, short), on(3, short), on(4, short)])).not.toContain('sleep-hygiene');
    });

    it('reads each night from the latest check-in of that day', () => {
      const checkIns = [
        on(0, { sleepHours: 7 }),
        on(0, { sleepHours: 5 }),
        on(1, { sleepHours: 5 }),
        on(2, { sleepHours: 5 }),
      ];
      expect(ids(checkIns)).not.toContain('sleep-hygiene');
      const corrected = [
        on(0, { sleepHours: 5 }),
        on(0, { sleepHours: 8 }),
        on(1, { sleepHours: 5 }),
        on(2, { sleepHours: 5 }),
      ];
      expect(ids(corrected)).toContain('sleep-hygiene');
    });
  });

  it('suggests breathing when stress is 7 or more on 3 of the last 5 check-ins', () => {
    const high = { stress: 8 };
    const rec = find('breathing-relaxation', [
      on(0, high),
      on(0),
      on(1, { stress: 7 }),
      on(2),
      on(3, high),
      on(4, high),
    ]);
    expect(rec?.reason).toContain('3 of your last 5 check-ins');
    expect(ids([on(0, high), on(1, high), on(2), on(3), on(4), on(5, high)])).not.toContain(
      'breathing-relaxation',
    );
  });

  describe('repeated symptoms: 3 times in 7 days', () => {
    it('suggests tracking triggers, naming the symptom and the count', () => {
      const rec = find(
        'track-triggers',
        [on(0)],
        [symptom(0, 'Headache'), symptom(2, 'headache '), symptom(6, 'Headache')],
      );
      expect(rec?.title).toBe('Track what triggers your Headache');
      expect(rec?.reason).toContain('Headache 3 times in the last 7 days');
      expect(ids([on(0)], [symptom(0, 'Headache'), symptom(2, 'Headache'), symptom(7, 'Headache')])).toEqual(
        [],
      );
      expect(ids([on(0)], [symptom(0, 'Headache'), symptom(2, 'Nausea'), symptom(3, 'Headache')])).toEqual(
        [],
      );
    });

    it('suggests a practitioner too when at least two were severe', () => {
      const symptoms = [symptom(0, 'Migraine', 8), symptom(1, 'Migraine', 7), symptom(3, 'Migraine', 4)];
      expect(ids([on(0)], symptoms)).toEqual(['talk-to-practitioner', 'track-triggers']);
      expect(find('talk-to-practitioner', [on(0)], symptoms)).toMatchObject({
        actionRoute: '/practitioners',
        reason: expect.stringContaining('2 of them severe'),
      });
    });
  });

  it('suggests gentle movement when energy averages 4 or less over the last 3 check-ins', () => {
    expect(
      find('gentle-movement', [on(0, { energy: 3 }), on(1, { energy: 4 }), on(2, { energy: 3 })])?.reason,
    ).toContain('averaged 3.3/10 over your last 3 check-ins');
    expect(find('gentle-movement', [on(0, { energy: 2 })])?.reason).toContain('rated your energy 2/10');
    expect(ids([on(0, { energy: 3 }), on(1, { energy: 6 }), on(2, { energy: 4 })])).not.toContain(
      'gentle-movement',
    );
    expect(ids([on(0), on(8, { energy: 1 })])).not.toContain('gentle-movement');
  });

  it('suggests a food diary when the latest digestion is 4 or less', () => {
    expect(find('food-diary', [on(0, { digestion: 4 }), on(1)])?.reason).toContain('digestion 4/10');
    expect(ids([on(0), on(1, { digestion: 2 })])).not.toContain('food-diary');
  });

  it('gives every recommendation a title, a reason, a category and an action route', () => {
    const all = evaluateRecommendations({
      today: TODAY,
      checkIns: [
        on(1, { sleepHours: 4, stress: 9, energy: 2, digestion: 2 }),
        on(2, { sleepHours: 4, stress: 9, energy: 2, digestion: 2 }),
        on(3, { sleepHours: 4, stress: 9, energy: 2, digestion: 2 }),
      ],
      symptoms: [symptom(1, 'Fatigue', 9), symptom(2, 'Fatigue', 9), symptom(3, 'Fatigue', 9)],
    });
    expect(all.map((r) => r.id)).toEqual([
      'sleep-hygiene',
      'breathing-relaxation',
      'talk-to-practitioner',
      'track-triggers',
      'gentle-movement',
      'food-diary',
      'daily-check-in',
    ]);
    for (const rec of all) {
      expect(rec.title.length).toBeGreaterThan(5);
      expect(rec.reason.length).toBeGreaterThan(20);
      expect(rec.actionRoute).toMatch(/^\//);
    }
  });
});
