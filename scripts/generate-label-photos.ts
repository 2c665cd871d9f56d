import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type OverlayOptions } from 'sharp';
import { type LabelLayout, type LabelValues, labelSvg } from './lib/nutrition-label-svg';

/**
 * `node --import tsx scripts/generate-label-photos.ts`: renders nutrition-facts labels
 * with known values into eval/nutrition-labels/ (PNG and JPEG "photos") plus labels.json, the answer
 * key for `npm run eval:labels`.
 *
 * Deterministic (seeded), so re-running reproduces the committed set byte for byte on the same sharp
 * and fonts. Variation: 3 layouts (2016 FDA, pre-2016 "classic", dual per serving / per container),
 * every installed DejaVu and Liberation family, body text 11–22 px, panel widths, rotation up to ±3°,
 * Gaussian blur, paper tint, uneven lighting, sensor noise, a table border around the panel, and JPEG
 * quality 45–90. No ImageMagick: sharp rasterises the SVG with librsvg.
 */

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LABEL_PHOTO_DIR = path.join(REPO_ROOT, 'eval', 'nutrition-labels');
const COUNT = 48;
const MAX_FILE_BYTES = 60 * 1024;

const WANTED_FONTS = [
  'DejaVu Sans',
  'Liberation Serif',
  'Liberation Sans',
  'DejaVu Serif',
  'Liberation Sans Narrow',
  'DejaVu Sans Condensed',
  'Liberation Mono',
  'DejaVu Sans Mono',
];

const SERVINGS: Array<{ text: string; grams: number | null }> = [
  { text: '2/3 cup (55g)', grams: 55 },
  { text: '1 cup (240mL)', grams: null },
  { text: '1 bar (40g)', grams: 40 },
  { text: '2 slices (56g)', grams: 56 },
  { text: '1 container (170g)', grams: 170 },
  { text: '3/4 cup (30g)', grams: 30 },
  { text: '28 crackers (30g)', grams: 30 },
  { text: '1 pouch (85g)', grams: 85 },
  { text: '1/2 cup (125g)', grams: 125 },
  { text: '1 package (227g)', grams: 227 },
  { text: '2 tbsp (32g)', grams: 32 },
  { text: '1 cookie (18g)', grams: 18 },
];

export interface LabelPhotoEntry {
  file: string;
  layout: LabelLayout;
  font: string;
  fontSize: number;
  width: number;
  rotation: number;
  blur: number;
  noise: boolean;
  lighting: boolean;
  format: 'png' | 'jpeg';
  quality: number | null;
  paletteColours: number | null;
  /** The per-serving values printed on the label (what a reader must return). */
  expected: {
    calories: number;
    protein: number;
    carbs: number;
    fat: number;
    fiber: number;
    sugars: number;
    sodium: number;
    servingSize: { text: string; grams: number | null };
  };
}

/** mulberry32: a small seeded PRNG so the set is reproducible. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function installedFonts(): string[] {
  let listing = '';
  try {
    listing = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  } catch {
    throw new Error('fc-list is not available: install fontconfig and fonts-dejavu / fonts-liberation');
  }
  const families = new Set(listing.split('\n').flatMap((line) => line.split(',').map((f) => f.trim())));
  const fonts = WANTED_FONTS.filter((font) => families.has(font));
  if (fonts.length < 3) {
    throw new Error(`Need at least 3 of ${WANTED_FONTS.join(', ')}; found ${fonts.join(', ') || 'none'}`);
  }
  return fonts;
}

/** FDA rounding (21 CFR 101.9(c)): calories to 5 up to 50, else to 10; fat to 0.5 g below 5 g. */
const roundCalories = (kcal: number) => (kcal <= 50 ? Math.round(kcal / 5) * 5 : Math.round(kcal / 10) * 10);
const roundSodium = (mg: number) => (mg < 140 ? Math.round(mg / 5) * 5 : Math.round(mg / 10) * 10);

function randomValues(random: () => number): LabelValues {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const fat = random() < 0.35 ? int(0, 9) / 2 : int(5, 32);
  const carbs = int(0, 85);
  const protein = int(0, 38);
  const fiber = int(0, Math.min(carbs, 14));
  const sugars = int(0, Math.max(0, carbs - fiber));
  const atwater = 4 * protein + 4 * carbs + 9 * fat;
  return {
    calories: roundCalories(atwater * (0.95 + random() * 0.1)),
    protein,
    carbs,
    fat,
    fiber,
    sugars,
    sodium: roundSodium(int(0, 1100)),
    saturatedFat: Math.floor(fat / 3),
    cholesterol: int(0, 18) * 5,
  };
}

function timesServings(v: LabelValues, servings: number): LabelValues {
  const g = (x: number) => Math.round(x * servings);
  return {
    calories: roundCalories(v.calories * servings),
    protein: g(v.protein),
    carbs: g(v.carbs),
    fat: v.fat * servings < 5 ? Math.round(v.fat * servings * 2) / 2 : g(v.fat),
    fiber: g(v.fiber),
    sugars: g(v.sugars),
    sodium: roundSodium(v.sodium * servings),
    saturatedFat: g(v.saturatedFat),
    cholesterol: Math.round((v.cholesterol * servings) / 5) * 5,
  };
}

async function renderPhoto(
  svg: string,
  size: { width: number; height: number },
  o: {
    rotation: number;
    blur: number;
    noise: boolean;
    lighting: boolean;
    paper: string;
    border: number;
    format: 'png' | 'jpeg';
    /** JPEG quality, or for PNG the palette size. */
    quality: number;
    seed: number;
  },
): Promise<Buffer> {
  const tinted = svg.replace(
    '<rect width="100%" height="100%" fill="#fff"/>',
    `<rect width="100%" height="100%" fill="${o.paper}"/>`,
  );
  let image = sharp(Buffer.from(tinted)).extend({
    top: o.border,
    bottom: o.border,
    left: o.border,
    right: o.border,
    background: '#a89f91',
  });
  const width = size.width + o.border * 2;
  const height = size.height + o.border * 2;
  let buffer = await image.png().toBuffer();
  const overlays: OverlayOptions[] = [];
  if (o.lighting) {
    // A soft shadow falling across the label from one corner, as under a kitchen light.
    const shade = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#8a8a8a"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/></svg>`;
    overlays.push({ input: Buffer.from(shade), blend: 'multiply' });
  }
  if (o.noise) {
    const random = rng(o.seed * 7919);
    const pixels = Buffer.alloc(width * height);
    for (let i = 0; i < pixels.length; i++)
      pixels[i] = 128 + Math.round((random() + random() + random() - 1.5) * 36);
    const grain = await sharp(pixels, { raw: { width, height, channels: 1 } })
      .toColourspace('srgb')
      .png()
      .toBuffer();
    overlays.push({ input: grain, blend: 'soft-light' });
  }
  if (overlays.length > 0) buffer = await sharp(buffer).composite(overlays).png().toBuffer();
  image = sharp(buffer);
  if (o.rotation !== 0)
    image = sharp(await image.rotate(o.rotation, { background: '#a89f91' }).png().toBuffer());
  if (o.blur > 0) image = image.blur(o.blur);
  return o.format === 'jpeg'
    ? image.jpeg({ quality: o.quality, mozjpeg: true }).toBuffer()
    : image.grayscale().png({ palette: true, colours: o.quality, compressionLevel: 9 }).toBuffer();
}

async function main() {
  const fonts = installedFonts();
  const layouts: LabelLayout[] = ['standard', 'classic', 'standard', 'dual'];
  const blurs = [0, 0.6, 0, 0.9, 0.4, 1.2];
  const random = rng(20261121);
  fs.mkdirSync(LABEL_PHOTO_DIR, { recursive: true });
  for (const file of fs.readdirSync(LABEL_PHOTO_DIR)) {
    if (/^label-\d+\.(png|jpe?g)$/.test(file)) fs.rmSync(path.join(LABEL_PHOTO_DIR, file));
  }

  const entries: LabelPhotoEntry[] = [];
  for (let i = 0; i < COUNT; i++) {
    // Offsets keep layout, font and blur from cycling in lockstep.
    const layout = layouts[(i + Math.floor(i / fonts.length)) % layouts.length]!;
    const font = fonts[i % fonts.length]!;
    const fontSize = 11 + Math.floor(random() * 12);
    const isNarrowFont = /Narrow|Condensed/.test(font);
    const isMono = /Mono/.test(font);
    const width = Math.round(fontSize * (isMono ? 30 : isNarrowFont ? 21 : 24) * (1 + random() * 0.25));
    const values = randomValues(random);
    const serving = SERVINGS[Math.floor(random() * SERVINGS.length)]!;
    const servings = layout === 'dual' ? 2 + Math.floor(random() * 3) : 2 + Math.floor(random() * 10);
    const rotation = i % 3 === 0 ? 0 : Math.round((random() * 6 - 3) * 10) / 10;
    const blur = blurs[(i + Math.floor(i / 3)) % blurs.length]!;
    const noise = i % 5 === 2;
    const lighting = i % 4 === 1;
    const format = i % 3 === 2 ? 'png' : 'jpeg';
    const quality = 45 + Math.floor(random() * 46);
    const paper = i % 2 === 0 ? '#ffffff' : '#f3eee2';
    const border = i % 6 === 5 ? Math.round(fontSize * 2) : 0;

    const drawing = labelSvg({
      values,
      containerValues: layout === 'dual' ? timesServings(values, servings) : undefined,
      servingText: serving.text,
      servingsPerContainer: servings,
      layout,
      fontFamily: font,
      fontSize,
      width,
    });
    const file = `label-${String(i + 1).padStart(2, '0')}.${format === 'jpeg' ? 'jpg' : 'png'}`;
    let q = format === 'jpeg' ? quality : 32;
    let bytes = await renderPhoto(drawing.svg, drawing, {
      rotation,
      blur,
      noise,
      lighting,
      paper,
      border,
      format,
      quality: q,
      seed: i + 1,
    });
    // Keep the committed set small: lower the JPEG quality (or the palette) until the file fits.
    while (bytes.length > MAX_FILE_BYTES && q > (format === 'jpeg' ? 30 : 4)) {
      q = format === 'jpeg' ? q - 5 : q / 2;
      bytes = await renderPhoto(drawing.svg, drawing, {
        rotation,
        blur,
        noise,
        lighting,
        paper,
        border,
        format,
        quality: q,
        seed: i + 1,
      });
    }
    if (bytes.length > MAX_FILE_BYTES)
      throw new Error(`${file} is ${bytes.length} bytes, over ${MAX_FILE_BYTES}`);
    fs.writeFileSync(path.join(LABEL_PHOTO_DIR, file), bytes);
    entries.push({
      file,
      layout,
      font,
      fontSize,
      width,
      rotation,
      blur,
      noise,
      lighting,
      format,
      quality: format === 'jpeg' ? q : null,
      paletteColours: format === 'png' ? q : null,
      expected: {
        calories: values.calories,
        protein: values.protein,
        carbs: values.carbs,
        fat: values.fat,
        fiber: values.fiber,
        sugars: values.sugars,
        sodium: values.sodium,
        servingSize: serving,
      },
    });
  }
  fs.writeFileSync(path.join(LABEL_PHOTO_DIR, 'labels.json'), `${JSON.stringify(entries, null, 2)}\n`);
  const total = entries.reduce((sum, e) => sum + fs.statSync(path.join(LABEL_PHOTO_DIR, e.file)).size, 0);
  console.log(
    `Wrote ${entries.length} label photos (${(total / 1024).toFixed(0)} KB) and labels.json to ${path.relative(REPO_ROOT, LABEL_PHOTO_DIR)} using ${fonts.join(', ')}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
