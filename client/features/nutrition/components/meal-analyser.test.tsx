// @vitest-environment jsdom

import { createQueryClient } from '@client/api/queryClient';
import {
  errorResponse,
  prepareDomEnvironment,
  resetBrowserState,
  signedIn,
  stubApi,
} from '@client/test-utils';
import { Toaster } from '@client/ui/toaster';
import { NUTRITION_MESSAGES, type TNutritionAnalysisResult } from '@contract/nutrition-analysis';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MealAnalyser } from './meal-analyser';

vi.mock('@client/ui/chart-uplot', () => ({
  drawChart: () => ({ resize: () => {}, destroy: () => {} }),
}));

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const ANALYSE = 'POST /api/nutrition/analyze-premium';

const RESULT: TNutritionAnalysisResult = {
  id: 'a1',
  inputType: 'text',
  analysis: {
    totalCalories: 221.4,
    totalProtein: 15.62,
    totalCarbs: 12.9,
    totalFat: 10.55,
    totalFiber: null,
    totalSugar: null,
    totalSodium: null,
  },
  recommendations: { proteinGoal: 56, suggestions: ['Add a vegetable for fibre.'] },
  items: [
    {
      text: '2 eggs',
      usdaId: '01123',
      description: 'Egg, whole, raw, fresh',
      grams: 100,
      calories: 143,
      protein: 12.6,
      carbs: 0.7,
      fat: 9.5,
    },
    {
      text: 'a slice of whole wheat toast',
      usdaId: '18075',
      description: 'Bread, whole-wheat',
      grams: 29.6,
      calories: 78.4,
      protein: 3,
      carbs: 12.2,
      fat: 1.05,
    },
  ],
  unknown: [],
  notes: [],
  source: 'usda',
  servingSize: null,
  timestamp: '2026-11-24T09:00:00Z',
};

function renderAnalyser(analyse: (init: RequestInit | undefined) => Response | Promise<Response>) {
  const fetchMock = stubApi(signedIn(), {
    [ANALYSE]: analyse,
    'GET /api/nutrition/history?limit=5': () => Response.json([]),
    'GET /api/nutrition/capabilities': () => Response.json({ transcription: false, mealPhotos: false }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MealAnalyser />
      <Toaster />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const analyseCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => url === '/api/nutrition/analyze-premium' && init?.method === 'POST',
  );

describe('MealAnalyser, text', () => {
  it('asks for some food in a toast and sends nothing when the description is blank', async () => {
    const fetchMock = renderAnalyser(() => Response.json(RESULT));
    fireEvent.change(screen.getByLabelText('What did you eat?'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Meal' }));
    expect(await screen.findByText(NUTRITION_MESSAGES.inputRequired)).toBeTruthy();
    expect(screen.getByText(NUTRITION_MESSAGES.inputRequiredTitle)).toBeTruthy();
    expect(analyseCalls(fetchMock)).toHaveLength(0);
  });

  it('sends the trimmed words, shows and focuses the result and clears the box', async () => {
    const fetchMock = renderAnalyser(() => Response.json(RESULT));
    const box = screen.getByLabelText('What did you eat?') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '  2 eggs and a slice of whole wheat toast ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Meal' }));

    const result = await screen.findByRole('region', { name: 'Analysis results' });
    const calls = analyseCalls(fetchMock);
    expect(calls).toHaveLength(1);
    const body = calls[0]?.[1]?.body as FormData;
    expect([...body.entries()]).toEqual([
      ['type', 'text'],
      ['input', '2 eggs and a slice of whole wheat toast'],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(box.value).toBe('');
    expect(screen.getByText(NUTRITION_MESSAGES.analysisComplete)).toBeTruthy();

    const totals = within(result)
      .getAllByRole('definition')
      .map((cell) => cell.textContent);
    expect(totals).toEqual(['221 kcal', '15.6 g', '12.9 g', '10.6 g']);
    const foods = within(within(result).getByRole('list', { name: 'Foods' })).getAllByRole('listitem');
    expect(foods.map((food) => food.textContent)).toEqual([
      '2 eggsEgg, whole, raw, fresh · 100 g143 kcal',
      'a slice of whole wheat toastBread, whole-wheat · 30 g78 kcal',
    ]);
    expect(within(result).getByRole('table', { name: 'Macros in grams' })).toBeTruthy();
    expect(within(result).getByText('Values from USDA SR24 food composition data.')).toBeTruthy();
  });

  it('says the analysis failed and links to Premium when the trial is used up', async () => {
    renderAnalyser(() =>
      errorResponse(402, 'PREMIUM_REQUIRED', 'You have used the 10 analyses of your trial.'),
    );
    fireEvent.change(screen.getByLabelText('What did you eat?'), { target: { value: '2 eggs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Meal' }));
    const alert = await screen.findByText(NUTRITION_MESSAGES.failedToAnalyze, { selector: '[role="alert"]' });
    expect(within(alert).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
      '/premium',
    );
    expect(await screen.findByText('You have used the 10 analyses of your trial.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Analysis results' })).toBeNull();
  });
});

describe('MealAnalyser, photo', () => {
  const photoTab = () => fireEvent.mouseDown(screen.getByRole('tab', { name: 'Photo' }), { button: 0 });

  it('asks for an image when Analyze Photo is pressed with none chosen', async () => {
    const fetchMock = renderAnalyser(() => Response.json(RESULT));
    photoTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Analyze Photo' }));
    expect(await screen.findByText(NUTRITION_MESSAGES.imageRequired)).toBeTruthy();
    expect(analyseCalls(fetchMock)).toHaveLength(0);
  });

  it('refuses a file that is not an image at once, without a preview', async () => {
    const fetchMock = renderAnalyser(() => Response.json(RESULT));
    photoTab();
    const input = (await screen.findByLabelText('Photo of a nutrition label')) as HTMLInputElement;
    const notes = new File(['eggs'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [notes] } });
    expect(await screen.findByText(NUTRITION_MESSAGES.imageOnly)).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Preview of what you chose to analyze' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Photo' }));
    expect(await screen.findByText(NUTRITION_MESSAGES.imageRequired)).toBeTruthy();
    expect(analyseCalls(fetchMock)).toHaveLength(0);
  });

  it('previews a chosen label photo and sends it as the file', async () => {
    // jsdom has no object URLs; the preview only needs one to show.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: () => 'blob:label', revokeObjectURL: () => {} });
    onTestFinished(() => void Object.assign(URL, original));
    const fetchMock = renderAnalyser(() => Response.json({ ...RESULT, inputType: 'image', source: 'label' }));
    photoTab();
    const input = (await screen.findByLabelText('Photo of a nutrition label')) as HTMLInputElement;
    const photo = new File([new Uint8Array(64)], 'label.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(await screen.findByRole('img', { name: 'Preview of what you chose to analyze' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Photo' }));
    await screen.findByText('Values read from the nutrition label.');
    const body = analyseCalls(fetchMock)[0]?.[1]?.body as FormData;
    expect(body.get('type')).toBe('image');
    expect((body.get('file') as File).name).toBe('label.png');
  });
});
