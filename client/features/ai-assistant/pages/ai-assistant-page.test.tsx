// @vitest-environment jsdom

import {
  errorResponse,
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  sentBodies,
  signedIn,
  stubApi,
} from '@client/test-utils';
import { ASSISTANT_DISCLAIMER, ASSISTANT_LIMITS, CRISIS_REPLY, EMERGENCY_REPLY } from '@contract/assistant';
import type { TChatHistoryResponse, TChatMessage, TChatStreamMeta } from '@contract/chat';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_PROMPTS } from '../components/empty-state';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const HISTORY = 'GET /api/chat/history';
const SEND = 'POST /api/chat/message';

let idCounter = 0;
function uuid(): string {
  idCounter += 1;
  return `00000000-0000-4000-8000-${String(idCounter).padStart(12, '0')}`;
}

function message(overrides: Partial<TChatMessage>): TChatMessage {
  return {
    id: uuid(),
    sessionId: 's-1',
    role: 'user',
    content: 'Hello',
    timestamp: '2026-11-21T08:00:00.000Z',
    triage: null,
    isEmergency: false,
    replyKind: null,
    help: [],
    suggestions: [],
    actions: [],
    ...overrides,
  };
}

function history(overrides: Partial<TChatHistoryResponse> = {}): TChatHistoryResponse {
  return { sessions: [], sessionId: null, messages: [], hasMore: false, ...overrides };
}

function metaFor(userMessage: TChatMessage, overrides: Partial<TChatStreamMeta> = {}): TChatStreamMeta {
  return {
    sessionId: userMessage.sessionId,
    userMessage,
    triage: 'self_care',
    isEmergency: false,
    replyKind: null,
    help: [],
    extractedData: {},
    suggestions: [],
    actions: [],
    disclaimer: ASSISTANT_DISCLAIMER,
    ...overrides,
  };
}

const encoder = new TextEncoder();
function frame(event: string, data: unknown): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** An event-stream answer the test writes to piece by piece. */
function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: async (event: string, data: unknown) => {
      await act(async () => {
        controller.enqueue(frame(event, data));
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
    close: () => {
      try {
        controller.close();
      } catch {
        // Already closed: the client cancels the body once `done` has arrived.
      }
    },
  };
}

function streamOf(frames: [string, unknown][]) {
  return () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(c) {
          for (const [event, data] of frames) c.enqueue(frame(event, data));
          c.close();
        },
      }),
      { headers: { 'content-type': 'text/event-stream' } },
    );
}

function composer(view: ReturnType<typeof renderApp>) {
  return view.getByLabelText('Message the assistant') as HTMLTextAreaElement;
}

describe('AI Health Assistant (/ai-assistant)', () => {
  it('shows the empty state with three example prompts and the disclaimer for a new user', async () => {
    stubApi(signedIn(), { [HISTORY]: () => Response.json(history()) });
    const view = renderApp('/ai-assistant');
    expect(await view.findByRole('heading', { level: 1, name: 'AI Health Assistant' })).toBeTruthy();
    expect(await view.findByRole('heading', { name: 'Start a conversation' })).toBeTruthy();
    for (const prompt of EXAMPLE_PROMPTS)
      expect(view.getByRole('button', { name: `“${prompt}”` })).toBeTruthy();
    expect(view.getByText(ASSISTANT_DISCLAIMER)).toBeTruthy();
    expect(view.getByRole('button', { name: /Previous conversations \(0\)/ })).toBeTruthy();
  });

  it('streams a reply token by token, with a typing indicator and a disabled input until it completes', async () => {
    const stream = controlledStream();
    const userMessage = message({ content: 'I have had a headache for 3 days' });
    const reply = message({
      role: 'assistant',
      content: 'Three days of headache is worth watching.',
      triage: 'self_care',
      suggestions: ['It gets worse with bright light'],
      actions: [{ kind: 'log_symptom', label: 'Log this symptom', href: '/symptoms' }],
    });
    const fetchMock = stubApi(signedIn(), {
      [HISTORY]: () => Response.json(history()),
      [SEND]: () => stream.response(),
    });
    const view = renderApp('/ai-assistant');
    await view.findByRole('heading', { name: 'Start a conversation' });

    const input = composer(view);
    fireEvent.change(input, { target: { value: '   ' } });
    expect((view.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(sentBodies(fetchMock, SEND)).toEqual([]);

    fireEvent.change(input, { target: { value: 'I have had a headache for 3 days' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(sentBodies(fetchMock, SEND)).toEqual([]);
    fireEvent.keyDown(input, { key: 'Enter' });

    await waitFor(() =>
      expect(sentBodies(fetchMock, SEND)).toEqual([{ message: 'I have had a headache for 3 days' }]),
    );
    expect(input.value).toBe('');
    expect(input.disabled).toBe(true);
    expect(view.getByText('The assistant is typing')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Stop reply' })).toBeTruthy();

    await stream.send(
      'meta',
      metaFor(userMessage, { suggestions: reply.suggestions, actions: reply.actions }),
    );
    await stream.send('delta', { text: 'Three days of ' });
    expect(view.queryByText('The assistant is typing')).toBeNull();
    expect(view.getByText('Three days of')).toBeTruthy();
    // The live region does not read every piece.
    expect(view.getByText('The assistant is replying…')).toBeTruthy();
    await stream.send('delta', { text: 'headache is worth watching.' });
    expect(view.getByText('Three days of headache is worth watching.')).toBeTruthy();
    expect(view.queryByRole('button', { name: 'It gets worse with bright light' })).toBeNull();
    expect(input.disabled).toBe(true);

    await stream.send('done', { message: reply });
    stream.close();
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(view.getByText(`Assistant: ${reply.content}`)).toBeTruthy();
    expect(view.getByRole('button', { name: 'It gets worse with bright light' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'Log this symptom' }).getAttribute('href')).toBe('/symptoms');
    expect(JSON.parse(window.localStorage.getItem('completedSteps') ?? '[]')).toContain('ai_chat_used');

    await waitFor(
      () => {
        const events = (
          sentBodies(fetchMock, 'POST /api/analytics/track') as { events: { name: string; kind: string }[] }[]
        ).flatMap((batch) => batch.events);
        expect(events).toContainEqual(
          expect.objectContaining({
            kind: 'feature',
            name: 'ai_assistant',
            properties: { action: 'reply_received' },
          }),
        );
      },
      { timeout: 5000 },
    );
    const analytics = JSON.stringify(sentBodies(fetchMock, 'POST /api/analytics/track'));
    expect(analytics).not.toContain('headache');
  });

  it('sends a tapped suggestion in the same conversation and an example prompt from the empty state', async () => {
    const first = message({ content: EXAMPLE_PROMPTS[0] });
    const firstReply = message({
      role: 'assistant',
      content: 'How bad is it, from 1 to 10?',
      suggestions: ['About 6 out of 10'],
    });
    const second = message({ content: 'About 6 out of 10' });
    const secondReply = message({ role: 'assistant', content: 'Thanks, that helps.' });
    let calls = 0;
    const fetchMock = stubApi(signedIn(), {
      [HISTORY]: () => Response.json(history()),
      [SEND]: () => {
        calls += 1;
        return calls === 1
          ? streamOf([
              ['meta', metaFor(first, { suggestions: firstReply.suggestions })],
              ['delta', { text: firstReply.content }],
              ['done', { message: firstReply }],
            ])()
          : streamOf([
              ['meta', metaFor(second)],
              ['delta', { text: secondReply.content }],
              ['done', { message: secondReply }],
            ])();
      },
      'GET /api/chat/history?sessionId=s-1': () =>
        Response.json(history({ sessionId: 's-1', messages: [first, firstReply] })),
    });
    const view = renderApp('/ai-assistant');
    fireEvent.click(await view.findByRole('button', { name: `“${EXAMPLE_PROMPTS[0]}”` }));
    fireEvent.click(await view.findByRole('button', { name: 'About 6 out of 10' }));
    expect(await view.findByText('Thanks, that helps.')).toBeTruthy();
    expect(sentBodies(fetchMock, SEND)).toEqual([
      { message: EXAMPLE_PROMPTS[0] },
      { sessionId: 's-1', message: 'About 6 out of 10' },
    ]);
  });

  it('shows the emergency banner with the fixed reply', async () => {
    const userMessage = message({ content: 'crushing chest pain spreading to my left arm' });
    const reply = message({
      role: 'assistant',
      content: EMERGENCY_REPLY,
      isEmergency: true,
      replyKind: null,
      help: [],
      triage: 'emergency_ambulance',
    });
    stubApi(signedIn(), {
      [HISTORY]: () => Response.json(history()),
      [SEND]: streamOf([
        ['meta', metaFor(userMessage, { isEmergency: true, triage: 'emergency_ambulance' })],
        ['delta', { text: EMERGENCY_REPLY }],
        ['done', { message: reply }],
      ]),
    });
    const view = renderApp('/ai-assistant');
    await view.findByRole('heading', { name: 'Start a conversation' });
    fireEvent.change(composer(view), { target: { value: 'crushing chest pain spreading to my left arm' } });
    fireEvent.click(view.getByRole('button', { name: 'Send message' }));
    const banner = await view.findByRole('alert');
    expect(within(banner).getByText('This may be a medical emergency')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911');
    expect(view.getByText(EMERGENCY_REPLY)).toBeTruthy();
  });

  it('shows the 988 Lifeline for a crisis reply in the history', async () => {
    const userMessage = message({ content: 'I want to end my life' });
    const reply = message({
      role: 'assistant',
      content: CRISIS_REPLY,
      isEmergency: true,
      replyKind: null,
      help: [],
      triage: 'emergency',
    });
    stubApi(signedIn(), {
      [HISTORY]: () =>
        Response.json(
          history({
            sessionId: 's-1',
            messages: [userMessage, reply],
            sessions: [
              {
                sessionId: 's-1',
                title: 'I want to end my life',
                messageCount: 2,
                updatedAt: reply.timestamp,
              },
            ],
          }),
        ),
    });
    const view = renderApp('/ai-assistant');
    const banner = await view.findByRole('alert');
    expect(within(banner).getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
    expect(within(banner).getByRole('link', { name: 'Text 988' }).getAttribute('href')).toBe('sms:988');
  });

  it("shows 'Error sending message' with the server's message and keeps the typed text", async () => {
    stubApi(signedIn(), {
      [HISTORY]: () => Response.json(history()),
      [SEND]: () => errorResponse(500, 'INTERNAL', 'Something went wrong on our side.'),
    });
    const view = renderApp('/ai-assistant');
    await view.findByRole('heading', { name: 'Start a conversation' });
    fireEvent.change(composer(view), { target: { value: 'My knees ache in the morning' } });
    fireEvent.click(view.getByRole('button', { name: 'Send message' }));
    expect(await view.findByText('Error sending message')).toBeTruthy();
    expect(view.getByText('Something went wrong on our side.')).toBeTruthy();
    await waitFor(() => expect(composer(view).value).toBe('My knees ache in the morning'));
    expect(composer(view).disabled).toBe(false);
    expect(view.queryByText('My knees ache in the morning', { selector: 'p' })).toBeNull();
  });

  it("shows the stream's error event as the toast", async () => {
    const userMessage = message({ content: 'Tired all day' });
    stubApi(signedIn(), {
      [HISTORY]: () => Response.json(history()),
      'GET /api/chat/history?sessionId=s-1': () =>
        Response.json(history({ sessionId: 's-1', messages: [userMessage] })),
      [SEND]: streamOf([
        ['meta', metaFor(userMessage)],
        ['error', { message: 'The assistant could not answer. Please try again.' }],
      ]),
    });
    const view = renderApp('/ai-assistant');
    await view.findByRole('heading', { name: 'Start a conversation' });
    fireEvent.change(composer(view), { target: { value: 'Tired all day' } });
    fireEvent.click(view.getByRole('button', { name: 'Send message' }));
    expect(await view.findByText('Error sending message')).toBeTruthy();
    expect(view.getByText('The assistant could not answer. Please try again.')).toBeTruthy();
    await waitFor(() => expect(composer(view).value).toBe('Tired all day'));
  });

  it('stops a streaming reply with the Stop button and keeps what arrived', async () => {
    const stream = controlledStream();
    const userMessage = message({ content: 'Why am I so tired?' });
    stubApi(signedIn(), {
      [HISTORY]: () => Response.json(history()),
      [SEND]: () => stream.response(),
      'GET /api/chat/history?sessionId=s-1': () =>
        Response.json(history({ sessionId: 's-1', messages: [userMessage] })),
    });
    const view = renderApp('/ai-assistant');
    await view.findByRole('heading', { name: 'Start a conversation' });
    fireEvent.change(composer(view), { target: { value: 'Why am I so tired?' } });
    fireEvent.click(view.getByRole('button', { name: 'Send message' }));
    await stream.send('meta', metaFor(userMessage));
    await stream.send('delta', { text: 'Tiredness has many causes' });
    fireEvent.click(view.getByRole('button', { name: 'Stop reply' }));
    expect(await view.findByText('Reply stopped. It was not saved.')).toBeTruthy();
    expect(view.getByText('Tiredness has many causes')).toBeTruthy();
    expect(composer(view).disabled).toBe(false);
    expect(view.queryByText('Error sending message')).toBeNull();
  });

  it('lists previous conversations newest first, opens one, and loads earlier messages', async () => {
    const older = message({ sessionId: 's-old', content: 'Back pain question' });
    const olderReply = message({ sessionId: 's-old', role: 'assistant', content: 'Back pain answer' });
    const earliest = message({ sessionId: 's-old', content: 'The very first message' });
    const recent = message({ sessionId: 's-new', content: 'Sleep question' });
    const sessions = [
      {
        sessionId: 's-old',
        title: 'Back pain question',
        messageCount: 3,
        updatedAt: '2026-11-19T08:00:00.000Z',
      },
      { sessionId: 's-new', title: 'Sleep question', messageCount: 1, updatedAt: '2026-11-21T08:00:00.000Z' },
    ];
    stubApi(signedIn(), {
      [HISTORY]: () => Response.json(history({ sessions, sessionId: 's-new', messages: [recent] })),
      'GET /api/chat/history?sessionId=s-old': () =>
        Response.json(
          history({ sessions, sessionId: 's-old', messages: [older, olderReply], hasMore: true }),
        ),
      [`GET /api/chat/history?sessionId=s-old&before=${older.id}`]: () =>
        Response.json(history({ sessions, sessionId: 's-old', messages: [earliest], hasMore: false })),
    });
    const view = renderApp('/ai-assistant');
    expect(await view.findByText('Sleep question', { selector: 'p' })).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: /Previous conversations \(2\)/ }));
    const titles = view
      .getAllByRole('button')
      .filter((b) => b.closest('ul') && /question/.test(b.textContent ?? ''))
      .map((b) => b.querySelector('span')?.textContent);
    expect(titles).toEqual(['Sleep question', 'Back pain question']);

    fireEvent.click(view.getByRole('button', { name: /Back pain question/ }));
    expect(await view.findByText('Back pain answer')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Load earlier messages' }));
    expect(await view.findByText('The very first message')).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(view.getByRole('heading', { name: 'Conversation' })),
    );
    const texts = view.getAllByText(/message|Back pain/, { selector: 'p' }).map((p) => p.textContent);
    expect(texts).toEqual(['The very first message', 'Back pain question', 'Back pain answer']);
    expect(view.getByText('1 earlier message loaded.').getAttribute('role')).toBe('status');
  });

  it("loads earlier messages with the server's cursor when it gives one", async () => {
    const newest = message({ sessionId: 's-1', content: 'Newest question' });
    const earlier = message({ sessionId: 's-1', content: 'Earlier question' });
    const earlierReply = message({ sessionId: 's-1', role: 'assistant', content: 'Earlier answer' });
    const sessions = [
      { sessionId: 's-1', title: 'Earlier question', messageCount: 3, updatedAt: '2026-11-21T08:00:00.000Z' },
    ];
    stubApi(signedIn(), {
      [HISTORY]: () =>
        Response.json({
          ...history({ sessions, sessionId: 's-1', messages: [newest], hasMore: true }),
          nextCursor: 'cur-1',
        }),
      'GET /api/chat/history?sessionId=s-1&before=cur-1': () =>
        Response.json(
          history({ sessions, sessionId: 's-1', messages: [earlier, earlierReply], hasMore: false }),
        ),
    });
    const view = renderApp('/ai-assistant');
    expect(await view.findByText('Newest question', { selector: 'p' })).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Load earlier messages' }));
    expect(await view.findByText('Earlier answer')).toBeTruthy();
    expect(view.getByText('2 earlier messages loaded.')).toBeTruthy();
  });

  it('shows a loading skeleton until the history arrives, and a retry when it fails', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi(signedIn(), {
      [HISTORY]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const view = renderApp('/ai-assistant');
    expect(await view.findByText('Loading your conversation…')).toBeTruthy();
    expect(view.getByTestId('messages-skeleton')).toBeTruthy();
    await act(async () => answer(errorResponse(500, 'INTERNAL', 'The server is unavailable.')));
    expect(await view.findByText("We couldn't load your conversation")).toBeTruthy();
    expect(view.getByText('The server is unavailable.')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the character count near the limit', async () => {
    stubApi(signedIn(), { [HISTORY]: () => Response.json(history()) });
    const view = renderApp('/ai-assistant');
    await view.findByRole('heading', { name: 'Start a conversation' });
    const input = composer(view);
    expect(input.maxLength).toBe(ASSISTANT_LIMITS.messageMax);
    fireEvent.change(input, { target: { value: 'a'.repeat(1900) } });
    expect(view.getByText('1,900 / 2,000 characters')).toBeTruthy();
  });
});
