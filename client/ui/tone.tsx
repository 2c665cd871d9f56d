import { METRIC_TONE_WORDS, type TMetricTone } from '@common/metric-tone';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { cn } from './cn';

/**
 * Colour that follows meaning (docs/design.md#meaning). Text colours keep AA contrast on their soft
 * panel and on every surface, in light and dark.
 */
export const TONE_TEXT: Record<TMetricTone, string> = {
  good: 'text-good',
  watch: 'text-watch',
  bad: 'text-bad',
  neutral: 'text-ink',
};

export const TONE_FILL: Record<TMetricTone, string> = {
  good: 'bg-good',
  watch: 'bg-watch',
  bad: 'bg-bad',
  neutral: 'bg-brand',
};

export const TONE_PANEL: Record<TMetricTone, string> = {
  good: 'bg-good-soft text-good ring-good/30',
  watch: 'bg-watch-soft text-watch ring-watch/30',
  bad: 'bg-bad-soft text-bad ring-bad/30',
  neutral: 'bg-surface-muted text-ink-muted ring-line',
};

const TONE_ICON = { good: CircleCheck, watch: CircleAlert, bad: TriangleAlert } as const;

/**
 * The icon and word that go with a toned value, so colour is never the only cue: a check for good,
 * a circled "!" for watch, a triangle for bad. Nothing for a neutral value.
 */
export function ToneMark({ tone, className }: { tone: TMetricTone; className?: string }) {
  if (tone === 'neutral') return null;
  const Icon = TONE_ICON[tone];
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-caption font-semibold', TONE_TEXT[tone], className)}
    >
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      {METRIC_TONE_WORDS[tone]}
    </span>
  );
}
