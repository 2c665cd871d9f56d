// @vitest-environment jsdom

import { createQueryClient } from '@client/api/queryClient';
import { prepareDomEnvironment, resetBrowserState, sentBodies, signedIn, stubApi } from '@client/test-utils';
import { FEEDBACK_PROMPT } from '@contract/feedback';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FeedbackWidget } from './feedback-widget';

beforeAll(() => prepareDomEnvironment());
afterEach(() => {
  vi.useRealTimers();
  resetBrowserState();
});

const VISIT = 'POST /api/feedback/prompt/visit';
const CLOSED = 'POST /api/feedback/prompt/closed';

/**
 * The widget beside a page with one field, on the test's clock (Date and the recheck interval). No
 * wait of testing-library's (which needs the real clock) is used while the clock is fake.
 */
async function renderOn(path: string, due: boolean) {
  window.history.replaceState(null, '', path);
  const fetchMock = stubApi(signedIn(), {
    [VISIT]: Response.json({ visitCount: 5, due }),
    [CLOSED]: new Response(null, { status: 204 }),
  });
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <header>
        <FeedbackWidget />
      </header>
      <main>
        <label>
          Note
          <textarea />
        </label>
      </main>
    </QueryClientProvider>,
  );
  // The visit's answer arrives.
  await act(async () => {});
  return { view, fetchMock };
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // The dialog's code loads lazily: let React render once it has.
  await act(async () => {
    await import('./feedback-dialog');
  });
}

describe('the feedback prompt', () => {
  it('counts the visit, then opens once the page has been open 5 s; closing tells the server', async () => {
    const { view, fetchMock } = await renderOn('/progress', true);
    expect(sentBodies(fetchMock, VISIT)).toHaveLength(1);

    await advance(FEEDBACK_PROMPT.pageSettledMs - FEEDBACK_PROMPT.recheckMs);
    expect(view.queryByRole('dialog')).toBeNull();

    await advance(FEEDBACK_PROMPT.recheckMs);
    const dialog = view.getByRole('dialog');
    expect(
      within(dialog).getByRole('heading', { name: 'How is Infinite Wellness working for you?' }),
    ).toBeTruthy();
    // No close button in the header; 'Not now' and Escape still close it.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeTruthy();
    expect(sentBodies(fetchMock, CLOSED)).toHaveLength(0);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(view.queryByRole('dialog')).toBeNull();
    expect(sentBodies(fetchMock, CLOSED)).toHaveLength(1);
    // Closed for this visit: it does not come back.
    await advance(60_000);
    expect(view.queryByRole('dialog')).toBeNull();
  });

  it('never opens when the server says it is not due', async () => {
    const { view } = await renderOn('/progress', false);
    await advance(60_000);
    expect(view.queryByRole('dialog')).toBeNull();
  });

  it('never pushes aside something the person has typed on the page', async () => {
    const { view } = await renderOn('/progress', true);
    const note = view.getByRole('textbox', { name: 'Note' });
    fireEvent.input(note, { target: { value: 'Headache since lunch' } });
    await advance(60_000);
    expect(view.queryByRole('dialog')).toBeNull();
  });

  it('waits while the focus is in a field, and opens once the person has left it', async () => {
    const { view } = await renderOn('/progress', true);
    const note = view.getByRole('textbox', { name: 'Note' });
    act(() => note.focus());
    await advance(30_000);
    expect(view.queryByRole('dialog')).toBeNull();
    act(() => note.blur());
    await advance(FEEDBACK_PROMPT.recheckMs);
    expect(view.getByRole('dialog')).toBeTruthy();
  });

  it.each(['/onboarding-tour', '/premium', '/feedback'])('never opens over the flow on %s', async (path) => {
    const { view } = await renderOn(path, true);
    await advance(60_000);
    expect(view.queryByRole('dialog')).toBeNull();
  });

  it('never opens over the dialog the person opened with the button', async () => {
    const { view } = await renderOn('/progress', true);
    fireEvent.click(view.getByRole('button', { name: 'Send feedback' }));
    await advance(0);
    expect(within(view.getByRole('dialog')).getByRole('heading', { name: 'Send Feedback' })).toBeTruthy();
    await advance(30_000);
    expect(view.getAllByRole('dialog')).toHaveLength(1);
    expect(view.queryByRole('heading', { name: 'How is Infinite Wellness working for you?' })).toBeNull();
  });
});
