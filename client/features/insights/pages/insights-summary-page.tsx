import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import {
  INSIGHT_PERIOD_LABELS,
  INSIGHT_PERIODS,
  type TDoctorSummary,
  type TInsightPeriod,
} from '@contract/insights';
import { INSIGHTS_EXPORT_MESSAGES } from '@contract/insights-export';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { useDoctorSummary, useInsights } from '../hooks';
import { longDate } from '../present';
import '../print.css';

const TREND_WORDS = { up: 'rising', down: 'falling', flat: 'steady' } as const;

const periodFrom = (search: string): TInsightPeriod => {
  const value = new URLSearchParams(search).get('period');
  return (INSIGHT_PERIODS as readonly string[]).includes(value ?? '') ? (value as TInsightPeriod) : '30d';
};

const formatValue = (value: number | null, unit: string) =>
  value === null
    ? '—'
    : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}${unit.startsWith('/') ? unit : ` ${unit}`}`;

/**
 * The one-page summary for a doctor (docs/product/insights.md#export-and-the-doctor-summary): the
 * person's own figures for the period, printable in black on white.
 */
export default function InsightsSummaryPage() {
  useDocumentTitle('Health summary');
  const period = periodFrom(useSearch());
  const summary = useDoctorSummary(period);
  // The correlation sentences, when the insights engine has any for this person and period.
  const insights = useInsights(period, 'all', summary.isSuccess);
  const correlations = insights.data?.correlations.map((c) => c.sentence) ?? summary.data?.correlations ?? [];

  return (
    <div className="px-4 pt-4 pb-8">
      <div className="flex items-center justify-between gap-3 print:hidden">
        <Link
          href="/insights"
          className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-medium text-brand-ink hover:underline focus-visible:outline-2 focus-visible:outline-focus"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to insights
        </Link>
        <Button onClick={() => window.print()} disabled={!summary.data}>
          <Printer className="h-5 w-5" aria-hidden="true" />
          Print
        </Button>
      </div>
      <QueryCard
        query={summary}
        loadingLabel="Loading your summary..."
        skeleton={
          <div className="mt-4 space-y-3">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        }
        error={INSIGHTS_EXPORT_MESSAGES.summaryLoadFailed}
      >
        {(data) => <SummarySheet data={data} correlations={correlations} />}
      </QueryCard>
    </div>
  );
}

function SummarySheet({ data, correlations }: { data: TDoctorSummary; correlations: string[] }) {
  return (
    <article className="doctor-summary mt-4 space-y-4 text-ink" aria-labelledby="summary-title">
      <div className="border-b border-line pb-3">
        <h1 id="summary-title" className="text-2xl font-bold tracking-tight">
          {INSIGHTS_EXPORT_MESSAGES.summaryTitle}
          {data.name ? `: ${data.name}` : null}
        </h1>
        <p className="mt-1 text-sm">
          {INSIGHT_PERIOD_LABELS[data.period]}: {longDate(data.from)} to {longDate(data.to)}
        </p>
        <p className="text-sm text-ink-muted">Generated {longDate(data.generatedAt)}</p>
        <p className="mt-2 text-sm font-medium">{INSIGHTS_EXPORT_MESSAGES.selfReported}</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <ListSection title="Conditions" items={data.conditions} />
        <ListSection title="Medications" items={data.medications} />
      </div>

      <section aria-labelledby="summary-symptoms">
        <h2 id="summary-symptoms" className="text-lg font-semibold">
          Symptoms
        </h2>
        {data.symptoms.length === 0 ? (
          <p className="text-sm">{INSIGHTS_EXPORT_MESSAGES.noSymptoms}</p>
        ) : (
          <table className="mt-1 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1 pr-2 font-semibold">
                  Symptom
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-semibold">
                  Times logged
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-semibold">
                  Average severity
                </th>
                <th scope="col" className="py-1 font-semibold">
                  Severity trend
                </th>
              </tr>
            </thead>
            <tbody>
              {data.symptoms.map((s) => (
                <tr key={s.name} className="border-b border-line">
                  <th scope="row" className="py-1 pr-2 font-normal break-words">
                    {s.name}
                  </th>
                  <td className="py-1 pr-2 text-right">{s.count}</td>
                  <td className="py-1 pr-2 text-right">{s.averageSeverity}/10</td>
                  <td className="py-1">{s.trend ? TREND_WORDS[s.trend] : 'too few entries'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="summary-check-ins">
        <h2 id="summary-check-ins" className="text-lg font-semibold">
          Daily check-ins
        </h2>
        {data.checkInDays === 0 ? (
          <p className="text-sm">{INSIGHTS_EXPORT_MESSAGES.noCheckIns}</p>
        ) : (
          <>
            <p className="text-sm">
              Averages over {data.checkInDays} {data.checkInDays === 1 ? 'day' : 'days'} with a check-in.
            </p>
            <dl className="mt-1 grid grid-cols-2 gap-x-4 text-sm">
              {data.checkInAverages.map((a) => (
                <div key={a.label} className="flex justify-between gap-2 border-b border-line py-1">
                  <dt>{a.label}</dt>
                  <dd className="font-semibold">{formatValue(a.value, a.unit)}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </section>

      {correlations.length > 0 ? (
        <section aria-labelledby="summary-correlations">
          <h2 id="summary-correlations" className="text-lg font-semibold">
            Patterns in the data
          </h2>
          <ul className="list-disc pl-5 text-sm">
            {correlations.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

function ListSection({ title, items }: { title: string; items: string[] }) {
  const id = `summary-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm">{INSIGHTS_EXPORT_MESSAGES.noneListed}</p>
      ) : (
        <ul className="list-disc pl-5 text-sm">
          {items.map((item) => (
            <li key={item} className="break-words">
              {item}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
