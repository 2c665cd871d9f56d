import { errorRouteLine, ratingLine, reportRows } from '@common/admin-report';
import type { TReportMetrics } from '@contract/admin-report';

/** The report's figures now, as the mail would give them (docs/product/admin.md#daily-report). */
export function ReportSummary({ metrics }: { metrics: TReportMetrics }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted">The last 24 hours, as the report would give them now.</p>
      <dl className="divide-y divide-line">
        {reportRows(metrics).map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-3 py-2">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="text-base font-semibold whitespace-nowrap text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {metrics.feedbackCount > 0 ? (
        <p className="text-sm text-ink-muted">Ratings: {ratingLine(metrics)}</p>
      ) : null}
      {metrics.serverErrorRoutes.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-ink">Routes with the most server errors</h3>
          <ul className="mt-1 space-y-1 text-sm break-all text-ink-muted">
            {metrics.serverErrorRoutes.map((e) => (
              <li key={`${e.method} ${e.route}`}>{errorRouteLine(e)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
