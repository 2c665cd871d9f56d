import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_LIMITS,
  ZConversionRequest,
  ZFeatureUsageRequest,
  ZTrackBatchRequest,
  ZTrackRequest,
} from './analytics';

describe('analytics request schemas', () => {
  it('accepts lower_snake_case names and defaults properties to {}', () => {
    expect(ZTrackRequest.parse({ event: 'page_view' })).toEqual({ event: 'page_view', properties: {} });
    expect(
      ZFeatureUsageRequest.safeParse({ feature: 'nutrition_analysis', properties: { a: 1 } }).success,
    ).toBe(true);
    expect(ZConversionRequest.safeParse({ step: 'premium_trial_started' }).success).toBe(true);
  });

  it('rejects names that are not lower_snake_case', () => {
    for (const event of ['PageView', 'page view', '1st_event', '', 'page-view', 'x'.repeat(65)]) {
      expect(ZTrackRequest.safeParse({ event }).success, event).toBe(false);
    }
  });

  it('caps the number of properties and their size in bytes', () => {
    const many = Object.fromEntries(
      Array.from({ length: ANALYTICS_LIMITS.propertiesMaxKeys + 1 }, (_, i) => [`k${i}`, i]),
    );
    expect(ZTrackRequest.safeParse({ event: 'page_view', properties: many }).success).toBe(false);
    const large = { text: 'a'.repeat(ANALYTICS_LIMITS.propertiesMaxBytes) };
    expect(ZTrackRequest.safeParse({ event: 'page_view', properties: large }).success).toBe(false);
    // 700 three-byte characters are 2,100 bytes though only 700 characters.
    const wide = { text: '€'.repeat(700) };
    expect(ZTrackRequest.safeParse({ event: 'page_view', properties: wide }).success).toBe(false);
  });

  it('caps the batch size', () => {
    const events = Array.from({ length: ANALYTICS_LIMITS.batchMax + 1 }, () => ({ name: 'page_view' }));
    expect(ZTrackBatchRequest.safeParse({ events }).success).toBe(false);
    expect(ZTrackBatchRequest.safeParse({ events: [] }).success).toBe(false);
    expect(ZTrackBatchRequest.parse({ events: [{ name: 'page_view' }] }).events[0]?.kind).toBe('event');
  });
});
