import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type pg from 'pg';
import type { FoodMeasure } from '../../db/schema/nutrition';

/** Committed output of scripts/derive-usda-foods.ts (USDA SR24, public domain; see data/README.md). */
export const USDA_FOODS_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'data',
  'usda-sr24-foods.json.gz',
);

const LOAD_LOCK = 7391501;

type FileFood = [
  ndb: string,
  group: string,
  description: string,
  kcal: number,
  proteinG: number | null,
  carbsG: number | null,
  fatG: number | null,
  fiberG: number | null,
  sugarsG: number | null,
  sodiumMg: number | null,
  isCurrent: boolean,
  measures: Array<[amount: number, name: string, grams: number]>,
];

export type UsdaFoodFile = { version: string; foods: FileFood[] };

export function readUsdaFoodFile(file = USDA_FOODS_FILE): UsdaFoodFile {
  const bytes = fs.readFileSync(file);
  const version = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const parsed = JSON.parse(zlib.gunzipSync(bytes).toString('utf8')) as { foods: FileFood[] };
  return { version, foods: parsed.foods };
}

export type LoadResult = { loaded: boolean; foodCount: number; version: string; ms: number };

/**
 * Makes `nutrition_foods` hold exactly the committed data file: does nothing when that version is
 * already loaded, otherwise replaces the rows in one transaction (one INSERT … SELECT FROM unnest of
 * column arrays, ~0.5 s for 8,857 foods). An advisory lock lets several instances start at once.
 */
export async function ensureUsdaFoods(pool: pg.Pool, file = USDA_FOODS_FILE): Promise<LoadResult> {
  const started = performance.now();
  const data = readUsdaFoodFile(file);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOAD_LOCK]);
    const current = await client.query<{ version: string; food_count: number }>(
      'SELECT version, food_count FROM nutrition_food_dataset WHERE id = 1',
    );
    if (current.rows[0]?.version === data.version) {
      await client.query('COMMIT');
      return {
        loaded: false,
        foodCount: current.rows[0].food_count,
        version: data.version,
        ms: performance.now() - started,
      };
    }
    await client.query('DELETE FROM nutrition_foods');
    const column = <T>(pick: (food: FileFood) => T) => data.foods.map(pick);
    await client.query(
      `INSERT INTO nutrition_foods
         (ndb, food_group, description, kcal, protein_g, carbs_g, fat_g, fiber_g, sugars_g, sodium_mg, is_current, measures)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::real[], $5::real[], $6::real[], $7::real[],
                            $8::real[], $9::real[], $10::real[], $11::boolean[], $12::jsonb[])`,
      [
        column((f) => f[0]),
        column((f) => f[1]),
        column((f) => f[2]),
        column((f) => f[3]),
        column((f) => f[4]),
        column((f) => f[5]),
        column((f) => f[6]),
        column((f) => f[7]),
        column((f) => f[8]),
        column((f) => f[9]),
        column((f) => f[10]),
        column((f) =>
          JSON.stringify(f[11].map(([amount, name, grams]): FoodMeasure => ({ amount, name, grams }))),
        ),
      ],
    );
    await client.query(
      `INSERT INTO nutrition_food_dataset (id, version, food_count, loaded_at) VALUES (1, $1, $2, now())
       ON CONFLICT (id) DO UPDATE SET version = excluded.version, food_count = excluded.food_count, loaded_at = now()`,
      [data.version, data.foods.length],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE nutrition_foods');
    return {
      loaded: true,
      foodCount: data.foods.length,
      version: data.version,
      ms: performance.now() - started,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
