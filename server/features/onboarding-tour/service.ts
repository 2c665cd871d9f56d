import type { z } from 'zod';
import {
  type TTourLogSymptomsResponse,
  type TTourProgress,
  ZTourProgressRequest as ZProgress,
  type ZTourLogSymptomsRequest,
  type ZTourProgressRequest,
} from '../../../contract/onboarding-tour';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { type FieldCipher, fieldColumn } from '../../lib/crypto';
import type { Actor } from '../../plugins/auth';
import type { SymptomService } from '../symptoms/service';
import { onboardingTourRepository, type TourProgressRow } from './repository';

type ProgressInput = z.output<typeof ZTourProgressRequest>;
type LogSymptomsInput = z.output<typeof ZTourLogSymptomsRequest>;

const RESOURCE = 'onboarding_tour_progress';
/** The saved place, bound to its row: the user's (docs/data-protection.md#health-data-at-rest). */
const ANSWERS = fieldColumn('onboarding_tour_progress', 'answers_enc');

/**
 * The guided tour's saved place and its hand-over to the symptom log
 * (docs/product/onboarding.md#resuming-the-tour). Symptoms are logged through the symptoms area's
 * service, never its table.
 */
export function createOnboardingTourService(deps: {
  db: Db;
  cipher: FieldCipher;
  audit: AuditLog;
  symptoms: Pick<SymptomService, 'createIn'>;
}) {
  const { db, cipher, audit, symptoms } = deps;

  const decrypt = (row: TourProgressRow) =>
    JSON.parse(cipher.decrypt(row.answersEnc, ANSWERS.at(row.userId))) as unknown;

  const present = (row: TourProgressRow): TTourProgress => {
    // Stored progress was validated on the way in; parsing again fills defaults added since.
    const saved = ZProgress.parse({ step: row.step, ...(decrypt(row) as object) });
    return { ...saved, updatedAt: row.updatedAt.toISOString() };
  };

  const auditEntry = (actor: Actor, action: 'read' | 'create' | 'update' | 'delete') => ({
    actorUserId: actor.userId,
    subjectUserId: actor.userId,
    action,
    resource: RESOURCE,
    resourceId: actor.userId,
    requestId: actor.requestId,
    ipAddress: actor.ip,
  });

  return {
    /** GET /api/onboarding-tour/progress: the caller's own saved place, or null; audited. */
    async progress(actor: Actor): Promise<TTourProgress | null> {
      const row = await onboardingTourRepository.find(db, actor.userId);
      await audit.read(auditEntry(actor, 'read'));
      return row ? present(row) : null;
    },

    /** PUT /api/onboarding-tour/progress: replaces the caller's saved place, encrypted; audited. */
    async save(actor: Actor, input: ProgressInput): Promise<TTourProgress> {
      const { step, ...rest } = input;
      const row = await db.transaction(async (tx) => {
        const saved = await onboardingTourRepository.upsert(
          tx,
          actor.userId,
          step,
          cipher.encrypt(JSON.stringify(rest), ANSWERS.at(actor.userId)),
        );
        await audit.write(tx, auditEntry(actor, 'update'));
        return saved;
      });
      return present(row);
    },

    /** DELETE /api/onboarding-tour/progress: the tour finished (or was started over); audited. */
    async clear(actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        if (await onboardingTourRepository.deleteForUser(tx, actor.userId)) {
          await audit.write(tx, auditEntry(actor, 'delete'));
        }
      });
    },

    /**
     * POST /api/onboarding-tour/log-symptoms: each symptom into the caller's symptom log, in one
     * transaction: all are logged or none.
     */
    async logSymptoms(actor: Actor, input: LogSymptomsInput): Promise<TTourLogSymptomsResponse> {
      const logged = await db.transaction(async (tx) => {
        const out = [];
        for (const symptom of input.symptoms) out.push(await symptoms.createIn(tx, actor, symptom));
        return out;
      });
      return { logged };
    },

    /** The data export's section (docs/product/data-rights.md): the saved place, decrypted. */
    async exportForUser(userId: string) {
      const row = await onboardingTourRepository.find(db, userId);
      return {
        onboardingTourProgress: row
          ? (() => {
              const saved = decrypt(row) as Record<string, unknown>;
              return {
                step: row.step,
                answers: saved.answers,
                mode: saved.mode,
                chat: saved.chat,
                updatedAt: row.updatedAt.toISOString(),
              };
            })()
          : null,
      };
    },

    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await onboardingTourRepository.deleteForUser(tx, userId);
    },
  };
}

export type OnboardingTourService = ReturnType<typeof createOnboardingTourService>;
