import {
  amountTooLargeMessage,
  MEAL_TEXT_LIMITS,
  type TMealTextAnalysis,
  type TMealTextItem,
  type TMealTextTotals,
  type TMealTextUnknown,
  unknownFoodMessage,
} from '../../../contract/nutrition';
import type { Db } from '../../db/client';
import { COMPOUND_FOOD_NAMES, FOOD_ALIASES, type FoodAlias } from './aliases';
import { type FoodRow, foodSearchRepository } from './food-search';
import { stripMealChatter } from './meal-chatter';
import { type CookingMethod, type ParsedItem, parseItem, splitMeal } from './parse-quantity';
import { resolvePortion } from './portions';

/** Words USDA uses for each cooking method, favoured by search when the person named the method. */
const COOKING_PREFERENCE: Record<CookingMethod, string> = {
  raw: 'raw',
  boiled: 'boiled|cooked|simmered',
  'hard-boiled': 'hard-boiled|boiled',
  poached: 'poached',
  fried: 'fried',
  grilled: 'grilled|broiled|roasted',
  baked: 'baked|roasted',
  roasted: 'roasted|baked',
  scrambled: 'scrambled',
  steamed: 'steamed|boiled|cooked',
  toasted: 'toasted',
  sauteed: 'stir-fried|sauteed|fried',
  stewed: 'stewed|braised|simmered',
  mashed: 'mashed',
  cooked: 'cooked|boiled|roasted',
};

const ALIAS_NAMES: ReadonlySet<string> = new Set(Object.keys(FOOD_ALIASES));
/** A stray connective ('with', 'and') left by an odd sentence is not a food. */
const CONNECTIVES_ONLY = /^(and|with|plus|or|on|also|then)( (and|with|plus|or|on|also|then))*$/;

type Resolved = { item: ParsedItem; food: FoodRow; alias?: FoodAlias; aliasName?: string };

/** 'eggs' → 'egg', 'berries' → 'berry', 'tomatoes' → 'tomato': enough for the alias table. */
function singularForms(name: string): string[] {
  const forms = [name];
  if (name.endsWith('ies')) forms.push(`${name.slice(0, -3)}y`);
  if (name.endsWith('oes')) forms.push(name.slice(0, -2));
  if (name.endsWith('es')) forms.push(name.slice(0, -2));
  if (name.endsWith('s')) forms.push(name.slice(0, -1));
  return forms;
}

/** The alias for an item, trying the name with its cooking words first ('fried rice', 'baked potato'). */
export function aliasFor(item: ParsedItem): { alias: FoodAlias; ndb: string; name: string } | null {
  const candidates = [...singularForms(item.food)];
  const cookingFirst =
    item.cooking.length > 0
      ? [...new Set([...singularForms(item.name), `${item.cooking.join(' ')} ${item.food}`])]
      : [];
  for (const name of [...cookingFirst, ...candidates]) {
    const alias = FOOD_ALIASES[name];
    if (!alias) continue;
    const isCookedAlias = cookingFirst.includes(name);
    let ndb = alias.ndb;
    if (!isCookedAlias) {
      for (const method of item.cooking) {
        const variant = alias.cooking?.[method];
        if (variant) {
          ndb = variant;
          break;
        }
      }
    }
    return { alias, ndb, name };
  }
  return null;
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

function itemNutrients(food: FoodRow, grams: number) {
  const per = (value: number | null) => (value === null ? null : (value * grams) / 100);
  return {
    calories: (food.kcal * grams) / 100,
    protein: per(food.proteinG) ?? 0,
    carbs: per(food.carbsG) ?? 0,
    fat: per(food.fatG) ?? 0,
    fiber: per(food.fiberG),
    sugar: per(food.sugarsG),
    sodium: per(food.sodiumMg),
  };
}

/**
 * Analyses a meal description: splits it into items, reads quantities, units and cooking words,
 * finds each food in USDA SR24 (alias table first, then ranked full-text search) and converts the
 * amount with the food's own household measures. Foods that are not found are listed in `unknown`
 * with close matches; nothing is estimated for them.
 */
export async function analyseMealText(db: Db, said: string): Promise<TMealTextAnalysis> {
  // How people say or type a meal as a sentence ("For breakfast I had two eggs…") → the list.
  const text = stripMealChatter(said) || said;
  const parts = splitMeal(text.slice(0, MEAL_TEXT_LIMITS.textMax), { compounds: COMPOUND_FOOD_NAMES }).slice(
    0,
    MEAL_TEXT_LIMITS.itemsMax,
  );
  const parsed = parts
    .map((part) => parseItem(part.text, part.isAddition, { knownFoods: ALIAS_NAMES }))
    .filter((p) => p.food.length > 0 && !CONNECTIVES_ONLY.test(p.food));

  const aliasHits = parsed.map((item) => aliasFor(item));
  const aliasIds = aliasHits.flatMap((hit) =>
    hit ? [hit.ndb, ...(hit.alias.parts ?? []).map((p) => p.ndb)] : [],
  );
  const aliasRows = await foodSearchRepository.byIds(db, [...new Set(aliasIds)]);
  const byNdb = new Map(aliasRows.map((row) => [row.ndb, row]));

  const resolved: Array<Resolved | { item: ParsedItem; unknown: TMealTextUnknown }> = await Promise.all(
    parsed.map(async (item, index) => {
      const hit = aliasHits[index];
      const aliasFood = hit ? byNdb.get(hit.ndb) : undefined;
      if (hit && aliasFood) return { item, food: aliasFood, alias: hit.alias, aliasName: hit.name };
      const food = await searchFood(db, item);
      if (food) return { item, food };
      return { item, unknown: await unknownFood(db, item) };
    }),
  );

  const items: TMealTextItem[] = [];
  const unknown: TMealTextUnknown[] = [];
  const sums = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0 };
  const add = (item: ParsedItem, food: FoodRow, grams: number, portion: string) => {
    const n = itemNutrients(food, grams);
    sums.calories += n.calories;
    sums.protein += n.protein;
    sums.carbs += n.carbs;
    sums.fat += n.fat;
    sums.fiber += n.fiber ?? 0;
    sums.sugar += n.sugar ?? 0;
    sums.sodium += n.sodium ?? 0;
    items.push({
      text: item.text,
      usdaId: food.ndb,
      description: food.description,
      foodGroup: food.foodGroup,
      quantity: item.quantity,
      portion,
      grams: round(grams, 1),
      calories: Math.round(n.calories),
      protein: round(n.protein, 1),
      carbs: round(n.carbs, 1),
      fat: round(n.fat, 1),
      fiber: n.fiber === null ? null : round(n.fiber, 1),
      sugar: n.sugar === null ? null : round(n.sugar, 1),
      sodium: n.sodium === null ? null : Math.round(n.sodium),
    });
  };

  let baseFoodGroup: string | undefined;
  for (const entry of resolved) {
    if ('unknown' in entry) {
      unknown.push(entry.unknown);
      continue;
    }
    const { item, food, alias, aliasName } = entry;
    const portion = alias?.parts
      ? null
      : resolvePortion(food.measures, item, alias, { baseFoodGroup, foodName: item.food });
    const totalGrams =
      portion?.grams ?? (alias?.parts ?? []).reduce((sum, p) => sum + p.grams * item.quantity, 0);
    if (totalGrams > MEAL_TEXT_LIMITS.itemGramsMax) {
      unknown.push({
        text: item.text,
        food: item.food,
        message: amountTooLargeMessage(item.text),
        suggestions: [],
      });
      continue;
    }
    if (portion) {
      add(item, food, portion.grams, portion.portion);
    } else {
      // A dish recorded as its ingredients; '2 tuna sandwiches' doubles each.
      for (const part of alias?.parts ?? []) {
        const partFood = byNdb.get(part.ndb);
        const grams = part.grams * item.quantity;
        if (partFood)
          add(item, partFood, grams, `${item.quantity} × ${aliasName}: ${round(part.grams, 1)} g each`);
      }
    }
    if (!item.isAddition) baseFoodGroup = food.foodGroup;
  }
  const totals: TMealTextTotals = {
    calories: Math.round(sums.calories),
    protein: round(sums.protein, 1),
    carbs: round(sums.carbs, 1),
    fat: round(sums.fat, 1),
    fiber: round(sums.fiber, 1),
    sugar: round(sums.sugar, 1),
    sodium: Math.round(sums.sodium),
  };
  return { items, unknown, totals };
}

/** Ranked full-text search with every word of the name required; null when nothing matches them all. */
export async function searchFood(db: Db, item: ParsedItem): Promise<FoodRow | null> {
  const words = item.food.split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const prefer = item.cooking.map((method) => COOKING_PREFERENCE[method]).join('|');
  const [best] = await foodSearchRepository.search(db, words, {
    prefer: prefer ? `\\m(${prefer})\\M` : '',
    limit: 1,
  });
  return best ?? null;
}

async function unknownFood(db: Db, item: ParsedItem): Promise<TMealTextUnknown> {
  // Two letters match half the table by trigram; offer nothing rather than noise.
  const suggestions =
    item.food.replace(/[^a-z]/g, '').length >= 3
      ? await foodSearchRepository.similar(db, item.food, MEAL_TEXT_LIMITS.suggestionsMax)
      : [];
  const shown = item.food || item.text;
  return {
    text: item.text,
    food: shown,
    message: unknownFoodMessage(
      shown,
      suggestions.map((s) => s.description),
    ),
    suggestions: suggestions.map((s) => ({ usdaId: s.ndb, description: s.description })),
  };
}
