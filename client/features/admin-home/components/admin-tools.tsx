import { useCurrentUser } from '@client/features/auth';
import { ChevronRight, LayoutDashboard } from 'lucide-react';
import { Link } from 'wouter';

/**
 * The profile screen's link to the admin menu, shown to admins only (the server decides what they may
 * open; docs/product/admin.md#the-admin-menu).
 */
export function AdminTools() {
  const user = useCurrentUser();
  if (user?.role !== 'admin') return null;
  return (
    <section aria-labelledby="admin-tools-title" className="mb-6">
      <h2 id="admin-tools-title" className="mb-2 text-lg font-semibold text-ink">
        Admin
      </h2>
      <Link
        href="/admin"
        className="flex min-h-12 items-center gap-3 rounded-xl border border-line bg-surface-raised px-3 text-sm font-semibold text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus"
      >
        <LayoutDashboard className="h-5 w-5 shrink-0 text-brand-ink" aria-hidden="true" />
        <span className="flex-1">Admin tools</span>
        <ChevronRight className="h-5 w-5 shrink-0 text-ink-muted" aria-hidden="true" />
      </Link>
    </section>
  );
}
