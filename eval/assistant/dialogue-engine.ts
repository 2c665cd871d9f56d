import { type AssistantEngine, createLocalAssistantEngine } from '../../server/lib/ai/engine';
import type { TDialogueEngine } from './dialogue-eval';
import { EVAL_NOW } from './local-engine';

/** The assistant engine behind the dialogue eval's interface: one reply read whole, with what it understood. */
export function dialogueEngineOf(engine: AssistantEngine = createLocalAssistantEngine()): TDialogueEngine {
  return async (message, history) => {
    const reply = await engine.respond({ message, history, allowRemote: false, now: EVAL_NOW });
    let text = '';
    for await (const piece of reply.chunks) text += piece;
    const data = reply.extractedData;
    return {
      text,
      slots: {
        symptoms: data.primarySymptoms ?? [],
        severity: data.severity,
        durationDays: data.durationDays,
        denies: [],
      },
      intent: null,
      asked: null,
      isEmergency: reply.safety.isEmergency,
      help: reply.safety.help,
    };
  };
}
