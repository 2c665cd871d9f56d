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
import {
  GAMIFICATION_MESSAGES,
  type TGamificationAchievement,
  type TLevel,
  type TStreak,
  type TWeeklyChallenge,
} from '@contract/gamification';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const CHECKLIST = { 'GET /api/progress/checklist': () => Response.json({}) };

const level: TLevel = {
  currentLevel: 2,
  currentXP: 120,
  xpToNext: 180,
  totalXP: 220,
  title: 'Steady Explorer',
  perks: ['A new profile frame'],
};

const streak = (overrides: Partial<TStreak> & Pick<TStreak, 'type' | 'title'>): TStreak => ({
  currentStreak: 0,
  longestStreak: 0,
  lastActivity: null,
  description: 'Days in a row',
  freeze: { available: false, usedOn: [] },
  ...overrides,
});

async function openPanel(handlers: Record<string, () => Response>) {
  const fetchMock = stubApi(signedIn(), { ...CHECKLIST, ...handlers });
  const view = renderApp('/progress');
  const panel = within(await view.findByRole('region', { name: 'Levels and streaks' }));
  return { view, panel, fetchMock };
}

const openTab = async (panel: Awaited<ReturnType<typeof openPanel>>['panel'], name: string) => {
  fireEvent.mouseDown(panel.getByRole('tab', { name }));
  await waitFor(() => expect(panel.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true'));
};

describe('gamification panel on /progress', () => {
  it('shows the level, its title, the XP bar and perks on Overview', async () => {
    const { panel } = await openPanel({ 'GET /api/gamification/level': () => Response.json(level) });
    expect(
      within(panel.getByRole('tablist', { name: 'Levels and streaks' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Overview', 'Achievements', 'Streaks', 'Challenges']);
    expect(await panel.findByText('Level 2')).toBeTruthy();
    expect(panel.getByText('Steady Explorer')).toBeTruthy();
    const bar = panel.getByRole('progressbar', { name: 'XP toward level 3' });
    expect(bar.getAttribute('aria-valuenow')).toBe('120');
    expect(bar.getAttribute('aria-valuemax')).toBe('300');
    expect(bar.getAttribute('aria-valuetext')).toBe('120 of 300 XP');
    expect(panel.getByText('180 XP to level 3')).toBeTruthy();
    expect(panel.getByText('A new profile frame')).toBeTruthy();
  });

  it('invites a new person at level 1 with 0 XP', async () => {
    const { panel } = await openPanel({
      'GET /api/gamification/level': () =>
        Response.json({ ...level, currentLevel: 1, currentXP: 0, xpToNext: 100, totalXP: 0, perks: [] }),
    });
    expect(await panel.findByText('Level 1')).toBeTruthy();
    expect(panel.getByText(/Your first one starts the bar/)).toBeTruthy();
  });

  it('lists achievements with rarity, unlocked first, and an empty state', async () => {
    const achievements: TGamificationAchievement[] = [
      {
        id: 'streak-7',
        title: 'Week Warrior',
        description: 'Check in 7 days in a row',
        icon: 'flame',
        category: 'streak',
        points: 200,
        isUnlocked: false,
        unlockedAt: null,
        progress: 3,
        maxProgress: 7,
        rarity: 'rare',
      },
      {
        id: 'first',
        title: 'First Steps',
        description: 'Log your first symptom',
        icon: 'award',
        category: 'milestone',
        points: 50,
        isUnlocked: true,
        unlockedAt: '2026-11-02T09:00:00Z',
        progress: 1,
        maxProgress: 1,
        rarity: 'legendary',
      },
    ];
    const { panel } = await openPanel({
      'GET /api/gamification/level': () => Response.json(level),
      'GET /api/gamification/achievements': () => Response.json(achievements),
    });
    await openTab(panel, 'Achievements');
    const titles = await panel.findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(['First Steps', 'Week Warrior']);
    expect(panel.getByText('Legendary')).toBeTruthy();
    expect(panel.getByText('Rare')).toBeTruthy();
    expect(panel.getByText('Unlocked November 2, 2026 · 50 XP')).toBeTruthy();
    expect(
      panel.getByRole('progressbar', { name: 'Week Warrior progress' }).getAttribute('aria-valuetext'),
    ).toBe('3 of 7');
    expect(panel.getByText('1 of 2 unlocked')).toBeTruthy();
    expect(panel.getByRole('link', { name: 'See all achievements' }).getAttribute('href')).toBe(
      '/achievements',
    );
  });

  it('shows streaks gently and uses a streak freeze when one is offered', async () => {
    let streaks: TStreak[] = [
      streak({ type: 'symptoms', title: 'Symptom logging', currentStreak: 5, longestStreak: 9 }),
      streak({
        type: 'chat',
        title: 'Assistant chats',
        longestStreak: 1,
        lastActivity: '2026-11-23',
        freeze: { available: true, usedOn: [] },
      }),
      streak({ type: 'exercise', title: 'Exercise', lastActivity: '2026-11-01' }),
      streak({ type: 'nutrition', title: 'Meals' }),
    ];
    const { view, panel, fetchMock } = await openPanel({
      'GET /api/gamification/level': () => Response.json(level),
      'GET /api/gamification/streaks': () => Response.json(streaks),
      'POST /api/gamification/streaks/freeze': () => {
        streaks = streaks.map((s) =>
          s.type === 'chat'
            ? { ...s, currentStreak: 1, freeze: { available: false, usedOn: ['2026-11-24'] } }
            : s,
        );
        return Response.json({ ok: true });
      },
    });
    await openTab(panel, 'Streaks');
    const row = (type: string) => view.container.querySelector(`[data-streak="${type}"]`) as HTMLElement;
    await waitFor(() => expect(row('symptoms')).toBeTruthy());
    expect(within(row('symptoms')).getByText('5 days')).toBeTruthy();
    expect(within(row('symptoms')).getByText('9 days')).toBeTruthy();
    expect(within(row('exercise')).getByText('Not running')).toBeTruthy();
    expect(within(row('exercise')).getByText(/Rest days happen/)).toBeTruthy();
    expect(within(row('nutrition')).getByText('Any day is a good day to start.')).toBeTruthy();
    expect(within(row('nutrition')).getByText('Not yet')).toBeTruthy();
    expect(within(row('symptoms')).queryByRole('button')).toBeNull();

    fireEvent.click(within(row('chat')).getByRole('button', { name: 'Use a streak freeze' }));
    expect(await view.findByText(GAMIFICATION_MESSAGES.freezeUsed)).toBeTruthy();
    expect(view.getByText(GAMIFICATION_MESSAGES.freezeUsedDescription)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/gamification/streaks/freeze')).toEqual([{ type: 'chat' }]);
    await waitFor(() =>
      expect(within(row('chat')).getByText(/Kept by a streak freeze on November 24, 2026/)).toBeTruthy(),
    );
    expect(within(row('chat')).queryByRole('button', { name: 'Use a streak freeze' })).toBeNull();
  });

  it("reports a refused freeze with the server's reason", async () => {
    const { view, panel } = await openPanel({
      'GET /api/gamification/level': () => Response.json(level),
      'GET /api/gamification/streaks': () =>
        Response.json([
          streak({ type: 'chat', title: 'Assistant chats', freeze: { available: true, usedOn: [] } }),
        ]),
      'POST /api/gamification/streaks/freeze': () =>
        errorResponse(409, 'FREEZE_USED', 'You used this week’s freeze on Monday.'),
    });
    await openTab(panel, 'Streaks');
    fireEvent.click(await panel.findByRole('button', { name: 'Use a streak freeze' }));
    expect(await view.findByText(GAMIFICATION_MESSAGES.freezeUnavailable)).toBeTruthy();
    expect(view.getByText('You used this week’s freeze on Monday.')).toBeTruthy();
  });

  it('shows the weekly challenge with its activities and when it ends', async () => {
    const endsAt = new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString();
    const challenge: TWeeklyChallenge = {
      id: 'week',
      title: 'Five check-ins',
      description: 'Check in on five days this week',
      progress: 2,
      maxProgress: 5,
      reward: '150 XP',
      endsAt,
      activities: [
        { id: 'a', name: 'Morning check-in', completed: true },
        { id: 'b', name: 'Log a meal', completed: false },
      ],
    };
    const { panel } = await openPanel({
      'GET /api/gamification/level': () => Response.json(level),
      'GET /api/gamification/weekly-challenge': () => Response.json(challenge),
    });
    await openTab(panel, 'Challenges');
    expect(await panel.findByRole('heading', { name: 'Five check-ins' })).toBeTruthy();
    expect(
      panel.getByRole('progressbar', { name: 'Five check-ins progress' }).getAttribute('aria-valuetext'),
    ).toBe('2 of 5 done');
    expect(panel.getByText('Reward: 150 XP')).toBeTruthy();
    expect(panel.getByText(/^Ends in 3 days \(\w+day\)$/)).toBeTruthy();
    expect(panel.getByText('Morning check-in').textContent).toBe('Morning check-in, done');
    expect(panel.getByText('Log a meal').textContent).toBe('Log a meal, not done yet');
  });

  it('has its own error and empty states per call', async () => {
    let isDown = true;
    const { panel } = await openPanel({
      'GET /api/gamification/level': () =>
        isDown ? errorResponse(500, 'INTERNAL', 'down') : Response.json(level),
      'GET /api/gamification/streaks': () => Response.json([]),
      'GET /api/gamification/weekly-challenge': () => errorResponse(404, 'NOT_FOUND', 'No challenge'),
    });
    const alert = await panel.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your level.");
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await panel.findByText('Level 2')).toBeTruthy();

    await openTab(panel, 'Streaks');
    expect(await panel.findByText(/Streaks count the days you track in a row/)).toBeTruthy();
    await openTab(panel, 'Challenges');
    expect(await panel.findByText(/A new weekly challenge starts each Monday/)).toBeTruthy();
  });
});
