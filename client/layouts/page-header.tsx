import { APP_NAME } from '@client/lib/use-document-title';
import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

type PageHeaderProps = {
  /** Defaults to the product name. */
  title?: string;
  subtitle?: ReactNode;
  showNotifications?: boolean;
  /** Shows the profile picture (or initials) linking to /profile. */
  profile?: { name: string; imageUrl?: string | null };
  actions?: ReactNode;
};

/** The shared page header: the page's one h1, with optional notification icon and profile picture. */
export function PageHeader({
  title = APP_NAME,
  subtitle,
  showNotifications,
  profile,
  actions,
}: PageHeaderProps) {
  return (
    <div className="flex items-start justify-between gap-3 px-4 pt-6 pb-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-ink-muted">{subtitle}</p> : null}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {actions}
        {showNotifications ? (
          <Link
            href="/notifications"
            aria-label="Notifications"
            className="inline-flex h-12 w-12 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted"
          >
            <Bell className="h-6 w-6" aria-hidden="true" />
          </Link>
        ) : null}
        {profile ? (
          <Link href="/profile" className="inline-flex h-12 w-12 items-center justify-center rounded-full">
            <span className="sr-only">Your profile</span>
            {profile.imageUrl ? (
              <img src={profile.imageUrl} alt="" className="h-10 w-10 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand text-sm font-semibold text-on-brand"
              >
                {initials(profile.name)}
              </span>
            )}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}
