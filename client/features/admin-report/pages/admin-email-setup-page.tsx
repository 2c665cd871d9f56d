import { errorMessage } from '@client/api/http';
import { useCurrentUser } from '@client/features/auth';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { EmptyState, QueryCard, SectionCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { toast } from '@client/ui/use-toast';
import { ADMIN_REPORT_LIMITS, ADMIN_REPORT_MESSAGES, type TReportRecipient } from '@contract/admin-report';
import { MailPlus } from 'lucide-react';
import { useMemo } from 'react';
import { ReportForm } from '../components/report-form';
import { ReportSummary } from '../components/report-summary';
import { nextSendLabel, REPORT_CONTENTS } from '../format';
import { useRemoveRecipient, useReportMetrics, useReportSchedule } from '../hooks';

function RecipientRow({ recipient }: { recipient: TReportRecipient }) {
  const remove = useRemoveRecipient();
  const onRemove = async () => {
    try {
      await remove.mutateAsync(recipient.id);
    } catch (error) {
      toast({
        title: ADMIN_REPORT_MESSAGES.removeFailed,
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: ADMIN_REPORT_MESSAGES.removedTitle, description: recipient.email });
  };
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <span className="min-w-0 text-sm break-all text-ink">{recipient.email}</span>
      <Button
        variant="outline"
        size="compact"
        className="shrink-0 px-3"
        disabled={remove.isPending}
        onClick={onRemove}
        aria-label={`Remove ${recipient.email}`}
      >
        {remove.isPending ? 'Removing...' : 'Remove'}
      </Button>
    </li>
  );
}

/**
 * Daily Email Reports (docs/product/admin.md#daily-report): the address and its actions, what the
 * report holds and when it goes, the addresses on the list, and the report's figures now.
 */
export default function AdminEmailSetupPage() {
  useDocumentTitle('Daily Email Reports');
  const user = useCurrentUser();
  const schedule = useReportSchedule();
  const metrics = useReportMetrics();
  const scheduled = useMemo(
    () => (schedule.data ? new Set(schedule.data.recipients.map((r) => r.email)) : undefined),
    [schedule.data],
  );

  return (
    <>
      <PageHeader
        title="Daily Email Reports"
        subtitle="A short report of the last 24 hours, mailed every day at 6 PM Pacific."
      />
      <div className="space-y-4 pb-8">
        <SectionCard id="report-send" title="Send the report">
          <ReportForm defaultEmail={user?.email ?? ''} scheduled={scheduled} />
        </SectionCard>

        <SectionCard id="report-contents" title="What the report contains">
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
            {REPORT_CONTENTS.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="text-sm text-ink-muted">
            Counts of the last 24 hours only: no names, addresses or health data. Sent every day at 6 PM
            Pacific time (18:00 in Los Angeles, summer and winter).
            {schedule.data ? (
              <>
                {' '}
                Next report:{' '}
                <span className="font-semibold text-ink">{nextSendLabel(schedule.data.nextSendAt)}</span> your
                time.
              </>
            ) : null}
          </p>
        </SectionCard>

        <QueryCard
          section={{ id: 'report-recipients', title: 'Scheduled addresses' }}
          query={schedule}
          loadingLabel="Loading the scheduled addresses..."
          skeleton={
            <div className="space-y-3">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          }
          error="The scheduled addresses could not be loaded."
          isBroken={(data) => !Array.isArray(data.recipients)}
          isEmpty={(data) => data.recipients.length === 0}
          empty={
            <EmptyState icon={MailPlus} title="No addresses yet">
              Schedule Daily adds the address above; the report then goes to it every evening.
            </EmptyState>
          }
        >
          {(data) => (
            <>
              <ul className="divide-y divide-line">
                {data.recipients.map((recipient) => (
                  <RecipientRow key={recipient.id} recipient={recipient} />
                ))}
              </ul>
              <p className="text-sm text-ink-muted">
                {data.recipients.length} of at most {ADMIN_REPORT_LIMITS.recipientsMax} addresses.
              </p>
            </>
          )}
        </QueryCard>

        <QueryCard
          section={{ id: 'report-today', title: 'Today’s figures' }}
          query={metrics}
          loadingLabel="Loading today’s figures..."
          skeleton={<Skeleton className="h-72" />}
          error="Today’s figures could not be loaded."
          isBroken={(data) => typeof data.newUsers !== 'number'}
        >
          {(data) => <ReportSummary metrics={data} />}
        </QueryCard>
      </div>
    </>
  );
}
