import type { z } from 'zod';
import { toMl } from '../../../common/water';
import {
  type TWaterEntry,
  type TWaterSummary,
  WATER_LIMITS,
  WATER_MESSAGES,
  type ZAddWaterRequest,
} from '../../../contract/water';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { rethrowUnknownTimeZone } from '../../lib/calendar';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { SubscriptionService } from '../subscription/service';
import { fillWeek, waterToday, weekDates } from './days';
import { waterRepository as repo, type WaterEntryRow } from './repository';

type AddInput = z.output<typeof ZAddWaterRequest>;

const present = (row: WaterEntryRow): TWaterEntry => ({
  id: row.id,
  amountMl: row.amountMl,
  kind: row.kind,
  enteredAmount: Number(row.enteredAmount),
  unit: row.unit,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Water tracking (docs/product/premium.md#water-tracking), a Premium feature: reads need Premium or an active
 * trial; each drink logged counts once against the trial's waterTracking limit (undo does not give the use
 * back).
 */
export function createWaterService(deps: {
  db: Db;
  audit: AuditLog;
  subscription: Pick<SubscriptionService, 'consume' | 'assertAccess'>;
  now?: () => Date;
}) {
  const { db, audit, subscription } = deps;
  const now = deps.now ?? (() => new Date());

  const auditEntry = (
    actor: Actor,
    action: 'read' | 'create' | 'update' | 'delete',
    resourceId: string | null,
  ) => ({
    actorUserId: actor.userId,
    subjectUserId: actor.userId,
    action,
    resource: 'water',
    resourceId,
    requestId: actor.requestId,
    ipAddress: actor.ip,
  });

  const summaryOf = async (tx: DbOrTx, userId: string, timeZone: string): Promise<TWaterSummary> => {
    const today = waterToday(now(), timeZone);
    const week = weekDates(today);
    const [entries, totals, goal] = await Promise.all([
      repo.entriesOfDay(tx, userId, today, timeZone),
      repo.dailyTotals(tx, userId, week[0] ?? today, today, timeZone),
      repo.goal(tx, userId),
    ]).catch(rethrowUnknownTimeZone);
    return {
      timeZone,
      today,
      goalMl: goal ?? WATER_LIMITS.goalDefaultMl,
      totalMl: totals.get(today) ?? 0,
      entries: entries.map(present),
      week: fillWeek(today, totals),
    };
  };

  return {
    /** GET /api/water/summary?tz=: today's total and entries, the goal and the last 7 days. */
    async summary(actor: Actor, timeZone: string): Promise<TWaterSummary> {
      await subscription.assertAccess(db, actor.userId, 'waterTracking');
      const summary = await summaryOf(db, actor.userId, timeZone);
      await audit.read(auditEntry(actor, 'read', null));
      return summary;
    },

    /** POST /api/water/entries?tz=: one drink, counted against the trial in the same transaction. */
    async add(actor: Actor, input: AddInput, timeZone: string): Promise<TWaterSummary> {
      const [amountMl, enteredAmount, unit] =
        input.kind === 'glass'
          ? [WATER_LIMITS.glassMl, WATER_LIMITS.glassMl, 'ml' as const]
          : input.kind === 'bottle'
            ? [WATER_LIMITS.bottleMl, WATER_LIMITS.bottleMl, 'ml' as const]
            : [toMl(input.amount, input.unit), input.amount, input.unit];
      await db.transaction(async (tx) => {
        await subscription.consume(tx, actor.userId, 'waterTracking');
        const row = await repo.insert(tx, {
          userId: actor.userId,
          kind: input.kind,
          amountMl,
          enteredAmount,
          unit,
          createdAt: now(),
        });
        await audit.write(tx, auditEntry(actor, 'create', row.id));
      });
      return summaryOf(db, actor.userId, timeZone);
    },

    /** DELETE /api/water/entries/last?tz=: undo the newest entry of today (404 when today has none). */
    async undoLast(actor: Actor, timeZone: string): Promise<TWaterSummary> {
      await db.transaction(async (tx) => {
        await subscription.assertAccess(tx, actor.userId, 'waterTracking');
        const id = await repo
          .deleteLastOfDay(tx, actor.userId, waterToday(now(), timeZone), timeZone)
          .catch(rethrowUnknownTimeZone);
        if (!id) throw notFound(WATER_MESSAGES.nothingToUndo);
        await audit.write(tx, auditEntry(actor, 'delete', id));
      });
      return summaryOf(db, actor.userId, timeZone);
    },

    /** DELETE /api/water/entries/{id}?tz=: one of the caller's own entries; anyone else's is 404. */
    async remove(actor: Actor, id: string, timeZone: string): Promise<TWaterSummary> {
      await db.transaction(async (tx) => {
        await subscription.assertAccess(tx, actor.userId, 'waterTracking');
        const deleted = await repo.deleteOwned(tx, actor.userId, id);
        if (!deleted) throw notFound(WATER_MESSAGES.entryNotFound);
        await audit.write(tx, auditEntry(actor, 'delete', deleted));
      });
      return summaryOf(db, actor.userId, timeZone);
    },

    /** PUT /api/water/goal. */
    async setGoal(actor: Actor, goalMl: number): Promise<{ goalMl: number }> {
      await db.transaction(async (tx) => {
        await subscription.assertAccess(tx, actor.userId, 'waterTracking');
        await repo.setGoal(tx, actor.userId, goalMl, now());
        await audit.write(tx, auditEntry(actor, 'update', null));
      });
      return { goalMl };
    },

    /**
     * For the insights (docs/product/insights.md), which check access and audit their own read: ml per
     * local day in `timeZone` from `from` to `to` (YYYY-MM-DD, inclusive), days without water left out.
     */
    async dailyTotalsBetween(userId: string, from: string, to: string, timeZone: string) {
      return repo.dailyTotals(db, userId, from, to, timeZone);
    },

    /** The data export's water (docs/product/data-rights.md): the goal set (null: the default) and every entry. */
    async exportForUser(userId: string) {
      const [goalMl, entries] = await Promise.all([repo.goal(db, userId), repo.allEntries(db, userId)]);
      return {
        premium: {
          waterGoalMl: goalMl,
          waterEntries: entries.map((w) => ({
            id: w.id,
            kind: w.kind,
            amountMl: w.amountMl,
            enteredAmount: w.enteredAmount,
            unit: w.unit,
            createdAt: w.createdAt.toISOString(),
          })),
        },
      };
    },

    /** The account erasure (inside its transaction): the entries and the goal. */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.deleteForUser(tx, userId);
    },
  };
}

export type WaterService = ReturnType<typeof createWaterService>;
