import { z } from 'zod';

/** The daily wellness message (quote and affirmation), chosen by date. */
export const ZDailyMessage = z.object({
  date: z.string(),
  quote: z.string(),
  quoteAuthor: z.string().nullable(),
  affirmation: z.string(),
});
export type TDailyMessage = z.infer<typeof ZDailyMessage>;

/** Air quality, status and recommendations (docs/product/home.md#air-quality). */
export const ZAirQuality = z.object({
  status: z.string(),
  aqi: z.number().int().nullable(),
  recommendations: z.array(z.string()),
  source: z.string(),
});
export type TAirQuality = z.infer<typeof ZAirQuality>;
