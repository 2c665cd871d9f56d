import { describe, expect, it } from 'vitest';
import { SAFETY_REPLIES, type TSafetyResult } from '../../../../contract/assistant';
import { createAssistantEngine } from '../engine';
import { createLocalProvider } from '../providers/local';
import type { AssistantProvider } from '../providers/types';
import { assessSafety } from './index';
import { wantsSecondOpinion, withSecondOpinion } from './second-opinion';

const unsure: TSafetyResult = {
  isEmergency: false,
  triage: 'self_care',
  categories: [],
  matchedPhrases: [],
  reply: null,
  replyKind: null,
  help: [],
  detectedBy: null,
  concerns: ['vulnerable_person', 'resembles_emergency'],
};

describe('withSecondOpinion: a remote model may only raise urgency', () => {
  it('turns an unsure result into the fixed reply that fits the category named', async () => {
    const raised = await withSecondOpinion(unsure, 'x', [], async () => ({
      urgent: true,
      category: 'infant_emergency',
    }));
    expect(raised).toMatchObject({
      isEmergency: true,
      triage: 'emergency',
      categories: ['infant_emergency'],
      replyKind: 'emergency',
      reply: SAFETY_REPLIES.emergency.text,
      help: ['911'],
      detectedBy: 'second_opinion',
    });
  });

  it('names a crisis reply for a crisis category, and other_emergency for an unknown one', async () => {
    const crisis = await withSecondOpinion(unsure, 'x', [], async () => ({
      urgent: true,
      category: 'intentional_overdose',
    }));
    expect(crisis.replyKind).toBe('intentional_overdose');
    expect(crisis.help).toEqual(['911', '988']);
    const unknown = await withSecondOpinion(unsure, 'x', [], async () => ({
      urgent: true,
      category: 'made_up',
    }));
    expect(unknown.categories[0]).toBe('other_emergency');
  });

  it('leaves the local result as it was on "not urgent", on an error, and when nothing was unsure', async () => {
    expect(await withSecondOpinion(unsure, 'x', [], async () => ({ urgent: false, category: null }))).toBe(
      unsure,
    );
    const errors: unknown[] = [];
    const failed = await withSecondOpinion(
      unsure,
      'x',
      [],
      async () => {
        throw new Error('timeout');
      },
      (e) => errors.push(e),
    );
    expect(failed).toBe(unsure);
    expect(errors).toHaveLength(1);
    const calm: TSafetyResult = { ...unsure, concerns: [] };
    let asked = 0;
    await withSecondOpinion(calm, 'x', [], async () => {
      asked++;
      return { urgent: true, category: null };
    });
    expect(asked).toBe(0);
  });
});

describe('the engine asks a second opinion only with a remote provider and consent', () => {
  const local = createLocalProvider();
  const asked: string[] = [];
  const remote: AssistantProvider = {
    name: 'openai',
    isRemote: true,
    async *reply() {
      yield 'A remote reply.';
    },
    extract: async () => ({}),
    analyze: local.analyze,
    assessUrgency: async (input) => {
      asked.push(input.message);
      return { urgent: true, category: 'infant_emergency' };
    },
  };
  const engine = createAssistantEngine({ provider: remote });
  // Messages with a concern (a baby, an old person, a reading) that may stay below every local alarm:
  // the first the local layers are unsure about is the one to test with.
  const candidates = [
    'jane smith here, baby has gone a funny colour and is really quiet',
    'jane smith here, my nan is 91 and just not herself today',
    'jane smith here, his sugar reading says 27 and he is a bit sleepy',
    'jane smith here, my 3 week old feels warm',
  ];
  const message = candidates.find((m) => wantsSecondOpinion(assessSafety(m))) ?? '';

  it('has a message the local layers are unsure about', () => {
    expect(message).not.toBe('');
  });

  it('raises an unsure message with consent, and scrubs identifiers before asking', async () => {
    asked.length = 0;
    const reply = await engine.respond({
      message,
      history: [],
      allowRemote: true,
      identifiers: { firstName: 'Jane', lastName: 'Smith' },
    });
    expect(reply.safety.detectedBy).toBe('second_opinion');
    expect(reply.safety.replyKind).toBe('emergency');
    expect(asked).toHaveLength(1);
    expect(asked[0]).not.toMatch(/jane smith/i);
  });

  it('never asks without consent', async () => {
    asked.length = 0;
    const reply = await engine.respond({ message, history: [], allowRemote: false });
    expect(asked).toHaveLength(0);
    expect(reply.safety.detectedBy).not.toBe('second_opinion');
  });
});
