import { Chart } from '@client/ui/chart';
import { describeSeries } from '@client/ui/chart-summary';
import { QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { ANALYTICS_DASHBOARD_WINDOWS as W } from '@contract/analytics-dashboard';
import { clockTime, count, sparseTicks } from '../format';
import { useRealtime } from '../hooks';

/** Real-time activity: sessions active in the last 5 minutes and events per minute (read every 5 s). */
export function RealtimeCard() {
  const realtime = useRealtime();
  return (
    <QueryCard
      query={realtime}
      section={{ id: 'realtime', title: 'Real-time activity' }}
      loadingLabel="Loading real-time activity..."
      skeleton={
        <div className="space-y-3">
          <Skeleton className="h-10 w-32" />
          <Skeleton className="h-24" />
        </div>
      }
      error="Real-time activity could not be loaded."
    >
      {(data) => {
        const points = data.eventsPerMinute.map((m) => ({ label: clockTime(m.minute), value: m.count }));
        const events = data.eventsPerMinute.reduce((sum, m) => sum + m.count, 0);
        return (
          <div className="space-y-3">
            <p className="flex items-baseline gap-2">
              <span className="text-metric font-bold text-ink" data-testid="realtime-sessions">
                {count(data.activeSessions)}
              </span>
              <span className="text-sm text-ink-muted">
                {data.activeSessions === 1 ? 'session' : 'sessions'} active in the last {W.realtimeMinutes}{' '}
                minutes
              </span>
            </p>
            <p className="text-sm text-ink-muted">
              {count(events)} {events === 1 ? 'event' : 'events'} in the last {W.realtimeSeriesMinutes}{' '}
              minutes
            </p>
            <Chart
              kind="bar"
              points={points}
              ticks={sparseTicks(
                points.map((p) => p.label),
                5,
              )}
              height={96}
              summary={describeSeries({
                subject: `Events per minute over the last ${W.realtimeSeriesMinutes} minutes`,
                points,
                unit: 'events',
                pointNoun: 'minutes',
              })}
              table={{ caption: 'Events per minute', label: 'Minute', value: 'Events' }}
            />
          </div>
        );
      }}
    </QueryCard>
  );
}
