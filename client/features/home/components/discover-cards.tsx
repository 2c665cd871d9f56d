import { BookOpen, Trophy } from 'lucide-react';
import { Link } from 'wouter';

/**
 * The discover cards (docs/product/home.md#screens). The library and the challenges have no
 * catalogue yet, so the cards show no counts: a count will come from the server, never the client.
 */
const CARDS = [
  {
    href: '/wellness-library',
    title: 'Wellness Library',
    Icon: BookOpen,
    tint: 'bg-brand-soft',
    ink: 'text-good',
  },
  {
    href: '/wellness-challenges',
    title: 'Wellness Challenges',
    Icon: Trophy,
    tint: 'bg-watch-soft',
    ink: 'text-watch',
  },
] as const;

export function DiscoverCards() {
  return (
    <section aria-labelledby="discover-title" className="px-4">
      <h2 id="discover-title" className="mb-3 text-lg font-semibold text-ink">
        Discover
      </h2>
      <div className="grid gap-3">
        {CARDS.map(({ href, title, Icon, tint, ink }) => (
          <Link
            key={href}
            href={href}
            className={`flex items-center gap-3 rounded-2xl border border-line ${tint} p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus`}
          >
            <Icon className={`h-6 w-6 shrink-0 ${ink}`} aria-hidden="true" />
            <span className="font-semibold text-ink">{title}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
