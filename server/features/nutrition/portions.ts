import type { FoodMeasure } from '../../db/schema/nutrition';
import type { FoodAlias } from './aliases';
import type { ParsedItem, Size, Unit } from './parse-quantity';

/**
 * Turning '2 slices', '1 1/2 cups', 'a medium', '150 g' into grams of one USDA food. The food's own
 * household measures come first; the defaults below apply only when USDA lists no such measure
 * (docs/product/nutrition.md#amounts lists them).
 */

const GRAMS_PER_MASS_UNIT: Partial<Record<Unit, number>> = { g: 1, kg: 1000, oz: 28.35, lb: 453.6 };

/** Volumes in millilitres: US customary cup 240 ml (the FDA labelling cup), tablespoon 15, teaspoon 5. */
export const DEFAULT_ML: Partial<Record<Unit, number>> = {
  ml: 1,
  cl: 10,
  dl: 100,
  l: 1000,
  'fl oz': 29.57,
  cup: 240,
  tbsp: 15,
  tsp: 5,
  /** A glass or a mug of a drink: one cup (8 fl oz). */
  glass: 240,
  mug: 240,
  /** A bowl of cereal, soup or porridge: one and a half cups. */
  bowl: 360,
  pint: 473,
  /** A can of a drink: 12 fl oz. */
  can: 355,
  bottle: 500,
  carton: 240,
  shot: 44,
  splash: 15,
  dash: 0.6,
  pinch: 0.3,
};

/** Grams of one countable unit when the food lists none. */
export const DEFAULT_GRAMS: Partial<Record<Unit, number>> = {
  slice: 30,
  piece: 50,
  handful: 30,
  serving: 100,
  plate: 300,
  scoop: 66,
  clove: 3,
  pat: 5,
  stick: 10,
  bar: 40,
  packet: 28,
  jar: 200,
  leaf: 10,
  stalk: 40,
  wedge: 30,
  fillet: 150,
  strip: 8,
  link: 45,
  /** A square of a chocolate bar. */
  square: 10,
  box: 43,
};

/** Size words scale a default portion (or a container: 'a large glass') when the food has no such measure. */
export const SIZE_FACTOR: Record<Size, number> = { small: 0.75, medium: 1, large: 1.3, 'extra large': 1.5 };

/** Words that name what a measure is, to match 'slice' with 'slice, regular (4" x 5" x 3/4")'. */
const UNIT_WORDS: Partial<Record<Unit, string[]>> = {
  cup: ['cup'],
  tbsp: ['tbsp', 'tablespoon'],
  tsp: ['tsp', 'teaspoon'],
  'fl oz': ['fl oz', 'fluid ounce'],
  // A slice of cake or pie is USDA's 'piece'.
  slice: ['slice', 'piece'],
  piece: ['piece'],
  can: ['can'],
  bottle: ['bottle'],
  glass: ['glass'],
  bowl: ['bowl'],
  scoop: ['scoop'],
  clove: ['clove'],
  pat: ['pat'],
  stick: ['stick'],
  bar: ['bar'],
  packet: ['packet'],
  jar: ['jar'],
  leaf: ['leaf'],
  stalk: ['stalk'],
  wedge: ['wedge'],
  fillet: ['fillet'],
  strip: ['strip', 'slice'],
  link: ['link'],
  square: ['square'],
  box: ['box'],
  serving: ['serving'],
  handful: ['handful'],
};

const norm = (text: string) => text.toLowerCase().replace(/[,()]/g, ' ').replace(/\s+/g, ' ').trim();

/** Grams in one unit of a measure ('0.5 cup = 78 g' → 156 g per cup). */
const perOne = (m: FoodMeasure) => m.grams / m.amount;

/** The first measure whose name (or 'amount name') starts with `key`, else contains it as a word. */
export function findMeasure(measures: readonly FoodMeasure[], key: string): FoodMeasure | null {
  const k = norm(key);
  if (!k) return null;
  const starts = measures.filter(
    (m) => norm(m.name).startsWith(k) || norm(`${m.amount} ${m.name}`).startsWith(k),
  );
  if (starts.length > 0) {
    // 'slice' means the ordinary slice: 'slice, regular' before 'slice, large' or 'slice, thin'.
    return (
      starts.find((m) => norm(m.name) === k) ??
      starts.find((m) => /\b(regular|medium)\b/.test(norm(m.name))) ??
      starts.find(
        (m) => !/\b(large|small|thin|thick|mini|snack|extra|crust not eaten|jumbo)\b/.test(norm(m.name)),
      ) ??
      starts[0]!
    );
  }
  // Inside the name, but not 'cup slices' for a slice: a volume of the thing is not one of it.
  const word = new RegExp(`\\b${k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b`);
  return (
    measures.find((m) => word.test(norm(m.name)) && !/^(cup|tbsp|tsp|fl oz|oz)\b/.test(norm(m.name))) ?? null
  );
}

const BULK =
  /\b(package|recipe|loaf|pie|cake, |head|melon|bunch|quart|gallon|container \(mean|yield|pizza|box|pkg|lb|whole|cubic)\b/;
const NATURAL =
  /^(medium|fruit|each|item|piece|slice|serving|sandwich|burrito|taco|cookie|bar|muffin|roll|bagel|patty|link|frankfurter|chop|fillet|breast|thigh|drumstick|wing|steak|pancake|waffle|tortilla|croissant|doughnut|pita|egg|large|small|cup)\b/;

/** The portion a bare count means ('an apple', '2 pancakes', 'a coffee'). */
export function naturalMeasure(measures: readonly FoodMeasure[]): FoodMeasure | null {
  const usable = measures.filter((m) => !/^(oz|g|lb)\b/.test(norm(m.name)) && !BULK.test(norm(m.name)));
  for (const word of ['medium', 'fruit', 'each', 'item', 'piece', 'slice', 'serving']) {
    const m = usable.find((x) => new RegExp(`\\b${word}\\b`).test(norm(x.name)));
    if (m) return m;
  }
  return usable.find((m) => NATURAL.test(norm(m.name))) ?? usable[0] ?? null;
}

/** Grams per millilitre from the food's own volume measures; 1 when it has none (water-like). */
export function densityOf(measures: readonly FoodMeasure[]): { gPerMl: number; isAssumed: boolean } {
  const volume: Array<[string, number]> = [
    ['cup', 236.6],
    ['fl oz', 29.57],
    ['tbsp', 14.79],
    ['tablespoon', 14.79],
    ['tsp', 4.93],
  ];
  for (const [key, ml] of volume) {
    const m = measures.find((x) => norm(x.name) === key || norm(x.name).startsWith(`${key} `));
    if (m) return { gPerMl: perOne(m) / ml, isAssumed: false };
  }
  return { gPerMl: 1, isAssumed: true };
}

export type Portion = { grams: number; portion: string };

/** '0.5 breast, bone and skin removed' — the amount matters when it is not 1. */
const measureLabel = (m: FoodMeasure) => (m.amount === 1 ? m.name : `${fmt(m.amount)} ${m.name}`);

const fmt = (n: number) => String(Math.round(n * 100) / 100);
const g = (n: number) => `${fmt(Math.round(n * 10) / 10)} g`;

/** Measures that weigh one of the thing itself: 'medium', 'each', '50 raisins' (for 'a few', 'a dozen'). */
export function countableMeasure(measures: readonly FoodMeasure[], foodName: string): FoodMeasure | null {
  const singular =
    foodName
      .split(' ')
      .at(-1)
      ?.replace(/(ies)$/, 'y')
      .replace(/(es|s)$/, '') ?? '';
  const byName =
    singular.length > 2
      ? measures.find((m) => new RegExp(`^(${singular}|${singular}s|${singular}es)\\b`).test(norm(m.name)))
      : undefined;
  if (byName) return byName;
  for (const word of ['medium', 'each', 'item', 'piece', 'fruit']) {
    const m = measures.find((x) => new RegExp(`^${word}\\b`).test(norm(x.name)));
    if (m) return m;
  }
  return null;
}

const BULK_UNIT = /^(cup|oz|tbsp|tsp|tablespoon|teaspoon|fl oz|serving|small box|3 oz|0\.5 cup)/;

export type PortionContext = { baseFoodGroup?: string; foodName?: string };

export function resolvePortion(
  measures: readonly FoodMeasure[],
  item: ParsedItem,
  alias?: FoodAlias,
  context: PortionContext = {},
): Portion {
  const q = item.quantity;
  const unit = item.unit;
  const count = (label: string, each: number): Portion => ({
    grams: q * each,
    portion: `${fmt(q)} × ${label} (${g(each)})`,
  });
  const sizeFactor = item.size ? SIZE_FACTOR[item.size] : 1;

  if (unit && GRAMS_PER_MASS_UNIT[unit]) {
    return { grams: q * GRAMS_PER_MASS_UNIT[unit]!, portion: `${fmt(q)} ${unit}` };
  }
  if (unit && alias?.units?.[unit] !== undefined) {
    const meaning = alias.units[unit]!;
    if (typeof meaning === 'number') return count(`${unit} (${g(meaning)})`, meaning * sizeFactor);
    const m = findMeasure(measures, meaning);
    if (m) return count(measureLabel(m), m.grams * sizeFactor);
  }
  if (unit) {
    if (item.size) {
      for (const word of UNIT_WORDS[unit] ?? []) {
        const m = findMeasure(measures, `${item.size} ${word}`);
        if (m) return count(m.name, perOne(m));
      }
    }
    for (const word of UNIT_WORDS[unit] ?? []) {
      const m = findMeasure(measures, word);
      if (m) return count(`${m.name}${item.size ? `, ${item.size}` : ''}`, perOne(m) * sizeFactor);
    }
    if (unit === 'piece' && !item.size) {
      const natural = alias?.unit ? findMeasure(measures, alias.unit) : naturalMeasure(measures);
      if (natural && !/^cup\b/.test(norm(natural.name))) return count(measureLabel(natural), natural.grams);
    }
    const ml = DEFAULT_ML[unit];
    if (ml !== undefined) {
      const { gPerMl, isAssumed } = densityOf(measures);
      const each = ml * sizeFactor * gPerMl;
      return count(
        `${item.size ? `${item.size} ` : ''}${unit} (${fmt(ml * sizeFactor)} ml${isAssumed ? ', 1 g/ml' : ''})`,
        each,
      );
    }
    const grams = DEFAULT_GRAMS[unit];
    if (grams !== undefined)
      return count(`${item.size ? `${item.size} ` : ''}${unit} (default)`, grams * sizeFactor);
  }

  if (item.isAddition && item.isQuantityImplied) {
    const grams = (context.baseFoodGroup && alias?.additionTo?.[context.baseFoodGroup]) || alias?.addition;
    if (grams) return { grams, portion: `as an addition (${g(grams)})` };
  }

  // 'a few strawberries', 'a dozen almonds': a count of the things themselves, not of cups.
  if (
    !item.isQuantityImplied &&
    item.quantity !== 1 &&
    !item.size &&
    alias?.unit &&
    BULK_UNIT.test(norm(alias.unit))
  ) {
    const each = countableMeasure(measures, context.foodName ?? '');
    if (each) return count(each.amount === 1 ? each.name : `one of ${measureLabel(each)}`, perOne(each));
  }

  if (item.size) {
    const sized = findMeasure(measures, item.size);
    if (sized) return count(sized.name, perOne(sized));
    const small = findMeasure(measures, 'small');
    const large = findMeasure(measures, 'large');
    if (item.size === 'medium' && small && large) {
      return count('medium (between small and large)', (perOne(small) + perOne(large)) / 2);
    }
    const base = basePortion(measures, alias);
    return count(`${item.size} (${fmt(sizeFactor)} × ${base.label})`, base.grams * sizeFactor);
  }

  // 'a beet', 'an apricot': one of the thing when USDA weighs one ('beet (2" dia)').
  if (!item.isQuantityImplied && !alias?.unit && !alias?.grams) {
    const each = countableMeasure(measures, context.foodName ?? '');
    if (each) return count(each.amount === 1 ? each.name : `one of ${measureLabel(each)}`, perOne(each));
  }
  const base = basePortion(measures, alias);
  return count(base.label, base.grams);
}

function basePortion(measures: readonly FoodMeasure[], alias?: FoodAlias): { label: string; grams: number } {
  if (alias?.unit) {
    const m = findMeasure(measures, alias.unit);
    if (m) return { label: measureLabel(m), grams: m.grams };
  }
  if (alias?.grams) return { label: `${alias.unit ?? 'portion'} (typical)`, grams: alias.grams };
  const natural = naturalMeasure(measures);
  if (natural) return { label: measureLabel(natural), grams: natural.grams };
  return { label: 'portion (100 g assumed)', grams: 100 };
}
