import type { Db } from '../../db/client';
import { type ExerciseCompletionRow, exerciseRepository as repo } from './repository';

/**
 * Exercise plans (docs/product/exercise.md): the workouts a person completed. Other areas (streaks,
 * achievements, insights, the journey) read completions through `completionsBetween`.
 */
export function createExerciseService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Completions in [from, to), newest first. */
    completionsBetween(userId: string, from: Date, to: Date): Promise<ExerciseCompletionRow[]> {
      return repo.completionsBetween(db, userId, from, to);
    },
  };
}

export type ExerciseService = ReturnType<typeof createExerciseService>;
