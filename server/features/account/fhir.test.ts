import { describe, expect, it } from 'vitest';
import { buildFhirBundle, FHIR, type FhirInput, validateR4Bundle } from './fhir';

const input = (overrides: Partial<FhirInput> = {}): FhirInput => ({
  generatedAt: '2026-11-21T08:00:00.000Z',
  person: {
    firstName: 'Maya',
    lastName: 'Rivera',
    email: 'maya@example.com',
    phoneNumber: '(415) 555-0134',
    dateOfBirth: '1988-04-12',
    zipCode: '94110',
  },
  checkIns: [
    {
      createdAt: '2026-11-20T07:30:00.000Z',
      mood: 7,
      energy: 6,
      stress: 4,
      fatigueLevel: 3,
      mentalClarity: 8,
      digestion: 6,
      sleepHours: 7.5,
    },
  ],
  symptoms: [
    {
      symptomName: 'Headache',
      severity: 7,
      description: 'Behind the eyes',
      timestamp: '2026-11-19T18:00:00.000Z',
    },
    { symptomName: 'Fatigue', severity: 4, description: null, timestamp: '2026-11-18T09:00:00.000Z' },
  ],
  medicalConditions: [{ text: 'Hashimoto thyroiditis', recordedAt: '2026-11-01T10:00:00.000Z' }],
  ...overrides,
});

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('buildFhirBundle', () => {
  it('builds a valid R4 collection of Patient, Observations and Conditions', () => {
    const bundle = buildFhirBundle(input());
    expect(validateR4Bundle(bundle)).toEqual([]);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const types = bundle.entry.map((e) => e.resource.resourceType);
    expect(types).toEqual(['Patient', ...Array(7 + 2).fill('Observation'), 'Condition']);
    for (const entry of bundle.entry) expect(entry.fullUrl).toBe(`urn:uuid:${entry.resource.id}`);
  });

  it('maps the person to the Patient', () => {
    const patient = buildFhirBundle(input()).entry[0]!.resource;
    expect(patient).toEqual({
      resourceType: 'Patient',
      id: expect.any(String),
      active: true,
      name: [{ use: 'official', family: 'Rivera', given: ['Maya'] }],
      telecom: [
        { system: 'email', value: 'maya@example.com' },
        { system: 'phone', value: '(415) 555-0134' },
      ],
      birthDate: '1988-04-12',
      address: [{ use: 'home', postalCode: '94110' }],
    });
  });

  it('leaves out what the person did not give', () => {
    const bundle = buildFhirBundle(
      input({
        person: {
          firstName: 'Maya',
          lastName: '',
          email: 'm@example.com',
          phoneNumber: null,
          dateOfBirth: null,
          zipCode: null,
        },
        checkIns: [],
        symptoms: [],
        medicalConditions: [],
      }),
    );
    expect(validateR4Bundle(bundle)).toEqual([]);
    expect(bundle.entry).toHaveLength(1);
    expect(bundle.entry[0]!.resource).not.toHaveProperty('birthDate');
    expect(bundle.entry[0]!.resource).not.toHaveProperty('address');
  });

  it('makes survey Observations of the check-in, sleep in hours, and symptoms with their note', () => {
    const bundle = buildFhirBundle(input());
    const patientUrl = bundle.entry[0]!.fullUrl;
    const observations = bundle.entry.map((e) => e.resource).filter((r) => r.resourceType === 'Observation');
    for (const o of observations) {
      expect(o.status).toBe('final');
      expect(o.subject.reference).toBe(patientUrl);
      expect(o.category[0]!.coding![0]).toMatchObject({ system: FHIR.observationCategory, code: 'survey' });
    }
    expect(observations.find((o) => o.code.text === 'Mood (1-10)')?.valueInteger).toBe(7);
    expect(observations.find((o) => o.code.text === 'Sleep duration')?.valueQuantity).toEqual({
      value: 7.5,
      unit: 'h',
      system: 'http://unitsofmeasure.org',
      code: 'h',
    });
    const headache = observations.find((o) => o.code.text === 'Headache');
    expect(headache).toMatchObject({
      valueInteger: 7,
      effectiveDateTime: '2026-11-19T18:00:00.000Z',
      note: [{ text: 'Behind the eyes' }],
    });
    expect(observations.find((o) => o.code.text === 'Fatigue')).not.toHaveProperty('note');
  });

  it('makes active, patient-reported (unconfirmed) Conditions', () => {
    const condition = buildFhirBundle(input()).entry.at(-1)!.resource;
    expect(condition).toMatchObject({
      resourceType: 'Condition',
      code: { text: 'Hashimoto thyroiditis' },
      clinicalStatus: { coding: [{ system: FHIR.conditionClinical, code: 'active' }] },
      verificationStatus: {
        coding: [{ system: FHIR.conditionVerStatus, code: 'unconfirmed' }],
        text: 'patient reported',
      },
    });
  });
});

describe('validateR4Bundle', () => {
  const valid = () => clone(buildFhirBundle(input()));
  // biome-ignore lint/suspicious/noExplicitAny: these tests break the Bundle on purpose.
  type Loose = any;
  const problems = (mutate: (b: Loose) => void) => {
    const bundle: Loose = valid();
    mutate(bundle);
    return validateR4Bundle(bundle).join('\n');
  };
  const obs = (b: Loose) => b.entry[1].resource;
  const cond = (b: Loose) => b.entry.at(-1).resource;

  it('rejects a non-Bundle, a bad type, and bad entries', () => {
    expect(validateR4Bundle(null)).not.toEqual([]);
    expect(problems((b) => (b.resourceType = 'Patient'))).toMatch(/Bundle.resourceType/);
    expect(problems((b) => (b.type = 'folder'))).toMatch(/Bundle.type/);
    expect(problems((b) => delete b.type)).toMatch(/Bundle.type/);
    expect(problems((b) => (b.entry[0].fullUrl = 'Patient/1'))).toMatch(/fullUrl: must be a urn:uuid/);
    expect(problems((b) => (b.entry[2].fullUrl = b.entry[1].fullUrl))).toMatch(/unique/);
    expect(problems((b) => delete b.entry[0].resource)).toMatch(/resource: required/);
    expect(problems((b) => (b.timestamp = '21/11/2026'))).toMatch(/invalid instant/);
    expect(problems((b) => (b.entry[0].resource.resourceType = 'Medication'))).toMatch(/unsupported/);
    expect(problems((b) => (b.extra = 1))).toMatch(/unknown element/);
  });

  it('checks the Patient', () => {
    expect(problems((b) => (b.entry[0].resource.birthDate = '12/04/1988'))).toMatch(
      /birthDate: invalid date/,
    );
    expect(problems((b) => (b.entry[0].resource.birthDate = '1988-02-30T00:00'))).toMatch(/invalid date/);
    expect(problems((b) => delete b.entry[0].resource.telecom[0].system)).toMatch(/cpt-2/);
    expect(problems((b) => (b.entry[0].resource.telecom[0].system = 'mail'))).toMatch(/contact-point-system/);
    expect(problems((b) => (b.entry[0].resource.gender = 'f'))).toMatch(/administrative-gender/);
    expect(problems((b) => (b.entry[0].resource.name = []))).toMatch(/non-empty/);
  });

  it('checks Observations', () => {
    expect(problems((b) => delete obs(b).status)).toMatch(/status: required/);
    expect(problems((b) => (obs(b).status = 'done'))).toMatch(/observation-status/);
    expect(problems((b) => delete obs(b).code)).toMatch(/code: required/);
    expect(problems((b) => (obs(b).code = {}))).toMatch(/needs text or a coding/);
    expect(
      problems((b) => (obs(b).subject = { reference: 'urn:uuid:00000000-0000-4000-8000-000000000000' })),
    ).toMatch(/does not resolve/);
    expect(problems((b) => (obs(b).subject = { reference: b.entry[2].fullUrl }))).toMatch(
      /must reference a Patient/,
    );
    expect(problems((b) => (obs(b).effectiveDateTime = '2026-11-20 07:30'))).toMatch(/invalid dateTime/);
    expect(problems((b) => (obs(b).valueInteger = 7.5))).toMatch(/32-bit integer/);
    expect(problems((b) => (obs(b).valueString = 'seven'))).toMatch(/value\[x\] may appear once/);
    expect(problems((b) => (obs(b).category[0].coding[0].code = 'mood'))).toMatch(/not in the value set/);
    expect(problems((b) => (obs(b).note = [{}]))).toMatch(/Annotation.text/);
    expect(problems((b) => (b.entry[7].resource.valueQuantity = { value: 'x', code: 'h' }))).toMatch(
      /qty-3|decimal/,
    );
  });

  it('checks Conditions', () => {
    expect(problems((b) => delete cond(b).subject)).toMatch(/subject: required/);
    expect(problems((b) => (cond(b).clinicalStatus.coding[0].code = 'ongoing'))).toMatch(
      /not in the value set/,
    );
    expect(problems((b) => (cond(b).clinicalStatus.coding[0].system = 'http://example.com'))).toMatch(
      /needs a coding from http:\/\/terminology.hl7.org\/CodeSystem\/condition-clinical/,
    );
    expect(problems((b) => (cond(b).verificationStatus.coding[0].code = 'patient-reported'))).toMatch(
      /not in the value set/,
    );
    expect(problems((b) => (cond(b).verificationStatus.coding[0].code = 'entered-in-error'))).toMatch(
      /con-5/,
    );
    expect(problems((b) => (cond(b).recordedDate = 'yesterday'))).toMatch(/invalid dateTime/);
  });
});
