import { ApiError } from '@client/api/http';
import { ASSISTANT_DISCLAIMER } from '@contract/assistant';
import { CHAT_MESSAGES, type TChatMessage, type TChatStreamMeta } from '@contract/chat';
import type { EventSourceMessage } from 'eventsource-parser';
import { describe, expect, it, vi } from 'vitest';
import {
  CHAT_STREAM_NETWORK_MESSAGE,
  ChatStreamError,
  createEventStreamReader,
  isAbortError,
  sendErrorDescription,
  streamChatMessage,
  type TChatStreamEvent,
  toChatStreamEvent,
} from './sse';

const encoder = new TextEncoder();

/** The events read from a body arriving in these pieces (text pieces are encoded first). */
function readAll(chunks: (string | Uint8Array)[]): EventSourceMessage[] {
  const events: EventSourceMessage[] = [];
  const reader = createEventStreamReader((event) => events.push(event));
  for (const chunk of chunks) reader.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
  reader.end();
  return events;
}

/** Every way of cutting `bytes` in two, plus one byte at a time. */
function splits(bytes: Uint8Array): Uint8Array[][] {
  const out: Uint8Array[][] = [];
  for (let cut = 0; cut <= bytes.length; cut++) out.push([bytes.slice(0, cut), bytes.slice(cut)]);
  out.push(Array.from(bytes, (byte) => Uint8Array.of(byte)));
  return out;
}

const named = (events: EventSourceMessage[]) => events.map((e) => [e.event, e.data]);

describe('createEventStreamReader', () => {
  it('reads several events from one piece, leaving an unnamed event without a name', () => {
    expect(named(readAll(['event: meta\ndata: 1\n\nevent: delta\ndata: 2\n\ndata: 3\n\n']))).toEqual([
      ['meta', '1'],
      ['delta', '2'],
      [undefined, '3'],
    ]);
  });

  it('gives the same events however the bytes are split, multi-byte characters included', () => {
    const body =
      ': keep-alive\r\nevent: meta\r\ndata: {"a":"héllo — 🙂"}\r\n\r\nevent: delta\ndata: {"text":"ça va"}\n\nevent: done\rdata: {"ok":true}\r\r';
    const expected = [
      ['meta', '{"a":"héllo — 🙂"}'],
      ['delta', '{"text":"ça va"}'],
      ['done', '{"ok":true}'],
    ];
    for (const chunks of splits(encoder.encode(body))) expect(named(readAll(chunks))).toEqual(expected);
  });

  it('treats CRLF, lone CR and LF alike, also when CR and LF arrive in different pieces', () => {
    expect(named(readAll(['data: a\r', '\n', '\r', '\ndata: b\r\r']))).toEqual([
      [undefined, 'a'],
      [undefined, 'b'],
    ]);
  });

  it('ignores comment lines and unknown fields, and drops only one space after the colon', () => {
    const events = readAll([
      ':ping\n: another comment\nretry: 1000\nfoo: bar\nevent:delta\ndata:  two spaces\n\n',
    ]);
    expect(named(events)).toEqual([['delta', ' two spaces']]);
  });

  it('joins several data lines with a newline and keeps a field without a colon as empty', () => {
    expect(named(readAll(['data: line one\ndata\ndata: line three\n\n']))).toEqual([
      [undefined, 'line one\n\nline three'],
    ]);
  });

  it('does not dispatch an event without data, nor one left without its closing blank line', () => {
    expect(readAll(['event: meta\n\n', 'event: delta\ndata: {"text":"cut"}\n'])).toEqual([]);
    expect(readAll(['event: delta\ndata: {"text":"cut"}\r'])).toEqual([]);
  });

  it('drops a leading byte-order mark', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...encoder.encode('event: delta\ndata: x\n\n')]);
    expect(named(readAll([bytes]))).toEqual([['delta', 'x']]);
  });
});

const userMessage: TChatMessage = {
  id: '11111111-1111-4111-8111-111111111111',
  sessionId: 'session-1',
  role: 'user',
  content: 'I have had a headache for 3 days',
  timestamp: '2026-11-21T08:00:00.000Z',
  triage: null,
  isEmergency: false,
  replyKind: null,
  help: [],
  suggestions: [],
  actions: [],
};

const meta: TChatStreamMeta = {
  sessionId: 'session-1',
  userMessage,
  triage: 'self_care',
  isEmergency: false,
  replyKind: null,
  help: [],
  extractedData: { primarySymptoms: ['Headache'], duration: '3 days', durationDays: 3 },
  suggestions: ['It gets worse with bright light'],
  actions: [{ kind: 'log_symptom', label: 'Log this symptom', href: '/symptoms' }],
  disclaimer: ASSISTANT_DISCLAIMER,
};

const reply: TChatMessage = {
  ...userMessage,
  id: '22222222-2222-4222-8222-222222222222',
  role: 'assistant',
  content: 'Three days of headache is worth keeping an eye on.',
  triage: 'self_care',
  suggestions: meta.suggestions,
  actions: meta.actions,
};

function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;
}

describe('toChatStreamEvent', () => {
  it('validates each event with the contract', () => {
    expect(toChatStreamEvent({ event: 'meta', data: JSON.stringify(meta), id: undefined })).toEqual({
      type: 'meta',
      meta,
    });
    expect(toChatStreamEvent({ event: 'delta', data: '{"text":"Hi"}', id: undefined })).toEqual({
      type: 'delta',
      text: 'Hi',
    });
    expect(toChatStreamEvent({ event: 'error', data: '{"message":"Busy"}', id: undefined })).toEqual({
      type: 'error',
      message: 'Busy',
    });
  });

  it('ignores event names the contract does not define', () => {
    expect(toChatStreamEvent({ event: 'message', data: 'anything', id: undefined })).toBeNull();
    expect(toChatStreamEvent({ event: 'toString', data: '{}', id: undefined })).toBeNull();
  });

  it('rejects malformed JSON and data of the wrong shape', () => {
    for (const data of ['{"text":', 'not json', '{"text":3}', '{}', 'null']) {
      expect(() => toChatStreamEvent({ event: 'delta', data, id: undefined })).toThrow(ChatStreamError);
    }
    expect(() => toChatStreamEvent({ event: 'meta', data: '{"sessionId":"s"}', id: undefined })).toThrow(
      CHAT_MESSAGES.streamInterrupted,
    );
  });
});

/** A fetch answering an event stream whose body arrives in these chunks. */
function streamingFetch(chunks: (string | Uint8Array)[], init: ResponseInit = {}) {
  return vi.fn<typeof fetch>(async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks)
          controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
        controller.close();
      },
    });
    return new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8' },
      ...init,
    });
  });
}

async function collect(fetchImpl: typeof fetch, signal?: AbortSignal) {
  const events: TChatStreamEvent[] = [];
  const result = streamChatMessage(
    { sessionId: 'session-1', message: 'I have had a headache for 3 days' },
    { fetch: fetchImpl, signal, onEvent: (event) => events.push(event) },
  );
  return { events, result };
}

describe('streamChatMessage', () => {
  const body =
    frame('meta', meta) + frame('delta', { text: 'Three days of ' }) + frame('delta', { text: 'headache' });

  it('posts the message as JSON asking for an event stream, and reads meta, deltas and done', async () => {
    const fetchImpl = streamingFetch([body, frame('done', { message: reply })]);
    const { events, result } = await collect(fetchImpl);
    await expect(result).resolves.toEqual({ meta, message: reply });
    expect(events).toEqual([
      { type: 'meta', meta },
      { type: 'delta', text: 'Three days of ' },
      { type: 'delta', text: 'headache' },
      { type: 'done', message: reply },
    ]);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/chat/message');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    });
    expect(JSON.parse(String(init?.body))).toEqual({
      sessionId: 'session-1',
      message: 'I have had a headache for 3 days',
    });
  });

  it('reads the same events when the body arrives one byte at a time', async () => {
    const bytes = encoder.encode(body + frame('done', { message: reply }));
    const { events, result } = await collect(streamingFetch(Array.from(bytes, (b) => Uint8Array.of(b))));
    await expect(result).resolves.toEqual({ meta, message: reply });
    expect(events.map((e) => e.type)).toEqual(['meta', 'delta', 'delta', 'done']);
  });

  it("rejects with the server's message on an error event", async () => {
    const { events, result } = await collect(
      streamingFetch([body, frame('error', { message: 'The assistant is busy. Please try again.' })]),
    );
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChatStreamError);
    expect(error).toMatchObject({
      kind: 'server',
      message: 'The assistant is busy. Please try again.',
      hasMeta: true,
    });
    expect(events.map((e) => e.type)).toEqual(['meta', 'delta', 'delta']);
    expect(sendErrorDescription(error)).toBe('The assistant is busy. Please try again.');
  });

  it('rejects as interrupted when the body ends before done', async () => {
    const error = await (await collect(streamingFetch([body]))).result.catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'interrupted', message: CHAT_MESSAGES.streamInterrupted });
  });

  it('rejects as a protocol error on malformed data, and on text before meta', async () => {
    for (const chunks of [
      [frame('meta', meta), 'event: delta\ndata: {oops\n\n'],
      [frame('delta', { text: 'x' })],
    ]) {
      const error = await (await collect(streamingFetch(chunks))).result.catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'protocol', message: CHAT_MESSAGES.streamInterrupted });
    }
  });

  it('rejects as a protocol error when the answer is not an event stream', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ reply }));
    const error = await (await collect(fetchImpl)).result.catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'protocol' });
  });

  it("rejects with an ApiError carrying the server's message on a non-2xx answer", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      Response.json(
        { error: { code: 'VALIDATION_FAILED', message: 'Please type a message.' } },
        { status: 400, statusText: 'Bad Request' },
      ),
    );
    const error = await (await collect(fetchImpl)).result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(sendErrorDescription(error)).toBe('Please type a message.');
  });

  it('rejects as a network error when the request cannot be made or the body breaks', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await (await collect(offline)).result.catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', message: CHAT_STREAM_NETWORK_MESSAGE });

    const broken = vi.fn<typeof fetch>(async () => {
      let pulls = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulls += 1;
          if (pulls === 1) controller.enqueue(encoder.encode(frame('meta', meta)));
          else controller.error(new TypeError('network error'));
        },
      });
      return new Response(stream, { headers: { 'content-type': 'text/event-stream' } });
    });
    const brokenError = await (await collect(broken)).result.catch((e: unknown) => e);
    expect(brokenError).toMatchObject({ kind: 'network', hasMeta: true });
  });

  it('stops reading and rejects with an AbortError when aborted mid-stream', async () => {
    const controller = new AbortController();
    let cancelled = false;
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      const stream = new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(encoder.encode(frame('meta', meta) + frame('delta', { text: 'Partial' })));
          // …and nothing more until cancelled.
        },
        cancel() {
          cancelled = true;
        },
      });
      return new Response(stream, { headers: { 'content-type': 'text/event-stream' } });
    });
    const events: TChatStreamEvent[] = [];
    const result = streamChatMessage(
      { message: 'Hello' },
      {
        fetch: fetchImpl,
        signal: controller.signal,
        onEvent: (event) => {
          events.push(event);
          if (event.type === 'delta') controller.abort();
        },
      },
    );
    const error = await result.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(cancelled).toBe(true);
    expect(events.map((e) => e.type)).toEqual(['meta', 'delta']);
  });

  it('rejects with an AbortError when aborted before the answer', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchImpl = vi.fn<typeof fetch>(async (_input, init) => {
      if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      throw new Error('unreachable');
    });
    const error = await (await collect(fetchImpl, controller.signal)).result.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });

  it('ignores events after done', async () => {
    const { events, result } = await collect(
      streamingFetch([
        frame('meta', meta),
        frame('done', { message: reply }),
        frame('delta', { text: 'late' }),
      ]),
    );
    await expect(result).resolves.toEqual({ meta, message: reply });
    expect(events.map((e) => e.type)).toEqual(['meta', 'done']);
  });
});
