import { BookOpen, Trophy } from 'lucide-react';
import { Link } from 'wouter';

/** The static discover cards, 24 articles and 12 active challenges (docs/product/home.md#screens). */
export function DiscoverCards() {
  return (
    <section aria-labelledby="discover-title" className="px-4">
      <h2 id="discover-title" className="mb-3 text-lg font-semibold text-slate-900">
        Discover
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <Link
          href="/wellness-library"
          className="rounded-2xl border border-slate-200 bg-emerald-50 p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          <BookOpen className="h-6 w-6 text-emerald-800" aria-hidden="true" />
          <span className="mt-2 block font-semibold text-slate-900">Wellness Library</span>
          <span className="block text-sm text-slate-700">24 articles</span>
        </Link>
        <Link
          href="/wellness-challenges"
          className="rounded-2xl border border-slate-200 bg-amber-50 p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          <Trophy className="h-6 w-6 text-amber-800" aria-hidden="true" />
          <span className="mt-2 block font-semibold text-slate-900">Wellness Challenges</span>
          <span className="block text-sm text-slate-700">12 active challenges</span>
        </Link>
      </div>
    </section>
  );
}
