import { EmptyState, QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { StatTile } from '@client/ui/stat-tile';
import { formatDuration } from '@common/analytics-dashboard';
import {
  ANALYTICS_DASHBOARD_MESSAGES,
  ANALYTICS_DASHBOARD_WINDOWS as W,
} from '@contract/analytics-dashboard';
import { BarChart3 } from 'lucide-react';
import { count } from '../format';
import { useDashboard } from '../hooks';

export function TilesSkeleton({ tiles = 4 }: { tiles?: number }) {
  return (
    <div className="grid grid-cols-2 gap-2">
      {Array.from({ length: tiles }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders.
        <Skeleton key={i} className="h-20" />
      ))}
    </div>
  );
}

/** Sessions, their length and active users (read every 30 s). */
export function OverviewTab() {
  const dashboard = useDashboard();
  return (
    <QueryCard
      query={dashboard}
      section={{ id: 'overview', title: 'Sessions and users' }}
      loadingLabel="Loading the overview..."
      skeleton={<TilesSkeleton tiles={6} />}
      error={ANALYTICS_DASHBOARD_MESSAGES.loadFailed}
      isEmpty={(data) =>
        data.activeUsers.monthly === 0 && data.sessionsMeasured === 0 && data.activeSessions === 0
      }
      empty={
        <EmptyState icon={BarChart3} title={ANALYTICS_DASHBOARD_MESSAGES.noEvents}>
          Sessions and active users appear here once people use the app. Members count as users only when they
          opted in to usage analytics.
        </EmptyState>
      }
    >
      {(data) => (
        <div className="space-y-3">
          <dl className="grid grid-cols-2 gap-2">
            <StatTile
              variant="feature"
              label={`Active sessions (last ${W.activeSessionMinutes} min)`}
              value={count(data.activeSessions)}
            />
            <StatTile
              variant="feature"
              label={`Average session (last ${W.sessionDurationDays} days)`}
              value={data.sessionsMeasured === 0 ? '–' : formatDuration(data.avgSessionDuration)}
            />
            <StatTile label="Daily active users" value={count(data.activeUsers.daily)} />
            <StatTile label="Weekly active users" value={count(data.activeUsers.weekly)} />
            <StatTile label="Monthly active users" value={count(data.activeUsers.monthly)} />
            <StatTile label="Sessions measured" value={count(data.sessionsMeasured)} />
          </dl>
          <p className="text-sm text-ink-muted">
            A session is one browser tab. Its length runs from its first to its last event; sessions with a
            single event are left out of the average. Users are members who opted in to usage analytics,
            active in the last 24 hours, 7 days and 30 days.
          </p>
        </div>
      )}
    </QueryCard>
  );
}
