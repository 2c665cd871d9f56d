import { Card, CardContent } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { Sparkles } from 'lucide-react';
import { useDailyMessage } from '../hooks';

/**
 * The feedback page's daily inspiration (quote and affirmation of the day). A skeleton
 * while it loads; if it cannot be loaded the card is left out quietly, the form is what matters here.
 */
export function DailyInspirationCard() {
  const message = useDailyMessage();
  if (message.isError) return null;
  return (
    <section aria-labelledby="daily-inspiration-title" className="px-4 pb-4">
      <Card className="border-brand-tint bg-brand-soft">
        <CardContent className="space-y-3">
          <h2
            id="daily-inspiration-title"
            className="flex items-center gap-2 text-base font-semibold text-brand-ink"
          >
            <Sparkles className="h-5 w-5" aria-hidden="true" />
            Daily Inspiration
          </h2>
          {message.isPending ? (
            <div role="status" aria-label="Loading today's inspiration" className="space-y-2">
              <Skeleton className="h-4 w-full bg-brand-tint" />
              <Skeleton className="h-4 w-4/5 bg-brand-tint" />
              <Skeleton className="h-4 w-2/3 bg-brand-tint" />
            </div>
          ) : (
            <>
              <figure>
                <blockquote className="text-base text-ink italic">“{message.data.quote}”</blockquote>
                {message.data.quoteAuthor ? (
                  <figcaption className="mt-1 text-sm text-ink-muted">
                    — {message.data.quoteAuthor}
                  </figcaption>
                ) : null}
              </figure>
              <p className="text-sm font-medium text-brand-ink">{message.data.affirmation}</p>
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
