import { useCurrentUser } from '@client/features/auth';
import { ShareInsightsDialog } from '@client/features/sharing';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { Chips } from '@client/ui/chips';
import { cn } from '@client/ui/cn';
import { EmptyState, QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { toast } from '@client/ui/use-toast';
import {
  INSIGHT_METRIC_FILTERS,
  INSIGHT_METRIC_LABELS,
  INSIGHT_PERIOD_LABELS,
  INSIGHT_PERIODS,
  INSIGHT_TABS,
  INSIGHTS_MESSAGES,
  type TInsightMetricFilter,
  type TInsightPeriod,
  type TInsightsResponse,
} from '@contract/insights';
import * as Tabs from '@radix-ui/react-tabs';
import { RefreshCw, Sprout } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ExportDialog } from '../components/export-dialog';
import { NeedsList } from '../components/insight-parts';
import { InsightsTab, OverviewTab, PatternsTab, TrendsTab } from '../components/insight-tabs';
import { useInsights } from '../hooks';

type TabName = (typeof INSIGHT_TABS)[number];

const TAB_CLASSES = cn(
  'min-h-12 flex-1 rounded-lg px-1 text-sm font-semibold text-ink-muted',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'data-[state=active]:bg-surface-raised data-[state=active]:text-brand-ink data-[state=active]:shadow-raised',
);

const METRIC_OPTIONS = INSIGHT_METRIC_FILTERS.map((value) => ({
  value,
  label: INSIGHT_METRIC_LABELS[value],
}));

/** Nothing at all logged in the period: no summary has a day and no series a value. */
const hasNoData = (data: TInsightsResponse) =>
  data.summaries.every((s) => s.days === 0) &&
  data.series.every((s) => s.points.every((p) => p.value === null)) &&
  data.insights.length === 0;

/**
 * Wellness Insights (docs/product/insights.md#the-screen): the period and metric filters, Share, Export
 * and Refresh, and four tabs computed by the server from the person's own data.
 */
export default function InsightsPage() {
  useDocumentTitle('Wellness Insights');
  const user = useCurrentUser();
  const [period, setPeriod] = useState<TInsightPeriod>('30d');
  const [metric, setMetric] = useState<TInsightMetricFilter>('all');
  const [tab, setTab] = useState<TabName>('Overview');
  const insights = useInsights(period, metric, Boolean(user));
  const periodId = useId();

  const refresh = async () => {
    const result = await insights.refetch();
    if (result.isError) toast({ title: INSIGHTS_MESSAGES.loadFailed, variant: 'destructive' });
    else toast({ title: INSIGHTS_MESSAGES.refreshed });
  };

  return (
    <div className="pb-8">
      <PageHeader title="Wellness Insights" subtitle="Summaries, trends and patterns from what you log." />
      <div className="space-y-4 px-4">
        <div className="space-y-3">
          <div>
            <label htmlFor={periodId} className="text-sm font-medium text-ink">
              Period
            </label>
            <select
              id={periodId}
              value={period}
              onChange={(event) => setPeriod(event.target.value as TInsightPeriod)}
              className="mt-1 block min-h-12 w-full rounded-xl border border-line-strong bg-surface-raised px-3 text-ink focus-visible:outline-2 focus-visible:outline-focus"
            >
              {INSIGHT_PERIODS.map((value) => (
                <option key={value} value={value}>
                  {INSIGHT_PERIOD_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <Chips
            label="Metric"
            options={METRIC_OPTIONS}
            value={metric}
            onChange={(value) => setMetric(value ?? 'all')}
          />
        </div>

        <div className="grid grid-cols-3 gap-2">
          <ShareInsightsDialog triggerLabel="Share" />
          <ExportDialog period={period} />
          <Button
            variant="outline"
            block
            onClick={() => void refresh()}
            disabled={insights.isFetching}
            aria-busy={insights.isFetching}
          >
            <RefreshCw
              className={cn('h-5 w-5', insights.isFetching && 'motion-safe:animate-spin')}
              aria-hidden="true"
            />
            Refresh
          </Button>
        </div>

        <QueryCard
          query={insights}
          loadingLabel="Loading your insights..."
          skeleton={
            <div className="space-y-3">
              <Skeleton className="h-12 w-full" />
              <div className="grid grid-cols-2 gap-3">
                <Skeleton className="h-24" />
                <Skeleton className="h-24" />
              </div>
              <Skeleton className="h-32 w-full" />
            </div>
          }
          error={INSIGHTS_MESSAGES.loadFailed}
          isEmpty={hasNoData}
          empty={<NothingYet needs={insights.data?.needs ?? []} />}
        >
          {(data) => (
            <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TabName)}>
              <Tabs.List
                aria-label="Insights views"
                className="mb-4 flex gap-1 rounded-xl bg-surface-muted p-1"
              >
                {INSIGHT_TABS.map((name) => (
                  <Tabs.Trigger key={name} value={name} className={TAB_CLASSES}>
                    {name}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Tabs.Content value="Overview">
                <OverviewTab data={data} />
              </Tabs.Content>
              <Tabs.Content value="Trends">
                <TrendsTab data={data} />
              </Tabs.Content>
              <Tabs.Content value="Insights">
                <InsightsTab data={data} />
              </Tabs.Content>
              <Tabs.Content value="Patterns">
                <PatternsTab data={data} />
              </Tabs.Content>
            </Tabs.Root>
          )}
        </QueryCard>
      </div>
    </div>
  );
}

/** A person with nothing logged in the period: what is needed, and where to start. */
function NothingYet({ needs }: { needs: string[] }) {
  return (
    <div className="space-y-4">
      <NeedsList needs={needs} />
      <EmptyState
        icon={Sprout}
        title="Your insights start with a few check-ins"
        action={
          <>
            <Link
              href="/"
              className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline underline-offset-4"
            >
              Do a check-in
            </Link>
            <Link
              href="/symptoms"
              className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline underline-offset-4"
            >
              Log a symptom
            </Link>
          </>
        }
      >
        Everything here is worked out from what you log: daily check-ins, symptoms, meals, water, fasting and
        exercise.
      </EmptyState>
    </div>
  );
}
