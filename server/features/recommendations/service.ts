import {
  RECOMMENDATION_IDS,
  RECOMMENDATION_MESSAGES,
  type TRecommendation,
  type TRecommendationId,
  type TRecommendationTried,
} from '../../../contract/recommendations';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { localDate } from '../../lib/calendar';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { HealthMetricService } from '../health-metrics/service';
import type { SymptomService } from '../symptoms/service';
import { recommendationRepository } from './repository';
import { evaluateRecommendations } from './rules';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the rules look; a day more than the longest rule window, for time-zone slack. */
const LOOKBACK_DAYS = 15;

const isRecommendationId = (id: string): id is TRecommendationId =>
  (RECOMMENDATION_IDS as readonly string[]).includes(id);

export function createRecommendationService(deps: {
  db: Db;
  audit: AuditLog;
  symptoms: Pick<SymptomService, 'recentSince'>;
  healthMetrics: Pick<HealthMetricService, 'scoresSince'>;
  now?: () => Date;
}) {
  const { db, audit, symptoms, healthMetrics } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** The recommendations for the signed-in user's own recent data, days counted in `timeZone`. */
    async listForActor(actor: Actor, timeZone: string): Promise<TRecommendation[]> {
      const at = now();
      const today = localDate(at, timeZone);
      const since = new Date(at.getTime() - LOOKBACK_DAYS * DAY_MS);
      const [checkIns, recentSymptoms, triedToday] = await Promise.all([
        healthMetrics.scoresSince(actor.userId, since),
        symptoms.recentSince(actor.userId, since),
        recommendationRepository.idsTriedOn(db, actor.userId, today),
      ]);
      await audit.read({
        actorUserId: actor.userId,
        subjectUserId: actor.userId,
        action: 'read',
        resource: 'recommendation',
        resourceId: null,
        requestId: actor.requestId,
        ipAddress: actor.ip,
      });
      const drafts = evaluateRecommendations({
        today,
        checkIns: checkIns.map((checkIn) => ({
          localDate: localDate(checkIn.createdAt, timeZone),
          sleepHours: checkIn.sleepHours,
          stress: checkIn.stress,
          energy: checkIn.energy,
          digestion: checkIn.digestion,
        })),
        symptoms: recentSymptoms.map((symptom) => ({
          symptomName: symptom.symptomName,
          severity: symptom.severity,
          localDate: localDate(symptom.createdAt, timeZone),
        })),
      });
      const tried = new Set(triedToday);
      return drafts.map((draft) => ({ ...draft, triedToday: tried.has(draft.id) }));
    },

    /**
     * Records that the user tried a recommendation today (in `timeZone`); trying the same one again
     * the same day changes nothing (`created: false`).
     */
    async markTried(
      actor: Actor,
      recommendationId: string,
      timeZone: string,
    ): Promise<{ created: boolean; result: TRecommendationTried }> {
      if (!isRecommendationId(recommendationId)) throw notFound(RECOMMENDATION_MESSAGES.unknown);
      const at = now();
      const triedOn = localDate(at, timeZone);
      return db.transaction(async (tx) => {
        const inserted = await recommendationRepository.insertTried(tx, {
          userId: actor.userId,
          recommendationId,
          triedOn,
          triedAt: at,
        });
        if (inserted) {
          await audit.write(tx, {
            actorUserId: actor.userId,
            subjectUserId: actor.userId,
            action: 'create',
            resource: 'recommendation_feedback',
            resourceId: inserted.id,
            requestId: actor.requestId,
            ipAddress: actor.ip,
          });
        }
        const row =
          inserted ?? (await recommendationRepository.findTried(tx, actor.userId, recommendationId, triedOn));
        if (!row) throw new Error('recommendation_feedback row vanished');
        return {
          created: Boolean(inserted),
          result: {
            recommendationId,
            triedOn: row.triedOn,
            triedAt: row.triedAt.toISOString(),
            recommendationsTried: await recommendationRepository.countForUser(tx, actor.userId),
          },
        };
      });
    },

    /** For progress (which checks access and audits): how many recommendations the user tried. */
    async countTried(userId: string): Promise<number> {
      return recommendationRepository.countForUser(db, userId);
    },

    /** The calendar days in `timeZone` on which the user tried a recommendation. */
    async activityDays(userId: string, timeZone: string): Promise<string[]> {
      return recommendationRepository.localDays(db, userId, timeZone);
    },

    /** The data export's tried recommendations (docs/product/data-rights.md), oldest first. */
    async exportForUser(userId: string) {
      const rows = await recommendationRepository.listAllForUser(db, userId);
      return {
        recommendationsTried: rows.map((t) => ({
          recommendationId: t.recommendationId,
          triedOn: t.triedOn,
          triedAt: t.triedAt.toISOString(),
        })),
      };
    },

    /** The account erasure (inside its transaction). */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await recommendationRepository.deleteForUser(tx, userId);
    },
  };
}

export type RecommendationService = ReturnType<typeof createRecommendationService>;
