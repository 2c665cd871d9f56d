import type { z } from 'zod';
import { centsToDollars, dollarsToCents } from '../../../common/practice';
import {
  PRACTICE_MESSAGES,
  type TOwnPractice,
  type TPracticeSettings,
  type ZPracticeSettingsInput,
} from '../../../contract/practice';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { assertCanUseSettings } from './policy';
import { type PracticeSettingsRow, practiceSettingsRepository } from './repository';

type SettingsInput = z.output<typeof ZPracticeSettingsInput>;

const RESOURCE = 'practice_settings';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const present = (row: PracticeSettingsRow): TPracticeSettings => ({
  availableForVideo: row.availableForVideo,
  consultationFee: row.consultationFeeCents === null ? null : centsToDollars(row.consultationFeeCents),
  acceptingNewPatients: row.acceptingNewPatients,
});

/**
 * Practice settings (docs/product/practice.md#practice-settings): video consultations, the fee and
 * whether the practice takes new patients. They are not reviewed: a change reaches the directory
 * listing in the same transaction as the working copy.
 */
export function createPracticeSettingsService(deps: { db: Db; audit: AuditLog }) {
  const { db, audit } = deps;

  const load = async (actor: Actor, practitionerId: string) => {
    const row = UUID.test(practitionerId)
      ? await practiceSettingsRepository.findByListing(db, practitionerId)
      : null;
    assertCanUseSettings(actor, row);
    return row;
  };

  return {
    /** GET /api/practitioners/me: the caller's own listing id, 404 before they have a practice. */
    async ownPractice(actor: Actor): Promise<TOwnPractice> {
      const practitionerId = await practiceSettingsRepository.listingOfUser(db, actor.userId);
      if (!practitionerId) throw notFound(PRACTICE_MESSAGES.noProfile);
      return { practitionerId };
    },

    /** GET /api/practitioners/{id}/settings, from the working copy. Audited (an admin's read names the admin). */
    async get(actor: Actor, practitionerId: string): Promise<TPracticeSettings> {
      const row = await load(actor, practitionerId);
      await audit.read({
        actorUserId: actor.userId,
        subjectUserId: row.userId,
        action: 'read',
        resource: RESOURCE,
        resourceId: row.practitionerId,
        requestId: actor.requestId,
        ipAddress: actor.ip,
      });
      return present(row);
    },

    /**
     * PUT /api/practitioners/{id}/settings: the working copy and the listing change together, with the
     * audit row, or not at all.
     */
    async update(actor: Actor, practitionerId: string, input: SettingsInput): Promise<TPracticeSettings> {
      const current = await load(actor, practitionerId);
      const updated = await db.transaction(async (tx) => {
        const row = await practiceSettingsRepository.update(tx, current.practitionerId, {
          availableForVideo: input.availableForVideo,
          consultationFeeCents: input.consultationFee === null ? null : dollarsToCents(input.consultationFee),
          acceptingNewPatients: input.acceptingNewPatients,
        });
        if (!row) throw notFound(PRACTICE_MESSAGES.notFound);
        await audit.write(tx, {
          actorUserId: actor.userId,
          subjectUserId: row.userId,
          action: 'update',
          resource: RESOURCE,
          resourceId: row.practitionerId,
          requestId: actor.requestId,
          ipAddress: actor.ip,
        });
        return row;
      });
      return present(updated);
    },
  };
}

export type PracticeSettingsService = ReturnType<typeof createPracticeSettingsService>;
