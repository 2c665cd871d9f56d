import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import yauzl from 'yauzl';

/**
 * Derives `server/features/nutrition/data/usda-sr24-foods.json.gz` from USDA SR24 as shipped by
 * Debian's `cronometer` package (`usr/share/cronometer/usda_sr24.jar`: a zip of one XML file per
 * food with nutrients per 100 g and household measures). See that folder's README for the source.
 *
 *   cd /tmp && apt-get download cronometer && dpkg -x cronometer_*.deb /tmp/cronometer
 *   node --import tsx scripts/derive-usda-foods.ts [/tmp/cronometer/usr/share/cronometer/usda_sr24.jar]
 *
 * The output depends only on the jar: foods sorted by NDB number, fixed key order, gzip without a
 * timestamp, so running it twice gives the same bytes.
 */

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_JAR = '/tmp/cronometer/usr/share/cronometer/usda_sr24.jar';
export const FOODS_FILE = path.join(REPO_ROOT, 'server/features/nutrition/data/usda-sr24-foods.json.gz');

/**
 * SR food groups by the first two digits of the NDB number (SR24 documentation, FD_GROUP table);
 * NDB 23xxx are the beef cuts added in SR22–SR24, filed under Beef Products.
 */
const GROUP_BY_PREFIX: Record<string, string> = {
  '01': 'Dairy and Egg Products',
  '02': 'Spices and Herbs',
  '03': 'Baby Foods',
  '04': 'Fats and Oils',
  '05': 'Poultry Products',
  '06': 'Soups, Sauces, and Gravies',
  '07': 'Sausages and Luncheon Meats',
  '08': 'Breakfast Cereals',
  '09': 'Fruits and Fruit Juices',
  '10': 'Pork Products',
  '11': 'Vegetables and Vegetable Products',
  '12': 'Nut and Seed Products',
  '13': 'Beef Products',
  '14': 'Beverages',
  '15': 'Finfish and Shellfish Products',
  '16': 'Legumes and Legume Products',
  '17': 'Lamb, Veal, and Game Products',
  '18': 'Baked Products',
  '19': 'Sweets',
  '20': 'Cereal Grains and Pasta',
  '21': 'Fast Foods',
  '22': 'Meals, Entrees, and Side Dishes',
  '23': 'Beef Products',
  '25': 'Snacks',
  '35': 'American Indian/Alaska Native Foods',
  '36': 'Restaurant Foods',
};

/** The few hundred foods with other NDB prefixes (27, 31, 42–48, 80–93) are grouped by their name. */
const GROUP_BY_NAME: Array<[RegExp, string]> = [
  [/^(babyfood|infant formula)/i, 'Baby Foods'],
  [/^(campbell soup company|soup|sauce|gravy|tomato sauce)/i, 'Soups, Sauces, and Gravies'],
  [
    /^(oil|margarine|shortening|salad dressing|creamy dressing|mayonnaise|vegetable oil-butter|sandwich spread)/i,
    'Fats and Oils',
  ],
  [/^(fish|mollusks|crustaceans)/i, 'Finfish and Shellfish Products'],
  [
    /^(cheese|milk|yogurt|cream substitute|whipped|frozen yogurts|egg|tofu yogurt)/i,
    'Dairy and Egg Products',
  ],
  [
    /^(alcoholic beverage|beverage|fruit-flavored drink|apple cider|tea|coffee|tomato and vegetable juice)/i,
    'Beverages',
  ],
  [/^(cereals)/i, 'Breakfast Cereals'],
  [
    /^(candies|sweeteners|syrups|frozen novelties|puddings|pie fillings|pectin|jams|gelatin|polydextrose)/i,
    'Sweets',
  ],
  [/^(snacks|popcorn|pretzels|rice cake)/i, 'Snacks'],
  [/^(turkey|chicken|quail|pheasant)/i, 'Poultry Products'],
  [/^(frankfurter|bologna|sausage|pork sausage|turkey and pork sausage)/i, 'Sausages and Luncheon Meats'],
  [/^(pork)/i, 'Pork Products'],
  [/^(frog|turtle)/i, 'Lamb, Veal, and Game Products'],
  [/^(beans|soybean|soyburger|vegetarian)/i, 'Legumes and Legume Products'],
  [/^(vegetables|cabbage|turnip|radishes|potatoes|sauerkraut|celery)/i, 'Vegetables and Vegetable Products'],
  [/^(vital wheat gluten|vermicelli|wheat|flour)/i, 'Cereal Grains and Pasta'],
  [/^(rolls|bread|cookies|crackers|cake)/i, 'Baked Products'],
];

export function foodGroupOf(ndb: string, description: string): string {
  const byPrefix = GROUP_BY_PREFIX[ndb.slice(0, 2)];
  if (byPrefix) return byPrefix;
  for (const [pattern, group] of GROUP_BY_NAME) if (pattern.test(description)) return group;
  return 'Other';
}

/** Columns of each food row in the output file; nutrients are per 100 g (null: not analysed by USDA). */
export const FOOD_COLUMNS = [
  'ndb',
  'group',
  'description',
  'kcal',
  'proteinG',
  'carbsG',
  'fatG',
  'fiberG',
  'sugarsG',
  'sodiumMg',
  'isCurrent',
  'measures',
] as const;

export type DerivedMeasure = [amount: number, name: string, grams: number];
export type DerivedFood = [
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
  measures: DerivedMeasure[],
];

const NUTRIENT_NAMES = {
  Energy: 3,
  Protein: 4,
  Carbs: 5,
  Fat: 6,
  Fiber: 7,
  Sugars: 8,
  Sodium: 9,
} as const;

function decodeXml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of tag.matchAll(/(\w[\w-]*)="([^"]*)"/g)) out[match[1]!] = decodeXml(match[2]!);
  return out;
}

/** Rounds to at most 3 decimals so float noise in the source ('0.10200000000000001') is not carried. */
function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export function parseFoodXml(xml: string, isCurrent: boolean): DerivedFood | null {
  const open = xml.match(/<food\b[^>]*>/);
  if (!open) return null;
  const food = attributes(open[0]);
  const ndb = food.uid;
  const description = food.name?.trim();
  if (!ndb || !description) return null;
  const row: DerivedFood = [
    ndb,
    foodGroupOf(ndb, description),
    description,
    Number.NaN,
    null,
    null,
    null,
    null,
    null,
    null,
    isCurrent,
    [],
  ];
  for (const match of xml.matchAll(/<nutrient\b[^>]*\/>/g)) {
    const nutrient = attributes(match[0]);
    const index = NUTRIENT_NAMES[nutrient.name as keyof typeof NUTRIENT_NAMES];
    if (index === undefined) continue;
    const amount = Number(nutrient.amount);
    if (Number.isFinite(amount)) row[index] = round3(amount);
  }
  if (!Number.isFinite(row[3])) return null; // no energy value: nothing to count (e.g. NDB 23999, a calculator stub)
  for (const match of xml.matchAll(/<measure\b[^>]*\/>/g)) {
    const measure = attributes(match[0]);
    const amount = Number(measure.amount);
    const grams = Number(measure.grams);
    const name = measure.name?.trim();
    if (!name || !(amount > 0) || !(grams > 0)) continue;
    row[11].push([round3(amount), name, round3(grams)]);
  }
  return row;
}

function readZipEntries(file: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Buffer>();
    yauzl.open(file, { lazyEntries: true }, (openError, zip) => {
      if (openError || !zip) return reject(openError ?? new Error(`Cannot open ${file}`));
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream)
            return reject(streamError ?? new Error(`Cannot read ${entry.fileName}`));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

export async function deriveFoods(jarFile: string): Promise<DerivedFood[]> {
  const entries = await readZipEntries(jarFile);
  // foods.index lists the foods of SR24 itself; deprecated.index those cronometer keeps from older
  // releases (still real USDA analyses, ranked below current ones by search).
  const current = new Set(
    (entries.get('usda_sr24/foods.index')?.toString('utf8') ?? '')
      .split('\n')
      .map((line) => line.split('|')[0]?.trim())
      .filter(Boolean),
  );
  const foods: DerivedFood[] = [];
  for (const [name, content] of entries) {
    const match = name.match(/^usda_sr24\/(\d{5})\.xml$/);
    if (!match) continue;
    const food = parseFoodXml(content.toString('utf8'), current.has(match[1]!));
    if (food) foods.push(food);
  }
  foods.sort((a, b) => a[0].localeCompare(b[0]));
  return foods;
}

export function encodeFoods(foods: DerivedFood[]): Buffer {
  const payload = {
    source:
      'USDA Agricultural Research Service, National Nutrient Database for Standard Reference, Release 24 (public domain)',
    per: '100 g edible portion',
    columns: FOOD_COLUMNS,
    foods,
  };
  // One food per line keeps the uncompressed file readable; gzip level 9, no name or mtime in the header.
  const json = `{"source":${JSON.stringify(payload.source)},"per":${JSON.stringify(payload.per)},"columns":${JSON.stringify(payload.columns)},"foods":[\n${foods.map((f) => JSON.stringify(f)).join(',\n')}\n]}\n`;
  return zlib.gzipSync(json, { level: 9 });
}

async function main() {
  const jar = process.argv[2] ?? DEFAULT_JAR;
  if (!fs.existsSync(jar)) {
    console.error(`USDA SR24 jar not found at ${jar}. See server/features/nutrition/data/README.md.`);
    process.exit(1);
  }
  const foods = await deriveFoods(jar);
  const bytes = encodeFoods(foods);
  fs.mkdirSync(path.dirname(FOODS_FILE), { recursive: true });
  fs.writeFileSync(FOODS_FILE, bytes);
  const currentCount = foods.filter((f) => f[10]).length;
  console.log(
    `Wrote ${foods.length} foods (${currentCount} in SR24's own index) to ${path.relative(REPO_ROOT, FOODS_FILE)} (${bytes.length} bytes)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
