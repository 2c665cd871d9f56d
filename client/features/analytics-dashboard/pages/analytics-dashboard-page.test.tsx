// @vitest-environment jsdom

import {
  errorResponse,
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  signedIn,
  stubApi,
} from '@client/test-utils';
import type { TAnalyticsDashboard, TAnalyticsRealtime } from '@contract/analytics-dashboard';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const realtime: TAnalyticsRealtime = {
  activeSessions: 4,
  eventsPerMinute: [{ minute: '2026-03-11T15:00:00.000Z', count: 9 }],
  generatedAt: '2026-03-11T15:00:00.000Z',
};

function dashboard(overrides: Partial<TAnalyticsDashboard> = {}): TAnalyticsDashboard {
  return {
    activeSessions: 12,
    avgSessionDuration: 320,
    sessionsMeasured: 30,
    activeUsers: { daily: 3, weekly: 7, monthly: 11 },
    featureUsage: { water_tracking: 5, ai_assistant: 2 },
    generatedAt: '2026-03-11T15:00:00.000Z',
    ...overrides,
  };
}

describe('the analytics dashboard screen', () => {
  it('shows the real-time card and the overview figures', async () => {
    stubApi(signedIn('admin'), {
      'GET /api/analytics/realtime': Response.json(realtime),
      'GET /api/analytics/dashboard': Response.json(dashboard()),
    });
    const { findByRole, findByTestId } = renderApp('/analytics-dashboard');
    expect((await findByTestId('realtime-sessions')).textContent).toBe('4');
    const overview = await findByRole('region', { name: 'Sessions and users' });
    await within(overview).findByText('5 min 20 s');
    const tile = (label: string) => within(overview).getByText(label).nextElementSibling?.textContent;
    expect(tile('Monthly active users')).toBe('11');
    expect(tile('Active sessions (last 30 min)')).toBe('12');
  });

  it('invites instead of showing zeros when nothing was recorded yet', async () => {
    stubApi(signedIn('admin'), {
      'GET /api/analytics/realtime': Response.json({ ...realtime, activeSessions: 0, eventsPerMinute: [] }),
      'GET /api/analytics/dashboard': Response.json(
        dashboard({
          activeSessions: 0,
          sessionsMeasured: 0,
          avgSessionDuration: 0,
          activeUsers: { daily: 0, weekly: 0, monthly: 0 },
          featureUsage: {},
        }),
      ),
    });
    const { findByText, queryByText } = renderApp('/analytics-dashboard');
    expect(await findByText('No sessions or active users yet')).toBeTruthy();
    expect(queryByText('Monthly active users')).toBeNull();
  });

  it('says what failed and reads again on Try Again', async () => {
    let failing = true;
    stubApi(signedIn('admin'), {
      'GET /api/analytics/realtime': Response.json(realtime),
      'GET /api/analytics/dashboard': () =>
        failing ? errorResponse(500, 'internal', 'Something went wrong') : Response.json(dashboard()),
    });
    const { findByText, findByRole, queryByText } = renderApp('/analytics-dashboard');
    expect(await findByText('The analytics could not be loaded.')).toBeTruthy();
    expect(queryByText('Monthly active users')).toBeNull();
    failing = false;
    fireEvent.click(await findByRole('button', { name: 'Try Again' }));
    await findByText('Monthly active users');
    await waitFor(() => expect(queryByText('The analytics could not be loaded.')).toBeNull());
  });
});
