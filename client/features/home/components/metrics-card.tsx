import { formatCheckInTime } from '@client/lib/dates';
import { Button } from '@client/ui/button';
import { isTrend } from '@client/ui/chart';
import { type ChartPoint, describeSeries } from '@client/ui/chart-summary';
import { cn } from '@client/ui/cn';
import { EmptyState, ErrorState, LoadingState, QueryCard, type QueryLike } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { StatTile } from '@client/ui/stat-tile';
import { TONE_FILL } from '@client/ui/tone';
import { metricTone } from '@common/metric-tone';
import {
  HEALTH_METRIC_LIMITS,
  HEALTH_SCORE_FIELDS,
  type THealthMetric,
  type THealthMetricDay,
} from '@contract/health-metrics';
import { Activity } from 'lucide-react';
import { useHealthMetricDaily } from '../hooks';

/** The latest entry's fatigueLevel, sleepQuality (hours), mentalClarity and digestion first. */
const SHOWN = ['fatigueLevel', 'mentalClarity', 'digestion', 'mood', 'energy', 'stress'] as const;
const labelOf = (key: (typeof SHOWN)[number]) => HEALTH_SCORE_FIELDS.find((f) => f.key === key)?.label ?? key;

const weekdayLong = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const PERIOD = `over the last ${HEALTH_METRIC_LIMITS.trendDays} days`;

type MetricsCardProps = {
  userId: string | undefined;
  latest: QueryLike<THealthMetric | null>;
  onCheckIn: () => void;
};

export function MetricsCard({ userId, latest, onCheckIn }: MetricsCardProps) {
  return (
    <QueryCard
      query={latest}
      section={{ id: 'health-metrics', title: 'Your health metrics' }}
      loadingLabel="Loading your health metrics..."
      error="Your health metrics could not be loaded."
      isEmpty={(metric) => !metric?.id}
      empty={
        <EmptyState
          icon={Activity}
          action={
            <Button variant="secondary" onClick={onCheckIn}>
              Do your first check-in
            </Button>
          }
        >
          No check-in yet. Your first one takes a minute and shows your sleep, fatigue, clarity and digestion
          here.
        </EmptyState>
      }
    >
      {(metric) => (metric ? <MetricList userId={userId} metric={metric} /> : null)}
    </QueryCard>
  );
}

/** One metric's 7 days as chart points, labelled by weekday ('Tuesday (today)'). */
function pointsOf(days: THealthMetricDay[], key: (typeof SHOWN)[number] | 'sleepQuality', today: string) {
  return days.map<ChartPoint>((day) => ({
    label: `${weekdayLong.format(new Date(`${day.date}T00:00:00Z`))}${day.date === today ? ' (today)' : ''}`,
    value: day[key],
  }));
}

function MetricList({ userId, metric }: { userId: string | undefined; metric: THealthMetric }) {
  const daily = useHealthMetricDaily(userId);
  const days = Array.isArray(daily.data?.days) ? daily.data.days : [];
  const today = daily.data?.today ?? '';
  const trendOf = (key: (typeof SHOWN)[number] | 'sleepQuality') => {
    if (!daily.isSuccess) return undefined;
    const points = pointsOf(days, key, today);
    const isSleep = key === 'sleepQuality';
    return {
      points,
      range: isSleep
        ? undefined
        : ([HEALTH_METRIC_LIMITS.scoreMin, HEALTH_METRIC_LIMITS.scoreMax] as [number, number]),
      summary: describeSeries({
        subject: `${isSleep ? 'Sleep' : labelOf(key as (typeof SHOWN)[number])} ${PERIOD}`,
        points,
        unit: isSleep ? 'hours' : 'out of 10',
      }),
    };
  };
  const hasTrends = daily.isSuccess && isTrend(pointsOf(days, 'sleepQuality', today));

  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted">From your check-in {formatCheckInTime(metric.timestamp)}.</p>
      <dl className="grid grid-cols-2 gap-3">
        <StatTile
          className="col-span-2"
          variant="feature"
          label="Sleep"
          value={String(metric.sleepQuality)}
          unit="hours"
          tone={metricTone('sleepHours', metric.sleepQuality)}
          trend={trendOf('sleepQuality')}
        />
        {SHOWN.map((key) => {
          // Colour, icon and word follow each metric's meaning: stress 8/10 is poor, energy 8/10 good.
          const tone = metricTone(key, metric[key]);
          return (
            <StatTile
              key={key}
              label={labelOf(key)}
              value={String(metric[key])}
              unit="/10"
              tone={tone}
              trend={trendOf(key)}
            >
              <span aria-hidden="true" className="block h-1.5 rounded-full bg-line">
                <span
                  className={cn('block h-1.5 rounded-full', TONE_FILL[tone])}
                  style={{ width: `${Math.min(10, Math.max(0, metric[key])) * 10}%` }}
                />
              </span>
            </StatTile>
          );
        })}
      </dl>
      {daily.isPending ? (
        <LoadingState label="Loading your 7-day trends..." className="space-y-2">
          <Skeleton className="h-4 w-2/3" />
        </LoadingState>
      ) : daily.isError ? (
        <ErrorState
          message="Your 7-day trends could not be loaded."
          retryLabel="Try again"
          onRetry={() => void daily.refetch()}
        />
      ) : hasTrends ? (
        <p className="text-xs text-ink-muted">
          Lines show your last 7 days, one point per day you checked in.
        </p>
      ) : (
        <p className="text-sm text-ink-muted">Check in on 2 different days to see your 7-day trends here.</p>
      )}
    </div>
  );
}
