import { practicePlanOf, trialDaysLeft, windowFirstDay } from '../../../common/provider-dashboard';
import { PRICE_CATALOGUE } from '../../../contract/billing';
import {
  PRACTICE_LIMITS,
  PRACTICE_MESSAGES,
  type TApplicationStatus,
  type TProviderDashboard,
  ZApplicationStatus,
} from '../../../contract/practice';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { SubscriptionService } from '../subscription/service';
import { providerDashboardRepository as repo } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const FALLBACK_PLAN = practicePlanOf('starter_monthly')!;

/**
 * The provider dashboard (docs/product/practice.md#dashboard): the profile's review state, the practice
 * plan and its trial, whether the plan is paid, and the practice's numbers of the last 30 days. Counts
 * only: no health data is read here (the requests themselves are the consultation requests' area).
 */
export function createProviderDashboardService(deps: {
  db: Db;
  subscription: Pick<SubscriptionService, 'paidSubscription'>;
  now?: () => Date;
}) {
  const { db, subscription } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** GET /api/provider/dashboard: 404 when the practitioner has no profile yet. */
    async dashboard(actor: Actor): Promise<TProviderDashboard> {
      const at = now();
      const profile = await repo.profileOf(db, actor.userId);
      if (!profile) throw notFound(PRACTICE_MESSAGES.noProfile);

      // A practice plan paid through the checkout is the plan; otherwise the one chosen at signup.
      const paid = await subscription.paidSubscription(db, actor.userId);
      const paidPlan = paid && paid.effectivePlan === 'premium' ? practicePlanOf(paid.billingPlan) : null;
      const plan = paidPlan ?? practicePlanOf(profile.planCode) ?? FALLBACK_PLAN;

      const days = PRACTICE_LIMITS.dashboardWindowDays;
      const [views, requests] = await Promise.all([
        repo.viewsBetween(db, profile.practitionerId, windowFirstDay(at, days), windowFirstDay(at, 1)),
        repo.requestCounts(db, profile.practitionerId, new Date(at.getTime() - days * DAY_MS), at),
      ]);

      const status: TApplicationStatus = ZApplicationStatus.catch('draft').parse(profile.status);
      return {
        practitionerId: profile.practitionerId,
        firstName: profile.firstName,
        status,
        isLive: profile.isLive,
        rejectionReason: status === 'rejected' ? profile.rejectionReason : null,
        planType: plan.planType,
        billingCycle: plan.billingCycle,
        planName: PRICE_CATALOGUE[plan.code].name,
        trialEndsAt: profile.trialEndsAt?.toISOString() ?? null,
        trialDaysLeft: profile.trialEndsAt
          ? trialDaysLeft(profile.trialEndsAt, at, PRACTICE_LIMITS.trialDays)
          : null,
        planPaid: paidPlan !== null,
        profileViews30d: views,
        requests30d: requests.recent,
        pendingRequests: requests.pending,
        acceptingNewPatients: profile.acceptingNewPatients,
        availableForVideo: profile.availableForVideo,
      };
    },
  };
}
export type ProviderDashboardService = ReturnType<typeof createProviderDashboardService>;
