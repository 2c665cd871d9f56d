import { errorMessage } from '@client/api/http';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { Chips } from '@client/ui/chips';
import { fieldClasses } from '@client/ui/input';
import { Label } from '@client/ui/label';
import { EmptyState, QueryCard } from '@client/ui/query-card';
import { toast } from '@client/ui/use-toast';
import {
  FEATURE_RATING_KEYS,
  FEATURE_RATING_LABELS,
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_TEXT_KEYS,
  WIDGET_CATEGORIES,
  WIDGET_PRIORITY_LABELS,
  WIDGET_TYPE_LABELS,
} from '@contract/feedback';
import {
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  MODERATION_MESSAGES,
  type TAdminFeedbackItem,
  type TFeedbackStatus,
} from '@contract/moderation';
import { ChevronLeft, ChevronRight, Inbox } from 'lucide-react';
import { useId, useState } from 'react';
import { Fact, QueueSkeleton } from '../components/queue-parts';
import { formatWhen, pageRange } from '../format';
import { FEEDBACK_PAGE_SIZE, type FeedbackFilters, useAdminFeedback, useSetFeedbackStatus } from '../hooks';

const TEXT_LABELS: Record<(typeof FEEDBACK_TEXT_KEYS)[number], string> = {
  mostLikedFeature: 'Liked most',
  leastLikedFeature: 'Liked least',
  suggestedImprovements: 'Suggested improvements',
  additionalFeatures: 'Features wanted',
};

const NO_FILTERS: FeedbackFilters = { source: null, category: null, status: 'new', rating: null };

/**
 * Feedback (docs/product/admin.md#moderation): what members sent from the feedback page and the
 * widget, newest first, filtered by status, source, category and rating, 20 a page; each item's
 * status is set in place.
 */
export default function FeedbackQueuePage() {
  useDocumentTitle('Feedback');
  const [filters, setFilters] = useState<FeedbackFilters>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const query = useAdminFeedback(filters, offset);
  const sourceId = useId();
  const categoryId = useId();
  const ratingId = useId();

  const update = (next: Partial<FeedbackFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setOffset(0);
  };

  return (
    <>
      <PageHeader
        title="Feedback"
        subtitle="What members tell us. New items wait until someone sets a status."
      />
      <div className="space-y-4 px-4 pb-8">
        <Chips
          label="Filter by status"
          options={FEEDBACK_STATUSES.map((value) => ({ value, label: FEEDBACK_STATUS_LABELS[value] }))}
          value={filters.status}
          onChange={(status) => update({ status })}
          allLabel="All"
        />
        <div className="grid grid-cols-3 gap-2">
          <div className="space-y-1">
            <Label htmlFor={sourceId}>Source</Label>
            <select
              id={sourceId}
              value={filters.source ?? ''}
              onChange={(e) => update({ source: (e.target.value || null) as FeedbackFilters['source'] })}
              className={`${fieldClasses} min-h-12`}
            >
              <option value="">All</option>
              <option value="page">Page</option>
              <option value="widget">Widget</option>
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor={categoryId}>Category</Label>
            <select
              id={categoryId}
              value={filters.category ?? ''}
              onChange={(e) => update({ category: e.target.value || null })}
              className={`${fieldClasses} min-h-12`}
            >
              <option value="">All</option>
              <optgroup label="Feedback page">
                {FEEDBACK_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {FEEDBACK_CATEGORY_LABELS[value]}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Widget">
                {WIDGET_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </optgroup>
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor={ratingId}>Rating</Label>
            <select
              id={ratingId}
              value={filters.rating ?? ''}
              onChange={(e) => update({ rating: e.target.value ? Number(e.target.value) : null })}
              className={`${fieldClasses} min-h-12`}
            >
              <option value="">All</option>
              {[5, 4, 3, 2, 1].map((value) => (
                <option key={value} value={value}>
                  {value} of 5
                </option>
              ))}
            </select>
          </div>
        </div>
        <QueryCard
          query={query}
          loadingLabel="Loading feedback..."
          skeleton={<QueueSkeleton />}
          error="The feedback could not be loaded."
          isBroken={(data) => !Array.isArray(data?.items)}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState icon={Inbox} title={MODERATION_MESSAGES.nothingWaiting}>
              No feedback matches these filters.
            </EmptyState>
          }
        >
          {(page) => (
            <div className="space-y-4">
              <p className="text-sm text-ink-muted" aria-live="polite">
                {pageRange(offset, page.items.length, page.total)}
              </p>
              <ul className="space-y-4">
                {page.items.map((item) => (
                  <li key={item.id}>
                    <FeedbackCard item={item} />
                  </li>
                ))}
              </ul>
              {page.total <= FEEDBACK_PAGE_SIZE && offset === 0 ? null : (
                <nav aria-label="Feedback pages" className="flex gap-3">
                  <Button
                    variant="outline"
                    className="flex-1"
                    disabled={offset === 0}
                    onClick={() => setOffset(Math.max(0, offset - FEEDBACK_PAGE_SIZE))}
                  >
                    <ChevronLeft className="h-5 w-5" aria-hidden="true" />
                    Newer
                  </Button>
                  <Button
                    variant="outline"
                    className="flex-1"
                    disabled={offset + page.items.length >= page.total}
                    onClick={() => setOffset(offset + FEEDBACK_PAGE_SIZE)}
                  >
                    Older
                    <ChevronRight className="h-5 w-5" aria-hidden="true" />
                  </Button>
                </nav>
              )}
            </div>
          )}
        </QueryCard>
      </div>
    </>
  );
}

function FeedbackCard({ item }: { item: TAdminFeedbackItem }) {
  const titleId = useId();
  const statusId = useId();
  const setStatus = useSetFeedbackStatus();
  const onStatus = async (status: TFeedbackStatus) => {
    try {
      await setStatus.mutateAsync({ id: item.id, status });
    } catch (error) {
      toast({
        title: MODERATION_MESSAGES.decisionFailed,
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: MODERATION_MESSAGES.statusSaved, description: FEEDBACK_STATUS_LABELS[status] });
  };
  const heading =
    item.source === 'page'
      ? (item.subject ?? FEEDBACK_CATEGORY_LABELS[item.category])
      : `${WIDGET_TYPE_LABELS[item.type]} from the widget`;
  const text = item.source === 'page' ? item.feedback : item.message;
  return (
    <Card>
      <article aria-labelledby={titleId}>
        <CardContent className="space-y-3">
          <h2 id={titleId} className="font-semibold break-words text-ink">
            {heading}
          </h2>
          {text ? (
            <p className="text-sm break-words whitespace-pre-line text-ink">{text}</p>
          ) : (
            <p className="text-sm text-ink-muted">The text was erased with the author’s account.</p>
          )}
          <dl className="grid grid-cols-2 gap-3">
            <Fact label="Rating">{item.rating} of 5</Fact>
            <Fact label="Received">{formatWhen(item.createdAt)}</Fact>
            <Fact label="Source">{item.source === 'page' ? 'Feedback page' : 'Widget'}</Fact>
            <Fact label="Category">
              {item.source === 'page' ? FEEDBACK_CATEGORY_LABELS[item.category] : (item.category ?? 'None')}
            </Fact>
            {item.source === 'widget' ? (
              <>
                <Fact label="Priority">{WIDGET_PRIORITY_LABELS[item.priority]}</Fact>
                {item.email ? <Fact label="Reply to">{item.email}</Fact> : null}
              </>
            ) : null}
          </dl>
          {item.source === 'page' ? <PageDetails item={item} /> : null}
          <div className="space-y-1 border-t border-line pt-3">
            <Label htmlFor={statusId}>Status</Label>
            <select
              id={statusId}
              value={item.status}
              disabled={setStatus.isPending}
              onChange={(e) => void onStatus(e.target.value as TFeedbackStatus)}
              className={`${fieldClasses} min-h-12`}
            >
              {FEEDBACK_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {FEEDBACK_STATUS_LABELS[value]}
                </option>
              ))}
            </select>
            {item.statusUpdatedAt ? (
              <p className="text-xs text-ink-muted">Changed {formatWhen(item.statusUpdatedAt)}</p>
            ) : null}
          </div>
        </CardContent>
      </article>
    </Card>
  );
}

/** The page form's detailed ratings and free-text answers, folded away. */
function PageDetails({ item }: { item: Extract<TAdminFeedbackItem, { source: 'page' }> }) {
  const rated = FEATURE_RATING_KEYS.filter((key) => item[key] !== null);
  const answered = FEEDBACK_TEXT_KEYS.filter((key) => item[key]);
  if (rated.length === 0 && answered.length === 0 && item.wouldRecommend === null) return null;
  return (
    <details className="rounded-lg bg-surface-muted p-3 text-sm">
      <summary className="min-h-8 cursor-pointer font-semibold text-ink">Ratings and answers</summary>
      <dl className="mt-2 grid grid-cols-2 gap-3">
        {rated.map((key) => (
          <Fact key={key} label={FEATURE_RATING_LABELS[key]}>
            {item[key]} of 5
          </Fact>
        ))}
        {item.wouldRecommend === null ? null : (
          <Fact label="Would recommend">{item.wouldRecommend ? 'Yes' : 'No'}</Fact>
        )}
        <Fact label="Follow-up">{item.contactForFollowup ? 'Welcome' : 'Not asked for'}</Fact>
      </dl>
      {answered.length > 0 ? (
        <dl className="mt-3 space-y-2">
          {answered.map((key) => (
            <Fact key={key} label={TEXT_LABELS[key]}>
              {item[key]}
            </Fact>
          ))}
        </dl>
      ) : null}
    </details>
  );
}
