import { useSubscriptionStatus } from '@client/features/premium';
import { CardError, CardSkeleton, HomeSection } from '@client/ui/card-states';
import { Meter } from '@client/ui/meter';
import { formatMinutes } from '@common/fasting';
import { formatMl, goalPercent } from '@common/water';
import { Link } from 'wouter';
import { useFastingState, useWaterSummary } from '../tracking-hooks';

/**
 * The home screen's quick card (docs/product/premium.md#screens): today's water and a fast in progress, for
 * Premium and trial members only; nothing at all for everyone else.
 */
export function TrackingQuickCard() {
  const status = useSubscriptionStatus();
  const isPremium = status.data?.isPremium === true;
  const water = useWaterSummary(isPremium);
  const fasting = useFastingState(isPremium);
  if (!isPremium) return null;

  return (
    <HomeSection
      id="tracking-quick"
      title="Water and fasting"
      action={
        <Link href="/nutrition-premium" className="text-sm font-semibold text-brand-ink underline">
          Open<span className="sr-only"> water and fasting tracking</span>
        </Link>
      }
    >
      {water.isPending || fasting.isPending ? (
        <CardSkeleton label="Loading water and fasting..." lines={2} />
      ) : water.isError || fasting.isError ? (
        <CardError
          message="Water and fasting could not be loaded."
          onRetry={() => {
            void water.refetch();
            void fasting.refetch();
          }}
        />
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-ink-muted">
            <span className="text-lg font-bold text-ink">{formatMl(water.data.totalMl)}</span> of{' '}
            {formatMl(water.data.goalMl)} water today
          </p>
          <Meter
            label="Today's water toward your daily goal"
            value={water.data.totalMl}
            max={water.data.goalMl}
            valueText={`${formatMl(water.data.totalMl)} of ${formatMl(water.data.goalMl)}, ${goalPercent(water.data.totalMl, water.data.goalMl)}%`}
          />
          <p className="text-sm text-ink-muted">
            {fasting.data.active
              ? `Fasting for ${formatMinutes(
                  Math.max(0, Math.floor((Date.now() - Date.parse(fasting.data.active.startedAt)) / 60_000)),
                )} of ${fasting.data.active.targetHours} h`
              : 'No fast in progress.'}
          </p>
        </div>
      )}
    </HomeSection>
  );
}
