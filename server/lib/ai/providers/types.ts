import type { TExtractedData } from '../../../../contract/assistant';
import type { TAnalysisProfile, TAnalysisResult } from '../analysis';
import type { TDialoguePlan } from '../conversation/dialogue';

/**
 * One interface for every AI provider (docs/assistant-providers.md): a streamed chat reply, structured
 * extraction and analysis. Providers do the work and throw on failure; the engine (engine.ts) owns the policy
 * around them: the safety layer first, consent, identifier scrubbing, timeouts and the fallback to
 * `local`. Remote providers only ever receive scrubbed text.
 */

/** One turn of the conversation, as the engine's callers and the providers see it. */
export type TAssistantTurn = { role: 'user' | 'assistant'; content: string };

/** A condition from the local knowledge base, given to the provider as context. */
export type TConditionHint = { name: string; likelihood: number; selfCare?: string };

export type TReplyInput = {
  message: string;
  /** Earlier turns, oldest first. */
  history: readonly TAssistantTurn[];
  /** What the conversation has established so far (local understanding, identifiers removed). */
  understood: TExtractedData;
  /** The knowledge base's best matches for it, best first. */
  conditions: readonly TConditionHint[];
  /** The next most useful thing to ask about, when something is missing. */
  nextQuestion?: string;
  /**
   * The local dialogue's plan for this reply (conversation/dialogue.ts): the intent answered and the
   * text; the local provider says it, a remote one may word its own reply.
   */
  plan?: TDialoguePlan;
  now: Date;
  signal?: AbortSignal;
};

export type TExtractInput = {
  message: string;
  /** Earlier turns, oldest first (only the user's are read). */
  history: readonly TAssistantTurn[];
  now: Date;
  signal?: AbortSignal;
};

export interface AssistantProvider {
  readonly name: 'local' | 'openai';
  /** True when calls leave this process (health data then needs the user's consent). */
  readonly isRemote: boolean;
  /** The reply text in pieces; their concatenation is the full reply. */
  reply(input: TReplyInput): AsyncIterable<string>;
  /** The guided form's fields from the conversation, validated against contract ZExtractedData. */
  extract(input: TExtractInput): Promise<TExtractedData>;
  analyze(profile: TAnalysisProfile, now: Date): Promise<TAnalysisResult>;
  /**
   * A second opinion on whether a message needs urgent help now (docs/assistant-safety.md#a-second-opinion):
   * only remote providers have one; the engine asks only when the local layers were unsure.
   */
  assessUrgency?(input: TExtractInput): Promise<{ urgent: boolean; category: string | null }>;
}

/**
 * Vision and speech for the nutrition area (docs/assistant-providers.md#media-nutrition): null when no remote
 * provider is configured.
 */
export interface MediaAI {
  /** A short description of the image (e.g. a meal or a label), or null. */
  describeImage(
    bytes: Uint8Array,
    mime: string,
    prompt: string,
    signal?: AbortSignal,
  ): Promise<string | null>;
  /** The spoken words of an audio clip, or null. */
  transcribe(bytes: Uint8Array, mime: string, signal?: AbortSignal): Promise<string | null>;
}

export type TProviderErrorKind = 'http' | 'timeout' | 'network' | 'invalid_json' | 'schema' | 'empty';

/**
 * What every provider throws when a call fails. The engine logs only `kind` and `status` (never the
 * user's words or the provider's error body) and decides whether to fall back.
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: TProviderErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
