import type {
  AllergyIntolerance,
  Coding,
  Condition,
  MedicationStatement,
  Observation,
  Patient,
  Resource,
} from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { CHRONIC_CONDITION_CHOICES } from '../../../contract/onboarding';
import { SYMPTOM_CHOICES } from '../../../contract/symptoms';
import { fhirBundleProblems, fhirProblems } from '../../test/fhir-validation';
import {
  buildFhirBundle,
  type FhirBundle,
  type FhirInput,
  ID_NAMESPACE,
  resourceIdFor,
  uuidV5,
} from './fhir';
import {
  CONDITION_CODES,
  LOINC,
  PROFILES,
  SMOKING_STATUS_CODES,
  SYMPTOM_CODES,
  SYSTEMS,
  WELLNESS_CODE_SYSTEM,
} from './fhir-codes';

const answers = (overrides: { gender?: string; smokingStatus?: string } = {}) => ({
  personalInfo: { age: 38, weight: 150, height: 165, gender: overrides.gender ?? 'female' },
  healthHistory: {
    chronicConditions: ['migraines', 'Asthma', 'None'],
    medications: 'Vitamin D 1000 IU, daily',
    allergies: 'Peanuts',
    familyHistory: '',
  },
  lifestyle: {
    diet: 'vegan',
    exerciseLevel: 'light',
    sleepHours: 7,
    stressLevel: 5,
    smokingStatus: overrides.smokingStatus ?? 'former',
    alcoholConsumption: 'never',
  },
  symptoms: { primarySymptoms: [], symptomSeverity: 5, symptomDuration: '', triggers: '' },
  goals: { primaryGoals: [], timeline: '', preferences: '' },
});

const input = (overrides: Partial<FhirInput> = {}): FhirInput => ({
  generatedAt: '2026-11-21T08:00:00.000Z',
  account: {
    id: 'user-maya',
    email: 'maya@example.com',
    emailVerified: true,
    firstName: 'Maya',
    lastName: 'Rivera',
    name: 'Maya Rivera',
    zipCode: '94110',
    phoneNumber: '(415) 555-0134',
    dateOfBirth: '1988-04-12',
    role: 'user',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
  healthProfile: {
    medicalConditions: ['Migraines', 'Hashimoto thyroiditis'],
    medications: ['Metformin'],
    allergies: ['Penicillin', 'none'],
    updatedAt: '2026-11-02T00:00:00.000Z',
  },
  onboarding: {
    answers: answers(),
    completedAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-03T00:00:00.000Z',
  },
  symptoms: [
    {
      id: '0b6a1f9e-5d51-4c1e-9d55-7d0c1c8f0001',
      symptomName: 'Headache',
      severity: 7,
      description: 'Behind the eyes',
      triggers: ['Screens', 'Skipped lunch'],
      timestamp: '2026-11-19T18:00:00.000Z',
    },
    {
      id: '0b6a1f9e-5d51-4c1e-9d55-7d0c1c8f0002',
      symptomName: 'Sleep Issues',
      severity: 4,
      description: null,
      triggers: null,
      timestamp: '2026-11-18T09:00:00.000Z',
    },
  ],
  checkIns: [
    {
      id: '5e1d7c2a-3b4f-4a8e-8c1d-2f9a6b7c0001',
      createdAt: '2026-11-20T07:30:00.000Z',
      mood: 7,
      energy: 6,
      stress: 4,
      fatigueLevel: 3,
      mentalClarity: 8,
      digestion: 5,
      sleepHours: 7.5,
      note: 'Slept with the window open',
    },
  ],
  ...overrides,
});

const resources = (bundle: FhirBundle): Resource[] => (bundle.entry ?? []).map((e) => e.resource as Resource);
const ofType = <T extends Resource>(bundle: FhirBundle, type: T['resourceType']) =>
  resources(bundle).filter((r): r is T => r.resourceType === type);
const observations = (bundle: FhirBundle) => ofType<Observation>(bundle, 'Observation');
const patientOf = (bundle: FhirBundle) => ofType<Patient>(bundle, 'Patient')[0]!;
/** The Observation coded `code` (in any system), or undefined. */
const coded = (bundle: FhirBundle, code: string) =>
  observations(bundle).filter((o) => o.code.coding?.some((c) => c.code === code));
const problems = (bundle: FhirBundle) => fhirBundleProblems(bundle, { codeSystems: [WELLNESS_CODE_SYSTEM] });
const clone = <T>(value: T): T => structuredClone(value);

/** SNOMED CT identifiers end in a Verhoeff check digit. */
function verhoeffValid(id: string): boolean {
  const d = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
    [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
    [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
  ];
  const p = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
  ];
  let c = 0;
  [...id].reverse().forEach((digit, i) => {
    c = d[c]![p[i % 8]![Number(digit)]!]!;
  });
  return /^\d{6,18}$/.test(id) && c === 0;
}

/** LOINC codes end in a mod-10 check digit after the dash. */
function loincValid(code: string): boolean {
  const match = /^(\d{1,7})-(\d)$/.exec(code);
  if (!match) return false;
  const sum = [...match[1]!].reverse().reduce((total, digit, i) => {
    const value = i % 2 === 0 ? Number(digit) * 2 : Number(digit);
    return total + Math.floor(value / 10) + (value % 10);
  }, 0);
  return (10 - (sum % 10)) % 10 === Number(match[2]);
}

describe('buildFhirBundle', () => {
  it('builds a collection whose every resource validates (Medplum, declared profiles, codes, references)', () => {
    const bundle = buildFhirBundle(input());
    expect(bundle).toMatchObject({
      resourceType: 'Bundle',
      type: 'collection',
      timestamp: input().generatedAt,
    });
    expect(problems(bundle)).toEqual([]);
    for (const resource of resources(bundle))
      expect(fhirProblems(resource), resource.resourceType).toEqual([]);
    expect(resources(bundle).map((r) => r.resourceType)).toEqual([
      'Patient',
      ...Array(1 + 6 + 1).fill('Observation'), // the check-in panel, its six scores, sleep
      'Observation',
      'Observation', // two symptoms
      'Observation',
      'Observation',
      'Observation', // weight, height, smoking status
      'Condition',
      'Condition',
      'Condition', // migraines (twice, once), Hashimoto, asthma
      'MedicationStatement',
      'MedicationStatement',
      'AllergyIntolerance',
      'AllergyIntolerance',
    ]);
  });

  it('also validates with nothing but the account', () => {
    const bundle = buildFhirBundle(
      input({
        account: {
          ...input().account,
          firstName: '',
          lastName: '',
          phoneNumber: null,
          dateOfBirth: null,
          zipCode: null,
        },
        healthProfile: null,
        onboarding: null,
        symptoms: [],
        checkIns: [],
      }),
    );
    expect(problems(bundle)).toEqual([]);
    expect(resources(bundle)).toHaveLength(1);
    const patient = patientOf(bundle);
    expect(patient).not.toHaveProperty('name');
    expect(patient).not.toHaveProperty('birthDate');
    expect(patient).not.toHaveProperty('address');
    // Without a name it does not meet US Core, so it does not claim it.
    expect(patient).not.toHaveProperty('meta');
    expect(patient.gender).toBe('unknown');
  });

  it('maps the person to a US Core Patient with our identifier and the onboarding gender', () => {
    const bundle = buildFhirBundle(input());
    expect(patientOf(bundle)).toEqual({
      resourceType: 'Patient',
      id: resourceIdFor('user/user-maya'),
      meta: { profile: [PROFILES.usCorePatient] },
      identifier: [{ system: 'https://infinitewellness.app/fhir/sid/user-id', value: 'user-maya' }],
      active: true,
      name: [{ use: 'official', family: 'Rivera', given: ['Maya'] }],
      telecom: [
        { system: 'email', value: 'maya@example.com' },
        { system: 'phone', value: '(415) 555-0134' },
      ],
      gender: 'female',
      birthDate: '1988-04-12',
      address: [{ use: 'home', postalCode: '94110' }],
    });
    expect(bundle.entry?.[0]?.fullUrl).toBe(`urn:uuid:${resourceIdFor('user/user-maya')}`);
  });

  it.each([
    ['male', 'male'],
    ['female', 'female'],
    ['other', 'other'],
    ['prefer not to say', 'unknown'],
  ])('maps the onboarding gender %s to the administrative gender %s', (given, expected) => {
    const bundle = buildFhirBundle(
      input({ onboarding: { ...input().onboarding!, answers: answers({ gender: given }) } }),
    );
    expect(patientOf(bundle).gender).toBe(expected);
    expect(problems(bundle)).toEqual([]);
  });

  it('makes a check-in a survey panel with its note, six scored members on our 1-10 scales and sleep in hours', () => {
    const bundle = buildFhirBundle(input());
    const checkInId = input().checkIns[0]!.id;
    const [panel] = coded(bundle, 'check-in');
    expect(panel).toMatchObject({
      status: 'final',
      category: [{ coding: [{ system: SYSTEMS.observationCategory, code: 'survey' }] }],
      code: { coding: [{ system: SYSTEMS.wellness, code: 'check-in' }] },
      effectiveDateTime: '2026-11-20T07:30:00.000Z',
      note: [{ text: 'Slept with the window open' }],
      identifier: [{ system: SYSTEMS.sourceRecord, value: `check-in/${checkInId}` }],
    });
    expect(panel).not.toHaveProperty('valueInteger');
    const members = (panel!.hasMember ?? []).map((ref) =>
      resources(bundle).find((r) => `urn:uuid:${r.id}` === ref.reference),
    ) as Observation[];
    expect(members).toHaveLength(7);

    const scores = members.filter((o) => o.code.coding?.[0]?.system === SYSTEMS.wellness);
    expect(scores.map((o) => [o.code.coding?.[0]?.code, o.valueInteger])).toEqual([
      ['mood', 7],
      ['energy', 6],
      ['stress', 4],
      ['fatigue', 3],
      ['mental-clarity', 8],
      ['digestion', 5],
    ]);
    for (const score of scores) {
      expect(score.category?.[0]?.coding?.[0]?.code).toBe('survey');
      expect(score.referenceRange).toEqual([
        expect.objectContaining({
          low: { value: 1 },
          high: { value: 10 },
          text: expect.stringMatching(/^Scale from 1/),
        }),
      ]);
    }
    expect(scores[0]!.code.text).toBe('Mood (1-10)');
    expect(scores[0]!.referenceRange?.[0]?.text).toBe('Scale from 1 (Low) to 10 (Great)');

    const sleep = members.find((o) => o.code.coding?.[0]?.code === LOINC.sleepDuration.code);
    expect(sleep).toMatchObject({
      code: { coding: [{ system: SYSTEMS.loinc, code: '93832-4', display: 'Sleep duration' }] },
      category: [{ coding: [{ code: 'activity' }] }],
      valueQuantity: { value: 7.5, unit: 'h', system: SYSTEMS.ucum, code: 'h' },
    });
  });

  it('makes a symptom a LOINC Symptom whose value is the SNOMED CT finding, with severity, triggers and note', () => {
    const bundle = buildFhirBundle(input());
    const symptoms = coded(bundle, LOINC.symptom.code);
    expect(symptoms).toHaveLength(2);
    const [headache, sleep] = symptoms;
    expect(headache).toMatchObject({
      category: [{ coding: [{ code: 'survey' }] }],
      code: { coding: [{ system: SYSTEMS.loinc, code: '75325-1', display: 'Symptom' }] },
      effectiveDateTime: '2026-11-19T18:00:00.000Z',
      valueCodeableConcept: {
        coding: [{ system: SYSTEMS.snomed, code: '25064002', display: 'Headache' }],
        text: 'Headache',
      },
      note: [{ text: 'Behind the eyes' }],
    });
    expect(headache!.component).toEqual([
      {
        code: {
          coding: [
            { system: SYSTEMS.wellness, code: 'symptom-severity', display: 'Symptom severity (1-10)' },
          ],
          text: 'Symptom severity (1-10)',
        },
        valueInteger: 7,
        referenceRange: [
          { low: { value: 1 }, high: { value: 10 }, text: 'Scale from 1 (mildest) to 10 (most severe)' },
        ],
      },
      {
        code: {
          coding: [{ system: SYSTEMS.wellness, code: 'symptom-trigger', display: 'Symptom trigger' }],
          text: 'Trigger',
        },
        valueString: 'Screens',
      },
      {
        code: {
          coding: [{ system: SYSTEMS.wellness, code: 'symptom-trigger', display: 'Symptom trigger' }],
          text: 'Trigger',
        },
        valueString: 'Skipped lunch',
      },
    ]);
    // No reliable finding for 'Sleep Issues': its text only.
    expect(sleep!.valueCodeableConcept).toEqual({ text: 'Sleep Issues' });
    expect(sleep!.component).toHaveLength(1);
    expect(sleep).not.toHaveProperty('note');
  });

  it('codes every symptom and chronic condition the app offers, with well-formed SNOMED CT and LOINC codes', () => {
    expect(Object.keys(SYMPTOM_CODES).sort()).toEqual([...SYMPTOM_CHOICES].sort());
    expect(Object.keys(CONDITION_CODES).sort()).toEqual([...CHRONIC_CONDITION_CHOICES].sort());
    const snomed: Coding[] = [
      ...Object.values(SYMPTOM_CODES).filter((c): c is Coding => c !== null),
      ...Object.values(CONDITION_CODES),
      ...Object.values(SMOKING_STATUS_CODES),
    ];
    expect(Object.values(SYMPTOM_CODES).filter((c) => c === null)).toHaveLength(2);
    for (const coding of snomed) {
      expect(coding.system).toBe(SYSTEMS.snomed);
      expect(verhoeffValid(coding.code ?? ''), `${coding.code} ${coding.display}`).toBe(true);
    }
    for (const coding of Object.values(LOINC)) expect(loincValid(coding.code), coding.code).toBe(true);
    // The checks themselves catch a mistyped digit.
    expect(verhoeffValid('25064003')).toBe(false);
    expect(loincValid('29463-6')).toBe(false);

    const bundle = buildFhirBundle(
      input({
        symptoms: SYMPTOM_CHOICES.map((name, i) => ({
          id: `symptom-${i}`,
          symptomName: name.toLowerCase(),
          severity: 5,
          description: null,
          triggers: null,
          timestamp: '2026-11-18T09:00:00.000Z',
        })),
      }),
    );
    const values = coded(bundle, LOINC.symptom.code).map((o) => o.valueCodeableConcept?.coding?.[0]?.code);
    expect(values).toEqual(SYMPTOM_CHOICES.map((name) => SYMPTOM_CODES[name]?.code));

    // A name typed as the finding's or disorder's own name is coded too.
    const typed = buildFhirBundle(
      input({
        onboarding: null,
        healthProfile: {
          ...input().healthProfile!,
          medicalConditions: ['irritable bowel syndrome', 'Long COVID'],
        },
      }),
    );
    expect(ofType<Condition>(typed, 'Condition').map((c) => c.code?.coding?.[0]?.code)).toEqual([
      '10743008',
      undefined,
    ]);
  });

  it('records body weight in pounds and height in centimetres as R4 vital signs, and smoking status as US Core does', () => {
    const bundle = buildFhirBundle(input());
    const onboardingKey = 'onboarding/user-maya';
    const [weight] = coded(bundle, '29463-7');
    expect(weight).toMatchObject({
      meta: { profile: [PROFILES.bodyWeight] },
      identifier: [{ system: SYSTEMS.sourceRecord, value: `${onboardingKey}/body-weight` }],
      category: [{ coding: [{ system: SYSTEMS.observationCategory, code: 'vital-signs' }] }],
      code: { coding: [{ system: SYSTEMS.loinc, code: '29463-7', display: 'Body weight' }] },
      effectiveDateTime: '2026-11-03T00:00:00.000Z',
      valueQuantity: { value: 150, unit: 'lb', system: SYSTEMS.ucum, code: '[lb_av]' },
    });
    const [height] = coded(bundle, '8302-2');
    expect(height).toMatchObject({
      meta: { profile: [PROFILES.bodyHeight] },
      category: [{ coding: [{ code: 'vital-signs' }] }],
      valueQuantity: { value: 165, unit: 'cm', system: SYSTEMS.ucum, code: 'cm' },
    });
    const [smoking] = coded(bundle, '72166-2');
    expect(smoking).toMatchObject({
      meta: { profile: [PROFILES.usCoreSmokingStatus] },
      category: [{ coding: [{ system: SYSTEMS.observationCategory, code: 'social-history' }] }],
      code: { coding: [{ system: SYSTEMS.loinc, code: '72166-2', display: 'Tobacco smoking status' }] },
      valueCodeableConcept: { coding: [{ system: SYSTEMS.snomed, code: '8517006' }], text: 'Former' },
    });
  });

  it.each([
    ['never', '266919005'],
    ['former', '8517006'],
    ['current', '77176002'],
  ])('codes the smoking status %s as SNOMED CT %s', (status, code) => {
    const bundle = buildFhirBundle(
      input({ onboarding: { ...input().onboarding!, answers: answers({ smokingStatus: status }) } }),
    );
    expect(coded(bundle, '72166-2')[0]?.valueCodeableConcept?.coding?.[0]?.code).toBe(code);
    expect(problems(bundle)).toEqual([]);
  });

  it('makes problem-list Conditions, SNOMED CT coded when the app offers them, once each across profile and onboarding', () => {
    const bundle = buildFhirBundle(input());
    const conditions = ofType<Condition>(bundle, 'Condition');
    expect(conditions.map((c) => c.code)).toEqual([
      { coding: [{ system: SYSTEMS.snomed, code: '37796009', display: 'Migraine' }], text: 'Migraines' },
      { text: 'Hashimoto thyroiditis' },
      { coding: [{ system: SYSTEMS.snomed, code: '195967001', display: 'Asthma' }], text: 'Asthma' },
    ]);
    for (const condition of conditions) {
      expect(condition).toMatchObject({
        clinicalStatus: { coding: [{ system: SYSTEMS.conditionClinical, code: 'active' }] },
        verificationStatus: {
          coding: [{ system: SYSTEMS.conditionVerStatus, code: 'unconfirmed' }],
          text: 'patient reported',
        },
        category: [{ coding: [{ system: SYSTEMS.conditionCategory, code: 'problem-list-item' }] }],
      });
    }
    // The profile's list was saved on the 2nd, the onboarding answers on the 3rd.
    expect(conditions.map((c) => c.recordedDate)).toEqual([
      '2026-11-02T00:00:00.000Z',
      '2026-11-02T00:00:00.000Z',
      '2026-11-03T00:00:00.000Z',
    ]);
  });

  it('makes MedicationStatements and AllergyIntolerances of the free text, skipping answers that mean none', () => {
    const bundle = buildFhirBundle(input());
    const medications = ofType<MedicationStatement>(bundle, 'MedicationStatement');
    expect(medications.map((m) => [m.status, m.medicationCodeableConcept, m.dateAsserted])).toEqual([
      ['active', { text: 'Metformin' }, '2026-11-02T00:00:00.000Z'],
      ['active', { text: 'Vitamin D 1000 IU, daily' }, '2026-11-03T00:00:00.000Z'],
    ]);
    const allergies = ofType<AllergyIntolerance>(bundle, 'AllergyIntolerance');
    expect(allergies.map((a) => a.code)).toEqual([{ text: 'Penicillin' }, { text: 'Peanuts' }]);
    for (const allergy of allergies) {
      expect(allergy).toMatchObject({
        clinicalStatus: { coding: [{ system: SYSTEMS.allergyClinical, code: 'active' }] },
        verificationStatus: { coding: [{ system: SYSTEMS.allergyVerification, code: 'unconfirmed' }] },
        recordedDate: expect.any(String),
      });
    }
  });

  it('marks everything as reported by the person: performer, asserter or information source', () => {
    const bundle = buildFhirBundle(input());
    const patient = { reference: bundle.entry?.[0]?.fullUrl };
    for (const o of observations(bundle)) {
      expect(o.subject).toEqual(patient);
      expect(o.performer).toEqual([patient]);
    }
    for (const c of ofType<Condition>(bundle, 'Condition'))
      expect([c.subject, c.asserter]).toEqual([patient, patient]);
    for (const m of ofType<MedicationStatement>(bundle, 'MedicationStatement'))
      expect([m.subject, m.informationSource]).toEqual([patient, patient]);
    for (const a of ofType<AllergyIntolerance>(bundle, 'AllergyIntolerance'))
      expect([a.patient, a.asserter]).toEqual([patient, patient]);
  });

  it('reads onboarding answers saved in an older shape for what still fits', () => {
    const old = buildFhirBundle(
      input({
        onboarding: {
          answers: { primaryConcerns: ['Fatigue'], personalInfo: { gender: 'male', weight: 'heavy' } },
          completedAt: '2026-11-01T00:00:00.000Z',
          updatedAt: '2026-11-01T00:00:00.000Z',
        },
      }),
    );
    expect(problems(old)).toEqual([]);
    expect(patientOf(old).gender).toBe('male');
    expect(coded(old, '29463-7')).toEqual([]);
    expect(coded(old, '72166-2')).toEqual([]);
  });
  it('turns into a valid transaction of updates by id, as docs/fhir-export.md shows', () => {
    const bundle = buildFhirBundle(input());
    const transaction: FhirBundle = {
      ...bundle,
      type: 'transaction',
      entry: (bundle.entry ?? []).map((e) => ({
        ...e,
        request: { method: 'PUT', url: `${e.resource?.resourceType}/${e.resource?.id}` },
      })),
    };
    expect(problems(transaction)).toEqual([]);
  });
});

describe('the ids', () => {
  it('are name-based UUIDs (version 5) of the source key, as RFC 4122 computes them', () => {
    expect(uuidV5('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
    expect(ID_NAMESPACE).toBe('185fcc4e-d924-5f42-94a9-d5600b90f8c8');
    const bundle = buildFhirBundle(input());
    for (const entry of bundle.entry ?? []) {
      const resource = entry.resource!;
      const key = resource.resourceType === 'Patient' ? 'user/user-maya' : resource.identifier?.[0]?.value;
      expect(resource.id).toBe(resourceIdFor(key ?? ''));
      expect(entry.fullUrl).toBe(`urn:uuid:${resource.id}`);
      if (resource.resourceType !== 'Patient')
        expect(resource.identifier).toEqual([{ system: SYSTEMS.sourceRecord, value: expect.any(String) }]);
    }
    // Pinned: a change here would make every importer duplicate what it already has.
    expect(coded(bundle, LOINC.symptom.code)[0]?.id).toBe('84bb9c10-f738-5df9-85a6-de4da1c2a086');
    expect(patientOf(bundle).id).toBe('58810daf-6f22-5f46-9b8e-38f9ecc27f83');
  });

  it('are the same in two builds of the same input, and an edit keeps a record its id', () => {
    expect(buildFhirBundle(input())).toEqual(buildFhirBundle(clone(input())));
    const before = buildFhirBundle(input());
    const edited = input();
    edited.symptoms[0]!.severity = 2;
    edited.checkIns[0]!.note = null;
    edited.generatedAt = '2026-12-01T08:00:00.000Z';
    const after = buildFhirBundle(edited);
    expect(resources(after).map((r) => r.id)).toEqual(resources(before).map((r) => r.id));
    // The Bundle itself is another export: its own id.
    expect(after.id).not.toBe(before.id);
  });

  it('differ between records, and between people with the same entries', () => {
    const bundle = buildFhirBundle(
      input({ symptoms: [input().symptoms[0]!, { ...input().symptoms[0]!, id: 'another-row' }] }),
    );
    const ids = resources(bundle).map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const other = buildFhirBundle(input({ account: { ...input().account, id: 'user-sam' } }));
    const listIds = (b: FhirBundle) =>
      resources(b)
        .filter((r) =>
          ['Patient', 'Condition', 'MedicationStatement', 'AllergyIntolerance'].includes(r.resourceType),
        )
        .map((r) => r.id);
    const mine = new Set(listIds(bundle));
    expect(listIds(other).filter((id) => mine.has(id))).toEqual([]);
  });

  it('give a list entry the same id wherever it is listed, whatever its case', () => {
    const fromProfile = buildFhirBundle(
      input({
        onboarding: null,
        healthProfile: { ...input().healthProfile!, medicalConditions: ['Asthma'] },
      }),
    );
    const fromOnboarding = buildFhirBundle(input({ healthProfile: null }));
    const asthma = (b: FhirBundle) =>
      ofType<Condition>(b, 'Condition').find((c) => c.code?.text === 'Asthma')?.id;
    expect(asthma(fromProfile)).toBeDefined();
    expect(asthma(fromProfile)).toBe(asthma(fromOnboarding));
  });
});

describe('the checks the tests rely on', () => {
  // biome-ignore lint/suspicious/noExplicitAny: these tests break the Bundle on purpose.
  type Loose = any;
  const broken = (mutate: (bundle: Loose) => void) => {
    const bundle: Loose = clone(buildFhirBundle(input()));
    mutate(bundle);
    return problems(bundle).join('\n');
  };
  const find = (bundle: Loose, type: string, nth = 0): Loose =>
    bundle.entry.map((e: Loose) => e.resource).filter((r: Loose) => r.resourceType === type)[nth];
  const weight = (bundle: Loose): Loose =>
    bundle.entry.map((e: Loose) => e.resource).find((r: Loose) => r.code?.coding?.[0]?.code === '29463-7');

  it('catch structure, required codes, code system codes and displays', () => {
    expect(broken((b) => (find(b, 'Patient').gender = 'f'))).toMatch(/administrative-gender/);
    expect(broken((b) => (find(b, 'Patient').birthDate = '12/04/1988'))).toMatch(/birthDate/);
    expect(broken((b) => (find(b, 'Observation').status = 'done'))).toMatch(/observation-status/);
    expect(broken((b) => (find(b, 'Observation').valueInteger = 7.5))).toMatch(/integer/);
    expect(broken((b) => (find(b, 'Observation').category[0].coding[0].code = 'vital-sign'))).toMatch(
      /'vital-sign' is not a code of http:\/\/terminology.hl7.org\/CodeSystem\/observation-category/,
    );
    expect(broken((b) => (find(b, 'Observation').category[0].coding[0].display = 'Vital'))).toMatch(
      /display 'Vital'/,
    );
    expect(broken((b) => (find(b, 'Observation', 1).code.coding[0].code = 'happiness'))).toMatch(
      /'happiness' is not a code of https:\/\/infinitewellness.app/,
    );
    expect(broken((b) => (find(b, 'Condition').clinicalStatus.coding[0].code = 'ongoing'))).toMatch(
      /condition-clinical/,
    );
    expect(
      broken((b) => (find(b, 'Condition').verificationStatus.coding[0].code = 'entered-in-error')),
    ).toMatch(/con-5/);
    expect(broken((b) => (find(b, 'MedicationStatement').status = 'taking'))).toMatch(
      /medication-statement-status/,
    );
    expect(broken((b) => (find(b, 'Observation').surprise = 1))).toMatch(/surprise/);
  });

  it('catch references that do not resolve or point to the wrong type, and bad fullUrls', () => {
    expect(
      broken(
        (b) =>
          (find(b, 'Observation').subject = { reference: 'urn:uuid:00000000-0000-4000-8000-000000000000' }),
      ),
    ).toMatch(/does not resolve/);
    expect(broken((b) => (find(b, 'Observation').subject = { reference: b.entry.at(-1)!.fullUrl }))).toMatch(
      /may not reference a AllergyIntolerance/,
    );
    expect(broken((b) => (b.entry[2]!.fullUrl = b.entry[1]!.fullUrl))).toMatch(/repeated/);
    expect(broken((b) => (b.entry[1]!.resource.id = 'x'))).toMatch(/is not urn:uuid:x/);
  });

  it('catch a resource that does not meet a profile it declares, or declares one that cannot be checked', () => {
    expect(broken((b) => delete weight(b).valueQuantity.code)).toMatch(
      /observation-bodyweight\): valueQuantity.code is required/,
    );
    expect(broken((b) => (weight(b).valueQuantity.code = '[stone_av]'))).toMatch(
      /valueQuantity.code is not in the required value set http:\/\/hl7.org\/fhir\/ValueSet\/ucum-bodyweight/,
    );
    expect(broken((b) => (weight(b).category[0].coding[0].code = 'survey'))).toMatch(
      /observation-bodyweight/,
    );
    expect(broken((b) => delete find(b, 'Patient').gender)).toMatch(/USCorePatientProfile/);
    expect(
      broken(
        (b) =>
          (find(b, 'Condition').meta = {
            profile: ['http://hl7.org/fhir/uv/ips/StructureDefinition/Condition-uv-ips'],
          }),
      ),
    ).toMatch(/cannot be checked here/);
  });

  it('validate our code system as a CodeSystem', () => {
    expect(fhirProblems(WELLNESS_CODE_SYSTEM)).toEqual([]);
  });
});
