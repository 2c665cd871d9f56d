import { errorMessage } from '@client/api/http';
import { track } from '@client/lib/analytics';
import { Button, buttonClasses } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { Meter } from '@client/ui/meter';
import { ErrorState, LoadingState } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { toast } from '@client/ui/use-toast';
import { formatCents } from '@common/money';
import { premiumOffer, premiumVariant } from '@common/subscription';
import { BILLING_MESSAGES, PRICE_CATALOGUE } from '@contract/billing';
import {
  PREMIUM_OFFER_FEATURES,
  SUBSCRIPTION_MESSAGES,
  TRIAL_DAYS,
  TRIAL_FEATURE_LABELS,
  TRIAL_FEATURES,
  type TTrialStatus,
} from '@contract/subscription';
import { Check, Crown, Info, Sparkles } from 'lucide-react';
import { useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { newIdempotencyKey, useUpgrade } from '../billing-hooks';
import { useStartTrial, useSubscriptionStatus, useTrialStatus } from '../hooks';
import { SubscriptionCard } from './subscription-card';

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * The plan page (docs/product/premium.md#screens): premium active (a button to /nutrition-premium), else
 * trial active, else the trial offer — disabled, with the 'already used' alert, when the user is not
 * eligible. /premium and /premium-trial both show it.
 */
export function PremiumPlans() {
  const status = useSubscriptionStatus();
  const trial = useTrialStatus();

  if (status.isPending || trial.isPending) {
    return (
      <LoadingState label="Loading your plan..." className="px-4">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-24 w-full" />
      </LoadingState>
    );
  }
  if (status.isError || trial.isError) {
    return (
      <div className="px-4">
        <ErrorState
          message="Your plan could not be loaded. Check your connection and try again."
          onRetry={() => {
            void status.refetch();
            void trial.refetch();
          }}
        />
      </div>
    );
  }

  const variant = premiumVariant(status.data, trial.data);
  return (
    <div className="space-y-4 px-4 pb-8">
      {variant === 'premium' ? (
        <PremiumActive />
      ) : variant === 'trial' ? (
        <TrialActive trial={trial.data} />
      ) : (
        <TrialOffer isEligible={status.data.trialEligible} />
      )}
    </div>
  );
}

function PremiumActive() {
  return (
    <>
      <Card>
        <CardContent className="space-y-4">
          <div className="flex items-center gap-3">
            <Crown className="h-8 w-8 text-watch" aria-hidden="true" />
            <h2 className="text-xl font-bold text-ink">Premium is active</h2>
          </div>
          <p className="text-ink-muted">
            Thank you for being a Premium member. Every Premium feature is yours, with no limits.
          </p>
          <Link href="/nutrition-premium" className={buttonClasses({ block: true })}>
            Open Premium Nutrition Assistant
          </Link>
        </CardContent>
      </Card>
      <SubscriptionCard />
    </>
  );
}

function TrialActive({ trial }: { trial: TTrialStatus }) {
  const daysLabel = trial.daysRemaining === 1 ? '1 day' : `${trial.daysRemaining} days`;
  return (
    <>
      <Card>
        <CardContent className="space-y-4">
          <div className="flex items-center gap-3">
            <Sparkles className="h-8 w-8 text-brand-ink" aria-hidden="true" />
            <h2 className="text-xl font-bold text-ink">Your free trial is active</h2>
          </div>
          <p className="text-3xl font-bold text-ink">{daysLabel} remaining</p>
          <Meter
            label="Trial days used"
            value={trial.daysUsed}
            max={trial.totalDays}
            valueText={`Day ${Math.min(trial.daysUsed + 1, trial.totalDays)} of ${trial.totalDays}`}
          />
          {trial.endDate ? (
            <p className="text-sm text-ink-muted">
              Your trial ends on {dateFormat.format(new Date(trial.endDate))}. Nothing is charged when it
              ends.
            </p>
          ) : null}
          <Link href="/nutrition-premium" className={buttonClasses({ block: true })}>
            Open Premium Nutrition Assistant
          </Link>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="space-y-4">
          <h2 className="text-lg font-semibold text-ink">Trial usage</h2>
          <ul className="space-y-4">
            {TRIAL_FEATURES.map((feature) => {
              const used = trial.featuresUsed[feature];
              const limit = trial.limits[feature];
              const { label, unit } = TRIAL_FEATURE_LABELS[feature];
              return (
                <li key={feature} className="space-y-1.5">
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="font-medium text-ink">{label}</span>
                    <span className="text-ink-muted">
                      {used} of {limit} used
                    </span>
                  </div>
                  <Meter
                    label={label}
                    value={used}
                    max={limit}
                    valueText={`${used} of ${limit} ${unit} used`}
                  />
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>

      <UpgradeCard isTrial />
    </>
  );
}

function TrialOffer({ isEligible }: { isEligible: boolean }) {
  const startTrial = useStartTrial();
  const onStart = async () => {
    try {
      await startTrial.mutateAsync();
    } catch (error) {
      toast({
        title: SUBSCRIPTION_MESSAGES.trialStartFailed,
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: SUBSCRIPTION_MESSAGES.trialStarted,
      description: SUBSCRIPTION_MESSAGES.trialStartedDescription,
    });
  };

  return (
    <>
      <Card>
        <CardContent className="space-y-4">
          <div className="flex items-center gap-3">
            <Crown className="h-8 w-8 text-watch" aria-hidden="true" />
            <h2 className="text-xl font-bold text-ink">Try Premium free for {TRIAL_DAYS} days</h2>
          </div>
          <ul className="space-y-3">
            {PREMIUM_OFFER_FEATURES.map(({ feature, title }) => (
              <li key={feature} className="flex gap-2 text-ink">
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-brand-ink" aria-hidden="true" />
                <span>
                  <span className="block">{title}</span>
                  <span className="block text-sm text-ink-muted">{premiumOffer.allowance(feature)}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-ink-muted">
            No card needed. One free trial per account. Nothing is charged when it ends.
          </p>
          {isEligible ? null : (
            <div
              role="alert"
              className="flex gap-2 rounded-xl border border-watch bg-watch-soft p-3 text-sm text-watch"
            >
              <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
              <p>{SUBSCRIPTION_MESSAGES.alreadyUsedTrial}</p>
            </div>
          )}
          <Button
            size="lg"
            block
            disabled={!isEligible || startTrial.isPending}
            aria-busy={startTrial.isPending}
            onClick={() => void onStart()}
          >
            {startTrial.isPending ? 'Starting Trial...' : premiumOffer.startTrial()}
          </Button>
        </CardContent>
      </Card>
      <UpgradeCard isTrial={false} />
    </>
  );
}

/**
 * 'Upgrade to Premium' (docs/product/premium.md#screens): the server charges a saved card at once
 * ('Upgraded to Premium!') or answers where to pay (/checkout); a refusal is 'Upgrade Failed' with the
 * processor's message. One idempotency key per press, so a double click charges once.
 */
function UpgradeCard({ isTrial }: { isTrial: boolean }) {
  const upgrade = useUpgrade();
  const [, navigate] = useLocation();
  const inFlight = useRef(false);

  const onUpgrade = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    track('premium_upgrade_clicked', { source: 'premium_page' });
    try {
      const answer = await upgrade.mutateAsync(newIdempotencyKey());
      if (answer.outcome === 'upgraded') {
        toast({
          title: BILLING_MESSAGES.upgraded,
          description: 'Every Premium feature is yours, with no limits.',
        });
      } else if (answer.outcome === 'checkout') {
        navigate(answer.checkoutUrl.startsWith('/') ? answer.checkoutUrl : '/checkout');
      } else {
        toast({ title: BILLING_MESSAGES.upgradeFailed, description: answer.message, variant: 'destructive' });
      }
    } catch (error) {
      toast({
        title: BILLING_MESSAGES.upgradeFailed,
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Card>
      <CardContent className="space-y-3">
        <h2 className="text-lg font-semibold text-ink">Premium</h2>
        <p className="text-ink-muted">
          <span className="text-2xl font-bold text-ink">
            {formatCents(PRICE_CATALOGUE.premium_monthly.amountCents)}
          </span>{' '}
          per month
        </p>
        <p className="text-sm text-ink-muted">
          Paid by card each month. Cancel any time: Premium then stays until the end of the paid month.
          {isTrial ? ` ${BILLING_MESSAGES.trialNote}` : ''}
        </p>
        <Button
          size="lg"
          block
          disabled={upgrade.isPending}
          aria-busy={upgrade.isPending}
          onClick={() => void onUpgrade()}
        >
          {upgrade.isPending ? BILLING_MESSAGES.processing : SUBSCRIPTION_MESSAGES.upgradeButton}
        </Button>
      </CardContent>
    </Card>
  );
}
