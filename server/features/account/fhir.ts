import { randomUUID } from 'node:crypto';

/**
 * The FHIR R4 part of the data export (DECISIONS 17): a Bundle of type 'collection' holding the
 * user's Patient, an Observation per check-in score and per symptom, and a Condition per medical
 * condition they reported. Plus a focused structural validator for exactly these resource types
 * (the machine has no internet and no FHIR package; the rules below follow the R4 spec pages
 * bundle.html, patient.html, observation.html, condition.html and datatypes.html).
 */

export const FHIR = {
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  conditionClinical: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
  conditionVerStatus: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
  ucum: 'http://unitsofmeasure.org',
} as const;

type Coding = { system?: string; code?: string; display?: string };
type CodeableConcept = { coding?: Coding[]; text?: string };
type Reference = { reference: string; display?: string };

export type FhirPatient = {
  resourceType: 'Patient';
  id: string;
  active?: boolean;
  name?: { use?: string; family?: string; given?: string[]; text?: string }[];
  birthDate?: string;
  telecom?: { system: 'phone' | 'email'; value: string; use?: string }[];
  address?: { use?: string; postalCode?: string }[];
};
export type FhirObservation = {
  resourceType: 'Observation';
  id: string;
  status: 'final';
  category: CodeableConcept[];
  code: CodeableConcept;
  subject: Reference;
  effectiveDateTime: string;
  valueInteger?: number;
  valueQuantity?: { value: number; unit: string; system: string; code: string };
  note?: { text: string }[];
};
export type FhirCondition = {
  resourceType: 'Condition';
  id: string;
  clinicalStatus: CodeableConcept;
  verificationStatus: CodeableConcept;
  code: CodeableConcept;
  subject: Reference;
  recordedDate?: string;
};
export type FhirResource = FhirPatient | FhirObservation | FhirCondition;
export type FhirBundle = {
  resourceType: 'Bundle';
  id: string;
  type: 'collection';
  timestamp: string;
  entry: { fullUrl: string; resource: FhirResource }[];
};

export type FhirInput = {
  person: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string | null;
    dateOfBirth: string | null;
    zipCode: string | null;
  };
  checkIns: {
    createdAt: string;
    mood: number;
    energy: number;
    stress: number;
    fatigueLevel: number;
    mentalClarity: number;
    digestion: number;
    sleepHours: number;
  }[];
  symptoms: { symptomName: string; severity: number; description: string | null; timestamp: string }[];
  medicalConditions: { text: string; recordedAt: string | null }[];
  generatedAt: string;
};

/** The check-in scores (1–10) as survey Observations, in the order of the check-in card. */
const CHECK_IN_SCORES = [
  ['mood', 'Mood (1-10)'],
  ['energy', 'Energy (1-10)'],
  ['stress', 'Stress (1-10)'],
  ['fatigueLevel', 'Fatigue level (1-10)'],
  ['mentalClarity', 'Mental clarity (1-10)'],
  ['digestion', 'Digestion (1-10)'],
] as const;

const surveyCategory: CodeableConcept[] = [
  { coding: [{ system: FHIR.observationCategory, code: 'survey', display: 'Survey' }] },
];

export function buildFhirBundle(input: FhirInput, uuid: () => string = randomUUID): FhirBundle {
  const entry: FhirBundle['entry'] = [];
  const add = (resource: FhirResource) => {
    entry.push({ fullUrl: `urn:uuid:${resource.id}`, resource });
  };

  const patientId = uuid();
  const { person } = input;
  const telecom: NonNullable<FhirPatient['telecom']> = [{ system: 'email', value: person.email }];
  if (person.phoneNumber) telecom.push({ system: 'phone', value: person.phoneNumber });
  const patient: FhirPatient = {
    resourceType: 'Patient',
    id: patientId,
    active: true,
    name: [
      {
        use: 'official',
        ...(person.lastName ? { family: person.lastName } : {}),
        ...(person.firstName ? { given: [person.firstName] } : {}),
      },
    ],
    telecom,
    ...(person.dateOfBirth ? { birthDate: person.dateOfBirth } : {}),
    ...(person.zipCode ? { address: [{ use: 'home', postalCode: person.zipCode }] } : {}),
  };
  add(patient);
  const subject: Reference = { reference: `urn:uuid:${patientId}` };

  for (const checkIn of input.checkIns) {
    for (const [key, label] of CHECK_IN_SCORES) {
      add({
        resourceType: 'Observation',
        id: uuid(),
        status: 'final',
        category: surveyCategory,
        code: { text: label },
        subject,
        effectiveDateTime: checkIn.createdAt,
        valueInteger: checkIn[key],
      });
    }
    add({
      resourceType: 'Observation',
      id: uuid(),
      status: 'final',
      category: surveyCategory,
      code: { text: 'Sleep duration' },
      subject,
      effectiveDateTime: checkIn.createdAt,
      valueQuantity: { value: checkIn.sleepHours, unit: 'h', system: FHIR.ucum, code: 'h' },
    });
  }

  for (const symptom of input.symptoms) {
    add({
      resourceType: 'Observation',
      id: uuid(),
      status: 'final',
      category: surveyCategory,
      code: { text: symptom.symptomName },
      subject,
      effectiveDateTime: symptom.timestamp,
      valueInteger: symptom.severity,
      ...(symptom.description ? { note: [{ text: symptom.description }] } : {}),
    });
  }

  for (const condition of input.medicalConditions) {
    add({
      resourceType: 'Condition',
      id: uuid(),
      clinicalStatus: { coding: [{ system: FHIR.conditionClinical, code: 'active', display: 'Active' }] },
      verificationStatus: {
        coding: [{ system: FHIR.conditionVerStatus, code: 'unconfirmed', display: 'Unconfirmed' }],
        text: 'patient reported',
      },
      code: { text: condition.text },
      subject,
      ...(condition.recordedAt ? { recordedDate: condition.recordedAt } : {}),
    });
  }

  return { resourceType: 'Bundle', id: uuid(), type: 'collection', timestamp: input.generatedAt, entry };
}

// ---------------------------------------------------------------------------------------------
// Structural validation (R4) of the resource types above.
// ---------------------------------------------------------------------------------------------

/** R4 datatypes.html regular expressions. */
export const FHIR_FORMATS = {
  id: /^[A-Za-z0-9\-.]{1,64}$/,
  date: /^([0-9]([0-9]([0-9][1-9]|[1-9]0)|[1-9]00)|[1-9]000)(-(0[1-9]|1[0-2])(-(0[1-9]|[1-2][0-9]|3[0-1]))?)?$/,
  dateTime:
    /^([0-9]([0-9]([0-9][1-9]|[1-9]0)|[1-9]00)|[1-9]000)(-(0[1-9]|1[0-2])(-(0[1-9]|[1-2][0-9]|3[0-1])(T([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(\.[0-9]+)?(Z|(\+|-)((0[0-9]|1[0-3]):[0-5][0-9]|14:00)))?)?)?$/,
  instant:
    /^([0-9]([0-9]([0-9][1-9]|[1-9]0)|[1-9]00)|[1-9]000)-(0[1-9]|1[0-2])-(0[1-9]|[1-2][0-9]|3[0-1])T([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(\.[0-9]+)?(Z|(\+|-)((0[0-9]|1[0-3]):[0-5][0-9]|14:00))$/,
  uri: /^\S*$/,
  code: /^[^\s]+( [^\s]+)*$/,
  urnUuid: /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
} as const;

export const R4_VALUE_SETS = {
  bundleType: [
    'document',
    'message',
    'transaction',
    'transaction-response',
    'batch',
    'batch-response',
    'history',
    'searchset',
    'collection',
  ],
  observationStatus: [
    'registered',
    'preliminary',
    'final',
    'amended',
    'corrected',
    'cancelled',
    'entered-in-error',
    'unknown',
  ],
  observationCategory: [
    'social-history',
    'vital-signs',
    'imaging',
    'laboratory',
    'procedure',
    'survey',
    'exam',
    'therapy',
    'activity',
  ],
  conditionClinical: ['active', 'recurrence', 'relapse', 'inactive', 'remission', 'resolved'],
  conditionVerStatus: [
    'unconfirmed',
    'provisional',
    'differential',
    'confirmed',
    'refuted',
    'entered-in-error',
  ],
  contactPointSystem: ['phone', 'fax', 'email', 'pager', 'url', 'sms', 'other'],
  contactPointUse: ['home', 'work', 'temp', 'old', 'mobile'],
  nameUse: ['usual', 'official', 'temp', 'nickname', 'anonymous', 'old', 'maiden'],
  addressUse: ['home', 'work', 'temp', 'old', 'billing'],
  gender: ['male', 'female', 'other', 'unknown'],
} as const;

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: Json): v is string => typeof v === 'string' && v.trim().length > 0;
const isNonEmptyArray = (v: Json): v is Json[] => Array.isArray(v) && v.length > 0;

/** Elements each resource type may carry (R4); anything else is an error, as in the official validator. */
const ALLOWED: Record<string, string[]> = {
  Bundle: [
    'resourceType',
    'id',
    'meta',
    'identifier',
    'type',
    'timestamp',
    'total',
    'link',
    'entry',
    'signature',
  ],
  Patient: [
    'resourceType',
    'id',
    'meta',
    'text',
    'identifier',
    'active',
    'name',
    'telecom',
    'gender',
    'birthDate',
    'deceasedBoolean',
    'deceasedDateTime',
    'address',
    'maritalStatus',
    'communication',
  ],
  Observation: [
    'resourceType',
    'id',
    'meta',
    'text',
    'identifier',
    'status',
    'category',
    'code',
    'subject',
    'encounter',
    'effectiveDateTime',
    'effectivePeriod',
    'effectiveInstant',
    'issued',
    'valueQuantity',
    'valueCodeableConcept',
    'valueString',
    'valueBoolean',
    'valueInteger',
    'valueRange',
    'valueRatio',
    'valueTime',
    'valueDateTime',
    'valuePeriod',
    'dataAbsentReason',
    'interpretation',
    'note',
    'bodySite',
    'method',
    'referenceRange',
    'component',
  ],
  Condition: [
    'resourceType',
    'id',
    'meta',
    'text',
    'identifier',
    'clinicalStatus',
    'verificationStatus',
    'category',
    'severity',
    'code',
    'bodySite',
    'subject',
    'encounter',
    'onsetDateTime',
    'onsetString',
    'abatementDateTime',
    'abatementString',
    'recordedDate',
    'note',
  ],
};

/**
 * Checks a Bundle of Patient, Observation and Condition resources against the R4 structure: required
 * elements and cardinalities, required value sets, primitive formats, references resolving inside the
 * Bundle. Returns the problems found (empty when valid), each prefixed with its path.
 */
export function validateR4Bundle(bundle: Json): string[] {
  const errors: string[] = [];
  const err = (path: string, message: string) => errors.push(`${path}: ${message}`);

  const checkUnknown = (resource: Record<string, Json>, type: string, path: string) => {
    for (const key of Object.keys(resource)) {
      if (!ALLOWED[type]?.includes(key)) err(`${path}.${key}`, `unknown element for ${type}`);
    }
  };
  const checkId = (value: Json, path: string) => {
    if (value !== undefined && !(typeof value === 'string' && FHIR_FORMATS.id.test(value)))
      err(path, 'invalid id');
  };
  const checkCoding = (coding: Json, path: string, system?: string, codes?: readonly string[]) => {
    if (!isObject(coding)) {
      err(path, 'Coding must be an object');
      return;
    }
    if (
      coding.system !== undefined &&
      !(typeof coding.system === 'string' && FHIR_FORMATS.uri.test(coding.system))
    )
      err(`${path}.system`, 'invalid uri');
    if (
      coding.code !== undefined &&
      !(typeof coding.code === 'string' && FHIR_FORMATS.code.test(coding.code))
    )
      err(`${path}.code`, 'invalid code');
    if (system && coding.system === system && codes && !codes.includes(String(coding.code)))
      err(`${path}.code`, `'${String(coding.code)}' is not in the value set of ${system}`);
  };
  /** A CodeableConcept with text or at least one coding; `required` binds it to a system and codes. */
  const checkConcept = (
    concept: Json,
    path: string,
    required?: { system: string; codes: readonly string[] },
  ) => {
    if (!isObject(concept)) {
      err(path, 'CodeableConcept must be an object');
      return;
    }
    const hasText = isString(concept.text);
    const codings = concept.coding;
    if (codings !== undefined && !isNonEmptyArray(codings))
      err(`${path}.coding`, 'must be a non-empty array');
    if (!hasText && !isNonEmptyArray(codings)) err(path, 'needs text or a coding');
    if (Array.isArray(codings))
      codings.forEach((c, i) => {
        checkCoding(c, `${path}.coding[${i}]`, required?.system, required?.codes);
      });
    if (required) {
      const bound =
        Array.isArray(codings) && codings.some((c) => isObject(c) && c.system === required.system);
      if (!bound) err(path, `needs a coding from ${required.system}`);
    }
  };
  const checkReference = (ref: Json, path: string, fullUrls: Set<string>, type?: string) => {
    if (!isObject(ref) || typeof ref.reference !== 'string') {
      err(path, 'Reference needs a reference');
      return;
    }
    if (ref.reference.startsWith('urn:uuid:')) {
      if (!fullUrls.has(ref.reference)) err(path, `does not resolve inside the Bundle: ${ref.reference}`);
      else if (type && resourceTypes.get(ref.reference) !== type) err(path, `must reference a ${type}`);
    }
  };
  const checkDateTime = (value: Json, path: string) => {
    if (!(typeof value === 'string' && FHIR_FORMATS.dateTime.test(value))) err(path, 'invalid dateTime');
  };
  const checkDate = (value: Json, path: string) => {
    if (!(typeof value === 'string' && FHIR_FORMATS.date.test(value))) err(path, 'invalid date');
  };

  const resourceTypes = new Map<string, string>();

  if (!isObject(bundle)) return ['Bundle: must be a JSON object'];
  if (bundle.resourceType !== 'Bundle') err('Bundle.resourceType', "must be 'Bundle'");
  checkUnknown(bundle, 'Bundle', 'Bundle');
  checkId(bundle.id, 'Bundle.id');
  if (!R4_VALUE_SETS.bundleType.includes(bundle.type as never))
    err('Bundle.type', 'required, from the bundle-type value set');
  if (
    bundle.timestamp !== undefined &&
    !(typeof bundle.timestamp === 'string' && FHIR_FORMATS.instant.test(bundle.timestamp))
  )
    err('Bundle.timestamp', 'invalid instant');
  const entries = bundle.entry ?? [];
  if (!Array.isArray(entries)) return [...errors, 'Bundle.entry: must be an array'];

  const fullUrls = new Set<string>();
  entries.forEach((entry, i) => {
    if (!isObject(entry)) return;
    if (typeof entry.fullUrl === 'string') {
      if (fullUrls.has(entry.fullUrl)) err(`Bundle.entry[${i}].fullUrl`, 'must be unique in the Bundle');
      fullUrls.add(entry.fullUrl);
      if (isObject(entry.resource) && typeof entry.resource.resourceType === 'string')
        resourceTypes.set(entry.fullUrl, entry.resource.resourceType);
    }
  });

  entries.forEach((entry, i) => {
    const path = `Bundle.entry[${i}]`;
    if (!isObject(entry)) {
      err(path, 'must be an object');
      return;
    }
    for (const key of Object.keys(entry))
      if (!['link', 'fullUrl', 'resource', 'search', 'request', 'response'].includes(key))
        err(`${path}.${key}`, 'unknown element');
    if (!(typeof entry.fullUrl === 'string' && FHIR_FORMATS.urnUuid.test(entry.fullUrl)))
      err(`${path}.fullUrl`, 'must be a urn:uuid');
    // bdl-7 (fullUrl unique) is checked above; bdl-11..: a collection's entries carry a resource.
    const resource = entry.resource;
    if (!isObject(resource)) {
      err(`${path}.resource`, 'required');
      return;
    }
    const type = resource.resourceType;
    const rpath = `${path}.resource`;
    if (typeof type !== 'string' || !ALLOWED[type]) {
      err(`${rpath}.resourceType`, `unsupported '${String(type)}'`);
      return;
    }
    checkUnknown(resource, type, rpath);
    checkId(resource.id, `${rpath}.id`);
    if (
      typeof entry.fullUrl === 'string' &&
      resource.id &&
      entry.fullUrl.startsWith('urn:uuid:') &&
      entry.fullUrl !== `urn:uuid:${String(resource.id)}`
    )
      err(`${path}.fullUrl`, 'does not match the resource id');

    if (type === 'Patient') {
      if (resource.active !== undefined && typeof resource.active !== 'boolean')
        err(`${rpath}.active`, 'must be boolean');
      if (resource.birthDate !== undefined) checkDate(resource.birthDate, `${rpath}.birthDate`);
      if (resource.gender !== undefined && !R4_VALUE_SETS.gender.includes(resource.gender as never))
        err(`${rpath}.gender`, 'not in administrative-gender');
      if (resource.name !== undefined) {
        if (!isNonEmptyArray(resource.name)) err(`${rpath}.name`, 'must be a non-empty array');
        else
          resource.name.forEach((n, j) => {
            const p = `${rpath}.name[${j}]`;
            if (!isObject(n)) {
              err(p, 'must be an object');
              return;
            }
            if (n.use !== undefined && !R4_VALUE_SETS.nameUse.includes(n.use as never))
              err(`${p}.use`, 'not in name-use');
            if (n.family !== undefined && !isString(n.family)) err(`${p}.family`, 'must be a string');
            if (n.given !== undefined && !(isNonEmptyArray(n.given) && n.given.every(isString)))
              err(`${p}.given`, 'must be a non-empty array of strings');
          });
      }
      if (resource.telecom !== undefined) {
        if (!isNonEmptyArray(resource.telecom)) err(`${rpath}.telecom`, 'must be a non-empty array');
        else
          resource.telecom.forEach((t, j) => {
            const p = `${rpath}.telecom[${j}]`;
            if (!isObject(t)) {
              err(p, 'must be an object');
              return;
            }
            // cpt-2: a system is required if a value is present.
            if (t.value !== undefined && t.system === undefined)
              err(p, 'cpt-2: system is required when value is present');
            if (t.system !== undefined && !R4_VALUE_SETS.contactPointSystem.includes(t.system as never))
              err(`${p}.system`, 'not in contact-point-system');
            if (t.use !== undefined && !R4_VALUE_SETS.contactPointUse.includes(t.use as never))
              err(`${p}.use`, 'not in contact-point-use');
            if (!isString(t.value)) err(`${p}.value`, 'must be a string');
          });
      }
      if (resource.address !== undefined) {
        if (!isNonEmptyArray(resource.address)) err(`${rpath}.address`, 'must be a non-empty array');
        else
          resource.address.forEach((a, j) => {
            const p = `${rpath}.address[${j}]`;
            if (!isObject(a)) {
              err(p, 'must be an object');
              return;
            }
            if (a.use !== undefined && !R4_VALUE_SETS.addressUse.includes(a.use as never))
              err(`${p}.use`, 'not in address-use');
            if (a.postalCode !== undefined && !isString(a.postalCode))
              err(`${p}.postalCode`, 'must be a string');
          });
      }
    }

    if (type === 'Observation') {
      if (!R4_VALUE_SETS.observationStatus.includes(resource.status as never))
        err(`${rpath}.status`, 'required, from observation-status');
      if (resource.code === undefined) err(`${rpath}.code`, 'required');
      else checkConcept(resource.code, `${rpath}.code`);
      if (resource.category !== undefined) {
        if (!isNonEmptyArray(resource.category)) err(`${rpath}.category`, 'must be a non-empty array');
        else
          resource.category.forEach((c, j) => {
            // Bound to the observation-category codes when a coding uses that system (preferred binding).
            const bound =
              isObject(c) &&
              Array.isArray(c.coding) &&
              c.coding.some((x) => isObject(x) && x.system === FHIR.observationCategory);
            checkConcept(
              c,
              `${rpath}.category[${j}]`,
              bound
                ? { system: FHIR.observationCategory, codes: R4_VALUE_SETS.observationCategory }
                : undefined,
            );
          });
      }
      if (resource.subject === undefined) err(`${rpath}.subject`, 'expected (the Patient)');
      else checkReference(resource.subject, `${rpath}.subject`, fullUrls, 'Patient');
      const effective = Object.keys(resource).filter((k) => k.startsWith('effective'));
      if (effective.length > 1) err(rpath, 'effective[x] may appear once');
      if (resource.effectiveDateTime !== undefined)
        checkDateTime(resource.effectiveDateTime, `${rpath}.effectiveDateTime`);
      const values = Object.keys(resource).filter((k) => k.startsWith('value'));
      if (values.length > 1) err(rpath, 'value[x] may appear once');
      // obs-6: dataAbsentReason only when there is no value.
      if (values.length > 0 && resource.dataAbsentReason !== undefined)
        err(rpath, 'obs-6: dataAbsentReason SHALL only be present if value[x] is not');
      if (resource.valueInteger !== undefined) {
        const v = resource.valueInteger;
        if (!(typeof v === 'number' && Number.isInteger(v) && v >= -2147483648 && v <= 2147483647))
          err(`${rpath}.valueInteger`, 'must be a 32-bit integer');
      }
      if (resource.valueQuantity !== undefined) {
        const q = resource.valueQuantity;
        if (!isObject(q)) err(`${rpath}.valueQuantity`, 'must be an object');
        else {
          if (typeof q.value !== 'number' || !Number.isFinite(q.value))
            err(`${rpath}.valueQuantity.value`, 'must be a decimal');
          // qty-3: if a code is present, the system must be too.
          if (q.code !== undefined && q.system === undefined)
            err(`${rpath}.valueQuantity`, 'qty-3: code needs a system');
          if (q.unit !== undefined && !isString(q.unit))
            err(`${rpath}.valueQuantity.unit`, 'must be a string');
        }
      }
      if (resource.valueString !== undefined && !isString(resource.valueString))
        err(`${rpath}.valueString`, 'must be a string');
      if (resource.note !== undefined) {
        if (!isNonEmptyArray(resource.note)) err(`${rpath}.note`, 'must be a non-empty array');
        else
          resource.note.forEach((n, j) => {
            if (!isObject(n) || !isString(n.text))
              err(`${rpath}.note[${j}].text`, 'Annotation.text is required (markdown)');
          });
      }
    }

    if (type === 'Condition') {
      if (resource.subject === undefined) err(`${rpath}.subject`, 'required');
      else checkReference(resource.subject, `${rpath}.subject`, fullUrls, 'Patient');
      if (resource.clinicalStatus !== undefined)
        checkConcept(resource.clinicalStatus, `${rpath}.clinicalStatus`, {
          system: FHIR.conditionClinical,
          codes: R4_VALUE_SETS.conditionClinical,
        });
      if (resource.verificationStatus !== undefined)
        checkConcept(resource.verificationStatus, `${rpath}.verificationStatus`, {
          system: FHIR.conditionVerStatus,
          codes: R4_VALUE_SETS.conditionVerStatus,
        });
      // con-5: entered-in-error verification has no clinical status; con-3 (a problem-list item has
      // a clinical status) is a warning in R4 and our conditions always carry one.
      const verCodes =
        isObject(resource.verificationStatus) && Array.isArray(resource.verificationStatus.coding)
          ? resource.verificationStatus.coding.map((c) => (isObject(c) ? c.code : null))
          : [];
      if (verCodes.includes('entered-in-error') && resource.clinicalStatus !== undefined)
        err(rpath, 'con-5: no clinicalStatus when entered-in-error');
      if (resource.code !== undefined) checkConcept(resource.code, `${rpath}.code`);
      if (resource.recordedDate !== undefined) checkDateTime(resource.recordedDate, `${rpath}.recordedDate`);
    }
  });

  return errors;
}
