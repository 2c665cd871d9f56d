import { errorMessage } from '@client/api/http';
import { optionalNumber } from '@client/lib/form-values';
import { Button, buttonClasses } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { CardError } from '@client/ui/card-states';
import { FieldError } from '@client/ui/form-field';
import { Input } from '@client/ui/input';
import { Label } from '@client/ui/label';
import { Meter } from '@client/ui/meter';
import { Skeleton } from '@client/ui/skeleton';
import { toast } from '@client/ui/use-toast';
import { formatClock, formatMinutes } from '@common/fasting';
import {
  FASTING_MESSAGES,
  FASTING_NOTE,
  FASTING_PROTOCOLS,
  type TFast,
  type TFastingProtocol,
  type TFastingState,
  ZStartFastRequest,
} from '@contract/fasting';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, CircleDashed, Phone, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import {
  isUpsellError,
  useAcknowledgeFastingNote,
  useFastingState,
  useStartFast,
  useStopFast,
} from '../tracking-hooks';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const PROTOCOL_LABELS: Record<TFastingProtocol, string> = {
  '16:8': '16:8 (16 hours fasting)',
  '18:6': '18:6 (18 hours fasting)',
  '20:4': '20:4 (20 hours fasting)',
  custom: 'Custom',
};

type FastingData = TFastingState & { receivedAt: number };

/**
 * The safety note once, protocol, start/stop, a live timer and the history (docs/product/premium.md#fasting).
 */
export function FastingCard() {
  const state = useFastingState(true);
  return (
    <section id="fasting" aria-labelledby="fasting-title" className="scroll-mt-20 px-4">
      <Card>
        <CardContent className="space-y-5">
          <div className="flex items-center gap-2">
            <Timer className="h-6 w-6 text-brand-ink" aria-hidden="true" />
            <h2 id="fasting-title" className="text-lg font-semibold text-ink">
              Intermittent fasting
            </h2>
          </div>
          {state.isPending ? (
            <div role="status" className="space-y-3">
              <span className="sr-only">Loading your fasting...</span>
              <Skeleton className="h-10 w-2/3" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : state.isError ? (
            <CardError
              message={errorMessage(state.error) ?? 'Your fasting could not be loaded.'}
              onRetry={() => void state.refetch()}
            />
          ) : (
            <FastingBody state={state.data} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function FastingBody({ state }: { state: FastingData }) {
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const onFailure = (title: string, error: unknown) => {
    const message = errorMessage(error) ?? 'Please try again.';
    if (isUpsellError(error)) setLimitMessage(message);
    toast({ title, description: message, variant: 'destructive' });
  };
  return (
    <div className="space-y-5">
      {limitMessage ? (
        <div role="alert" className="rounded-xl border border-watch bg-watch-soft p-3 text-sm text-watch">
          <p>{limitMessage}</p>
          <Link href="/premium" className={`${buttonClasses({ block: true })} mt-3`}>
            Upgrade to Premium
          </Link>
        </div>
      ) : null}
      {state.active ? (
        <ActiveFast fast={state.active} state={state} onFailure={onFailure} />
      ) : state.noteAcknowledged ? (
        <StartFastForm onFailure={onFailure} />
      ) : (
        <FastingNote onFailure={onFailure} />
      )}
      <FastHistory history={state.history} />
    </div>
  );
}

/** Shown before the first fast; acknowledged once, stored on the server. */
function FastingNote({ onFailure }: { onFailure: (title: string, error: unknown) => void }) {
  const acknowledge = useAcknowledgeFastingNote();
  return (
    <section
      aria-labelledby="fasting-note-title"
      className="space-y-3 rounded-xl border border-watch bg-watch-soft p-4"
    >
      <h3 id="fasting-note-title" className="text-base font-semibold text-ink">
        {FASTING_NOTE.title}
      </h3>
      {FASTING_NOTE.body.map((paragraph) => (
        <p key={paragraph} className="text-sm text-ink">
          {paragraph}
        </p>
      ))}
      <p className="text-sm text-ink">
        Support is available: {FASTING_NOTE.helplineName},{' '}
        <a href={`tel:${FASTING_NOTE.helplineTel}`} className="font-semibold text-brand-ink underline">
          <Phone className="mr-1 inline h-4 w-4" aria-hidden="true" />
          {FASTING_NOTE.helplinePhone}
        </a>{' '}
        (
        <a
          href={FASTING_NOTE.helplineUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-ink underline"
        >
          anad.org<span className="sr-only"> (opens in a new tab)</span>
        </a>
        ).
      </p>
      <p className="text-sm text-ink">{FASTING_NOTE.crisis}</p>
      <Button
        block
        disabled={acknowledge.isPending}
        onClick={() =>
          void acknowledge
            .mutateAsync(undefined)
            .catch((error: unknown) => onFailure('Could not save', error))
        }
      >
        {FASTING_NOTE.acknowledge}
      </Button>
    </section>
  );
}

type StartFastFormInput = z.input<typeof ZStartFastRequest>;
type StartFastFormValues = z.output<typeof ZStartFastRequest>;

function StartFastForm({ onFailure }: { onFailure: (title: string, error: unknown) => void }) {
  const startFast = useStartFast();
  const form = useForm<StartFastFormInput, unknown, StartFastFormValues>({
    resolver: zodResolver(ZStartFastRequest),
    defaultValues: { protocol: '16:8' },
  });
  const protocol = form.watch('protocol');
  const { errors } = form.formState;
  const error = errors.customHours?.message ?? errors.protocol?.message;

  const onSubmit = async (values: StartFastFormValues) => {
    // The hours go with the custom protocol only, as typed before another protocol was chosen or not.
    const request =
      values.protocol === 'custom'
        ? { protocol: values.protocol, customHours: values.customHours }
        : { protocol: values.protocol };
    try {
      await startFast.mutateAsync(request);
    } catch (err) {
      onFailure(FASTING_MESSAGES.startFailed, err);
      return;
    }
    toast({ title: FASTING_MESSAGES.started });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-ink">Fasting protocol</legend>
        <div className="grid grid-cols-2 gap-2">
          {FASTING_PROTOCOLS.map((value) => (
            <label
              key={value}
              className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 text-sm text-ink has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
            >
              <input
                type="radio"
                value={value}
                {...form.register('protocol')}
                className="h-4 w-4 accent-brand"
              />
              {PROTOCOL_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {protocol === 'custom' ? (
        <div className="space-y-1.5">
          <Label htmlFor="fasting-custom-hours">Fasting hours (1–72)</Label>
          <Input
            id="fasting-custom-hours"
            type="number"
            inputMode="numeric"
            min={1}
            max={72}
            step={1}
            {...form.register('customHours', { setValueAs: optionalNumber })}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'fasting-error' : undefined}
          />
        </div>
      ) : null}
      <FieldError id="fasting-error" message={error} />
      <Button type="submit" size="lg" block disabled={startFast.isPending}>
        {startFast.isPending ? 'Starting...' : 'Start fast'}
      </Button>
    </form>
  );
}

/** The device clock corrected by the server's, ticking once a second while a fast runs. */
function useServerNow(state: FastingData): number {
  const offset = Date.parse(state.serverTime) - state.receivedAt;
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
}

function ActiveFast({
  fast,
  state,
  onFailure,
}: {
  fast: TFast;
  state: FastingData;
  onFailure: (title: string, error: unknown) => void;
}) {
  const stopFast = useStopFast();
  const now = useServerNow(state);
  const startedAt = Date.parse(fast.startedAt);
  const targetAt = Date.parse(fast.targetAt);
  const elapsedMs = Math.max(0, now - startedAt);
  const elapsedMinutes = Math.floor(elapsedMs / 60_000);
  const targetMinutes = fast.targetHours * 60;
  const isReached = now >= targetAt;

  const onStop = async () => {
    try {
      const ended = await stopFast.mutateAsync(undefined);
      toast({
        title: FASTING_MESSAGES.stopped,
        description: `You fasted ${formatMinutes(ended.durationMinutes)}${ended.targetReached ? ' and reached your target.' : '.'}`,
      });
    } catch (error) {
      onFailure(FASTING_MESSAGES.stopFailed, error);
    }
  };

  return (
    <div className="space-y-4">
      <div className="text-center">
        <p className="text-sm font-medium text-ink-muted">
          Fasting · {fast.protocol === 'custom' ? `${fast.targetHours} h` : fast.protocol}
        </p>
        {/* The ticking clock is for the eyes; screen readers get the minute-level summary below. */}
        <p aria-hidden="true" className="font-mono text-5xl font-bold tabular-nums text-ink">
          {formatClock(elapsedMs)}
        </p>
        <p className="sr-only">
          Fast in progress: {formatMinutes(elapsedMinutes)} of {fast.targetHours} hours.
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          Started {timeFormat.format(new Date(startedAt))} ·{' '}
          {isReached ? 'Target reached!' : `target at ${dateTimeFormat.format(new Date(targetAt))}`}
        </p>
      </div>
      <Meter
        label="Fast progress toward target"
        value={Math.min(elapsedMinutes, targetMinutes)}
        max={targetMinutes}
        valueText={`${formatMinutes(elapsedMinutes)} of ${formatMinutes(targetMinutes)}`}
      />
      <Button
        variant="destructive"
        size="lg"
        block
        disabled={stopFast.isPending}
        onClick={() => void onStop()}
      >
        {stopFast.isPending ? 'Stopping...' : 'Stop fast'}
      </Button>
    </div>
  );
}

function FastHistory({ history }: { history: TFast[] }) {
  return (
    <div className="space-y-2">
      <h3 className="text-base font-semibold text-ink">Recent fasts</h3>
      {history.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong p-3 text-sm text-ink-muted">
          No finished fasts yet. When you stop a fast it appears here with how long you fasted.
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {history.map((fast) => (
            <li key={fast.id} className="flex items-center justify-between gap-3 py-2">
              <div>
                <p className="text-sm font-medium text-ink">
                  {formatMinutes(fast.durationMinutes)}{' '}
                  <span className="font-normal text-ink-muted">
                    of {fast.targetHours} h ({fast.protocol === 'custom' ? 'custom' : fast.protocol})
                  </span>
                </p>
                <p className="text-xs text-ink-muted">{dateTimeFormat.format(new Date(fast.startedAt))}</p>
              </div>
              {fast.targetReached ? (
                <span className="inline-flex items-center gap-1 text-sm font-medium text-brand-ink">
                  <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                  Target reached
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 text-sm text-ink-muted">
                  <CircleDashed className="h-4 w-4" aria-hidden="true" />
                  Ended early
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
