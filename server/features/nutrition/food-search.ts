import type pg from 'pg';
import type { Db } from '../../db/client';
import type { FoodMeasure } from '../../db/schema/nutrition';

/** A USDA food as the analyser uses it (nutrients per 100 g). */
export type FoodRow = {
  ndb: string;
  description: string;
  foodGroup: string;
  kcal: number;
  proteinG: number | null;
  carbsG: number | null;
  fatG: number | null;
  fiberG: number | null;
  sugarsG: number | null;
  sodiumMg: number | null;
  measures: FoodMeasure[];
};

const COLUMNS = `ndb, description, food_group AS "foodGroup", kcal, protein_g AS "proteinG", carbs_g AS "carbsG",
  fat_g AS "fatG", fiber_g AS "fiberG", sugars_g AS "sugarsG", sodium_mg AS "sodiumMg", measures`;

/**
 * Reference data is read straight through the pool with named prepared statements (no transaction:
 * nothing here is user data). `drizzle(pool)` keeps its pool as `$client`; the `Db` type does not
 * spell it out.
 */
const poolOf = (db: Db): pg.Pool => (db as Db & { $client: pg.Pool }).$client;

/**
 * Ranking of full-text matches. ts_rank measures how well the words match; on top of it the
 * everyday form wins: SR24's own foods over the older ones cronometer keeps, descriptions that
 * start with the searched phrase or word ('Bananas, raw' for banana), raw or plainly cooked forms,
 * the preferred cooking words, short generic names. Lower: a description whose head is another
 * kind of product the person did not name ('Bread, banana', 'Fish oil, sardine' — $7), unusual
 * forms they did not ask for ('imitation', 'canned', 'low fat' — $8; dry mixes and powders — $9),
 * baby, fast-food, restaurant and regional foods. A food heading its USDA category ('Fish,
 * sardine') scores higher. Branded foods (upper-case brand names) are left out unless the person
 * named the brand; meatless, imitation and infant versions unless they asked for them ($10).
 */

/**
 * USDA's classification heads: 'Milk, buttermilk', 'Fish, sardine', 'Nuts, almonds' — the food
 * named right after one of them is that food itself.
 */
const CATEGORY_HEADS = [
  'milk',
  'cheese',
  'cream',
  'yogurt',
  'fish',
  'crustaceans',
  'mollusks',
  'nuts',
  'seeds',
  'spices',
  'beans',
  'peas',
  'lettuce',
  'squash',
  'peppers',
  'cabbage',
  'beverages',
  'alcoholic beverage',
  'beef',
  'pork',
  'lamb',
  'veal',
  'chicken',
  'turkey',
  'game meat',
  'cereals',
  'rice',
  'wheat flour',
].join('|');

/** Kinds of product that, heading a description, mean it is not the plain food. */
const PRODUCT_WORDS = [
  'oil',
  'juice',
  'flour',
  'powder',
  'sauce',
  'soup',
  'bread',
  'pie',
  'cake',
  'cookie',
  'dressing',
  'spread',
  'butter',
  'syrup',
  'drink',
  'beverage',
  'candies',
  'snacks',
  'babyfood',
  'crackers',
  'muffins',
  'pudding',
  'salad',
  'sandwich',
  'pastries',
  'toaster',
  'spices',
  'seasoning',
  'gravy',
  'stuffing',
  'dip',
  'nectar',
  'jam',
  'jelly',
  'pickles',
  'relish',
  'vinegar',
  'chips',
  'bar',
];
/** Never the answer unless asked for: a different food that borrows the name. */
const OTHER_FOOD_WORDS = [
  'imitation',
  'substitute',
  'meatless',
  'vegetarian',
  'infant',
  'babyfood',
  'formula',
];
const UNUSUAL_WORDS = [
  'frozen',
  'canned',
  'stuffed',
  'reduced',
  'low',
  'light',
  'fat-free',
  'nonfat',
  'lowfat',
  'unprepared',
  'sweetened',
];
const DRY_WORDS = ['dehydrated', 'freeze-dried', 'dry', 'dried', 'powder', 'mix', 'concentrate', 'condensed'];

/** 'eggs' → 'egg', 'berries' → 'berry', 'tomatoes' → 'tomato' (not 'hummus' or 'couscous'). */
export function singular(word: string): string {
  return word
    .replace(/ies$/, 'y')
    .replace(/(oes|sses|shes|ches)$/, (m) => m.slice(0, -2))
    .replace(/([^su])s$/, '$1');
}

/** `\\m(a|b)(s|es)?\\M` of the words the query does not contain ('' when none is left). */
function wordsNotIn(list: readonly string[], queryWords: readonly string[]): string {
  const asked = new Set(queryWords.map(singular));
  const left = list.filter((w) => !asked.has(singular(w)));
  return left.length > 0 ? `\\m(${left.join('|')})(s|es)?\\M` : '';
}
const SEARCH = {
  name: 'iw_nutrition_food_search',
  text: `WITH q AS (SELECT to_tsquery('english', $1) AS query)
    SELECT ${COLUMNS},
      ts_rank(search, q.query)
      + CASE WHEN is_current THEN 0.4 ELSE 0 END
      + CASE WHEN lower(description) ~ ('^' || $2 || '(s|es)?\\M') THEN 1.0
             WHEN lower(description) ~ ('^(' || $5 || '|' || $6 || ')(s|es)?\\M') THEN 0.5 ELSE 0 END
      + CASE WHEN lower(split_part(description, ',', 1)) ~ ('^' || $2 || '(s|es)?$') THEN 0.4
             WHEN lower(split_part(description, ',', 1)) ~ ('^(' || $5 || '|' || $6 || ')(s|es)?$') THEN 0.2 ELSE 0 END
      - CASE WHEN $7 <> '' AND lower(split_part(description, ',', 1)) ~ $7 THEN 0.8 ELSE 0 END
      + CASE WHEN lower(description) ~ ('^(${CATEGORY_HEADS}), ' || $2 || '(s|es)?\\M') THEN 0.6 ELSE 0 END
      + CASE WHEN $3 <> '' AND lower(description) ~ $3 THEN 0.9 ELSE 0 END
      + CASE WHEN lower(description) ~ '\\m(raw|cooked|boiled|roasted|drained|brewed|prepared)\\M' THEN 0.25 ELSE 0 END
      + CASE WHEN lower(description) ~ '^[^,]+, (raw|cooked|boiled|roasted|baked|brewed|fresh)\\M' THEN 0.3 ELSE 0 END
      - CASE WHEN lower(description) LIKE '%, with salt%' THEN 0.1 ELSE 0 END
      - CASE WHEN description ~ '[A-Z]{3,}' THEN 0.9 ELSE 0 END
      - CASE WHEN food_group IN ('Baby Foods', 'Fast Foods', 'Restaurant Foods', 'American Indian/Alaska Native Foods')
             THEN 1.2 ELSE 0 END
      - CASE WHEN $8 <> '' AND lower(description) ~ $8 THEN 0.3 ELSE 0 END
      - CASE WHEN $9 <> '' AND lower(description) ~ $9 THEN 0.5 ELSE 0 END
      - length(description) * 0.006 AS score
    FROM nutrition_foods, q
    WHERE search @@ q.query AND ($10 = '' OR lower(description) !~ $10)
      AND (description !~ '[A-Z]{3,}' OR lower(regexp_replace(description, '[^A-Z]+', ' ', 'g')) ~ $11)
    ORDER BY score DESC, ndb
    LIMIT $4`,
};

const BY_IDS = {
  name: 'iw_nutrition_foods_by_ids',
  text: `SELECT ${COLUMNS} FROM nutrition_foods WHERE ndb = ANY($1::text[])`,
};

/**
 * Close matches for 'did you mean …?': descriptions sharing any word (full text, OR) or close in
 * spelling (trigram word similarity), generic SR24 foods only. Runs only for foods not found.
 */
const SIMILAR = {
  name: 'iw_nutrition_food_similar',
  text: `WITH q AS (SELECT to_tsquery('english', $2) AS query)
    SELECT ndb, description
    FROM nutrition_foods, q
    WHERE is_current AND description !~ '[A-Z]{3,}'
      AND food_group NOT IN ('Baby Foods', 'Fast Foods', 'Restaurant Foods', 'American Indian/Alaska Native Foods')
      AND (search @@ q.query OR $1 <% lower(description))
    ORDER BY ts_rank(search, q.query) + word_similarity($1, lower(description))
      + CASE WHEN lower(description) LIKE split_part($1, ' ', 1) || '%'
               OR lower(description) LIKE regexp_replace($1, '^.* ', '') || '%' THEN 0.3 ELSE 0 END
      + CASE WHEN lower(description) LIKE left($1, 4) || '%' THEN 0.2 ELSE 0 END
      + CASE WHEN lower(description) ~ '^[^,]+, (raw|cooked|boiled|roasted|baked|brewed)\\M' THEN 0.15 ELSE 0 END
      - CASE WHEN lower(description) ~ '\\m(dehydrated|dried|dry|powder|mix|concentrate|condensed)\\M' THEN 0.2 ELSE 0 END
      - length(description) * 0.004 DESC, ndb
    LIMIT $3`,
};

/** Turns free words into a to_tsquery string: words ANDed, each a prefix when long enough. */
export function toTsQuery(words: string[], mode: 'and' | 'or' = 'and'): string {
  const terms = words
    .map((w) => w.toLowerCase().replace(/[^a-z0-9-]/g, ''))
    .flatMap((w) => w.split('-'))
    .filter((w) => w.length > 1);
  return terms.join(mode === 'and' ? ' & ' : ' | ');
}

export const foodSearchRepository = {
  async byIds(db: Db, ids: string[]): Promise<FoodRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await poolOf(db).query<FoodRow>({ ...BY_IDS, values: [ids] });
    return rows;
  },

  /**
   * Full-text search with everyday-form ranking: descriptions starting with the phrase, or with its
   * first or last word ('Tea, …' for green tea), come first; `prefer` is a regular expression of
   * words to favour (cooking methods).
   */
  async search(
    db: Db,
    words: string[],
    options: { prefer?: string; limit?: number } = {},
  ): Promise<FoodRow[]> {
    const query = toTsQuery(words);
    if (!query) return [];
    const clean = (w: string) => w.toLowerCase().replace(/[^a-z0-9 -]/g, '');
    const cleanWords = words.map(clean).filter(Boolean);
    // 'eggs' should find 'Egg, whole': compare descriptions with the singular.
    const phrase = [...cleanWords.slice(0, -1), singular(cleanWords.at(-1) ?? '')].join(' ');
    const { rows } = await poolOf(db).query<FoodRow>({
      ...SEARCH,
      values: [
        query,
        phrase,
        options.prefer ?? '',
        options.limit ?? 5,
        singular(cleanWords[0] ?? ''),
        singular(cleanWords.at(-1) ?? ''),
        wordsNotIn(PRODUCT_WORDS, cleanWords),
        wordsNotIn(UNUSUAL_WORDS, cleanWords),
        wordsNotIn(DRY_WORDS, cleanWords),
        wordsNotIn(OTHER_FOOD_WORDS, cleanWords),
        // Branded foods only when the person named the brand ('kellogg's corn flakes').
        `\\m(${cleanWords.filter((w) => w.length >= 3).join('|') || 'x'})`,
      ],
    });
    return rows;
  },

  async similar(db: Db, text: string, limit = 3): Promise<Array<{ ndb: string; description: string }>> {
    const words = text.toLowerCase().split(/\s+/).filter(Boolean);
    // `<%` uses the trigram index at this transaction's threshold (the default 0.6 misses typos).
    const client = await poolOf(db).connect();
    try {
      await client.query('BEGIN READ ONLY');
      await client.query('SET LOCAL pg_trgm.word_similarity_threshold = 0.3');
      const { rows } = await client.query<{ ndb: string; description: string }>({
        ...SIMILAR,
        values: [text.toLowerCase(), toTsQuery(words, 'or') || 'x', limit],
      });
      await client.query('COMMIT');
      return rows;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  },
};
