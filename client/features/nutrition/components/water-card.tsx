import { errorMessage } from '@client/api/http';
import { optionalNumber } from '@client/lib/form-values';
import { Button, buttonClasses } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { CardError } from '@client/ui/card-states';
import { Chart, type ChartPoint } from '@client/ui/chart';
import { describeSeries } from '@client/ui/chart-summary';
import { cn } from '@client/ui/cn';
import { FieldError } from '@client/ui/form-field';
import { fieldClasses, Input } from '@client/ui/input';
import { Label } from '@client/ui/label';
import { Meter } from '@client/ui/meter';
import { Skeleton } from '@client/ui/skeleton';
import { toast } from '@client/ui/use-toast';
import { formatMl, goalPercent } from '@common/water';
import {
  type TWaterSummary,
  WATER_LIMITS,
  WATER_MESSAGES,
  ZAddWaterRequest,
  ZWaterGoalRequest,
} from '@contract/water';
import { zodResolver } from '@hookform/resolvers/zod';
import { CupSoda, Droplet, GlassWater, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import {
  isUpsellError,
  useAddWater,
  useSetWaterGoal,
  useUndoWater,
  useWaterSummary,
} from '../tracking-hooks';

const weekdayShort = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const weekdayLong = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const dayLong = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const timeShort = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const asUtcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * Quick add, custom amount, progress toward the daily goal, undo and the last 7 days
 * (docs/product/premium.md#water-tracking).
 */
export function WaterCard() {
  const summary = useWaterSummary(true);
  return (
    <section id="water" aria-labelledby="water-title" className="scroll-mt-20 px-4">
      <Card>
        <CardContent className="space-y-5">
          <div className="flex items-center gap-2">
            <Droplet className="h-6 w-6 text-brand-ink" aria-hidden="true" />
            <h2 id="water-title" className="text-lg font-semibold text-ink">
              Water
            </h2>
          </div>
          {summary.isPending ? (
            <div role="status" className="space-y-3">
              <span className="sr-only">Loading your water intake...</span>
              <Skeleton className="h-8 w-1/2" />
              <Skeleton className="h-3 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : summary.isError ? (
            <CardError
              message={errorMessage(summary.error) ?? 'Your water intake could not be loaded.'}
              onRetry={() => void summary.refetch()}
            />
          ) : (
            <WaterBody summary={summary.data} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function WaterBody({ summary }: { summary: TWaterSummary }) {
  const addWater = useAddWater();
  const undoWater = useUndoWater();
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const percent = goalPercent(summary.totalMl, summary.goalMl);
  const isBusy = addWater.isPending || undoWater.isPending;

  const onFailure = (title: string, error: unknown) => {
    const message = errorMessage(error) ?? 'Please try again.';
    if (isUpsellError(error)) setLimitMessage(message);
    toast({ title, description: message, variant: 'destructive' });
  };

  const add = async (input: Parameters<typeof addWater.mutateAsync>[0]): Promise<boolean> => {
    try {
      await addWater.mutateAsync(input);
    } catch (error) {
      onFailure(WATER_MESSAGES.addFailed, error);
      return false;
    }
    toast({ title: WATER_MESSAGES.added });
    return true;
  };

  const undo = async () => {
    try {
      await undoWater.mutateAsync(undefined);
    } catch (error) {
      onFailure(WATER_MESSAGES.undoFailed, error);
      return;
    }
    toast({ title: WATER_MESSAGES.undone });
  };

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <p className="text-ink-muted">
          <span className="text-3xl font-bold text-ink">{formatMl(summary.totalMl)}</span> of{' '}
          {formatMl(summary.goalMl)} today
        </p>
        <Meter
          label="Today's water toward your daily goal"
          value={summary.totalMl}
          max={summary.goalMl}
          valueText={`${formatMl(summary.totalMl)} of ${formatMl(summary.goalMl)}, ${percent}%`}
        />
        <p className="text-sm text-ink-muted">
          {percent >= 100 ? 'Daily goal reached. Well done!' : `${percent}% of your daily goal`}
        </p>
      </div>

      {limitMessage ? (
        <div role="alert" className="rounded-xl border border-watch bg-watch-soft p-3 text-sm text-watch">
          <p>{limitMessage}</p>
          <Link href="/premium" className={`${buttonClasses({ block: true })} mt-3`}>
            Upgrade to Premium
          </Link>
        </div>
      ) : null}

      <div className="grid grid-cols-2 gap-3">
        <Button
          variant="secondary"
          aria-label={`Add glass (${WATER_LIMITS.glassMl} ml)`}
          disabled={isBusy}
          onClick={() => void add({ kind: 'glass' })}
        >
          <GlassWater className="h-5 w-5" aria-hidden="true" />
          <span className="flex flex-col items-start text-left">
            <span>Add glass</span>
            <span className="text-xs font-normal text-ink-muted">({WATER_LIMITS.glassMl} ml)</span>
          </span>
        </Button>
        <Button
          variant="secondary"
          aria-label={`Add bottle (${WATER_LIMITS.bottleMl} ml)`}
          disabled={isBusy}
          onClick={() => void add({ kind: 'bottle' })}
        >
          <CupSoda className="h-5 w-5" aria-hidden="true" />
          <span className="flex flex-col items-start text-left">
            <span>Add bottle</span>
            <span className="text-xs font-normal text-ink-muted">({WATER_LIMITS.bottleMl} ml)</span>
          </span>
        </Button>
      </div>

      <CustomAmountForm isBusy={isBusy} onAdd={add} />

      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          {summary.entries.length === 0
            ? 'Nothing logged yet today. Tap a glass to start.'
            : `Last: ${formatMl(summary.entries[0]?.amountMl ?? 0)} at ${timeShort.format(new Date(summary.entries[0]?.createdAt ?? Date.now()))}`}
        </p>
        <Button
          variant="ghost"
          className="shrink-0 whitespace-nowrap"
          disabled={isBusy || summary.entries.length === 0}
          onClick={() => void undo()}
        >
          <Undo2 className="h-5 w-5" aria-hidden="true" />
          Undo last
        </Button>
      </div>

      <WeekBars summary={summary} />
      <GoalForm goalMl={summary.goalMl} />
    </div>
  );
}

type AddWaterInput = z.input<typeof ZAddWaterRequest>;
type AddWaterValues = z.output<typeof ZAddWaterRequest>;
type CustomWater = Extract<AddWaterValues, { kind: 'custom' }>;

function CustomAmountForm({
  isBusy,
  onAdd,
}: {
  isBusy: boolean;
  onAdd: (input: CustomWater) => Promise<boolean>;
}) {
  // The contract's request with `kind` fixed to 'custom': the amount's rules depend on the unit.
  const form = useForm<AddWaterInput, unknown, AddWaterValues>({
    resolver: zodResolver(ZAddWaterRequest),
    defaultValues: { kind: 'custom', unit: 'ml' },
  });
  const unit = form.watch('unit');
  const errors = form.formState.errors as FieldErrors<CustomWater>;
  const error = errors.amount?.message ?? errors.unit?.message;

  const onSubmit = async (values: AddWaterValues) => {
    if (values.kind !== 'custom') return;
    if (await onAdd(values)) form.resetField('amount');
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-1.5">
      <Label htmlFor="water-custom-amount">Custom amount</Label>
      <div className="flex gap-2">
        <Input
          id="water-custom-amount"
          type="number"
          inputMode="decimal"
          min={1}
          step={unit === 'oz' ? 0.5 : 1}
          {...form.register('amount', { setValueAs: optionalNumber })}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'water-custom-error' : undefined}
          className="min-w-0 flex-1"
        />
        <div className="w-24 shrink-0">
          <select aria-label="Unit" {...form.register('unit')} className={cn(fieldClasses, 'min-h-12')}>
            <option value="ml">ml</option>
            <option value="oz">oz</option>
          </select>
        </div>
        <Button type="submit" disabled={isBusy}>
          Add
        </Button>
      </div>
      <FieldError id="water-custom-error" message={error} />
    </form>
  );
}

/** The last 7 days as a bar chart with the daily goal as a line (docs/architecture.md#charts). */
function WeekBars({ summary }: { summary: TWaterSummary }) {
  const points = summary.week.map<ChartPoint>((day) => {
    const reached = day.totalMl >= summary.goalMl;
    const label = `${dayLong.format(asUtcDate(day.date))}${day.date === summary.today ? ' (today)' : ''}`;
    return {
      label,
      value: day.totalMl,
      valueText: `${formatMl(day.totalMl)}${reached ? ', goal reached' : ''}`,
    };
  });
  return (
    <div className="space-y-2">
      <h3 className="text-base font-semibold text-ink">Last 7 days</h3>
      <Chart
        kind="bar"
        points={points}
        ticks={summary.week.map((day) => weekdayShort.format(asUtcDate(day.date)))}
        color={(point) => ((point.value ?? 0) >= summary.goalMl ? 'reached' : 'belowGoal')}
        goal={{ value: summary.goalMl, label: `Daily goal ${formatMl(summary.goalMl)}` }}
        legend={[
          { color: 'reached', label: 'Goal reached' },
          { color: 'belowGoal', label: 'Below goal' },
        ]}
        formatValue={(ml) => ml.toLocaleString('en-US')}
        height={176}
        summary={describeSeries({
          subject: 'Water over the last 7 days',
          points: summary.week.map((day, index) => ({
            label: `${weekdayLong.format(asUtcDate(day.date))}${day.date === summary.today ? ' (today)' : ''}`,
            value: points[index]?.value ?? null,
          })),
          unit: 'ml',
          goal: summary.goalMl,
        })}
        table={{
          caption: `Water per day, last 7 days; daily goal ${formatMl(summary.goalMl)}`,
          label: 'Day',
          value: 'Water',
        }}
      />
    </div>
  );
}

type GoalInput = z.input<typeof ZWaterGoalRequest>;
type GoalValues = z.output<typeof ZWaterGoalRequest>;

function GoalForm({ goalMl }: { goalMl: number }) {
  const setGoal = useSetWaterGoal();
  const form = useForm<GoalInput, unknown, GoalValues>({
    resolver: zodResolver(ZWaterGoalRequest),
    defaultValues: { goalMl },
  });
  const error = form.formState.errors.goalMl?.message;

  const onSubmit = async ({ goalMl: next }: GoalValues) => {
    try {
      await setGoal.mutateAsync(next);
    } catch (err) {
      toast({
        title: WATER_MESSAGES.goalFailed,
        description: errorMessage(err) ?? 'Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: WATER_MESSAGES.goalSaved });
  };

  return (
    <details className="rounded-xl border border-line p-3">
      <summary className="cursor-pointer text-sm font-semibold text-ink">Change daily goal</summary>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-3 space-y-1.5">
        <Label htmlFor="water-goal">Daily goal (ml)</Label>
        <div className="flex gap-2">
          <Input
            id="water-goal"
            type="number"
            inputMode="numeric"
            min={WATER_LIMITS.goalMinMl}
            max={WATER_LIMITS.goalMaxMl}
            step={50}
            {...form.register('goalMl', { setValueAs: optionalNumber })}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'water-goal-error' : 'water-goal-hint'}
            className="flex-1"
          />
          <Button type="submit" disabled={setGoal.isPending}>
            Save goal
          </Button>
        </div>
        <p id="water-goal-hint" className="text-sm text-ink-muted">
          Between 500 and 6,000 ml. Needs vary with heat, activity and health; if you have a heart or kidney
          condition, ask your clinician what is right for you.
        </p>
        <FieldError id="water-goal-error" message={error} />
      </form>
    </details>
  );
}
