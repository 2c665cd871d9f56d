import type { z } from 'zod';
import { fastOutcome, targetHoursFor } from '../../../common/fasting';
import {
  FASTING_LIMITS,
  FASTING_MESSAGES,
  type TFast,
  type TFastingState,
  type ZStartFastRequest,
} from '../../../contract/fasting';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { Before } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import type { SubscriptionService } from '../subscription/service';
import { type FastRow, ONE_ACTIVE_INDEX, fastingRepository as repo } from './repository';

type StartInput = z.output<typeof ZStartFastRequest>;

const HOUR_MS = 60 * 60 * 1000;

function isOneActiveViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((e) => {
    const pgError = e as { code?: string; constraint?: string } | null;
    return pgError?.code === '23505' && pgError.constraint === ONE_ACTIVE_INDEX;
  });
}

/**
 * Intermittent fasting, a Premium feature. Starting a fast counts once against the trial's
 * fastingTracking limit; stopping is always allowed (a fast must never be left running because a
 * trial ended); one fast in progress at a time, held by the database's partial unique index.
 */
export function createFastingService(deps: {
  db: Db;
  audit: AuditLog;
  subscription: Pick<SubscriptionService, 'consume' | 'assertAccess'>;
  now?: () => Date;
}) {
  const { db, audit, subscription } = deps;
  const now = deps.now ?? (() => new Date());

  const present = (row: FastRow, at: Date): TFast => ({
    id: row.id,
    protocol: row.protocol,
    targetHours: row.targetHours,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    targetAt: new Date(row.startedAt.getTime() + row.targetHours * HOUR_MS).toISOString(),
    ...fastOutcome(row.startedAt, row.endedAt, row.targetHours, at),
  });

  const auditEntry = (actor: Actor, action: 'read' | 'create' | 'update', resourceId: string | null) => ({
    actorUserId: actor.userId,
    subjectUserId: actor.userId,
    action,
    resource: 'fast',
    resourceId,
    requestId: actor.requestId,
    ipAddress: actor.ip,
  });

  return {
    /** GET /api/fasting: the note's state, the fast in progress and the history. */
    async state(actor: Actor): Promise<TFastingState> {
      await subscription.assertAccess(db, actor.userId, 'fastingTracking');
      const at = now();
      const [acknowledgedAt, active, history] = await Promise.all([
        repo.noteAcknowledgedAt(db, actor.userId),
        repo.active(db, actor.userId),
        repo.history(db, actor.userId, FASTING_LIMITS.historyMax),
      ]);
      await audit.read(auditEntry(actor, 'read', null));
      return {
        noteAcknowledged: acknowledgedAt !== null,
        active: active ? present(active, at) : null,
        history: history.map((row) => present(row, at)),
        serverTime: at.toISOString(),
      };
    },

    /** POST /api/fasting/acknowledge-note: once per account. */
    async acknowledgeNote(actor: Actor): Promise<{ noteAcknowledged: true; acknowledgedAt: string }> {
      const at = await db.transaction(async (tx) => {
        const acknowledgedAt = await repo.acknowledgeNote(tx, actor.userId, now());
        await audit.write(tx, { ...auditEntry(actor, 'create', null), resource: 'fasting_note' });
        return acknowledgedAt;
      });
      return { noteAcknowledged: true, acknowledgedAt: at.toISOString() };
    },

    /** POST /api/fasting/start: 409 without the note acknowledged or with a fast in progress. */
    async start(actor: Actor, input: StartInput): Promise<TFast> {
      const targetHours = targetHoursFor(input.protocol, input.customHours);
      if (targetHours === null) {
        throw new AppError('VALIDATION_FAILED', FASTING_MESSAGES.customHoursRange, {
          fields: { customHours: FASTING_MESSAGES.customHoursRange },
        });
      }
      const at = now();
      try {
        const row = await db.transaction(async (tx) => {
          if (!(await repo.noteAcknowledgedAt(tx, actor.userId))) {
            // Premium is checked first, so a free user learns about Premium, not about the note.
            await subscription.assertAccess(tx, actor.userId, 'fastingTracking');
            throw new AppError('CONFLICT', FASTING_MESSAGES.noteRequired);
          }
          if (await repo.active(tx, actor.userId))
            throw new AppError('CONFLICT', FASTING_MESSAGES.alreadyActive);
          await subscription.consume(tx, actor.userId, 'fastingTracking');
          const inserted = await repo.insert(tx, {
            userId: actor.userId,
            protocol: input.protocol,
            targetHours,
            startedAt: at,
          });
          await audit.write(tx, auditEntry(actor, 'create', inserted.id));
          return inserted;
        });
        return present(row, at);
      } catch (error) {
        // Two starts at once: the index lets one through; the other's use is rolled back with it.
        if (isOneActiveViolation(error)) throw new AppError('CONFLICT', FASTING_MESSAGES.alreadyActive);
        throw error;
      }
    },

    /** POST /api/fasting/stop: ends the caller's fast in progress (404 when there is none). */
    async stop(actor: Actor): Promise<TFast> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const stopped = await repo.stopActive(tx, actor.userId, at);
        if (!stopped) throw notFound(FASTING_MESSAGES.noneActive);
        await audit.write(tx, auditEntry(actor, 'update', stopped.id));
        return stopped;
      });
      return present(row, at);
    },

    /** For levels and achievements (which check access and audit their own read): fasts completed (target reached) per day in `timeZone`. */
    countsPerDay: (userId: string, timeZone: string): Promise<{ day: string; count: number }[]> =>
      repo.completedPerDay(db, userId, timeZone),

    /**
     * For the insights (docs/product/insights.md), which check access and audit their own read: hours
     * fasted per local day in `timeZone` (finished fasts, on the day they ended) from `from` to `to`.
     */
    async hoursByDayBetween(userId: string, from: string, to: string, timeZone: string) {
      return repo.hoursByEndDay(db, userId, from, to, timeZone);
    },

    /** The data export's fasting (docs/product/data-rights.md): every fast and when the safety note was read. */
    async exportForUser(userId: string) {
      const [rows, acknowledgedAt] = await Promise.all([
        repo.allFasts(db, userId),
        repo.noteAcknowledgedAt(db, userId),
      ]);
      return {
        premium: {
          fasts: rows.map((f) => ({
            id: f.id,
            protocol: f.protocol,
            targetHours: f.targetHours,
            startedAt: f.startedAt.toISOString(),
            endedAt: f.endedAt ? f.endedAt.toISOString() : null,
          })),
          fastingNoteAcknowledgedAt: acknowledgedAt ? acknowledgedAt.toISOString() : null,
        },
      };
    },

    /**
     * For the journey (server/features/journey), which checks access and audits its own read: the
     * fasts started before `before` (microseconds, id; null: the newest), newest first.
     */
    async startedBefore(
      userId: string,
      before: Before | null,
      limit: number,
    ): Promise<
      {
        id: string;
        protocol: string;
        targetHours: number;
        startedAt: Date;
        endedAt: Date | null;
        atUs: bigint;
      }[]
    > {
      const rows = await repo.startedBefore(db, userId, before, limit);
      return rows.map((row) => ({ ...row, atUs: BigInt(row.atUs) }));
    },

    /** The account erasure (inside its transaction): the fasts and the acknowledgement. */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.deleteForUser(tx, userId);
    },
  };
}

export type FastingService = ReturnType<typeof createFastingService>;
