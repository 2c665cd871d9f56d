import { useAuthStatus } from '@client/features/auth';
import { track } from '@client/lib/analytics';
import { buttonClasses } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { formatCents } from '@common/money';
import { libraryUpsellLabel } from '@contract/library';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * The Premium offer on the deep brand band: members go to /premium, visitors to /signup (the trial
 * starts there). Hidden from people who already have Premium or a trial. Tracked as
 * `premium_upgrade_clicked` with where it was.
 */
export function PremiumUpsell({
  priceCents,
  title,
  source,
  children,
}: {
  priceCents: number;
  title: string;
  source: 'wellness_library' | 'library_item';
  children: ReactNode;
}) {
  const auth = useAuthStatus();
  const user = auth.data?.authenticated ? auth.data.user : null;
  if (user?.isPremium) return null;
  return (
    <section aria-label="Premium" className="rounded-card bg-brand-deep p-5 text-on-brand-deep">
      <p className="flex items-center gap-2 text-lg font-bold">
        <Sparkles className="h-5 w-5" aria-hidden="true" />
        {title}
      </p>
      <div className="mt-2 space-y-2 text-sm text-on-brand-deep-muted">{children}</div>
      <Link
        href={user ? '/premium' : '/signup'}
        onClick={() => track('premium_upgrade_clicked', { source })}
        className={cn(buttonClasses({ variant: 'inverse', block: true }), 'mt-4')}
      >
        {libraryUpsellLabel(formatCents(priceCents))}
      </Link>
    </section>
  );
}
