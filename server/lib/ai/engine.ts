import { ASSISTANT_DISCLAIMER, type TExtractedData, type TSafetyResult } from '../../../contract/assistant';
import { composeNurseReply } from './local/nurse';
import { assessSafety } from './safety';
import { extract, type TExtracted } from './understanding';

/**
 * The assistant engine (issue 4 §1–3): the one entry point for conversational replies.
 *
 *   message ─► safety layer (always, first, local) ─► emergency? fixed text, provider never called
 *                                                  └► provider reply (local, or openai with fallback)
 *
 * Callers (the /api/ai/health-chat, /api/chat and /api/chat/message handlers) get the safety result
 * and what was understood before any reply text, so they can store, audit and show the emergency
 * banner first, then stream `chunks`.
 */

export type TAssistantTurn = { role: 'user' | 'assistant'; content: string };

/** A link from advice to an action in the app (issue 4 §5). */
export type TAssistantAction =
  | { kind: 'log_symptom'; label: string; href: string }
  | { kind: 'find_practitioner'; label: string; href: string }
  | { kind: 'community'; label: string; href: string };

export type TAssistantRequest = {
  message: string;
  /** Earlier turns, oldest first (already capped by the caller). */
  history: readonly TAssistantTurn[];
  /**
   * The user's consent to send health data to a remote AI provider. False → the local engine only,
   * whatever is configured. Identifiers (name, email, ZIP, phone) are never sent either way.
   */
  allowRemote: boolean;
  now?: Date;
  signal?: AbortSignal;
};

export type TAssistantReply = {
  safety: TSafetyResult;
  /** What was understood from the whole conversation (history + message), guided-form keys. */
  extractedData: TExtractedData;
  /** Short follow-up replies the user can tap (suggested chips). */
  suggestions: string[];
  actions: TAssistantAction[];
  /** Who wrote the text: 'fixed' for safety replies, else the provider that answered. */
  provider: 'fixed' | 'local' | 'openai';
  disclaimer: string;
  /** The reply text in pieces; their concatenation is the full reply. Consume once. */
  chunks: AsyncIterable<string>;
};

export interface AssistantEngine {
  respond(request: TAssistantRequest): Promise<TAssistantReply>;
}

/** Drops empty fields, keeping the guided form's key names (contract ZExtractedData). */
export function compactExtracted(data: TExtracted): TExtractedData {
  const out: TExtractedData = {};
  const lists = [
    'primarySymptoms',
    'triggers',
    'improvingFactors',
    'worseningFactors',
    'chronicConditions',
    'currentMedications',
    'allergies',
  ] as const;
  for (const key of lists) if (data[key].length > 0) out[key] = [...data[key]];
  if (data.severity !== undefined) out.severity = data.severity;
  if (data.duration) out.duration = data.duration;
  if (data.durationDays !== undefined) out.durationDays = data.durationDays;
  if (data.age !== undefined) out.age = data.age;
  if (data.gender) out.gender = data.gender;
  if (data.city) out.city = data.city;
  if (data.state) out.state = data.state;
  if (data.zipCode) out.zipCode = data.zipCode;
  return out;
}

async function* once(text: string): AsyncIterable<string> {
  yield text;
}

/**
 * Initial local-only engine (the provider layer in server/lib/ai/providers replaces the reply part).
 * Safety first; on an emergency the fixed reply and nothing else.
 */
export function createLocalAssistantEngine(): AssistantEngine {
  return {
    async respond(request) {
      const now = request.now ?? new Date();
      const previous = request.history.filter((t) => t.role === 'user').map((t) => t.content);
      const safety = assessSafety(request.message, previous);
      if (safety.isEmergency && safety.reply) {
        return {
          safety,
          extractedData: {},
          suggestions: [],
          actions: [],
          provider: 'fixed',
          disclaimer: ASSISTANT_DISCLAIMER,
          chunks: once(safety.reply),
        };
      }
      const extractedData = compactExtracted(extract(request.message, { now }));
      let text = composeNurseReply(extractedData, now);
      if (safety.reply) text = `${safety.reply} ${text}`;
      return {
        safety,
        extractedData,
        suggestions: [],
        actions: [],
        provider: 'local',
        disclaimer: ASSISTANT_DISCLAIMER,
        chunks: once(text),
      };
    },
  };
}
