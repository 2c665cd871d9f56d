import { buttonClasses } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { fromInfinite, LoadOlder } from '@client/ui/load-older';
import { Skeleton } from '@client/ui/skeleton';
import { olderLoadedText } from '@common/journey';
import { Link } from 'wouter';
import { loadedAnalyses, type useNutritionHistory } from '../analysis-api';
import { oneDecimal, round } from '../analysis-format';

/** The 5 most recent analyses, older ones on request (loading, error with retry, empty, list) and a link to the plan's usage. */
export function RecentAnalyses({ history }: { history: ReturnType<typeof useNutritionHistory> }) {
  const entries = loadedAnalyses(history.data);
  return (
    <section aria-labelledby="recent-analyses-title" className="space-y-2">
      <h3 id="recent-analyses-title" className="font-bold text-ink">
        Recent analyses
      </h3>
      {history.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : history.isError ? (
        <p className="text-sm text-ink-muted">
          Your recent analyses could not be loaded.{' '}
          <button
            type="button"
            className="font-semibold text-brand-ink underline"
            onClick={() => void history.refetch()}
          >
            Try again
          </button>
        </p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-ink-muted">No analyses yet. Your first one will appear here.</p>
      ) : (
        <>
          <ul className="divide-y divide-line rounded-xl border border-line bg-surface-raised">
            {entries.map((entry) => (
              <li key={entry.id} className="flex items-center justify-between gap-2 p-3 text-sm">
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-ink">{entry.summary}</span>
                  <span className="text-xs text-ink-muted">
                    {entry.inputType === 'image' ? 'Photo' : entry.inputType === 'voice' ? 'Voice' : 'Text'} ·{' '}
                    {new Date(entry.timestamp).toLocaleString([], {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </span>
                </span>
                <span className="shrink-0 text-right text-ink">
                  {round(entry.analysis.totalCalories)} kcal
                  <span className="block text-xs text-ink-muted">
                    {oneDecimal(entry.analysis.totalProtein)} g protein
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <LoadOlder
            paging={fromInfinite(history)}
            itemCount={entries.length}
            describe={(count) => olderLoadedText(count, { one: 'analysis', many: 'analyses' })}
            loadingLabel="Loading older analyses..."
            errorText="Older analyses could not be loaded."
            endText="These are all your analyses."
          />
        </>
      )}
      <p className="text-xs text-ink-muted">
        <Link
          href="/premium"
          className={cn(buttonClasses({ variant: 'ghost' }), 'min-h-0 px-0 text-xs underline')}
        >
          Your plan and trial usage
        </Link>
      </p>
    </section>
  );
}
