import { useSubscriptionStatus } from '@client/features/premium';
import { PageHeader } from '@client/layouts/page-header';
import { track } from '@client/lib/analytics';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { buttonClasses } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { CardError } from '@client/ui/card-states';
import { Skeleton } from '@client/ui/skeleton';
import { premiumOffer } from '@common/subscription';
import { PREMIUM_OFFER_FEATURES, SUBSCRIPTION_MESSAGES } from '@contract/subscription';
import { Crown, Droplet, type LucideIcon, Sparkles, Timer, Utensils } from 'lucide-react';
import { Link } from 'wouter';
import { FastingCard } from '../components/fasting-card';
import { MealAnalyser } from '../components/meal-analyser';
import { WaterCard } from '../components/water-card';

/**
 * Premium Nutrition Assistant (docs/product/nutrition.md#screens): premium or trial users get the analyser,
 * then water and fasting; everyone else sees the upsell with 'Upgrade to Premium' → /premium.
 */
export default function NutritionPremiumPage() {
  useDocumentTitle('Premium Nutrition Assistant');
  const status = useSubscriptionStatus();

  return (
    <>
      <PageHeader
        title="Premium Nutrition Assistant"
        subtitle="Analyze meals, track water and time your fasts."
      />
      {status.isPending ? (
        <div role="status" className="space-y-3 px-4">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : status.isError ? (
        <div className="px-4">
          <CardError
            message="We could not check your plan. Check your connection and try again."
            onRetry={() => void status.refetch()}
          />
        </div>
      ) : status.data.isPremium ? (
        <div className="space-y-4 pb-8">
          <div className="scroll-mt-20 px-4">
            <Card>
              <CardContent>
                <MealAnalyser />
              </CardContent>
            </Card>
          </div>
          <WaterCard />
          <FastingCard />
        </div>
      ) : (
        <NutritionUpsell isTrialEligible={status.data.trialEligible} />
      )}
    </>
  );
}

/** The offer's features (contract/subscription.ts), each with its trial allowance. */
const FEATURE_ICONS: Record<(typeof PREMIUM_OFFER_FEATURES)[number]['feature'], LucideIcon> = {
  nutritionAnalysis: Utensils,
  waterTracking: Droplet,
  fastingTracking: Timer,
  aiInsights: Sparkles,
};

function NutritionUpsell({ isTrialEligible }: { isTrialEligible: boolean }) {
  return (
    <div className="px-4 pb-8">
      <Card>
        <CardContent className="space-y-4">
          <div className="flex items-center gap-3">
            <Crown className="h-8 w-8 text-watch" aria-hidden="true" />
            <h2 className="text-xl font-bold text-ink">Nutrition is a Premium feature</h2>
          </div>
          <ul className="space-y-3">
            {PREMIUM_OFFER_FEATURES.map(({ feature, title }) => {
              const Icon = FEATURE_ICONS[feature];
              return (
                <li key={feature} className="flex items-start gap-3 text-ink">
                  <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-ink" aria-hidden="true" />
                  <span>
                    <span className="block">{title}</span>
                    <span className="block text-sm text-ink-muted">{premiumOffer.allowance(feature)}</span>
                  </span>
                </li>
              );
            })}
          </ul>
          <Link
            href="/premium"
            className={buttonClasses({ size: 'lg', block: true })}
            onClick={() => track('premium_upgrade_clicked', { source: 'nutrition_premium' })}
          >
            {SUBSCRIPTION_MESSAGES.upgradeButton}
          </Link>
          {isTrialEligible ? (
            <Link
              href="/premium-trial"
              className={buttonClasses({ variant: 'outline', size: 'lg', block: true })}
            >
              {premiumOffer.startTrial()}
            </Link>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
