import { SHARING_MESSAGES, type TInsightList } from '../../../contract/sharing';
import type { AuditLog } from '../../lib/audit';
import type { Actor } from '../../plugins/auth';
import type { HealthMetricService } from '../health-metrics/service';
import type { ProgressService } from '../progress/service';
import type { RecommendationService } from '../recommendations/service';
import type { SymptomService } from '../symptoms/service';
import { computeInsights } from './insights';
import { assertCanReadInsights } from './policy';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When none of the recommendation rules applies to the user's recent data. */
export const FALLBACK_TIP = {
  id: 'small-steps',
  title: 'Small steps add up',
  reason: 'A one-minute daily check-in keeps my wellness insights up to date.',
};

/** GET /api/sharing/insights/{userId}: the user's real insights, from the other areas' services. */
export function createSharingService(deps: {
  audit: AuditLog;
  progress: Pick<ProgressService, 'forUser'>;
  symptoms: Pick<SymptomService, 'recentSince'>;
  healthMetrics: Pick<HealthMetricService, 'scoresSince'>;
  recommendations: Pick<RecommendationService, 'listForActor'>;
  now?: () => Date;
}) {
  const { audit, progress, symptoms, healthMetrics, recommendations } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async insightsFor(actor: Actor, userId: string): Promise<TInsightList> {
      assertCanReadInsights(actor, userId);
      const at = now();
      const twoWindowsBack = new Date(at.getTime() - 28 * DAY_MS);
      const lastMonthStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1));
      const symptomsSince = twoWindowsBack < lastMonthStart ? twoWindowsBack : lastMonthStart;
      const [summary, recentSymptoms, checkIns, tips] = await Promise.all([
        progress.forUser(actor, userId, 'UTC'),
        symptoms.recentSince(userId, symptomsSince),
        healthMetrics.scoresSince(userId, twoWindowsBack),
        // Recommendations are computed for the signed-in user; an admin reading someone else's gets no tip.
        actor.userId === userId ? recommendations.listForActor(actor, 'UTC') : Promise.resolve([]),
      ]);
      await audit.read({
        actorUserId: actor.userId,
        subjectUserId: userId,
        action: 'read',
        resource: 'sharing_insights',
        resourceId: null,
        requestId: actor.requestId,
        ipAddress: actor.ip,
      });
      const tip = tips[0] ?? FALLBACK_TIP;
      const insights = computeInsights({
        now: at,
        streak: summary.streak,
        symptomsLogged: summary.symptomsLogged,
        symptoms: recentSymptoms,
        checkIns: checkIns.map((c) => ({
          sleepHours: c.sleepHours,
          stress: c.stress,
          createdAt: c.createdAt,
        })),
        tip: { id: tip.id, title: tip.title, reason: tip.reason },
      });
      return { insights, message: insights.length === 0 ? SHARING_MESSAGES.empty : null };
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
