import { errorMessage } from '@client/api/http';
import { Button, buttonClasses } from '@client/ui/button';
import { EmptyState, QueryCard } from '@client/ui/query-card';
import { toast } from '@client/ui/use-toast';
import { RECOMMENDATION_MESSAGES, type TRecommendation } from '@contract/recommendations';
import { Check, Lightbulb } from 'lucide-react';
import { Link } from 'wouter';
import { useMarkRecommendationTried, useRecommendations } from '../hooks';

type RecommendationsCardProps = { userId: string | undefined; onCheckIn: () => void };

/**
 * Recommendations from the user's own recent data (docs/product/home.md#recommendations), each with its
 * reason and an action.
 */
export function RecommendationsCard({ userId, onCheckIn }: RecommendationsCardProps) {
  const recommendations = useRecommendations(Boolean(userId));
  const markTried = useMarkRecommendationTried(userId);

  const onTried = (recommendation: TRecommendation) => {
    markTried.mutate(recommendation.id, {
      onSuccess: () =>
        toast({
          title: RECOMMENDATION_MESSAGES.tried,
          description: RECOMMENDATION_MESSAGES.triedDescription,
        }),
      onError: (error) =>
        toast({
          title: RECOMMENDATION_MESSAGES.triedError,
          description: errorMessage(error) ?? 'Please check your connection and try again.',
          variant: 'destructive',
        }),
    });
  };

  return (
    <QueryCard
      query={recommendations}
      section={{ id: 'recommendations', title: 'Recommended for you' }}
      loadingLabel="Loading your recommendations..."
      error="Your recommendations could not be loaded."
      isBroken={(data) => !Array.isArray(data)}
      isEmpty={(data) => data.length === 0}
      empty={
        <EmptyState icon={Lightbulb}>
          Nothing stands out in your recent check-ins and symptoms. Keep checking in and we'll suggest next
          steps when a pattern appears.
        </EmptyState>
      }
    >
      {(data) => (
        <ul className="space-y-3">
          {data.map((recommendation) => (
            <li key={recommendation.id} className="rounded-xl border border-line p-4">
              <h3 className="flex items-start gap-2 font-semibold text-ink">
                <Lightbulb className="mt-0.5 h-5 w-5 shrink-0 text-watch" aria-hidden="true" />
                {recommendation.title}
              </h3>
              <p className="mt-1 text-sm text-ink-muted">{recommendation.reason}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                {recommendation.actionRoute.startsWith('/#') ? (
                  <Button variant="secondary" onClick={onCheckIn}>
                    {recommendation.actionLabel}
                  </Button>
                ) : (
                  <Link href={recommendation.actionRoute} className={buttonClasses({ variant: 'secondary' })}>
                    {recommendation.actionLabel}
                  </Link>
                )}
                {recommendation.triedToday ? (
                  <span className="inline-flex min-h-12 items-center gap-1 px-2 text-sm font-semibold text-good">
                    <Check className="h-4 w-4" aria-hidden="true" />
                    Tried today
                  </span>
                ) : (
                  <Button
                    variant="outline"
                    disabled={markTried.isPending && markTried.variables === recommendation.id}
                    onClick={() => onTried(recommendation)}
                  >
                    I tried this
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}
