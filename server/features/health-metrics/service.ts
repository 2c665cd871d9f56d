import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  HEALTH_METRIC_LIMITS,
  type THealthMetric,
  type THealthMetricDaily,
  type THealthMetricDay,
  type ZCreateHealthMetricRequest,
} from '../../../contract/health-metrics';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { addDays, localDate, rethrowUnknownTimeZone } from '../../lib/calendar';
import { type FieldCipher, fieldColumn, presentReadable } from '../../lib/crypto';
import type { Actor } from '../../plugins/auth';
import { assertCanReadUserData } from './policy';
import { type HealthMetricRow, type HealthScoresRow, healthMetricRepository } from './repository';

type CreateInput = z.output<typeof ZCreateHealthMetricRequest>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The check-in's note, bound to its row (docs/data-protection.md#health-data-at-rest). */
const NOTE = fieldColumn('health_metrics', 'note_enc');

/** A check-in's scores for other areas (progress, recommendations): no note, sleep as a number. */
export type HealthScores = Omit<HealthScoresRow, 'sleepHours'> & { sleepHours: number };

export function createHealthMetricService(deps: {
  db: Db;
  cipher: FieldCipher;
  audit: AuditLog;
  now?: () => Date;
}) {
  const { db, cipher, audit } = deps;
  const now = deps.now ?? (() => new Date());

  const present = (row: HealthMetricRow): THealthMetric => ({
    id: row.id,
    userId: row.userId,
    mood: row.mood,
    energy: row.energy,
    stress: row.stress,
    fatigueLevel: row.fatigueLevel,
    sleepQuality: Number(row.sleepHours),
    mentalClarity: row.mentalClarity,
    digestion: row.digestion,
    note: cipher.decryptNullable(row.noteEnc, NOTE.at(row.id)),
    timestamp: row.createdAt.toISOString(),
  });

  /** Awaited together with the read it records (docs/data-protection.md#audit-log). */
  const auditRead = (actor: Actor, userId: string) =>
    audit.read({
      actorUserId: actor.userId,
      subjectUserId: userId,
      action: 'read',
      resource: 'health_metric',
      resourceId: null,
      requestId: actor.requestId,
      ipAddress: actor.ip,
    });

  return {
    /** A check-in for the signed-in user, time-stamped now; the note is encrypted; audited. */
    async create(actor: Actor, input: CreateInput): Promise<THealthMetric> {
      const note = input.note ? input.note : null;
      const row = await db.transaction(async (tx) => {
        const id = randomUUID();
        const inserted = await healthMetricRepository.insert(tx, {
          id,
          userId: actor.userId,
          mood: input.mood,
          energy: input.energy,
          stress: input.stress,
          fatigueLevel: input.fatigueLevel,
          mentalClarity: input.mentalClarity,
          digestion: input.digestion,
          sleepHours: input.sleepQuality.toFixed(1),
          noteEnc: cipher.encryptNullable(note, NOTE.at(id)),
        });
        await audit.write(tx, {
          actorUserId: actor.userId,
          subjectUserId: actor.userId,
          action: 'create',
          resource: 'health_metric',
          resourceId: inserted.id,
          requestId: actor.requestId,
          ipAddress: actor.ip,
        });
        return inserted;
      });
      return present(row);
    },

    /** The latest check-in, as the home screen's metrics read it, or null when there is none. */
    async latestForUser(actor: Actor, userId: string): Promise<THealthMetric | null> {
      assertCanReadUserData(actor, userId);
      const [row] = await Promise.all([
        healthMetricRepository.latestForUser(db, userId),
        auditRead(actor, userId),
      ]);
      return row ? present(row) : null;
    },

    /** Every check-in of the last `days` days (24-hour periods back from now), newest first. */
    async listForUser(actor: Actor, userId: string, days: number): Promise<THealthMetric[]> {
      assertCanReadUserData(actor, userId);
      const since = new Date(Date.now() - days * DAY_MS);
      const [rows] = await Promise.all([
        healthMetricRepository.listSince(db, userId, since, HEALTH_METRIC_LIMITS.listMax),
        auditRead(actor, userId),
      ]);
      return presentReadable(rows, present);
    },

    /**
     * The last `days` calendar days in `timeZone`, oldest first and today last, each with its check-in
     * count and averages (null on a day without a check-in): the home screen's 7-day trends.
     */
    async dailyForUser(
      actor: Actor,
      userId: string,
      timeZone: string,
      days: number,
    ): Promise<THealthMetricDaily> {
      assertCanReadUserData(actor, userId);
      const today = localDate(now(), timeZone);
      const from = addDays(today, 1 - days);
      const [rows] = await Promise.all([
        healthMetricRepository.dailyAverages(db, userId, from, today, timeZone).catch(rethrowUnknownTimeZone),
        auditRead(actor, userId),
      ]);
      const byDate = new Map(rows.map((row) => [row.date, row]));
      const series: THealthMetricDay[] = Array.from({ length: days }, (_, index) => {
        const date = addDays(from, index);
        const row = byDate.get(date);
        return {
          date,
          checkIns: row?.checkIns ?? 0,
          mood: row?.mood ?? null,
          energy: row?.energy ?? null,
          stress: row?.stress ?? null,
          fatigueLevel: row?.fatigueLevel ?? null,
          mentalClarity: row?.mentalClarity ?? null,
          digestion: row?.digestion ?? null,
          sleepQuality: row?.sleepHours ?? null,
        };
      });
      return { timeZone, today, days: series };
    },

    /**
     * For other areas' summaries (progress, recommendations), which check access and audit their
     * own read: scores and times only, never the note.
     */
    async scoresSince(userId: string, since: Date): Promise<HealthScores[]> {
      const rows = await healthMetricRepository.scoresSince(db, userId, since, HEALTH_METRIC_LIMITS.listMax);
      return rows.map((row) => ({ ...row, sleepHours: Number(row.sleepHours) }));
    },

    /**
     * For the insights (docs/product/insights.md), which check access and audit their own read: each
     * local day's check-in count and averages from `from` to `to` (YYYY-MM-DD, inclusive) in `timeZone`,
     * days without a check-in left out; never the note.
     */
    async dailyAveragesBetween(userId: string, from: string, to: string, timeZone: string) {
      return healthMetricRepository.dailyAverages(db, userId, from, to, timeZone);
    },

    /** The calendar days in `timeZone` with at least one check-in. */
    async activityDays(userId: string, timeZone: string): Promise<string[]> {
      return healthMetricRepository.localDays(db, userId, timeZone);
    },

    /**
     * The data export's check-ins (docs/product/data-rights.md), oldest first, the note decrypted;
     * the account area audits the export itself.
     */
    async exportForUser(userId: string) {
      const rows = await healthMetricRepository.listAllForUser(db, userId);
      return {
        checkIns: presentReadable(rows, (c) => ({
          id: c.id,
          createdAt: c.createdAt.toISOString(),
          mood: c.mood,
          energy: c.energy,
          stress: c.stress,
          fatigueLevel: c.fatigueLevel,
          mentalClarity: c.mentalClarity,
          digestion: c.digestion,
          sleepHours: Number(c.sleepHours),
          note: cipher.decryptNullable(c.noteEnc, NOTE.at(c.id)),
        })),
      };
    },

    /** The account erasure (inside its transaction). */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await healthMetricRepository.deleteForUser(tx, userId);
    },
  };
}

export type HealthMetricService = ReturnType<typeof createHealthMetricService>;
