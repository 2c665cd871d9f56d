import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TNutritionLabelReading } from '../../../contract/nutrition-label';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { SECRET_PLACE, SECRET_TITLE, webmWithTags } from '../../lib/media-scrub/testing';
import { createNutritionPorts, RECORDING_FORMAT_REFUSED, toLabelReading } from './ports';

describe('toLabelReading', () => {
  const field = (value: number, unit: 'kcal' | 'g' | 'mg', confidence = 0.97) => ({
    value,
    unit,
    confidence,
  });
  const reading = (fields: Partial<TNutritionLabelReading['fields']>): TNutritionLabelReading => ({
    fields: {
      calories: null,
      protein: null,
      carbs: null,
      fat: null,
      fiber: null,
      sugars: null,
      sodium: null,
      ...fields,
    },
    servingSize: { text: '1 bar (40g)', grams: 40, confidence: 0.9 },
    missing: [],
    isUsable: true,
    message: null,
    rawText: '',
  });

  it('passes a full reading on, flagging values read with low confidence', () => {
    const out = toLabelReading(
      reading({
        calories: field(210, 'kcal'),
        protein: field(5, 'g', 0.7),
        carbs: field(37, 'g'),
        fat: field(8, 'g'),
        sodium: field(160, 'mg'),
      }),
    );
    expect(out).toMatchObject({ calories: 210, protein: 5, carbs: 37, fat: 8, sodium: 160, sugar: null });
    expect(out?.partial).toBeNull();
    expect(out?.uncertain).toEqual(['protein']);
    expect(out?.servingSize).toBe('1 bar (40g)');
  });

  it('explains a partial reading instead of inventing the missing values', () => {
    const out = toLabelReading(reading({ calories: field(210, 'kcal'), fat: field(8, 'g') }));
    expect(out?.partial).toBe(
      'We read calories (210), fat (8 g) but not protein, carbohydrate from this label. Try a sharper, straight-on photo of the whole Nutrition Facts panel, or describe the food on the Text tab.',
    );
  });

  it('gives nothing for an unusable reading', () => {
    expect(toLabelReading({ ...reading({}), isUsable: false })).toBeNull();
  });
});

describe('what the nutrition ports send to a remote model', () => {
  const sent: { bytes: Uint8Array; mime: string }[] = [];
  const ports = createNutritionPorts({
    db: {} as Db,
    readLabel: async () => {
      throw new Error('not used');
    },
    media: {
      describeImage: async (bytes, mime) => {
        sent.push({ bytes, mime });
        return '1 banana';
      },
      transcribe: async (bytes, mime) => {
        sent.push({ bytes, mime });
        return 'one banana';
      },
    },
    remoteConfigured: true,
    allowRemote: async () => true,
    weightKg: async () => null,
    subscription: { assertAccess: async () => undefined, consume: async () => undefined },
  });

  it('sends a meal photo re-encoded, upright and without EXIF or GPS', async () => {
    sent.length = 0;
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#c89b5a' } })
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 6/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await ports.describeMealPhoto(photo, 'image/jpeg')).toBe('1 banana');
    expect(sent).toHaveLength(1);
    const meta = await sharp(Buffer.from(sent[0]?.bytes ?? [])).metadata();
    expect(sent[0]?.mime).toBe('image/jpeg');
    expect([meta.exif, meta.xmp, meta.orientation]).toEqual([undefined, undefined, undefined]);
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(Buffer.from(sent[0]?.bytes ?? []).includes('PhoneMaker')).toBe(false);
  });

  it('sends a recording without its tags, and refuses one it cannot clean with a clear message', async () => {
    sent.length = 0;
    expect(await ports.transcribe(webmWithTags(), 'audio/webm;codecs=opus')).toBe('one banana');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.mime).toBe('audio/webm');
    expect(Buffer.from(sent[0]?.bytes ?? []).includes(SECRET_TITLE)).toBe(false);
    expect(Buffer.from(sent[0]?.bytes ?? []).includes(SECRET_PLACE)).toBe(false);

    const refusal = await ports
      .transcribe(Buffer.from('fLaC and more bytes here'), 'audio/flac')
      .catch((e) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(400);
    expect((refusal as AppError).message).toBe(RECORDING_FORMAT_REFUSED);
    expect(sent).toHaveLength(1);
  });
});
