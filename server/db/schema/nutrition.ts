import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One household measure of a food as USDA gives it: `amount` × `name` weighs `grams`. */
export type FoodMeasure = { amount: number; name: string; grams: number };

/**
 * USDA SR24 reference foods (public domain; server/features/nutrition/data/README.md), nutrients per
 * 100 g edible portion. Loaded at start from the committed data file by
 * server/features/nutrition/food-data.ts; not user data, so nothing here is encrypted or audited.
 */
export const nutritionFoods = pgTable(
  'nutrition_foods',
  {
    /** USDA NDB number, five digits with leading zeros ('01123' egg, whole, raw). */
    ndb: text('ndb').primaryKey(),
    description: text('description').notNull(),
    foodGroup: text('food_group').notNull(),
    kcal: real('kcal').notNull(),
    proteinG: real('protein_g'),
    carbsG: real('carbs_g'),
    fatG: real('fat_g'),
    fiberG: real('fiber_g'),
    sugarsG: real('sugars_g'),
    sodiumMg: real('sodium_mg'),
    measures: jsonb('measures').$type<FoodMeasure[]>().notNull(),
    /** False for the foods cronometer keeps from releases before SR24; search ranks them lower. */
    isCurrent: boolean('is_current').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('english', ${nutritionFoods.description})`),
  },
  (t) => [
    index('nutrition_foods_search_idx').using('gin', t.search),
    index('nutrition_foods_description_trgm_idx').using('gin', sql`lower(${t.description}) gin_trgm_ops`),
    check('nutrition_foods_ndb_format', sql`${t.ndb} ~ '^[0-9]{5}$'`),
  ],
);

/** Which version of the data file is loaded (a single row); a new file replaces the foods at start. */
export const nutritionFoodDataset = pgTable(
  'nutrition_food_dataset',
  {
    id: smallint('id').primaryKey().default(1),
    version: text('version').notNull(),
    foodCount: integer('food_count').notNull(),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('nutrition_food_dataset_single_row', sql`${t.id} = 1`)],
);
