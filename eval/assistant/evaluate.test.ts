import { describe, expect, it } from 'vitest';
import { parseCaseLines, type TEvalCase } from './cases';
import {
  evaluate,
  formatReport,
  missedTargets,
  prf,
  scoreScalar,
  scoreSet,
  scoreTriggers,
  type TEvalEngine,
} from './evaluate';

const SRC = 'https://medlineplus.gov/headache.html';

const cases: TEvalCase[] = [
  {
    id: 'ext-001',
    kind: 'extraction',
    source: SRC,
    message: 'headache and tired for 3 days, 6/10, worse with light',
    expect: { primarySymptoms: ['Headache', 'Fatigue'], severity: 6, durationDays: 3, triggers: ['light'] },
  },
  {
    id: 'ext-002',
    kind: 'extraction',
    source: SRC,
    message: 'no nausea, dizzy',
    expect: { primarySymptoms: ['Dizziness'], negated: ['Nausea'], severity: [1, 3] },
  },
  {
    id: 'rf-001',
    kind: 'red_flag',
    source: SRC,
    message: 'crushing chest pain',
    expect: { categories: ['heart_attack'], triage: 'emergency_ambulance' },
  },
  {
    id: 'rf-002',
    kind: 'red_flag',
    source: SRC,
    message: 'i want to die',
    expect: { categories: ['suicidal_thoughts'], triage: 'emergency' },
  },
  { id: 'la-001', kind: 'look_alike', source: SRC, message: 'this headache is killing me', expect: {} },
  {
    id: 'la-002',
    kind: 'look_alike',
    source: SRC,
    message: 'short of breath after running',
    expect: { maxTriage: 'consultation_24' },
  },
  {
    id: 'cond-001',
    kind: 'condition',
    source: SRC,
    profile: {
      currentSymptoms: { primarySymptoms: ['Headache'], symptomDescription: 'a', severity: 5, duration: '' },
    },
    expect: { conditionId: 'migraine' },
  },
  {
    id: 'cond-002',
    kind: 'condition',
    source: SRC,
    profile: {
      currentSymptoms: { primarySymptoms: ['Fatigue'], symptomDescription: 'b', severity: 5, duration: '' },
    },
    expect: { conditionId: 'hashimotos', alsoAccept: ['hypothyroidism'] },
  },
];

/** A scripted engine: answers by message or description. */
const fake: TEvalEngine = {
  extract: (message) =>
    message.startsWith('headache')
      ? { primarySymptoms: ['Headache'], severity: 6, durationDays: 4, triggers: ['bright light', 'coffee'] }
      : { primarySymptoms: ['Dizziness', 'Nausea'], triggers: [] },
  safety: (message) =>
    message === 'crushing chest pain'
      ? { triage: 'emergency', categories: ['chest_pain'] }
      : message === 'i want to die'
        ? { triage: 'emergency_ambulance', categories: ['suicidal_thoughts'] }
        : message.startsWith('short')
          ? { triage: 'consultation_24', categories: ['shortness_of_breath'] }
          : { triage: 'emergency', categories: ['thunderclap_headache'] },
  rankConditions: (profile) =>
    profile.currentSymptoms.symptomDescription === 'a'
      ? ['tension-type-headache', 'migraine']
      : ['depression', 'insomnia', 'ibs', 'hypothyroidism'],
};

describe('assistant eval scoring', () => {
  it('computes precision, recall and F1, counting empty sides as perfect', () => {
    expect(prf({ tp: 3, fp: 1, fn: 2 })).toMatchObject({ precision: 0.75, recall: 0.6 });
    expect(prf({ tp: 3, fp: 1, fn: 2 }).f1).toBeCloseTo(2 / 3, 10);
    expect(prf({ tp: 0, fp: 0, fn: 0 })).toMatchObject({ precision: 1, recall: 1, f1: 1 });
  });

  it('scores a scalar as right, wrong (FP and FN), missing (FN) or unexpected (FP)', () => {
    expect(scoreScalar(7, 7)).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(scoreScalar(8, [7, 10])).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(scoreScalar(5, 7)).toEqual({ tp: 0, fp: 1, fn: 1 });
    expect(scoreScalar(undefined, 7)).toEqual({ tp: 0, fp: 0, fn: 1 });
    expect(scoreScalar(3, null)).toEqual({ tp: 0, fp: 1, fn: 0 });
    expect(scoreScalar(undefined, null)).toEqual({ tp: 0, fp: 0, fn: 0 });
  });

  it('compares symptom sets and matches triggers by any of their words', () => {
    expect(scoreSet(['Headache', 'Nausea'], ['Headache', 'Fatigue'])).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(scoreTriggers(['after dairy', 'stress'], ['milk|dairy'])).toEqual({ tp: 1, fp: 1, fn: 0 });
    expect(scoreTriggers([], ['sun'])).toEqual({ tp: 0, fp: 0, fn: 1 });
  });

  it('scores each kind of case and lists every failure with expected and got', () => {
    const report = evaluate(cases, fake);
    expect(report.counts).toEqual({ extraction: 2, red_flag: 2, look_alike: 2, condition: 2 });
    // Symptoms: ext-001 tp1 fn1 (Fatigue); ext-002 tp1 fp1 (Nausea).
    expect(report.extraction.symptoms).toMatchObject({ tp: 2, fp: 1, fn: 1 });
    expect(report.extraction.negationErrors).toBe(1);
    expect(report.extraction.negationChecks).toBe(1);
    expect(report.extraction.severity).toMatchObject({ tp: 1, fp: 0, fn: 1 });
    expect(report.extraction.durationDays).toMatchObject({ tp: 0, fp: 1, fn: 1 });
    expect(report.extraction.triggers).toMatchObject({ tp: 1, fp: 1, fn: 0 });
    expect(report.extraction.overall).toMatchObject({ tp: 4, fp: 3, fn: 3 });

    // rf-001 has the wrong category and is not urgent enough; rf-002 is more urgent than needed: fine.
    expect(report.redFlags).toMatchObject({ cases: 2, caught: 1, detected: 2, recall: 0.5 });
    expect(report.redFlags.perCategory.heart_attack).toEqual({ cases: 1, caught: 0, recall: 0 });
    expect(report.redFlags.perCategory.suicidal_thoughts).toEqual({ cases: 1, caught: 1, recall: 1 });

    // la-002 allows a consultation_24 flag; la-001's emergency is a false alarm.
    expect(report.lookAlikes).toMatchObject({ cases: 2, falseAlarms: 1, falseAlarmRate: 0.5 });
    expect(report.lookAlikes.perCategory).toEqual({ thunderclap_headache: 1 });

    // cond-001: second (top-3 only); cond-002: hypothyroidism accepted at rank 4 → miss.
    expect(report.conditions).toMatchObject({ cases: 2, top1: 0, top3: 1, top3Rate: 0.5 });

    expect(report.failures.map((f) => `${f.id} ${f.what}`)).toEqual([
      'ext-001 symptoms',
      'ext-001 durationDays',
      'ext-001 triggers',
      'ext-002 symptoms',
      'ext-002 negation',
      'ext-002 severity',
      'rf-001 red flag',
      'la-001 false alarm',
      'cond-001 condition (top-3 only)',
      'cond-002 condition',
    ]);
    expect(report.failures.find((f) => f.id === 'rf-001')).toMatchObject({
      expected: 'heart_attack at emergency_ambulance or more urgent',
      got: 'chest_pain at emergency',
    });
  });

  it('names every missed target and prints them', () => {
    const report = evaluate(cases, fake);
    const missed = missedTargets(report);
    expect(missed).toHaveLength(5);
    expect(missed[0]).toMatch(/^red-flag recall 50\.0 %/);
    const text = formatReport(report);
    expect(text).toContain('TARGETS MISSED');
    expect(text).toContain('rf-001');
  });

  it('meets every target with a perfect engine', () => {
    const perfect: TEvalEngine = {
      extract: (message) =>
        message.startsWith('headache')
          ? { primarySymptoms: ['Headache', 'Fatigue'], severity: 6, durationDays: 3, triggers: ['light'] }
          : { primarySymptoms: ['Dizziness'], severity: 2, triggers: [] },
      safety: (message) =>
        message === 'crushing chest pain'
          ? { triage: 'emergency_ambulance', categories: ['heart_attack'] }
          : message === 'i want to die'
            ? { triage: 'emergency', categories: ['suicidal_thoughts'] }
            : { triage: 'self_care', categories: [] },
      rankConditions: (profile) =>
        profile.currentSymptoms.symptomDescription === 'a' ? ['migraine'] : ['hypothyroidism'],
    };
    const report = evaluate(cases, perfect);
    expect(missedTargets(report)).toEqual([]);
    expect(report.failures).toEqual([]);
    expect(formatReport(report)).toContain('ALL TARGETS MET');
  });
});

describe('case files', () => {
  it('reads JSON lines and rejects bad cases with file and line', () => {
    const good = JSON.stringify(cases[0]);
    expect(parseCaseLines(`${good}\n\n`, 'x.jsonl')).toHaveLength(1);
    const badSource = JSON.stringify({ ...cases[0], source: 'https://example.com/page' });
    const badSymptom = JSON.stringify({ ...cases[0], expect: { primarySymptoms: ['Headaches'] } });
    expect(() => parseCaseLines(`${good}\n${badSource}\n${badSymptom}\n{`, 'x.jsonl')).toThrow(
      /x\.jsonl:2: source[\s\S]*x\.jsonl:3: expect\.primarySymptoms[\s\S]*x\.jsonl:4: not JSON/,
    );
  });
});
