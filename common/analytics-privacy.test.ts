import { describe, expect, it } from 'vitest';
import { stripHealthData } from './analytics-privacy';

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
