import { describe, expect, it } from 'vitest';
import { SYMPTOM_MESSAGES, ZCreateSymptomRequest } from './symptoms';

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
