// @vitest-environment jsdom

import { prepareDomEnvironment, resetBrowserState } from '@client/test-utils';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Chart } from './chart';
import type { ChartSpec } from './chart-uplot';
import { StatTile } from './stat-tile';

const drawn: ChartSpec[] = [];
let failDrawing = false;
vi.mock('./chart-uplot', () => ({
  drawChart: (target: HTMLElement, spec: ChartSpec) => {
    if (failDrawing) throw new Error('no canvas');
    drawn.push(spec);
    target.append(document.createElement('canvas'));
    return { resize: () => {}, destroy: () => {} };
  },
}));

beforeAll(() => prepareDomEnvironment());
afterEach(() => {
  resetBrowserState();
  drawn.length = 0;
  failDrawing = false;
});

const POINTS = [
  { label: 'Monday', value: 6.5 },
  { label: 'Tuesday', value: null },
  { label: 'Wednesday', value: 8, valueText: '8 hours, best night' },
];

describe('Chart', () => {
  it('gives a summary sentence and a hidden table of every value as its text alternative', async () => {
    const { container } = render(
      <Chart
        kind="bar"
        points={POINTS}
        summary="Sleep over 3 days: 6.5 to 8 hours, highest on Wednesday."
        table={{ caption: 'Sleep per night', label: 'Night', value: 'Sleep' }}
        formatValue={(n) => `${n} hours`}
        height={120}
      />,
    );
    expect(screen.getByText('Sleep over 3 days: 6.5 to 8 hours, highest on Wednesday.').tagName).toBe(
      'FIGCAPTION',
    );
    const table = screen.getByRole('table', { name: 'Sleep per night' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Monday6.5 hours',
      'TuesdayNone',
      'Wednesday8 hours, best night',
    ]);
    await waitFor(() => expect(container.querySelector('figure')?.dataset.chartStatus).toBe('drawn'));
    expect(drawn).toHaveLength(1);
    expect(drawn[0]?.values).toEqual([6.5, null, 8]);
    expect(container.querySelector('[aria-hidden="true"] canvas')).not.toBeNull();
  });

  it('shows the summary in place of the chart when it cannot be drawn', async () => {
    failDrawing = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <Chart kind="line" points={POINTS} summary="Sleep over 3 days: 6.5 to 8 hours." height={120} />,
    );
    await waitFor(() => expect(container.querySelector('figure')?.dataset.chartStatus).toBe('failed'));
    expect(screen.getByText('Sleep over 3 days: 6.5 to 8 hours.').className).not.toContain('sr-only');
  });

  it('names its goal line under the chart and passes the goal to the drawing', async () => {
    render(
      <Chart
        kind="bar"
        points={POINTS}
        summary="x"
        goal={{ value: 7, label: 'Goal 7 hours' }}
        legend={[{ color: 'reached', label: 'Goal reached' }]}
        height={120}
      />,
    );
    expect(screen.getByText('Goal 7 hours')).toBeTruthy();
    expect(screen.getByText('Goal reached')).toBeTruthy();
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]?.goal).toEqual({ value: 7 });
  });
});

describe('StatTile', () => {
  const renderTile = (values: (number | null)[], empty?: string) =>
    render(
      <dl>
        <StatTile
          label="Sleep"
          value="7.5"
          unit="hours"
          trend={{
            points: values.map((value, index) => ({ label: `day ${index}`, value })),
            summary: 'Sleep over the last 7 days: a summary.',
            empty,
          }}
        />
      </dl>,
    );

  it('keeps the value and its unit on one line', () => {
    const { container } = renderTile([7, 8]);
    const dd = container.querySelector('dd');
    expect(dd?.textContent).toContain('7.5\u00a0hours');
    expect(container.querySelector('dt')?.textContent).toBe('Sleep');
  });

  it('colours the value by its meaning and says it in words', () => {
    const { container } = render(
      <dl>
        <StatTile label="Stress" value="8" unit="/10" tone="bad" />
        <StatTile label="Energy" value="8" unit="/10" tone="good" />
      </dl>,
    );
    const [stress, energy] = [...container.querySelectorAll('dd')];
    expect(stress?.textContent).toContain('8/10');
    expect(stress?.textContent).toContain('Poor');
    expect(stress?.querySelector('.text-bad')?.textContent).toBe('8');
    expect(energy?.textContent).toContain('Good');
    expect(energy?.querySelector('.text-good')?.textContent).toBe('8');
  });

  it('draws a sparkline from 2 values', async () => {
    const { container } = renderTile([null, 7, null, 8]);
    expect(screen.getByText('Sleep over the last 7 days: a summary.')).toBeTruthy();
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]).toMatchObject({ variant: 'sparkline', kind: 'line' });
    expect(container.querySelector('table')).toBeNull();
  });

  it('hides the sparkline with fewer than 2 values, showing the empty text when given', () => {
    const { container } = renderTile([null, 7, null], 'One check-in so far.');
    expect(container.querySelector('figure')).toBeNull();
    expect(screen.queryByText('Sleep over the last 7 days: a summary.')).toBeNull();
    expect(screen.getByText('One check-in so far.')).toBeTruthy();
    const { container: none } = renderTile([]);
    expect(none.querySelector('figure')).toBeNull();
  });
});
