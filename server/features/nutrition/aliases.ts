import type { CookingMethod, Unit } from './parse-quantity';

/**
 * Everyday words → the USDA SR24 food a dietitian would pick for them (NDB numbers), checked
 * against the data by aliases.test.ts. Search falls back to full-text ranking for anything not here.
 *
 * `unit`: the household measure (its name's start in the food's USDA measures) meant by a bare
 * count ('2 eggs' → 'large'). `grams`: that portion's weight when USDA lists no such measure.
 * `cooking`: a different food for a cooking word ('boiled egg'). `addition`: grams when the food is
 * named as an addition without a quantity ('coffee with milk' → 30 g milk); toppings use about
 * half a cup of fruit, a tablespoon of dried fruit, and the NLEA serving of spreads and dips.
 */
export type FoodAlias = {
  ndb: string;
  unit?: string;
  grams?: number;
  cooking?: Partial<Record<CookingMethod, string>>;
  addition?: number;
  /** Addition grams by the food group of the item it is added to ('cereal with milk' → ½ cup). */
  additionTo?: Record<string, number>;
  /** What a unit means for this food: a USDA measure name, or grams ('a glass of wine' → 5 fl oz). */
  units?: Partial<Record<Unit, string | number>>;
  /** A dish recorded as its USDA ingredients, grams per one dish ('tuna sandwich'). */
  parts?: Array<{ ndb: string; grams: number }>;
};

const EGG: FoodAlias = {
  ndb: '01123',
  unit: 'large',
  cooking: {
    boiled: '01129',
    'hard-boiled': '01129',
    fried: '01128',
    scrambled: '01132',
    poached: '01131',
    cooked: '01129',
  },
};
const WHITE_BREAD: FoodAlias = { ndb: '18069', unit: 'slice', cooking: { toasted: '18070' } };
const WHITE_TOAST: FoodAlias = { ndb: '18070', unit: 'slice' };
const WHOLE_WHEAT_BREAD: FoodAlias = { ndb: '18075', unit: 'slice', cooking: { toasted: '18076' } };
const WHOLE_WHEAT_TOAST: FoodAlias = { ndb: '18076', unit: 'slice' };
const OATMEAL: FoodAlias = { ndb: '08121', unit: 'cup' };
const WHITE_RICE: FoodAlias = { ndb: '20045', unit: 'cup', cooking: { raw: '20044' } };
const BROWN_RICE: FoodAlias = { ndb: '20037', unit: 'cup', cooking: { raw: '20036' } };
const ON_CEREAL = { 'Breakfast Cereals': 122 };
const MILK_2: FoodAlias = { ndb: '01079', unit: 'cup', addition: 30, additionTo: ON_CEREAL };
const MILK_WHOLE: FoodAlias = { ndb: '01077', unit: 'cup', addition: 30, additionTo: ON_CEREAL };
const MILK_SKIM: FoodAlias = { ndb: '01085', unit: 'cup', addition: 30, additionTo: ON_CEREAL };
const MILK_1: FoodAlias = { ndb: '01082', unit: 'cup', addition: 30, additionTo: ON_CEREAL };
const COFFEE: FoodAlias = { ndb: '14209', unit: 'cup' };
const ESPRESSO: FoodAlias = { ndb: '14210', unit: 'fl', grams: 30 };
const TEA: FoodAlias = { ndb: '14355', unit: 'cup' };
const CHICKEN_BREAST: FoodAlias = {
  ndb: '05064',
  unit: '0.5 breast',
  grams: 172,
  cooking: { raw: '05062', fried: '05063', stewed: '05065', boiled: '05065' },
};
const CHICKEN: FoodAlias = {
  ndb: '05013',
  unit: 'cup',
  cooking: { raw: '05011', fried: '05012', stewed: '05014', boiled: '05014' },
};
const SALMON: FoodAlias = { ndb: '15237', unit: 'fillet', grams: 170, cooking: { raw: '15236' } };
const TUNA: FoodAlias = { ndb: '15121', unit: 'can', grams: 142 };
const BANANA: FoodAlias = { ndb: '09040', unit: 'medium' };
const APPLE: FoodAlias = { ndb: '09003', unit: 'medium' };
const ORANGE: FoodAlias = { ndb: '09200', unit: 'fruit' };
const POTATO: FoodAlias = {
  ndb: '11674',
  unit: 'potato medium',
  grams: 173,
  cooking: { boiled: '11367', mashed: '11934', raw: '11352', baked: '11674', roasted: '11674' },
};
const FRIES: FoodAlias = { ndb: '21138', unit: 'medium' };
const PASTA: FoodAlias = { ndb: '20121', unit: 'cup' };
/** A steak as served: 8 oz cooked top sirloin, lean and fat (1/8" trim), the everyday cut. */
const STEAK: FoodAlias = { ndb: '13932', grams: 225 };
const GROUND_BEEF: FoodAlias = { ndb: '23568', unit: 'serving' };
const BURGER_PATTY: FoodAlias = { ndb: '23568', unit: 'patty' };
const CHEDDAR: FoodAlias = { ndb: '01009', unit: 'slice', grams: 28 };
const YOGURT: FoodAlias = { ndb: '01116', unit: 'container (8', grams: 170 };
const BACON: FoodAlias = { ndb: '10862', unit: 'slice', cooking: { raw: '10123', baked: '10860' } };
const SAUSAGE: FoodAlias = { ndb: '07064', unit: 'serving' };
const SHRIMP: FoodAlias = { ndb: '15151', unit: '3 oz', cooking: { raw: '15149', fried: '15150' } };
const BEANS_BLACK: FoodAlias = { ndb: '16015', unit: 'cup' };
const BROCCOLI: FoodAlias = {
  ndb: '11090',
  unit: 'cup',
  cooking: { boiled: '11091', steamed: '11091', cooked: '11091' },
};
const CARROT: FoodAlias = { ndb: '11124', unit: 'medium' };
const SPINACH: FoodAlias = {
  ndb: '11457',
  unit: 'cup',
  cooking: { boiled: '11458', cooked: '11458', steamed: '11458', sauteed: '11458' },
};
const PEANUT_BUTTER: FoodAlias = { ndb: '16098', unit: 'tbsp', grams: 16, addition: 16 };
const BUTTER: FoodAlias = { ndb: '01001', unit: 'pat', addition: 5 };
const OLIVE_OIL: FoodAlias = { ndb: '04053', unit: 'tablespoon', addition: 13.5 };
const SUGAR: FoodAlias = { ndb: '19335', unit: 'tsp', addition: 4.2 };
const HONEY: FoodAlias = { ndb: '19296', unit: 'tbsp', addition: 21 };
const CREAM: FoodAlias = { ndb: '01049', unit: 'tbsp', addition: 15 };
const WATER: FoodAlias = { ndb: '14411', unit: 'cup' };
const BAGEL: FoodAlias = { ndb: '18001', unit: 'medium bagel' };
const TORTILLA: FoodAlias = { ndb: '18364', unit: 'tortilla' };
const PANCAKE: FoodAlias = { ndb: '18293', unit: 'pancake (4' };
const TOFU: FoodAlias = { ndb: '16426', unit: '0.5 cup' };
const SWEET_POTATO: FoodAlias = { ndb: '11508', unit: 'medium', cooking: { boiled: '11510' } };
const ALMONDS: FoodAlias = { ndb: '12061', unit: 'oz' };
const GRAPES: FoodAlias = { ndb: '09132', unit: 'cup' };
const OJ: FoodAlias = { ndb: '09206', unit: 'cup' };
const CEREAL: FoodAlias = { ndb: '08020', unit: 'cup' };
const GRANOLA: FoodAlias = { ndb: '08037', unit: 'cup' };

export const FOOD_ALIASES: Record<string, FoodAlias> = {
  // Eggs
  egg: EGG,
  eggs: EGG,
  'whole egg': EGG,
  'egg white': { ndb: '01124', unit: 'large' },
  'egg whites': { ndb: '01124', unit: 'large' },
  'egg yolk': { ndb: '01125', unit: 'large' },
  omelet: { ndb: '01130', unit: 'large', grams: 122 },
  omelette: { ndb: '01130', unit: 'large', grams: 122 },
  // Bread and breakfast
  bread: WHITE_BREAD,
  'white bread': WHITE_BREAD,
  toast: WHITE_TOAST,
  'white toast': WHITE_TOAST,
  'whole wheat bread': WHOLE_WHEAT_BREAD,
  'whole-wheat bread': WHOLE_WHEAT_BREAD,
  'wholewheat bread': WHOLE_WHEAT_BREAD,
  'wholemeal bread': WHOLE_WHEAT_BREAD,
  'brown bread': WHOLE_WHEAT_BREAD,
  'whole grain bread': { ndb: '18035', unit: 'slice regular' },
  'multigrain bread': { ndb: '18035', unit: 'slice regular' },
  'whole wheat toast': WHOLE_WHEAT_TOAST,
  'whole-wheat toast': WHOLE_WHEAT_TOAST,
  'wholewheat toast': WHOLE_WHEAT_TOAST,
  'wholemeal toast': WHOLE_WHEAT_TOAST,
  'brown toast': WHOLE_WHEAT_TOAST,
  'wheat toast': WHOLE_WHEAT_TOAST,
  'wheat bread': { ndb: '18064', unit: 'slice' },
  'rye bread': { ndb: '18060', unit: 'slice, regular' },
  'sourdough bread': { ndb: '18029', unit: 'slice, medium', cooking: { toasted: '18030' } },
  sourdough: { ndb: '18029', unit: 'slice, medium', cooking: { toasted: '18030' } },
  'french bread': { ndb: '18029', unit: 'slice, medium' },
  baguette: { ndb: '18029', unit: 'slice, medium' },
  'pita bread': { ndb: '18041', unit: 'pita, large' },
  pita: { ndb: '18041', unit: 'pita, large' },
  bagel: BAGEL,
  bagels: BAGEL,
  'english muffin': { ndb: '18258', unit: 'muffin' },
  croissant: { ndb: '18239', unit: 'croissant, medium' },
  'dinner roll': { ndb: '18342', unit: 'roll' },
  roll: { ndb: '18342', unit: 'roll' },
  bun: { ndb: '18350', unit: 'roll' },
  'hamburger bun': { ndb: '18350', unit: 'roll' },
  tortilla: TORTILLA,
  'flour tortilla': TORTILLA,
  'corn tortilla': { ndb: '18363', unit: 'tortilla' },
  pancake: PANCAKE,
  pancakes: PANCAKE,
  waffle: { ndb: '18365', unit: 'waffle' },
  waffles: { ndb: '18365', unit: 'waffle' },
  muffin: { ndb: '18274', unit: 'medium' },
  'blueberry muffin': { ndb: '18274', unit: 'medium' },
  oatmeal: OATMEAL,
  porridge: OATMEAL,
  oats: { ndb: '08120', unit: 'cup', cooking: { cooked: '08121', boiled: '08121' } },
  'rolled oats': { ndb: '08120', unit: 'cup', cooking: { cooked: '08121', boiled: '08121' } },
  cereal: CEREAL,
  cornflakes: CEREAL,
  'corn flakes': CEREAL,
  cheerios: { ndb: '08013', unit: 'cup' },
  granola: GRANOLA,
  muesli: { ndb: '42184', unit: 'cup' },
  'cream of wheat': { ndb: '08113', unit: 'cup' },
  grits: { ndb: '08093', unit: 'cup' },
  // Grains
  rice: WHITE_RICE,
  'white rice': WHITE_RICE,
  'steamed rice': WHITE_RICE,
  'brown rice': BROWN_RICE,
  'fried rice': { ndb: '36602', unit: 'cup' },
  quinoa: { ndb: '20137', unit: 'cup' },
  couscous: { ndb: '20029', unit: 'cup' },
  bulgur: { ndb: '20013', unit: 'cup' },
  pasta: PASTA,
  spaghetti: PASTA,
  macaroni: { ndb: '20100', unit: 'cup' },
  penne: PASTA,
  noodles: { ndb: '20110', unit: 'cup' },
  'egg noodles': { ndb: '20110', unit: 'cup' },
  'rice noodles': { ndb: '20134', unit: 'cup' },
  'whole wheat pasta': { ndb: '20125', unit: 'cup' },
  'spaghetti with meatballs': { ndb: '22912', unit: 'cup' },
  'spaghetti and meatballs': { ndb: '22912', unit: 'cup' },
  'mac and cheese': { ndb: '22970', unit: 'cup' },
  'macaroni and cheese': { ndb: '22970', unit: 'cup' },
  // Dairy
  milk: MILK_2,
  '2% milk': MILK_2,
  'semi-skimmed milk': MILK_2,
  'reduced fat milk': MILK_2,
  'whole milk': MILK_WHOLE,
  'full fat milk': MILK_WHOLE,
  'skim milk': MILK_SKIM,
  'skimmed milk': MILK_SKIM,
  'nonfat milk': MILK_SKIM,
  '1% milk': MILK_1,
  'chocolate milk': { ndb: '01102', unit: 'cup' },
  'soy milk': { ndb: '16120', unit: 'cup', addition: 30 },
  soymilk: { ndb: '16120', unit: 'cup', addition: 30 },
  cream: CREAM,
  'half and half': CREAM,
  'heavy cream': { ndb: '01053', unit: 'tbsp', addition: 15 },
  'whipped cream': { ndb: '01054', unit: 'tbsp', addition: 3 },
  'sour cream': { ndb: '01056', unit: 'tbsp', addition: 24 },
  butter: BUTTER,
  margarine: { ndb: '04610', unit: 'tsp', addition: 4.7 },
  cheese: CHEDDAR,
  'cheddar cheese': CHEDDAR,
  cheddar: CHEDDAR,
  'american cheese': { ndb: '01042', unit: 'slice', grams: 21 },
  'swiss cheese': { ndb: '01040', unit: 'slice', grams: 28 },
  mozzarella: { ndb: '01026', unit: 'oz' },
  'mozzarella cheese': { ndb: '01026', unit: 'oz' },
  parmesan: { ndb: '01032', unit: 'tbsp', addition: 5 },
  'parmesan cheese': { ndb: '01032', unit: 'tbsp', addition: 5 },
  feta: { ndb: '01019', unit: 'oz' },
  'feta cheese': { ndb: '01019', unit: 'oz' },
  'cream cheese': { ndb: '01017', unit: 'tbsp', addition: 29 },
  'cottage cheese': { ndb: '01012', unit: 'cup' },
  yogurt: YOGURT,
  yoghurt: YOGURT,
  'plain yogurt': YOGURT,
  'greek yogurt': { ndb: '01117', unit: 'container (8', grams: 170 },
  'low fat yogurt': { ndb: '01117', unit: 'container (8', grams: 170 },
  'fruit yogurt': { ndb: '01121', unit: 'container (8', grams: 170 },
  'ice cream': { ndb: '19095', unit: 'serving' },
  'vanilla ice cream': { ndb: '19095', unit: 'serving' },
  // Meat, fish, eggs
  chicken: CHICKEN,
  'chicken breast': CHICKEN_BREAST,
  'chicken breasts': CHICKEN_BREAST,
  'chicken thigh': { ndb: '05098', unit: 'thigh without skin' },
  'chicken thighs': { ndb: '05098', unit: 'thigh without skin' },
  'chicken wing': { ndb: '05107', unit: 'wing' },
  'chicken wings': { ndb: '05107', unit: 'wing' },
  'chicken drumstick': { ndb: '05075', unit: 'drumstick', grams: 44 },
  /** Two pieces, meat and skin, flour-coated and fried. */
  'fried chicken': { ndb: '05008', grams: 140 },
  turkey: { ndb: '05168', unit: 'cup', grams: 85 },
  'turkey breast': { ndb: '05220', unit: '3 oz', grams: 85 },
  'ground turkey': { ndb: '05306', unit: 'patty', grams: 85 },
  beef: GROUND_BEEF,
  'ground beef': GROUND_BEEF,
  'minced beef': GROUND_BEEF,
  mince: GROUND_BEEF,
  'beef patty': BURGER_PATTY,
  steak: STEAK,
  'sirloin steak': STEAK,
  'beef steak': STEAK,
  pork: { ndb: '10042', unit: 'chop' },
  'pork chop': { ndb: '10042', unit: 'chop' },
  'pork chops': { ndb: '10042', unit: 'chop' },
  ham: { ndb: '07029', unit: 'slice' },
  bacon: BACON,
  'bacon strips': BACON,
  sausage: SAUSAGE,
  sausages: SAUSAGE,
  'hot dog': { ndb: '07023', unit: 'frankfurter' },
  hotdog: { ndb: '07023', unit: 'frankfurter' },
  frankfurter: { ndb: '07023', unit: 'frankfurter' },
  lamb: { ndb: '17225', unit: '3 oz' },
  'lamb chop': { ndb: '17237', unit: 'steak' },
  'lamb chops': { ndb: '17237', unit: 'steak' },
  'roast beef': { ndb: '13880', unit: '3 oz' },
  'beef stew': { ndb: '22905', unit: 'cup' },
  sardines: { ndb: '15088', unit: 'can' },
  trout: { ndb: '15241', unit: 'fillet' },
  mackerel: { ndb: '15047', unit: 'fillet' },
  haddock: { ndb: '15034', unit: 'fillet' },
  catfish: { ndb: '15235', unit: 'fillet' },
  ramen: { ndb: '06583', unit: 'package', units: { bowl: 'package' } },
  salmon: SALMON,
  'salmon fillet': SALMON,
  tuna: TUNA,
  'canned tuna': TUNA,
  'tuna fish': TUNA,
  cod: { ndb: '15016', unit: 'fillet' },
  tilapia: { ndb: '15262', unit: 'fillet', grams: 116 },
  fish: { ndb: '15016', unit: 'fillet' },
  shrimp: SHRIMP,
  prawns: SHRIMP,
  // Legumes, nuts, seeds
  beans: BEANS_BLACK,
  'black beans': BEANS_BLACK,
  'kidney beans': { ndb: '16033', unit: 'cup' },
  'pinto beans': { ndb: '16043', unit: 'cup' },
  'baked beans': { ndb: '16009', unit: 'cup' },
  chickpeas: { ndb: '16057', unit: 'cup' },
  'garbanzo beans': { ndb: '16057', unit: 'cup' },
  lentils: { ndb: '16070', unit: 'cup' },
  tofu: TOFU,
  edamame: { ndb: '11212', unit: 'cup' },
  hummus: { ndb: '16158', grams: 30 },
  'peanut butter': PEANUT_BUTTER,
  peanuts: { ndb: '16090', unit: 'oz' },
  almonds: ALMONDS,
  almond: { ndb: '12061', unit: 'almond' },
  walnuts: { ndb: '12155', unit: 'oz', grams: 28.35 },
  cashews: { ndb: '12585', unit: 'oz' },
  pistachios: { ndb: '12652', unit: 'oz' },
  nuts: { ndb: '12135', unit: 'oz' },
  'mixed nuts': { ndb: '12135', unit: 'oz' },
  'sunflower seeds': { ndb: '12537', unit: 'oz' },
  'chia seeds': { ndb: '12006', unit: 'tbsp', grams: 12 },
  'flax seeds': { ndb: '12220', unit: 'tbsp, whole' },
  flaxseed: { ndb: '12220', unit: 'tbsp, whole' },
  // Fruit
  banana: BANANA,
  bananas: BANANA,
  apple: APPLE,
  apples: APPLE,
  orange: ORANGE,
  oranges: ORANGE,
  strawberries: { ndb: '09316', unit: 'cup, whole', addition: 72 },
  strawberry: { ndb: '09316', unit: 'medium' },
  blueberries: { ndb: '09050', unit: 'cup', addition: 74 },
  raspberries: { ndb: '09302', unit: 'cup', addition: 62 },
  berries: { ndb: '09050', unit: 'cup', addition: 74 },
  grapes: GRAPES,
  grape: { ndb: '09132', unit: 'grape', grams: 4.9 },
  watermelon: { ndb: '09326', unit: 'cup, diced' },
  melon: { ndb: '09181', unit: 'cup, cubes' },
  cantaloupe: { ndb: '09181', unit: 'cup, cubes' },
  pineapple: { ndb: '09266', unit: 'cup, chunks', addition: 82.5 },
  mango: { ndb: '09176', unit: 'fruit without refuse' },
  pear: { ndb: '09252', unit: 'medium' },
  pears: { ndb: '09252', unit: 'medium' },
  peach: { ndb: '09236', unit: 'medium' },
  peaches: { ndb: '09236', unit: 'medium' },
  kiwi: { ndb: '09148', unit: 'fruit' },
  kiwis: { ndb: '09148', unit: 'fruit' },
  plum: { ndb: '09279', unit: 'fruit' },
  cherries: { ndb: '09070', unit: 'cup, without pits' },
  grapefruit: { ndb: '09112', unit: '0.5 fruit' },
  lemon: { ndb: '09150', unit: 'fruit' },
  raisins: { ndb: '09298', unit: 'small box', addition: 14.5 },
  dates: { ndb: '09087', unit: 'date' },
  avocado: { ndb: '09037', unit: 'avocado' },
  avocados: { ndb: '09037', unit: 'avocado' },
  'fruit salad': { ndb: '09103', unit: 'cup' },
  // Vegetables
  potato: POTATO,
  potatoes: POTATO,
  'baked potato': { ndb: '11674', unit: 'potato medium', grams: 173 },
  'mashed potatoes': { ndb: '11934', unit: 'cup' },
  'mashed potato': { ndb: '11934', unit: 'cup' },
  fries: FRIES,
  'french fries': FRIES,
  chips: FRIES,
  'sweet potato': SWEET_POTATO,
  'sweet potatoes': SWEET_POTATO,
  broccoli: BROCCOLI,
  carrot: CARROT,
  carrots: CARROT,
  'baby carrots': { ndb: '11960', unit: 'medium' },
  spinach: SPINACH,
  /** A side salad: about 2 cups of greens (dressing is its own item). */
  salad: { ndb: '11251', grams: 94 },
  'green salad': { ndb: '11251', grams: 94 },
  'side salad': { ndb: '11251', grams: 94 },
  lettuce: { ndb: '11251', unit: 'cup shredded' },
  'romaine lettuce': { ndb: '11251', unit: 'cup shredded' },
  tomato: { ndb: '11529', unit: 'medium' },
  tomatoes: { ndb: '11529', unit: 'medium' },
  'cherry tomatoes': { ndb: '11529', unit: 'cherry' },
  cucumber: { ndb: '11205', unit: 'cucumber' },
  onion: { ndb: '11282', unit: 'medium' },
  onions: { ndb: '11282', unit: 'medium' },
  'bell pepper': { ndb: '11821', unit: 'medium' },
  'red pepper': { ndb: '11821', unit: 'medium' },
  'green pepper': { ndb: '11333', unit: 'medium' },
  corn: { ndb: '11168', unit: 'ear medium' },
  'corn on the cob': { ndb: '11168', unit: 'ear medium' },
  peas: { ndb: '11313', unit: '0.5 cup' },
  'green beans': { ndb: '11053', unit: 'cup', cooking: { raw: '11052' } },
  cauliflower: { ndb: '11135', unit: 'cup', cooking: { boiled: '11136', steamed: '11136', cooked: '11136' } },
  mushrooms: {
    ndb: '11260',
    unit: 'cup, pieces',
    cooking: { cooked: '11261', boiled: '11261', sauteed: '11263', fried: '11263' },
  },
  kale: { ndb: '11233', unit: 'cup' },
  zucchini: { ndb: '11477', unit: 'medium' },
  courgette: { ndb: '11477', unit: 'medium' },
  asparagus: { ndb: '11012', unit: 'spear', cooking: { raw: '11011' } },
  celery: { ndb: '11143', unit: 'stalk, medium' },
  cabbage: { ndb: '11109', unit: 'cup, chopped' },
  garlic: { ndb: '11215', unit: 'clove' },
  // Drinks
  coffee: COFFEE,
  'black coffee': COFFEE,
  'brewed coffee': COFFEE,
  'filter coffee': COFFEE,
  espresso: ESPRESSO,
  /** A 12 fl oz latte: one espresso shot and 1¼ cups of steamed 2% milk. */
  latte: {
    ndb: '14210',
    parts: [
      { ndb: '14210', grams: 30 },
      { ndb: '01079', grams: 305 },
    ],
  },
  cappuccino: {
    ndb: '14210',
    parts: [
      { ndb: '14210', grams: 30 },
      { ndb: '01079', grams: 183 },
    ],
  },
  tea: TEA,
  'black tea': TEA,
  'herbal tea': { ndb: '14381', unit: 'cup' },
  water: WATER,
  'orange juice': OJ,
  oj: OJ,
  'apple juice': { ndb: '09016', unit: 'cup' },
  juice: OJ,
  soda: { ndb: '14400', unit: 'can' },
  coke: { ndb: '14400', unit: 'can' },
  cola: { ndb: '14400', unit: 'can' },
  'diet coke': { ndb: '14416', unit: 'can' },
  beer: { ndb: '14003', unit: 'can' },
  wine: { ndb: '14096', unit: 'serving', units: { glass: 'serving 5 fl oz' } },
  'red wine': { ndb: '14096', unit: 'serving', units: { glass: 'serving 5 fl oz' } },
  'white wine': { ndb: '14106', unit: 'serving', units: { glass: 'serving 5 fl oz' } },
  // Sweets, snacks, condiments
  sugar: SUGAR,
  'brown sugar': { ndb: '19334', unit: 'tsp packed', addition: 4.6 },
  honey: HONEY,
  'maple syrup': { ndb: '19353', unit: 'tbsp', addition: 20 },
  syrup: { ndb: '19353', unit: 'tbsp', addition: 20 },
  jam: { ndb: '19297', unit: 'tbsp', addition: 20 },
  jelly: { ndb: '19297', unit: 'tbsp', addition: 20 },
  'olive oil': OLIVE_OIL,
  oil: OLIVE_OIL,
  'vegetable oil': { ndb: '04582', unit: 'tbsp', addition: 14 },
  'canola oil': { ndb: '04582', unit: 'tbsp', addition: 14 },
  mayonnaise: { ndb: '04025', unit: 'tbsp', addition: 13.8 },
  mayo: { ndb: '04025', unit: 'tbsp', addition: 13.8 },
  ranch: { ndb: '04639', unit: 'tablespoon', addition: 30 },
  'ranch dressing': { ndb: '04639', unit: 'tablespoon', addition: 30 },
  'bbq sauce': { ndb: '06150', grams: 35, addition: 35 },
  'barbecue sauce': { ndb: '06150', grams: 35, addition: 35 },
  olives: { ndb: '09193', unit: 'large' },
  'black olives': { ndb: '09193', unit: 'large' },
  'green olives': { ndb: '09195', unit: 'olive' },
  pickle: { ndb: '11937', unit: 'piece' },
  pickles: { ndb: '11937', unit: 'piece' },
  buttermilk: { ndb: '01088', unit: 'cup' },
  'shredded wheat': { ndb: '08148', unit: 'cup' },
  ketchup: { ndb: '11935', unit: 'tbsp', addition: 15 },
  mustard: { ndb: '02046', unit: 'tsp', addition: 5 },
  'soy sauce': { ndb: '16123', unit: 'tbsp', addition: 16 },
  salsa: { ndb: '06164', unit: 'tbsp', grams: 16, addition: 32 },
  'dark chocolate': { ndb: '19904', unit: 'oz', units: { piece: 10, square: 10 } },
  chocolate: { ndb: '19120', unit: 'bar (1.55', units: { piece: 10, square: 10 } },
  'milk chocolate': { ndb: '19120', unit: 'bar (1.55' },
  'potato chips': { ndb: '19411', unit: 'oz' },
  crisps: { ndb: '19411', unit: 'oz' },
  popcorn: { ndb: '19034', unit: 'cup' },
  pretzels: { ndb: '19047', unit: 'oz' },
  crackers: { ndb: '18228', unit: 'cracker square' },
  cookie: { ndb: '18159', unit: 'cookie' },
  cookies: { ndb: '18159', unit: 'cookie' },
  'chocolate chip cookie': { ndb: '18159', unit: 'cookie' },
  donut: { ndb: '18248', unit: 'doughnut medium' },
  doughnut: { ndb: '18248', unit: 'doughnut medium' },
  cake: { ndb: '18101', unit: 'piece' },
  'chocolate cake': { ndb: '18101', unit: 'piece' },
  'granola bar': { ndb: '19015', unit: 'bar' },
  // Dishes, recorded as their ingredients (grams per dish)
  chili: { ndb: '22904', unit: 'cup' },
  'peanut butter sandwich': {
    ndb: '16098',
    parts: [
      { ndb: '16098', grams: 32 },
      { ndb: '18069', grams: 56 },
    ],
  },
  'pb and j': {
    ndb: '16098',
    parts: [
      { ndb: '16098', grams: 32 },
      { ndb: '19297', grams: 20 },
      { ndb: '18069', grams: 56 },
    ],
  },
  'peanut butter and jelly sandwich': {
    ndb: '16098',
    parts: [
      { ndb: '16098', grams: 32 },
      { ndb: '19297', grams: 20 },
      { ndb: '18069', grams: 56 },
    ],
  },
  'tuna sandwich': {
    ndb: '15121',
    parts: [
      { ndb: '15121', grams: 85 },
      { ndb: '18069', grams: 56 },
      { ndb: '04025', grams: 13.8 },
    ],
  },
  'turkey sandwich': {
    ndb: '05220',
    parts: [
      { ndb: '05220', grams: 56 },
      { ndb: '18069', grams: 56 },
    ],
  },
  'ham sandwich': {
    ndb: '07029',
    parts: [
      { ndb: '07029', grams: 56 },
      { ndb: '18069', grams: 56 },
    ],
  },
  'cheese sandwich': {
    ndb: '01009',
    parts: [
      { ndb: '01009', grams: 28 },
      { ndb: '18069', grams: 56 },
    ],
  },
  'grilled cheese': {
    ndb: '01009',
    parts: [
      { ndb: '01009', grams: 42 },
      { ndb: '18069', grams: 56 },
      { ndb: '01001', grams: 7 },
    ],
  },
  'grilled cheese sandwich': {
    ndb: '01009',
    parts: [
      { ndb: '01009', grams: 42 },
      { ndb: '18069', grams: 56 },
      { ndb: '01001', grams: 7 },
    ],
  },
  'egg sandwich': {
    ndb: '01128',
    parts: [
      { ndb: '01128', grams: 46 },
      { ndb: '18069', grams: 56 },
    ],
  },
  'avocado toast': {
    ndb: '09037',
    parts: [
      { ndb: '09037', grams: 50 },
      { ndb: '18070', grams: 22 },
    ],
  },
  pizza: { ndb: '21293', unit: 'slice' },
  'cheese pizza': { ndb: '21293', unit: 'slice' },
  'pepperoni pizza': { ndb: '21301', unit: 'slice' },
  hamburger: { ndb: '21107', unit: 'item' },
  burger: { ndb: '21107', unit: 'item' },
  cheeseburger: { ndb: '21089', unit: 'item' },
  'chicken noodle soup': { ndb: '06419', unit: 'serving' },
  'tomato soup': { ndb: '06559', unit: 'serving' },
  soup: { ndb: '06419', unit: 'serving' },
  burrito: { ndb: '22928', unit: 'burrito' },
  taco: { ndb: '21082', unit: 'each' },
  tacos: { ndb: '21082', unit: 'each' },
  lasagna: { ndb: '22916', unit: 'serving' },
};

/** Names that contain a separator word but are one food ('mac and cheese'), for the splitter. */
export const COMPOUND_FOOD_NAMES: readonly string[] = Object.keys(FOOD_ALIASES).filter((name) =>
  /\b(and|with)\b/.test(name),
);
