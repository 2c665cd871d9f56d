import { formatCheckInTime } from '@client/lib/dates';
import { Button } from '@client/ui/button';
import { CardError, CardSkeleton, HomeSection } from '@client/ui/card-states';
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
          <p className="text-sm text-slate-700">
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
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">From your check-in {formatCheckInTime(metric.timestamp)}.</p>
      <dl className="grid grid-cols-2 gap-3">
        <div className="col-span-2 rounded-xl bg-indigo-50 p-3">
          <dt className="text-sm font-medium text-slate-700">Sleep</dt>
          <dd className="text-2xl font-bold text-indigo-900">
            {metric.sleepQuality} <span className="text-base font-semibold">hours</span>
          </dd>
        </div>
        {SHOWN.map((key) => (
          <div key={key} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm font-medium text-slate-700">{labelOf(key)}</dt>
            <dd>
              <span className="text-xl font-bold text-slate-900">{metric[key]}</span>
              <span className="text-sm text-slate-700">/10</span>
              <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-slate-200">
                <span
                  className="block h-1.5 rounded-full bg-teal-700"
                  style={{ width: `${Math.min(10, Math.max(0, metric[key])) * 10}%` }}
                />
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
