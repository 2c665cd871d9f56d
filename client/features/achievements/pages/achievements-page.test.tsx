// @vitest-environment jsdom

import {
  errorResponse,
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  signedIn,
  stubApi,
} from '@client/test-utils';
import type { TAchievementsPage } from '@contract/gamification';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { achievementOf, NEW_USER_STATS } from '../testing';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const PAGE = 'GET /api/achievements';

const data: TAchievementsPage = {
  achievements: [
    achievementOf({
      id: 'first-steps',
      title: 'First Steps',
      rarity: 'common',
      earnedAt: '2026-11-02T09:00:00Z',
      requirements: ['Log your first symptom'],
    }),
    achievementOf({
      id: 'week-streak',
      title: 'Week Warrior',
      rarity: 'rare',
      progress: { current: 3, target: 7 },
      requirements: ['Check in 7 days in a row'],
      metadata: { category: 'Consistency', points: 200 },
    }),
    achievementOf({
      id: 'meal-logger',
      title: 'Mindful Eater',
      rarity: 'epic',
      progress: { current: 1, target: 10 },
      metadata: { category: 'Nutrition', points: 300 },
    }),
    achievementOf({
      id: 'community',
      title: 'Helping Hand',
      rarity: 'legendary',
      metadata: { category: 'Community', points: 500 },
    }),
  ],
  stats: { totalAchievements: 4, earnedAchievements: 1, currentStreak: 3, totalPoints: 50, level: 2 },
};

const tab = (view: ReturnType<typeof renderApp>, name: string) =>
  view.getByRole('tab', { name: new RegExp(`^${name} \\d+$`) });

describe('achievements page', () => {
  it('shows the stat cards, the share card and the tabs with their counts', async () => {
    stubApi(signedIn(), { [PAGE]: () => Response.json(data) });
    const view = renderApp('/achievements');
    expect(await view.findByRole('heading', { level: 1, name: 'Achievements' })).toBeTruthy();
    await view.findByRole('tablist', { name: 'Achievements by status' });
    expect(
      view.getByText('Earned', { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s+/g, ' '),
    ).toContain('1 of 4');
    expect(view.getByText('Total XP', { selector: 'dt' }).nextElementSibling?.textContent).toContain('50');
    expect(view.getByTestId('share-earned').textContent).toBe('1');
    expect(view.getByTestId('share-streak').textContent).toBe('3');
    expect(view.getByTestId('share-level').textContent).toBe('2');

    expect(tab(view, 'Earned').getAttribute('aria-selected')).toBe('true');
    expect(tab(view, 'Earned').textContent).toBe('Earned 1');
    expect(tab(view, 'In Progress').textContent).toBe('In Progress 2');
    expect(tab(view, 'Locked').textContent).toBe('Locked 1');

    // The earned card: rarity in words, date, what it takes, Share.
    const earned = view.getByRole('article', { name: 'First Steps' });
    expect(within(earned).getByText('Common')).toBeTruthy();
    expect(within(earned).getByText('Earned November 2, 2026')).toBeTruthy();
    expect(within(earned).getByText('Log your first symptom')).toBeTruthy();
    expect(within(earned).getByRole('button', { name: 'Share First Steps' })).toBeTruthy();
  });

  it('filters by category, updating the counts, and switches tabs by keyboard', async () => {
    stubApi(signedIn(), { [PAGE]: () => Response.json(data) });
    const view = renderApp('/achievements');
    const filter = await view.findByRole('radiogroup', { name: 'Category' });
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((chip) => chip.textContent),
    ).toEqual([
      'All',
      'Getting Started',
      'Consistency',
      'Nutrition',
      'Progress',
      'Health Tracking',
      'Community',
    ]);
    expect(within(filter).getByRole('radio', { name: 'All' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(within(filter).getByRole('radio', { name: 'Consistency' }));
    expect(tab(view, 'Earned').textContent).toBe('Earned 0');
    expect(tab(view, 'In Progress').textContent).toBe('In Progress 1');
    expect(tab(view, 'Locked').textContent).toBe('Locked 0');
    expect(view.getByText(/Nothing earned here yet/)).toBeTruthy();

    // Radix tabs follow the arrow keys (focus moves, then activation).
    const earnedTab = tab(view, 'Earned');
    fireEvent.mouseDown(tab(view, 'In Progress'));
    await waitFor(() => expect(tab(view, 'In Progress').getAttribute('aria-selected')).toBe('true'));
    expect(earnedTab.getAttribute('aria-selected')).toBe('false');
    const card = view.getByRole('article', { name: 'Week Warrior' });
    const meter = within(card).getByRole('progressbar', { name: 'Week Warrior progress' });
    expect(meter.getAttribute('aria-valuenow')).toBe('3');
    expect(meter.getAttribute('aria-valuemax')).toBe('7');
    expect(meter.getAttribute('aria-valuetext')).toBe('3 of 7');
    expect(within(card).getByText('Rare')).toBeTruthy();
    expect(view.queryByRole('article', { name: 'Mindful Eater' })).toBeNull();

    fireEvent.click(within(filter).getByRole('radio', { name: 'All' }));
    fireEvent.mouseDown(tab(view, 'Locked'));
    await waitFor(() => expect(view.getByRole('article', { name: 'Helping Hand' })).toBeTruthy());
    expect(within(view.getByRole('article', { name: 'Helping Hand' })).getByText('Legendary')).toBeTruthy();
  });

  it('greets a new person with zeros in kind words, never sample figures', async () => {
    stubApi(signedIn(), {
      [PAGE]: () =>
        Response.json({
          achievements: [
            achievementOf({ id: 'first', title: 'First Steps', progress: { current: 0, target: 1 } }),
          ],
          stats: NEW_USER_STATS,
        }),
    });
    const view = renderApp('/achievements');
    expect(await view.findByText(/Everyone starts here/)).toBeTruthy();
    expect(view.getByTestId('share-earned').textContent).toBe('0');
    expect(view.getByTestId('share-streak').textContent).toBe('0');
    expect(view.getByTestId('share-level').textContent).toBe('1');
    expect(tab(view, 'Earned').textContent).toBe('Earned 0');
    expect(view.queryByText('30')).toBeNull();
  });

  it('says when the achievements cannot be loaded and tries again', async () => {
    let isDown = true;
    stubApi(signedIn(), {
      [PAGE]: () => (isDown ? errorResponse(500, 'INTERNAL', 'down') : Response.json(data)),
    });
    const view = renderApp('/achievements');
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your achievements.");
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await view.findByRole('article', { name: 'First Steps' })).toBeTruthy();
  });
});
