import { formatCheckInTime } from '@client/lib/dates';
import { Button } from '@client/ui/button';
import { CardError, CardSkeleton, HomeSection } from '@client/ui/card-states';
import { cn } from '@client/ui/cn';
import { TONE_FILL, TONE_TEXT, ToneMark } from '@client/ui/tone';
import { metricTone } from '@common/metric-tone';
import { HEALTH_SCORE_FIELDS, type THealthMetric } from '@contract/health-metrics';

/** The latest entry's fatigueLevel, sleepQuality (hours), mentalClarity and digestion first. */
const SHOWN = ['fatigueLevel', 'mentalClarity', 'digestion', 'mood', 'energy', 'stress'] as const;
const labelOf = (key: (typeof SHOWN)[number]) => HEALTH_SCORE_FIELDS.find((f) => f.key === key)?.label ?? key;

type MetricsCardProps = {
  latest: {
    data: THealthMetric | null | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  onCheckIn: () => void;
};

export function MetricsCard({ latest, onCheckIn }: MetricsCardProps) {
  return (
    <HomeSection id="health-metrics" title="Your health metrics">
      {latest.isPending ? (
        <CardSkeleton label="Loading your health metrics..." />
      ) : latest.isError ? (
        <CardError message="Your health metrics could not be loaded." onRetry={() => void latest.refetch()} />
      ) : latest.data?.id ? (
        <MetricList metric={latest.data} />
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-ink-muted">
            No check-in yet. Your first one takes a minute and shows your sleep, fatigue, clarity and
            digestion here.
          </p>
          <Button variant="secondary" onClick={onCheckIn}>
            Do your first check-in
          </Button>
        </div>
      )}
    </HomeSection>
  );
}

function MetricList({ metric }: { metric: THealthMetric }) {
  // Colour, icon and word follow each metric's meaning: stress 8/10 is poor, energy 8/10 good.
  const sleepTone = metricTone('sleepHours', metric.sleepQuality);
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted">From your check-in {formatCheckInTime(metric.timestamp)}.</p>
      <dl className="grid grid-cols-2 gap-3">
        <div className="col-span-2 rounded-xl bg-surface-muted p-3">
          <dt className="text-sm font-medium text-ink-muted">Sleep</dt>
          <dd className="flex items-center justify-between gap-2">
            <span className={cn('text-metric font-bold', TONE_TEXT[sleepTone])}>
              {metric.sleepQuality} <span className="text-base font-semibold">hours</span>
            </span>
            <ToneMark tone={sleepTone} />
          </dd>
        </div>
        {SHOWN.map((key) => {
          const tone = metricTone(key, metric[key]);
          return (
            <div key={key} className="rounded-xl bg-surface p-3">
              <dt className="text-sm font-medium text-ink-muted">{labelOf(key)}</dt>
              <dd>
                <span className={cn('text-metric font-bold', TONE_TEXT[tone])}>{metric[key]}</span>
                <span className="text-sm text-ink-muted">/10</span>
                <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-line">
                  <span
                    className={cn('block h-1.5 rounded-full', TONE_FILL[tone])}
                    style={{ width: `${Math.min(10, Math.max(0, metric[key])) * 10}%` }}
                  />
                </span>
                <ToneMark tone={tone} className="mt-1" />
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
