import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { SYMPTOM_LIMITS, type TSymptom, type ZCreateSymptomRequest } from '../../../contract/symptoms';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { type FieldCipher, fieldColumn, presentReadable } from '../../lib/crypto';
import { createDecryptCache } from '../../lib/decrypt-cache';
import { shareImmutable } from '../../lib/immutable';
import { decodeCursor, encodeCursor, invalidCursor } from '../../lib/paging';
import { createRowCache } from '../../lib/row-cache';
import type { Actor } from '../../plugins/auth';
import { assertCanReadUserData } from './policy';
import { type SymptomListRow, type SymptomRow, symptomRepository } from './repository';

type CreateInput = z.output<typeof ZCreateSymptomRequest>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A stored symptom with its time as milliseconds since the epoch. */
type StoredSymptom = Omit<SymptomRow, 'createdAt'> & { createdMs: number };

/** Where each encrypted value lives: its ciphertext is bound to the column and the row. */
const NAME = fieldColumn('symptoms', 'symptom_name_enc');
const DESCRIPTION = fieldColumn('symptoms', 'description_enc');
const TRIGGERS = fieldColumn('symptoms', 'triggers_enc');

export function createSymptomService(deps: { db: Db; cipher: FieldCipher; audit: AuditLog }) {
  const { db, cipher, audit } = deps;
  // Lists are read far more often than written: decrypted text is kept in a bounded cache.
  const decrypted = createDecryptCache(cipher);

  // Exactly the contract's fields, nothing else: the list route serialises this without re-validating.
  /** The name: encrypted in every row written since names were, in clear in older rows until moved. */
  const nameOf = (row: { id: string; symptomName: string | null; symptomNameEnc: string | null }): string =>
    row.symptomNameEnc !== null
      ? decrypted.decrypt(row.symptomNameEnc, NAME.at(row.id))
      : (row.symptomName ?? '');

  const present = (row: StoredSymptom): TSymptom => ({
    id: row.id,
    userId: row.userId,
    symptomName: nameOf(row),
    severity: row.severity,
    description: decrypted.decryptNullable(row.descriptionEnc, DESCRIPTION.at(row.id)),
    triggers:
      row.triggersEnc === null
        ? null
        : (JSON.parse(decrypted.decrypt(row.triggersEnc, TRIGGERS.at(row.id))) as string[]),
    timestamp: new Date(row.createdMs).toISOString(),
  });
  const presentStored = ({ createdAt, ...row }: SymptomRow): TSymptom =>
    present({ ...row, createdMs: createdAt.getTime() });
  // The list shows the same rows on every visit: each presented row is reused while it is unchanged
  // (shared and immutable, so the response serializer writes its JSON once too).
  const listed = createRowCache<SymptomListRow, string, TSymptom>({
    present: ([id, symptomName, symptomNameEnc, severity, descriptionEnc, triggersEnc, createdMs], userId) =>
      shareImmutable(
        present({
          id,
          userId,
          symptomName,
          symptomNameEnc,
          severity,
          descriptionEnc,
          triggersEnc,
          createdMs,
        }),
      ),
    // Every stored field but the id (the key): name (clear or encrypted), severity, encrypted
    // description and triggers, time.
    isSame: (cached, row) =>
      cached[5] === row[5] &&
      cached[4] === row[4] &&
      cached[2] === row[2] &&
      cached[1] === row[1] &&
      cached[3] === row[3] &&
      cached[6] === row[6],
  });

  /**
   * Logs one symptom of the actor inside the caller's transaction (the guided tour logs several,
   * all or none); audited in the same transaction.
   */
  const createIn = async (tx: DbOrTx, actor: Actor, input: CreateInput): Promise<TSymptom> => {
    const triggers = input.triggers && input.triggers.length > 0 ? input.triggers : null;
    const description = input.description ? input.description : null;
    const id = randomUUID();
    const inserted = await symptomRepository.insert(tx, {
      id,
      userId: actor.userId,
      symptomName: null,
      symptomNameEnc: cipher.encrypt(input.symptomName, NAME.at(id)),
      severity: input.severity,
      descriptionEnc: cipher.encryptNullable(description, DESCRIPTION.at(id)),
      triggersEnc: triggers ? cipher.encrypt(JSON.stringify(triggers), TRIGGERS.at(id)) : null,
    });
    await audit.write(tx, {
      actorUserId: actor.userId,
      subjectUserId: actor.userId,
      action: 'create',
      resource: 'symptom',
      resourceId: inserted.id,
      requestId: actor.requestId,
      ipAddress: actor.ip,
    });
    return presentStored(inserted);
  };

  return {
    async create(actor: Actor, input: CreateInput): Promise<TSymptom> {
      return db.transaction((tx) => createIn(tx, actor, input));
    },

    createIn,

    /**
     * GET /api/symptoms/user/{userId}: newest first, one page of at most `limit` (default and most 200);
     * `before` continues after the cursor a previous page gave (docs/product/journey.md#paging).
     */
    async listForUser(
      actor: Actor,
      userId: string,
      page: { before?: string; limit?: number } = {},
    ): Promise<{ items: TSymptom[]; nextCursor: string | null }> {
      assertCanReadUserData(actor, userId);
      const limit = Math.min(page.limit ?? SYMPTOM_LIMITS.listMax, SYMPTOM_LIMITS.listMax);
      const cursor = page.before ? decodeCursor(page.before, 1) : null;
      const before = cursor ? { atUs: cursor.atUs, id: cursor.keys[0] ?? '' } : undefined;
      if (before && !UUID.test(before.id)) throw invalidCursor();
      // The audit row is inserted alongside the read (two connections): its commit waits on the disk
      // while the rows are read, and the answer waits for both (docs/data-protection.md#audit-log).
      const [rows] = await Promise.all([
        symptomRepository.listForUser(db, userId, limit + 1, before),
        audit.read({
          actorUserId: actor.userId,
          subjectUserId: userId,
          action: 'read',
          resource: 'symptom',
          resourceId: null,
          requestId: actor.requestId,
          ipAddress: actor.ip,
        }),
      ]);
      const more = rows.length > limit;
      const shown = more ? rows.slice(0, limit) : rows;
      const last = shown[shown.length - 1];
      const lastUs = more && last ? await symptomRepository.timeOf(db, last[0]) : null;
      return {
        items: presentReadable(shown, (row) => listed.get(row[0], row, userId)),
        nextCursor: last && lastUs !== null ? encodeCursor({ atUs: lastUs, keys: [last[0]] }) : null,
      };
    },

    /**
     * For the journey (server/features/journey), which checks access and audits its own read: name,
     * severity and time of the symptoms older than `before` (microseconds, id; null: the newest),
     * newest first, at most `limit`; never the free text.
     */
    async timelineBefore(
      userId: string,
      before: { atUs: bigint; id: string } | null,
      limit: number,
    ): Promise<{ id: string; symptomName: string; severity: number; atUs: bigint }[]> {
      const rows = await symptomRepository.timelineBefore(db, userId, before, limit);
      return presentReadable(rows, (row) => ({
        id: row.id,
        symptomName: nameOf(row),
        severity: row.severity,
        atUs: BigInt(row.atUs),
      }));
    },

    /** For the journey: the times of the 1st, 10th… symptom logged (ordinal → microseconds). */
    async nthTimes(userId: string, ordinals: readonly number[]): Promise<Map<number, bigint>> {
      return symptomRepository.nthTimes(db, userId, ordinals);
    },

    /**
     * For the journey's opened entry (which audits it): the caller's own symptom's description and
     * triggers, or null when it is not theirs.
     */
    async freeTextOf(
      userId: string,
      id: string,
    ): Promise<{ description: string | null; triggers: string[] } | null> {
      if (!UUID.test(id)) return null;
      const row = await symptomRepository.findForUser(db, userId, id);
      if (!row) return null;
      const symptom = presentStored(row);
      return { description: symptom.description, triggers: symptom.triggers ?? [] };
    },

    /*
     * For other areas' summaries (progress, recommendations on the home screen), which check access
     * and audit their own read: counts, days, names and severities, never the free text.
     */
    async countForUser(userId: string): Promise<number> {
      return symptomRepository.countForUser(db, userId);
    },

    /** The calendar days in `timeZone` (IANA name) with at least one symptom logged. */
    async activityDays(userId: string, timeZone: string): Promise<string[]> {
      return symptomRepository.localDays(db, userId, timeZone);
    },

    /** For levels and achievements (which check access and audit their own read): symptoms logged per day in `timeZone`. */
    countsPerDay: (userId: string, timeZone: string): Promise<{ day: string; count: number }[]> =>
      symptomRepository.countsPerDay(db, userId, timeZone),

    /**
     * For the data export (server/features/account), which audits the export itself: every symptom
     * of the user, oldest first, decrypted.
     */
    async exportForUser(userId: string) {
      const rows = await symptomRepository.listAllForUser(db, userId);
      return {
        symptoms: presentReadable(rows, presentStored).map((s) => ({
          id: s.id,
          symptomName: s.symptomName,
          severity: s.severity,
          description: s.description,
          triggers: s.triggers,
          timestamp: s.timestamp,
        })),
      };
    },

    /** The account erasure (inside its transaction). */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await symptomRepository.deleteForUser(tx, userId);
    },

    /**
     * For the insights and their export (docs/product/insights.md), which check access and audit their
     * own read: name (decrypted), severity, local day, local hour in `timeZone` and exact time of every
     * symptom logged from `from` to `to` (YYYY-MM-DD, inclusive), oldest first; never the free text.
     */
    async entriesBetween(
      userId: string,
      from: string,
      to: string,
      timeZone: string,
    ): Promise<{ symptomName: string; severity: number; date: string; hour: number; at: Date }[]> {
      const rows = await symptomRepository.entriesBetween(db, userId, from, to, timeZone);
      return presentReadable(rows, (row) => ({
        symptomName: nameOf(row),
        severity: row.severity,
        date: row.date,
        hour: row.hour,
        at: row.createdAt,
      }));
    },

    /** Name, severity and time of the symptoms logged since `since`, newest first (decrypted names). */
    async recentSince(
      userId: string,
      since: Date,
    ): Promise<{ symptomName: string; severity: number; createdAt: Date }[]> {
      const rows = await symptomRepository.recentSince(db, userId, since, SYMPTOM_LIMITS.listMax);
      return presentReadable(rows, (row) => ({
        symptomName: nameOf(row),
        severity: row.severity,
        createdAt: row.createdAt,
      }));
    },
  };
}

export type SymptomService = ReturnType<typeof createSymptomService>;
