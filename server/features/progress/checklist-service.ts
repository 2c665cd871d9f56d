import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { TChecklistFacts } from '../../../contract/checklist';
import type { Db } from '../../db/client';
import { practitionerTypeRequests, users } from '../../db/schema';
import type { AuditLog } from '../../lib/audit';
import type { Actor } from '../../plugins/auth';
import type { ActivitySource } from './service';

/**
 * The server's facts behind the progress checklist (spec 001 §2–§4; issue 3: 'a symptom on record
 * counts even on a new device'). Counts and yes/no only; no health content leaves the other areas.
 * The profile and practitioner-request facts are two small reads of their tables here (the profile
 * area's service was being written at the same time; docs/decisions.md#home).
 */
export function createChecklistService(deps: {
  db: Db;
  audit: AuditLog;
  symptoms: { countForUser(userId: string): Promise<number> };
  healthMetrics: { activityDays: ActivitySource };
  /** Days the user posted or commented in the community. */
  communityActivity: ActivitySource;
  onboarding: { hasAnswers(userId: string): Promise<boolean> };
}) {
  const { db, audit, symptoms, healthMetrics, communityActivity, onboarding } = deps;

  const profileCompleted = async (userId: string): Promise<boolean> => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          ne(sql`trim(${users.firstName})`, ''),
          isNotNull(users.zipCode),
          ne(sql`trim(coalesce(${users.zipCode}, ''))`, ''),
          isNotNull(users.dateOfBirth),
        ),
      );
    return Boolean(row);
  };

  const practitionerRequests = async (userId: string): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(practitionerTypeRequests)
      .where(eq(practitionerTypeRequests.userId, userId));
    return row?.n ?? 0;
  };

  return {
    /** GET /api/progress/checklist: the caller's own facts (there is no user id to get wrong). */
    async factsFor(actor: Actor): Promise<TChecklistFacts> {
      const userId = actor.userId;
      const [symptomCount, postDays, hasOnboardingAnswers, checkInDays, profile, requests] =
        await Promise.all([
          symptoms.countForUser(userId),
          communityActivity(userId, 'UTC'),
          onboarding.hasAnswers(userId),
          healthMetrics.activityDays(userId, 'UTC'),
          profileCompleted(userId),
          practitionerRequests(userId),
        ]);
      audit.enqueue({
        actorUserId: actor.userId,
        subjectUserId: userId,
        action: 'read',
        resource: 'progress_checklist',
        resourceId: null,
        requestId: actor.requestId,
        ipAddress: actor.ip,
      });
      return {
        hasSymptoms: symptomCount > 0,
        hasPosted: postDays.length > 0,
        hasOnboardingAnswers,
        hasCheckIns: checkInDays.length > 0,
        profileCompleted: profile,
        hasPractitionerRequests: requests > 0,
      };
    },
  };
}

export type ChecklistService = ReturnType<typeof createChecklistService>;
