import { CardBoundary, ErrorState, QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { Sparkles } from 'lucide-react';
import { useDailyMessage } from '../hooks';

/**
 * The daily affirmation (day of year modulo 15) and the day's quote, from the server
 * (docs/product/home.md#daily-message).
 */
export function DailyMessageCard() {
  return (
    <section aria-labelledby="affirmation-title" className="px-4">
      <div className="rounded-2xl bg-brand-deep p-5 text-on-brand-deep shadow-raised">
        <h2
          id="affirmation-title"
          className="flex items-center gap-2 text-sm font-semibold text-on-brand-deep-muted"
        >
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          Today's affirmation
        </h2>
        <CardBoundary>
          <DailyMessageBody />
        </CardBoundary>
      </div>
    </section>
  );
}

function DailyMessageBody() {
  const message = useDailyMessage();
  return (
    <QueryCard
      query={message}
      loadingLabel="Loading today's affirmation..."
      skeleton={
        <div className="mt-3 space-y-2">
          <Skeleton className="h-5 w-full bg-brand" />
          <Skeleton className="h-5 w-2/3 bg-brand" />
        </div>
      }
      isBroken={(data) => !data?.affirmation}
      error={(_, retry) => (
        <div className="mt-3 bg-surface-raised">
          <ErrorState message="Today's affirmation could not be loaded." onRetry={retry} />
        </div>
      )}
    >
      {({ affirmation, quote, quoteAuthor }) => (
        <>
          <p className="mt-2 text-lg leading-snug font-semibold">{affirmation}</p>
          {quote ? (
            <figure className="mt-4 border-t border-on-brand-deep/30 pt-3 text-sm text-on-brand-deep">
              <blockquote>“{quote}”</blockquote>
              {quoteAuthor ? (
                <figcaption className="mt-1 text-on-brand-deep-muted">— {quoteAuthor}</figcaption>
              ) : null}
            </figure>
          ) : null}
        </>
      )}
    </QueryCard>
  );
}
