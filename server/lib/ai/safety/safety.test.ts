import { describe, expect, it } from 'vitest';
import {
  COMBINED_EMERGENCY_REPLY,
  CRISIS_REPLY,
  EMERGENCY_REPLY,
  SAFETY_REPLIES,
  type TSafetyReplyKind,
  ZSafetyResult,
} from '../../../../contract/assistant';
import { safetyModel, type TSafetyModel } from './classifier';
import { assessSafety, assessSafetyWithScores, replyKindFor } from './index';

/**
 * assessSafety as a whole (docs/assistant-safety.md): the rules and the learned classifier combined,
 * the fixed reply and its help lines, which layer found it. The rules alone are tested in
 * rules.test.ts.
 */

/** The stored model with other urgency thresholds (both kinds): 0 makes the classifier flag everything, 2 nothing. */
function withThreshold(threshold: number): TSafetyModel {
  const model = safetyModel();
  return { ...model, trainedOn: { ...model.trainedOn, threshold, crisisThreshold: threshold } };
}
const CLASSIFIER_OFF = withThreshold(2);
const CLASSIFIER_ALWAYS = withThreshold(0);

describe('assessSafety: the result', () => {
  it.each([
    'I have crushing chest pain',
    'I want to kill myself',
    'my sugar is 2.1 and I am shaking',
    'what should I eat for breakfast?',
    '',
  ])('%j gives a result that matches the contract', (message) => {
    const result = assessSafety(message);
    expect(ZSafetyResult.parse(result)).toEqual(result);
  });

  it('nothing urgent: no reply, no help lines, found by nobody', () => {
    expect(assessSafety('what should I eat for breakfast?', [], { model: CLASSIFIER_OFF })).toEqual({
      isEmergency: false,
      triage: 'self_care',
      categories: [],
      matchedPhrases: [],
      reply: null,
      replyKind: null,
      help: [],
      detectedBy: null,
      concerns: [],
    });
  });

  it('a lesser flag (consultation_24) keeps its triage but gets no fixed reply', () => {
    expect(assessSafety('I fainted yesterday', [], { model: CLASSIFIER_OFF })).toMatchObject({
      isEmergency: false,
      triage: 'consultation_24',
      categories: ['fainting'],
      reply: null,
      replyKind: null,
    });
  });
});

describe('assessSafety: the fixed reply fits what was found', () => {
  it.each<[message: string, kind: TSafetyReplyKind]>([
    ['I think I am having a stroke', 'emergency'],
    ['my sugar is 1.9 and she is confused', 'emergency'],
    ['I want to end it all', 'crisis'],
    ['I keep cutting myself', 'crisis'],
    ['my face is drooping and I want to die', 'combined'],
    ['I swallowed a whole bottle of paracetamol on purpose', 'intentional_overdose'],
    ['I want to die and I took too many pills', 'intentional_overdose'],
    ['I am going to stab my neighbour tonight, I have the knife ready', 'harm_to_others'],
    ['my boyfriend hits me and I am scared to go home', 'domestic_violence'],
    ['I keep getting thoughts of drowning my baby in the bath', 'intrusive_thoughts_baby'],
  ])('%j → %s', (message, kind) => {
    const result = assessSafety(message, [], { model: CLASSIFIER_OFF });
    expect(result.isEmergency).toBe(true);
    expect(result.replyKind).toBe(kind);
    expect(result.reply).toBe(SAFETY_REPLIES[kind].text);
    expect(result.help).toEqual([...SAFETY_REPLIES[kind].help]);
    expect(result.detectedBy).toBe('rules');
  });

  it('the physical reply says call 911, the crisis reply 988 and 911', () => {
    expect(EMERGENCY_REPLY).toContain('Call 911 now');
    expect(CRISIS_REPLY).toContain('call or text 988');
    expect(CRISIS_REPLY).toContain('call 911');
    expect(replyKindFor(['stroke', 'suicidal_thoughts'])).toBe('combined');
    expect(SAFETY_REPLIES.combined.text).toBe(COMBINED_EMERGENCY_REPLY);
  });
});

describe('assessSafety: rules and classifier combined', () => {
  it('an urgent message the rules miss is still urgent when the classifier flags it', () => {
    const result = assessSafety('what should I eat for breakfast?', [], { model: CLASSIFIER_ALWAYS });
    expect(result.isEmergency).toBe(true);
    expect(result.detectedBy).toBe('classifier');
    expect(result.reply).not.toBeNull();
  });

  it('the rules alone are enough: a red flag is urgent whatever the classifier says', () => {
    const result = assessSafety('my lips are turning blue and I cannot breathe', [], {
      model: CLASSIFIER_OFF,
    });
    expect(result).toMatchObject({ isEmergency: true, triage: 'emergency_ambulance', detectedBy: 'rules' });
    expect(result.categories).toContain('severe_breathing');
  });

  it('reports the classifier reading beside the result', () => {
    const { result, classifier } = assessSafetyWithScores('I have crushing chest pain');
    expect(result.isEmergency).toBe(true);
    expect(classifier.pUrgent).toBeGreaterThanOrEqual(0);
    expect(classifier.pUrgent).toBeLessThanOrEqual(1);
  });
});

describe('assessSafety: conversation history', () => {
  it('completes a combination from an earlier message', () => {
    const result = assessSafety('now I have sudden sharp pain in my lower tummy', ["I'm 8 weeks pregnant"], {
      model: CLASSIFIER_OFF,
    });
    expect(result.categories).toEqual(['pregnancy_pain_or_bleeding']);
    expect(result.isEmergency).toBe(true);
  });

  it('reads a baby’s age from an earlier message for a fever now', () => {
    const result = assessSafety('temp 101 now', ['she is 6 wks old'], { model: CLASSIFIER_OFF });
    expect(result.categories).toContain('infant_emergency');
  });

  it('an earlier red flag does not re-trigger on its own', () => {
    expect(
      assessSafety('thanks, what should I eat for dinner?', ["I can't breathe"], { model: CLASSIFIER_OFF })
        .categories,
    ).toEqual([]);
  });
});

describe('assessSafety: determinism', () => {
  it('gives the same answer every time', () => {
    const message = 'no chest pain but my face is drooping and I want to die';
    const a = assessSafety(message);
    for (let i = 0; i < 20; i++) expect(assessSafety(message)).toEqual(a);
  });
});
