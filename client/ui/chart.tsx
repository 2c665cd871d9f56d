import { useEffect, useRef, useState } from 'react';
import { type ChartColorName, chartColorCss } from './chart-colors';
import { type ChartPoint, countValues } from './chart-summary';
import type { ChartSpec, DrawnChart } from './chart-uplot';
import { cn } from './cn';
import { Skeleton } from './skeleton';

export type { ChartPoint } from './chart-summary';

type ChartProps = {
  kind: 'line' | 'bar';
  points: ChartPoint[];
  /** The text alternative: one sentence saying what the chart shows (see describeSeries). */
  summary: string;
  /** 'sparkline': a small line without axes, summarised by its sentence only. */
  variant?: 'full' | 'sparkline';
  /** Headers of the visually hidden table (full charts): e.g. 'Day' and 'Water'. */
  table?: { caption: string; label: string; value: string };
  /** Short axis labels, one per point ('Mon'); the points' labels when absent. */
  ticks?: string[];
  /** One colour for every point, or one per point. */
  color?: ChartColorName | ((point: ChartPoint, index: number) => ChartColorName);
  /** A dashed line across the chart at `value`; `label` names it in the legend ('Goal 2,000 ml'). */
  goal?: { value: number; label: string };
  /** Legend entries for the colours used, shown under the chart (the goal line adds its own). */
  legend?: { color: ChartColorName; label: string }[];
  /** The value axis's fixed range (a 1–10 score); else from the data. */
  range?: [number, number];
  formatValue?: (value: number) => string;
  height: number;
  className?: string;
};

type Status = 'loading' | 'drawn' | 'failed';

const defaultFormat = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });
let renderer: Promise<typeof import('./chart-uplot')> | null = null;
/** One import for every chart on the screen; a failed load (offline) is tried again by the next chart. */
function loadRenderer() {
  renderer ??= import('./chart-uplot').catch((error: unknown) => {
    renderer = null;
    throw error;
  });
  return renderer;
}

/**
 * A chart of one series (docs/architecture.md#charts). The drawing library is imported when the first
 * chart mounts, so it stays out of every bundle but the screens that show one. The canvas is hidden from
 * assistive technology; the summary sentence (and, for full charts, a visually hidden table of every
 * value) is the text alternative, and becomes visible if the chart cannot be drawn. It resizes with its
 * container, redraws when the colour scheme changes and never animates.
 */
export function Chart({
  kind,
  points,
  summary,
  variant = 'full',
  table,
  ticks,
  color = 'series',
  goal,
  legend,
  range,
  formatValue = defaultFormat,
  height,
  className,
}: ChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [scheme, setScheme] = useState(0);

  const colors = points.map((point, index) => (typeof color === 'function' ? color(point, index) : color));
  const spec: ChartSpec = {
    kind,
    variant,
    values: points.map((p) => p.value),
    ticks: ticks ?? points.map((p) => p.label),
    colors,
    range,
    goal: goal ? { value: goal.value } : undefined,
    formatTick: formatValue,
  };
  // Redraw only when what is drawn changes, not on every render of the parent.
  const specKey = JSON.stringify(spec);

  useEffect(() => {
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    const onChange = () => setScheme((n) => n + 1);
    media?.addEventListener('change', onChange);
    return () => media?.removeEventListener('change', onChange);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: specKey stands for spec; scheme forces a redraw with the new colours.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    let drawn: DrawnChart | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    loadRenderer()
      .then(({ drawChart }) => {
        if (cancelled) return;
        const width = Math.max(1, Math.floor(box.clientWidth));
        drawn = drawChart(box, spec, width, height);
        setStatus('drawn');
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(([entry]) => {
            const w = Math.floor(entry?.contentRect.width ?? 0);
            if (w > 0) drawn?.resize(w, height);
          });
          observer.observe(box);
        }
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('A chart could not be drawn', error);
        setStatus('failed');
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      drawn?.destroy();
    };
  }, [specKey, height, scheme]);

  const isSparkline = variant === 'sparkline';
  return (
    <figure className={cn('relative m-0', className)} data-chart-status={status}>
      <div
        ref={boxRef}
        aria-hidden="true"
        className={cn(
          'w-full overflow-hidden',
          status === 'failed' && 'hidden',
          status === 'drawn' && 'motion-safe:animate-[chart-fade-in_200ms_ease-out]',
        )}
        style={{ height }}
      />
      {status === 'loading' ? (
        <Skeleton className="absolute inset-0 motion-reduce:animate-none" style={{ height }} />
      ) : null}
      {!isSparkline && (goal || legend?.length) ? (
        <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
          {legend?.map((item) => (
            <li key={item.label} className="flex items-center gap-1.5">
              <span className="h-3 w-3 rounded-sm" style={{ background: chartColorCss(item.color) }} />
              {item.label}
            </li>
          ))}
          {goal ? (
            <li className="flex items-center gap-1.5">
              <span className="w-4 border-t-2 border-dashed" style={{ borderColor: chartColorCss('goal') }} />
              {goal.label}
            </li>
          ) : null}
        </ul>
      ) : null}
      <figcaption className={status === 'failed' ? 'text-sm text-ink-muted' : 'sr-only'}>
        {summary}
      </figcaption>
      {!isSparkline && table ? (
        // A table grows to fit its rows whatever its height, so the visually hidden box is a div
        // around it: a long series must not lengthen the page.
        <div className="sr-only">
          <table>
            <caption>{table.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{table.label}</th>
                <th scope="col">{table.value}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.label}>
                  <th scope="row">{point.label}</th>
                  <td>{point.valueText ?? (point.value === null ? 'None' : formatValue(point.value))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </figure>
  );
}

/** True when `points` can make a trend: at least 2 values. */
export function isTrend(points: ChartPoint[]): boolean {
  return countValues(points) >= 2;
}
