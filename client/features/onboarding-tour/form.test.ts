import { emergencyReplyKind } from '@client/lib/emergency';
import { CRISIS_REPLY, EMERGENCY_REPLY, ZGuidedProfile } from '@contract/assistant';
import { describe, expect, it } from 'vitest';
import {
  descriptionWithMessage,
  formUpdatesFromExtracted,
  GUIDED_FORM_DEFAULTS,
  GUIDED_MESSAGES,
  GUIDED_STEP_COUNT,
  type GuidedFormInput,
  guidedProgressPercent,
  likelihoodBadgeVariant,
  splitList,
  urgencyBadgeVariant,
  ZGuidedForm,
} from './form';

const filled: GuidedFormInput = {
  ...GUIDED_FORM_DEFAULTS,
  age: '42',
  gender: 'female',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94110',
  chronicConditions: ['Migraines'],
  currentMedications: 'levothyroxine, vitamin D',
  allergies: '',
  familyHistory: 'Thyroid Issues',
  previousSurgeries: '',
  primarySymptoms: ['Fatigue', 'Headache'],
  symptomDescription: 'Always tired and I get headaches most afternoons',
  severity: 6,
  duration: '2 months',
  triggers: 'stress, poor sleep',
  improvingFactors: 'rest',
  worseningFactors: 'bright light',
};

/** Field → first message, as the form shows them. */
function messages(values: GuidedFormInput): Record<string, string> {
  const result = ZGuidedForm.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    out[key] ??= issue.message;
  }
  return out;
}

describe('the guided form schema', () => {
  it('turns a filled form into the contract payload of the /api/health/* calls', () => {
    const profile = ZGuidedForm.parse(filled);
    expect(profile).toEqual({
      personalInfo: {
        age: 42,
        gender: 'female',
        location: { city: 'San Francisco', state: 'CA', zipCode: '94110' },
      },
      healthHistory: {
        chronicConditions: ['Migraines'],
        currentMedications: ['levothyroxine', 'vitamin D'],
        allergies: [],
        familyHistory: ['Thyroid Issues'],
        previousSurgeries: [],
      },
      currentSymptoms: {
        // In the order of the choice list.
        primarySymptoms: ['Headache', 'Fatigue'],
        symptomDescription: 'Always tired and I get headaches most afternoons',
        severity: 6,
        duration: '2 months',
        triggers: ['stress', 'poor sleep'],
        improvingFactors: ['rest'],
        worseningFactors: ['bright light'],
      },
    });
    expect(ZGuidedProfile.safeParse(profile).success).toBe(true);
  });

  it('gives the empty form the guided messages for every required field', () => {
    expect(messages(GUIDED_FORM_DEFAULTS)).toEqual({
      age: GUIDED_MESSAGES.age,
      city: 'City is required',
      state: 'State is required',
      zipCode: 'Valid zip code required',
      symptomDescription: 'Please provide detailed symptom description',
      duration: 'Duration is required',
    });
  });

  it('defaults gender to prefer_not_to_say and severity to 5', () => {
    expect(GUIDED_FORM_DEFAULTS.gender).toBe('prefer_not_to_say');
    expect(GUIDED_FORM_DEFAULTS.severity).toBe(5);
    expect(ZGuidedForm.parse({ ...filled, gender: 'prefer_not_to_say' }).personalInfo.gender).toBe(
      'prefer_not_to_say',
    );
  });

  it.each([
    ['0', false],
    ['1', true],
    ['120', true],
    ['121', false],
    ['abc', false],
    ['42.7', true],
  ])('age %s is accepted: %s', (age, ok) => {
    expect(messages({ ...filled, age }).age).toBe(ok ? undefined : GUIDED_MESSAGES.age);
  });

  it('parses age as a whole number', () => {
    expect(ZGuidedForm.parse({ ...filled, age: ' 42.7 ' }).personalInfo.age).toBe(42);
  });

  it.each([
    ['9411', false],
    ['94110', true],
    ['94110-1234', true],
    ['abcde', false],
  ])('ZIP %s is accepted: %s', (zipCode, ok) => {
    expect(messages({ ...filled, zipCode }).zipCode).toBe(ok ? undefined : 'Valid zip code required');
  });

  it('needs a description of at least 10 characters (after trimming)', () => {
    expect(messages({ ...filled, symptomDescription: '  tired    ' }).symptomDescription).toBe(
      'Please provide detailed symptom description',
    );
    expect(messages({ ...filled, symptomDescription: 'tired a lot' }).symptomDescription).toBeUndefined();
  });

  it('falls back to severity 5 when the input is invalid', () => {
    expect(ZGuidedForm.parse({ ...filled, severity: Number.NaN }).currentSymptoms.severity).toBe(5);
    expect(ZGuidedForm.parse({ ...filled, severity: 11 }).currentSymptoms.severity).toBe(5);
    expect(ZGuidedForm.parse({ ...filled, severity: 9 }).currentSymptoms.severity).toBe(9);
  });

  it('keeps only the listed choices in the checkbox lists, in the lists’ order', () => {
    const profile = ZGuidedForm.parse({
      ...filled,
      primarySymptoms: ['Headache', 'Made up', 'Fatigue'],
      chronicConditions: ['IBS', 'Asthma', 'nonsense'],
    });
    expect(profile.currentSymptoms.primarySymptoms).toEqual(['Headache', 'Fatigue']);
    expect(profile.healthHistory.chronicConditions).toEqual(['Asthma', 'IBS']);
  });

  it('refuses lists over the contract’s caps', () => {
    const long = Array.from({ length: 51 }, (_, i) => `item ${i}`).join(', ');
    expect(messages({ ...filled, triggers: long }).triggers).toBe(GUIDED_MESSAGES.listTooLong);
    expect(messages({ ...filled, allergies: 'x'.repeat(201) }).allergies).toBe(GUIDED_MESSAGES.listTooLong);
  });
});

describe('splitList', () => {
  it('splits on commas, trims, drops blanks and repeats', () => {
    expect(splitList(' stress, dairy ,, stress ,')).toEqual(['stress', 'dairy']);
    expect(splitList('')).toEqual([]);
  });
});

describe('formUpdatesFromExtracted (truthy extractedData keys fill the form)', () => {
  it('maps every contract key to its form field', () => {
    const updates = formUpdatesFromExtracted(GUIDED_FORM_DEFAULTS, {
      primarySymptoms: ['Fatigue', 'Headache'],
      severity: 6,
      duration: '2 months',
      durationDays: 60,
      triggers: ['after dairy'],
      improvingFactors: ['rest'],
      worseningFactors: ['bright light'],
      chronicConditions: ['Asthma'],
      currentMedications: ['ibuprofen'],
      allergies: ['penicillin'],
      age: 35,
      gender: 'male',
      city: 'Oakland',
      state: 'CA',
      zipCode: '94612',
    });
    expect(updates).toEqual({
      primarySymptoms: ['Headache', 'Fatigue'],
      severity: 6,
      duration: '2 months',
      triggers: 'after dairy',
      improvingFactors: 'rest',
      worseningFactors: 'bright light',
      chronicConditions: ['Asthma'],
      currentMedications: 'ibuprofen',
      allergies: 'penicillin',
      age: '35',
      gender: 'male',
      city: 'Oakland',
      state: 'CA',
      zipCode: '94612',
    });
  });

  it('sets nothing for falsy values and empty lists', () => {
    expect(
      formUpdatesFromExtracted(GUIDED_FORM_DEFAULTS, {
        primarySymptoms: [],
        severity: 0,
        duration: '',
        age: 0,
        city: '',
      }),
    ).toEqual({});
  });

  it('adds to the lists the form already holds, without repeats', () => {
    const current = { ...GUIDED_FORM_DEFAULTS, primarySymptoms: ['Fatigue'], triggers: 'stress' };
    expect(
      formUpdatesFromExtracted(current, {
        primarySymptoms: ['Headache', 'Fatigue'],
        triggers: ['Stress', 'dairy'],
      }),
    ).toEqual({ primarySymptoms: ['Headache', 'Fatigue'], triggers: 'stress, dairy' });
  });

  it('leaves out values the form cannot hold', () => {
    expect(
      formUpdatesFromExtracted(GUIDED_FORM_DEFAULTS, {
        primarySymptoms: ['Hiccups'],
        severity: 12,
        age: 130,
        gender: 'robot',
      }),
    ).toEqual({});
  });
});

describe('descriptionWithMessage', () => {
  const message = 'I have been exhausted for two months and get headaches, about 6/10';
  it('adds a message about symptoms to the description', () => {
    expect(descriptionWithMessage('', message, { primarySymptoms: ['Fatigue'] })).toBe(message);
    expect(descriptionWithMessage('Tired.', message, { severity: 6 })).toBe(`Tired.\n${message}`);
  });
  it('adds a message answered as an emergency, whose extractedData is empty', () => {
    expect(descriptionWithMessage('', 'crushing chest pain', {}, true)).toBe('crushing chest pain');
  });
  it('adds nothing for a message about other things, or twice', () => {
    expect(descriptionWithMessage('', "I'm 38, in Oakland, CA", { age: 38, city: 'Oakland' })).toBeNull();
    expect(descriptionWithMessage(message, message, { primarySymptoms: ['Fatigue'] })).toBeNull();
  });
});

describe('likelihoodBadgeVariant', () => {
  it.each([
    [100, 'destructive'],
    [71, 'destructive'],
    [70, 'default'],
    [41, 'default'],
    [40, 'secondary'],
    [0, 'secondary'],
  ] as const)('%i%% → %s', (likelihood, variant) => {
    expect(likelihoodBadgeVariant(likelihood)).toBe(variant);
  });
});

describe('the smaller helpers', () => {
  it('marks high urgency as destructive', () => {
    expect(urgencyBadgeVariant('high')).toBe('destructive');
    expect(urgencyBadgeVariant('medium')).toBe('secondary');
  });

  it('counts the progress in sixths', () => {
    expect(GUIDED_STEP_COUNT).toBe(6);
    expect(guidedProgressPercent(0)).toBe(17);
    expect(guidedProgressPercent(5)).toBe(100);
  });

  it('offers the 988 line only for the crisis replies', () => {
    expect(emergencyReplyKind(CRISIS_REPLY) !== 'emergency').toBe(true);
    expect(emergencyReplyKind(EMERGENCY_REPLY) !== 'emergency').toBe(false);
  });
});
