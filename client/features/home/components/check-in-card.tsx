import { errorMessage } from '@client/api/http';
import { formatCheckInTime } from '@client/lib/dates';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { Button } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { FormField } from '@client/ui/form-field';
import { Input, Textarea } from '@client/ui/input';
import { SectionCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { TONE_TEXT, ToneMark } from '@client/ui/tone';
import { toast } from '@client/ui/use-toast';
import { METRIC_TONE_WORDS, metricTone } from '@common/metric-tone';
import {
  HEALTH_METRIC_LIMITS,
  HEALTH_METRIC_MESSAGES,
  HEALTH_SCORE_FIELDS,
  type THealthMetric,
  ZCreateHealthMetricRequest,
} from '@contract/health-metrics';
import { zodResolver } from '@hookform/resolvers/zod';
import { ClipboardCheck } from 'lucide-react';
import { type Ref, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useCreateHealthMetric } from '../hooks';

/** The contract's rules, with the note as a plain text field. */
const ZCheckInForm = ZCreateHealthMetricRequest.omit({ userId: true, note: true }).extend({
  note: z.string().trim().max(HEALTH_METRIC_LIMITS.noteMax, HEALTH_METRIC_MESSAGES.noteMax),
});
type CheckInFormInput = z.input<typeof ZCheckInForm>;
type CheckInFormValues = z.output<typeof ZCheckInForm>;

const DEFAULT_VALUES: CheckInFormInput = {
  mood: HEALTH_METRIC_LIMITS.scoreDefault,
  energy: HEALTH_METRIC_LIMITS.scoreDefault,
  stress: HEALTH_METRIC_LIMITS.scoreDefault,
  fatigueLevel: HEALTH_METRIC_LIMITS.scoreDefault,
  mentalClarity: HEALTH_METRIC_LIMITS.scoreDefault,
  digestion: HEALTH_METRIC_LIMITS.scoreDefault,
  sleepQuality: HEALTH_METRIC_LIMITS.sleepDefault,
  note: '',
};

const FORM_ID = 'daily-check-in-form';
const FIELD_NAMES = [...HEALTH_SCORE_FIELDS.map((f) => f.key), 'sleepQuality', 'note'] as const;

type CheckInCardProps = {
  userId: string | undefined;
  latest: { data: THealthMetric | null | undefined; isPending: boolean };
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  toggleRef: Ref<HTMLButtonElement>;
};

/**
 * The daily check-in (docs/product/home.md#daily-check-in): mood, energy, stress, fatigue, mental clarity and
 * digestion 1–10, sleep in hours and a note. Several a day are allowed; the card shows when the last one was.
 */
export function CheckInCard({ userId, latest, isOpen, onOpenChange, toggleRef }: CheckInCardProps) {
  const lastTime = latest.data?.timestamp;
  return (
    <SectionCard id="daily-check-in" title="Daily check-in">
      <div className="space-y-3">
        {latest.isPending ? (
          <Skeleton className="h-4 w-48" />
        ) : (
          <p className="text-sm text-ink-muted">
            {lastTime
              ? `Last check-in: ${formatCheckInTime(lastTime)}. You can check in as often as you like.`
              : 'How are you today? A one-minute check-in feeds every insight here.'}
          </p>
        )}
        <Button
          ref={toggleRef}
          block
          variant={isOpen ? 'outline' : 'primary'}
          aria-expanded={isOpen}
          aria-controls={isOpen ? FORM_ID : undefined}
          onClick={() => onOpenChange(!isOpen)}
        >
          <ClipboardCheck className="h-5 w-5" aria-hidden="true" />
          {isOpen ? 'Close check-in' : 'Check in now'}
        </Button>
        {isOpen ? <CheckInForm userId={userId} onSaved={() => onOpenChange(false)} /> : null}
      </div>
    </SectionCard>
  );
}

function CheckInForm({ userId, onSaved }: { userId: string | undefined; onSaved: () => void }) {
  const createMetric = useCreateHealthMetric(userId);
  const form = useForm<CheckInFormInput, unknown, CheckInFormValues>({
    resolver: zodResolver(ZCheckInForm),
    defaultValues: DEFAULT_VALUES,
  });
  const { errors } = form.formState;
  const values = form.watch();
  const firstRef = useRef<HTMLInputElement | null>(null);
  const noteLength = (values.note ?? '').length;

  useEffect(() => {
    firstRef.current?.focus();
  }, []);

  const onSubmit = async (input: CheckInFormValues) => {
    try {
      await createMetric.mutateAsync({ ...input, note: input.note || undefined });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELD_NAMES);
      toast({
        title: HEALTH_METRIC_MESSAGES.saveError,
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: HEALTH_METRIC_MESSAGES.saved, description: HEALTH_METRIC_MESSAGES.savedDescription });
    form.reset({ ...input, note: '' });
    onSaved();
  };

  return (
    <form id={FORM_ID} noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5 pt-2">
      {HEALTH_SCORE_FIELDS.map((field, index) => {
        const value = Number(values[field.key] ?? HEALTH_METRIC_LIMITS.scoreDefault);
        const registered = form.register(field.key, { valueAsNumber: true });
        const tone = metricTone(field.key, value);
        return (
          <FormField
            key={field.key}
            id={`check-in-${field.key}`}
            label={
              <span className="flex items-center justify-between">
                <span>{field.label}</span>
                <span aria-hidden="true" className="flex items-center gap-2">
                  <ToneMark tone={tone} />
                  <span className={cn('font-semibold', TONE_TEXT[tone])}>{value}/10</span>
                </span>
              </span>
            }
            hint={`1 ${field.low} · 10 ${field.high}`}
            error={errors[field.key]?.message}
          >
            {(aria) => (
              <input
                {...aria}
                {...registered}
                ref={(element) => {
                  registered.ref(element);
                  if (index === 0) firstRef.current = element;
                }}
                type="range"
                min={HEALTH_METRIC_LIMITS.scoreMin}
                max={HEALTH_METRIC_LIMITS.scoreMax}
                step={1}
                aria-valuetext={
                  tone === 'neutral' ? `${value} out of 10` : `${value} out of 10, ${METRIC_TONE_WORDS[tone]}`
                }
                className="block h-10 w-full cursor-pointer accent-brand"
              />
            )}
          </FormField>
        );
      })}

      <FormField
        id="check-in-sleepQuality"
        label="Sleep last night (hours)"
        hint="0 to 24, in half hours, e.g. 7.5"
        error={errors.sleepQuality?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            {...form.register('sleepQuality', { valueAsNumber: true })}
            type="number"
            inputMode="decimal"
            min={HEALTH_METRIC_LIMITS.sleepMin}
            max={HEALTH_METRIC_LIMITS.sleepMax}
            step={HEALTH_METRIC_LIMITS.sleepStep}
          />
        )}
      </FormField>

      <FormField
        id="check-in-note"
        label="Note (optional)"
        hint={`${noteLength}/${HEALTH_METRIC_LIMITS.noteMax} characters. Kept encrypted; only you can read it.`}
        error={errors.note?.message}
      >
        {(aria) => (
          <Textarea
            {...aria}
            {...form.register('note')}
            rows={3}
            maxLength={HEALTH_METRIC_LIMITS.noteMax}
            placeholder="Anything that stood out today?"
          />
        )}
      </FormField>

      <Button type="submit" block disabled={createMetric.isPending}>
        {createMetric.isPending ? 'Saving...' : 'Save check-in'}
      </Button>
    </form>
  );
}
