import type { z } from 'zod';
import { ZInsightsQuery } from './insights';

/**
 * Export of the insights period (docs/product/insights.md#export-and-the-doctor-summary): the day-by-day
 * CSV (`GET /api/insights/export.csv`) and the one-page doctor summary (`GET /api/insights/summary`,
 * answering `ZDoctorSummary` of contract/insights.ts). Both are the caller's own data only.
 */
export const ZInsightsExportQuery = ZInsightsQuery.pick({ period: true, tz: true });
export type TInsightsExportQuery = z.input<typeof ZInsightsExportQuery>;

export const INSIGHTS_EXPORT_MESSAGES = {
  exportTitle: 'Export your data',
  exportDescription: 'Download the days of this period, or open a one-page summary to print for your doctor.',
  csvChoice: 'Download data (CSV)',
  csvChoiceHint: 'One row per day: check-ins, sleep, symptoms, meals, water, fasting and exercise.',
  summaryChoice: 'Summary for your doctor',
  summaryChoiceHint: 'A printable page with your conditions, medications, symptoms and check-ins.',
  csvDownloaded: 'Your data was downloaded',
  summaryTitle: 'Health summary',
  selfReported:
    'Self-reported data, logged by the person in Infinite Wellness. It is not a diagnosis and has not been checked by a clinician.',
  summaryLoadFailed: 'Could not load your summary',
  noSymptoms: 'No symptoms logged in this period.',
  noCheckIns: 'No check-ins in this period.',
  noneListed: 'None listed in the profile.',
} as const;
