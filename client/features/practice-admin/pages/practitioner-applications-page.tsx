import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { EmptyState, QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { TAB_CLASSES } from '@client/ui/tabs';
import { PRACTICE_LIMITS, PRACTICE_MESSAGES } from '@contract/practice';
import * as Tabs from '@radix-ui/react-tabs';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { ApplicationCard } from '../components/application-card';
import { groupByStatus, REVIEW_TAB_LABELS, REVIEW_TABS, type TReviewTab } from '../format';
import { useApplications } from '../hooks';

const EMPTY: Record<TReviewTab, { title: string; text: string }> = {
  pending: {
    title: PRACTICE_MESSAGES.noApplications,
    text: `Profiles practitioners submit appear here, oldest first. Practitioners are told review takes ${PRACTICE_LIMITS.reviewBusinessDays} business days.`,
  },
  rejected: {
    title: 'No rejected applications',
    text: 'Applications you reject appear here with your reason.',
  },
  approved: { title: 'No approved applications', text: 'Approved profiles are live in the directory.' },
};

function ApplicationsSkeleton() {
  return (
    <div className="space-y-4">
      <Skeleton className="h-12" />
      <Skeleton className="h-72" />
      <Skeleton className="h-72" />
    </div>
  );
}

/**
 * Practitioner Applications (docs/product/practice.md#admin-review): submitted profiles by state,
 * pending first, each with the whole profile and, while pending, Approve and Reject.
 */
export default function PractitionerApplicationsPage() {
  useDocumentTitle('Practitioner Applications');
  const applications = useApplications();
  const [tab, setTab] = useState<TReviewTab>('pending');

  return (
    <>
      <PageHeader
        title="Practitioner Applications"
        subtitle="Check each licence and profile before it is listed in the practitioner directory."
      />
      <div className="px-4 pb-8">
        <QueryCard
          query={applications}
          loadingLabel="Loading applications..."
          skeleton={<ApplicationsSkeleton />}
          error="The applications could not be loaded."
          isBroken={(data) => !Array.isArray(data)}
        >
          {(data) => {
            const groups = groupByStatus(data);
            return (
              <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TReviewTab)}>
                <Tabs.List
                  aria-label="Applications by status"
                  className="mb-4 flex gap-1 rounded-xl bg-surface-muted p-1"
                >
                  {REVIEW_TABS.map((value) => (
                    <Tabs.Trigger key={value} value={value} className={TAB_CLASSES}>
                      {REVIEW_TAB_LABELS[value]} ({groups[value].length.toLocaleString('en-US')})
                    </Tabs.Trigger>
                  ))}
                </Tabs.List>
                {REVIEW_TABS.map((value) => (
                  <Tabs.Content
                    key={value}
                    value={value}
                    className="focus-visible:outline-2 focus-visible:outline-focus"
                  >
                    {groups[value].length === 0 ? (
                      <EmptyState icon={Inbox} title={EMPTY[value].title}>
                        {EMPTY[value].text}
                      </EmptyState>
                    ) : (
                      <ul className="space-y-4">
                        {groups[value].map((application) => (
                          <li key={application.id}>
                            <ApplicationCard application={application} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </Tabs.Content>
                ))}
              </Tabs.Root>
            );
          }}
        </QueryCard>
      </div>
    </>
  );
}
