import { REPORT_HOUR, REPORT_TIME_ZONE } from '../../../contract/admin-report';
import type { ScheduleOptions } from '../../lib/jobs';

/** The daily report's background job (docs/operations.md#the-daily-admin-report). */
export const ADMIN_REPORT_JOB = 'admin-report.daily';

/**
 * 18:00 every day in Los Angeles (pg-boss follows the zone's daylight-saving changes). A failed run
 * is tried again 3 times, 5 minutes apart; it resumes without mailing an address twice.
 */
export const ADMIN_REPORT_SCHEDULE: { cron: string; options: ScheduleOptions } = {
  cron: `0 ${REPORT_HOUR} * * *`,
  options: { tz: REPORT_TIME_ZONE, retryLimit: 3, retryDelaySeconds: 5 * 60 },
};
