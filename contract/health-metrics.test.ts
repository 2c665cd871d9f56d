import { describe, expect, it } from 'vitest';
import { HEALTH_METRIC_MESSAGES, ZCreateHealthMetricRequest } from './health-metrics';
import { isIanaTimeZone, ZTimeZoneQuery } from './progress';

const VALID = {
  mood: 5,
  energy: 5,
  stress: 5,
  fatigueLevel: 5,
  mentalClarity: 5,
  digestion: 5,
  sleepQuality: 8,
};
const firstMessage = (input: unknown) => {
  const result = ZCreateHealthMetricRequest.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('check-in contract', () => {
  it('accepts whole scores 1–10, sleep in half hours 0–24 and an optional trimmed note', () => {
    expect(ZCreateHealthMetricRequest.parse({ ...VALID, sleepQuality: 6.5, note: '  tired  ' }).note).toBe(
      'tired',
    );
    expect(ZCreateHealthMetricRequest.safeParse({ ...VALID, sleepQuality: 0 }).success).toBe(true);
    expect(ZCreateHealthMetricRequest.safeParse({ ...VALID, sleepQuality: 24 }).success).toBe(true);
    expect(ZCreateHealthMetricRequest.safeParse({ ...VALID, note: null }).success).toBe(true);
  });

  it('names the field in each score message', () => {
    expect(firstMessage({ ...VALID, fatigueLevel: 0 })).toBe('Fatigue must be a whole number from 1 to 10');
    expect(firstMessage({ ...VALID, mentalClarity: 7.5 })).toBe(
      'Mental clarity must be a whole number from 1 to 10',
    );
    expect(firstMessage({ ...VALID, mood: undefined })).toBe('Mood must be a whole number from 1 to 10');
  });

  it('refuses sleep outside 0–24 or not in half hours, and a note over 500 characters', () => {
    for (const sleepQuality of [-1, 24.5, 7.3, Number.NaN]) {
      expect(firstMessage({ ...VALID, sleepQuality })).toBe(HEALTH_METRIC_MESSAGES.sleepRange);
    }
    expect(firstMessage({ ...VALID, note: 'a'.repeat(501) })).toBe(HEALTH_METRIC_MESSAGES.noteMax);
  });
});

describe('time zone query', () => {
  it('accepts IANA names and refuses offsets, POSIX rules and unknown names', () => {
    expect(isIanaTimeZone('UTC')).toBe(true);
    expect(isIanaTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isIanaTimeZone('Etc/GMT+5')).toBe(true);
    expect(isIanaTimeZone('+05:30')).toBe(false);
    expect(isIanaTimeZone('EST5EDT,M3.2.0,M11.1.0')).toBe(false);
    expect(isIanaTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(ZTimeZoneQuery.parse({}).tz).toBe('UTC');
  });
});
