import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { NUTRITION_LABEL_MESSAGES, ZNutritionLabelReading } from '../../../contract/nutrition-label';
import { LABEL_SET_DIR, loadLabelSet, readAll, summarise } from '../../../scripts/lib/label-eval';
import { AppError } from '../../lib/errors';
import { DEFAULT_PREPARE, estimateSkew, inspectImage, prepareForOcr } from './image';
import { createOcrEngine, OCR_BUSY_MESSAGE } from './ocr';
import { createNutritionLabelReader } from './service';

/**
 * The reader end to end on real tesseract: input checks, the plain answer for an unreadable photo,
 * one reused worker, and a representative quarter of the generated label set (every 4th photo:
 * all three layouts, all fonts, rotation, blur, JPEG and PNG). The whole set is `npm run eval:labels`.
 */

const reader = createNutritionLabelReader();
afterAll(() => reader.close());

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const white = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const name = Buffer.from(type, 'ascii');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([name, data])));
  return Buffer.concat([length, name, data, crc]);
}

/** A 69-byte PNG whose header claims `width`×`height` (a decompression bomb's shape): the pixel cap
 * must refuse it from the header, before any decoding. */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(100))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('readNutritionLabel input checks', () => {
  it('refuses a file that is not an image, whatever type it claims', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'.repeat(4));
    const error = await rejection(reader.read(pdf, 'image/png'));
    expect(error.status).toBe(400);
    expect(error.message).toBe(NUTRITION_LABEL_MESSAGES.notAnImage);
    expect(error.fields).toEqual({ file: NUTRITION_LABEL_MESSAGES.notAnImage });
  });

  it('refuses SVG and GIF even though sharp can decode them', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><text>hi</text></svg>',
    );
    expect((await rejection(reader.read(svg, 'image/svg+xml'))).message).toBe(
      NUTRITION_LABEL_MESSAGES.notAnImage,
    );
    const gif = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect((await rejection(reader.read(gif, 'image/gif'))).message).toBe(
      NUTRITION_LABEL_MESSAGES.notAnImage,
    );
  });

  it('refuses more than 8 MB before decoding anything', async () => {
    const error = await rejection(reader.read(Buffer.alloc(8 * 1024 * 1024 + 1), 'image/jpeg'));
    expect(error.status).toBe(413);
    expect(error.message).toBe(NUTRITION_LABEL_MESSAGES.tooLarge);
  });

  it('refuses more than 40 megapixels from the header alone', async () => {
    const error = await rejection(reader.read(pngClaiming(8000, 5001), 'image/png'));
    expect(error.status).toBe(413);
    expect(error.message).toBe(NUTRITION_LABEL_MESSAGES.tooManyPixels);
  });

  it('refuses a photo too small to hold a label', async () => {
    const error = await rejection(reader.read(await white(40, 300), 'image/png'));
    expect(error.status).toBe(400);
    expect(error.message).toBe(NUTRITION_LABEL_MESSAGES.tooSmall);
  });
});

describe('preparing a photo for OCR', () => {
  const label = () => fs.readFileSync(path.join(LABEL_SET_DIR, 'label-01.jpg'));

  it.each([-3.5, -1, 2, 4.5])('measures a tilt of %s° from the text rows and rules', async (degrees) => {
    const tilted = await sharp(label()).rotate(degrees, { background: '#ffffff' }).png().toBuffer();
    const { data, info } = await sharp(tilted).grayscale().raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(estimateSkew(data, info.width, info.height) - degrees)).toBeLessThanOrEqual(0.3);
  });

  it('finds no tilt in a level label or a blank page', async () => {
    const { data, info } = await sharp(label()).grayscale().raw().toBuffer({ resolveWithObject: true });
    expect(estimateSkew(data, info.width, info.height)).toBe(0);
    expect(estimateSkew(new Uint8Array(400 * 300).fill(255), 400, 300)).toBe(0);
  });

  it('produces an upscaled 8-bit grey PGM for tesseract, from 16-bit, CMYK and transparent photos too', async () => {
    const jpeg = label();
    const variants = [
      jpeg,
      await sharp(jpeg).toColourspace('rgb16').png().toBuffer(),
      await sharp(jpeg).toColourspace('cmyk').jpeg().toBuffer(),
      await sharp(jpeg).ensureAlpha(0.5).png().toBuffer(),
    ];
    for (const bytes of variants) {
      const pgm = await prepareForOcr(bytes, await inspectImage(bytes));
      const [magic, size] = pgm.subarray(0, 20).toString('latin1').split('\n');
      expect(magic).toBe('P5');
      const [width, height] = size!.split(' ').map(Number);
      expect(Math.min(width!, height!)).toBeGreaterThanOrEqual(DEFAULT_PREPARE.minShortSide - 1);
      expect(pgm.length).toBe(pgm.indexOf('255\n') + 4 + width! * height!);
    }
  });
});

describe('readNutritionLabel on photos', () => {
  it('answers a photo without a label plainly, with nothing invented', async () => {
    const reading = await reader.read(await white(400, 300), 'image/png');
    expect(reading.isUsable).toBe(false);
    expect(reading.message).toBe(NUTRITION_LABEL_MESSAGES.unreadable);
    expect(Object.values(reading.fields).every((field) => field === null)).toBe(true);
    expect(reading.missing).toContain('calories');
    expect(ZNutritionLabelReading.parse(reading)).toEqual(reading);
  }, 60_000);

  it('turns a photo upright from its EXIF orientation and accepts WebP', async () => {
    const entry = loadLabelSet().find((e) => e.file === 'label-01.jpg')!;
    const upright = fs.readFileSync(path.join(LABEL_SET_DIR, entry.file));
    // Stored sideways with orientation 6 ("rotate 90° clockwise to view"), as phones do.
    const sideways = await sharp(upright)
      .rotate(-90)
      .withMetadata({ orientation: 6 })
      .webp({ quality: 85 })
      .toBuffer();
    const reading = await reader.read(sideways, 'application/octet-stream');
    expect(reading.fields.calories?.value).toBe(entry.expected.calories);
    expect(reading.fields.protein?.value).toBe(entry.expected.protein);
    expect(reading).toMatchObject({ isUsable: true, message: null });
    expect(ZNutritionLabelReading.parse(reading)).toEqual(reading);
  }, 60_000);

  it('reads ≥ 90 % of a representative quarter of the label set exactly, on one worker', async () => {
    const subset = loadLabelSet().filter((_, i) => i % 4 === 0);
    expect(subset).toHaveLength(12);
    const results = await readAll(reader.read, subset);
    const summary = summarise(results);
    const misses = results.filter((r) => !r.isExact).map((r) => r.entry.file);
    expect(summary.exact, `not exact: ${misses.join(', ')}`).toBeGreaterThanOrEqual(0.9);
    expect(reader.stats().workersStarted).toBe(1);
  }, 120_000);

  it('queues concurrent photos on the one worker and refuses past the queue limit', async () => {
    const engine = createOcrEngine({ maxQueued: 2 });
    try {
      const photo = await white(300, 300);
      const prepared = await prepareForOcr(photo, await inspectImage(photo));
      // Four photos at once: two wait their turn on one worker, the others are told to come back.
      const outcomes = await Promise.allSettled([1, 2, 3, 4].map(() => engine.recognize(prepared)));
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
      const refused = (outcomes[2] as PromiseRejectedResult).reason as AppError;
      expect(refused.status).toBe(429);
      expect(refused.message).toBe(OCR_BUSY_MESSAGE);
      expect(engine.stats()).toMatchObject({ workersStarted: 1, queued: 0 });
      await engine.recognize(prepared);
      expect(engine.stats().workersStarted).toBe(1);
    } finally {
      await engine.close();
    }
    expect(engine.stats().isWorkerAlive).toBe(false);
  }, 60_000);
});
