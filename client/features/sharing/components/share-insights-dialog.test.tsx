// @vitest-environment jsdom

import { prepareDomEnvironment, renderApp, resetBrowserState, signedIn, stubApi } from '@client/test-utils';
import { SHARING_MESSAGES, type TInsight } from '@contract/sharing';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const INSIGHTS = 'GET /api/sharing/insights/user-1';
const streak: TInsight = {
  id: 'streak',
  type: 'streak',
  title: '3-day wellness streak',
  description: "I've looked after my health 3 days in a row.",
  metric: { value: 3, unit: 'days', change: null },
  date: '2026-11-21',
  category: 'Consistency',
  color: '#0f766e',
};

function open(insights: TInsight[], message: string | null = null) {
  stubApi(signedIn(), {
    'GET /api/progress/checklist': () => Response.json({}),
    [INSIGHTS]: () => Response.json({ insights, message }),
  });
  const view = renderApp('/progress');
  return view;
}

describe('share insights dialog', () => {
  it('shows the friendly message when there is nothing to share', async () => {
    const view = open([], SHARING_MESSAGES.empty);
    fireEvent.click(await view.findByRole('button', { name: 'Share your progress' }));
    expect(await view.findByText(SHARING_MESSAGES.empty)).toBeTruthy();
  });

  it('goes from list to detail and back; reports image and copy failures', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    const view = open([streak]);
    fireEvent.click(await view.findByRole('button', { name: 'Share your progress' }));
    const dialog = await view.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: /3-day wellness streak/ }));
    await within(dialog).findByRole('heading', { name: '3-day wellness streak' });
    expect(
      (within(dialog).getByRole('button', { name: 'Download Image' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Image' }));
    expect(await view.findByText(SHARING_MESSAGES.imageFailed)).toBeTruthy();
    expect(view.getByText(SHARING_MESSAGES.imageFailedDescription)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy Text' }));
    expect(await view.findByText(SHARING_MESSAGES.copyFailed)).toBeTruthy();
    expect(view.getByText(SHARING_MESSAGES.copyFailedDescription)).toBeTruthy();

    const popup = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(within(dialog).getByRole('button', { name: 'LinkedIn' }));
    expect(popup).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/),
      '_blank',
      'width=600,height=400,noopener',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Share Your Insights' })).toBeTruthy(),
    );
  });
});
