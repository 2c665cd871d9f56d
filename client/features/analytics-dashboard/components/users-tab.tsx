import { Chart } from '@client/ui/chart';
import { describeSeries } from '@client/ui/chart-summary';
import { EmptyState, QueryCard, SectionCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import {
  ANALYTICS_DASHBOARD_MESSAGES,
  type TAnalyticsEngagement,
  ANALYTICS_DASHBOARD_WINDOWS as W,
} from '@contract/analytics-dashboard';
import { Users } from 'lucide-react';
import { count, dayPoints, shortDay, sparseTicks, wholePercent } from '../format';
import { useEngagement } from '../hooks';

/** Daily active users and sessions over 90 days, and retention by sign-up week (read every 60 s). */
export function UsersTab() {
  const engagement = useEngagement();
  return (
    <QueryCard
      query={engagement}
      loadingLabel="Loading engagement..."
      skeleton={
        <div className="space-y-4 px-4">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
          <Skeleton className="h-64" />
        </div>
      }
      error={ANALYTICS_DASHBOARD_MESSAGES.loadFailed}
    >
      {(data) => (
        <div className="space-y-4">
          <DailyCharts data={data} />
          <RetentionCard data={data} />
        </div>
      )}
    </QueryCard>
  );
}

/** One daily series of the last days: its heading, the chart, and its words and table for screen readers. */
function DaySeries({
  title,
  kind,
  points,
  height,
  unit,
  valueLabel,
}: {
  title: string;
  kind: 'line' | 'bar';
  points: ReturnType<typeof dayPoints>;
  height: number;
  unit: string;
  valueLabel: string;
}) {
  return (
    <div className="space-y-2">
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      <Chart
        kind={kind}
        points={points}
        ticks={sparseTicks(
          points.map((p) => p.label),
          30,
        )}
        height={height}
        summary={describeSeries({
          subject: `${title} over the last ${W.engagementDays} days`,
          points,
          unit,
        })}
        table={{ caption: title, label: 'Day', value: valueLabel }}
      />
    </div>
  );
}

function DailyCharts({ data }: { data: TAnalyticsEngagement }) {
  const users = dayPoints(data.dailyActiveUsers);
  const sessions = dayPoints(data.sessionsPerDay);
  const noSessions = data.sessionsPerDay.every((d) => d.count === 0);
  return (
    <SectionCard id="daily-actives" title={`Last ${W.engagementDays} days`}>
      {noSessions ? (
        <EmptyState icon={Users} title={ANALYTICS_DASHBOARD_MESSAGES.noEvents}>
          Daily active users and sessions appear here once people use the app.
        </EmptyState>
      ) : (
        <div className="space-y-5">
          <DaySeries
            title="Daily active users"
            kind="line"
            points={users}
            height={160}
            unit="users"
            valueLabel="Users"
          />
          <DaySeries
            title="Sessions per day"
            kind="bar"
            points={sessions}
            height={120}
            unit="sessions"
            valueLabel="Sessions"
          />
          <p className="text-sm text-ink-muted">
            Days in UTC, today so far included. Users are members who opted in to usage analytics.
          </p>
        </div>
      )}
    </SectionCard>
  );
}

function RetentionCard({ data }: { data: TAnalyticsEngagement }) {
  const weeks = W.retentionWeeks - 1;
  const anyone = data.retention.some((c) => c.users > 0);
  return (
    <SectionCard id="retention" title="Retention by sign-up week">
      {anyone ? (
        <div className="space-y-2">
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that may scroll sideways must take the keyboard's focus to be scrolled without a mouse. */}
          <section className="-mx-4 overflow-x-auto px-4" aria-labelledby="retention-caption" tabIndex={0}>
            <table className="w-full border-collapse text-xs tabular-nums">
              <caption id="retention-caption" className="sr-only">
                Share of each sign-up week's members active in the weeks after
              </caption>
              <thead>
                <tr className="text-left text-ink-muted">
                  <th scope="col" className="py-1 pr-2 font-medium">
                    Week of
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right font-medium">
                    Users
                  </th>
                  {Array.from({ length: weeks }, (_, i) => i + 1).map((week) => (
                    <th key={week} scope="col" className="px-0.5 py-1 text-right font-medium">
                      <abbr title={`Week ${week}`} className="no-underline">
                        W{week}
                      </abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.retention.map((cohort) => (
                  <tr key={cohort.weekStart} className="border-t border-line">
                    <th scope="row" className="py-1.5 pr-2 text-left font-medium whitespace-nowrap text-ink">
                      {shortDay(cohort.weekStart)}
                    </th>
                    <td className="py-1.5 pr-2 text-right text-ink">{count(cohort.users)}</td>
                    {cohort.retention.map((value, i) => (
                      <td
                        // biome-ignore lint/suspicious/noArrayIndexKey: the week after sign-up.
                        key={i}
                        className="px-0.5 py-1.5 text-right whitespace-nowrap text-ink"
                      >
                        {wholePercent(value)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <p className="text-sm text-ink-muted">
            Members who opted in to usage analytics, by the Monday (UTC) of the week they signed up; W1 is the
            week after; percents rounded. A dash: the week has not started yet.
          </p>
        </div>
      ) : (
        <EmptyState icon={Users} title="No cohorts yet">
          Members who signed up in the last {W.retentionWeeks} weeks and opted in to usage analytics appear
          here.
        </EmptyState>
      )}
    </SectionCard>
  );
}
