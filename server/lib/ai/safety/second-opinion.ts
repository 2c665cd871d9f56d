import {
  RED_FLAG_CATEGORIES,
  SAFETY_REPLIES,
  type TRedFlagCategory,
  type TSafetyResult,
} from '../../../../contract/assistant';
import { replyKindFor } from './reply-kind';

/**
 * A remote model's second opinion on a message the local layers were unsure about
 * (docs/assistant-safety.md#a-second-opinion): asked only when a remote provider is configured, the
 * person has consented, and the local result raised no alarm but listed a concern. It can only raise
 * urgency: "urgent" turns the result into the fixed emergency reply that fits the category named;
 * "not urgent", an unknown category, a timeout or an error leave the local result exactly as it was.
 */

export type TUrgencyOpinion = { urgent: boolean; category: string | null };
export type TAskUrgency = (message: string, history: readonly string[]) => Promise<TUrgencyOpinion>;

const isCategory = (c: string | null): c is TRedFlagCategory =>
  c !== null && (RED_FLAG_CATEGORIES as readonly string[]).includes(c);

/** Whether the local result is one a second opinion may look at. */
export function wantsSecondOpinion(local: TSafetyResult): boolean {
  return !local.isEmergency && local.concerns.length > 0;
}

export async function withSecondOpinion(
  local: TSafetyResult,
  message: string,
  history: readonly string[],
  ask: TAskUrgency,
  onError?: (error: unknown) => void,
): Promise<TSafetyResult> {
  if (!wantsSecondOpinion(local)) return local;
  let opinion: TUrgencyOpinion;
  try {
    opinion = await ask(message, history);
  } catch (error) {
    onError?.(error);
    return local;
  }
  if (!opinion.urgent) return local;
  const category: TRedFlagCategory = isCategory(opinion.category) ? opinion.category : 'other_emergency';
  const replyKind = replyKindFor([category]);
  const reply = SAFETY_REPLIES[replyKind];
  return {
    ...local,
    isEmergency: true,
    triage: 'emergency',
    categories: [category, ...local.categories.filter((c) => c !== category)],
    reply: reply.text,
    replyKind,
    help: [...reply.help],
    detectedBy: 'second_opinion',
  };
}
