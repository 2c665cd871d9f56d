import { z } from 'zod';

/**
 * The daily admin report (docs/product/admin.md#daily-report): counts of the last 24 hours, mailed
 * every day at 18:00 in Los Angeles to the addresses admins schedule, sent now as a test, or
 * previewed as HTML.
 */

/** The report's time zone and hour (6 PM Pacific, summer and winter alike). */
export const REPORT_TIME_ZONE = 'America/Los_Angeles';
export const REPORT_HOUR = 18;
/** How the schedule answers say when the report goes out. */
export const REPORT_SENDS_AT = '18:00 America/Los_Angeles';

export const ADMIN_REPORT_LIMITS = {
  emailMax: 254,
  /** Addresses that receive the daily report. */
  recipientsMax: 20,
  /** Test sends per admin per hour. */
  testSendsPerHour: 10,
  /** The report covers this many hours up to the moment it is made. */
  windowHours: 24,
  /** Server errors are kept this long, then removed by the report job. */
  serverErrorDays: 30,
  /** Routes listed under server errors, the most frequent first. */
  errorRoutesShown: 5,
} as const;

/** The screen's and the server's texts. */
export const ADMIN_REPORT_MESSAGES = {
  scheduledTitle: 'Email Scheduled',
  scheduledText: 'Daily performance reports will be sent at 6 PM PST.',
  scheduleFailed: 'Scheduling Failed',
  testFailed: 'Test Email Failed',
  testSentTitle: 'Test Email Sent',
  emailRequiredTitle: 'Email Required',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Invalid email address',
  removedTitle: 'Address Removed',
  removeFailed: 'Could not remove the address',
  tooManyRecipients: `The daily report goes to at most ${ADMIN_REPORT_LIMITS.recipientsMax} addresses. Remove one first.`,
  testRateLimited: `You can send ${ADMIN_REPORT_LIMITS.testSendsPerHour} test reports an hour. Please try again later.`,
  notScheduled: 'This address is not on the report list.',
} as const;

export const ZReportEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, ADMIN_REPORT_MESSAGES.emailRequired)
  .max(ADMIN_REPORT_LIMITS.emailMax, ADMIN_REPORT_MESSAGES.emailInvalid)
  .email(ADMIN_REPORT_MESSAGES.emailInvalid);

/** POST /api/admin/email/schedule-daily and POST /api/admin/email/send-test. */
export const ZReportEmailRequest = z.object({ email: ZReportEmail });
export type TReportEmailRequest = z.infer<typeof ZReportEmailRequest>;

/** One address on the report list. */
export const ZReportRecipient = z.object({
  id: z.uuid(),
  email: z.string(),
  createdAt: z.iso.datetime(),
});
export type TReportRecipient = z.infer<typeof ZReportRecipient>;

/** GET /api/admin/email/schedule: when the report goes out and to whom. */
export const ZReportSchedule = z.object({
  sendsAt: z.literal(REPORT_SENDS_AT),
  /** The next send, as an instant. */
  nextSendAt: z.iso.datetime(),
  recipients: z.array(ZReportRecipient),
});
export type TReportSchedule = z.infer<typeof ZReportSchedule>;

/** POST /api/admin/email/schedule-daily (200 whether the address was new or already scheduled). */
export const ZScheduleDailyResponse = z.object({
  success: z.literal(true),
  sendsAt: z.literal(REPORT_SENDS_AT),
  nextSendAt: z.iso.datetime(),
  /** False when the address was already on the list (nothing changed). */
  created: z.boolean(),
  recipient: ZReportRecipient,
});
export type TScheduleDailyResponse = z.infer<typeof ZScheduleDailyResponse>;

export const ZRatingCounts = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});

/** The report's figures: counts only, never a name, an address or a health value. */
export const ZReportMetrics = z.object({
  /** The window the counts cover (the last 24 hours up to `windowEnd`). */
  windowStart: z.iso.datetime(),
  windowEnd: z.iso.datetime(),
  /** Accounts created in the window. */
  newUsers: z.number().int(),
  /** People signed in and active, or sending analytics events, in the window. */
  activeUsers: z.number().int(),
  trialStarts: z.number().int(),
  /** Paid Premium purchases (checkouts and one-click upgrades; renewals apart). */
  upgrades: z.number().int(),
  feedbackCount: z.number().int(),
  /** Mean rating of that feedback, 1 decimal; null without feedback. */
  averageRating: z.number().nullable(),
  ratingCounts: ZRatingCounts,
  /** Emergency replies the assistant showed. */
  emergencies: z.number().int(),
  /** Practitioner profiles waiting for review now (not only those sent in the window). */
  pendingApplications: z.number().int(),
  serverErrors: z.number().int(),
  /** The routes that failed most, as route patterns. */
  serverErrorRoutes: z.array(z.object({ method: z.string(), route: z.string(), count: z.number().int() })),
});
export type TReportMetrics = z.infer<typeof ZReportMetrics>;

/** POST /api/admin/email/send-test. */
export const ZSendTestResponse = z.object({
  success: z.literal(true),
  sentTo: z.string(),
  metrics: ZReportMetrics,
});
export type TSendTestResponse = z.infer<typeof ZSendTestResponse>;
