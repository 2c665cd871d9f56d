// @vitest-environment jsdom

import {
  errorResponse,
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  signedIn,
  stubApi,
} from '@client/test-utils';
import type { TDoctorSummary } from '@contract/insights';
import { INSIGHTS_EXPORT_MESSAGES } from '@contract/insights-export';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insightsUrl } from '../hooks';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const tz = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const summaryKey = (period: string) =>
  `GET /api/insights/summary?period=${period}&tz=${encodeURIComponent(tz())}`;

const SUMMARY: TDoctorSummary = {
  period: '90d',
  from: '2026-08-27',
  to: '2026-11-24',
  name: 'Maya Lopez',
  conditions: ['Hypothyroidism'],
  medications: ['Levothyroxine 50 mcg'],
  symptoms: [
    { name: 'Migraine', count: 12, averageSeverity: 6.5, trend: 'down' },
    { name: 'Nausea', count: 2, averageSeverity: 3, trend: null },
  ],
  checkInAverages: [
    { label: 'Mood', value: 6.2, unit: '/10' },
    { label: 'Sleep', value: 7.1, unit: 'hours' },
  ],
  checkInDays: 40,
  correlations: [],
  generatedAt: '2026-11-24T09:30:00.000Z',
};

describe('the doctor summary page', () => {
  it('shows the period’s figures, the self-reported note and prints on request', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    stubApi(signedIn(), {
      [summaryKey('90d')]: Response.json(SUMMARY),
      [`GET ${insightsUrl('90d', 'all')}`]: Response.json({
        correlations: [
          { id: 'c1', sentence: 'On days after you sleep less, your fatigue tends to be higher.' },
        ],
      }),
    });
    const view = renderApp('/insights/summary?period=90d');
    expect(await view.findByRole('heading', { level: 1, name: 'Health summary: Maya Lopez' })).toBeTruthy();
    expect(view.getByText('Last 3 months: 27 August 2026 to 24 November 2026')).toBeTruthy();
    expect(view.getByText('Generated 24 November 2026')).toBeTruthy();
    expect(view.getByText(INSIGHTS_EXPORT_MESSAGES.selfReported)).toBeTruthy();
    expect(view.getByText('Hypothyroidism')).toBeTruthy();
    expect(view.getByText('Levothyroxine 50 mcg')).toBeTruthy();
    const migraine = view.getByRole('row', { name: /Migraine/ });
    expect(
      within(migraine)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12', '6.5/10', 'falling']);
    expect(within(view.getByRole('row', { name: /Nausea/ })).getByText('too few entries')).toBeTruthy();
    expect(view.getByText('Averages over 40 days with a check-in.')).toBeTruthy();
    expect(view.getByText('7.1 hours')).toBeTruthy();
    expect(
      await view.findByText('On days after you sleep less, your fatigue tends to be higher.'),
    ).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(view.container.querySelector('.doctor-summary')).toBeTruthy();
  });

  it('says so where nothing was logged, without the correlations the engine does not give', async () => {
    stubApi(signedIn(), {
      [summaryKey('30d')]: Response.json({
        ...SUMMARY,
        period: '30d',
        name: null,
        conditions: [],
        medications: [],
        symptoms: [],
        checkInAverages: [{ label: 'Mood', value: null, unit: '/10' }],
        checkInDays: 0,
      }),
      [`GET ${insightsUrl('30d', 'all')}`]: errorResponse(404, 'NOT_FOUND', 'Not found.'),
    });
    // An unknown period falls back to 30 days.
    const view = renderApp('/insights/summary?period=forever');
    expect(await view.findByRole('heading', { level: 1, name: 'Health summary' })).toBeTruthy();
    expect(view.getByText(INSIGHTS_EXPORT_MESSAGES.noSymptoms)).toBeTruthy();
    expect(view.getByText(INSIGHTS_EXPORT_MESSAGES.noCheckIns)).toBeTruthy();
    expect(view.getAllByText(INSIGHTS_EXPORT_MESSAGES.noneListed)).toHaveLength(2);
    await waitFor(() => expect(view.queryByRole('heading', { name: 'Patterns in the data' })).toBeNull());
  });

  it('shows the error with Try Again when the summary cannot load', async () => {
    stubApi(signedIn(), { [summaryKey('30d')]: errorResponse(500, 'INTERNAL', 'boom') });
    const view = renderApp('/insights/summary');
    expect(await view.findByText(INSIGHTS_EXPORT_MESSAGES.summaryLoadFailed)).toBeTruthy();
    expect(view.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
