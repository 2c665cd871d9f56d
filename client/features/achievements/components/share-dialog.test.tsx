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
import { GAMIFICATION_MESSAGES, type TAchievementsPage } from '@contract/gamification';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { achievementOf, mockCanvas } from '../testing';

const analytics = vi.hoisted(() => ({ trackFeature: vi.fn() }));
vi.mock('@client/lib/analytics', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@client/lib/analytics')>()),
  trackFeature: analytics.trackFeature,
}));

beforeAll(() => prepareDomEnvironment());
beforeEach(() => analytics.trackFeature.mockClear());
afterEach(() => resetBrowserState());

const LINK = 'POST /api/achievements/first-steps/share-link';
const data: TAchievementsPage = {
  achievements: [
    achievementOf({
      id: 'first-steps',
      title: 'First Steps',
      description: 'Logged your first symptom.',
      rarity: 'rare',
      color: 'success',
      earnedAt: '2026-11-02T09:00:00Z',
    }),
  ],
  stats: { totalAchievements: 1, earnedAchievements: 1, currentStreak: 1, totalPoints: 50, level: 1 },
};

function stubClipboard() {
  const writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

async function openDialog(
  linkHandler = () => Response.json({ url: '/shared/achievements/tok123', token: 'tok123' }),
) {
  const fetchMock = stubApi(signedIn(), {
    'GET /api/achievements': () => Response.json(data),
    [LINK]: linkHandler,
  });
  const view = renderApp('/achievements');
  fireEvent.click(await view.findByRole('button', { name: 'Share First Steps' }));
  const dialog = await view.findByRole('dialog', { name: 'Share your achievement' });
  return { view, dialog: within(dialog), fetchMock };
}

describe('achievement share dialog', () => {
  it('counts characters live against the platform limit and blocks Share over it', async () => {
    const { dialog } = await openDialog();
    const counter = dialog.getByText(/characters for Twitter$/);
    const preview = dialog.getByTestId('share-preview');
    expect(preview.textContent).toBe(
      'I earned the "First Steps" achievement on Infinite Wellness! Logged your first symptom.',
    );
    expect(counter.textContent).toBe(`${preview.textContent?.length} / 280 characters for Twitter`);

    const message = dialog.getByRole('textbox', { name: 'Your message (optional)' });
    fireEvent.change(message, { target: { value: 'a'.repeat(280) } });
    await waitFor(() => expect(counter.textContent).toBe('280 / 280 characters for Twitter'));
    const share = dialog.getByRole('button', { name: 'Share on Twitter' }) as HTMLButtonElement;
    expect(share.disabled).toBe(false);

    fireEvent.change(message, { target: { value: 'a'.repeat(281) } });
    await waitFor(() => expect(counter.textContent).toBe('281 / 280 characters for Twitter'));
    expect(dialog.getByRole('alert').textContent).toBe(GAMIFICATION_MESSAGES.tooLong('Twitter', 280));
    expect(share.disabled).toBe(true);
    expect(message.getAttribute('aria-invalid')).toBe('true');

    // LinkedIn allows 600: the same text fits there.
    fireEvent.click(dialog.getByRole('radio', { name: 'LinkedIn' }));
    await waitFor(() => expect(dialog.getByText('281 / 600 characters for LinkedIn')).toBeTruthy());
    expect(dialog.queryByRole('alert')).toBeNull();
    expect((dialog.getByRole('button', { name: 'Share on LinkedIn' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(preview.textContent).toBe('a'.repeat(281));
  });

  it("creates the public link, then opens the platform's share page in a 600×400 window", async () => {
    const popup = vi.spyOn(window, 'open').mockReturnValue(null);
    const { dialog, fetchMock } = await openDialog();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Your message (optional)' }), {
      target: { value: 'One small step' },
    });
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Show my first name on the shared page' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'Facebook' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Share on Facebook' }));
    await waitFor(() => expect(popup).toHaveBeenCalledTimes(1));
    const link = `${window.location.origin}/shared/achievements/tok123`;
    expect(popup).toHaveBeenCalledWith(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}&quote=One%20small%20step`,
      '_blank',
      'width=600,height=400,noopener',
    );
    expect(sentBodies(fetchMock, LINK)).toEqual([{ message: 'One small step', showName: true }]);
    expect(analytics.trackFeature).toHaveBeenCalledWith('achievement_share', {
      action: 'shared',
      platform: 'facebook',
    });

    // Sharing again with the same choices reuses the link.
    fireEvent.click(dialog.getByRole('radio', { name: 'Twitter' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Share on Twitter' }));
    await waitFor(() => expect(popup).toHaveBeenCalledTimes(2));
    expect(popup.mock.calls[1]?.[0]).toMatch(
      /^https:\/\/twitter\.com\/intent\/tweet\?text=One%20small%20step&url=/,
    );
    expect(sentBodies(fetchMock, LINK)).toHaveLength(1);
  });

  it('copies the text for Instagram, which has no web share page', async () => {
    const writeText = stubClipboard();
    const popup = vi.spyOn(window, 'open').mockReturnValue(null);
    const { view, dialog } = await openDialog();
    fireEvent.click(dialog.getByRole('radio', { name: 'Instagram' }));
    expect(dialog.getAllByText(/Instagram has no web share page/).length).toBeGreaterThan(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Copy for Instagram' }));
    expect(await view.findByText(GAMIFICATION_MESSAGES.copied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(
      `I earned the "First Steps" achievement on Infinite Wellness! Logged your first symptom.\n\n${window.location.origin}/shared/achievements/tok123`,
    );
    expect(popup).not.toHaveBeenCalled();
  });

  it("Copy link asks for the link without a message, copies it and says 'Link copied'", async () => {
    const writeText = stubClipboard();
    const { view, dialog, fetchMock } = await openDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Copy link' }));
    expect(await view.findByText(GAMIFICATION_MESSAGES.linkCopied)).toBeTruthy();
    const link = `${window.location.origin}/shared/achievements/tok123`;
    expect(writeText).toHaveBeenCalledWith(link);
    expect(sentBodies(fetchMock, LINK)).toEqual([{ showName: false }]);
    expect((dialog.getByRole('textbox', { name: 'Your link' }) as HTMLInputElement).value).toBe(link);
    expect(analytics.trackFeature).toHaveBeenCalledWith('achievement_link_copy', { action: 'copied' });
  });

  it("reports a link the server refused with the server's words", async () => {
    stubClipboard();
    const { view, dialog } = await openDialog(() =>
      errorResponse(409, 'NOT_EARNED', GAMIFICATION_MESSAGES.notEarned),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Copy link' }));
    expect(await view.findByText('The link could not be created')).toBeTruthy();
    expect(view.getByText(GAMIFICATION_MESSAGES.notEarned)).toBeTruthy();
    expect(analytics.trackFeature).not.toHaveBeenCalled();
  });

  it('downloads the badge as a 400×400 PNG file', async () => {
    const canvas = mockCanvas();
    const createObjectURL = vi.fn(() => 'blob:badge');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: { download: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });
    const { dialog } = await openDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Download badge' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(clicked).toEqual([{ download: 'infinite-wellness-badge-first-steps.png', href: 'blob:badge' }]);
    expect(canvas.sizes).toEqual([{ width: 400, height: 400 }]);
    expect(canvas.texts()).toEqual(
      expect.arrayContaining(['First Steps', 'Rare', 'Earned November 2, 2026']),
    );
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(analytics.trackFeature).toHaveBeenCalledWith('achievement_badge_download', {
      action: 'downloaded',
      rarity: 'rare',
    });
  });
});
