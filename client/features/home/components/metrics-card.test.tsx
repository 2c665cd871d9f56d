// @vitest-environment jsdom

import { createQueryClient } from '@client/api/queryClient';
import { browserTimeZone } from '@client/lib/dates';
import {
  errorResponse,
  prepareDomEnvironment,
  resetBrowserState,
  signedIn,
  stubApi,
} from '@client/test-utils';
import type { ChartSpec } from '@client/ui/chart-uplot';
import type { THealthMetric, THealthMetricDaily, THealthMetricDay } from '@contract/health-metrics';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MetricsCard } from './metrics-card';

const drawn: ChartSpec[] = [];
vi.mock('@client/ui/chart-uplot', () => ({
  drawChart: (_target: HTMLElement, spec: ChartSpec) => {
    drawn.push(spec);
    return { resize: () => {}, destroy: () => {} };
  },
}));

beforeAll(() => prepareDomEnvironment());
afterEach(() => {
  resetBrowserState();
  drawn.length = 0;
});

const METRIC: THealthMetric = {
  id: 'm1',
  userId: 'user-1',
  mood: 6,
  energy: 3,
  stress: 8,
  fatigueLevel: 7,
  sleepQuality: 7,
  mentalClarity: 4,
  digestion: 6,
  note: null,
  timestamp: new Date().toISOString(),
};

const EMPTY_DAY = {
  checkIns: 0,
  mood: null,
  energy: null,
  stress: null,
  fatigueLevel: null,
  mentalClarity: null,
  digestion: null,
  sleepQuality: null,
};
/** 2026-11-18 (a Wednesday) to 2026-11-24 (today), with check-ins on the days given. */
function daily(withCheckIn: Record<number, Partial<THealthMetricDay>>): THealthMetricDaily {
  return {
    timeZone: 'UTC',
    today: '2026-11-24',
    days: Array.from({ length: 7 }, (_, index) => {
      const values = withCheckIn[index];
      return {
        date: `2026-11-${18 + index}`,
        ...EMPTY_DAY,
        ...(values
          ? {
              checkIns: 1,
              mood: 5,
              energy: 5,
              stress: 5,
              fatigueLevel: 5,
              mentalClarity: 5,
              digestion: 5,
              ...values,
            }
          : {}),
      };
    }),
  };
}

const DAILY_KEY = `GET /api/health-metrics/user/user-1/daily?tz=${encodeURIComponent(browserTimeZone())}`;

function renderCard(answer: () => Response) {
  stubApi(signedIn(), { [DAILY_KEY]: answer });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MetricsCard
        userId="user-1"
        latest={{ data: METRIC, isPending: false, isError: false, refetch: () => {} }}
        onCheckIn={() => {}}
      />
    </QueryClientProvider>,
  );
}

describe('MetricsCard trends', () => {
  it('draws a 7-day sparkline per metric from the server’s days, summarised in a sentence', async () => {
    renderCard(() =>
      Response.json(
        daily({
          1: { sleepQuality: 6.5, mood: 4 },
          3: { sleepQuality: 8, mood: 7 },
          6: { sleepQuality: 7, mood: 6 },
        }),
      ),
    );
    expect(
      await screen.findByText(
        'Sleep over the last 7 days: 6.5 to 8 hours, highest on Saturday. Nothing recorded on 4 of the 7 days.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Mood over the last 7 days: 4 to 7 out of 10, highest on Saturday. Nothing recorded on 4 of the 7 days.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(drawn).toHaveLength(7));
    const sleep = drawn.find((spec) => spec.range === undefined);
    expect(sleep?.values).toEqual([null, 6.5, null, 8, null, null, 7]);
    expect(drawn.filter((spec) => spec.range?.[0] === 1 && spec.range?.[1] === 10)).toHaveLength(6);
    expect(screen.getByText('Lines show your last 7 days, one point per day you checked in.')).toBeTruthy();
  });

  it('draws no line with check-ins on fewer than 2 days and says why', async () => {
    renderCard(() => Response.json(daily({ 6: { sleepQuality: 7 } })));
    expect(
      await screen.findByText('Check in on 2 different days to see your 7-day trends here.'),
    ).toBeTruthy();
    expect(document.querySelector('figure')).toBeNull();
    expect(screen.getByText('Sleep').nextElementSibling?.textContent).toContain('7\u00a0hours');
  });

  it('keeps the latest values and offers a retry when the days cannot be loaded', async () => {
    renderCard(() => errorResponse(500, 'INTERNAL', 'Something went wrong.'));
    expect(await screen.findByText(/Your 7-day trends could not be loaded\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByText('Fatigue')).toBeTruthy();
    expect(document.querySelector('figure')).toBeNull();
  });
});
