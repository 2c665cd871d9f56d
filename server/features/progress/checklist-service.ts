import type { TChecklistFacts } from '../../../contract/checklist';
import type { AuditLog } from '../../lib/audit';
import type { Actor } from '../../plugins/auth';
import type { ActivitySource } from './service';

/**
 * The server's facts behind the progress checklist (docs/product/onboarding.md): a symptom on record counts
 * even on a new device. Counts and yes/no only, each asked of the area that owns it; no health content
 * leaves the other areas.
 */
export function createChecklistService(deps: {
  audit: AuditLog;
  symptoms: { countForUser(userId: string): Promise<number> };
  healthMetrics: { activityDays: ActivitySource };
  /** Days the user posted or commented in the community. */
  communityActivity: ActivitySource;
  onboarding: { hasAnswers(userId: string): Promise<boolean> };
  accounts: { hasCompletedProfile(userId: string): Promise<boolean> };
  practitioners: { countTypeRequests(userId: string): Promise<number> };
}) {
  const { audit, symptoms, healthMetrics, communityActivity, onboarding, accounts, practitioners } = deps;

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
          accounts.hasCompletedProfile(userId),
          practitioners.countTypeRequests(userId),
        ]);
      await audit.read({
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
