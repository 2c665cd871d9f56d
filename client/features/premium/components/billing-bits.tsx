import { BILLING_MESSAGES, PRICE_CATALOGUE, type TPlanCode } from '@contract/billing';
import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';

/** 'December 24, 2026' in the person's locale and time zone. */
export const longDate = new Intl.DateTimeFormat(undefined, {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

export function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** 'then every month' / 'then every year' for a plan. */
export function intervalText(plan: TPlanCode): string {
  return PRICE_CATALOGUE[plan].interval === 'year' ? 'then every year' : 'then every month';
}

/** When a plan bought now renews: one month (or year) from `now`, as the billing area counts it. */
export function renewalDate(plan: TPlanCode, now: Date = new Date()): Date {
  const next = new Date(now);
  if (PRICE_CATALOGUE[plan].interval === 'year') next.setFullYear(next.getFullYear() + 1);
  else next.setMonth(next.getMonth() + 1);
  return next;
}

/** 'Visa' from 'visa', 'Mastercard' from 'mastercard'. */
export function brandName(brand: string): string {
  if (!brand) return 'Card';
  if (brand.toLowerCase() === 'amex') return 'American Express';
  return brand.charAt(0).toUpperCase() + brand.slice(1).toLowerCase();
}

/** 'Visa •••• 4242', read aloud as 'Visa ending in 4242'. */
export function CardOnFile({ brand, last4 }: { brand: string; last4: string }) {
  const name = brandName(brand);
  return (
    <span>
      <span aria-hidden="true">
        {name} •••• {last4}
      </span>
      <span className="sr-only">
        {name} ending in {last4}
      </span>
    </span>
  );
}

/**
 * The 'Test mode' label every payment screen shows while the processor is the sandbox or Stripe's
 * test keys: nothing real is charged.
 */
export function TestModeBanner({ children }: { children?: ReactNode }) {
  return (
    <section
      aria-label={BILLING_MESSAGES.testModeLabel}
      className="rounded-xl border border-watch bg-watch-soft p-3 text-sm text-ink"
    >
      <p className="flex items-center gap-2 font-semibold text-watch">
        <FlaskConical className="h-5 w-5 shrink-0" aria-hidden="true" />
        {BILLING_MESSAGES.testModeLabel}
      </p>
      <p className="mt-1">{BILLING_MESSAGES.testModeDescription}</p>
      {children}
    </section>
  );
}

/** A small 'Test mode' tag beside a title. */
export function TestModeTag() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-watch bg-watch-soft px-2 py-0.5 text-xs font-semibold text-watch">
      <FlaskConical className="h-3.5 w-3.5" aria-hidden="true" />
      {BILLING_MESSAGES.testModeLabel}
    </span>
  );
}

/** A definition list row: 'Plan' — 'Infinite Wellness Premium (monthly)'. */
export function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className="text-right font-medium text-ink">{children}</dd>
    </div>
  );
}
