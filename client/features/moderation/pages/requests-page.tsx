import { errorMessage } from '@client/api/http';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { cn } from '@client/ui/cn';
import { EmptyState, QueryCard } from '@client/ui/query-card';
import { TAB_CLASSES } from '@client/ui/tabs';
import { toast } from '@client/ui/use-toast';
import { MODERATION_MESSAGES } from '@contract/moderation';
import * as Tabs from '@radix-ui/react-tabs';
import { Check, Inbox, RotateCcw } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Fact, QueueSkeleton } from '../components/queue-parts';
import { formatWhen } from '../format';
import { type RequestKind, useChallengeRequests, useSetRequestHandled, useTypeRequests } from '../hooks';

/**
 * Requests (docs/product/admin.md#moderation): practitioner types and custom challenges members
 * asked for, open first; each is marked handled or reopened.
 */
export default function RequestsPage() {
  useDocumentTitle('Requests');
  const [tab, setTab] = useState<RequestKind>('practitioner');
  return (
    <>
      <PageHeader
        title="Requests"
        subtitle="What members asked us to add. Mark each handled once answered."
      />
      <div className="px-4 pb-8">
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as RequestKind)}>
          <Tabs.List
            aria-label="Requests by kind"
            className="mb-4 flex gap-1 rounded-xl bg-surface-muted p-1"
          >
            <Tabs.Trigger value="practitioner" className={TAB_CLASSES}>
              Practitioner types
            </Tabs.Trigger>
            <Tabs.Trigger value="challenge" className={TAB_CLASSES}>
              Challenges
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="practitioner" className="focus-visible:outline-2 focus-visible:outline-focus">
            {tab === 'practitioner' ? <TypeRequests /> : null}
          </Tabs.Content>
          <Tabs.Content value="challenge" className="focus-visible:outline-2 focus-visible:outline-focus">
            {tab === 'challenge' ? <ChallengeRequests /> : null}
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </>
  );
}

const empty = (text: string) => (
  <EmptyState icon={Inbox} title={MODERATION_MESSAGES.nothingWaiting}>
    {text}
  </EmptyState>
);

function TypeRequests() {
  const query = useTypeRequests();
  return (
    <QueryCard
      query={query}
      loadingLabel="Loading practitioner-type requests..."
      skeleton={<QueueSkeleton />}
      error="The requests could not be loaded."
      isBroken={(data) => !Array.isArray(data)}
      isEmpty={(data) => data.length === 0}
      empty={empty('Practitioner types members ask the directory to add appear here.')}
    >
      {(rows) => (
        <ul className="space-y-4">
          {rows.map((row) => (
            <li key={row.id}>
              <RequestCard
                kind="practitioner"
                id={row.id}
                title={row.specialty}
                handledAt={row.handledAt}
                facts={
                  <>
                    <Fact label="From">{row.userName ?? 'Deleted account'}</Fact>
                    <Fact label="Sent">{formatWhen(row.createdAt)}</Fact>
                    {row.userEmail ? <Fact label="Email">{row.userEmail}</Fact> : null}
                    {row.zipCode ? <Fact label="ZIP code">{row.zipCode}</Fact> : null}
                  </>
                }
                note={row.note}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}

function ChallengeRequests() {
  const query = useChallengeRequests();
  return (
    <QueryCard
      query={query}
      loadingLabel="Loading challenge requests..."
      skeleton={<QueueSkeleton />}
      error="The requests could not be loaded."
      isBroken={(data) => !Array.isArray(data)}
      isEmpty={(data) => data.length === 0}
      empty={empty('Custom challenges members ask for appear here.')}
    >
      {(rows) => (
        <ul className="space-y-4">
          {rows.map((row) => (
            <li key={row.id}>
              <RequestCard
                kind="challenge"
                id={row.id}
                title={`${row.focus}, ${row.days} days`}
                handledAt={row.handledAt}
                facts={
                  <>
                    <Fact label="From">{row.userName ?? 'Member'}</Fact>
                    <Fact label="Sent">{formatWhen(row.createdAt)}</Fact>
                    {row.userEmail ? <Fact label="Email">{row.userEmail}</Fact> : null}
                    <Fact label="Goal">{row.goal}</Fact>
                  </>
                }
                note={row.note}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}

function RequestCard({
  kind,
  id,
  title,
  handledAt,
  facts,
  note,
}: {
  kind: RequestKind;
  id: string;
  title: string;
  handledAt: string | null;
  facts: ReactNode;
  note: string;
}) {
  const titleId = useId();
  const setHandled = useSetRequestHandled();
  const handled = handledAt !== null;
  const onClick = async () => {
    try {
      await setHandled.mutateAsync({ kind, id, handled: !handled });
    } catch (error) {
      toast({
        title: MODERATION_MESSAGES.decisionFailed,
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: handled ? MODERATION_MESSAGES.requestReopened : MODERATION_MESSAGES.requestHandled });
  };
  return (
    <Card className={cn(handled && 'opacity-90')}>
      <article aria-labelledby={titleId}>
        <CardContent className="space-y-3">
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="font-semibold break-words text-ink">
              {title}
            </h2>
            <span
              className={cn(
                'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
                handled ? 'bg-good-soft text-good' : 'bg-watch-soft text-watch',
              )}
            >
              {handled ? 'Handled' : 'Open'}
            </span>
          </div>
          <dl className="grid grid-cols-2 gap-3">{facts}</dl>
          {note ? (
            <p className="rounded-lg bg-surface-muted p-3 text-sm break-words text-ink">{note}</p>
          ) : null}
          {handledAt ? <p className="text-xs text-ink-muted">Handled {formatWhen(handledAt)}</p> : null}
          <Button
            variant={handled ? 'outline' : 'primary'}
            block
            disabled={setHandled.isPending}
            onClick={() => void onClick()}
          >
            {handled ? (
              <RotateCcw className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Check className="h-5 w-5" aria-hidden="true" />
            )}
            {handled ? 'Reopen' : 'Mark handled'}
            <span className="sr-only">: {title}</span>
          </Button>
        </CardContent>
      </article>
    </Card>
  );
}
