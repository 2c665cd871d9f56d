import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { EmptyState, QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { TAB_CLASSES } from '@client/ui/tabs';
import * as Tabs from '@radix-ui/react-tabs';
import { FlaskConical, Plus } from 'lucide-react';
import { useState } from 'react';
import { CreateExperimentDialog } from '../components/create-experiment-dialog';
import { ExperimentCard } from '../components/experiment-card';
import { OverviewTab } from '../components/overview-tab';
import { ResultsTab } from '../components/results-tab';
import { DASHBOARD_TAB_LABELS, DASHBOARD_TABS, recentExperiments, type TDashboardTab } from '../format';
import { useExperiments } from '../hooks';

function DashboardSkeleton() {
  return (
    <div className="space-y-4">
      <Skeleton className="h-12" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <Skeleton className="h-48" />
    </div>
  );
}

/**
 * A/B Testing Dashboard (docs/product/ab-testing.md#the-screen): Overview, Experiments with Pause,
 * Resume and End, Results per variant, and a form to create an experiment.
 */
export default function AbTestingDashboardPage() {
  useDocumentTitle('A/B Testing Dashboard');
  const experiments = useExperiments();
  const [tab, setTab] = useState<TDashboardTab>('overview');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const createButton = (
    <Button onClick={() => setCreating(true)}>
      <Plus className="h-5 w-5" aria-hidden="true" />
      New experiment
    </Button>
  );

  return (
    <>
      <PageHeader
        title="A/B Testing Dashboard"
        subtitle="Compare versions of a screen on real use, and see whether a variant beats the control beyond chance."
      />
      <div className="px-4 pb-8">
        <QueryCard
          query={experiments}
          loadingLabel="Loading experiments..."
          skeleton={<DashboardSkeleton />}
          error="The experiments could not be loaded."
          isBroken={(data) => !Array.isArray(data)}
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState icon={FlaskConical} title="No experiments yet" action={createButton}>
              Create one to compare a control with up to four variants.
            </EmptyState>
          }
        >
          {(data) => {
            const newestFirst = recentExperiments(data, data.length);
            return (
              <div className="space-y-4">
                <div className="flex justify-end">{createButton}</div>
                <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TDashboardTab)}>
                  <Tabs.List
                    aria-label="Dashboard sections"
                    className="mb-4 flex gap-1 rounded-xl bg-surface-muted p-1"
                  >
                    {DASHBOARD_TABS.map((value) => (
                      <Tabs.Trigger key={value} value={value} className={TAB_CLASSES}>
                        {DASHBOARD_TAB_LABELS[value]}
                      </Tabs.Trigger>
                    ))}
                  </Tabs.List>
                  <Tabs.Content
                    value="overview"
                    className="focus-visible:outline-2 focus-visible:outline-focus"
                  >
                    <OverviewTab experiments={data} />
                  </Tabs.Content>
                  <Tabs.Content
                    value="experiments"
                    className="focus-visible:outline-2 focus-visible:outline-focus"
                  >
                    <ul className="space-y-4">
                      {newestFirst.map((experiment) => (
                        <li key={experiment.id}>
                          <ExperimentCard experiment={experiment} />
                        </li>
                      ))}
                    </ul>
                  </Tabs.Content>
                  <Tabs.Content
                    value="results"
                    className="focus-visible:outline-2 focus-visible:outline-focus"
                  >
                    <ResultsTab experiments={newestFirst} selectedId={selectedId} onSelect={setSelectedId} />
                  </Tabs.Content>
                </Tabs.Root>
              </div>
            );
          }}
        </QueryCard>
      </div>
      <CreateExperimentDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
