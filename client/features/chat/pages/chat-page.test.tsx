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
import { ASSISTANT_DISCLAIMER, CRISIS_REPLY, EMERGENCY_REPLY } from '@contract/assistant';
import { CHAT_MESSAGES, type TChatMessage } from '@contract/chat';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const SESSION = '1763700000000';
const LIST = `GET /api/chat/${SESSION}`;

function message(overrides: Partial<TChatMessage>): TChatMessage {
  return {
    id: 'm1',
    sessionId: SESSION,
    role: 'user',
    content: 'Hello',
    timestamp: '2026-11-20T09:30:00.000Z',
    triage: null,
    isEmergency: false,
    replyKind: null,
    help: [],
    suggestions: [],
    actions: [],
    ...overrides,
  };
}

describe('/chat', () => {
  it('welcomes an empty conversation, shows the disclaimer and does not send a blank message', async () => {
    const fetchMock = stubApi(signedIn(), { [LIST]: () => Response.json([]) });
    const view = renderApp(`/chat?session=${SESSION}`);
    expect(await view.findByRole('heading', { level: 1, name: 'AI Health Assistant' })).toBeTruthy();
    expect(await view.findByText(CHAT_MESSAGES.welcome)).toBeTruthy();
    expect(view.getByText(ASSISTANT_DISCLAIMER)).toBeTruthy();
    const input = view.getByLabelText('Message the assistant');
    fireEvent.change(input, { target: { value: '   ' } });
    const send = view.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(sentBodies(fetchMock, 'POST /api/chat')).toEqual([]);
  });

  it('sends, shows the typing indicator with the input disabled, then refreshes the list and clears the input', async () => {
    let stored: TChatMessage[] = [];
    let answer: () => void = () => {};
    const fetchMock = stubApi(signedIn(), {
      [LIST]: () => Response.json(stored),
      'POST /api/chat': () =>
        new Promise<Response>((resolve) => {
          answer = () => {
            stored = [
              message({ id: 'u', content: 'I have a headache' }),
              message({
                id: 'a',
                role: 'assistant',
                content: 'How long has it lasted?',
                triage: 'self_care',
              }),
            ];
            resolve(
              Response.json({ userMessage: stored[0], reply: stored[1], disclaimer: '' }, { status: 201 }),
            );
          };
        }),
    });
    const view = renderApp(`/chat?session=${SESSION}`);
    await view.findByText(CHAT_MESSAGES.welcome);
    const input = view.getByLabelText('Message the assistant') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '  I have a headache ' } });
    fireEvent.click(view.getByRole('button', { name: 'Send' }));

    expect(await view.findByText('The assistant is typing...')).toBeTruthy();
    expect(input.disabled).toBe(true);
    expect(sentBodies(fetchMock, 'POST /api/chat')).toEqual([
      { userId: 'user-1', sessionId: SESSION, role: 'user', content: 'I have a headache' },
    ]);

    answer();
    const log = await view.findByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('How long has it lasted?')).toBeTruthy();
    expect(within(log).getByText('I have a headache')).toBeTruthy();
    await waitFor(() => expect(input.value).toBe(''));
    expect(input.disabled).toBe(false);
    expect(view.queryByText('The assistant is typing...')).toBeNull();
    expect(view.queryByText(CHAT_MESSAGES.welcome)).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('completedSteps') ?? '[]')).toContain('ai_chat_used');
  });

  it("shows 'Error sending message' with the server's message and keeps the text", async () => {
    stubApi(signedIn(), {
      [LIST]: () => Response.json([]),
      'POST /api/chat': () => errorResponse(429, 'RATE_LIMITED', 'You are sending requests too quickly.'),
    });
    const view = renderApp(`/chat?session=${SESSION}`);
    await view.findByText(CHAT_MESSAGES.welcome);
    const input = view.getByLabelText('Message the assistant') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Still tired' } });
    fireEvent.click(view.getByRole('button', { name: 'Send' }));
    expect(await view.findByText(CHAT_MESSAGES.sendFailed)).toBeTruthy();
    expect(view.getByText('You are sending requests too quickly.')).toBeTruthy();
    expect(input.value).toBe('Still tired');
    expect(window.localStorage.getItem('completedSteps')).toBeNull();
  });

  it('shows an emergency reply as the emergency banner with 911, and a crisis reply with 988', async () => {
    stubApi(signedIn(), {
      [LIST]: () =>
        Response.json([
          message({ id: 'u1', content: 'crushing chest pain' }),
          message({
            id: 'a1',
            role: 'assistant',
            content: EMERGENCY_REPLY,
            isEmergency: true,
            replyKind: null,
            help: [],
            triage: 'emergency_ambulance',
          }),
          message({ id: 'u2', content: 'I want to end it all' }),
          message({
            id: 'a2',
            role: 'assistant',
            content: CRISIS_REPLY,
            isEmergency: true,
            replyKind: null,
            help: [],
            triage: 'emergency',
          }),
        ]),
    });
    const view = renderApp(`/chat?session=${SESSION}`);
    const alerts = await view.findAllByRole('alert');
    expect(alerts).toHaveLength(2);
    const [emergency, crisis] = alerts as [HTMLElement, HTMLElement];
    expect(within(emergency).getByText(EMERGENCY_REPLY)).toBeTruthy();
    expect(within(emergency).getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911');
    expect(within(emergency).queryByRole('link', { name: 'Call 988' })).toBeNull();
    expect(within(crisis).getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
    expect(within(crisis).getByRole('link', { name: 'Text 988' }).getAttribute('href')).toBe('sms:988');
    expect(within(crisis).getByRole('link', { name: 'Call 911' })).toBeTruthy();
  });

  it('makes the conversation id from the current time and keeps it in the address', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Number(SESSION));
    stubApi(signedIn(), { [LIST]: () => Response.json([message({ content: 'Earlier message' })]) });
    const view = renderApp('/chat');
    expect(await view.findByText('Earlier message')).toBeTruthy();
    expect(new URLSearchParams(window.location.search).get('session')).toBe(SESSION);
  });
});
