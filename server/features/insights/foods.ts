/**
 * The named food flags of the insights (docs/product/insights.md#daily-series): whether a meal's
 * items, as the person wrote them or as the food table matched them, contain dairy, caffeine,
 * alcohol, gluten or sugar. Word lists, matched on whole words (a plural 's' allowed); phrases that
 * say the opposite ('oat milk', 'decaf', 'gluten-free', 'sugar-free') are removed first.
 */

export const FOOD_FLAGS = ['dairy', 'caffeine', 'alcohol', 'gluten', 'sugar'] as const;
export type TFoodFlag = (typeof FOOD_FLAGS)[number];

type Rule = { words: readonly string[]; unless: readonly string[] };

const RULES: Record<TFoodFlag, Rule> = {
  dairy: {
    words: [
      'milk',
      'cheese',
      'cheddar',
      'mozzarella',
      'parmesan',
      'yogurt',
      'yoghurt',
      'butter',
      'cream',
      'ice cream',
      'whey',
      'kefir',
      'latte',
      'cappuccino',
      'custard',
      'milkshake',
      'dairy',
    ],
    unless: [
      'almond milk',
      'soy milk',
      'soya milk',
      'oat milk',
      'rice milk',
      'coconut milk',
      'coconut cream',
      'peanut butter',
      'almond butter',
      'nut butter',
      'cocoa butter',
      'apple butter',
      'cream of tartar',
      'dairy-free',
      'dairy free',
      'non-dairy',
      'lactose-free',
    ],
  },
  caffeine: {
    words: [
      'coffee',
      'espresso',
      'latte',
      'cappuccino',
      'americano',
      'macchiato',
      'mocha',
      'tea',
      'black tea',
      'green tea',
      'matcha',
      'cola',
      'energy drink',
    ],
    unless: [
      'decaf',
      'decaffeinated',
      'caffeine-free',
      'caffeine free',
      'herbal tea',
      'chamomile tea',
      'peppermint tea',
      'rooibos tea',
      'fruit tea',
    ],
  },
  alcohol: {
    words: [
      'beer',
      'ale',
      'lager',
      'stout',
      'wine',
      'champagne',
      'prosecco',
      'cider',
      'vodka',
      'gin',
      'rum',
      'whiskey',
      'whisky',
      'bourbon',
      'tequila',
      'brandy',
      'liqueur',
      'cocktail',
      'margarita',
      'mojito',
      'sake',
      'alcohol',
      'alcoholic beverage',
    ],
    unless: [
      'non-alcoholic',
      'alcohol-free',
      'alcohol free',
      'wine vinegar',
      'cider vinegar',
      'ginger ale',
      'root beer',
    ],
  },
  gluten: {
    words: [
      'wheat',
      'bread',
      'toast',
      'pasta',
      'spaghetti',
      'macaroni',
      'noodle',
      'flour',
      'barley',
      'rye',
      'couscous',
      'bagel',
      'croissant',
      'pizza',
      'cracker',
      'biscuit',
      'cookie',
      'cake',
      'muffin',
      'pancake',
      'waffle',
      'pastry',
      'sandwich',
      'burger',
      'beer',
      'cereal',
      'seitan',
    ],
    unless: ['gluten-free', 'gluten free', 'rice noodle', 'rice cake', 'corn tortilla', 'buckwheat'],
  },
  sugar: {
    words: [
      'sugar',
      'sugars',
      'candy',
      'chocolate',
      'soda',
      'cola',
      'soft drink',
      'lemonade',
      'cake',
      'cookie',
      'doughnut',
      'donut',
      'brownie',
      'ice cream',
      'pastry',
      'dessert',
      'syrup',
      'honey',
      'jam',
      'sweets',
      'sweetened',
      'pie',
      'muffin',
    ],
    unless: [
      'sugar-free',
      'sugar free',
      'rice cake',
      'no sugar',
      'unsweetened',
      'no added sugar',
      'diet cola',
      'diet soda',
    ],
  },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordPattern = (words: readonly string[]) =>
  new RegExp(`(?:^|[^a-z])(?:${words.map(escapeRegExp).join('|')})(?:e?s)?(?![a-z])`, 'i');
/** A phrase, or a negating word with the word it qualifies ('gluten-free bread', 'decaf coffee'). */
const NEGATING = /(?:free|^decaf|^decaffeinated|^unsweetened|^non-alcoholic|^non-dairy)$/;
const phrasePattern = (words: readonly string[]) =>
  new RegExp(
    `(?:^|[^a-z])(?:${words.map((w) => (NEGATING.test(w) ? `${escapeRegExp(w)}(?:\\s+[a-z]+)?` : escapeRegExp(w))).join('|')})(?![a-z])`,
    'gi',
  );

const COMPILED = FOOD_FLAGS.map((flag) => ({
  flag,
  words: wordPattern(RULES[flag].words),
  unless: phrasePattern(RULES[flag].unless),
}));

/** The flags one food text carries ('2 slices of toast with butter' → gluten, dairy). */
export function foodFlags(text: string): TFoodFlag[] {
  const lower = text.toLowerCase();
  const flags: TFoodFlag[] = [];
  for (const rule of COMPILED) {
    rule.unless.lastIndex = 0;
    const cleaned = lower.replace(rule.unless, ' ');
    if (rule.words.test(cleaned)) flags.push(rule.flag);
  }
  return flags;
}

/** The flags of a meal: any of its foods. */
export function mealFlags(foods: readonly string[]): Set<TFoodFlag> {
  const flags = new Set<TFoodFlag>();
  for (const food of foods) for (const flag of foodFlags(food)) flags.add(flag);
  return flags;
}
