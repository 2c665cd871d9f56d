/**
 * The drawing half of <Chart>: builds a uPlot chart. Loaded only by a dynamic import from chart.tsx, so
 * uPlot and its stylesheet are a chunk of their own that screens without a chart never download.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { type ChartColorName, chartColor } from './chart-colors';

export type ChartSpec = {
  kind: 'line' | 'bar';
  variant: 'full' | 'sparkline';
  values: (number | null)[];
  /** Short axis labels, one per value. */
  ticks: string[];
  colors: ChartColorName[];
  range?: [number, number];
  goal?: { value: number };
  formatTick: (value: number) => string;
};

export type DrawnChart = { resize: (width: number, height: number) => void; destroy: () => void };

const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

function yRange(spec: ChartSpec): [number, number] {
  if (spec.range) return spec.range;
  const values = spec.values.filter((v): v is number => v !== null);
  const top = Math.max(spec.goal?.value ?? 0, ...values, 0);
  if (spec.kind === 'bar') return [0, top > 0 ? top * 1.12 : 1];
  const bottom = Math.min(...values);
  const pad = top === bottom ? 1 : (top - bottom) * 0.15;
  return [Math.max(0, bottom - pad), top + pad];
}

export function drawChart(target: HTMLElement, spec: ChartSpec, width: number, height: number): DrawnChart {
  const isSparkline = spec.variant === 'sparkline';
  const indexes = spec.values.map((_, index) => index);
  const colors = spec.colors.map((name) => chartColor(name));
  const axisColor = chartColor('axis');
  const gridColor = chartColor('grid');
  const goalColor = chartColor('goal');
  const seriesColor = colors[0] ?? chartColor('series');

  const series: uPlot.Series =
    spec.kind === 'bar'
      ? {
          width: 0,
          fill: seriesColor,
          paths: uPlot.paths.bars?.({
            size: [0.62, 56],
            radius: 0.15,
            disp: { fill: { unit: 3, values: () => colors } },
          }),
          points: { show: false },
        }
      : {
          stroke: seriesColor,
          width: isSparkline ? 2 : 2.5,
          spanGaps: true,
          points: { show: true, size: isSparkline ? 5 : 7, fill: seriesColor, stroke: seriesColor },
        };

  const drawGoal = (u: uPlot) => {
    const goal = spec.goal;
    if (!goal) return;
    const ctx = u.ctx;
    const y = Math.round(u.valToPos(goal.value, 'y', true));
    const { left, width: plotWidth } = u.bbox;
    ctx.save();
    ctx.strokeStyle = goalColor;
    ctx.lineWidth = 2 * uPlot.pxRatio;
    ctx.setLineDash([6 * uPlot.pxRatio, 4 * uPlot.pxRatio]);
    ctx.beginPath();
    ctx.moveTo(left, y);
    ctx.lineTo(left + plotWidth, y);
    ctx.stroke();
    ctx.restore();
  };

  const axes: uPlot.Axis[] = isSparkline
    ? [{ show: false }, { show: false }]
    : [
        {
          stroke: axisColor,
          font: FONT,
          grid: { show: false },
          ticks: { show: false },
          splits: () => indexes,
          values: (_u, splits) => splits.map((i) => spec.ticks[i] ?? ''),
          size: 28,
          gap: 4,
        },
        {
          stroke: axisColor,
          font: FONT,
          grid: { stroke: gridColor, width: 1 },
          ticks: { show: false },
          values: (_u, splits) => splits.map((v) => spec.formatTick(v)),
          size: 48,
          gap: 4,
        },
      ];

  const options: uPlot.Options = {
    width,
    height,
    pxAlign: true,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    padding: isSparkline ? [4, 4, 4, 4] : [10, 8, 0, 0],
    scales: {
      x: {
        time: false,
        range:
          spec.kind === 'bar' ? [-0.5, spec.values.length - 0.5] : [0, Math.max(1, spec.values.length - 1)],
      },
      y: { range: yRange(spec) },
    },
    axes,
    series: [{}, series],
    hooks: { draw: [drawGoal] },
  };

  const chart = new uPlot(options, [indexes, spec.values], target);
  return {
    resize: (w, h) => chart.setSize({ width: w, height: h }),
    destroy: () => chart.destroy(),
  };
}
