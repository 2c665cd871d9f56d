import { type AssistantEngine, createLocalAssistantEngine } from '../../server/lib/ai/engine';
import type { TDialogueEngine } from './dialogue-eval';
import { EVAL_NOW } from './local-engine';

/** The assistant engine behind the dialogue eval's interface: one reply read whole, with what it understood. */
export function dialogueEngineOf(engine: AssistantEngine = createLocalAssistantEngine()): TDialogueEngine {
  return async (message, history) => {
    const reply = await engine.respond({ message, history, allowRemote: false, now: EVAL_NOW });
    let text = '';
    for await (const piece of reply.chunks) text += piece;
    const { slots } = reply;
    return {
      text,
      slots: {
        symptoms: slots.symptoms,
        severity: slots.severity,
        durationDays: slots.durationDays,
        bodyLocation: slots.bodyLocation,
        denies: slots.denies,
      },
      intent: reply.intent,
      asked: reply.asked,
      isEmergency: reply.safety.isEmergency,
      help: reply.safety.help,
    };
  };
}
