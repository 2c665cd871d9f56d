import { useIsHydrated } from '@client/lib/use-is-hydrated';
import { buttonClasses } from '@client/ui/button';
import { withReturnPath } from '@common/return-path';
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { BrandLink } from './brand-link';
import { MobileShell } from './mobile-shell';

/** The frame of every signed-out screen: top bar, content, footer. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <MobileShell header={<PublicTopNav />} footer={<SiteFooter />}>
      {children}
    </MobileShell>
  );
}

function PublicTopNav() {
  // A destination the page was opened with (/signup?next=…) stays with the top bar's Sign In, read
  // after hydration like the sign-in page's own links (docs/product/accounts.md#returning-after-sign-in).
  const search = useSearch();
  const isHydrated = useIsHydrated();
  const next = isHydrated ? new URLSearchParams(search).get('next') : null;
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface-raised/95 px-4 backdrop-blur">
      <nav aria-label="Main" className="flex items-center justify-between gap-2">
        <BrandLink />
        <Link href={withReturnPath('/signin', next)} className={buttonClasses({ variant: 'ghost' })}>
          Sign In
        </Link>
      </nav>
    </header>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface px-4 py-8 text-sm">
      <div className="flex flex-col gap-3">
        <Link href="/seo-optimizer" className={buttonClasses({ variant: 'outline', block: true })}>
          SEO Magic Studio
        </Link>
        <Link href="/provider-landing" className={buttonClasses({ variant: 'secondary', block: true })}>
          Healthcare Provider? Join our platform
        </Link>
      </div>
      <nav aria-label="Legal and support" className="mt-6">
        <ul className="grid grid-cols-2 gap-2">
          <li>
            <Link
              href="/terms"
              className="inline-flex min-h-12 items-center font-medium text-brand-ink underline"
            >
              Terms of Service
            </Link>
          </li>
          <li>
            <Link
              href="/privacy"
              className="inline-flex min-h-12 items-center font-medium text-brand-ink underline"
            >
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link
              href="/support"
              className="inline-flex min-h-12 items-center font-medium text-brand-ink underline"
            >
              Support
            </Link>
          </li>
          <li>
            {/* Served by the API server, outside the client router. */}
            <a href="/api" className="inline-flex min-h-12 items-center font-medium text-brand-ink underline">
              API Docs
            </a>
          </li>
        </ul>
      </nav>
      <p className="mt-6 text-ink-muted">
        Infinite Wellness offers general wellness information, not medical advice. In an emergency call 911.
      </p>
    </footer>
  );
}
