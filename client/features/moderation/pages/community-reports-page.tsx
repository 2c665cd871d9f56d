import { errorMessage } from '@client/api/http';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { ModalContent } from '@client/ui/modal';
import { EmptyState, QueryCard } from '@client/ui/query-card';
import { TAB_CLASSES } from '@client/ui/tabs';
import { toast } from '@client/ui/use-toast';
import { reasonTally } from '@common/moderation';
import {
  MODERATION_MESSAGES,
  POST_REPORT_REASON_LABELS,
  type TReportedPost,
  type TReportQueueStatus,
} from '@contract/moderation';
import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { Check, EyeOff, Inbox, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Fact, QueueSkeleton } from '../components/queue-parts';
import { formatWhen, plural } from '../format';
import { type PostDecision, useDecideOnPost, useReportQueue } from '../hooks';

const TABS: readonly { value: TReportQueueStatus; label: string }[] = [
  { value: 'open', label: 'Reported' },
  { value: 'hidden', label: 'Hidden' },
];

const EMPTY: Record<TReportQueueStatus, string> = {
  open: 'Posts members report appear here, first reported first.',
  hidden: 'Posts you hide appear here, so you can restore them.',
};

const DONE: Record<PostDecision, string> = {
  hide: MODERATION_MESSAGES.postHidden,
  restore: MODERATION_MESSAGES.postRestored,
  dismiss: MODERATION_MESSAGES.reportsDismissed,
};

/**
 * Community Reports (docs/product/admin.md#moderation): posts members reported, with how many and
 * why; Hide (confirmed) or Keep. The Hidden tab lists hidden posts with Restore.
 */
export default function CommunityReportsPage() {
  useDocumentTitle('Community Reports');
  const [tab, setTab] = useState<TReportQueueStatus>('open');
  return (
    <>
      <PageHeader
        title="Community Reports"
        subtitle="Posts members reported. Hidden posts leave the community for everyone."
      />
      <div className="px-4 pb-8">
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TReportQueueStatus)}>
          <Tabs.List
            aria-label="Reported posts by state"
            className="mb-4 flex gap-1 rounded-xl bg-surface-muted p-1"
          >
            {TABS.map(({ value, label }) => (
              <Tabs.Trigger key={value} value={value} className={TAB_CLASSES}>
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map(({ value }) => (
            <Tabs.Content
              key={value}
              value={value}
              className="focus-visible:outline-2 focus-visible:outline-focus"
            >
              {tab === value ? <ReportList status={value} /> : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </>
  );
}

function ReportList({ status }: { status: TReportQueueStatus }) {
  const query = useReportQueue(status);
  return (
    <QueryCard
      query={query}
      loadingLabel="Loading reported posts..."
      skeleton={<QueueSkeleton />}
      error="The reported posts could not be loaded."
      isBroken={(data) => !Array.isArray(data)}
      isEmpty={(data) => data.length === 0}
      empty={
        <EmptyState icon={Inbox} title={MODERATION_MESSAGES.nothingWaiting}>
          {EMPTY[status]}
        </EmptyState>
      }
    >
      {(posts) => (
        <ul className="space-y-4">
          {posts.map((post) => (
            <li key={post.id}>
              <ReportedPostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}

function ReportedPostCard({ post }: { post: TReportedPost }) {
  const titleId = useId();
  const details = post.reports.filter((r) => r.detail !== null);
  return (
    <Card>
      <article aria-labelledby={titleId}>
        <CardContent className="space-y-3">
          <h2 id={titleId} className="font-semibold text-ink">
            {post.hiddenAt ? 'Hidden post' : plural(post.reportCount, 'report', 'reports')} in {post.topic}
          </h2>
          <p className="rounded-lg bg-surface-muted p-3 text-sm break-words whitespace-pre-line text-ink">
            {post.content}
          </p>
          <dl className="grid grid-cols-2 gap-3">
            <Fact label="Author">{post.author}</Fact>
            <Fact label="Posted">{formatWhen(post.postedAt)}</Fact>
            {post.firstReportedAt ? (
              <Fact label="First reported">{formatWhen(post.firstReportedAt)}</Fact>
            ) : null}
            {post.hiddenAt ? <Fact label="Hidden">{formatWhen(post.hiddenAt)}</Fact> : null}
          </dl>
          {post.reports.length > 0 ? (
            <div>
              <h3 className="text-xs font-medium text-ink-muted">Reasons</h3>
              <ul className="mt-1 flex flex-wrap gap-2">
                {reasonTally(post.reports).map(({ reason, count }) => (
                  <li
                    key={reason}
                    className="rounded-full bg-watch-soft px-2 py-0.5 text-xs font-semibold text-watch"
                  >
                    {POST_REPORT_REASON_LABELS[reason]}
                    {count > 1 ? ` ×${count}` : ''}
                  </li>
                ))}
              </ul>
              {details.length > 0 ? (
                <ul className="mt-2 space-y-1 text-sm text-ink">
                  {details.map((report, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: reports have no id of their own here
                    <li key={index} className="border-l-2 border-line-strong pl-2 break-words">
                      “{report.detail}”
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <div className="flex gap-3 border-t border-line pt-3">
            {post.hiddenAt ? (
              <DecisionButton post={post} decision="restore" />
            ) : (
              <>
                <HideDialog post={post} />
                <DecisionButton post={post} decision="dismiss" />
              </>
            )}
          </div>
        </CardContent>
      </article>
    </Card>
  );
}

async function decideWithToast(
  decide: ReturnType<typeof useDecideOnPost>,
  id: string,
  decision: PostDecision,
): Promise<boolean> {
  try {
    await decide.mutateAsync({ id, decision });
  } catch (error) {
    toast({
      title: MODERATION_MESSAGES.decisionFailed,
      description: errorMessage(error) ?? 'Please check your connection and try again.',
      variant: 'destructive',
    });
    return false;
  }
  toast({ title: DONE[decision] });
  return true;
}

/** Keep (resolves the reports) or Restore (brings a hidden post back): no confirmation, both undo nothing harmful. */
function DecisionButton({ post, decision }: { post: TReportedPost; decision: 'dismiss' | 'restore' }) {
  const decide = useDecideOnPost();
  const Icon = decision === 'restore' ? RotateCcw : Check;
  return (
    <Button
      variant="outline"
      className="flex-1"
      disabled={decide.isPending}
      onClick={() => void decideWithToast(decide, post.id, decision)}
    >
      <Icon className="h-5 w-5" aria-hidden="true" />
      {decision === 'restore' ? 'Restore' : 'Keep'}
      <span className="sr-only"> post in {post.topic}</span>
    </Button>
  );
}

/** Hide, confirmed: the post leaves every community list and read for every member. */
function HideDialog({ post }: { post: TReportedPost }) {
  const [open, setOpen] = useState(false);
  const decide = useDecideOnPost();
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await decideWithToast(decide, post.id, 'hide')) setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="destructive" className="flex-1">
          <EyeOff className="h-5 w-5" aria-hidden="true" />
          Hide<span className="sr-only"> post in {post.topic}</span>
        </Button>
      </Dialog.Trigger>
      <ModalContent
        title="Hide this post?"
        description="It disappears from the community for every member, its author too, with its replies. You can restore it from the Hidden tab."
        size="sm"
      >
        <form noValidate onSubmit={onSubmit} className="mt-5 flex gap-3">
          <Dialog.Close asChild>
            <Button variant="outline" className="flex-1" disabled={decide.isPending}>
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" variant="destructive" className="flex-1" disabled={decide.isPending}>
            {decide.isPending ? 'Hiding...' : 'Hide Post'}
          </Button>
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
