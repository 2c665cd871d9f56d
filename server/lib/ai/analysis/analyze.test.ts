import { describe, expect, it } from 'vitest';
import { analyze, formatCost, recommendedSpecialties, recommendedTests, SCORING } from './analyze';
import type { TAnalysisProfile } from './types';

const NOW = new Date(Date.UTC(2026, 10, 21, 12));
const run = (p: TAnalysisProfile) => analyze(p, { now: NOW });
const ids = (p: TAnalysisProfile) => run(p).potentialConditions.map((c) => c.conditionId);

const migraine: TAnalysisProfile = {
  personalInfo: { age: 32, gender: 'female' },
  currentSymptoms: {
    primarySymptoms: ['Headache', 'Nausea'],
    symptomDescription:
      'Throbbing pain on one side of my head with flashing zigzag lights before it starts. I need to lie in a dark room, bright light hurts and I sometimes vomit.',
    severity: 7,
    duration: '2 years',
  },
};
const hypothyroid: TAnalysisProfile = {
  personalInfo: { age: 45, gender: 'female' },
  currentSymptoms: {
    primarySymptoms: ['Fatigue'],
    symptomDescription:
      "I'm exhausted all the time, gaining weight even though I eat less, always cold and constipated.",
    severity: 5,
    duration: '4 months',
  },
};
const apnoea: TAnalysisProfile = {
  personalInfo: { age: 52, gender: 'male' },
  currentSymptoms: {
    primarySymptoms: ['Fatigue'],
    symptomDescription:
      'My wife says I snore loudly every night. Daytime sleepiness is terrible, I nod off at my desk.',
    severity: 5,
    duration: '1 year',
  },
};
const gluten: TAnalysisProfile = {
  personalInfo: { age: 29, gender: 'female' },
  currentSymptoms: {
    primarySymptoms: ['Stomach Pain'],
    symptomDescription: 'Bloating and diarrhoea after bread and pasta, with tummy cramps, for months.',
    severity: 5,
    duration: '6 months',
  },
};
const rheumatoid: TAnalysisProfile = {
  personalInfo: { age: 41, gender: 'female' },
  currentSymptoms: {
    primarySymptoms: ['Joint Pain'],
    symptomDescription:
      'Pain and swelling in both hands, my knuckles and wrists, with morning stiffness lasting over an hour.',
    severity: 6,
    duration: '3 months',
  },
};

describe('analyze ranks classic presentations', () => {
  it('puts migraine first for a classic migraine description', () => {
    expect(ids(migraine)[0]).toBe('migraine');
  });

  it('ranks hypothyroidism high for fatigue, weight gain, cold intolerance and constipation', () => {
    const top = ids(hypothyroid);
    expect(top.slice(0, 2)).toContain('hypothyroidism');
  });

  it('puts sleep apnea first for loud snoring and daytime sleepiness', () => {
    expect(ids(apnoea)[0]).toBe('obstructive-sleep-apnoea');
  });

  it('ranks celiac disease and IBS high for bloating and diarrhoea after bread', () => {
    expect(ids(gluten).slice(0, 2).sort()).toEqual(['coeliac-disease', 'ibs']);
  });

  it('puts rheumatoid arthritis first for swollen hands and long morning stiffness', () => {
    expect(ids(rheumatoid)[0]).toBe('rheumatoid-arthritis');
  });

  it('reads symptoms from the description when none are ticked', () => {
    const r = run({
      currentSymptoms: { symptomDescription: 'Room spinning for a few seconds whenever I roll over in bed.' },
    });
    expect(r.potentialConditions[0]?.conditionId).toBe('bppv');
  });

  it('lets a known chronic condition raise its related entry', () => {
    const base: TAnalysisProfile = {
      currentSymptoms: { primarySymptoms: ['Headache'], symptomDescription: 'headaches again' },
    };
    const withHistory: TAnalysisProfile = { ...base, healthHistory: { chronicConditions: ['Migraines'] } };
    const score = (p: TAnalysisProfile) =>
      run(p).potentialConditions.find((c) => c.conditionId === 'migraine')?.likelihood ?? 0;
    expect(score(withHistory)).toBeGreaterThan(score(base));
    expect(run(withHistory).potentialConditions[0]?.reasons.join(' ')).toMatch(/you have migraines/);
  });

  it('does not count a negated feature', () => {
    const withAura = run({
      currentSymptoms: { primarySymptoms: ['Headache'], symptomDescription: 'headache with an aura' },
    });
    const noAura = run({
      currentSymptoms: { primarySymptoms: ['Headache'], symptomDescription: 'headache with no aura' },
    });
    const m = (r: typeof withAura) =>
      r.potentialConditions.find((c) => c.conditionId === 'migraine')?.likelihood ?? 0;
    expect(m(withAura)).toBeGreaterThan(m(noAura));
  });
});

describe('analyze keeps its promises', () => {
  const all = [migraine, hypothyroid, apnoea, gluten, rheumatoid];

  it('keeps likelihoods within 0–85 and lists at most five entries above the floor', () => {
    for (const p of all) {
      const r = run(p);
      expect(r.potentialConditions.length).toBeGreaterThan(0);
      expect(r.potentialConditions.length).toBeLessThanOrEqual(5);
      for (const c of r.potentialConditions) {
        expect(c.likelihood).toBeGreaterThanOrEqual(SCORING.floor);
        expect(c.likelihood).toBeLessThanOrEqual(85);
        expect(c.reasons.length).toBeGreaterThan(0);
      }
      const l = r.potentialConditions.map((c) => c.likelihood);
      expect([...l].sort((a, b) => b - a)).toEqual(l);
    }
  });

  it('stays under the cap even with every feature and a known diagnosis', () => {
    const r = run({
      ...migraine,
      healthHistory: { chronicConditions: ['Migraines'] },
      currentSymptoms: {
        ...migraine.currentSymptoms,
        primarySymptoms: ['Headache', 'Nausea', 'Vision Problems'],
      },
    });
    expect(r.potentialConditions[0]?.likelihood).toBeLessThanOrEqual(85);
  });

  it('is deterministic', () => {
    for (const p of all) expect(run(p)).toEqual(run(structuredClone(p)));
  });

  it('always advises seeing a clinician and deduplicates advice', () => {
    for (const p of [...all, {}]) {
      const r = run(p);
      expect(r.recommendations.some((s) => /see a clinician/i.test(s))).toBe(true);
      expect(new Set(r.recommendations).size).toBe(r.recommendations.length);
    }
  });

  it('answers an empty profile calmly', () => {
    const r = run({});
    expect(r.potentialConditions).toEqual([]);
    expect(r.riskLevel).toBe('low');
    expect(r.recommendedSpecialties).toEqual(['Primary Care Physician']);
  });

  it('sets the risk level from severity, duration and warning words', () => {
    expect(
      run({ currentSymptoms: { primarySymptoms: ['Headache'], severity: 2, duration: '2 days' } }).riskLevel,
    ).toBe('low');
    expect(
      run({ currentSymptoms: { primarySymptoms: ['Headache'], severity: 5, duration: '2 days' } }).riskLevel,
    ).toBe('moderate');
    expect(
      run({ currentSymptoms: { primarySymptoms: ['Headache'], severity: 3, duration: '3 weeks' } }).riskLevel,
    ).toBe('moderate');
    expect(run({ currentSymptoms: { primarySymptoms: ['Back Pain'], severity: 9 } }).riskLevel).toBe('high');
    expect(
      run({
        currentSymptoms: {
          primarySymptoms: ['Stomach Pain'],
          symptomDescription: 'cramps and blood in my stool',
          severity: 4,
        },
      }).riskLevel,
    ).toBe('high');
  });

  it('recommends specialties from the leading conditions, primary care included', () => {
    const s = recommendedSpecialties(apnoea, { now: NOW });
    expect(s).toContain('Sleep Medicine');
    expect(s).toContain('Primary Care Physician');
    expect(recommendedSpecialties(rheumatoid, { now: NOW })).toContain('Rheumatologist');
  });
});

describe('recommendedTests', () => {
  it('deduplicates by name and puts the most urgent first', () => {
    const tests = recommendedTests(hypothyroid, { now: NOW });
    const names = tests.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('TSH (thyroid-stimulating hormone)');
    const rank = { high: 0, medium: 1, low: 2 };
    const order = tests.map((t) => rank[t.urgency]);
    expect([...order].sort()).toEqual(order);
    const tsh = tests.find((t) => t.name.startsWith('TSH'));
    expect(tsh?.estimatedCost).toBe('$25–$80');
    expect(tsh?.forConditions).toContain('Hypothyroidism (underactive thyroid)');
    for (const t of tests) expect(new Set(t.forConditions).size).toBe(t.forConditions.length);
  });

  it('suggests a sleep test for suspected sleep apnea and tTG-IgA for suspected celiac disease', () => {
    expect(recommendedTests(apnoea, { now: NOW }).map((t) => t.name)).toContain('Home sleep apnea test');
    expect(recommendedTests(gluten, { now: NOW }).map((t) => t.name)).toContain(
      'Tissue transglutaminase IgA (tTG-IgA)',
    );
  });

  it('formats costs as dollars', () => {
    expect(formatCost({ min: 1000, max: 3500 })).toBe('$1,000–$3,500');
    expect(formatCost({ min: 0, max: 0 })).toBe('Free');
  });
});

describe('analyze puts the expected condition first for typical descriptions', () => {
  const d = (
    symptomDescription: string,
    personalInfo: TAnalysisProfile['personalInfo'] = {},
  ): TAnalysisProfile => ({
    personalInfo,
    currentSymptoms: { symptomDescription },
  });
  it.each([
    [
      'depression',
      d(
        'Feeling low and hopeless for two months, lost interest in everything, sleeping badly and exhausted.',
      ),
    ],
    [
      'generalised-anxiety-disorder',
      d("I'm worried all the time about everything, on edge, can't sleep, tense muscles, for a year."),
    ],
    ['gerd', d('Burning heartburn after meals, worse lying down at night, sour taste, stomach ache.')],
    [
      'asthma',
      d('Wheezing and short of breath when I exercise or in cold air, coughing at night. The inhaler helps.'),
    ],
    [
      'iron-deficiency-anaemia',
      d('Tired all the time, out of breath on the stairs, pale, heavy periods, for 3 months.', {
        gender: 'female',
        age: 28,
      }),
    ],
    [
      'type-2-diabetes',
      d('Always thirsty and peeing a lot, tired, blurry vision, for a few months.', { age: 55 }),
    ],
    [
      'long-covid',
      d('Since covid 5 months ago I have brain fog, exhausted, out of breath, crash after any activity.'),
    ],
    [
      'fibromyalgia',
      d(
        'Aching all over, sore muscles everywhere, tender to touch, exhausted, brain fog, wake up unrefreshed, for years.',
        { gender: 'female', age: 44 },
      ),
    ],
    [
      'lupus',
      d('Butterfly rash on my cheeks after sun, achy joints, exhausted, mouth ulcers.', {
        gender: 'female',
        age: 30,
      }),
    ],
    ['lactose-intolerance', d('Stomach cramps, bloating and diarrhoea after milk or ice cream.')],
    ['allergic-rhinitis', d('Sneezing, runny nose and itchy watery eyes every spring when pollen is high.')],
    ['chronic-low-back-pain', d('Lower back ache for 6 months, worse sitting at my desk.')],
    [
      'osteoarthritis',
      d('Knee pain, worse after walking and on stairs, better when I rest, a bit of grinding.', { age: 66 }),
    ],
    [
      'hyperthyroidism',
      d(
        'Losing weight without trying, heart racing, sweating, feeling hot, shaky hands, anxious, cannot sleep.',
      ),
    ],
    [
      // Chest tightness on exertion that rest relieves is angina, the symptom of coronary heart disease.
      'angina',
      d('Chest tightness when I walk uphill, goes away when I rest, I smoke.', { age: 62, gender: 'male' }),
    ],
    [
      'tension-type-headache',
      d('Dull headache like a tight band around my head, neck and shoulders are tense, stress at work.'),
    ],
    [
      'vitamin-b12-deficiency',
      d('Exhausted, pins and needles in my feet, forgetful, sore tongue. I am vegan.'),
    ],
    ['adhd', d("Can't focus, easily distracted, disorganised, always been like this since childhood.")],
    ['atopic-dermatitis', d('Itchy dry patches on my elbows and behind my knees, eczema flares with soap.')],
    [
      'insomnia',
      d(
        "I can't fall asleep, lying awake with a racing mind, then wake up at 4am and can't get back to sleep.",
      ),
    ],
  ] as const)('%s', (expected, profile) => {
    expect(ids(profile)[0]).toBe(expected);
  });
});

describe('features found missing by the eval set', () => {
  const d = (symptomDescription: string, gender = 'male', age = 45): TAnalysisProfile => ({
    personalInfo: { age, gender },
    currentSymptoms: { symptomDescription },
  });

  it('ranks insomnia above sleep apnea when nights are broken without snoring', () => {
    expect(ids(d('I wake up lots of times every night and never feel rested, for months'))[0]).toBe(
      'insomnia',
    );
  });

  it('reads long COVID even after "never recovered"', () => {
    expect(ids(d('never recovered after covid last winter, exhausted and foggy, for 6 months'))[0]).toBe(
      'long-covid',
    );
  });

  it('reads post-exertional crashes and a viral start as ME/CFS', () => {
    const top = ids(
      d('since a bout of flu i crash for days if i overdo it, exhausted, sleep doesnt help', 'female', 35),
    );
    expect(top[0]).toBe('me-cfs');
  });

  it('reads little daylight and aching bones as vitamin D deficiency', () => {
    expect(
      ids(d('bones ache and i rarely go outside, hardly see any daylight, tired', 'female', 60))[0],
    ).toBe('vitamin-d-deficiency');
  });

  it('reads an empty, flat mood with no enjoyment as depression', () => {
    expect(
      ids(d('nothing is fun any more, i feel flat and empty and tired, sleeping badly, for 3 months'))[0],
    ).toBe('depression');
  });
});

describe('analyze and triage agree', () => {
  it('takes its urgency from the same ranking as its list', () => {
    const r = run({
      personalInfo: { age: 30, gender: 'female' },
      currentSymptoms: {
        symptomDescription:
          'pain low on the right of my tummy since this morning, vomited, hurts going over bumps',
      },
    });
    expect(r.potentialConditions.map((c) => c.conditionId)).toContain('appendicitis');
    expect(r.triage).toBe('emergency');
    expect(r.riskLevel).toBe('high');
  });

  it('lists nothing on priors alone and leaves a calm description at self-care', () => {
    const r = run({
      currentSymptoms: { symptomDescription: 'runny nose and sneezing since yesterday, no fever' },
    });
    expect(r.potentialConditions[0]?.conditionId).toBe('common-cold');
    expect(r.triage).toBe('self_care');
    expect(run({}).triage).toBe('self_care');
  });
});
