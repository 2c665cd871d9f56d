import { Chips } from '@client/ui/chips';
import { cn } from '@client/ui/cn';
import { formatCents } from '@common/money';
import { practicePlanPrices } from '@common/practice';
import {
  PROVIDER_PLAN_FEATURES,
  PROVIDER_PLAN_TYPES,
  type TBillingCycle,
  type TProviderPlanType,
} from '@contract/practice';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

/** How much a year paid at once saves against twelve months, in whole percent (the catalogue's prices). */
export function yearlySavingPercent(plan: TProviderPlanType): number {
  const { monthlyCents, yearlyCents } = practicePlanPrices(plan);
  return Math.round((1 - yearlyCents / (monthlyCents * 12)) * 100);
}

/** The smallest saving of any plan: what 'Save n%' may promise for all of them. */
export const YEARLY_SAVING_PERCENT = Math.min(...PROVIDER_PLAN_TYPES.map(yearlySavingPercent));

/** '$49' and '/month', or '$470' and '/year'. */
export function planPrice(plan: TProviderPlanType, cycle: TBillingCycle) {
  const prices = practicePlanPrices(plan);
  const cents = cycle === 'monthly' ? prices.monthlyCents : prices.yearlyCents;
  return { amount: formatCents(cents).replace(/\.00$/, ''), per: cycle === 'monthly' ? '/month' : '/year' };
}

/** Monthly or yearly billing, with the yearly saving. */
export function BillingCycleChoice({
  value,
  onChange,
  disabled = false,
}: {
  value: TBillingCycle;
  onChange: (cycle: TBillingCycle) => void;
  /** Until a prerendered page is hydrated: the choice would do nothing yet. */
  disabled?: boolean;
}) {
  return (
    <fieldset disabled={disabled} className="flex flex-wrap items-center gap-3">
      <Chips
        label="Billing"
        layout="wrap"
        options={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'yearly', label: 'Yearly' },
        ]}
        value={value}
        onChange={(cycle) => onChange(cycle ?? 'monthly')}
      />
      <span className="rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand-ink">
        Save {YEARLY_SAVING_PERCENT}% with annual billing
      </span>
    </fieldset>
  );
}

/** A plan's name, price, features and 'Most Popular' mark; `action` is a link or the card's radio. */
export function PlanSummary({
  plan,
  cycle,
  headingLevel = 3,
  action,
  isChosen = false,
}: {
  plan: TProviderPlanType;
  cycle: TBillingCycle;
  headingLevel?: 3 | 4;
  action?: ReactNode;
  isChosen?: boolean;
}) {
  const { name, features, popular } = PROVIDER_PLAN_FEATURES[plan];
  const price = planPrice(plan, cycle);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div
      className={cn(
        'relative rounded-2xl border bg-surface-raised p-5 shadow-raised',
        isChosen || popular ? 'border-brand' : 'border-line',
        isChosen && 'ring-2 ring-brand',
      )}
    >
      {popular ? (
        <p className="mb-2 inline-block rounded-full bg-brand px-3 py-0.5 text-sm font-semibold text-on-brand">
          Most Popular
        </p>
      ) : null}
      <Heading className="text-lg font-bold text-ink">{name}</Heading>
      <p className="mt-1 text-ink">
        <span className="text-3xl font-extrabold">{price.amount}</span>
        <span className="text-ink-muted">{price.per}</span>
      </p>
      <ul className="mt-4 space-y-2">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2 text-sm text-ink">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-ink" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
