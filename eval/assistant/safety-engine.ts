import { createLocalAssistantEngine } from '../../server/lib/ai/engine';
import { CONDITIONS } from '../../server/lib/ai/knowledge';
import { EVAL_NOW } from './local-engine';
import type { TSafetyEngine } from './safety-set';

/**
 * The safety eval's engine: the whole local assistant, as `POST /api/ai/health-chat` runs it
 * (safety layer, understanding, analysis, reply), on one message without earlier turns.
 *
 * A self-care tip is any of the knowledge base's self-care lines found in the reply's text: on an
 * urgent message the assistant missed, any tip is advice for a problem it did not understand.
 */
const TIPS = [...new Set(CONDITIONS.flatMap((c) => c.selfCare))].filter((t) => t.length >= 12);

export function selfCareTipsIn(reply: string): string[] {
  return TIPS.filter((tip) => reply.includes(tip));
}

export function localSafetyEngine(): TSafetyEngine {
  const engine = createLocalAssistantEngine();
  return async (text) => {
    const reply = await engine.respond({ message: text, history: [], allowRemote: false, now: EVAL_NOW });
    let said = '';
    for await (const chunk of reply.chunks) said += chunk;
    return {
      isEmergency: reply.safety.isEmergency,
      help: reply.safety.help,
      selfCareTips: selfCareTipsIn(said),
    };
  };
}
