// @vitest-environment jsdom

import { browserTimeZone, localDateString } from '@client/lib/dates';
import {
  errorResponse,
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  sentBodies,
  signedIn,
  stubApi,
} from '@client/test-utils';
import type { THealthMetric } from '@contract/health-metrics';
import type { TPractitioner, TPractitionerPage } from '@contract/practitioners';
import type { TProgress } from '@contract/progress';
import type { TRecommendation } from '@contract/recommendations';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const tz = encodeURIComponent(browserTimeZone());
const KEYS = {
  message: `GET /api/wellness/daily-message?date=${localDateString(new Date())}`,
  air: 'GET /api/environmental/air-quality',
  symptoms: 'GET /api/symptoms/user/user-1',
  latest: 'GET /api/health-metrics/user/user-1',
  progress: `GET /api/progress/user/user-1?tz=${tz}`,
  recommendations: `GET /api/recommendations?tz=${tz}`,
  practitioners: 'GET /api/practitioners?limit=2',
  community: 'GET /api/community?limit=2',
};

const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((label, index) => ({
  date: `2026-11-${String(16 + index).padStart(2, '0')}`,
  label,
  isActive: false,
  isToday: index === 5,
}));

const ZERO_PROGRESS: TProgress = {
  streak: 0,
  symptomsLogged: 0,
  recommendationsTried: 0,
  checkInDays: 0,
  wellnessPoints: 0,
  week: WEEK as TProgress['week'],
  timeZone: 'UTC',
};

const METRIC: THealthMetric = {
  id: 'm1',
  userId: 'user-1',
  mood: 6,
  energy: 3,
  stress: 8,
  fatigueLevel: 7,
  sleepQuality: 5.5,
  mentalClarity: 4,
  digestion: 6,
  note: null,
  timestamp: new Date().toISOString(),
};

const SLEEP: TRecommendation = {
  id: 'sleep-hygiene',
  title: 'Try a sleep hygiene routine',
  reason: 'You slept 5, 4.5 and 5.5 hours over your last 3 nights, each under 6.',
  category: 'sleep',
  actionLabel: 'Read about better sleep',
  actionRoute: '/wellness-library',
  triedToday: false,
};

function baseHandlers(overrides: Record<string, Response | (() => Response)> = {}) {
  return {
    [KEYS.message]: () =>
      Response.json({
        date: '2026-11-21',
        quote: 'Well begun is half done.',
        quoteAuthor: 'Aristotle',
        affirmation: 'Small steps still move me forward.',
      }),
    [KEYS.air]: () =>
      Response.json({
        status: 'Moderate',
        aqi: null,
        recommendations: ['Consider exercising indoors today.'],
        source: 'default',
      }),
    [KEYS.symptoms]: () => Response.json([]),
    [KEYS.latest]: () => Response.json(null),
    [KEYS.progress]: () => Response.json(ZERO_PROGRESS),
    [KEYS.recommendations]: () => Response.json([]),
    [KEYS.practitioners]: () => errorResponse(404, 'NOT_FOUND', 'Not found.'),
    [KEYS.community]: () => Response.json([]),
    ...overrides,
  };
}

describe('home dashboard', () => {
  it('shows a new user zeros, an invitation and the onboarding prompts, never sample figures', async () => {
    stubApi(signedIn(), baseHandlers());
    const view = renderApp('/');
    await view.findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Maya$/ });
    expect(await view.findByText('Small steps still move me forward.')).toBeTruthy();
    expect(await view.findByText('Air quality: Moderate')).toBeTruthy();

    const progress = await view.findByRole('region', { name: 'Your progress' });
    expect(await within(progress).findByText('0-day streak')).toBeTruthy();
    expect(
      within(progress).getByText('Log a symptom or do a check-in today to start your streak.'),
    ).toBeTruthy();
    expect(within(progress).getAllByRole('listitem')).toHaveLength(7);
    expect(progress.textContent).not.toMatch(/245|7-day streak/);

    const prompts = await view.findByRole('region', { name: 'Start your wellness journey' });
    expect(within(prompts).getByRole('link', { name: 'Log First Symptom' }).getAttribute('href')).toBe(
      '/symptoms',
    );
    expect(within(prompts).getByRole('link', { name: 'Start Chat' }).getAttribute('href')).toBe('/chat');
    expect(view.queryByRole('region', { name: 'Recommended for you' })).toBeNull();

    expect(await view.findByText(/No practitioners to show yet/)).toBeTruthy();
    expect(view.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/practitioners');
    expect(view.getByRole('link', { name: 'Join Discussions' }).getAttribute('href')).toBe('/community');
    // No invented counts: the library and the challenges are not built, so the cards say so.
    const discover = view.getByRole('region', { name: 'Discover' });
    expect(
      within(discover)
        .getByRole('link', { name: /^Wellness Library/ })
        .getAttribute('href'),
    ).toBe('/wellness-library');
    expect(
      within(discover)
        .getByRole('link', { name: /^Wellness Challenges/ })
        .getAttribute('href'),
    ).toBe('/wellness-challenges');
    expect(within(discover).queryByText(/coming soon/i)).toBeNull();
    expect(discover.textContent).not.toMatch(/\d/);
    expect(view.getByRole('link', { name: 'Chat About Symptoms' }).getAttribute('href')).toBe('/chat');
    expect(view.getByRole('link', { name: 'Log Symptoms' }).getAttribute('href')).toBe('/symptoms');
  });

  it('shows the latest metrics and the user’s recommendations once there is data, and records a try', async () => {
    const fetchMock = stubApi(
      signedIn(),
      baseHandlers({
        [KEYS.latest]: () => Response.json(METRIC),
        [KEYS.progress]: () =>
          Response.json({ ...ZERO_PROGRESS, streak: 1, checkInDays: 1, wellnessPoints: 10 }),
        [KEYS.recommendations]: () => Response.json([SLEEP]),
        [`POST /api/recommendations/sleep-hygiene/tried?tz=${tz}`]: () =>
          Response.json(
            {
              recommendationId: 'sleep-hygiene',
              triedOn: '2026-11-21',
              triedAt: new Date().toISOString(),
              recommendationsTried: 1,
            },
            { status: 201 },
          ),
      }),
    );
    const view = renderApp('/');
    const metrics = await view.findByRole('region', { name: 'Your health metrics' });
    expect(await within(metrics).findByText('5.5')).toBeTruthy();
    expect(within(metrics).getByText('Fatigue')).toBeTruthy();
    expect(within(metrics).getByText('Mental clarity')).toBeTruthy();
    expect(within(metrics).getByText('Digestion')).toBeTruthy();

    const recommendations = await view.findByRole('region', { name: 'Recommended for you' });
    expect(await within(recommendations).findByText(SLEEP.reason)).toBeTruthy();
    fireEvent.click(within(recommendations).getByRole('button', { name: 'I tried this' }));
    expect(await view.findByText('Nice work!')).toBeTruthy();
    expect(sentBodies(fetchMock, `POST /api/recommendations/sleep-hygiene/tried?tz=${tz}`)).toHaveLength(1);
    expect(view.queryByRole('region', { name: 'Start your wellness journey' })).toBeNull();
    expect(await view.findByText('1-day streak')).toBeTruthy();
  });

  it('keeps the rest of the page when one call fails', async () => {
    stubApi(
      signedIn(),
      baseHandlers({
        [KEYS.progress]: () => errorResponse(500, 'INTERNAL', 'Something went wrong on our side.'),
        [KEYS.air]: () => errorResponse(503, 'INTERNAL', 'down'),
      }),
    );
    const view = renderApp('/');
    expect(await view.findByText('Your progress could not be loaded.')).toBeTruthy();
    expect(await view.findByText('Air quality is unavailable right now.')).toBeTruthy();
    expect(await view.findByText('Small steps still move me forward.')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Check in now' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'Join Discussions' })).toBeTruthy();
  });

  it('checks the check-in form, saves it and shows the toast', async () => {
    let saved: THealthMetric | null = null;
    const fetchMock = stubApi(
      signedIn(),
      baseHandlers({
        [KEYS.latest]: () => Response.json(saved),
        'POST /api/health-metrics': () => {
          saved = METRIC;
          return Response.json(METRIC, { status: 201 });
        },
      }),
    );
    const view = renderApp('/');
    fireEvent.click(await view.findByRole('button', { name: 'Check in now' }));
    const sleep = await view.findByLabelText('Sleep last night (hours)');
    fireEvent.change(sleep, { target: { value: '25' } });
    fireEvent.click(view.getByRole('button', { name: 'Save check-in' }));
    expect(await view.findByText('Sleep must be between 0 and 24 hours, in half hours')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/health-metrics')).toHaveLength(0);

    fireEvent.change(sleep, { target: { value: '6.5' } });
    fireEvent.change(view.getByRole('slider', { name: 'Mood' }), { target: { value: '8' } });
    fireEvent.change(view.getByLabelText('Note (optional)'), { target: { value: 'Better after a walk' } });
    fireEvent.click(view.getByRole('button', { name: 'Save check-in' }));
    expect(await view.findByText('Check-in saved')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/health-metrics')).toEqual([
      {
        mood: 8,
        energy: 5,
        stress: 5,
        fatigueLevel: 5,
        mentalClarity: 5,
        digestion: 5,
        sleepQuality: 6.5,
        note: 'Better after a walk',
      },
    ]);
    await waitFor(() => expect(view.queryByLabelText('Sleep last night (hours)')).toBeNull());
    expect(await view.findByText(/Last check-in: today at/)).toBeTruthy();
    expect(await view.findByRole('region', { name: 'Your health metrics' })).toBeTruthy();
  });

  it('shows the 2 nearest practitioners with their distance written as everywhere else', async () => {
    const listing = (id: string, firstName: string, distance: number | null): TPractitioner => ({
      id,
      firstName,
      lastName: 'Test',
      specialty: 'Acupuncturist',
      profileImageUrl: null,
      credentials: [],
      rating: '4.8',
      reviewCount: 3,
      distance,
      consultationFee: 120,
      bio: '',
      conditionsTreated: [],
      availableForVideo: false,
      acceptingNewPatients: true,
      city: 'San Francisco',
      state: 'CA',
      isDemo: true,
    });
    const page: TPractitionerPage = {
      items: [listing('a', 'Near', 0), listing('b', 'Far', 1)],
      total: 49,
      offset: 0,
      limit: 2,
      nextOffset: 2,
    };
    stubApi(signedIn(), baseHandlers({ [KEYS.practitioners]: () => Response.json(page) }));
    const view = renderApp('/');
    const section = await view.findByRole('region', { name: 'Practitioners near you' });
    expect(await within(section).findByText('Under 0.1 miles away')).toBeTruthy();
    expect(within(section).getByText('1 mile away')).toBeTruthy();
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  });
});
