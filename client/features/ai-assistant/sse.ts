import { ApiError } from '@client/api/http';
import {
  CHAT_MESSAGES,
  type TChatMessage,
  type TChatMessageRequest,
  type TChatStreamMeta,
  ZChatStreamDelta,
  ZChatStreamDone,
  ZChatStreamError,
  ZChatStreamMeta,
} from '@contract/chat';
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * The /ai-assistant streaming client. POST /api/chat/message answers `text/event-stream`
 * (contract/chat.ts): `meta`, zero or more `delta`, then `done` or `error`. EventSource can only GET,
 * so this reads the fetch body's ReadableStream and parses it with eventsource-parser.
 */

export type EventStreamReader = {
  /** The next piece of the body, decoded as UTF-8 across pieces. */
  push(bytes: Uint8Array): void;
  /** The body ended: a closing CR still ends its line; an event without its blank line is dropped. */
  end(): void;
};

/** Reads an event-stream body arriving in byte pieces, calling `onEvent` for each complete event. */
export function createEventStreamReader(onEvent: (event: EventSourceMessage) => void): EventStreamReader {
  // The default TextDecoder drops a leading byte-order mark, as the format requires.
  const decoder = new TextDecoder('utf-8');
  const parser = createParser({ onEvent });
  // The parser keeps a final CR until it knows whether an LF follows; at the end none will.
  let endsWithCR = false;
  const feed = (text: string) => {
    if (text === '') return;
    endsWithCR = text.endsWith('\r');
    parser.feed(text);
  };
  return {
    push: (bytes) => feed(decoder.decode(bytes, { stream: true })),
    end: () => {
      feed(decoder.decode());
      if (endsWithCR) parser.feed('\n');
      parser.reset();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The chat stream's events, validated with the contract's schemas.
// ---------------------------------------------------------------------------------------------

export type TChatStreamEvent =
  | { type: 'meta'; meta: TChatStreamMeta }
  | { type: 'delta'; text: string }
  | { type: 'done'; message: TChatMessage }
  | { type: 'error'; message: string };

export type ChatStreamErrorKind =
  /** The server sent an `error` event (its message is shown). */
  | 'server'
  /** The request or the body could not be read (offline, connection dropped). */
  | 'network'
  /** The body was not the contract's event stream (bad JSON, wrong shape, wrong order). */
  | 'protocol'
  /** The body ended before `done` or `error`. */
  | 'interrupted';

export const CHAT_STREAM_NETWORK_MESSAGE =
  'We could not reach the assistant. Check your connection and try again.';

export class ChatStreamError extends Error {
  readonly kind: ChatStreamErrorKind;
  /** Whether the stored user message is known to exist (the `meta` event arrived). */
  readonly hasMeta: boolean;

  constructor(
    kind: ChatStreamErrorKind,
    message: string,
    options: { hasMeta?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ChatStreamError';
    this.kind = kind;
    this.hasMeta = options.hasMeta ?? false;
  }
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    throw new ChatStreamError('protocol', CHAT_MESSAGES.streamInterrupted);
  }
}

/**
 * One frame as a chat stream event; null for event names the contract does not define (ignored, so
 * the server may add events later). Malformed data throws a `protocol` ChatStreamError.
 */
export function toChatStreamEvent(frame: EventSourceMessage): TChatStreamEvent | null {
  const schemas = {
    meta: ZChatStreamMeta,
    delta: ZChatStreamDelta,
    done: ZChatStreamDone,
    error: ZChatStreamError,
  } as const;
  if (frame.event === undefined || !Object.hasOwn(schemas, frame.event)) return null;
  const type = frame.event as keyof typeof schemas;
  const parsed = schemas[type].safeParse(parseJson(frame.data));
  if (!parsed.success) throw new ChatStreamError('protocol', CHAT_MESSAGES.streamInterrupted);
  const value = parsed.data;
  switch (type) {
    case 'meta':
      return { type, meta: value as TChatStreamMeta };
    case 'delta':
      return { type, text: (value as { text: string }).text };
    case 'done':
      return { type, message: (value as { message: TChatMessage }).message };
    case 'error':
      return { type, message: (value as { message: string }).message };
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function abortError(signal: AbortSignal | undefined): unknown {
  const reason: unknown = signal?.reason;
  return isAbortError(reason) ? reason : new DOMException('The reply was stopped.', 'AbortError');
}

export type StreamChatOptions = {
  signal?: AbortSignal;
  /** Called for each event in order (meta, deltas, done); not for `error`, which rejects instead. */
  onEvent: (event: Exclude<TChatStreamEvent, { type: 'error' }>) => void;
  fetch?: typeof fetch;
};

export type StreamChatResult = { meta: TChatStreamMeta; message: TChatMessage };

export const CHAT_MESSAGE_PATH = '/api/chat/message';

/**
 * Sends one message and reads the streamed reply. Resolves with the stored assistant message on
 * `done`. Rejects with: ApiError for a non-2xx answer (its serverMessage is the server's message);
 * ChatStreamError for an `error` event, a network failure, a malformed or cut-short stream; an
 * AbortError DOMException when `signal` aborts (the body is cancelled).
 */
export async function streamChatMessage(
  request: TChatMessageRequest,
  options: StreamChatOptions,
): Promise<StreamChatResult> {
  const { signal, onEvent } = options;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  let response: Response;
  try {
    response = await doFetch(CHAT_MESSAGE_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(request),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (signal?.aborted || isAbortError(error)) throw abortError(signal);
    throw new ChatStreamError('network', CHAT_STREAM_NETWORK_MESSAGE, { cause: error });
  }
  if (!response.ok) {
    const bodyText = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, bodyText);
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.body || !contentType.includes('text/event-stream')) {
    await response.body?.cancel().catch(() => undefined);
    throw new ChatStreamError('protocol', CHAT_MESSAGES.streamInterrupted);
  }

  let meta: TChatStreamMeta | undefined;
  let final: TChatMessage | undefined;
  let failure: ChatStreamError | undefined;
  const events = createEventStreamReader((frame) => {
    if (failure || final) return;
    try {
      const event = toChatStreamEvent(frame);
      if (!event) return;
      if (event.type === 'error') {
        failure = new ChatStreamError('server', event.message, { hasMeta: meta !== undefined });
        return;
      }
      if (event.type === 'meta') {
        if (meta) throw new ChatStreamError('protocol', CHAT_MESSAGES.streamInterrupted);
        meta = event.meta;
      } else if (!meta) {
        // The contract sends meta first: text before it cannot be tied to a stored message.
        throw new ChatStreamError('protocol', CHAT_MESSAGES.streamInterrupted);
      } else if (event.type === 'done') {
        final = event.message;
      }
      onEvent(event);
    } catch (error) {
      failure =
        error instanceof ChatStreamError
          ? new ChatStreamError(error.kind, error.message, { hasMeta: meta !== undefined })
          : new ChatStreamError('protocol', CHAT_MESSAGES.streamInterrupted, {
              hasMeta: meta !== undefined,
              cause: error,
            });
    }
  });

  const reader = response.body.getReader();
  let isFinished = false;
  // A fetch aborted mid-body errors the stream itself; cancelling covers bodies that ignore the signal.
  const onAbort = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    while (!failure && !final) {
      const { done, value } = await reader.read();
      if (done) {
        isFinished = true;
        events.end();
        break;
      }
      events.push(value);
    }
  } catch (error) {
    if (signal?.aborted || isAbortError(error)) throw abortError(signal);
    throw new ChatStreamError('network', CHAT_STREAM_NETWORK_MESSAGE, {
      hasMeta: meta !== undefined,
      cause: error,
    });
  } finally {
    signal?.removeEventListener('abort', onAbort);
    if (!isFinished) void reader.cancel().catch(() => undefined);
  }
  if (signal?.aborted) throw abortError(signal);
  if (failure) throw failure;
  if (!meta || !final) {
    throw new ChatStreamError('interrupted', CHAT_MESSAGES.streamInterrupted, {
      hasMeta: meta !== undefined,
    });
  }
  return { meta, message: final };
}

/** The toast description for a failed send: the server's own message when it sent one. */
export function sendErrorDescription(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof ChatStreamError) return error.message;
  return CHAT_STREAM_NETWORK_MESSAGE;
}
