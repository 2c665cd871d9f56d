import { z } from 'zod';
import { analyze } from '../analysis';
import { extractionSystemPrompt, replySystemPrompt, urgencySystemPrompt } from '../conversation/prompt';
import { parseModelJson, validateExtraction } from './extraction';
import { sseData } from './sse';
import { type AssistantProvider, type MediaAI, ProviderError } from './types';

const ZUrgencyOpinion = z.object({
  urgent: z.boolean(),
  category: z.string().max(64).nullable().default(null),
});

/**
 * The `openai` provider: any OpenAI-compatible HTTP API (OpenAI, Ollama `…/v1`, llama.cpp server,
 * vLLM) through Node's fetch. Chat replies stream from POST {base}/chat/completions (`stream: true`,
 * SSE `data:` lines ending with `[DONE]`); extraction asks the same endpoint for a JSON object and
 * validates it with contract ZExtractedData; vision sends an `image_url` data-URI content part;
 * speech goes to POST {base}/audio/transcriptions (multipart).
 *
 * Every method throws a ProviderError on HTTP errors, timeouts, invalid JSON or schema mismatches;
 * the engine decides what to do (fall back to `local`). Nothing here scrubs text: the engine only
 * hands this provider scrubbed text, with the user's consent.
 */

export type TOpenAiConfig = {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (no trailing /chat/completions). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  transcribeModel?: string;
  /** Per call, and the longest wait between two streamed chunks. */
  timeoutMs?: number;
  /** Earlier turns sent with a chat reply (the most recent ones). */
  historyTurns?: number;
  fetch?: typeof fetch;
};

export const OPENAI_DEFAULTS = { timeoutMs: 20_000, transcribeModel: 'whisper-1', historyTurns: 12 } as const;

/** An abort signal that fires after `ms` of inactivity (restartable) or when `outer` aborts. */
function idleTimeout(ms: number, outer?: AbortSignal) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new ProviderError('timeout', `no answer within ${ms} ms`)), ms);
  };
  restart();
  const onOuter = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', onOuter, { once: true });
  if (outer?.aborted) onOuter();
  return {
    signal: controller.signal,
    restart,
    clear: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuter);
    },
  };
}

/** The ProviderError for whatever fetch or a body read threw. */
function asProviderError(error: unknown, signal: AbortSignal): ProviderError {
  if (error instanceof ProviderError) return error;
  if (signal.aborted && signal.reason instanceof ProviderError) return signal.reason;
  return new ProviderError('network', error instanceof Error ? error.message : String(error));
}

type TChatMessage = { role: 'system' | 'user' | 'assistant'; content: unknown };

export type OpenAiProvider = AssistantProvider & MediaAI & { readonly config: Readonly<TOpenAiConfig> };

export function createOpenAiProvider(config: TOpenAiConfig): OpenAiProvider {
  const base = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? OPENAI_DEFAULTS.timeoutMs;
  const historyTurns = config.historyTurns ?? OPENAI_DEFAULTS.historyTurns;
  const doFetch = config.fetch ?? fetch;
  const authHeaders = (): Record<string, string> =>
    config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {};

  /** POST JSON and return the parsed JSON answer (non-streamed). */
  async function postJson(path: string, body: unknown, outer?: AbortSignal): Promise<unknown> {
    const timeout = idleTimeout(timeoutMs, outer);
    try {
      const response = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authHeaders() },
        body: JSON.stringify(body),
        signal: timeout.signal,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new ProviderError('http', `HTTP ${response.status}`, response.status);
      }
      const text = await response.text();
      try {
        return JSON.parse(text);
      } catch {
        throw new ProviderError('invalid_json', 'the server did not answer with JSON');
      }
    } catch (error) {
      throw asProviderError(error, timeout.signal);
    } finally {
      timeout.clear();
    }
  }

  /** The assistant message text of a non-streamed chat completion. */
  async function complete(messages: TChatMessage[], extra: Record<string, unknown>, signal?: AbortSignal) {
    const answer = (await postJson(
      '/chat/completions',
      { model: config.model, messages, stream: false, ...extra },
      signal,
    )) as { choices?: { message?: { content?: unknown } }[] };
    const content = answer?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '')
      throw new ProviderError('empty', 'empty answer');
    return content;
  }

  return {
    name: 'openai',
    isRemote: true,
    config,

    async *reply(input) {
      const messages: TChatMessage[] = [
        { role: 'system', content: replySystemPrompt(input) },
        ...input.history.slice(-historyTurns).map((t) => ({ role: t.role, content: t.content })),
        { role: 'user', content: input.message },
      ];
      const timeout = idleTimeout(timeoutMs, input.signal);
      try {
        const response = await doFetch(`${base}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...authHeaders() },
          body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.3 }),
          signal: timeout.signal,
        });
        if (!response.ok || !response.body) {
          await response.body?.cancel().catch(() => {});
          throw new ProviderError('http', `HTTP ${response.status}`, response.status);
        }
        let sent = 0;
        for await (const data of sseData(response.body, timeout.restart)) {
          if (data.trim() === '[DONE]') {
            if (sent === 0) throw new ProviderError('empty', 'the stream ended without text');
            return;
          }
          let event: { choices?: { delta?: { content?: unknown } }[]; error?: unknown };
          try {
            event = JSON.parse(data);
          } catch {
            throw new ProviderError('invalid_json', 'a stream event was not JSON');
          }
          if (event.error) throw new ProviderError('http', 'the stream reported an error');
          const delta = event.choices?.[0]?.delta?.content;
          if (typeof delta === 'string' && delta.length > 0) {
            sent += 1;
            yield delta;
          }
        }
        // Some servers close without [DONE]; what arrived is the answer.
        if (sent === 0) throw new ProviderError('empty', 'the stream ended without text');
      } catch (error) {
        throw asProviderError(error, timeout.signal);
      } finally {
        timeout.clear();
      }
    },

    async extract(input) {
      const conversation = [
        ...input.history.filter((t) => t.role === 'user').map((t) => t.content),
        input.message,
      ]
        .map((text, i) => `Message ${i + 1}: ${text}`)
        .join('\n');
      const content = await complete(
        [
          { role: 'system', content: extractionSystemPrompt(input) },
          { role: 'user', content: conversation },
        ],
        { temperature: 0, response_format: { type: 'json_object' } },
        input.signal,
      );
      return validateExtraction(parseModelJson(content));
    },

    async assessUrgency(input) {
      const conversation = [
        ...input.history.filter((t) => t.role === 'user').map((t) => t.content),
        input.message,
      ]
        .map((text, i) => `Message ${i + 1}: ${text}`)
        .join('\n');
      const content = await complete(
        [
          { role: 'system', content: urgencySystemPrompt() },
          { role: 'user', content: conversation },
        ],
        { temperature: 0, response_format: { type: 'json_object' } },
        input.signal,
      );
      const parsed = ZUrgencyOpinion.safeParse(parseModelJson(content));
      if (!parsed.success) throw new ProviderError('schema', 'the urgency answer did not fit');
      return parsed.data;
    },

    /**
     * Analysis stays on the sourced knowledge base for every provider (docs/decisions.md#health-assistant):
     * each condition there carries reviewed tests, specialties and self-care advice.
     */
    async analyze(profile, now) {
      return analyze(profile, { now });
    },

    async describeImage(bytes, mime, prompt, signal) {
      const url = `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
      const content = await complete(
        [
          {
            role: 'user',
            content: [
              { type: 'text', text: prompt },
              { type: 'image_url', image_url: { url } },
            ],
          },
        ],
        { temperature: 0 },
        signal,
      );
      return content.trim();
    },

    async transcribe(bytes, mime, signal) {
      const form = new FormData();
      const extension = mime.split('/')[1]?.split(';')[0] ?? 'webm';
      form.append('file', new Blob([Buffer.from(bytes)], { type: mime }), `audio.${extension}`);
      form.append('model', config.transcribeModel ?? OPENAI_DEFAULTS.transcribeModel);
      const timeout = idleTimeout(timeoutMs, signal);
      try {
        const response = await doFetch(`${base}/audio/transcriptions`, {
          method: 'POST',
          headers: authHeaders(),
          body: form,
          signal: timeout.signal,
        });
        if (!response.ok) {
          await response.body?.cancel().catch(() => {});
          throw new ProviderError('http', `HTTP ${response.status}`, response.status);
        }
        const answer = (await response.json().catch(() => {
          throw new ProviderError('invalid_json', 'the server did not answer with JSON');
        })) as { text?: unknown };
        if (typeof answer?.text !== 'string')
          throw new ProviderError('schema', 'no text in the transcription');
        return answer.text.trim();
      } catch (error) {
        throw asProviderError(error, timeout.signal);
      } finally {
        timeout.clear();
      }
    },
  };
}
