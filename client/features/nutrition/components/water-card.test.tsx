// @vitest-environment jsdom

import { createQueryClient } from '@client/api/queryClient';
import { browserTimeZone } from '@client/lib/dates';
import { prepareDomEnvironment, resetBrowserState, sentBodies, signedIn, stubApi } from '@client/test-utils';
import type { ChartSpec } from '@client/ui/chart-uplot';
import type { TWaterSummary } from '@contract/water';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WaterCard } from './water-card';

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

const TOTALS = [2250, 1500, 2000, 0, 2500, 1750, 750];
const SUMMARY: TWaterSummary = {
  timeZone: 'UTC',
  today: '2026-11-24',
  goalMl: 2000,
  totalMl: 750,
  entries: [
    {
      id: 'w1',
      amountMl: 750,
      kind: 'custom',
      enteredAmount: 750,
      unit: 'ml',
      createdAt: '2026-11-24T09:00:00Z',
    },
  ],
  week: TOTALS.map((totalMl, index) => ({ date: `2026-11-${18 + index}`, totalMl })),
};

const TZ = encodeURIComponent(browserTimeZone());
const ADD = `POST /api/water/entries?tz=${TZ}`;

function renderCard() {
  const fetchMock = stubApi(signedIn(), {
    [`GET /api/water/summary?tz=${TZ}`]: Response.json(SUMMARY),
    [ADD]: () => Response.json(SUMMARY),
    'PUT /api/water/goal': (init) => Response.json(JSON.parse(String(init?.body))),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WaterCard />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('WaterCard, last 7 days', () => {
  it('charts the 7 days from the server with the goal as a line', async () => {
    renderCard();
    const table = await screen.findByRole('table', {
      name: 'Water per day, last 7 days; daily goal 2,000 ml',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[0]?.textContent).toBe('Wednesday, November 182,250 ml, goal reached');
    expect(rows[3]?.textContent).toBe('Saturday, November 210 ml');
    expect(rows[6]?.textContent).toBe('Tuesday, November 24 (today)750 ml');
    expect(screen.getByRole('heading', { name: 'Last 7 days' })).toBeTruthy();
    expect(screen.getByText('Daily goal 2,000 ml')).toBeTruthy();
    expect(
      screen.getByText(
        'Water over the last 7 days: 0 to 2,500 ml, highest on Sunday. Goal of 2,000 ml reached on 3 of the 7 days.',
      ),
    ).toBeTruthy();

    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]).toMatchObject({ kind: 'bar', values: TOTALS, goal: { value: 2000 } });
    expect(drawn[0]?.ticks).toEqual(['Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue']);
    expect(drawn[0]?.colors).toEqual([
      'reached',
      'belowGoal',
      'reached',
      'belowGoal',
      'reached',
      'belowGoal',
      'belowGoal',
    ]);
  });
});

describe('WaterCard, preset amounts', () => {
  it('names each preset with its amount, though the amount sits on its own line', async () => {
    const fetchMock = renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Add glass (250 ml)' }));
    expect(screen.getByRole('button', { name: 'Add bottle (500 ml)' })).toBeTruthy();
    await waitFor(() => expect(sentBodies(fetchMock, ADD)).toEqual([{ kind: 'glass' }]));
  });
});

describe('WaterCard, custom amount', () => {
  it('asks for an amount when Add is pressed with the field empty', async () => {
    const fetchMock = renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const error = await screen.findByText('Enter an amount');
    expect(error.id).toBe('water-custom-error');
    const amount = screen.getByLabelText('Custom amount');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toBe('water-custom-error');
    expect(sentBodies(fetchMock, ADD)).toHaveLength(0);
  });

  it('checks the amount against its unit: a half ounce passes, a fraction of a millilitre does not', async () => {
    const fetchMock = renderCard();
    const amount = (await screen.findByLabelText('Custom amount')) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '8.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter a whole number of ml from 1 to 2,000')).toBeTruthy();
    expect(sentBodies(fetchMock, ADD)).toHaveLength(0);

    fireEvent.change(screen.getByRole('combobox', { name: 'Unit' }), { target: { value: 'oz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, ADD)).toEqual([{ kind: 'custom', amount: 8.5, unit: 'oz' }]),
    );
    await waitFor(() => expect(amount.value).toBe(''));
    expect(screen.queryByText('Enter a whole number of ml from 1 to 2,000')).toBeNull();
  });
});

describe('WaterCard, daily goal', () => {
  it('refuses a goal outside 500–6,000 ml and saves one inside', async () => {
    const fetchMock = renderCard();
    const goal = (await screen.findByLabelText('Daily goal (ml)')) as HTMLInputElement;
    expect(goal.value).toBe('2000');
    fireEvent.change(goal, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save goal' }));
    expect(await screen.findByText('Daily goal must be a whole number of ml from 500 to 6,000')).toBeTruthy();
    expect(goal.getAttribute('aria-describedby')).toBe('water-goal-error');
    expect(sentBodies(fetchMock, 'PUT /api/water/goal')).toHaveLength(0);

    fireEvent.change(goal, { target: { value: '2500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save goal' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT /api/water/goal')).toEqual([{ goalMl: 2500 }]));
  });
});
