// @vitest-environment jsdom

import {
  errorResponse,
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  SIGNED_OUT,
  sentBodies,
  signedIn,
  stubApi,
} from '@client/test-utils';
import { CHALLENGE_MESSAGES, type TChallengeDetail, type TChallengeList } from '@contract/challenges';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const tasks = (ticked: number[], today: number): TChallengeDetail['tasks'] =>
  Array.from({ length: 30 }, (_, i) => ({
    id: `day-${i + 1}`,
    day: i + 1,
    task: `Task of day ${i + 1}.`,
    rest: false,
    completed: ticked.includes(i + 1),
    available: i + 1 <= today,
    undoable: false,
  }));

const CHALLENGE: TChallengeDetail = {
  id: 'gentle-movement',
  title: '30 Days of Gentle Movement',
  description: 'Easy movement a day.',
  category: 'movement',
  difficulty: 'beginner',
  durationDays: 30,
  access: 'free',
  rewardXp: 150,
  featured: true,
  participants: 7,
  progress: null,
  tasks: tasks([], 0),
};
const PREMIUM: TChallengeDetail = {
  ...CHALLENGE,
  id: 'gut-friendly-fibre',
  title: 'Gut-Friendly Fibre',
  access: 'premium',
  participants: 1,
};

const list = (overrides: Partial<TChallengeList> = {}): TChallengeList => ({
  challenges: [CHALLENGE, PREMIUM].map(({ tasks: _tasks, ...summary }) => summary),
  active: [],
  premiumAccess: null,
  ...overrides,
});

describe('Wellness Challenges', () => {
  it('lists the challenges signed out, with real participant counts and Join leading to sign-up', async () => {
    stubApi(SIGNED_OUT, { 'GET /api/challenges': Response.json(list()) });
    const { findByRole, getByText } = renderApp('/wellness-challenges');
    expect(await findByRole('heading', { level: 1, name: 'Wellness Challenges' })).toBeTruthy();
    const row = (await findByRole('article', { name: CHALLENGE.title })) as HTMLElement;
    expect(within(row).getByText('7 participants')).toBeTruthy();
    const join = within(row).getByRole('link', { name: 'Join' });
    expect(join.getAttribute('href')).toBe('/signup?next=%2Fwellness-challenges');
    expect(getByText('1 participant')).toBeTruthy();
    expect(within(await findByRole('article', { name: PREMIUM.title })).getByText('Premium')).toBeTruthy();
  });

  it('offers Premium instead of Join for a premium challenge without access', async () => {
    stubApi(signedIn(), { 'GET /api/challenges': Response.json(list({ premiumAccess: false })) });
    const { findByRole } = renderApp('/wellness-challenges');
    const row = (await findByRole('article', { name: PREMIUM.title })) as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Upgrade to join' }).getAttribute('href')).toBe('/premium');
    const free = (await findByRole('article', { name: CHALLENGE.title })) as HTMLElement;
    expect(within(free).getByRole('button', { name: 'Join' })).toBeTruthy();
  });

  it('joins with the browser’s time zone and says that day 1 starts today', async () => {
    const fetchMock = stubApi(signedIn(), {
      'GET /api/challenges': Response.json(list({ premiumAccess: true })),
      'POST /api/challenges/gentle-movement/join': Response.json({ ...CHALLENGE, participants: 8 }),
    });
    const { findByRole, findByText } = renderApp('/wellness-challenges');
    const row = (await findByRole('article', { name: CHALLENGE.title })) as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Join' }));
    expect(await findByText(CHALLENGE_MESSAGES.joinedDescription)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/challenges/gentle-movement/join')).toEqual([
      { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' },
    ]);
  });

  it('ticks today’s task at once and puts it back when the server refuses', async () => {
    const running: TChallengeDetail = {
      ...CHALLENGE,
      progress: {
        status: 'active',
        startDate: '2026-03-10',
        timeZone: 'UTC',
        currentDay: 3,
        daysLeft: 27,
        tasksDone: 1,
        tasksTotal: 30,
        percent: 3,
        completedAt: null,
      },
      tasks: tasks([1], 3),
    };
    let answer: (response: Response) => void = () => {};
    stubApi(signedIn(), {
      'GET /api/challenges': Response.json(list({ active: [running], premiumAccess: true })),
      'POST /api/challenges/gentle-movement/tasks/day-3/complete': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { findByRole, findByText } = renderApp('/wellness-challenges');
    await findByRole('heading', { name: 'Your challenge' });
    expect((await findByText('Day 3 of 30')).textContent).toBe('Day 3 of 30');
    const meter = await findByRole('progressbar', { name: `${CHALLENGE.title} progress` });
    expect(meter.getAttribute('aria-valuenow')).toBe('1');
    const today = await findByRole('checkbox', { name: /Today · Day 3/ });
    expect(today.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(today);
    await waitFor(() => expect(today.getAttribute('aria-checked')).toBe('true'));
    expect(meter.getAttribute('aria-valuenow')).toBe('2');
    answer(errorResponse(409, 'CONFLICT', CHALLENGE_MESSAGES.notRunning));
    await waitFor(() => expect(today.getAttribute('aria-checked')).toBe('false'));
    expect(meter.getAttribute('aria-valuenow')).toBe('1');
    expect(await findByText(CHALLENGE_MESSAGES.taskFailed)).toBeTruthy();
  });
});
