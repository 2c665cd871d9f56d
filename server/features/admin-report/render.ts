import { errorRouteLine, ratingLine, reportRows } from '../../../common/admin-report';
import { ADMIN_REPORT_LIMITS, type TReportMetrics } from '../../../contract/admin-report';
import { escapeHtml } from '../../lib/html';
import { describeReportDate } from './report-time';

/**
 * The daily report as mail (docs/product/admin.md#daily-report): a subject, a plain-text body and an
 * HTML body of simple tables with inline styles (what mail clients keep). Every value is escaped.
 * Counts only: the report never names a person, an address or a health value.
 */

export type ReportMail = { subject: string; text: string; html: string };

const windowLine = (m: TReportMetrics) =>
  `${m.windowStart.slice(0, 16).replace('T', ' ')} to ${m.windowEnd.slice(0, 16).replace('T', ' ')} UTC`;

export function renderReport(
  m: TReportMetrics,
  options: { reportDate: string; appUrl: string; test?: boolean },
): ReportMail {
  const day = describeReportDate(options.reportDate);
  const subject = `${options.test ? '[Test] ' : ''}Infinite Wellness daily report: ${day}`;
  const rows = reportRows(m);
  const dashboard = `${options.appUrl.replace(/\/$/, '')}/analytics-dashboard`;

  const text = [
    `Infinite Wellness daily report: ${day}`,
    `The last ${ADMIN_REPORT_LIMITS.windowHours} hours (${windowLine(m)}).`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    m.feedbackCount > 0 ? `Ratings: ${ratingLine(m)}` : null,
    ...(m.serverErrorRoutes.length > 0
      ? ['', 'Routes with the most server errors:', ...m.serverErrorRoutes.map(errorRouteLine)]
      : []),
    '',
    `The analytics dashboard: ${dashboard}`,
    options.test
      ? 'This is a test send of the report.'
      : 'You receive this report every day at 6 PM Pacific.',
  ]
    .filter((line): line is string => line !== null)
    .join('\n');

  const cell = 'padding:8px 12px;border-bottom:1px solid #e2e8f0;font-size:15px;';
  const tableRows = rows
    .map(
      ([label, value]) =>
        `<tr><td style="${cell}color:#334155;">${escapeHtml(label)}</td>` +
        `<td style="${cell}color:#0f172a;font-weight:bold;text-align:right;">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const ratings =
    m.feedbackCount > 0
      ? `<p style="margin:12px 0 0;font-size:14px;color:#334155;">Ratings: ${escapeHtml(ratingLine(m))}</p>`
      : '';
  const errors =
    m.serverErrorRoutes.length > 0
      ? `<h2 style="margin:24px 0 8px;font-size:16px;color:#0f172a;">Routes with the most server errors</h2>` +
        `<ul style="margin:0;padding-left:20px;font-size:14px;color:#334155;">${m.serverErrorRoutes
          .map((e) => `<li>${escapeHtml(errorRouteLine(e))}</li>`)
          .join('')}</ul>`
      : '';

  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:16px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:20px;">',
    `<h1 style="margin:0 0 4px;font-size:20px;color:#0f172a;">Daily report: ${escapeHtml(day)}</h1>`,
    `<p style="margin:0 0 16px;font-size:14px;color:#475569;">The last ${ADMIN_REPORT_LIMITS.windowHours} hours (${escapeHtml(windowLine(m))}).</p>`,
    `<table role="presentation" style="width:100%;border-collapse:collapse;">${tableRows}</table>`,
    ratings,
    errors,
    `<p style="margin:24px 0 0;font-size:14px;"><a href="${escapeHtml(dashboard)}" style="color:#0f766e;">Open the analytics dashboard</a></p>`,
    `<p style="margin:12px 0 0;font-size:12px;color:#64748b;">${
      options.test
        ? 'This is a test send of the report.'
        : 'You receive this report every day at 6 PM Pacific.'
    } Counts only: no names, addresses or health data.</p>`,
    '</div></body></html>',
  ].join('');

  return { subject, text, html };
}
