import type { ChartPoint } from '@client/ui/chart';
import type { TDayCount } from '@contract/analytics-dashboard';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A UTC day as a short label: 'Mar 11'. */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${date}`;
}

/** A minute's start (ISO) as the admin's local clock time: '14:58'. */
export function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}

/** A daily series as chart points labelled 'Mar 11'. */
export function dayPoints(series: readonly TDayCount[]): ChartPoint[] {
  return series.map((d) => ({ label: shortDay(d.date), value: d.count }));
}

export const count = (n: number) => n.toLocaleString('en-US');

/** Feature names as sent ('water_tracking') in words: 'Water tracking'. */
export function featureLabel(name: string): string {
  const words = name
    .split('_')
    .map((word) => (word === 'ai' ? 'AI' : word))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Axis labels for a long series: one in every `every`, the rest blank, placed half a step in from the
 * last point so that neither end's label is cut by the chart's edge.
 */
export function sparseTicks(labels: readonly string[], every: number): string[] {
  const offset = Math.floor(every / 2);
  return labels.map((text, i) => ((labels.length - 1 - i) % every === offset ? text : ''));
}

/** A percent as the retention table shows it: whole numbers ('86%'), a dash for none. */
export function wholePercent(value: number | null): string {
  return value === null ? '–' : `${Math.round(value)}%`;
}
