/**
 * Reading a meal description: splitting it into items and reading each item's quantity, unit,
 * size and cooking words. Pure functions; server/features/nutrition/parse-quantity.test.ts.
 */

export const UNIT_ALIASES: Record<string, Unit> = {
  g: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  grammes: 'g',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  ml: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  cl: 'cl',
  dl: 'dl',
  l: 'l',
  liter: 'l',
  liters: 'l',
  litre: 'l',
  litres: 'l',
  'fl oz': 'fl oz',
  'fluid ounce': 'fl oz',
  'fluid ounces': 'fl oz',
  cup: 'cup',
  cups: 'cup',
  tbsp: 'tbsp',
  tbsps: 'tbsp',
  tbs: 'tbsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tsp: 'tsp',
  tsps: 'tsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  slice: 'slice',
  slices: 'slice',
  piece: 'piece',
  pieces: 'piece',
  pc: 'piece',
  pcs: 'piece',
  can: 'can',
  cans: 'can',
  tin: 'can',
  tins: 'can',
  bowl: 'bowl',
  bowls: 'bowl',
  bowlful: 'bowl',
  glass: 'glass',
  glasses: 'glass',
  mug: 'mug',
  mugs: 'mug',
  bottle: 'bottle',
  bottles: 'bottle',
  handful: 'handful',
  handfuls: 'handful',
  serving: 'serving',
  servings: 'serving',
  portion: 'serving',
  portions: 'serving',
  plate: 'plate',
  plates: 'plate',
  plateful: 'plate',
  scoop: 'scoop',
  scoops: 'scoop',
  clove: 'clove',
  cloves: 'clove',
  pinch: 'pinch',
  dash: 'dash',
  splash: 'splash',
  pat: 'pat',
  pats: 'pat',
  knob: 'pat',
  stick: 'stick',
  sticks: 'stick',
  bar: 'bar',
  bars: 'bar',
  packet: 'packet',
  packets: 'packet',
  sachet: 'packet',
  sachets: 'packet',
  jar: 'jar',
  jars: 'jar',
  carton: 'carton',
  cartons: 'carton',
  shot: 'shot',
  shots: 'shot',
  pint: 'pint',
  pints: 'pint',
  leaf: 'leaf',
  leaves: 'leaf',
  stalk: 'stalk',
  stalks: 'stalk',
  wedge: 'wedge',
  wedges: 'wedge',
  fillet: 'fillet',
  fillets: 'fillet',
  filet: 'fillet',
  filets: 'fillet',
  strip: 'strip',
  strips: 'strip',
  rasher: 'strip',
  rashers: 'strip',
  link: 'link',
  links: 'link',
  square: 'square',
  squares: 'square',
  box: 'box',
  boxes: 'box',
  scoopful: 'scoop',
  spoon: 'tbsp',
  spoons: 'tbsp',
  spoonful: 'tbsp',
  spoonfuls: 'tbsp',
  tablespoonful: 'tbsp',
  teaspoonful: 'tsp',
};

export type Unit =
  | 'g'
  | 'kg'
  | 'oz'
  | 'lb'
  | 'ml'
  | 'cl'
  | 'dl'
  | 'l'
  | 'fl oz'
  | 'cup'
  | 'tbsp'
  | 'tsp'
  | 'slice'
  | 'piece'
  | 'can'
  | 'bowl'
  | 'glass'
  | 'mug'
  | 'bottle'
  | 'handful'
  | 'serving'
  | 'plate'
  | 'scoop'
  | 'clove'
  | 'pinch'
  | 'dash'
  | 'splash'
  | 'pat'
  | 'stick'
  | 'bar'
  | 'packet'
  | 'jar'
  | 'carton'
  | 'shot'
  | 'pint'
  | 'leaf'
  | 'stalk'
  | 'wedge'
  | 'fillet'
  | 'strip'
  | 'link'
  | 'square'
  | 'box';

export type Size = 'small' | 'medium' | 'large' | 'extra large';

/** Units that never trail a food's name as a count ('peanut butter cup' is a food, not a cup). */
const MASS_OR_VOLUME = new Set<Unit>([
  'g',
  'kg',
  'oz',
  'lb',
  'ml',
  'cl',
  'dl',
  'l',
  'fl oz',
  'cup',
  'tbsp',
  'tsp',
  'bar',
  'stick',
  'link',
  'pat',
  'can',
  'bottle',
  'jar',
  'shot',
  'pint',
  'carton',
  'box',
  'scoop',
  'packet',
  'dash',
  'pinch',
  'splash',
]);

export const COOKING_WORDS: Record<string, CookingMethod> = {
  raw: 'raw',
  fresh: 'raw',
  uncooked: 'raw',
  boiled: 'boiled',
  'hard-boiled': 'hard-boiled',
  'hard boiled': 'hard-boiled',
  hardboiled: 'hard-boiled',
  'soft-boiled': 'boiled',
  'soft boiled': 'boiled',
  poached: 'poached',
  fried: 'fried',
  'pan-fried': 'fried',
  'pan fried': 'fried',
  'deep-fried': 'fried',
  'deep fried': 'fried',
  grilled: 'grilled',
  broiled: 'grilled',
  barbecued: 'grilled',
  bbq: 'grilled',
  baked: 'baked',
  roasted: 'roasted',
  roast: 'roasted',
  scrambled: 'scrambled',
  steamed: 'steamed',
  toasted: 'toasted',
  sauteed: 'sauteed',
  sautéed: 'sauteed',
  stewed: 'stewed',
  braised: 'stewed',
  mashed: 'mashed',
  cooked: 'cooked',
  microwaved: 'cooked',
};

export type CookingMethod =
  | 'raw'
  | 'boiled'
  | 'hard-boiled'
  | 'poached'
  | 'fried'
  | 'grilled'
  | 'baked'
  | 'roasted'
  | 'scrambled'
  | 'steamed'
  | 'toasted'
  | 'sauteed'
  | 'stewed'
  | 'mashed'
  | 'cooked';

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  dozen: 12,
  half: 0.5,
  quarter: 0.25,
  couple: 2,
  few: 3,
  several: 3,
  some: 1,
};

const UNICODE_FRACTIONS: Record<string, string> = {
  '½': ' 1/2',
  '⅓': ' 1/3',
  '⅔': ' 2/3',
  '¼': ' 1/4',
  '¾': ' 3/4',
  '⅛': ' 1/8',
};

export type ParsedItem = {
  /** The item as written (trimmed). */
  text: string;
  /** How many units (or how many of the food's natural unit when `unit` is null). */
  quantity: number;
  /** True when the text gave no quantity at all ('coffee'). */
  isQuantityImplied: boolean;
  unit: Unit | null;
  size: Size | null;
  cooking: CookingMethod[];
  /** What is left: the food's name, lowercased, cooking words removed. */
  food: string;
  /** The name with its cooking words ('roast beef', 'fried rice'), for names that include them. */
  name: string;
  /** Came after 'with' ('coffee with milk'): an addition, portioned as such when no quantity is given. */
  isAddition: boolean;
};

/** Words that carry no meaning for the lookup. */
const FILLER_WORDS = new Set([
  'of',
  'some',
  'my',
  'the',
  'about',
  'around',
  'approximately',
  'approx',
  'roughly',
  'like',
  'just',
  'homemade',
  'home-made',
  'organic',
  'little',
  'bit',
  'portion',
  'x',
  'ate',
  'had',
  'i',
  'drank',
  'for',
  'breakfast',
  'lunch',
  'dinner',
  'snack',
  'fresh',
  'a',
  'an',
  'it',
  'this',
  'that',
  'these',
  'those',
  'order',
  'side',
  // Preparation that does not change the nutrients per gram.
  'sliced',
  'diced',
  'chopped',
  'cubed',
  'minced',
  'grated',
]);

export function normaliseText(text: string): string {
  let out = text.toLowerCase().normalize('NFC').replace(/_/g, ' ');
  for (const [glyph, ascii] of Object.entries(UNICODE_FRACTIONS)) out = out.split(glyph).join(ascii);
  return out
    .replace(/[’']/g, "'")
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/(\d)\s*(g|gr|kg|ml|l|oz|lb|lbs|cl|dl)\b/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Phrases that contain a separator word but name one food ('mac and cheese'). */
export type SplitOptions = { compounds?: readonly string[] };

/**
 * Splits a meal into items on commas, semicolons, new lines, '+', '&', ' and ', ' plus ' and
 * ' with ' (what follows 'with' is marked as an addition), keeping compound names whole.
 */
export function splitMeal(
  text: string,
  options: SplitOptions = {},
): Array<{ text: string; isAddition: boolean }> {
  let normal = normaliseText(text.replace(/[\r\n]+/g, ';'));
  const protectedPhrases = [...(options.compounds ?? [])]
    .filter((c) => /\b(and|with|&|n)\b/.test(c))
    .sort((a, b) => b.length - a.length);
  for (const phrase of protectedPhrases) {
    const pattern = new RegExp(`\\b${escapeRegExp(phrase)}\\b`, 'g');
    normal = normal.replace(pattern, phrase.replace(/ /g, '_'));
  }
  // 'one and a half', 'two and a half': a number, not two items.
  normal = normal.replace(/\b(\d+|a|one|two|three|four|five|six)\s+and\s+a\s+half\b/g, '$1_and_a_half');
  // 'breakfast: 2 eggs', 'lentil soup: 1 cup lentils …': a label before a colon names the meal, not a food.
  normal = normal.replace(/(^|[,;\n])\s*[a-z][a-z ]*:(?=\s|$)/g, '$1');
  const parts: Array<{ text: string; isAddition: boolean }> = [];
  for (const chunk of normal.split(/\s*(?:[,;\n+&]|\band\b|\bplus\b|\balso\b|\bthen\b|\bon\b)\s*/)) {
    const pieces = chunk.split(/\s+\bwith\b\s+|\s+\bw\/\s*/);
    pieces.forEach((piece, index) => {
      const clean = piece
        .replace(/_/g, ' ')
        .replace(/[.!?]+$/g, '')
        .replace(/^[-–—*•·]+\s*/, '')
        .trim();
      if (clean && /[a-z]/.test(clean)) parts.push({ text: clean, isAddition: index > 0 });
    });
  }
  return parts;
}

function cleanName(text: string): string {
  return text
    .replace(/[()"]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !FILLER_WORDS.has(word))
    .join(' ')
    .replace(/^(a|an)\s+/, '')
    .trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** '1 1/2' → 1.5, '1/2' → 0.5, '2.5' → 2.5, '2-3' → 2.5; null when the token is not a number. */
export function parseNumber(token: string): number | null {
  const t = token.trim();
  let m = t.match(/^(\d+)\s+(\d+)\/(\d+)$/);
  if (m) return Number(m[1]) + Number(m[2]) / Number(m[3]);
  m = t.match(/^(\d+)\/(\d+)$/);
  if (m) return Number(m[2]) === 0 ? null : Number(m[1]) / Number(m[2]);
  m = t.match(/^(\d+(?:\.\d+)?)\s*(?:-|to)\s*(\d+(?:\.\d+)?)$/);
  if (m) return (Number(m[1]) + Number(m[2])) / 2;
  m = t.match(/^\d*\.?\d+$/);
  if (m) return Number(t);
  return null;
}

const SIZE_WORDS: Record<string, Size> = {
  small: 'small',
  little: 'small',
  medium: 'medium',
  'medium-sized': 'medium',
  'medium sized': 'medium',
  regular: 'medium',
  large: 'large',
  big: 'large',
  'extra large': 'extra large',
  'extra-large': 'extra large',
  jumbo: 'extra large',
  huge: 'extra large',
};

/** Reads one item: quantity, unit, size, cooking words; what is left is the food's name. */
export function parseItem(
  text: string,
  isAddition = false,
  options: { knownFoods?: ReadonlySet<string> } = {},
): ParsedItem {
  // List bullets ('- 2 eggs', '• toast') are not minus signs.
  let rest = normaliseText(text).replace(/^[-–—*•·]+\s*/, '');
  let quantity: number | null = null;

  // Leading number forms, longest first.
  const numeric = rest.match(
    /^(\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:\.\d+)?\s*(?:-|to)\s*\d+(?:\.\d+)?|\d*\.?\d+)(?:\s*x\b)?\s*/,
  );
  if (numeric) {
    quantity = parseNumber(numeric[1]!);
    rest = rest.slice(numeric[0].length);
    const andHalf = rest.match(/^and (a )?half\s+/);
    if (andHalf && quantity !== null) {
      quantity += 0.5;
      rest = rest.slice(andHalf[0].length);
    }
  } else {
    const words = rest.match(
      /^(?:(?:a|an|one)\s+(?:and\s+a\s+)?half(?:\s+a|\s+an)?|half\s+(?:a|an)|a\s+half|a\s+couple(?:\s+of)?|a\s+few|a\s+dozen|(?:two|three|four|five|six)\s+and\s+a\s+half|a\s+quarter(?:\s+of)?|(?:a|an|one|single|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|dozen|half|quarter|couple|few|several|some))\b\s*/,
    );
    if (words) {
      const phrase = words[0].trim();
      rest = rest.slice(words[0].length);
      const andHalf = phrase.match(/^(\w+) and a half$/);
      if (phrase === 'a half' || /^half (a|an)$/.test(phrase)) quantity = 0.5;
      else if (andHalf)
        quantity = (andHalf[1] === 'a' || andHalf[1] === 'an' ? 1 : NUMBER_WORDS[andHalf[1]!]!) + 0.5;
      else if (/^(a|an|one) half( a| an)?$/.test(phrase)) quantity = 0.5;
      else if (/^(a|an|one) and a half( a| an)?$/.test(phrase)) quantity = 1.5;
      else {
        const key = phrase.replace(/^a\s+/, '').replace(/\s+of$/, '');
        quantity = NUMBER_WORDS[key] ?? NUMBER_WORDS[phrase] ?? 1;
        if (phrase === 'some') quantity = null; // 'some rice' says nothing about how much
      }
      rest = rest.replace(/^of\s+/, '');
      // 'half a cup', 'a dozen eggs'
      const again = rest.match(/^(a|an)\s+/);
      if (again && quantity !== null) rest = rest.slice(again[0].length);
    }
  }

  let size: Size | null = null;
  let unit: Unit | null = null;
  for (let guard = 0; guard < 3; guard++) {
    const sizeMatch = rest.match(
      /^(extra[- ]large|medium[- ]sized|small|little|medium|regular|large|big|jumbo|huge)\b\s*/,
    );
    if (sizeMatch && !size) {
      size = SIZE_WORDS[sizeMatch[1]!.replace('-', ' ')] ?? SIZE_WORDS[sizeMatch[1]!] ?? null;
      rest = rest.slice(sizeMatch[0].length);
      continue;
    }
    const unitMatch = rest.match(/^(fl\.? oz|fluid ounces?|[a-z]+)\b\.?\s*/);
    if (unitMatch && !unit) {
      const key = unitMatch[1]!.replace('fl. oz', 'fl oz');
      const found = UNIT_ALIASES[key];
      // A bare 'l' or 'g' only counts as a unit after a number ('2 l water'), never as a word.
      if (found && (key.length > 1 || quantity !== null)) {
        const after = rest.slice(unitMatch[0].length);
        // 'slice of', 'cup of', 'glass of': the unit is followed by a food; a unit word alone is a food
        if (after.trim().length > 0) {
          unit = found;
          rest = after.replace(/^of\s+/, '');
          continue;
        }
      }
    }
    break;
  }

  const name = cleanName(rest);
  const cooking: CookingMethod[] = [];
  const COOKING_PATTERN = new RegExp(
    `\\b(${Object.keys(COOKING_WORDS)
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})\\b`,
    'g',
  );
  let food = rest.replace(COOKING_PATTERN, (word) => {
    const method = COOKING_WORDS[word];
    if (method && !cooking.includes(method)) cooking.push(method);
    return ' ';
  });
  food = cleanName(food);

  // 'pizza slice', 'cucumber slices', 'chicken pieces': a unit word after the food names the unit.
  if (!unit && !options.knownFoods?.has(food)) {
    const words = food.split(' ');
    const trailing = words.length > 1 ? UNIT_ALIASES[words.at(-1)!] : undefined;
    if (trailing && !MASS_OR_VOLUME.has(trailing)) {
      unit = trailing;
      food = words.slice(0, -1).join(' ');
    }
  }

  return {
    text: text.trim(),
    name,
    quantity: quantity ?? 1,
    isQuantityImplied: quantity === null,
    unit,
    size,
    cooking,
    food,
    isAddition,
  };
}
