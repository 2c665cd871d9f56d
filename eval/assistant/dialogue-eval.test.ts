import { describe, expect, it } from 'vitest';
import { dialogueEngineOf } from './dialogue-engine';
import { formatDialogueReport, scoreDialogues, type TDialogueEngine } from './dialogue-eval';
import { loadDialogueSets, parseDialogueLines } from './dialogues';

describe('dialogue eval (eval/assistant/dialogues)', () => {
  it('meets every expectation of the development conversations', async () => {
    const dev = loadDialogueSets().dev;
    expect(dev?.length ?? 0).toBeGreaterThanOrEqual(60);
    const report = await scoreDialogues(dev ?? [], dialogueEngineOf());
    const text = formatDialogueReport('dev', report);
    expect(report.conversation.met, text).toBe(report.conversation.total);
    expect(report.emergency.met, text).toBe(report.emergency.total);
  });

  it('scores a repeat, a missed slot and a wrong intent as misses', async () => {
    const [dialogue] = parseDialogueLines(
      JSON.stringify({
        id: 't1',
        turns: [
          { user: 'headache', expect: { slots: { symptom: 'Headache' } } },
          { user: '7', expect: { slots: { severity: 7 } } },
          { user: 'what helps', expect: { intent: 'what_helps' } },
        ],
      }),
      'inline',
    );
    const parrot: TDialogueEngine = async () => ({
      text: 'How strong is it?',
      slots: { symptoms: ['Headache'], denies: [] },
      intent: null,
      asked: 'severity',
      isEmergency: false,
      help: [],
    });
    const report = await scoreDialogues(dialogue ? [dialogue] : [], parrot);
    expect(report.conversation.byKind['no repeat']).toEqual({ total: 2, met: 0 });
    expect(report.conversation.byKind['slot severity']).toEqual({ total: 1, met: 0 });
    expect(report.conversation.byKind.intent).toEqual({ total: 1, met: 0 });
    expect(report.perfectDialogues).toBe(0);
  });
});
