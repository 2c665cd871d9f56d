import { Meter } from '@client/ui/meter';
import { EmptyState, QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import {
  ANALYTICS_DASHBOARD_MESSAGES,
  ANALYTICS_DASHBOARD_WINDOWS as W,
} from '@contract/analytics-dashboard';
import { Sparkles } from 'lucide-react';
import { count, featureLabel } from '../format';
import { useDashboard } from '../hooks';

/** The 10 most used features over the last 30 days (read every 30 s). */
export function FeaturesTab() {
  const dashboard = useDashboard();
  return (
    <QueryCard
      query={dashboard}
      section={{ id: 'features', title: `Feature usage, last ${W.featureUsageDays} days` }}
      loadingLabel="Loading feature usage..."
      skeleton={
        <div className="space-y-3">
          {Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders.
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      }
      error={ANALYTICS_DASHBOARD_MESSAGES.loadFailed}
      isEmpty={(data) => Object.keys(data.featureUsage).length === 0}
      empty={
        <EmptyState icon={Sparkles} title="No feature used yet">
          Each time someone uses a feature (water tracking, the assistant, the community…) it is counted here,
          the {W.featureUsageTop} most used first.
        </EmptyState>
      }
    >
      {(data) => {
        const entries = Object.entries(data.featureUsage).sort((a, b) => b[1] - a[1]);
        const top = entries[0]?.[1] ?? 0;
        return (
          <div className="space-y-3">
            <p className="text-sm text-ink-muted">
              Top {W.featureUsageTop} features by uses in the last {W.featureUsageDays} days, everyone
              counted.
            </p>
            <ol className="space-y-3" aria-label="Most used features">
              {entries.map(([name, uses], i) => (
                <li key={name} className="space-y-1">
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="font-medium text-ink">
                      {i + 1}. {featureLabel(name)}
                    </span>
                    <span className="whitespace-nowrap text-ink-muted">
                      {count(uses)} {uses === 1 ? 'use' : 'uses'}
                    </span>
                  </div>
                  <Meter
                    label={featureLabel(name)}
                    value={uses}
                    max={top}
                    valueText={`${count(uses)} uses`}
                  />
                </li>
              ))}
            </ol>
          </div>
        );
      }}
    </QueryCard>
  );
}
