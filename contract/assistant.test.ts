import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_DISCLAIMER,
  COMBINED_EMERGENCY_REPLY,
  CRISIS_CATEGORIES,
  CRISIS_REPLY,
  EMERGENCY_REPLY,
  EMERGENCY_TRIAGE_LEVELS,
  RED_FLAG_CATEGORIES,
  TRIAGE_LEVELS,
  ZRedFlagCategory,
  ZSafetyResult,
  ZTriageLevel,
} from './assistant';

describe('triage levels', () => {
  it('has the five triage steps, most urgent first', () => {
    expect(TRIAGE_LEVELS).toEqual([
      'emergency_ambulance',
      'emergency',
      'consultation_24',
      'consultation',
      'self_care',
    ]);
    expect(ZTriageLevel.safeParse('consultation_24').success).toBe(true);
    expect(ZTriageLevel.safeParse('urgent').success).toBe(false);
    expect(EMERGENCY_TRIAGE_LEVELS).toEqual(['emergency_ambulance', 'emergency']);
  });
});

describe('red-flag categories', () => {
  it('are unique and validated by the enum', () => {
    expect(new Set(RED_FLAG_CATEGORIES).size).toBe(RED_FLAG_CATEGORIES.length);
    expect(ZRedFlagCategory.safeParse('stroke').success).toBe(true);
    expect(ZRedFlagCategory.safeParse('sore_throat').success).toBe(false);
    for (const c of CRISIS_CATEGORIES) expect(RED_FLAG_CATEGORIES).toContain(c);
  });
});

describe('fixed texts', () => {
  it('says the assistant is not medical advice and names 911', () => {
    expect(ASSISTANT_DISCLAIMER).toContain('not medical advice');
    expect(ASSISTANT_DISCLAIMER).toContain('911');
  });

  it('sends physical emergencies to 911 and crises to 988 (with 911 for immediate danger)', () => {
    expect(EMERGENCY_REPLY).toContain('Call 911 now');
    expect(EMERGENCY_REPLY).not.toContain('988');
    expect(CRISIS_REPLY).toContain('call or text 988');
    expect(CRISIS_REPLY).toContain('988 Suicide & Crisis Lifeline');
    expect(CRISIS_REPLY).toContain('call 911');
    expect(COMBINED_EMERGENCY_REPLY).toContain('Call 911 now');
    expect(COMBINED_EMERGENCY_REPLY).toContain('988');
  });
});

describe('ZSafetyResult', () => {
  it('accepts a result and a no-flag result', () => {
    expect(
      ZSafetyResult.safeParse({
        isEmergency: true,
        triage: 'emergency_ambulance',
        categories: ['stroke'],
        matchedPhrases: ['face is drooping'],
        reply: EMERGENCY_REPLY,
        replyKind: 'emergency',
        help: ['911'],
        detectedBy: 'rules',
        concerns: [],
      }).success,
    ).toBe(true);
    expect(
      ZSafetyResult.safeParse({
        isEmergency: false,
        triage: 'self_care',
        categories: [],
        matchedPhrases: [],
        reply: null,
        replyKind: null,
        help: [],
        detectedBy: null,
      }).success,
    ).toBe(true);
  });

  it('rejects unknown categories, unknown levels and a missing reply', () => {
    const base = { isEmergency: false, triage: 'self_care', categories: [], matchedPhrases: [], reply: null };
    expect(ZSafetyResult.safeParse({ ...base, categories: ['flu'] }).success).toBe(false);
    expect(ZSafetyResult.safeParse({ ...base, triage: 'urgent' }).success).toBe(false);
    const { reply: _reply, ...withoutReply } = base;
    expect(ZSafetyResult.safeParse(withoutReply).success).toBe(false);
  });
});
