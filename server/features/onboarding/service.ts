import {
  type TOnboardingAnswers,
  type TOnboardingRecord,
  ZOnboardingAnswers,
} from '../../../contract/onboarding';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { type FieldCipher, fieldColumn } from '../../lib/crypto';
import type { Actor } from '../../plugins/auth';
import { type OnboardingRow, onboardingRepository } from './repository';

/** The answers, bound to their row: the user's (docs/data-protection.md#health-data-at-rest). */
const ANSWERS = fieldColumn('onboarding_answers', 'answers_enc');

export function createOnboardingService(deps: { db: Db; cipher: FieldCipher; audit: AuditLog }) {
  const { db, cipher, audit } = deps;

  const present = (row: OnboardingRow): TOnboardingRecord => ({
    // Stored answers were validated on the way in; parsing again fills defaults added since.
    answers: ZOnboardingAnswers.parse(JSON.parse(cipher.decrypt(row.answersEnc, ANSWERS.at(row.userId)))),
    completedAt: row.completedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    /** POST /api/onboarding/complete: stores (or replaces) the caller's answers, encrypted; audited. */
    async complete(
      actor: Actor,
      answers: TOnboardingAnswers,
    ): Promise<{ record: TOnboardingRecord; created: boolean }> {
      const { row, created } = await db.transaction(async (tx) => {
        const result = await onboardingRepository.upsert(
          tx,
          actor.userId,
          cipher.encrypt(JSON.stringify(answers), ANSWERS.at(actor.userId)),
        );
        await audit.write(tx, {
          actorUserId: actor.userId,
          subjectUserId: actor.userId,
          action: result.created ? 'create' : 'update',
          resource: 'onboarding_answers',
          resourceId: actor.userId,
          requestId: actor.requestId,
          ipAddress: actor.ip,
        });
        return result;
      });
      return { record: present(row), created };
    },

    /** GET /api/onboarding: the caller's own answers, or null before completion; audited. */
    async forActor(actor: Actor): Promise<TOnboardingRecord | null> {
      const row = await onboardingRepository.find(db, actor.userId);
      await audit.read({
        actorUserId: actor.userId,
        subjectUserId: actor.userId,
        action: 'read',
        resource: 'onboarding_answers',
        resourceId: actor.userId,
        requestId: actor.requestId,
        ipAddress: actor.ip,
      });
      return row ? present(row) : null;
    },

    /**
     * For the nutrition assistant's protein goal: the weight the person gave in the simple
     * onboarding (pounds there), in kilograms, or null. A read of their answers: audited.
     */
    async weightKg(actor: Actor): Promise<number | null> {
      const row = await onboardingRepository.find(db, actor.userId);
      if (!row) return null;
      await audit.read({
        actorUserId: actor.userId,
        subjectUserId: actor.userId,
        action: 'read',
        resource: 'onboarding_answers',
        resourceId: actor.userId,
        requestId: actor.requestId,
        ipAddress: actor.ip,
      });
      const pounds = present(row).answers.personalInfo.weight;
      return typeof pounds === 'number' && pounds > 0 ? Math.round(pounds * 0.45359237 * 10) / 10 : null;
    },

    /** For the progress checklist (which audits its own read): whether answers exist, nothing else. */
    async hasAnswers(userId: string): Promise<boolean> {
      return onboardingRepository.exists(db, userId);
    },

    /** The data export's onboarding section (docs/product/data-rights.md): the answers as stored, decrypted. */
    async exportForUser(userId: string) {
      const row = await onboardingRepository.find(db, userId);
      return {
        onboarding: row
          ? {
              answers: JSON.parse(cipher.decrypt(row.answersEnc, ANSWERS.at(row.userId))) as unknown,
              completedAt: row.completedAt.toISOString(),
              updatedAt: row.updatedAt.toISOString(),
            }
          : null,
      };
    },

    /** The account erasure (inside its transaction). */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await onboardingRepository.deleteForUser(tx, userId);
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
