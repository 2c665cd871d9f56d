import type { ReactNode } from 'react';
import { Chart, type ChartPoint, isTrend } from './chart';
import { cn } from './cn';

type StatTileProps = {
  label: string;
  /** The number as shown ('7.5'); kept on one line with its unit. */
  value: string;
  /** 'hours' is written after a space; a unit starting with '/' ('/10') follows the number directly. */
  unit?: string;
  /** A sparkline, drawn only when it has at least 2 values; `empty` is shown instead when given. */
  trend?: {
    points: ChartPoint[];
    summary: string;
    range?: [number, number];
    empty?: string;
  };
  /** Extra content under the value (a meter). */
  children?: ReactNode;
  tone?: 'plain' | 'accent';
  className?: string;
};

/**
 * A labelled number: one `dt`/`dd` pair for a `<dl>` grid (docs/architecture.md#charts). The value and
 * its unit never wrap apart; an optional 7-day sparkline sits under them.
 */
export function StatTile({ label, value, unit, trend, children, tone = 'plain', className }: StatTileProps) {
  const joined = unit ? (unit.startsWith('/') ? unit : `\u00a0${unit}`) : '';
  return (
    <div
      className={cn('min-w-0 rounded-xl p-3', tone === 'accent' ? 'bg-indigo-50' : 'bg-slate-50', className)}
    >
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="space-y-1">
        <span className="block whitespace-nowrap">
          <span
            className={cn(
              'font-bold',
              tone === 'accent' ? 'text-2xl text-indigo-900' : 'text-xl text-slate-900',
            )}
          >
            {value}
          </span>
          {joined ? (
            <span
              className={cn(
                tone === 'accent' ? 'text-base font-semibold text-indigo-900' : 'text-sm text-slate-700',
              )}
            >
              {joined}
            </span>
          ) : null}
        </span>
        {children}
        {trend && isTrend(trend.points) ? (
          <Chart
            kind="line"
            variant="sparkline"
            points={trend.points}
            summary={trend.summary}
            range={trend.range}
            height={32}
          />
        ) : trend?.empty ? (
          <span className="block text-xs text-slate-700">{trend.empty}</span>
        ) : null}
      </dd>
    </div>
  );
}
