import { describe, expect, it } from 'vitest';
import { SYMPTOM_MESSAGES, severityBand, ZCreateSymptomRequest } from './symptoms';

describe('severityBand', () => {
  it.each([
    [1, 'Mild', 'green'],
    [3, 'Mild', 'green'],
    [4, 'Moderate', 'yellow'],
    [6, 'Moderate', 'yellow'],
    [7, 'Severe', 'red'],
    [10, 'Severe', 'red'],
  ])('puts %i in %s (%s)', (severity, label, tone) => {
    expect(severityBand(severity)).toEqual({ label, tone });
  });
});

describe('ZCreateSymptomRequest', () => {
  it('requires a name with its message', () => {
    const result = ZCreateSymptomRequest.safeParse({ symptomName: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SYMPTOM_MESSAGES.nameRequired);
  });
  it('gives the missing name the same message', () => {
    const result = ZCreateSymptomRequest.safeParse({});
    expect(result.error?.issues[0]?.message).toBe(SYMPTOM_MESSAGES.nameRequired);
  });
  it('defaults severity to 5 and trims the name', () => {
    expect(ZCreateSymptomRequest.parse({ symptomName: '  Fatigue ' })).toMatchObject({
      symptomName: 'Fatigue',
      severity: 5,
    });
  });
  it('rejects severities outside 1–10', () => {
    expect(ZCreateSymptomRequest.safeParse({ symptomName: 'x', severity: 0 }).success).toBe(false);
    expect(ZCreateSymptomRequest.safeParse({ symptomName: 'x', severity: 11 }).success).toBe(false);
  });
});
