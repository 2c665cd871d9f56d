import { Skeleton } from '@client/ui/skeleton';
import { formatCount } from '../format';
import { useCommunityStats } from '../hooks';

const ITEMS = [
  { key: 'members', label: 'Members' },
  { key: 'discussions', label: 'Discussions' },
  { key: 'supportGiven', label: 'Support Given' },
] as const;

/**
 * The stats strip, counted by the server (GET /api/community/stats;
 * docs/product/community.md#rules-and-numbers).
 */
export function StatsStrip() {
  const stats = useCommunityStats();
  if (stats.isError) return null;
  return (
    <section aria-label="Community stats" className="px-4 pt-4">
      <dl className="grid grid-cols-3 gap-2 rounded-2xl bg-brand-soft p-4 text-center">
        {ITEMS.map((item) => (
          <div key={item.key} className="flex flex-col">
            <dt className="order-2 text-xs font-medium text-brand-ink">{item.label}</dt>
            <dd className="order-1 text-xl font-bold text-brand-ink">
              {stats.isPending ? (
                <>
                  <Skeleton className="mx-auto mb-1 h-7 w-12 bg-brand-tint" />
                  <span className="sr-only">Loading</span>
                </>
              ) : (
                formatCount(stats.data[item.key])
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
