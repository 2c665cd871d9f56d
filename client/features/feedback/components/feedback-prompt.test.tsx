// @vitest-environment jsdom

import { prepareDomEnvironment, renderApp, resetBrowserState, signedIn, stubApi } from '@client/test-utils';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

// One app load per file: the visit counter counts page loads, not renders.
it('opens the widget in proactive mode 3 s into the third visit; closing stores the visit as the last prompt', async () => {
  window.localStorage.setItem('feedbackVisitCount', '2');
  stubApi(signedIn());
  const started = Date.now();
  const view = renderApp('/');
  await view.findByRole('button', { name: 'Send feedback' });
  // The visit is counted by an effect that may run just after the button first renders.
  await waitFor(() => expect(window.localStorage.getItem('feedbackVisitCount')).toBe('3'), {
    timeout: 10_000,
  });
  expect(view.queryByRole('dialog')).toBeNull();

  const dialog = await view.findByRole('dialog', {}, { timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  expect(
    within(dialog).getByRole('heading', { name: 'How is Infinite Wellness working for you?' }),
  ).toBeTruthy();
  // Spec 001 §4: no close button in the header; 'Not now' and Escape still close it.
  expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeTruthy();
  expect(window.localStorage.getItem('feedbackLastPrompt')).toBeNull();

  fireEvent.keyDown(dialog, { key: 'Escape' });
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
  expect(window.localStorage.getItem('feedbackLastPrompt')).toBe('3');
  expect(window.localStorage.getItem('feedbackGiven')).toBeNull();
}, 30_000);
