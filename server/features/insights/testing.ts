import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { type FieldCipher, fieldColumn } from '../../lib/crypto';

/**
 * A person's history written straight into the tables, back-dated, for the insights' tests and the
 * benchmark (scripts/bench.ts). The API stamps every row with the present time and rate-limits meal
 * analyses, so a year of past days cannot be made through it; these rows are what the areas' own
 * writes store (encrypted symptom names and meal results bound to their rows), with chosen times.
 * Times are UTC: `daysAgo` 0 is the UTC date of `today`.
 */

export type SeedCheckIn = {
  mood: number;
  energy: number;
  stress: number;
  fatigueLevel: number;
  mentalClarity: number;
  digestion: number;
  sleepHours: number;
};

export type SeedDay = {
  /** 0 = today, 1 = yesterday… */
  daysAgo: number;
  checkIn?: SeedCheckIn;
  symptoms?: { name: string; severity: number; hour?: number }[];
  meals?: { foods: string[]; calories: number; protein: number; hour?: number }[];
  waterMl?: number;
  fastHours?: number;
  exerciseMinutes?: number;
};

const SYMPTOM_NAME = fieldColumn('symptoms', 'symptom_name_enc');
const MEAL_SUMMARY = fieldColumn('nutrition_analyses', 'summary_enc');
const MEAL_RESULT = fieldColumn('nutrition_analyses', 'result_enc');
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant `hour`:00 UTC on the day `daysAgo` before `today`'s UTC date. */
export function seedInstant(today: Date, daysAgo: number, hour: number): Date {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return new Date(midnight - daysAgo * DAY_MS + hour * 3600_000);
}

async function insertRows(
  pool: pg.Pool,
  table: string,
  columns: string[],
  types: string[],
  rows: unknown[][],
) {
  if (rows.length === 0) return;
  const arrays = columns.map((_, c) => rows.map((row) => row[c]));
  const select = types.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
  await pool.query(`INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM unnest(${select})`, arrays);
}

/** Writes the days' check-ins, symptoms, meals, water, fasts and workouts for `userId`. */
export async function seedHistory(
  pool: pg.Pool,
  cipher: FieldCipher,
  userId: string,
  days: readonly SeedDay[],
  today: Date,
): Promise<void> {
  const checkIns: unknown[][] = [];
  const symptoms: unknown[][] = [];
  const meals: unknown[][] = [];
  const water: unknown[][] = [];
  const fasts: unknown[][] = [];
  const workouts: unknown[][] = [];
  for (const day of days) {
    if (day.checkIn) {
      const c = day.checkIn;
      checkIns.push([
        randomUUID(),
        userId,
        c.mood,
        c.energy,
        c.stress,
        c.fatigueLevel,
        c.mentalClarity,
        c.digestion,
        c.sleepHours.toFixed(1),
        seedInstant(today, day.daysAgo, 9),
      ]);
    }
    for (const s of day.symptoms ?? []) {
      const id = randomUUID();
      symptoms.push([
        id,
        userId,
        cipher.encrypt(s.name, SYMPTOM_NAME.at(id)),
        s.severity,
        seedInstant(today, day.daysAgo, s.hour ?? 14),
      ]);
    }
    for (const m of day.meals ?? []) {
      const id = randomUUID();
      const result = {
        inputType: 'text',
        analysis: {
          totalCalories: m.calories,
          totalProtein: m.protein,
          totalCarbs: 0,
          totalFat: 0,
          totalFiber: null,
          totalSugar: null,
          totalSodium: null,
        },
        recommendations: { proteinGoal: 50, suggestions: [] },
        items: m.foods.map((food, i) => ({
          text: food,
          usdaId: null,
          description: food,
          grams: null,
          calories: i === 0 ? m.calories : 0,
          protein: i === 0 ? m.protein : 0,
          carbs: 0,
          fat: 0,
        })),
        unknown: [],
        notes: [],
        source: 'usda',
        servingSize: null,
      };
      meals.push([
        id,
        userId,
        'text',
        cipher.encrypt(m.foods.join(', '), MEAL_SUMMARY.at(id)),
        cipher.encrypt(JSON.stringify(result), MEAL_RESULT.at(id)),
        seedInstant(today, day.daysAgo, m.hour ?? 12),
      ]);
    }
    if (day.waterMl) {
      water.push([userId, 'custom', day.waterMl, day.waterMl, 'ml', seedInstant(today, day.daysAgo, 16)]);
    }
    if (day.fastHours) {
      const ended = seedInstant(today, day.daysAgo, 11);
      fasts.push([userId, 'custom', 16, new Date(ended.getTime() - day.fastHours * 3600_000), ended]);
    }
    if (day.exerciseMinutes) {
      workouts.push([
        userId,
        'walk',
        'Gentle walk',
        'cardio',
        day.exerciseMinutes,
        seedInstant(today, day.daysAgo, 18),
      ]);
    }
  }
  await insertRows(
    pool,
    'health_metrics',
    [
      'id',
      'user_id',
      'mood',
      'energy',
      'stress',
      'fatigue_level',
      'mental_clarity',
      'digestion',
      'sleep_hours',
      'created_at',
    ],
    ['uuid', 'text', 'int2', 'int2', 'int2', 'int2', 'int2', 'int2', 'numeric', 'timestamptz'],
    checkIns,
  );
  await insertRows(
    pool,
    'symptoms',
    ['id', 'user_id', 'symptom_name_enc', 'severity', 'created_at'],
    ['uuid', 'text', 'text', 'int2', 'timestamptz'],
    symptoms,
  );
  await insertRows(
    pool,
    'nutrition_analyses',
    ['id', 'user_id', 'input_type', 'summary_enc', 'result_enc', 'created_at'],
    ['uuid', 'text', 'text', 'text', 'text', 'timestamptz'],
    meals,
  );
  await insertRows(
    pool,
    'water_entries',
    ['user_id', 'kind', 'amount_ml', 'entered_amount', 'unit', 'created_at'],
    ['text', 'text', 'int4', 'numeric', 'text', 'timestamptz'],
    water,
  );
  await insertRows(
    pool,
    'fasts',
    ['user_id', 'protocol', 'target_hours', 'started_at', 'ended_at'],
    ['text', 'text', 'int2', 'timestamptz', 'timestamptz'],
    fasts,
  );
  await insertRows(
    pool,
    'exercise_completions',
    ['user_id', 'workout_id', 'workout_title', 'workout_type', 'duration_minutes', 'completed_at'],
    ['text', 'text', 'text', 'text', 'int4', 'timestamptz'],
    workouts,
  );
}

/** A small seeded pseudo-random generator (mulberry32), so a test's 'random' data is the same every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
