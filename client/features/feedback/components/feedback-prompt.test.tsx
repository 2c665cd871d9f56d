// @vitest-environment jsdom

import { createQueryClient } from '@client/api/queryClient';
import { prepareDomEnvironment, resetBrowserState } from '@client/test-utils';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { FEEDBACK_PROMPT } from '../prompt';
import { FeedbackWidget } from './feedback-widget';

beforeAll(() => prepareDomEnvironment());
afterEach(() => {
  vi.useRealTimers();
  resetBrowserState();
});

/**
 * The prompt's timer runs on the test's clock. The widget is rendered on its own, inside act(), so
 * no wait of testing-library's (which would need the real clock) is used while the clock is fake.
 */
function renderWidget() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <FeedbackWidget />
    </QueryClientProvider>,
  );
}

/** The dialog's code loads lazily: let React finish rendering once it has. */
async function dialogCodeLoaded() {
  await act(async () => {
    await import('./feedback-dialog');
  });
}

// One load of the widget per file: the visit counter counts page loads, not renders.
it('opens the widget in proactive mode 3 s into the third visit; closing stores the visit as the last prompt', async () => {
  window.localStorage.setItem('feedbackVisitCount', '2');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const view = renderWidget();
  // render() ran the effect that counts the visit and starts the prompt's timer.
  expect(window.localStorage.getItem('feedbackVisitCount')).toBe('3');

  await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_PROMPT.delayMs - 1));
  await dialogCodeLoaded();
  expect(view.queryByRole('dialog')).toBeNull();

  await act(() => vi.advanceTimersByTimeAsync(1));
  await dialogCodeLoaded();
  const dialog = view.getByRole('dialog');
  expect(
    within(dialog).getByRole('heading', { name: 'How is Infinite Wellness working for you?' }),
  ).toBeTruthy();
  // No close button in the header; 'Not now' and Escape still close it.
  expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeTruthy();
  expect(window.localStorage.getItem('feedbackLastPrompt')).toBeNull();

  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(view.queryByRole('dialog')).toBeNull();
  expect(window.localStorage.getItem('feedbackLastPrompt')).toBe('3');
  expect(window.localStorage.getItem('feedbackGiven')).toBeNull();
});
