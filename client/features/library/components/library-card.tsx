import { cn } from '@client/ui/cn';
import { libraryItemPath } from '@common/library-paths';
import type { TLibraryItemSummary, TLibraryType } from '@contract/library';
import { BookOpen, Clock, GraduationCap, Lock, type LucideIcon, Map as MapIcon, Users } from 'lucide-react';
import { Link } from 'wouter';

export const TYPE_LABEL: Record<TLibraryType, string> = {
  article: 'Article',
  guide: 'Guide',
  course: 'Course',
};
export const TYPE_ICON: Record<TLibraryType, LucideIcon> = {
  article: BookOpen,
  guide: MapIcon,
  course: GraduationCap,
};

/** 'Free' or 'Premium' with a lock: the word carries the meaning, the icon only helps. */
export function AccessBadge({ access }: { access: TLibraryItemSummary['access'] }) {
  return access === 'premium' ? (
    <span className="inline-flex items-center gap-1 rounded-pill bg-brand-deep px-2 py-0.5 text-xs font-semibold text-on-brand-deep">
      <Lock className="h-3 w-3" aria-hidden="true" />
      Premium
    </span>
  ) : (
    <span className="inline-flex items-center rounded-pill border border-line-strong px-2 py-0.5 text-xs font-semibold text-ink">
      Free
    </span>
  );
}

/** One item as a card: the whole card is the link to its page. */
export function LibraryCard({ item, className }: { item: TLibraryItemSummary; className?: string }) {
  const TypeIcon = TYPE_ICON[item.type];
  return (
    <Link
      href={libraryItemPath(item.slug)}
      className={cn(
        'block rounded-card border border-line bg-surface-raised p-4 shadow-raised transition-colors hover:bg-surface',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-2 text-xs font-medium text-ink-muted">
        <span className="inline-flex items-center gap-1">
          <TypeIcon className="h-4 w-4" aria-hidden="true" />
          {TYPE_LABEL[item.type]} · {item.category}
        </span>
        <AccessBadge access={item.access} />
      </div>
      <h3 className="mt-2 text-base leading-snug font-semibold text-balance text-ink">{item.title}</h3>
      <p className="mt-1 line-clamp-3 text-sm text-ink-muted">{item.summary}</p>
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-muted">
        <span className="inline-flex items-center gap-1">
          <Clock className="h-3.5 w-3.5" aria-hidden="true" />
          {item.minutes} min
        </span>
        {item.readers > 0 ? (
          <span className="inline-flex items-center gap-1">
            <Users className="h-3.5 w-3.5" aria-hidden="true" />
            {item.readers.toLocaleString('en-US')} {item.readers === 1 ? 'reader' : 'readers'}
          </span>
        ) : null}
      </p>
    </Link>
  );
}
