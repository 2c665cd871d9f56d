import { BookOpen, Trophy } from 'lucide-react';
import { Link } from 'wouter';

/**
 * The discover cards (docs/product/home.md#screens). The library and the challenges are not built yet,
 * so the cards show no counts (a count would come from the server's catalogue) and say so.
 */
export function DiscoverCards() {
  return (
    <section aria-labelledby="discover-title" className="px-4">
      <h2 id="discover-title" className="mb-3 text-lg font-semibold text-ink">
        Discover
      </h2>
      <div className="grid gap-3">
        <Link
          href="/wellness-library"
          className="flex items-center gap-3 rounded-2xl border border-line bg-brand-soft p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <BookOpen className="h-6 w-6 shrink-0 text-good" aria-hidden="true" />
          <span>
            <span className="block font-semibold text-ink">Wellness Library</span>
            <span className="block text-sm text-ink-muted">Coming soon</span>
          </span>
        </Link>
        <Link
          href="/wellness-challenges"
          className="flex items-center gap-3 rounded-2xl border border-line bg-watch-soft p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <Trophy className="h-6 w-6 shrink-0 text-watch" aria-hidden="true" />
          <span>
            <span className="block font-semibold text-ink">Wellness Challenges</span>
            <span className="block text-sm text-ink-muted">Coming soon</span>
          </span>
        </Link>
      </div>
    </section>
  );
}
