import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Workouts a person completed (docs/product/exercise.md): which workout of the catalogue, its title at
 * the time, how long, the estimated calories and how it felt. Structured values are stored in clear, the optional note
 * encrypted (docs/data-protection.md). Streaks, XP, achievements, insights and the journey read this table.
 */
export const exerciseCompletions = pgTable(
  'exercise_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Id of the workout in the catalogue (server/features/exercise). */
    workoutId: text('workout_id').notNull(),
    /** The workout's title when it was completed, so history reads well if the catalogue changes. */
    workoutTitle: text('workout_title').notNull(),
    /** cardio, strength, flexibility or mindfulness. */
    workoutType: text('workout_type', {
      enum: ['cardio', 'strength', 'flexibility', 'mindfulness'],
    }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    calories: integer('calories'),
    /** How it felt: 1 (much worse) … 5 (much better); null when not said. */
    feeling: integer('feeling'),
    /** The person's note, AES-256-GCM encrypted and bound to the row (docs/data-protection.md). */
    noteEnc: text('note_enc'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exercise_completions_user_time_idx').on(t.userId, t.completedAt.desc()),
    check('exercise_completions_duration_range', sql`${t.durationMinutes} BETWEEN 1 AND 300`),
    check('exercise_completions_feeling_range', sql`${t.feeling} IS NULL OR ${t.feeling} BETWEEN 1 AND 5`),
    check(
      'exercise_completions_type_values',
      sql`${t.workoutType} IN ('cardio', 'strength', 'flexibility', 'mindfulness')`,
    ),
  ],
);
