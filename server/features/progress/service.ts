import type { TProgress } from '../../../contract/progress';
import type { AuditLog } from '../../lib/audit';
import { localDate, rethrowUnknownTimeZone } from '../../lib/calendar';
import type { Actor } from '../../plugins/auth';
import type { HealthMetricService } from '../health-metrics/service';
import type { RecommendationService } from '../recommendations/service';
import type { SymptomService } from '../symptoms/service';
import { computeStreak, weekStrip, wellnessPoints } from './compute';
import { assertCanReadProgress } from './policy';

/**
 * Another area's activity days for the streak (calendar days in `timeZone`, YYYY-MM-DD), e.g.
 * community posts and comments: app.ts passes them in, so this area imports no other area's code
 * beyond the services it is given.
 */
export type ActivitySource = (userId: string, timeZone: string) => Promise<string[]>;

export function createProgressService(deps: {
  audit: AuditLog;
  symptoms: Pick<SymptomService, 'countForUser' | 'activityDays'>;
  healthMetrics: Pick<HealthMetricService, 'activityDays'>;
  recommendations: Pick<RecommendationService, 'countTried' | 'activityDays'>;
  activitySources?: ActivitySource[];
  now?: () => Date;
}) {
  const { audit, symptoms, healthMetrics, recommendations } = deps;
  const extraSources = deps.activitySources ?? [];
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Progress from real activity (docs/product/home.md#progress-streak): the streak counts days with a
     * symptom, a check-in, a recommendation tried or any other activity source; days are counted in
     * `timeZone`.
     */
    async forUser(actor: Actor, userId: string, timeZone: string): Promise<TProgress> {
      assertCanReadProgress(actor, userId);
      const [symptomsLogged, recommendationsTried, symptomDays, checkInDays, triedDays, ...extraDays] =
        await Promise.all([
          symptoms.countForUser(userId),
          recommendations.countTried(userId),
          symptoms.activityDays(userId, timeZone),
          healthMetrics.activityDays(userId, timeZone),
          recommendations.activityDays(userId, timeZone),
          ...extraSources.map((source) => source(userId, timeZone)),
        ]).catch(rethrowUnknownTimeZone);
      await audit.read({
        actorUserId: actor.userId,
        subjectUserId: userId,
        action: 'read',
        resource: 'progress',
        resourceId: null,
        requestId: actor.requestId,
        ipAddress: actor.ip,
      });
      const active = new Set([...symptomDays, ...checkInDays, ...triedDays, ...extraDays.flat()]);
      const today = localDate(now(), timeZone);
      return {
        streak: computeStreak(active, today),
        symptomsLogged,
        recommendationsTried,
        checkInDays: checkInDays.length,
        wellnessPoints: wellnessPoints({
          symptomsLogged,
          checkInDays: checkInDays.length,
          recommendationsTried,
        }),
        week: weekStrip(active, today),
        timeZone,
      };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
