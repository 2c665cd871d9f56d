import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { estimateCalories, planProgressPercent, weekStreak } from '../../../common/exercise';
import {
  EXERCISE_LIMITS,
  EXERCISE_MESSAGES,
  type TExerciseCompletion,
  type TExerciseDifficulty,
  type TExercisePlan,
  type TExercisePlanList,
  type TExerciseProgress,
  type TExerciseRecommendations,
  type TExerciseType,
  type TExerciseWeekFigures,
  type TWorkout,
  type ZCompleteExerciseRequest,
} from '../../../contract/exercise';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { addDays, localDate, mondayOf, rethrowUnknownTimeZone } from '../../lib/calendar';
import { type FieldCipher, fieldColumn, presentReadable } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { HealthMetricService } from '../health-metrics/service';
import type { ProfileService } from '../profile/service';
import type { SymptomService } from '../symptoms/service';
import { findWorkout, WORKOUTS } from './catalogue';
import { assertCanReadUserData } from './policy';
import { recommend } from './recommend';
import { type ExerciseCompletionRow, exerciseRepository as repo } from './repository';
import { startOfLocalDay, weekDays } from './week';

type CompleteInput = z.output<typeof ZCompleteExerciseRequest>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The completion's note, bound to its row (docs/data-protection.md#health-data-at-rest). */
const NOTE = fieldColumn('exercise_completions', 'note_enc');
/** Completions shown under the progress summary. */
const RECENT_SHOWN = 5;

/**
 * Exercise plans (docs/product/exercise.md): the catalogue with the person's own figures,
 * recommendations from their check-ins, conditions and history, completing a workout, and the weekly
 * progress and challenge. Other areas (streaks, achievements, insights, the journey) read completions
 * through `completionsBetween`.
 */
export function createExerciseService(deps: {
  db: Db;
  cipher: FieldCipher;
  audit: AuditLog;
  healthMetrics: Pick<HealthMetricService, 'scoresSince'>;
  symptoms: Pick<SymptomService, 'recentSince'>;
  profile: Pick<ProfileService, 'chronicConditions'>;
  /** The weight the person gave (kg), or null; a read of their answers, audited by its owner. */
  weightKg: (actor: Actor) => Promise<number | null>;
  now?: () => Date;
}) {
  const { db, cipher, audit } = deps;
  const now = deps.now ?? (() => new Date());

  const auditEntry = (actor: Actor, subjectUserId: string, action: 'read' | 'create', resource: string) => ({
    actorUserId: actor.userId,
    subjectUserId,
    action,
    resource,
    resourceId: null,
    requestId: actor.requestId,
    ipAddress: actor.ip,
  });

  const present = (row: ExerciseCompletionRow): TExerciseCompletion => ({
    id: row.id,
    workoutId: row.workoutId,
    workoutTitle: row.workoutTitle,
    workoutType: row.workoutType,
    durationMinutes: row.durationMinutes,
    calories: row.calories,
    feeling: row.feeling,
    note: cipher.decryptNullable(row.noteEnc, NOTE.at(row.id)),
    completedAt: row.completedAt.toISOString(),
  });

  /** The person's weight, or the default: only the owner's own (an admin sees default figures). */
  const weightFor = async (actor: Actor, userId: string) => {
    const kg = actor.userId === userId ? await deps.weightKg(actor) : null;
    return kg && kg > 0
      ? { weightKg: kg, weightSource: 'profile' as const }
      : { weightKg: EXERCISE_LIMITS.defaultWeightKg, weightSource: 'default' as const };
  };

  /** This week's Monday in `timeZone` and the completions of this week and last (and a day either side). */
  const recentWeeks = async (userId: string, timeZone: string) => {
    const today = localDate(now(), timeZone);
    const monday = mondayOf(today);
    const from = startOfLocalDay(addDays(monday, -7), timeZone);
    const to = startOfLocalDay(addDays(monday, 7), timeZone);
    const rows = await repo.completionsBetween(db, userId, from, to);
    const dayOf = (row: ExerciseCompletionRow) => localDate(row.completedAt, timeZone);
    return { today, monday, rows, dayOf };
  };

  const toPlan = (
    workout: TWorkout,
    weightKg: number,
    timesThisWeek: ReadonlyMap<string, number>,
  ): TExercisePlan => {
    const times = timesThisWeek.get(workout.id) ?? 0;
    return {
      ...workout,
      calories: estimateCalories(workout.met, weightKg, workout.duration),
      isCompleted: times > 0,
      progressPercent: planProgressPercent(times),
      completionsThisWeek: times,
    };
  };

  const timesThisWeekOf = async (userId: string, timeZone: string) => {
    const { monday, rows, dayOf } = await recentWeeks(userId, timeZone);
    const times = new Map<string, number>();
    for (const row of rows) {
      if (dayOf(row) >= monday) times.set(row.workoutId, (times.get(row.workoutId) ?? 0) + 1);
    }
    return times;
  };

  const figures = (rows: readonly ExerciseCompletionRow[], dayOf: (row: ExerciseCompletionRow) => string) =>
    ({
      workouts: rows.length,
      minutes: rows.reduce((sum, row) => sum + row.durationMinutes, 0),
      calories: rows.reduce((sum, row) => sum + (row.calories ?? 0), 0),
      activeDays: new Set(rows.map(dayOf)).size,
    }) satisfies TExerciseWeekFigures;

  return {
    /** Completions in [from, to), newest first (for other areas, which audit their own reads). */
    /** For levels and achievements (which check access and audit their own read): workouts per day in `timeZone`. */
    countsPerDay: (userId: string, timeZone: string): Promise<{ day: string; count: number }[]> =>
      repo.countsPerDay(db, userId, timeZone),

    /** For the journey: completions older than `before`, newest first, at most `limit` (no note). */
    async timelineBefore(userId: string, before: { atUs: bigint; id: string } | null, limit: number) {
      const rows = await repo.timelineBefore(db, userId, before, limit);
      return rows.map((row) => ({ ...row, atUs: BigInt(row.atUs) }));
    },

    completionsBetween(userId: string, from: Date, to: Date): Promise<ExerciseCompletionRow[]> {
      return repo.completionsBetween(db, userId, from, to);
    },

    /** GET /api/exercise-plans: the catalogue, filtered, with this week's figures of the caller. */
    async listPlans(
      actor: Actor,
      filter: { type?: TExerciseType; difficulty?: TExerciseDifficulty; timeZone: string },
    ): Promise<TExercisePlanList> {
      const [times, weight] = await Promise.all([
        timesThisWeekOf(actor.userId, filter.timeZone),
        weightFor(actor, actor.userId),
        audit.read(auditEntry(actor, actor.userId, 'read', 'exercise_completion')),
      ]).catch(rethrowUnknownTimeZone);
      const plans = WORKOUTS.filter(
        (w) =>
          (!filter.type || w.type === filter.type) &&
          (!filter.difficulty || w.difficulty === filter.difficulty),
      ).map((w) => toPlan(w, weight.weightKg, times));
      return { plans, ...weight };
    },

    /** GET /api/exercise-recommendations/user/{id}: the owner, or an admin (audited). */
    async recommendations(actor: Actor, userId: string, timeZone = 'UTC'): Promise<TExerciseRecommendations> {
      assertCanReadUserData(actor, userId);
      const at = now();
      const [checkIns, symptoms, conditions, history, times, weight] = await Promise.all([
        deps.healthMetrics.scoresSince(userId, new Date(at.getTime() - 7 * DAY_MS)),
        deps.symptoms.recentSince(userId, new Date(at.getTime() - 3 * DAY_MS)),
        deps.profile.chronicConditions(userId),
        repo.completionsBetween(
          db,
          userId,
          new Date(at.getTime() - 28 * DAY_MS),
          new Date(at.getTime() + DAY_MS),
        ),
        timesThisWeekOf(userId, timeZone),
        weightFor(actor, userId),
        audit.read(auditEntry(actor, userId, 'read', 'exercise_recommendations')),
      ]);
      const result = recommend({
        workouts: WORKOUTS,
        now: at,
        dayOf: (instant) => localDate(instant, timeZone),
        checkIns,
        symptoms,
        conditions,
        history: history.map((row) => ({
          workoutId: row.workoutId,
          workoutType: row.workoutType,
          feeling: row.feeling,
          completedAt: row.completedAt,
        })),
      });
      return {
        basis: result.basis,
        recommendations: result.picks.flatMap((pick) => {
          const workout = findWorkout(pick.workoutId);
          return workout ? [{ plan: toPlan(workout, weight.weightKg, times), reason: pick.reason }] : [];
        }),
      };
    },

    /** POST /api/exercise/{id}/complete: stores the completion with its estimated calories; audited. */
    async complete(actor: Actor, workoutId: string, input: CompleteInput): Promise<TExerciseCompletion> {
      const workout = findWorkout(workoutId);
      if (!workout) throw notFound(EXERCISE_MESSAGES.workoutNotFound);
      const { weightKg } = await weightFor(actor, actor.userId);
      const note = input.note ? input.note : null;
      const row = await db.transaction(async (tx) => {
        const id = randomUUID();
        const inserted = await repo.insert(tx, {
          id,
          userId: actor.userId,
          workoutId: workout.id,
          workoutTitle: workout.title,
          workoutType: workout.type,
          durationMinutes: input.durationMinutes,
          calories: estimateCalories(workout.met, weightKg, input.durationMinutes),
          feeling: input.feeling ?? null,
          noteEnc: cipher.encryptNullable(note, NOTE.at(id)),
          completedAt: now(),
        });
        await audit.write(tx, {
          ...auditEntry(actor, actor.userId, 'create', 'exercise_completion'),
          resourceId: id,
        });
        return inserted;
      });
      return present(row);
    },

    /** GET /api/exercise/progress?tz=: this week against last, the week streak and the challenge. */
    async progress(actor: Actor, timeZone: string): Promise<TExerciseProgress> {
      const userId = actor.userId;
      const [{ monday, rows, dayOf }, activeWeeks, total] = await Promise.all([
        recentWeeks(userId, timeZone),
        repo.activeWeeks(db, userId, timeZone),
        repo.countForUser(db, userId),
        audit.read(auditEntry(actor, userId, 'read', 'exercise_completion')),
      ]).catch(rethrowUnknownTimeZone);
      const thisWeekRows = rows.filter((row) => dayOf(row) >= monday);
      const lastWeekRows = rows.filter((row) => dayOf(row) < monday);
      const activeDays = new Set(thisWeekRows.map(dayOf));
      const days = weekDays(monday).map((date) => ({ date, active: activeDays.has(date) }));
      const target = EXERCISE_LIMITS.challengeDays;
      return {
        timeZone,
        weekStart: monday,
        thisWeek: figures(thisWeekRows, dayOf),
        lastWeek: figures(lastWeekRows, dayOf),
        weekStreak: weekStreak(new Set(activeWeeks), monday),
        totalWorkouts: total,
        challenge: {
          id: `move-gently-${monday}`,
          title: `Move gently on ${target} days this week`,
          description:
            'Any workout counts, even five minutes of breathing or stretching in bed. Rest days are part of the plan.',
          progress: Math.min(activeDays.size, target),
          maxProgress: target,
          endsAt: startOfLocalDay(addDays(monday, 7), timeZone).toISOString(),
          days,
        },
        recent: presentReadable(rows.slice(0, RECENT_SHOWN), present),
      };
    },

    /** The data export's completions (docs/product/data-rights.md), oldest first, notes decrypted. */
    async exportForUser(userId: string) {
      const rows = await repo.listAllForUser(db, userId);
      return { exerciseCompletions: presentReadable(rows, present) };
    },

    /** The account erasure (inside its transaction). */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.deleteForUser(tx, userId);
    },
  };
}

export type ExerciseService = ReturnType<typeof createExerciseService>;
