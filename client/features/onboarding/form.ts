import { parseWholeNumber } from '@common/onboarding';
import { cmToFeetInches, feetInchesToCm, kgToLb, lbToKg, weightToStored } from '@common/units';
import {
  ONBOARDING_LIMITS,
  ONBOARDING_STEP_SCHEMAS,
  type TMeasurementSystem,
  type TOnboardingAnswersInput,
  ZPersonalInfoMetricForm,
  ZPersonalInfoUsForm,
} from '@contract/onboarding';
import type { FieldErrors, Resolver } from 'react-hook-form';

/**
 * The questionnaire as typed (docs/product/onboarding.md#simple-questionnaire): numbers as text (read
 * as whole numbers on Next), lists as the chosen choices. Weight is in the chosen units (lb or kg);
 * height is `height` (cm) or `heightFeet` and `heightInches`. The rules are the contract's schemas.
 */
export type OnboardingForm = {
  units: TMeasurementSystem;
  age: string;
  weight: string;
  height: string;
  heightFeet: string;
  heightInches: string;
  gender: string;
  chronicConditions: string[];
  otherConditions: string;
  medications: string;
  allergies: string;
  familyHistory: string;
  diet: string;
  exerciseLevel: string;
  sleepHours: string;
  stressLevel: string;
  smokingStatus: string;
  alcoholConsumption: string;
  primarySymptoms: string[];
  otherSymptoms: string;
  symptomSeverity: string;
  symptomDuration: string;
  triggers: string;
  primaryGoals: string[];
  timeline: string;
  preferences: string;
};

export type ChoiceListField = 'chronicConditions' | 'primarySymptoms' | 'primaryGoals';
export type TextFieldName = Exclude<keyof OnboardingForm, ChoiceListField | 'units'>;

export type Measures = Pick<OnboardingForm, 'weight' | 'height' | 'heightFeet' | 'heightInches'>;
export const MEASURE_FIELDS = ['weight', 'height', 'heightFeet', 'heightInches'] as const;

/** What the last unit switch replaced, restored by switching straight back before anything is retyped. */
export type CarriedMeasures = { units: TMeasurementSystem; before: Measures; after: Measures };

const measuresOf = ({ weight, height, heightFeet, heightInches }: Measures): Measures => ({
  weight,
  height,
  heightFeet,
  heightInches,
});
const sameMeasures = (a: Measures, b: Measures) => MEASURE_FIELDS.every((key) => a[key] === b[key]);

export const initialForm = (units: TMeasurementSystem): OnboardingForm => ({
  units,
  age: '',
  weight: '',
  height: '',
  heightFeet: '',
  heightInches: '',
  gender: '',
  chronicConditions: [],
  otherConditions: '',
  medications: '',
  allergies: '',
  familyHistory: '',
  diet: '',
  exerciseLevel: '',
  sleepHours: String(ONBOARDING_LIMITS.sleepDefault),
  stressLevel: String(ONBOARDING_LIMITS.stressDefault),
  smokingStatus: '',
  alcoholConsumption: '',
  primarySymptoms: [],
  otherSymptoms: '',
  symptomSeverity: String(ONBOARDING_LIMITS.severityDefault),
  symptomDuration: '',
  triggers: '',
  primaryGoals: [],
  timeline: '',
  preferences: '',
});

/**
 * The typed weight and height carried over to the other units, each rounded to a whole number there
 * (what cannot be read yet is left as typed, or empty). Switching straight back restores what was
 * typed, so 160 lb → 73 kg → 160 lb, not 161.
 */
export function switchUnits(
  form: OnboardingForm,
  units: TMeasurementSystem,
  carried: CarriedMeasures | undefined,
): { form: OnboardingForm; carried: CarriedMeasures | undefined } {
  if (units === form.units) return { form, carried };
  if (carried && carried.units === units && sameMeasures(measuresOf(form), carried.after)) {
    return { form: { ...form, ...carried.before, units }, carried: undefined };
  }
  const converted = convertMeasures(form, units);
  return {
    form: converted,
    carried: { units: form.units, before: measuresOf(form), after: measuresOf(converted) },
  };
}

function convertMeasures(form: OnboardingForm, units: TMeasurementSystem): OnboardingForm {
  const weight = parseWholeNumber(form.weight);
  if (units === 'metric') {
    const feet = parseWholeNumber(form.heightFeet);
    const inches = parseWholeNumber(form.heightInches || '0');
    return {
      ...form,
      units,
      weight: weight === undefined ? form.weight : String(Math.round(lbToKg(weight))),
      height:
        feet === undefined || inches === undefined ? '' : String(Math.round(feetInchesToCm(feet, inches))),
    };
  }
  const cm = parseWholeNumber(form.height);
  const height = cm === undefined ? null : cmToFeetInches(cm);
  return {
    ...form,
    units,
    weight: weight === undefined ? form.weight : String(Math.round(kgToLb(weight))),
    heightFeet: height ? String(height.feet) : '',
    heightInches: height ? String(height.inches) : '',
  };
}

/** Step 1 as typed, for the chosen units' form schema. */
function personalInfoTyped(form: OnboardingForm) {
  const common = {
    age: parseWholeNumber(form.age),
    weight: parseWholeNumber(form.weight),
    gender: form.gender || undefined,
  };
  return form.units === 'us'
    ? {
        ...common,
        heightFeet: parseWholeNumber(form.heightFeet),
        // An empty inches box means 0 inches (5 ft is 5 ft 0 in).
        heightInches: parseWholeNumber(form.heightInches || '0'),
      }
    : { ...common, height: parseWholeNumber(form.height) };
}

/** Step 1 as stored: pounds and centimetres, with the units chosen (call after it validated). */
function personalInfoStored(form: OnboardingForm) {
  const typed = personalInfoTyped(form);
  const weight = typed.weight === undefined ? undefined : weightToStored(typed.weight, form.units);
  const height =
    'heightFeet' in typed
      ? typed.heightFeet === undefined || typed.heightInches === undefined
        ? undefined
        : feetInchesToCm(typed.heightFeet, typed.heightInches)
      : typed.height;
  return { age: typed.age, weight, height, gender: typed.gender, units: form.units };
}

/** 'a, b' → ['a', 'b'] (the user's own words next to the choices). */
const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const unique = (items: string[]) => [...new Set(items)];

/** Each step's part of the payload, from the typed form. */
function stepValues(form: OnboardingForm): [object, object, object, object, object] {
  return [
    personalInfoStored(form),
    {
      chronicConditions: unique([...form.chronicConditions, ...splitList(form.otherConditions)]),
      medications: form.medications,
      allergies: form.allergies,
      familyHistory: form.familyHistory,
    },
    {
      diet: form.diet || undefined,
      exerciseLevel: form.exerciseLevel || undefined,
      sleepHours: parseWholeNumber(form.sleepHours),
      stressLevel: parseWholeNumber(form.stressLevel),
      smokingStatus: form.smokingStatus || undefined,
      alcoholConsumption: form.alcoholConsumption || undefined,
    },
    {
      primarySymptoms: unique([...form.primarySymptoms, ...splitList(form.otherSymptoms)]),
      symptomSeverity: parseWholeNumber(form.symptomSeverity),
      symptomDuration: form.symptomDuration,
      triggers: form.triggers,
    },
    { primaryGoals: form.primaryGoals, timeline: form.timeline, preferences: form.preferences },
  ];
}

/** Field name → first message of the step's contract schema (empty when the step is valid). */
export function validateStep(step: number, form: OnboardingForm): Partial<Record<TextFieldName, string>> {
  // Step 1 is checked in the units it was typed in, with those units' limits and messages.
  const schema =
    step === 0
      ? form.units === 'us'
        ? ZPersonalInfoUsForm
        : ZPersonalInfoMetricForm
      : ONBOARDING_STEP_SCHEMAS[step];
  const values = step === 0 ? personalInfoTyped(form) : stepValues(form)[step];
  if (!schema || !values) return {};
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<TextFieldName, string>> = {};
  for (const issue of result.error.issues) {
    const raw = String(issue.path[0] ?? '');
    // List errors are shown on the free-text field that feeds them.
    const field = (
      raw === 'chronicConditions' ? 'otherConditions' : raw === 'primarySymptoms' ? 'otherSymptoms' : raw
    ) as TextFieldName;
    if (!errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * react-hook-form's resolver for the step on screen (`currentStep()`): the contract's schema of that
 * step, on the typed values read as the API will receive them.
 */
export function stepResolver(currentStep: () => number): Resolver<OnboardingForm> {
  return (values) => {
    const found = validateStep(currentStep(), values);
    const entries = Object.entries(found);
    if (entries.length === 0) return { values, errors: {} };
    const errors: FieldErrors<OnboardingForm> = {};
    for (const [field, message] of entries) {
      errors[field as TextFieldName] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
}

export function toPayload(form: OnboardingForm): TOnboardingAnswersInput {
  const [personalInfo, healthHistory, lifestyle, symptoms, goals] = stepValues(form);
  return { personalInfo, healthHistory, lifestyle, symptoms, goals } as TOnboardingAnswersInput;
}
