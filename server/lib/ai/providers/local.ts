import { analyze } from '../analysis';
import { composeNurseReply } from '../local/nurse';
import { compactExtracted, understandConversation } from '../understanding';
import type { AssistantProvider } from './types';

/** Splits text into sentence pieces whose concatenation is the text (so local replies stream too). */
export function sentencePieces(text: string): string[] {
  return text.match(/[^.!?]+(?:[.!?]+|$)\s*/g) ?? [text];
}

/**
 * The `local` provider (default): the deterministic, offline knowledge engine (understanding,
 * analysis, local/nurse.ts). No network, no randomness; the same conversation gives the same reply.
 */
export function createLocalProvider(): AssistantProvider {
  return {
    name: 'local',
    isRemote: false,
    async *reply(input) {
      if (input.plan) {
        for (const piece of sentencePieces(input.plan.text)) yield piece;
        return;
      }
      // The engine has analysed the conversation already: reuse its top condition's tip.
      const tip = input.conditions.length > 0 ? (input.conditions[0]?.selfCare ?? null) : undefined;
      for (const piece of sentencePieces(composeNurseReply(input.understood, input.now, tip))) yield piece;
    },
    async extract(input) {
      const earlier = input.history.filter((t) => t.role === 'user').map((t) => t.content);
      return compactExtracted(understandConversation(input.message, earlier, input.now));
    },
    async analyze(profile, now) {
      return analyze(profile, { now });
    },
  };
}
