import type { TMetricTone } from '@common/metric-tone';
import type { ReactNode } from 'react';
import { Chart, type ChartPoint, isTrend } from './chart';
import { cn } from './cn';
import { TONE_TEXT, ToneMark } from './tone';

type StatTileProps = {
  label: string;
  /** The number as shown ('7.5'); kept on one line with its unit. */
  value: string;
  /** 'hours' is written after a space; a unit starting with '/' ('/10') follows the number directly. */
  unit?: string;
  /**
   * What the value means (docs/design.md#meaning): it colours the number and adds the icon and word
   * of its tone, so stress 8/10 never looks like a good result. Neutral draws it in plain ink.
   */
  tone?: TMetricTone;
  /** A sparkline, drawn only when it has at least 2 values; `empty` is shown instead when given. */
  trend?: {
    points: ChartPoint[];
    summary: string;
    range?: [number, number];
    empty?: string;
  };
  /** Extra content under the value (a meter). */
  children?: ReactNode;
  /** 'feature' is the wide tile that leads a grid: a larger number on a raised surface. */
  variant?: 'plain' | 'feature';
  className?: string;
};

/**
 * A labelled number: one `dt`/`dd` pair for a `<dl>` grid (docs/architecture.md#charts). The value and
 * its unit never wrap apart; an optional 7-day sparkline sits under them.
 */
export function StatTile({
  label,
  value,
  unit,
  tone = 'neutral',
  trend,
  children,
  variant = 'plain',
  className,
}: StatTileProps) {
  const joined = unit ? (unit.startsWith('/') ? unit : `\u00a0${unit}`) : '';
  return (
    <div
      className={cn(
        'min-w-0 rounded-xl p-3',
        variant === 'feature' ? 'bg-surface-muted' : 'bg-surface',
        className,
      )}
    >
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="space-y-1">
        <span className="flex flex-wrap items-center justify-between gap-x-2">
          <span className="whitespace-nowrap">
            <span className={cn('text-metric font-bold', TONE_TEXT[tone])}>{value}</span>
            {joined ? (
              <span
                className={cn(
                  variant === 'feature' ? 'text-base font-semibold' : 'text-sm text-ink-muted',
                  variant === 'feature' && TONE_TEXT[tone],
                )}
              >
                {joined}
              </span>
            ) : null}
          </span>
          {variant === 'feature' ? <ToneMark tone={tone} /> : null}
        </span>
        {children}
        {variant === 'plain' ? <ToneMark tone={tone} className="flex" /> : null}
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
          <span className="block text-xs text-ink-muted">{trend.empty}</span>
        ) : null}
      </dd>
    </div>
  );
}
