import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_LIMITS,
  stripHealthData,
  ZConversionRequest,
  ZFeatureUsageRequest,
  ZTrackBatchRequest,
  ZTrackRequest,
} from './analytics';

describe('stripHealthData', () => {
  it('keeps ordinary scalar properties', () => {
    expect(stripHealthData({ path: '/symptoms', count: 3, isPremium: false, referrer: null })).toEqual({
      path: '/symptoms',
      count: 3,
      isPremium: false,
      referrer: null,
    });
  });

  it('drops health and identity keys whatever their spelling', () => {
    const stripped = stripHealthData({
      symptomName: 'Headache',
      symptom_name: 'Headache',
      severity: 8,
      Description: 'behind the eyes',
      triggers: 'light',
      email: 'maya@example.com',
      userEmail: 'maya@example.com',
      phoneNumber: '555',
      date_of_birth: '1990-01-01',
      password: 'Wellness2024',
      medications: 'ibuprofen',
      symptomSeverity: 7,
      page: '/symptoms',
    });
    expect(stripped).toEqual({ page: '/symptoms' });
  });

  it('drops nested objects and arrays, and shortens long strings', () => {
    const stripped = stripHealthData({
      nested: { symptomName: 'Headache' },
      list: ['Headache'],
      long: 'x'.repeat(500),
      fn: () => 1,
      big: 10n,
    });
    expect(stripped).toEqual({ long: 'x'.repeat(200) });
  });

  it('returns an empty object for no properties', () => {
    expect(stripHealthData(undefined)).toEqual({});
    expect(stripHealthData({})).toEqual({});
  });
});

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
