import { errorMessage } from '@client/api/http';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { FormField } from '@client/ui/form-field';
import { fieldClasses, Input, Textarea } from '@client/ui/input';
import { toast } from '@client/ui/use-toast';
import { onboardingProgressPercent, parseWholeNumber } from '@common/onboarding';
import {
  cmToFeetInches,
  defaultMeasurementSystem,
  feetInchesToCm,
  kgToLb,
  lbToKg,
  weightToStored,
} from '@common/units';
import {
  ALCOHOL_LEVELS,
  CHRONIC_CONDITION_CHOICES,
  DIETS,
  EXERCISE_LEVELS,
  GENDERS,
  GOAL_CHOICES,
  MEASUREMENT_SYSTEM_LABELS,
  MEASUREMENT_SYSTEMS,
  ONBOARDING_LIMITS,
  ONBOARDING_MESSAGES,
  ONBOARDING_STEP_COUNT,
  ONBOARDING_STEP_SCHEMAS,
  ONBOARDING_STEP_TITLES,
  OPTION_LABELS,
  SMOKING_STATUSES,
  SYMPTOM_CHOICES,
  type TMeasurementSystem,
  type TOnboardingAnswersInput,
  ZPersonalInfoMetricForm,
  ZPersonalInfoUsForm,
} from '@contract/onboarding';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useCompleteOnboarding, useOnboardingRecord } from '../hooks';

/**
 * The form as typed: numbers as text (parsed as whole numbers on Next), lists as chosen choices.
 * Weight is in the chosen units (lb or kg); height is `height` (cm) or `heightFeet` and `heightInches`.
 */
type FormState = {
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
  /** What the last unit switch replaced, restored by switching back before anything is retyped. */
  carried?: { units: TMeasurementSystem; before: Measures; after: Measures };
};
type Measures = Pick<FormState, 'weight' | 'height' | 'heightFeet' | 'heightInches'>;
const measuresOf = ({ weight, height, heightFeet, heightInches }: FormState): Measures => ({
  weight,
  height,
  heightFeet,
  heightInches,
});
const sameMeasures = (a: Measures, b: Measures) =>
  a.weight === b.weight &&
  a.height === b.height &&
  a.heightFeet === b.heightFeet &&
  a.heightInches === b.heightInches;

const initialForm = (units: TMeasurementSystem): FormState => ({
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
export function switchUnits(form: FormState, units: TMeasurementSystem): FormState {
  if (units === form.units) return form;
  const { carried } = form;
  if (carried && carried.units === units && sameMeasures(measuresOf(form), carried.after)) {
    return { ...form, ...carried.before, units, carried: undefined };
  }
  const converted = convertMeasures(form, units);
  return {
    ...converted,
    carried: { units: form.units, before: measuresOf(form), after: measuresOf(converted) },
  };
}

function convertMeasures(form: FormState, units: TMeasurementSystem): FormState {
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
function personalInfoTyped(form: FormState) {
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
function personalInfoStored(form: FormState) {
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
function stepValues(form: FormState): [object, object, object, object, object] {
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

/** Field name → first message of the step's schema (empty when the step is valid). */
export function validateStep(step: number, form: FormState): Record<string, string> {
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
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const raw = String(issue.path[0] ?? '');
    // List errors are shown on the free-text field that feeds them.
    const field =
      raw === 'chronicConditions' ? 'otherConditions' : raw === 'primarySymptoms' ? 'otherSymptoms' : raw;
    if (!errors[field]) errors[field] = issue.message;
  }
  return errors;
}

function toPayload(form: FormState): TOnboardingAnswersInput {
  const [personalInfo, healthHistory, lifestyle, symptoms, goals] = stepValues(form);
  return { personalInfo, healthHistory, lifestyle, symptoms, goals } as TOnboardingAnswersInput;
}

/**
 * The simple onboarding (docs/product/onboarding.md#simple-questionnaire): 5 steps, then POST
 * /api/onboarding/complete → /.
 */
export default function OnboardingPage() {
  useDocumentTitle('Health Questionnaire');
  const [, navigate] = useLocation();
  const complete = useCompleteOnboarding();
  const saved = useOnboardingRecord();
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<FormState>(() =>
    initialForm(defaultMeasurementSystem(globalThis.navigator?.language)),
  );
  const unitsTouched = useRef(false);
  // The units chosen last time are offered again, unless the person already picked or typed.
  const savedUnits = saved.data?.answers?.personalInfo?.units;
  useEffect(() => {
    if (!savedUnits || unitsTouched.current) return;
    setForm((current) => switchUnits(current, savedUnits));
  }, [savedUnits]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const percent = onboardingProgressPercent(step);
  const isLast = step === ONBOARDING_STEP_COUNT - 1;

  // Moving between steps puts focus on the new step's title, so screen readers announce it.
  const goTo = (next: number) => {
    setStep(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const set = (key: keyof FormState) => (value: string) => {
    if (key === 'weight' || key === 'height' || key === 'heightFeet' || key === 'heightInches')
      unitsTouched.current = true;
    setForm((current) => ({ ...current, [key]: value }));
  };
  const chooseUnits = (units: TMeasurementSystem) => {
    unitsTouched.current = true;
    setErrors((current) => {
      const { weight: _w, height: _h, heightFeet: _f, heightInches: _i, ...rest } = current;
      return rest;
    });
    setForm((current) => switchUnits(current, units));
  };
  const toggle = (key: 'chronicConditions' | 'primarySymptoms' | 'primaryGoals', choice: string) =>
    setForm((current) => {
      const list = current[key];
      return {
        ...current,
        [key]: list.includes(choice) ? list.filter((c) => c !== choice) : [...list, choice],
      };
    });

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    // The first field in the order they are shown (the schema may report them in another).
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const onNext = async () => {
    const found = validateStep(step, form);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    if (!isLast) {
      goTo(step + 1);
      return;
    }
    try {
      await complete.mutateAsync(toPayload(form));
    } catch (error) {
      toast({
        title: ONBOARDING_MESSAGES.saveError,
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: ONBOARDING_MESSAGES.saved, description: ONBOARDING_MESSAGES.savedDescription });
    navigate('/');
  };

  const onPrevious = () => {
    setErrors({});
    goTo(Math.max(0, step - 1));
  };

  const text = (
    key: keyof FormState,
    label: string,
    options: { numeric?: boolean; hint?: string; max?: number } = {},
  ) => (
    <FormField id={`onboarding-${key}`} label={label} hint={options.hint} error={errors[key]}>
      {(aria) => (
        <Input
          {...aria}
          value={form[key] as string}
          onChange={(event) => set(key)(event.target.value)}
          inputMode={options.numeric ? 'numeric' : undefined}
          maxLength={options.max ?? (options.numeric ? 4 : ONBOARDING_LIMITS.shortTextMax)}
          autoComplete="off"
        />
      )}
    </FormField>
  );
  const longText = (key: keyof FormState, label: string) => (
    <FormField id={`onboarding-${key}`} label={label} error={errors[key]}>
      {(aria) => (
        <Textarea
          {...aria}
          value={form[key] as string}
          onChange={(event) => set(key)(event.target.value)}
          rows={2}
          maxLength={ONBOARDING_LIMITS.textMax}
        />
      )}
    </FormField>
  );
  const select = (key: keyof FormState, label: string, options: readonly string[]) => (
    <FormField id={`onboarding-${key}`} label={label} error={errors[key]}>
      {(aria) => (
        <select
          {...aria}
          value={form[key] as string}
          onChange={(event) => set(key)(event.target.value)}
          className={`${fieldClasses} min-h-12`}
        >
          <option value="">Choose…</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {OPTION_LABELS[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const choices = (
    key: 'chronicConditions' | 'primarySymptoms' | 'primaryGoals',
    legend: string,
    options: readonly string[],
  ) => (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = form[key].includes(option);
          return (
            <label
              key={option}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${
                checked ? 'border-brand bg-brand-soft text-brand-ink' : 'border-line-strong text-ink'
              }`}
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand"
                checked={checked}
                onChange={() => toggle(key, option)}
              />
              {option}
            </label>
          );
        })}
      </div>
    </fieldset>
  );

  return (
    <>
      <PageHeader
        title="Health Questionnaire"
        subtitle="A few questions to personalise your wellness plan."
      />
      <div className="px-4 pb-8">
        <div className="mb-4">
          <div className="mb-1 flex justify-between text-sm text-ink-muted">
            <span>
              Step {step + 1} of {ONBOARDING_STEP_COUNT}
            </span>
            <span>{percent}% complete</span>
          </div>
          <div
            role="progressbar"
            aria-label="Questionnaire progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-line"
          >
            <div className="h-full rounded-full bg-brand transition-all" style={{ width: `${percent}%` }} />
          </div>
        </div>

        <Card>
          <CardContent>
            <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
              {ONBOARDING_STEP_TITLES[step]}
            </h2>
            <form
              ref={formRef}
              noValidate
              className="mt-4 space-y-5"
              onSubmit={(event) => {
                event.preventDefault();
                void onNext();
              }}
            >
              {step === 0 ? (
                <>
                  {text('age', 'Age', { numeric: true, hint: 'Whole years, 1–120' })}
                  <UnitChoice value={form.units} onChange={chooseUnits} />
                  {form.units === 'us' ? (
                    <>
                      {text('weight', 'Weight (lbs)', {
                        numeric: true,
                        hint: `${ONBOARDING_LIMITS.weightMin}–${ONBOARDING_LIMITS.weightMax} lbs`,
                      })}
                      <FeetInchesField
                        feet={form.heightFeet}
                        inches={form.heightInches}
                        onFeet={set('heightFeet')}
                        onInches={set('heightInches')}
                        feetError={errors.heightFeet}
                        inchesError={errors.heightInches}
                      />
                    </>
                  ) : (
                    <>
                      {text('weight', 'Weight (kg)', {
                        numeric: true,
                        hint: `${ONBOARDING_LIMITS.weightKgMin}–${ONBOARDING_LIMITS.weightKgMax} kg`,
                      })}
                      {text('height', 'Height (cm)', {
                        numeric: true,
                        hint: `${ONBOARDING_LIMITS.heightMin}–${ONBOARDING_LIMITS.heightMax} cm`,
                      })}
                    </>
                  )}
                  {select('gender', 'Gender', GENDERS)}
                </>
              ) : null}
              {step === 1 ? (
                <>
                  {choices('chronicConditions', 'Chronic conditions (choose any)', CHRONIC_CONDITION_CHOICES)}
                  {text('otherConditions', 'Other conditions (optional)', {
                    hint: 'Separate with commas',
                    max: ONBOARDING_LIMITS.textMax,
                  })}
                  {longText('medications', 'Current medications (optional)')}
                  {longText('allergies', 'Allergies (optional)')}
                  {longText('familyHistory', 'Family history (optional)')}
                </>
              ) : null}
              {step === 2 ? (
                <>
                  {select('diet', 'Diet', DIETS)}
                  {select('exerciseLevel', 'Exercise level', EXERCISE_LEVELS)}
                  {text('sleepHours', 'Sleep hours per night', { numeric: true, hint: '1–24' })}
                  {text('stressLevel', 'Stress level', {
                    numeric: true,
                    hint: '1 (calm) to 10 (very stressed)',
                  })}
                  {select('smokingStatus', 'Smoking', SMOKING_STATUSES)}
                  {select('alcoholConsumption', 'Alcohol', ALCOHOL_LEVELS)}
                </>
              ) : null}
              {step === 3 ? (
                <>
                  {choices('primarySymptoms', 'Primary symptoms (choose any)', SYMPTOM_CHOICES)}
                  {text('otherSymptoms', 'Other symptoms (optional)', {
                    hint: 'Separate with commas',
                    max: ONBOARDING_LIMITS.textMax,
                  })}
                  {text('symptomSeverity', 'Overall severity', {
                    numeric: true,
                    hint: '1 (mild) to 10 (severe)',
                  })}
                  {text('symptomDuration', 'How long have you had them? (optional)')}
                  {longText('triggers', 'Known triggers (optional)')}
                </>
              ) : null}
              {step === 4 ? (
                <>
                  {choices('primaryGoals', 'Primary goals (choose any)', GOAL_CHOICES)}
                  {text('timeline', 'Timeline (optional)', { hint: 'e.g. 3 months' })}
                  {longText('preferences', 'Preferences (optional)')}
                </>
              ) : null}

              <div className="flex gap-3 pt-2">
                <Button variant="outline" onClick={onPrevious} disabled={step === 0}>
                  <ChevronLeft className="h-5 w-5" aria-hidden="true" />
                  Previous
                </Button>
                <Button type="submit" className="flex-1" disabled={complete.isPending}>
                  {isLast ? (complete.isPending ? 'Saving...' : 'Complete Setup') : 'Next'}
                  {isLast ? null : <ChevronRight className="h-5 w-5" aria-hidden="true" />}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
      </div>
    </>
  );
}

/**
 * 'Units': a segmented control built from native radio buttons, so arrow keys move the choice and a
 * screen reader announces the group and the selected option.
 */
function UnitChoice({
  value,
  onChange,
}: {
  value: TMeasurementSystem;
  onChange: (units: TMeasurementSystem) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">Units</legend>
      <div className="mt-2 grid grid-cols-2 gap-1 rounded-xl border border-line-strong p-1">
        {MEASUREMENT_SYSTEMS.map((units) => {
          const checked = value === units;
          return (
            <label
              key={units}
              className={`relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-center text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${
                checked ? 'bg-brand text-on-brand' : 'text-ink'
              }`}
            >
              <input
                type="radio"
                name="onboarding-units"
                value={units}
                checked={checked}
                onChange={() => onChange(units)}
                // Covers the whole segment, unseen: the label is what shows.
                className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-lg opacity-0"
              />
              {MEASUREMENT_SYSTEM_LABELS[units]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Height in feet and inches: two whole-number boxes under one legend, each with its own error. */
function FeetInchesField({
  feet,
  inches,
  onFeet,
  onInches,
  feetError,
  inchesError,
}: {
  feet: string;
  inches: string;
  onFeet: (value: string) => void;
  onInches: (value: string) => void;
  feetError?: string;
  inchesError?: string;
}) {
  const hintId = 'onboarding-height-us-hint';
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-sm font-medium text-ink">Height</legend>
      <p id={hintId} className="text-sm text-ink-muted">
        3 ft 4 in to 8 ft 2 in
      </p>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <FormField id="onboarding-heightFeet" label="Feet" error={feetError}>
          {(aria) => (
            <Input
              {...aria}
              value={feet}
              onChange={(event) => onFeet(event.target.value)}
              inputMode="numeric"
              maxLength={2}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField id="onboarding-heightInches" label="Inches" error={inchesError}>
          {(aria) => (
            <Input
              {...aria}
              value={inches}
              onChange={(event) => onInches(event.target.value)}
              inputMode="numeric"
              maxLength={2}
              autoComplete="off"
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
