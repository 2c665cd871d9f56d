import { Button } from '@client/ui/button';
import { Card, CardContent, CardTitle } from '@client/ui/card';
import { FormField } from '@client/ui/form-field';
import { Input, Textarea } from '@client/ui/input';
import { severityBand } from '@common/symptoms';
import { SYMPTOM_CHOICES, SYMPTOM_LIMITS, ZCreateSymptomRequest } from '@contract/symptoms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

/** The symptom choices offered elsewhere in the product, here as typing suggestions. */
const SYMPTOM_SUGGESTIONS = SYMPTOM_CHOICES;

/** Comma-separated text → trimmed, non-empty triggers. */
export function splitTriggers(text: string): string[] {
  return text
    .split(',')
    .map((trigger) => trigger.trim())
    .filter(Boolean);
}

/** The contract's rules, with triggers typed as one comma-separated field. */
const ZSymptomForm = z.object({
  symptomName: ZCreateSymptomRequest.shape.symptomName,
  severity: ZCreateSymptomRequest.shape.severity,
  description: z.string().trim().max(SYMPTOM_LIMITS.descriptionMax),
  triggers: z
    .string()
    .transform(splitTriggers)
    .refine(
      (list) => list.length <= SYMPTOM_LIMITS.triggersMax,
      `Add at most ${SYMPTOM_LIMITS.triggersMax} triggers`,
    )
    .refine(
      (list) => list.every((trigger) => trigger.length <= SYMPTOM_LIMITS.triggerMax),
      `Each trigger can be at most ${SYMPTOM_LIMITS.triggerMax} characters`,
    ),
});
type SymptomFormInput = z.input<typeof ZSymptomForm>;
export type SymptomFormValues = z.output<typeof ZSymptomForm>;

const DEFAULT_VALUES: SymptomFormInput = {
  symptomName: '',
  severity: SYMPTOM_LIMITS.severityDefault,
  description: '',
  triggers: '',
};

type SymptomFormProps = {
  id: string;
  isSaving: boolean;
  /** Resolves true when saved; the form then resets. */
  onSave: (values: SymptomFormValues) => Promise<boolean>;
  onCancel: () => void;
};

export function SymptomForm({ id, isSaving, onSave, onCancel }: SymptomFormProps) {
  const form = useForm<SymptomFormInput, unknown, SymptomFormValues>({
    resolver: zodResolver(ZSymptomForm),
    defaultValues: DEFAULT_VALUES,
  });
  const { errors } = form.formState;
  const severity = Number(form.watch('severity') ?? SYMPTOM_LIMITS.severityDefault);
  const band = severityBand(severity);
  const nameRef = useRef<HTMLInputElement | null>(null);
  const nameField = form.register('symptomName');

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  const onSubmit = async (values: SymptomFormValues) => {
    if (await onSave(values)) form.reset(DEFAULT_VALUES);
  };

  return (
    <Card id={id} className="mx-4">
      <CardContent>
        <CardTitle>Log a Symptom</CardTitle>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-5">
          <FormField id="symptomName" label="Symptom Name" error={errors.symptomName?.message}>
            {(aria) => (
              <Input
                {...aria}
                {...nameField}
                ref={(element) => {
                  nameField.ref(element);
                  nameRef.current = element;
                }}
                list="symptom-suggestions"
                placeholder="e.g. Headache"
                maxLength={SYMPTOM_LIMITS.nameMax}
                autoComplete="off"
              />
            )}
          </FormField>
          <datalist id="symptom-suggestions">
            {SYMPTOM_SUGGESTIONS.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>

          <FormField
            id="severity"
            label={
              <span className="flex items-center justify-between">
                <span>Severity (1–10)</span>
                <span aria-hidden="true" className="font-semibold text-ink">
                  {severity} – {band.label}
                </span>
              </span>
            }
            hint="1–3 Mild, 4–6 Moderate, 7–10 Severe"
            error={errors.severity?.message}
          >
            {(aria) => (
              <input
                {...aria}
                {...form.register('severity', { valueAsNumber: true })}
                type="range"
                min={SYMPTOM_LIMITS.severityMin}
                max={SYMPTOM_LIMITS.severityMax}
                step={1}
                aria-valuetext={`${severity}, ${band.label}`}
                className="block h-12 w-full cursor-pointer accent-brand"
              />
            )}
          </FormField>

          <FormField id="description" label="Description (optional)" error={errors.description?.message}>
            {(aria) => (
              <Textarea
                {...aria}
                {...form.register('description')}
                rows={3}
                maxLength={SYMPTOM_LIMITS.descriptionMax}
                placeholder="How does it feel? When did it start?"
              />
            )}
          </FormField>

          <FormField
            id="triggers"
            label="Triggers (optional)"
            hint="Separate triggers with commas, e.g. stress, caffeine, poor sleep"
            error={errors.triggers?.message}
          >
            {(aria) => <Input {...aria} {...form.register('triggers')} autoComplete="off" />}
          </FormField>

          <div className="flex gap-3">
            <Button type="submit" className="flex-1" disabled={isSaving}>
              {isSaving ? 'Saving...' : 'Save Symptom'}
            </Button>
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
