import { describe, expect, it } from 'vitest';
import { ASSISTANT_DISCLAIMER, EMERGENCY_REPLY, URGENT_ADVICE_NOTE } from '../../../../contract/assistant';
import { type AssistantEngine, createLocalAssistantEngine, type TAssistantReply } from '../engine';
import { createLocalProvider, sentencePieces } from './local';

const NOW = new Date('2026-11-21T12:00:00Z');
const text = async (reply: TAssistantReply) => {
  let out = '';
  for await (const piece of reply.chunks) out += piece;
  return out;
};
const say = (engine: AssistantEngine, message: string, earlier: string[] = []) =>
  engine.respond({
    message,
    history: earlier.flatMap((content) => [
      { role: 'user' as const, content },
      { role: 'assistant' as const, content: 'Thank you. How long have you had this headache?' },
    ]),
    allowRemote: false,
    now: NOW,
  });

describe('local provider', () => {
  it('streams the nurse reply in sentence pieces that concatenate to the whole', async () => {
    const provider = createLocalProvider();
    const pieces: string[] = [];
    for await (const p of provider.reply({
      message: 'headache',
      history: [],
      understood: { primarySymptoms: ['Headache'] },
      conditions: [],
      now: NOW,
    }))
      pieces.push(p);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toMatch(/^Thank you for telling me\. I understand you have headache\. How long/);
    expect(sentencePieces('One. Two? Three').join('')).toBe('One. Two? Three');
  });

  it('extracts across the conversation and analyses with the knowledge base', async () => {
    const provider = createLocalProvider();
    const data = await provider.extract({
      message: 'about 7/10',
      history: [{ role: 'user', content: 'pounding headache for 3 days' }],
      now: NOW,
    });
    expect(data).toMatchObject({ primarySymptoms: ['Headache'], severity: 7, durationDays: 3 });
    const analysis = await provider.analyze(
      { currentSymptoms: { primarySymptoms: ['Headache', 'Nausea'] } },
      NOW,
    );
    expect(analysis.potentialConditions[0]?.name).toMatch(/migraine/i);
  });
});

describe('assistant engine on the local provider', () => {
  const engine = createLocalAssistantEngine();

  it('asks for what is still missing instead of re-asking', async () => {
    const first = await say(engine, 'I have a pounding headache');
    expect(await text(first)).toContain('How long have you had this?');
    const second = await say(engine, 'It started 3 days ago', ['I have a pounding headache']);
    expect(second.extractedData).toMatchObject({ primarySymptoms: ['Headache'], duration: '3 days' });
    const reply = await text(second);
    expect(reply).not.toContain('How long');
    expect(reply).toContain('how strong');
    expect(second.suggestions).toContain('About 6/10');
    expect(second.provider).toBe('local');
    expect(second.disclaimer).toBe(ASSISTANT_DISCLAIMER);
  });

  it('offers actions: log the symptom, a directory practitioner, the community', async () => {
    const reply = await say(engine, 'tummy ache and bloating after dairy for two weeks');
    expect(reply.actions.map((a) => a.kind)).toEqual(['log_symptom', 'find_practitioner', 'community']);
    expect(reply.actions[1]?.href).toMatch(/^\/practitioners\?specialty=/);
    expect(reply.actions[2]?.href).toBe('/community-enhanced');
  });

  it('answers an emergency with the fixed reply only', async () => {
    const reply = await say(engine, 'crushing chest pain spreading to my left arm');
    expect(reply.provider).toBe('fixed');
    expect(await text(reply)).toBe(EMERGENCY_REPLY);
    expect(reply.suggestions).toEqual([]);
    expect(reply.actions).toEqual([]);
  });

  it('puts the urgent-advice note before the reply on a lesser red flag', async () => {
    const reply = await say(engine, 'I fainted once last week and I feel tired');
    expect(reply.safety).toMatchObject({ isEmergency: false, triage: 'consultation_24' });
    expect(await text(reply)).toMatch(
      new RegExp(`^${URGENT_ADVICE_NOTE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Thank you`),
    );
  });
});
