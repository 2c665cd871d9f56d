import { Meter } from '@client/ui/meter';
import { QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { formatPercent } from '@common/analytics-dashboard';
import {
  ANALYTICS_DASHBOARD_MESSAGES,
  FUNNEL_STEP_LABELS,
  ANALYTICS_DASHBOARD_WINDOWS as W,
} from '@contract/analytics-dashboard';
import { count } from '../format';
import { useFunnel } from '../hooks';

/** The funnel from the landing page to Premium over the last 30 days (read every 5 minutes). */
export function ConversionTab() {
  const funnel = useFunnel();
  return (
    <QueryCard
      query={funnel}
      section={{ id: 'funnel', title: `Conversion, last ${W.funnelDays} days` }}
      loadingLabel="Loading the funnel..."
      skeleton={
        <div className="space-y-3">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders.
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      }
      error={ANALYTICS_DASHBOARD_MESSAGES.loadFailed}
    >
      {(data) => {
        const top = Math.max(1, ...data.steps.map((s) => s.count));
        return (
          <div className="space-y-3">
            <ol className="space-y-4" aria-label="Funnel steps">
              {data.steps.map(({ step, count: n }, i) => {
                const rate = data.conversionRates[step];
                return (
                  <li key={step} className="space-y-1" data-step={step}>
                    <div className="flex items-baseline justify-between gap-3">
                      <span className="text-sm font-medium text-ink">{FUNNEL_STEP_LABELS[step]}</span>
                      <span className="text-base font-semibold whitespace-nowrap text-ink">{count(n)}</span>
                    </div>
                    <Meter label={FUNNEL_STEP_LABELS[step]} value={n} max={top} valueText={`${count(n)}`} />
                    {i > 0 ? (
                      <p className="text-xs text-ink-muted">
                        {formatPercent(rate?.ofPrevious ?? null)} of the step before ·{' '}
                        {formatPercent(rate?.ofFirst ?? null)} of landing visits
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ol>
            <p className="text-sm text-ink-muted">
              Landing visits: browser tabs that opened the home page signed out. The other steps follow
              members who signed up in the last {W.funnelDays} days (counts only): onboarding completed, a
              first symptom logged, the trial started, Premium. A member counts at every step reached, so a
              step can pass the one before it.
            </p>
          </div>
        );
      }}
    </QueryCard>
  );
}
