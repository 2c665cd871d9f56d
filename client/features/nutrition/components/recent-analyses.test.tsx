// @vitest-environment jsdom
import { createQueryClient } from '@client/api/queryClient';
import { prepareDomEnvironment, resetBrowserState, signedIn, stubApi } from '@client/test-utils';
import type { TNutritionHistoryEntry } from '@contract/nutrition-analysis';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useNutritionHistory } from '../analysis-api';
import { RecentAnalyses } from './recent-analyses';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const entry = (id: string, summary: string): TNutritionHistoryEntry => ({
  id,
  inputType: 'text',
  analysis: {
    totalCalories: 200,
    totalProtein: 10,
    totalCarbs: 20,
    totalFat: 5,
    totalFiber: null,
    totalSugar: null,
    totalSodium: null,
  },
  summary,
  timestamp: '2026-11-24T09:00:00Z',
});

function Harness() {
  return <RecentAnalyses history={useNutritionHistory(true)} />;
}

describe('recent analyses', () => {
  it('shows the newest 5, then loads older ones with the cursor from the header', async () => {
    stubApi(signedIn(), {
      'GET /api/nutrition/history?limit=5': () =>
        Response.json(
          ['a', 'b', 'c', 'd', 'e'].map((id) => entry(id, `Meal ${id}`)),
          { headers: { 'X-Next-Cursor': 'next-1' } },
        ),
      'GET /api/nutrition/history?limit=5&before=next-1': () => Response.json([entry('f', 'Meal f')]),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Harness />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Meal e')).toBeTruthy();
    expect(screen.queryByText('Meal f')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load older' }));
    expect(await screen.findByText('Meal f')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('1 older analysis loaded.')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Load older' })).toBeNull();
  });
});
