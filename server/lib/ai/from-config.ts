import type { Env } from '../../env';
import { type AssistantEngine, createAssistantEngine, type TEngineWarning } from './engine';
import { createLocalProvider } from './providers/local';
import { createOpenAiProvider, type OpenAiProvider } from './providers/openai';
import type { AssistantProvider, MediaAI } from './providers/types';

type TAiEnv = Pick<
  Env,
  'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TRANSCRIBE_MODEL' | 'AI_TIMEOUT_MS'
>;

export type TFromEnvOptions = {
  onWarn?: (message: string, details: TEngineWarning) => void;
  fetch?: typeof fetch;
};

/** The configured remote provider, or null with AI_PROVIDER=local (env.ts checks the rest). */
export function openAiProviderFromEnv(env: TAiEnv, options: TFromEnvOptions = {}): OpenAiProvider | null {
  if (env.AI_PROVIDER !== 'openai' || !env.AI_BASE_URL || !env.AI_MODEL) return null;
  return createOpenAiProvider({
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    transcribeModel: env.AI_TRANSCRIBE_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    fetch: options.fetch,
  });
}

/** The assistant engine for this configuration; server/app.ts creates it once and shares it. */
export function createAssistantEngineFromEnv(env: TAiEnv, options: TFromEnvOptions = {}): AssistantEngine {
  const provider: AssistantProvider = openAiProviderFromEnv(env, options) ?? createLocalProvider();
  return createAssistantEngine({ provider, onWarn: options.onWarn });
}

/**
 * Vision and speech for the nutrition area: the configured OpenAI-compatible endpoint, or null
 * answers when AI_PROVIDER is not `openai`. A failed call (HTTP error, timeout) also answers null
 * (logged through onWarn) so the caller falls back to its offline path (OCR, typing).
 * Consent is the caller's to check, as for the assistant.
 */
export function createMediaAIFromEnv(env: TAiEnv, options: TFromEnvOptions = {}): MediaAI {
  const provider = openAiProviderFromEnv(env, options);
  const guard = async <T>(stage: string, call: () => Promise<T>): Promise<T | null> => {
    try {
      return await call();
    } catch (error) {
      const e = error as { kind?: string; status?: number };
      options.onWarn?.(`AI provider openai failed (${stage})`, {
        provider: 'openai',
        kind: e.kind ?? 'error',
        status: e.status,
        stage,
      });
      return null;
    }
  };
  return {
    describeImage: async (bytes, mime, prompt, signal) =>
      provider ? guard('vision', () => provider.describeImage(bytes, mime, prompt, signal)) : null,
    transcribe: async (bytes, mime, signal) =>
      provider ? guard('transcription', () => provider.transcribe(bytes, mime, signal)) : null,
  };
}
