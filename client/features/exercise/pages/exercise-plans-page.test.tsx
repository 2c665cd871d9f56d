// @vitest-environment jsdom

import {
  errorResponse,
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  signedIn,
  stubApi,
} from '@client/test-utils';
import type { TExercisePlan, TExerciseProgress } from '@contract/exercise';
import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const TZ = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
const PLANS = `GET /api/exercise-plans?tz=${TZ}`;
const PROGRESS = `GET /api/exercise/progress?tz=${TZ}`;
const RECOMMENDATIONS = `GET /api/exercise-recommendations/user/user-1?tz=${TZ}`;

const PLAN: TExercisePlan = {
  id: 'chair-yoga',
  title: 'Chair Yoga',
  type: 'flexibility',
  difficulty: 'beginner',
  position: 'seated',
  duration: 10,
  description: 'Gentle yoga sitting down.',
  steps: [{ instruction: 'Sit tall and breathe slowly.', minutes: 10 }],
  equipment: ['A sturdy chair'],
  benefits: ['Improves mobility'],
  contraindications: ['Stop if you feel chest pain, dizziness or faintness, or unusual shortness of breath'],
  met: 2,
  nextStepId: null,
  calories: 23,
  isCompleted: true,
  progressPercent: 50,
  completionsThisWeek: 1,
};

const week = (workouts: number, minutes: number) => ({
  workouts,
  minutes,
  calories: minutes * 2,
  activeDays: workouts,
});
const PROGRESS_BODY: TExerciseProgress = {
  timeZone: 'UTC',
  weekStart: '2026-11-23',
  thisWeek: week(2, 25),
  lastWeek: week(1, 10),
  weekStreak: 3,
  totalWorkouts: 7,
  challenge: {
    id: 'move-gently-2026-11-23',
    title: 'Move gently on 3 days this week',
    description: 'Any workout counts.',
    progress: 2,
    maxProgress: 3,
    endsAt: '2026-11-30T00:00:00.000Z',
    days: ['23', '24', '25', '26', '27', '28', '29'].map((d, i) => ({ date: `2026-11-${d}`, active: i < 2 })),
  },
  recent: [],
};

describe('Exercise Plans', () => {
  it('shows the week against last week, the streak, the challenge and the reasons of the picks', async () => {
    stubApi(signedIn(), {
      [PLANS]: () => Response.json({ plans: [PLAN], weightKg: 70, weightSource: 'default' }),
      [PROGRESS]: () => Response.json(PROGRESS_BODY),
      [RECOMMENDATIONS]: () =>
        Response.json({ basis: 'new', recommendations: [{ plan: PLAN, reason: 'Start gently' }] }),
    });
    const view = renderApp('/exercise-plans');
    const summary = await view.findByRole('region', { name: 'This Week' });
    expect(await within(summary).findByText('+15 vs last week')).toBeTruthy();
    expect(within(summary).getByText('3 weeks in a row with at least one workout.')).toBeTruthy();
    const challenge = view.getByRole('region', { name: 'Weekly Challenge' });
    expect(within(challenge).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('2 of 3 days');
    const picks = view.getByRole('region', { name: 'Recommended for You' });
    expect(await within(picks).findByText('Start gently')).toBeTruthy();
    expect(view.getByText(/estimate for a 70 kg person/)).toBeTruthy();
  });

  it('says what failed and offers Try Again when the workouts cannot load', async () => {
    stubApi(signedIn(), {
      [PLANS]: () => errorResponse(500, 'INTERNAL', 'Something went wrong'),
      [PROGRESS]: () => Response.json({ ...PROGRESS_BODY, totalWorkouts: 0 }),
      [RECOMMENDATIONS]: () => Response.json({ basis: 'new', recommendations: [] }),
    });
    const view = renderApp('/exercise-plans');
    expect(await view.findByText('The workouts could not be loaded.')).toBeTruthy();
    expect(view.getAllByRole('button', { name: 'Try Again' }).length).toBeGreaterThan(0);
    expect(await view.findByText('No workouts yet this week')).toBeTruthy();
  });

  it('offers Show all when the filters match nothing', async () => {
    stubApi(signedIn(), {
      [PLANS]: () => Response.json({ plans: [PLAN], weightKg: 70, weightSource: 'default' }),
      [`GET /api/exercise-plans?tz=${TZ}&difficulty=advanced`]: () =>
        Response.json({ plans: [], weightKg: 70, weightSource: 'default' }),
      [PROGRESS]: () => Response.json(PROGRESS_BODY),
      [RECOMMENDATIONS]: () => Response.json({ basis: 'new', recommendations: [] }),
    });
    const view = renderApp('/exercise-plans');
    await view.findByText('1 workout shown');
    fireEvent.click(
      within(view.getByRole('radiogroup', { name: 'Filter by difficulty' })).getByRole('radio', {
        name: 'Advanced',
      }),
    );
    expect(await view.findByText('No workouts match these filters')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Show all' }));
    expect(await view.findByText('1 workout shown')).toBeTruthy();
  });
});
