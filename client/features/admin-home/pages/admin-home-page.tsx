import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { cn } from '@client/ui/cn';
import { ErrorState } from '@client/ui/query-card';
import type { TQueueCounts } from '@contract/moderation';
import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { useQueueCounts } from '../hooks';
import { ADMIN_QUEUES, ADMIN_TOOLS, type AdminMenuItem, waitingLabel } from '../menu';

/**
 * The admin menu (docs/product/admin.md#the-admin-menu): a card per admin screen with what it is
 * for, and on each queue how many items wait.
 */
export default function AdminHomePage() {
  useDocumentTitle('Admin');
  const counts = useQueueCounts();

  return (
    <>
      <PageHeader title="Admin" subtitle="Moderation queues and the tools that run Infinite Wellness." />
      <div className="space-y-6 px-4 pb-8">
        <section aria-labelledby="admin-queues-title">
          <h2 id="admin-queues-title" className="mb-2 text-lg font-semibold text-ink">
            Queues
          </h2>
          {counts.isError ? (
            <ErrorState
              className="mb-3"
              message="The waiting counts could not be loaded."
              onRetry={() => void counts.refetch()}
            />
          ) : null}
          <ul className="space-y-3">
            {ADMIN_QUEUES.map((item) => (
              <li key={item.href}>
                <MenuCard item={item} counts={counts.data} isLoading={counts.isPending} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="admin-tools-list-title">
          <h2 id="admin-tools-list-title" className="mb-2 text-lg font-semibold text-ink">
            Tools
          </h2>
          <ul className="space-y-3">
            {ADMIN_TOOLS.map((item) => (
              <li key={item.href}>
                <MenuCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

function MenuCard({
  item,
  counts,
  isLoading = false,
}: {
  item: AdminMenuItem;
  counts?: TQueueCounts;
  isLoading?: boolean;
}) {
  const count = item.count && counts ? counts[item.count] : undefined;
  return (
    <Link
      href={item.href}
      className="flex min-h-16 items-center gap-3 rounded-card border border-line bg-surface-raised p-4 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-ink">{item.title}</span>
          {item.count && isLoading ? (
            <span
              aria-hidden="true"
              className="inline-block h-5 w-20 animate-pulse rounded-full bg-line motion-reduce:animate-none"
            />
          ) : null}
          {count === undefined ? null : (
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
                count > 0 ? 'bg-watch-soft text-watch' : 'bg-surface-muted text-ink-muted',
              )}
            >
              <span className="sr-only">, </span>
              {waitingLabel(count)}
            </span>
          )}
        </span>
        <span className="mt-1 block text-sm text-ink-muted">
          <span className="sr-only">. </span>
          {item.purpose}
        </span>
      </span>
      <ChevronRight className="h-5 w-5 shrink-0 text-ink-muted" aria-hidden="true" />
    </Link>
  );
}
