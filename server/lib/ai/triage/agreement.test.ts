import { describe, expect, it } from 'vitest';
import { TRIAGE_LEVELS, URGENT_ADVICE_NOTE, URGENT_CARE_NOTE } from '../../../../contract/assistant';
import { analyze } from '../analysis';
import { createLocalAssistantEngine } from '../engine';
import { CONDITIONS_BY_ID } from '../knowledge';
import { assessSafety } from '../safety';
import { infantAge, overallUrgency } from '.';

/** What the chat tells, and what the guided analysis tells for the same words and symptoms. */
async function bothDoors(message: string) {
  const reply = await createLocalAssistantEngine().respond({ message, history: [], allowRemote: false });
  let text = '';
  for await (const chunk of reply.chunks) text += chunk;
  const guided = analyze({
    currentSymptoms: {
      symptomDescription: message,
      primarySymptoms: reply.extractedData.primarySymptoms ?? [],
      severity: reply.extractedData.severity ?? null,
      duration: reply.extractedData.duration ?? null,
    },
  });
  return { chat: reply.safety.triage, guided: overallUrgency(assessSafety(message).triage, guided), text };
}

const rank = (l: string) => TRIAGE_LEVELS.indexOf(l as (typeof TRIAGE_LEVELS)[number]);

describe('one urgency through both doors', () => {
  const messages = [
    'my lower right belly has ached since yesterday and I have gone off my food',
    'burning when I pee for 2 days and now pain in my side under the ribs with a fever and shivers',
    'I have a mild headache since this afternoon, about a 3, I think I skipped lunch',
    'my calf has been swollen and sore since I flew back from Australia on Sunday',
    'itchy dry patches on my elbows for a few weeks, severity 2',
    'my throat is sore and my nose is runny since yesterday',
    'stiff painful big toe joint, red and swollen since last night',
    'pain started around my belly button yesterday and moved to the lower right, I have a fever and threw up twice',
  ];

  it.each(messages)('the chat and the guided analysis agree: %s', async (message) => {
    const { chat, guided } = await bothDoors(message);
    expect(chat).toBe(guided);
  });

  it('a picture that needs emergency care, with no red flag, says so first and gives no self-care tip', async () => {
    const { chat, text } = await bothDoors(messages[0]!);
    expect(assessSafety(messages[0]!).isEmergency).toBe(false);
    expect(rank(chat)).toBeLessThanOrEqual(rank('emergency'));
    expect(text.startsWith(URGENT_CARE_NOTE)).toBe(true);
    const tips = [...CONDITIONS_BY_ID.values()].flatMap((c) => c.selfCare);
    expect(tips.filter((tip) => text.includes(tip))).toEqual([]);
  });

  it('a picture that needs a doctor today is never self care: the see-a-doctor-today note comes first', async () => {
    const gout = await bothDoors(messages[6]!);
    expect(gout.chat).toBe('consultation_24');
    expect(gout.text.startsWith(URGENT_ADVICE_NOTE)).toBe(true);
  });

  it('an everyday complaint keeps its self-care level and no urgent note', async () => {
    const { chat, text } = await bothDoors(messages[4]!);
    expect(rank(chat)).toBeGreaterThan(rank('consultation_24'));
    expect(text.includes(URGENT_CARE_NOTE) || text.includes(URGENT_ADVICE_NOTE)).toBe(false);
  });
});

describe('a conversation under a see-a-doctor-today note', () => {
  it('does not repeat its last reply when the note stays in front of it', async () => {
    const engine = createLocalAssistantEngine();
    const history: { role: 'user' | 'assistant'; content: string }[] = [];
    const said: string[] = [];
    for (const message of [
      'belly cramps on and off',
      'lower left side of my belly',
      'about 2 weeks',
      '6',
      'ok',
    ]) {
      const reply = await engine.respond({ message, history, allowRemote: false });
      let text = '';
      for await (const chunk of reply.chunks) text += chunk;
      said.push(text);
      history.push({ role: 'user', content: message }, { role: 'assistant', content: text });
    }
    for (let i = 1; i < said.length; i++) expect(said[i], `turn ${i + 1}`).not.toBe(said[i - 1]);
  });
});

describe('an emergency kept in view', () => {
  async function talk(messages: string[]) {
    const engine = createLocalAssistantEngine();
    const history: { role: 'user' | 'assistant'; content: string }[] = [];
    const replies: Awaited<ReturnType<typeof engine.respond>>[] = [];
    for (const message of messages) {
      const reply = await engine.respond({ message, history, allowRemote: false });
      let text = '';
      for await (const chunk of reply.chunks) text += chunk;
      replies.push(reply);
      history.push({ role: 'user', content: message }, { role: 'assistant', content: text });
    }
    return replies;
  }

  it('keeps 911 in front when a rule backed a later message of the run ("i have an epipen")', async () => {
    const replies = await talk([
      'ate shrimp at a party an hour ago',
      'now my throat feels tight n lips swelling, hard to breathe',
      'i have an epipen',
    ]);
    expect(replies[1]?.safety.help).toContain('911');
    expect(replies[2]?.safety.isEmergency).toBe(true);
    expect(replies[2]?.safety.help).toContain('911');
  });

  it('answers "and a heart attack" after a question about stroke signs as information, not an alarm', async () => {
    const replies = await talk(['what are the signs of a stroke', 'and a heart attack']);
    expect(replies[1]?.safety.isEmergency).toBe(false);
    expect(replies[1]?.intent).toBe('when_to_worry');
  });

  it('keeps 988 in front when a crisis is taken back ("forget i said it")', async () => {
    const replies = await talk([
      'cant sleep again',
      'honestly i dont see the point anymore, been thinking about ending it',
      'its fine ill be ok, forget i said it',
    ]);
    expect(replies[1]?.safety.help).toContain('988');
    expect(replies[2]?.safety.help).toContain('988');
  });
});

describe('a baby’s age from the words', () => {
  it('reads weeks and months when the age given is under a year, and leaves older ages alone', () => {
    expect(infantAge('my 5 week old cries every evening', 0)).toBeCloseTo(35 / 365);
    expect(infantAge('my 7 month old has a rash', 0)).toBeCloseTo(7 / 12);
    expect(infantAge('my 7 month old has a rash', 34)).toBe(34);
    expect(infantAge('a rash on my arm', undefined)).toBeUndefined();
  });

  it('does not treat a 7-month-old as a baby under 3 months', () => {
    const picture = (text: string) => ({
      age: infantAge(text, 0),
      present: new Set<never>(),
      absent: new Set<never>(),
    });
    expect(picture('my 7 month old').age).toBeGreaterThan(0.25);
    expect(picture('my 6 week old').age).toBeLessThan(0.25);
  });
});
