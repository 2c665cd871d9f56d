import { describe, expect, it } from 'vitest';
import { moreUrgentTriage } from './assistant';

describe('triage levels', () => {
  it.each([
    ['self_care', 'emergency', 'emergency'],
    ['emergency_ambulance', 'consultation', 'emergency_ambulance'],
    ['consultation', 'consultation', 'consultation'],
  ] as const)('moreUrgentTriage(%s, %s) = %s', (a, b, expected) => {
    expect(moreUrgentTriage(a, b)).toBe(expected);
  });
});
