import sharp, { type Metadata } from 'sharp';
import {
  NUTRITION_LABEL_FORMATS,
  NUTRITION_LABEL_LIMITS,
  NUTRITION_LABEL_MESSAGES,
  type TNutritionLabelFormat,
} from '../../../contract/nutrition-label';
import { AppError } from '../../lib/errors';

/**
 * Checking and preparing a label photo for OCR. The format comes from the bytes (sharp reads the
 * magic numbers), never from the file name or the declared type, and the size and pixel count are
 * capped before anything is decoded.
 */

export interface InspectedImage {
  format: TNutritionLabelFormat;
  /** Upright, after EXIF orientation. */
  width: number;
  height: number;
}

const badImage = (message: string) => new AppError('BAD_REQUEST', message, { fields: { file: message } });
const tooLarge = (message: string) =>
  new AppError('PAYLOAD_TOO_LARGE', message, { fields: { file: message } });

export async function inspectImage(bytes: Uint8Array): Promise<InspectedImage> {
  if (bytes.length > NUTRITION_LABEL_LIMITS.maxBytes) throw tooLarge(NUTRITION_LABEL_MESSAGES.tooLarge);
  if (bytes.length < 16) throw badImage(NUTRITION_LABEL_MESSAGES.notAnImage);
  let metadata: Metadata;
  try {
    // metadata() reads the header only: cheap, and safe on decompression bombs.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badImage(NUTRITION_LABEL_MESSAGES.notAnImage);
  }
  const format = acceptedFormat(metadata);
  if (format === 'heic') throw badImage(NUTRITION_LABEL_MESSAGES.heicUnsupported);
  if (!format) throw badImage(NUTRITION_LABEL_MESSAGES.notAnImage);
  // After EXIF auto-orientation, which is how the photo is prepared and shown.
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  if (width * height > NUTRITION_LABEL_LIMITS.maxPixels)
    throw tooLarge(NUTRITION_LABEL_MESSAGES.tooManyPixels);
  if (Math.min(width, height) < NUTRITION_LABEL_LIMITS.minSidePx)
    throw badImage(NUTRITION_LABEL_MESSAGES.tooSmall);
  return { format, width, height };
}

/**
 * sharp's prebuilt libvips decodes AVIF but not HEIC (HEVC is patent-encumbered and left out), so
 * HEIC is named separately to give the person a useful message.
 */
function acceptedFormat(metadata: Metadata): TNutritionLabelFormat | 'heic' | null {
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : 'heic';
  const format: string = metadata.format;
  return (NUTRITION_LABEL_FORMATS as readonly string[]).includes(format)
    ? (format as TNutritionLabelFormat)
    : null;
}

export interface PrepareOptions {
  /** Scale so the shorter side is at least this (small photos: text too small for tesseract). */
  minShortSide: number;
  /** Scale down so the longer side is at most this (big photos: time grows with pixels). */
  maxLongSide: number;
  normalise: boolean;
  /** Contrast-limited adaptive histogram equalisation: evens out shadows across the label. */
  clahe: boolean;
  sharpen: boolean;
  /** Measure the slope of the text lines and rules and turn the photo level (estimateSkew). */
  deskew: boolean;
  /** Global threshold 0–255, or null to leave binarisation to tesseract (Otsu). */
  threshold: number | null;
}

/** Chosen from `npm run eval:labels -- --compare` (docs/decisions.md#nutrition). */
export const DEFAULT_PREPARE: PrepareOptions = {
  minShortSide: 1000,
  maxLongSide: 2600,
  normalise: true,
  clahe: false,
  sharpen: false,
  deskew: true,
  threshold: null,
};

/** The second look, for photos whose first reading did not cross-check: the same, sharpened
 * (measured against 1400 px and 1400 px + CLAHE: as good or better, and no slower). */
export const SECOND_PASS: PrepareOptions = { ...DEFAULT_PREPARE, sharpen: true };

export const DEFAULT_PASSES: PrepareOptions[] = [DEFAULT_PREPARE, SECOND_PASS];

/**
 * Auto-orients (EXIF), flattens transparency onto white, converts to grey, scales, levels a slightly
 * tilted photo, stretches the contrast and returns an 8-bit greyscale PGM: tesseract reads it without
 * a decompression step.
 */
export async function prepareForOcr(
  bytes: Uint8Array,
  info: InspectedImage,
  options: PrepareOptions = DEFAULT_PREPARE,
): Promise<Buffer> {
  const short = Math.min(info.width, info.height);
  const long = Math.max(info.width, info.height);
  let scale = 1;
  if (short < options.minShortSide) scale = options.minShortSide / short;
  if (long * scale > options.maxLongSide) scale = options.maxLongSide / long;
  let image = sharp(bytes, { limitInputPixels: NUTRITION_LABEL_LIMITS.maxPixels, failOn: 'error' })
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .grayscale();
  if (Math.abs(scale - 1) > 0.05) {
    image = image.resize({
      width: Math.round(info.width * scale),
      height: Math.round(info.height * scale),
      kernel: scale > 1 ? 'cubic' : 'lanczos3',
      fit: 'fill',
    });
  }
  let grey = await image.raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  if (options.deskew) {
    const angle = estimateSkew(grey.data, grey.info.width, grey.info.height);
    if (angle !== 0) {
      // Fill the corners turned in with the photo's own edge colour: white wedges on a darker table
      // would be new edges for tesseract's line finder.
      const edge = edgeGrey(grey.data, grey.info.width, grey.info.height);
      grey = await sharp(grey.data, { raw: grey.info })
        .rotate(-angle, { background: { r: edge, g: edge, b: edge } })
        .grayscale()
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
    }
  }
  let finish = sharp(grey.data, { raw: grey.info });
  if (options.normalise) finish = finish.normalise();
  if (options.clahe) finish = finish.clahe({ width: 64, height: 64, maxSlope: 3 });
  if (options.sharpen) finish = finish.sharpen({ sigma: 1 });
  if (options.threshold !== null) finish = finish.threshold(options.threshold);
  const { data, info: out } = await finish
    .grayscale()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  if (out.channels !== 1) throw new Error(`Expected one grey channel, got ${out.channels}`);
  return Buffer.concat([Buffer.from(`P5\n${out.width} ${out.height}\n255\n`, 'ascii'), data]);
}

/** Mean grey of the outermost two rows and columns. */
function edgeGrey(grey: Uint8Array, width: number, height: number): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (y < 2 || y >= height - 2 || x < 2 || x >= width - 2) {
        sum += grey[y * width + x]!;
        count++;
      } else if (x === 2) x = width - 3;
    }
  }
  return Math.round(sum / Math.max(1, count));
}

const SKEW_MAX_DEGREES = 6;
const SKEW_STEP_DEGREES = 0.25;

/**
 * The tilt of a photographed label, in degrees clockwise, by projection profiles: dark pixels are
 * projected onto the vertical axis along lines of each candidate slope, and the slope along which
 * text rows and rules pile up into the sharpest peaks (largest sum of squared bin counts) wins.
 * Tesseract's own line finder copes with about a degree; labels photographed by hand are often 2–5°.
 */
export function estimateSkew(grey: Uint8Array, width: number, height: number): number {
  let sum = 0;
  for (let i = 0; i < grey.length; i++) sum += grey[i]!;
  const dark = (sum / Math.max(1, grey.length)) * 0.6;
  // At most ~40,000 dark pixels, sampled on a grid, keep this to a few milliseconds.
  const total = grey.length;
  const stride = Math.max(1, Math.floor(Math.sqrt(total / 160_000)));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += stride) {
    for (let x = 0; x < width; x += stride) {
      if (grey[y * width + x]! < dark) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 200) return 0;
  const cx = width / 2;
  const margin = Math.ceil((width / 2) * Math.tan((SKEW_MAX_DEGREES * Math.PI) / 180)) + 2;
  const bins = new Int32Array(Math.ceil((height + 2 * margin) / stride) + 2);
  const score = (degrees: number) => {
    const slope = Math.tan((degrees * Math.PI) / 180);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++)
      bins[Math.round((ys[i]! + margin - (xs[i]! - cx) * slope) / stride)]!++;
    let squares = 0;
    for (let i = 0; i < bins.length; i++) squares += bins[i]! * bins[i]!;
    return squares;
  };
  let best = 0;
  let bestScore = score(0);
  for (let degrees = -SKEW_MAX_DEGREES; degrees <= SKEW_MAX_DEGREES; degrees += SKEW_STEP_DEGREES) {
    const value = score(degrees);
    if (value > bestScore * 1.0001) {
      best = degrees;
      bestScore = value;
    }
  }
  return Math.abs(best) < 0.3 ? 0 : best;
}
