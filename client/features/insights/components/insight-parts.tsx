import { buttonClasses } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { StatTile } from '@client/ui/stat-tile';
import { TONE_PANEL, TONE_TEXT } from '@client/ui/tone';
import { metricTone, type TMetricTone } from '@common/metric-tone';
import {
  INSIGHTS_MESSAGES,
  type TMetricSummary,
  type TWellnessInsight,
  type WELLNESS_INSIGHT_TYPES,
} from '@contract/insights';
import {
  ArrowRight,
  Award,
  Lightbulb,
  ListChecks,
  Minus,
  Sparkles,
  TrendingDown,
  TrendingUp,
  TriangleAlert,
} from 'lucide-react';
import { Link } from 'wouter';
import { METRIC_TONE_KEY, TREND_WORDS, trendTone } from '../present';

const TYPE_ICON = {
  improvement: TrendingUp,
  concern: TriangleAlert,
  achievement: Award,
  recommendation: Lightbulb,
} as const satisfies Record<(typeof WELLNESS_INSIGHT_TYPES)[number], unknown>;

const TYPE_WORD = {
  improvement: 'Improvement',
  concern: 'Concern',
  achievement: 'Achievement',
  recommendation: 'Recommendation',
} as const;

/** An insight's tone: a concern is bad when high, worth watching otherwise; good news is good. */
function insightTone(insight: TWellnessInsight): TMetricTone {
  if (insight.type === 'concern') return insight.severity === 'high' ? 'bad' : 'watch';
  if (insight.type === 'improvement' || insight.type === 'achievement') return 'good';
  return 'neutral';
}

/** One insight: its kind (icon and word), title, description, figure and what to do next. */
export function InsightCard({ insight }: { insight: TWellnessInsight }) {
  const Icon = TYPE_ICON[insight.type];
  const tone = insightTone(insight);
  return (
    <article
      aria-labelledby={`insight-${insight.id}`}
      className="rounded-xl border border-line bg-surface-raised p-4"
    >
      <p className={cn('inline-flex items-center gap-1.5 text-caption font-semibold', TONE_TEXT[tone])}>
        <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
        {TYPE_WORD[insight.type]}
        {insight.type === 'concern' ? ` · ${insight.severity} priority` : null}
      </p>
      <h3 id={`insight-${insight.id}`} className="mt-1 font-semibold text-ink">
        {insight.title}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{insight.description}</p>
      {insight.metric ? (
        <p className="mt-2 text-sm text-ink">
          <span className="font-semibold">
            {formatNumber(insight.metric.value)}
            {insight.metric.unit.startsWith('/') || insight.metric.unit === '%'
              ? insight.metric.unit
              : ` ${insight.metric.unit}`}
          </span>
          {insight.metric.change !== null ? (
            <span className="text-ink-muted">
              {' '}
              ({signedPercent(insight.metric.change)} vs the period before)
            </span>
          ) : null}
        </p>
      ) : null}
      {insight.links.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {insight.links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={buttonClasses({ variant: 'secondary' })}>
                {link.label}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

const formatNumber = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });
const signedPercent = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatNumber(Math.abs(n))}%`;

/** The insights as a list, or a sentence when there are none. */
export function InsightList({ insights, empty }: { insights: TWellnessInsight[]; empty: string }) {
  if (insights.length === 0) return <p className="text-sm text-ink-muted">{empty}</p>;
  return (
    <ul className="space-y-3">
      {insights.map((insight) => (
        <li key={insight.id}>
          <InsightCard insight={insight} />
        </li>
      ))}
    </ul>
  );
}

/** Rising, falling or steady, coloured by what the direction means for this metric. */
export function TrendMark({ summary }: { summary: Pick<TMetricSummary, 'trend' | 'higherIsBetter'> }) {
  if (!summary.trend) return null;
  const tone = trendTone(summary);
  const Icon = summary.trend === 'up' ? TrendingUp : summary.trend === 'down' ? TrendingDown : Minus;
  return (
    <span className={cn('inline-flex items-center gap-1 text-caption font-semibold', TONE_TEXT[tone])}>
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      {TREND_WORDS[summary.trend]}
      {tone === 'good' ? ' (better)' : tone === 'bad' ? ' (worse)' : ''}
    </span>
  );
}

/**
 * The metric summary cards: the period's average out of 10 toned by its value, the change against the
 * period before and the trend. A metric without data says so in words, with no number.
 */
export function MetricCards({ summaries }: { summaries: TMetricSummary[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3">
      {summaries.map((summary) =>
        summary.current === null ? (
          <div key={summary.metric} className="min-w-0 rounded-xl bg-surface p-3">
            <dt className="text-sm font-medium text-ink-muted">{summary.label}</dt>
            <dd className="mt-1 text-sm text-ink-muted">No data in this period yet</dd>
          </div>
        ) : (
          <StatTile
            key={summary.metric}
            label={summary.label}
            value={formatNumber(summary.current)}
            unit="/10"
            tone={metricTone(METRIC_TONE_KEY[summary.metric], summary.current)}
          >
            <span className="block text-xs text-ink-muted">
              {summary.changePercent !== null
                ? `${signedPercent(summary.changePercent)} vs the period before`
                : 'Nothing to compare with yet'}
            </span>
            <TrendMark summary={summary} />
          </StatTile>
        ),
      )}
    </dl>
  );
}

/** What is still needed before numbers appear, in the engine's own sentences. */
export function NeedsList({ needs }: { needs: string[] }) {
  if (needs.length === 0) return null;
  return (
    <section aria-labelledby="insights-needs" className={cn('rounded-xl p-4 ring-1', TONE_PANEL.neutral)}>
      <h2 id="insights-needs" className="flex items-center gap-2 font-semibold text-ink">
        <ListChecks className="h-5 w-5 shrink-0" aria-hidden="true" />
        What your insights still need
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
        {needs.map((need) => (
          <li key={need}>{need}</li>
        ))}
      </ul>
    </section>
  );
}

/** Shown instead of correlations, patterns and early warnings to free users and a used-up trial. */
export function PremiumUpsell() {
  return (
    <div className="rounded-xl border border-brand/40 bg-brand-soft p-4 text-center">
      <Sparkles className="mx-auto h-6 w-6 text-brand-ink" aria-hidden="true" />
      <p className="mt-2 text-sm text-ink">{INSIGHTS_MESSAGES.premiumUpsell}</p>
      <Link href="/premium" className={cn(buttonClasses(), 'mt-3')}>
        Upgrade to Premium
      </Link>
    </div>
  );
}
