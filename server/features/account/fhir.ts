import { createHash } from 'node:crypto';
import type {
  AllergyIntolerance,
  Bundle,
  BundleEntry,
  CodeableConcept,
  Coding,
  Condition,
  MedicationStatement,
  Observation,
  ObservationComponent,
  ObservationReferenceRange,
  Patient,
  Reference,
} from '@medplum/fhirtypes';
import type { z } from 'zod';
import { OPTION_LABELS, ZHealthHistory, ZLifestyle, ZPersonalInfo } from '../../../contract/onboarding';
import type { ArchiveInput } from './archive';
import {
  CHECK_IN_SCORES,
  CONDITION_CODES,
  codingFor,
  LOINC,
  normalizeText,
  OBSERVATION_CATEGORY,
  PROFILES,
  SCALE,
  SMOKING_STATUS_CODES,
  SYMPTOM_CODES,
  SYSTEMS,
  wellnessCoding,
} from './fhir-codes';

/**
 * The person's health record as a FHIR R4 Bundle (type collection), the export's second file
 * (docs/fhir-export.md): a Patient, Observations for check-ins, symptoms, body weight, height and
 * smoking status, Conditions, MedicationStatements and AllergyIntolerances. Pure and deterministic:
 * the same archive input gives the same Bundle, and every resource id derives from the record it was
 * made from, so exporting twice gives the same ids and an importer can update rather than duplicate.
 */

/** The archive sections the Bundle is made from. */
export type FhirInput = Pick<
  ArchiveInput,
  'generatedAt' | 'account' | 'healthProfile' | 'onboarding' | 'symptoms' | 'checkIns'
>;

export type ExportedResource = Patient | Observation | Condition | MedicationStatement | AllergyIntolerance;
export type FhirBundle = Bundle<ExportedResource>;

// ---- ids ---------------------------------------------------------------------------------------

/** RFC 4122 §4.3 name-based UUID, version 5 (SHA-1). */
export function uuidV5(namespace: string, name: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** RFC 4122's namespace for names that are URLs. */
const URL_NAMESPACE = '6ba7b811-9dad-11d1-80b4-00c04fd430c8';
/** The namespace of our resource ids: the identifier system's URL as a name-based UUID. */
export const ID_NAMESPACE = uuidV5(URL_NAMESPACE, SYSTEMS.sourceRecord);

/** A resource's id from its source key (the value of its source-record identifier). */
export const resourceIdFor = (sourceKey: string) => uuidV5(ID_NAMESPACE, sourceKey);

/**
 * The key of an entry of a free-text list (conditions, medications, allergies), which has no id of
 * its own: the owner and a hash of the text, so the same entry keeps its key wherever it is listed.
 */
const listEntryKey = (kind: string, userId: string, text: string) =>
  `${kind}/${userId}/${createHash('sha256').update(normalizeText(text)).digest('hex').slice(0, 16)}`;

// ---- the onboarding answers ----------------------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One answer through its own schema: an answer saved under an older form gives what still fits. */
const answer = <T>(schema: z.ZodType<T>, value: unknown): T | undefined => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/** The onboarding answers the record uses, as stored (the archive keeps them unparsed). */
function readOnboardingAnswers(answers: unknown) {
  const all = isRecord(answers) ? answers : {};
  const personal = isRecord(all.personalInfo) ? all.personalInfo : {};
  const history = isRecord(all.healthHistory) ? all.healthHistory : {};
  const lifestyle = isRecord(all.lifestyle) ? all.lifestyle : {};
  return {
    gender: answer(ZPersonalInfo.shape.gender, personal.gender),
    weightLb: answer(ZPersonalInfo.shape.weight, personal.weight),
    heightCm: answer(ZPersonalInfo.shape.height, personal.height),
    smokingStatus: answer(ZLifestyle.shape.smokingStatus, lifestyle.smokingStatus),
    chronicConditions: answer(ZHealthHistory.shape.chronicConditions, history.chronicConditions) ?? [],
    medications: answer(ZHealthHistory.shape.medications, history.medications) ?? '',
    allergies: answer(ZHealthHistory.shape.allergies, history.allergies) ?? '',
  };
}

/** Answers that say there is nothing to list ('None', 'n/a', 'NKDA'): no resource is made of them. */
const NOTHING = /^(none|no|nope|n\/?a|nil|nothing|not applicable|no known( drug)? allergies|nka|nkda|-+)\.?$/;
const saysNothing = (text: string) => NOTHING.test(normalizeText(text));

// ---- the Bundle ------------------------------------------------------------------------------------

const concept = (coding: Coding | null | undefined, text: string): CodeableConcept =>
  coding ? { coding: [coding], text } : { text };

const scaleRange = (low: string, high: string): ObservationReferenceRange[] => [
  {
    low: { value: SCALE.low },
    high: { value: SCALE.high },
    text: `Scale from ${SCALE.low} (${low}) to ${SCALE.high} (${high})`,
  },
];

/** Free-text entries from several places, once each (compared without case), first place first. */
function uniqueEntries(lists: { texts: readonly string[]; recordedAt: string }[]) {
  const seen = new Set<string>();
  const entries: { text: string; recordedAt: string }[] = [];
  for (const { texts, recordedAt } of lists) {
    for (const raw of texts) {
      const text = raw.trim();
      const key = normalizeText(text);
      if (!key || saysNothing(text) || seen.has(key)) continue;
      seen.add(key);
      entries.push({ text, recordedAt });
    }
  }
  return entries;
}

export function buildFhirBundle(input: FhirInput): FhirBundle {
  const { account } = input;
  const userId = account.id;
  const entry: BundleEntry<ExportedResource>[] = [];
  const urlOf = (id: string) => `urn:uuid:${id}`;

  /** Adds a resource under the id and identifier derived from its source key. */
  const add = <T extends Exclude<ExportedResource, Patient>>(
    sourceKey: string,
    resource: Omit<T, 'id' | 'identifier'>,
  ): void => {
    const id = resourceIdFor(sourceKey);
    const { resourceType, meta, ...fields } = resource;
    // The id and identifier complete the resource (TypeScript cannot see it for a generic T).
    const complete = {
      resourceType,
      id,
      ...(meta ? { meta } : {}),
      identifier: [{ system: SYSTEMS.sourceRecord, value: sourceKey }],
      ...fields,
    } as unknown as T;
    entry.push({ fullUrl: urlOf(id), resource: complete });
  };

  // ---- Patient
  const onboarding = input.onboarding ? readOnboardingAnswers(input.onboarding.answers) : null;
  const patientId = resourceIdFor(`user/${userId}`);
  const patient: Reference<Patient> = { reference: urlOf(patientId) };
  const hasName = Boolean(account.firstName || account.lastName);
  const telecom: Patient['telecom'] = [{ system: 'email', value: account.email }];
  if (account.phoneNumber) telecom.push({ system: 'phone', value: account.phoneNumber });
  entry.push({
    fullUrl: patient.reference,
    resource: {
      resourceType: 'Patient',
      id: patientId,
      // US Core asks for an identifier, a name and a gender; without a name it is not claimed.
      ...(hasName ? { meta: { profile: [PROFILES.usCorePatient] } } : {}),
      identifier: [{ system: SYSTEMS.userId, value: userId }],
      active: true,
      ...(hasName
        ? {
            name: [
              {
                use: 'official',
                ...(account.lastName ? { family: account.lastName } : {}),
                ...(account.firstName ? { given: [account.firstName] } : {}),
              },
            ],
          }
        : {}),
      telecom,
      // The onboarding choices are the administrative genders' own codes; not answered is 'unknown'.
      gender: onboarding?.gender ?? 'unknown',
      ...(account.dateOfBirth ? { birthDate: account.dateOfBirth } : {}),
      ...(account.zipCode ? { address: [{ use: 'home', postalCode: account.zipCode }] } : {}),
    },
  });

  /** What every Observation shares: final, about and reported by the person. */
  const observation = (
    category: Coding,
    code: CodeableConcept,
    effectiveDateTime: string,
    rest: Partial<Observation>,
  ): Omit<Observation, 'id' | 'identifier'> => ({
    resourceType: 'Observation',
    ...(rest.meta ? { meta: rest.meta } : {}),
    status: 'final',
    category: [{ coding: [category] }],
    code,
    subject: patient,
    effectiveDateTime,
    performer: [patient],
    ...rest,
  });

  // ---- check-ins: a panel per check-in with its note, a member per score and the sleep duration
  for (const checkIn of input.checkIns) {
    const at = checkIn.createdAt;
    const panelKey = `check-in/${checkIn.id}`;
    const scoreKey = (code: string) => `${panelKey}/${code}`;
    const sleepKey = `${panelKey}/sleep-duration`;
    const memberKeys = [...CHECK_IN_SCORES.map((score) => scoreKey(score.code)), sleepKey];
    add(
      panelKey,
      observation(OBSERVATION_CATEGORY.survey, concept(wellnessCoding('check-in'), 'Daily check-in'), at, {
        hasMember: memberKeys.map((key) => ({ reference: urlOf(resourceIdFor(key)) })),
        ...(checkIn.note ? { note: [{ text: checkIn.note }] } : {}),
      }),
    );
    for (const score of CHECK_IN_SCORES) {
      add(
        scoreKey(score.code),
        observation(OBSERVATION_CATEGORY.survey, concept(wellnessCoding(score.code), score.display), at, {
          valueInteger: checkIn[score.key],
          referenceRange: scaleRange(score.low, score.high),
        }),
      );
    }
    add(
      sleepKey,
      observation(OBSERVATION_CATEGORY.activity, concept(LOINC.sleepDuration, 'Sleep duration'), at, {
        valueQuantity: { value: checkIn.sleepHours, unit: 'h', system: SYSTEMS.ucum, code: 'h' },
      }),
    );
  }

  // ---- symptoms: which symptom (SNOMED CT where the app's name has one), its severity and triggers
  for (const symptom of input.symptoms) {
    const severity = wellnessCoding('symptom-severity');
    const component: ObservationComponent[] = [
      {
        code: concept(severity, severity.display ?? ''),
        valueInteger: symptom.severity,
        referenceRange: scaleRange('mildest', 'most severe'),
      },
      ...(symptom.triggers ?? []).map((trigger) => ({
        code: concept(wellnessCoding('symptom-trigger'), 'Trigger'),
        valueString: trigger,
      })),
    ];
    add(
      `symptom/${symptom.id}`,
      observation(OBSERVATION_CATEGORY.survey, concept(LOINC.symptom, 'Symptom'), symptom.timestamp, {
        valueCodeableConcept: concept(codingFor(SYMPTOM_CODES, symptom.symptomName), symptom.symptomName),
        component,
        ...(symptom.description ? { note: [{ text: symptom.description }] } : {}),
      }),
    );
  }

  // ---- onboarding: body weight and height (vital signs, as entered), smoking status
  if (input.onboarding && onboarding) {
    const at = input.onboarding.updatedAt;
    const key = `onboarding/${userId}`;
    if (onboarding.weightLb !== undefined) {
      add(
        `${key}/body-weight`,
        observation(OBSERVATION_CATEGORY.vitalSigns, concept(LOINC.bodyWeight, 'Body weight'), at, {
          meta: { profile: [PROFILES.bodyWeight] },
          valueQuantity: { value: onboarding.weightLb, unit: 'lb', system: SYSTEMS.ucum, code: '[lb_av]' },
        }),
      );
    }
    if (onboarding.heightCm !== undefined) {
      add(
        `${key}/body-height`,
        observation(OBSERVATION_CATEGORY.vitalSigns, concept(LOINC.bodyHeight, 'Body height'), at, {
          meta: { profile: [PROFILES.bodyHeight] },
          valueQuantity: { value: onboarding.heightCm, unit: 'cm', system: SYSTEMS.ucum, code: 'cm' },
        }),
      );
    }
    if (onboarding.smokingStatus !== undefined) {
      add(
        `${key}/smoking-status`,
        observation(
          OBSERVATION_CATEGORY.socialHistory,
          concept(LOINC.smokingStatus, 'Tobacco smoking status'),
          at,
          {
            meta: { profile: [PROFILES.usCoreSmokingStatus] },
            valueCodeableConcept: concept(
              SMOKING_STATUS_CODES[onboarding.smokingStatus],
              OPTION_LABELS[onboarding.smokingStatus] ?? onboarding.smokingStatus,
            ),
          },
        ),
      );
    }
  }

  // ---- conditions, medications, allergies: the profile's lists, then what onboarding adds
  const profile = input.healthProfile;
  const fromProfile = (texts: readonly string[] | undefined) =>
    profile && texts ? [{ texts, recordedAt: profile.updatedAt }] : [];
  const fromOnboarding = (texts: readonly string[]) =>
    input.onboarding ? [{ texts, recordedAt: input.onboarding.updatedAt }] : [];

  const conditions = uniqueEntries([
    ...fromProfile(profile?.medicalConditions),
    ...fromOnboarding(onboarding?.chronicConditions ?? []),
  ]);
  for (const { text, recordedAt } of conditions) {
    add<Condition>(listEntryKey('condition', userId, text), {
      resourceType: 'Condition',
      clinicalStatus: { coding: [{ system: SYSTEMS.conditionClinical, code: 'active', display: 'Active' }] },
      verificationStatus: {
        coding: [{ system: SYSTEMS.conditionVerStatus, code: 'unconfirmed', display: 'Unconfirmed' }],
        text: 'patient reported',
      },
      category: [
        {
          coding: [
            { system: SYSTEMS.conditionCategory, code: 'problem-list-item', display: 'Problem List Item' },
          ],
        },
      ],
      code: concept(codingFor(CONDITION_CODES, text), text),
      subject: patient,
      asserter: patient,
      recordedDate: recordedAt,
    });
  }

  // The onboarding's answer is one free text, kept whole: splitting it could cut a dose in two.
  const medications = uniqueEntries([
    ...fromProfile(profile?.medications),
    ...fromOnboarding(onboarding?.medications ? [onboarding.medications] : []),
  ]);
  for (const { text, recordedAt } of medications) {
    add<MedicationStatement>(listEntryKey('medication', userId, text), {
      resourceType: 'MedicationStatement',
      // Both places ask for current medications.
      status: 'active',
      medicationCodeableConcept: { text },
      subject: patient,
      dateAsserted: recordedAt,
      informationSource: patient,
    });
  }

  const allergies = uniqueEntries([
    ...fromProfile(profile?.allergies),
    ...fromOnboarding(onboarding?.allergies ? [onboarding.allergies] : []),
  ]);
  for (const { text, recordedAt } of allergies) {
    add<AllergyIntolerance>(listEntryKey('allergy', userId, text), {
      resourceType: 'AllergyIntolerance',
      clinicalStatus: {
        coding: [{ system: SYSTEMS.allergyClinical, code: 'active', display: 'Active' }],
      },
      verificationStatus: {
        coding: [{ system: SYSTEMS.allergyVerification, code: 'unconfirmed', display: 'Unconfirmed' }],
      },
      code: { text },
      patient,
      recordedDate: recordedAt,
      asserter: patient,
    });
  }

  return {
    resourceType: 'Bundle',
    id: resourceIdFor(`bundle/${userId}/${input.generatedAt}`),
    type: 'collection',
    timestamp: input.generatedAt,
    entry,
  };
}

/** The FHIR download's file name: infinite-wellness-fhir-bundle-YYYY-MM-DD.json (the day it was ready). */
export function fhirBundleFileName(readyAt: Date): string {
  return `infinite-wellness-fhir-bundle-${readyAt.toISOString().slice(0, 10)}.json`;
}
