import { Button } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { FieldError, FormField } from '@client/ui/form-field';
import { Input, Textarea } from '@client/ui/input';
import {
  EXERCISE_FEELINGS,
  EXERCISE_LIMITS,
  type TCompleteExerciseRequest,
  ZCompleteExerciseRequest,
} from '@contract/exercise';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

/** The contract's rules; the feeling comes from radio buttons as text ('' when not said). */
const ZCompleteForm = z.object({
  durationMinutes: ZCompleteExerciseRequest.shape.durationMinutes,
  feeling: z.enum(['', '1', '2', '3', '4', '5']).nullable(),
  note: ZCompleteExerciseRequest.shape.note,
});
type CompleteFormInput = z.input<typeof ZCompleteForm>;
type CompleteFormValues = z.output<typeof ZCompleteForm>;

/** The form's values as the request body. */
export function toCompleteRequest(values: CompleteFormValues): TCompleteExerciseRequest {
  return {
    durationMinutes: values.durationMinutes,
    ...(values.feeling ? { feeling: Number(values.feeling) } : {}),
    ...(values.note ? { note: values.note } : {}),
  };
}

/** Completing a workout: minutes (prefilled), how it felt 1–5 in words, an optional note. */
export function CompleteForm({
  defaultMinutes,
  isSaving,
  onSave,
  onCancel,
}: {
  defaultMinutes: number;
  isSaving: boolean;
  onSave: (request: TCompleteExerciseRequest, setFieldErrors: (error: unknown) => void) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<CompleteFormInput, unknown, CompleteFormValues>({
    resolver: zodResolver(ZCompleteForm),
    defaultValues: { durationMinutes: defaultMinutes, feeling: '', note: '' },
  });
  const { errors } = form.formState;

  const setFieldErrors = (error: unknown) => {
    const fields = (error as { fields?: Record<string, string> } | null)?.fields ?? {};
    for (const name of ['durationMinutes', 'feeling', 'note'] as const) {
      const message = fields[name];
      if (message) form.setError(name, { type: 'server', message });
    }
  };

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((values) => onSave(toCompleteRequest(values), setFieldErrors))}
    >
      <FormField
        id="durationMinutes"
        label="Duration (minutes)"
        hint={`From ${EXERCISE_LIMITS.durationMin} to ${EXERCISE_LIMITS.durationMax} minutes`}
        error={errors.durationMinutes?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            {...form.register('durationMinutes', { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={EXERCISE_LIMITS.durationMin}
            max={EXERCISE_LIMITS.durationMax}
            step={1}
          />
        )}
      </FormField>

      <fieldset aria-describedby={errors.feeling ? 'feeling-error' : undefined}>
        <legend className="text-sm font-medium text-ink">How did it feel? (optional)</legend>
        <div className="mt-2 grid gap-2">
          {EXERCISE_FEELINGS.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-line-strong px-3 text-sm text-ink',
                'has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:text-brand-ink',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
              )}
            >
              <input
                type="radio"
                value={String(option.value)}
                className="h-4 w-4 accent-brand"
                {...form.register('feeling')}
              />
              <span className="font-semibold">{option.value}</span>
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        <FieldError id={errors.feeling ? 'feeling-error' : undefined} message={errors.feeling?.message} />
      </fieldset>

      <FormField id="note" label="Note (optional)" error={errors.note?.message}>
        {(aria) => (
          <Textarea
            {...aria}
            {...form.register('note')}
            rows={3}
            maxLength={EXERCISE_LIMITS.noteMax}
            placeholder="Anything to remember next time?"
          />
        )}
      </FormField>

      <div className="flex gap-3">
        <Button type="submit" className="flex-1" disabled={isSaving}>
          {isSaving ? 'Saving...' : 'Save Workout'}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
