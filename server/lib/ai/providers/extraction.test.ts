import { describe, expect, it } from 'vitest';
import { parseModelJson, validateExtraction } from './extraction';
import { ProviderError } from './types';

describe('a model’s extraction', () => {
  it('parses JSON, also inside a ```json fence or after a sentence', () => {
    expect(parseModelJson('{"severity":5}')).toEqual({ severity: 5 });
    expect(parseModelJson('```json\n{"severity":5}\n```')).toEqual({ severity: 5 });
    expect(parseModelJson('Here you go: {"severity":5}')).toEqual({ severity: 5 });
    expect(() => parseModelJson('I think it is a headache')).toThrow(ProviderError);
  });

  it('validates with ZExtractedData and keeps only usable values', () => {
    expect(
      validateExtraction({
        primarySymptoms: ['headache', 'Tummy ache', 'Fatigue', 'Fatigue'],
        severity: 11,
        age: 42,
        gender: 'Female',
        chronicConditions: ['ibs', 'Gout'],
        duration: null,
        zipCode: '94110',
        city: 'Oakland',
        extra: 'ignored',
      }),
    ).toEqual({
      primarySymptoms: ['Headache', 'Fatigue'],
      age: 42,
      gender: 'female',
      chronicConditions: ['IBS'],
    });
    expect(() => validateExtraction({ primarySymptoms: 'Headache' })).toThrow(ProviderError);
    expect(() => validateExtraction(['Headache'])).toThrow(ProviderError);
  });
});
