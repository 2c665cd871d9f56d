import { z } from 'zod';
import { ZTimeZone } from './progress';

/**
 * Exercise plans (docs/product/exercise.md): a catalogue of workouts written for people living with
 * fatigue and pain, recommendations from the person's own check-ins and history, completing a workout
 * (duration, how it felt, an optional note) and the weekly progress and challenge, all computed on the
 * server from what the person stored. Weeks run Monday to Sunday in the person's time zone (`?tz=`).
 */

export const EXERCISE_TYPES = ['cardio', 'strength', 'flexibility', 'mindfulness'] as const;
export type TExerciseType = (typeof EXERCISE_TYPES)[number];
export const EXERCISE_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type TExerciseDifficulty = (typeof EXERCISE_DIFFICULTIES)[number];
/** How the body is placed: a person with little energy can pick what they can do from bed or a chair. */
export const EXERCISE_POSITIONS = ['lying', 'seated', 'standing'] as const;
export type TExercisePosition = (typeof EXERCISE_POSITIONS)[number];

export const EXERCISE_TYPE_LABELS: Record<TExerciseType, string> = {
  cardio: 'Cardio',
  strength: 'Strength',
  flexibility: 'Flexibility',
  mindfulness: 'Mindfulness',
};
export const EXERCISE_DIFFICULTY_LABELS: Record<TExerciseDifficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};
export const EXERCISE_POSITION_LABELS: Record<TExercisePosition, string> = {
  lying: 'Lying down',
  seated: 'Seated',
  standing: 'Standing',
};

/** How it felt, 1–5, with the words the form shows. */
export const EXERCISE_FEELINGS = [
  { value: 1, label: 'Much worse' },
  { value: 2, label: 'A bit worse' },
  { value: 3, label: 'About the same' },
  { value: 4, label: 'A bit better' },
  { value: 5, label: 'Much better' },
] as const;

export const EXERCISE_LIMITS = {
  durationMin: 1,
  durationMax: 300,
  feelingMin: 1,
  feelingMax: 5,
  noteMax: 500,
  /** Weight used for calorie estimates when the person has not given theirs (kg). */
  defaultWeightKg: 70,
  /** A workout done this many times in a week shows 100% (its progressPercent). */
  planWeeklyTarget: 2,
  /** The weekly challenge: days with at least one workout. */
  challengeDays: 3,
  /** Recommendations returned. */
  recommendationsMax: 3,
  /** Days a workout that felt worse is left out of recommendations. */
  feltWorseDays: 14,
} as const;

export const EXERCISE_MESSAGES = {
  durationRequired: 'Enter how many minutes you exercised',
  durationRange: 'Duration must be a whole number of minutes from 1 to 300',
  feelingRange: 'Choose how it felt, from 1 to 5',
  noteMax: 'Keep the note under 500 characters',
  workoutNotFound: 'That workout was not found.',
  completed: 'Workout saved',
  completeFailed: 'Could not save your workout',
  ownDataOnly: 'You can only view your own exercise recommendations.',
  /** Shown with every workout and in the player. */
  safety:
    'Stop straight away and seek medical help if you have chest pain, feel dizzy or faint, or are unusually short of breath.',
  /** Shown under the calorie figures. */
  calorieEstimate: (weightKnown: boolean) =>
    weightKnown
      ? 'Calories are an estimate from the workout’s MET value and the weight you gave.'
      : `Calories are an estimate for a ${EXERCISE_LIMITS.defaultWeightKg} kg person; add your weight in onboarding for yours.`,
  startGently: 'Start gently',
} as const;

export const ZExerciseType = z.enum(EXERCISE_TYPES);
export const ZExerciseDifficulty = z.enum(EXERCISE_DIFFICULTIES);

/** One workout of the catalogue (written by us: server/features/exercise/catalogue.ts). */
export const ZWorkout = z.object({
  id: z.string(),
  title: z.string(),
  type: ZExerciseType,
  difficulty: ZExerciseDifficulty,
  position: z.enum(EXERCISE_POSITIONS),
  /** Minutes. */
  duration: z.number().int().min(1),
  description: z.string(),
  /** Clear step-by-step instructions, each with its minutes. */
  steps: z.array(z.object({ instruction: z.string(), minutes: z.number().min(0.5) })).min(1),
  equipment: z.array(z.string()),
  benefits: z.array(z.string()),
  /** Each begins 'Skip if' or 'Stop if'. */
  contraindications: z.array(z.string()).min(1),
  /** Metabolic equivalent of the activity (Compendium of Physical Activities). */
  met: z.number().positive(),
  /** The next step up of this workout (graded progression), or null. */
  nextStepId: z.string().nullable(),
});
export type TWorkout = z.infer<typeof ZWorkout>;

/** `GET /api/exercise-plans`: a workout with the person's own figures. */
export const ZExercisePlan = ZWorkout.extend({
  /** Estimated for the person's weight (or the default): MET × kg × hours, rounded. */
  calories: z.number().int().min(0),
  /** Completed at least once this week. */
  isCompleted: z.boolean(),
  /** Times done this week toward `planWeeklyTarget`, 0–100. */
  progressPercent: z.number().int().min(0).max(100),
  completionsThisWeek: z.number().int().min(0),
});
export type TExercisePlan = z.infer<typeof ZExercisePlan>;

export const ZExercisePlansQuery = z.object({
  type: ZExerciseType.optional(),
  difficulty: ZExerciseDifficulty.optional(),
  tz: ZTimeZone.default('UTC'),
});

export const ZExercisePlanList = z.object({
  plans: z.array(ZExercisePlan),
  weightKg: z.number(),
  /** 'profile' when the person gave their weight, 'default' otherwise (the figures are then for 70 kg). */
  weightSource: z.enum(['profile', 'default']),
});
export type TExercisePlanList = z.infer<typeof ZExercisePlanList>;

/** `GET /api/exercise-recommendations/user/{id}` */
export const ZExerciseRecommendation = z.object({
  plan: ZExercisePlan,
  /** Why, in plain words. */
  reason: z.string(),
});
export type TExerciseRecommendation = z.infer<typeof ZExerciseRecommendation>;

export const ZExerciseRecommendations = z.object({
  /** What the picks were based on: a new person, low energy or pain, steady, or good energy for days. */
  basis: z.enum(['new', 'low', 'steady', 'good']),
  recommendations: z.array(ZExerciseRecommendation),
});
export type TExerciseRecommendations = z.infer<typeof ZExerciseRecommendations>;

/** `POST /api/exercise/{id}/complete` */
export const ZCompleteExerciseRequest = z.object({
  durationMinutes: z
    .number({ error: EXERCISE_MESSAGES.durationRequired })
    .int(EXERCISE_MESSAGES.durationRange)
    .min(EXERCISE_LIMITS.durationMin, EXERCISE_MESSAGES.durationRange)
    .max(EXERCISE_LIMITS.durationMax, EXERCISE_MESSAGES.durationRange),
  feeling: z
    .number({ error: EXERCISE_MESSAGES.feelingRange })
    .int(EXERCISE_MESSAGES.feelingRange)
    .min(EXERCISE_LIMITS.feelingMin, EXERCISE_MESSAGES.feelingRange)
    .max(EXERCISE_LIMITS.feelingMax, EXERCISE_MESSAGES.feelingRange)
    .optional(),
  note: z.string().trim().max(EXERCISE_LIMITS.noteMax, EXERCISE_MESSAGES.noteMax).optional(),
});
export type TCompleteExerciseRequest = z.input<typeof ZCompleteExerciseRequest>;

export const ZExerciseCompletion = z.object({
  id: z.string(),
  workoutId: z.string(),
  workoutTitle: z.string(),
  workoutType: ZExerciseType,
  durationMinutes: z.number().int(),
  calories: z.number().int().nullable(),
  feeling: z.number().int().nullable(),
  note: z.string().nullable(),
  completedAt: z.string(),
});
export type TExerciseCompletion = z.infer<typeof ZExerciseCompletion>;

const ZWeekFigures = z.object({
  workouts: z.number().int().min(0),
  minutes: z.number().int().min(0),
  calories: z.number().int().min(0),
  activeDays: z.number().int().min(0),
});
export type TExerciseWeekFigures = z.infer<typeof ZWeekFigures>;

/** `GET /api/exercise/progress?tz=` */
export const ZExerciseProgress = z.object({
  timeZone: z.string(),
  /** Monday of this week, YYYY-MM-DD. */
  weekStart: z.string(),
  thisWeek: ZWeekFigures,
  lastWeek: ZWeekFigures,
  /** Weeks in a row with at least one workout, up to this week (a week not yet active does not break it). */
  weekStreak: z.number().int().min(0),
  totalWorkouts: z.number().int().min(0),
  challenge: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    progress: z.number().int().min(0),
    maxProgress: z.number().int().min(1),
    /** ISO time the week ends. */
    endsAt: z.string(),
    /** Monday…Sunday of this week, whether the person moved that day. */
    days: z.array(z.object({ date: z.string(), active: z.boolean() })),
  }),
  recent: z.array(ZExerciseCompletion),
});
export type TExerciseProgress = z.infer<typeof ZExerciseProgress>;
