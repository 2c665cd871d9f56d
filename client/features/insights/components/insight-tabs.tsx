import { Chart, type ChartPoint } from '@client/ui/chart';
import { describeSeries } from '@client/ui/chart-summary';
import {
  INSIGHT_LIMITS,
  INSIGHT_PERIOD_LABELS,
  type TInsightSeries,
  type TInsightsResponse,
  type TPattern,
} from '@contract/insights';
import { shortDate, slopeSentence, sparseTicks } from '../present';
import { InsightList, MetricCards, NeedsList, PremiumUpsell, TrendMark } from './insight-parts';

type TabProps = { data: TInsightsResponse };

/** Overview: the metric cards, what is still needed and the 3 key insights. */
export function OverviewTab({ data }: TabProps) {
  return (
    <div className="space-y-4">
      <NeedsList needs={data.needs} />
      {data.summaries.length > 0 ? <MetricCards summaries={data.summaries} /> : null}
      <section aria-labelledby="key-insights" className="space-y-3">
        <h2 id="key-insights" className="text-lg font-semibold text-ink">
          Key insights
        </h2>
        <InsightList
          insights={data.insights.slice(0, INSIGHT_LIMITS.overviewInsights)}
          empty="No insights yet for this period: keep logging and they will appear here."
        />
      </section>
    </div>
  );
}

const isScore = (unit: string) => unit === '/10' || unit === 'out of 10';

/** One series as a line, with its trend in words when its summary has one. */
function SeriesChart({ series, data }: { series: TInsightSeries; data: TInsightsResponse }) {
  const points: ChartPoint[] = series.points.map((p) => ({ label: shortDate(p.date), value: p.value }));
  const summary = data.summaries.find((s) => s.metric === series.key);
  const sentence = summary ? slopeSentence(summary) : null;
  const headingId = `series-${series.key}`;
  const unitWords = isScore(series.unit) ? 'out of 10' : series.unit;
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-xl border border-line p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-ink">
          {series.label}
        </h3>
        {summary ? <TrendMark summary={summary} /> : null}
      </div>
      <Chart
        kind="line"
        points={points}
        ticks={sparseTicks(points.map((p) => p.label))}
        summary={describeSeries({
          subject: `${series.label}, ${INSIGHT_PERIOD_LABELS[data.period].toLowerCase()}`,
          points,
          unit: unitWords,
        })}
        table={{ caption: `${series.label} by day`, label: 'Day', value: series.label }}
        range={isScore(series.unit) ? [0, 10] : undefined}
        height={140}
      />
      <p className="text-sm text-ink-muted">
        {sentence ?? summary?.insights[0] ?? 'Not enough days logged for a trend yet.'}
      </p>
    </section>
  );
}

/** Trends: a chart per series of the chosen metric(s), with the slope and its interval in words. */
export function TrendsTab({ data }: TabProps) {
  const withData = data.series.filter((s) => s.points.some((p) => p.value !== null));
  if (withData.length === 0) {
    return (
      <div className="space-y-4">
        <NeedsList needs={data.needs} />
        <p className="text-sm text-ink-muted">
          Nothing logged in this period yet, so there is no trend to draw.
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {withData.map((series) => (
        <SeriesChart key={series.key} series={series} data={data} />
      ))}
    </div>
  );
}

/** Insights: the first 4, and the upsell where predictive insights are not available. */
export function InsightsTab({ data }: TabProps) {
  return (
    <div className="space-y-4">
      <InsightList
        insights={data.insights.slice(0, INSIGHT_LIMITS.insightsTab)}
        empty="No insights yet for this period: keep logging and they will appear here."
      />
      {data.predictive.available ? null : <PremiumUpsell />}
    </div>
  );
}

function PatternCard({ pattern }: { pattern: TPattern }) {
  const points: ChartPoint[] = pattern.bars.map((bar) => ({ label: bar.label, value: bar.value }));
  return (
    <article
      aria-labelledby={`pattern-${pattern.id}`}
      className="space-y-2 rounded-xl border border-line p-3"
    >
      <h3 id={`pattern-${pattern.id}`} className="font-semibold text-ink">
        {pattern.title}
      </h3>
      <p className="text-sm text-ink-muted">{pattern.description}</p>
      {points.some((p) => p.value !== null) ? (
        <Chart
          kind="bar"
          points={points}
          summary={describeSeries({ subject: pattern.title, points, unit: '', pointNoun: 'bars' })}
          table={{ caption: pattern.title, label: 'When', value: 'Average' }}
          height={120}
        />
      ) : null}
    </article>
  );
}

/** Patterns: correlations as sentences with their days of data, day/time bars and symptom clusters. */
export function PatternsTab({ data }: TabProps) {
  if (!data.predictive.available) return <PremiumUpsell />;
  const nothing = data.correlations.length === 0 && data.patterns.length === 0;
  return (
    <div className="space-y-4">
      {nothing ? (
        <>
          <NeedsList needs={data.needs} />
          <p className="text-sm text-ink-muted">
            No pattern stands out in this period yet. Patterns are shown only when there are enough days on
            both sides and they hold up after checking many comparisons at once.
          </p>
        </>
      ) : null}
      {data.correlations.length > 0 ? (
        <section aria-labelledby="correlations" className="space-y-2">
          <h2 id="correlations" className="text-lg font-semibold text-ink">
            What moves together
          </h2>
          <ul className="space-y-2">
            {data.correlations.map((c) => (
              <li key={c.id} className="rounded-xl border border-line p-3">
                <p className="text-sm text-ink">{c.sentence}</p>
                <p className="mt-1 text-xs text-ink-muted">Based on {c.days} days of data.</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.patterns.length > 0 ? (
        <section aria-labelledby="patterns" className="space-y-2">
          <h2 id="patterns" className="text-lg font-semibold text-ink">
            Patterns
          </h2>
          {data.patterns.map((pattern) => (
            <PatternCard key={pattern.id} pattern={pattern} />
          ))}
        </section>
      ) : null}
    </div>
  );
}
