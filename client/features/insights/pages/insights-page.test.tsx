// @vitest-environment jsdom

import {
  errorResponse,
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  signedIn,
  stubApi,
} from '@client/test-utils';
import {
  INSIGHTS_MESSAGES,
  type TInsightMetricFilter,
  type TInsightPeriod,
  type TInsightsResponse,
  type TMetricSummary,
  type TWellnessInsight,
} from '@contract/insights';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insightsUrl } from '../hooks';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const key = (period: TInsightPeriod = '30d', metric: TInsightMetricFilter = 'all') =>
  `GET ${insightsUrl(period, metric)}`;

const summaryOf = (metric: TMetricSummary['metric'], over: Partial<TMetricSummary> = {}): TMetricSummary => ({
  metric,
  label: metric[0]?.toUpperCase() + metric.slice(1),
  current: 6.4,
  previous: 5.8,
  changePercent: 10,
  trend: 'up',
  higherIsBetter: metric !== 'stress',
  slope: { perDay: 0.1, low: 0.04, high: 0.16 },
  days: 20,
  insights: [],
  ...over,
});

const insight = (n: number, over: Partial<TWellnessInsight> = {}): TWellnessInsight => ({
  id: `i${n}`,
  type: 'improvement',
  source: 'trend',
  title: `Insight number ${n}`,
  description: `What insight ${n} says.`,
  severity: 'low',
  metric: null,
  actionable: false,
  links: [],
  ...over,
});

const days = (n: number, value: (i: number) => number | null) =>
  Array.from({ length: n }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    value: value(i),
  }));

function response(over: Partial<TInsightsResponse> = {}): TInsightsResponse {
  return {
    period: '30d',
    metric: 'all',
    from: '2026-10-26',
    to: '2026-11-24',
    summaries: [
      summaryOf('mood'),
      summaryOf('stress', { current: 7.2, trend: 'up', slope: { perDay: 0.08, low: 0.02, high: 0.14 } }),
      summaryOf('sleep', { trend: 'flat', slope: { perDay: 0.01, low: -0.02, high: 0.04 } }),
    ],
    insights: [
      insight(1),
      insight(2, {
        type: 'concern',
        severity: 'high',
        title: 'Stress has been rising',
        links: [
          { label: 'Ask the assistant', href: '/ai-assistant' },
          { label: 'Find a practitioner', href: '/practitioners' },
        ],
      }),
      insight(3),
      insight(4),
      insight(5),
    ],
    series: [
      {
        key: 'mood',
        label: 'Mood',
        unit: '/10',
        points: days(30, (i) => (i % 3 === 0 ? null : 5 + (i % 4))),
      },
      { key: 'stress', label: 'Stress', unit: '/10', points: days(30, (i) => 4 + (i % 3)) },
    ],
    correlations: [
      {
        id: 'c1',
        from: { key: 'sleep', label: 'Sleep' },
        to: { key: 'fatigue', label: 'Fatigue' },
        lagDays: 1,
        rho: -0.52,
        q: 0.01,
        days: 24,
        sentence: 'On days after you sleep less, your fatigue tends to be higher.',
      },
    ],
    patterns: [
      {
        id: 'p1',
        type: 'day_of_week',
        title: 'Mondays are harder',
        description: 'Your mood is lowest on Mondays.',
        bars: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((label, i) => ({
          label,
          value: 4 + i / 2,
        })),
      },
    ],
    predictive: { available: true, reason: 'premium', remaining: null },
    needs: [],
    generatedAt: '2026-11-24T10:00:00.000Z',
    ...over,
  };
}

const NEW_USER = response({
  summaries: ['mood', 'energy', 'sleep', 'stress', 'overall'].map((m) =>
    summaryOf(m as TMetricSummary['metric'], {
      current: null,
      previous: null,
      changePercent: null,
      trend: null,
      slope: null,
      days: 0,
    }),
  ),
  insights: [],
  series: [{ key: 'mood', label: 'Mood', unit: '/10', points: days(30, () => null) }],
  correlations: [],
  patterns: [],
  needs: ['Log 5 more days to see your sleep and fatigue pattern'],
  predictive: { available: false, reason: 'free', remaining: null },
});

const openTab = (view: ReturnType<typeof renderApp>, name: string) =>
  fireEvent.mouseDown(view.getByRole('tab', { name }), { button: 0 });

describe('the insights screen', () => {
  it('shows the metric cards and 3 key insights, then each tab with its own content', async () => {
    stubApi(signedIn(), { [key()]: Response.json(response()) });
    const view = renderApp('/insights');
    expect(await view.findByRole('heading', { level: 1, name: 'Wellness Insights' })).toBeTruthy();
    const overview = await view.findByRole('tabpanel');
    await within(overview).findByText('Insight number 1');
    expect(within(overview).getAllByRole('article')).toHaveLength(3);
    expect(within(overview).getAllByText('6.4')).toHaveLength(2);
    // Stress 7.2 rising is worse; mood rising is better.
    expect(within(overview).getByText('Poor')).toBeTruthy();
    expect(within(overview).getByText(/Rising \(worse\)/)).toBeTruthy();
    expect(within(overview).getAllByText(/Rising \(better\)/).length).toBeGreaterThan(0);
    // The concern shows where to go next.
    const concern = within(overview).getByRole('article', { name: 'Stress has been rising' });
    expect(
      within(concern)
        .getByRole('link', { name: /Ask the assistant/ })
        .getAttribute('href'),
    ).toBe('/ai-assistant');
    expect(
      within(concern)
        .getByRole('link', { name: /Find a practitioner/ })
        .getAttribute('href'),
    ).toBe('/practitioners');

    openTab(view, 'Trends');
    const trends = view.getByRole('tabpanel');
    expect(within(trends).getByRole('heading', { name: 'Mood' })).toBeTruthy();
    expect(within(trends).getByRole('heading', { name: 'Stress' })).toBeTruthy();
    expect(
      within(trends).getByText('Rising by about +0.7 points a week (95 % interval +0.28 to +1.12 a week).'),
    ).toBeTruthy();

    openTab(view, 'Insights');
    expect(within(view.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(4);

    openTab(view, 'Patterns');
    const patterns = view.getByRole('tabpanel');
    expect(
      within(patterns).getByText('On days after you sleep less, your fatigue tends to be higher.'),
    ).toBeTruthy();
    expect(within(patterns).getByText('Based on 24 days of data.')).toBeTruthy();
    expect(within(patterns).getByRole('heading', { name: 'Mondays are harder' })).toBeTruthy();
    expect(within(patterns).queryByText(INSIGHTS_MESSAGES.premiumUpsell)).toBeNull();
  });

  it('is a tablist the arrow keys move through', async () => {
    stubApi(signedIn(), { [key()]: Response.json(response()) });
    const view = renderApp('/insights');
    const overview = await view.findByRole('tab', { name: 'Overview' });
    expect(view.getByRole('tablist', { name: 'Insights views' })).toBeTruthy();
    expect(overview.getAttribute('aria-selected')).toBe('true');
    overview.focus();
    fireEvent.keyDown(overview, { key: 'ArrowRight' });
    const trends = view.getByRole('tab', { name: 'Trends' });
    await waitFor(() => expect(document.activeElement).toBe(trends));
    await waitFor(() => expect(trends.getAttribute('aria-selected')).toBe('true'));
  });

  it('asks the server again when the period or the metric changes', async () => {
    const fetchMock = stubApi(signedIn(), {
      [key()]: Response.json(response()),
      [key('30d', 'sleep')]: Response.json(response({ metric: 'sleep' })),
      [key('90d', 'sleep')]: Response.json(response({ period: '90d', metric: 'sleep' })),
    });
    const view = renderApp('/insights');
    await view.findByText('Insight number 1');
    const urls = () => fetchMock.mock.calls.map(([input]) => String(input));
    fireEvent.click(view.getByRole('radio', { name: 'Sleep' }));
    await waitFor(() => expect(urls()).toContain(insightsUrl('30d', 'sleep')));
    const select = view.getByLabelText('Period') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'Last 3 months',
      'Last year',
    ]);
    fireEvent.change(select, { target: { value: '90d' } });
    await waitFor(() => expect(urls()).toContain(insightsUrl('90d', 'sleep')));
  });

  it('says what is still needed and shows no numbers to a new user', async () => {
    stubApi(signedIn(), { [key()]: Response.json(NEW_USER) });
    const view = renderApp('/insights');
    expect(await view.findByText('Log 5 more days to see your sleep and fatigue pattern')).toBeTruthy();
    const main = view.container.querySelector('main') as HTMLElement;
    // Everything but the period select's own labels ('Last 7 days').
    main.querySelector('select')?.remove();
    const text = (main.textContent ?? '').replace('Log 5 more days', '');
    expect(text).not.toMatch(/\d/);
    expect(view.getByRole('link', { name: 'Do a check-in' }).getAttribute('href')).toBe('/');
  });

  it('shows the needs beside the numbers when some data is missing', async () => {
    stubApi(signedIn(), {
      [key()]: Response.json(response({ needs: ['Log 3 more days of sleep to see a sleep trend'] })),
    });
    const view = renderApp('/insights');
    expect(await view.findByText('Log 3 more days of sleep to see a sleep trend')).toBeTruthy();
    expect(view.getAllByText('6.4').length).toBeGreaterThan(0);
  });

  it('offers Premium instead of patterns to a free user or a used-up trial', async () => {
    for (const reason of ['free', 'trial_limit_reached'] as const) {
      stubApi(signedIn(), {
        [key()]: Response.json(
          response({
            correlations: [],
            patterns: [],
            predictive: { available: false, reason, remaining: 0 },
          }),
        ),
      });
      const view = renderApp('/insights');
      await view.findByText('Insight number 1');
      openTab(view, 'Patterns');
      const panel = view.getByRole('tabpanel');
      expect(within(panel).getByText(INSIGHTS_MESSAGES.premiumUpsell)).toBeTruthy();
      expect(within(panel).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
        '/premium',
      );
      openTab(view, 'Insights');
      expect(within(view.getByRole('tabpanel')).getByText(INSIGHTS_MESSAGES.premiumUpsell)).toBeTruthy();
      resetBrowserState();
    }
  });

  it('refreshes with a toast, and shows the error with Try Again when loading fails', async () => {
    let failing = true;
    let calls = 0;
    stubApi(signedIn(), {
      [key()]: () => {
        calls += 1;
        return failing ? errorResponse(500, 'INTERNAL', 'boom') : Response.json(response());
      },
    });
    const view = renderApp('/insights');
    expect(await view.findByText(INSIGHTS_MESSAGES.loadFailed)).toBeTruthy();
    failing = false;
    fireEvent.click(view.getByRole('button', { name: 'Try Again' }));
    await view.findByText('Insight number 1');
    const before = calls;
    fireEvent.click(view.getByRole('button', { name: 'Refresh' }));
    expect(await view.findByText(INSIGHTS_MESSAGES.refreshed)).toBeTruthy();
    expect(calls).toBe(before + 1);
  });

  it('exports: the CSV download, its failure toast, and the link to the doctor summary', async () => {
    let csvCalls = 0;
    const fetchMock = stubApi(signedIn(), {
      [key()]: Response.json(response()),
      [`GET /api/insights/export.csv?period=30d&tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')}`]:
        () => {
          csvCalls += 1;
          return errorResponse(500, 'INTERNAL', 'boom');
        },
    });
    const view = renderApp('/insights');
    await view.findByText('Insight number 1');
    fireEvent.click(view.getByRole('button', { name: 'Export' }));
    const dialog = await view.findByRole('dialog', { name: 'Export your data' });
    expect(within(dialog).getByRole('link', { name: 'Summary for your doctor' }).getAttribute('href')).toBe(
      '/insights/summary?period=30d',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download data (CSV)' }));
    expect(await view.findByText(INSIGHTS_MESSAGES.exportFailed)).toBeTruthy();
    expect(csvCalls).toBe(1);
    expect(fetchMock).toHaveBeenCalled();
  });
});
