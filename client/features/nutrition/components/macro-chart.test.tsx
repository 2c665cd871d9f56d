// @vitest-environment jsdom

import { prepareDomEnvironment, resetBrowserState } from '@client/test-utils';
import type { ChartSpec } from '@client/ui/chart-uplot';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MacroChart } from './macro-chart';

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

describe('MacroChart', () => {
  it('draws protein, carbs and fat as bars in grams, each in its own colour', async () => {
    render(<MacroChart protein={12.64} carbs={30.25} fat={9.9} />);
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]).toMatchObject({
      kind: 'bar',
      values: [12.6, 30.3, 9.9],
      ticks: ['Protein', 'Carbs', 'Fat'],
      colors: ['protein', 'carbs', 'fat'],
    });
    expect(drawn[0]?.formatTick(1024)).toBe('1,024 g');
  });

  it('gives a sentence and a table of the three macros with their grams as the text alternative', () => {
    const { container } = render(<MacroChart protein={12.64} carbs={30.25} fat={9.9} />);
    expect(
      screen.getByText('Macros by weight: protein 12.6 g, carbs 30.3 g, fat 9.9 g; the most is carbs.'),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Macros in grams' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nutrient', 'Grams']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Protein12.6 g', 'Carbs30.3 g', 'Fat9.9 g']);
    // The canvas is for the eyes only.
    expect(container.querySelector('figure > div')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('names the largest macro in the sentence', () => {
    render(<MacroChart protein={40} carbs={5} fat={0} />);
    expect(
      screen.getByText('Macros by weight: protein 40 g, carbs 5 g, fat 0 g; the most is protein.'),
    ).toBeTruthy();
  });

  it('shows no chart when a meal has no protein, carbs or fat', () => {
    const { container } = render(<MacroChart protein={0} carbs={0.01} fat={0} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
