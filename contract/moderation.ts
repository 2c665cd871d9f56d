import { z } from 'zod';
import { COMMUNITY_TOPICS } from './community';
import { FEEDBACK_CATEGORIES, WIDGET_CATEGORIES, ZPageFeedback, ZWidgetFeedback } from './feedback';

/**
 * Members' reports of community posts and the admins' moderation queues: reported posts, feedback,
 * requests, success stories, and the admin menu's counts (docs/product/admin.md#moderation).
 */

/** Why a member reports a post, in the report dialog's order. */
export const POST_REPORT_REASONS = [
  'unsafe-advice',
  'harassment',
  'spam',
  'private-information',
  'off-topic',
  'other',
] as const;
export type TPostReportReason = (typeof POST_REPORT_REASONS)[number];

export const POST_REPORT_REASON_LABELS: Record<TPostReportReason, string> = {
  'unsafe-advice': 'Unsafe or risky health advice',
  harassment: 'Harassment or hurtful words',
  spam: 'Advertising or spam',
  'private-information': "Shares someone's private information",
  'off-topic': 'Not about living with a condition',
  other: 'Something else',
};

export const MODERATION_LIMITS = {
  /** The optional detail a member adds to a report. */
  reportDetailMax: 300,
  /** Reports per member per rolling hour (rate-limited on the server). */
  reportsPerHour: 20,
  /** Reported posts per answer of the admin queue. */
  reportQueueMax: 100,
  /** Feedback per page of the admin list. */
  feedbackPageDefault: 20,
  feedbackPageMax: 50,
} as const;

export const MODERATION_MESSAGES = {
  reportReasonRequired: 'Please choose why you are reporting this post.',
  reportDetailMax: `The detail must be at most ${MODERATION_LIMITS.reportDetailMax} characters.`,
  ownPostReport: 'You cannot report your own post.',
  reportRateLimited: `You can send up to ${MODERATION_LIMITS.reportsPerHour} reports an hour. Please try again later.`,
  reported: 'Thank you. A moderator will look at this post.',
  reportFailed: 'Your report was not sent',
  nothingWaiting: 'Nothing waiting',
  postHidden: 'Post hidden from the community',
  postRestored: 'Post restored to the community',
  reportsDismissed: 'Reports dismissed; the post stays',
  decisionFailed: 'That change was not saved',
  statusSaved: 'Status updated',
  requestHandled: 'Marked as handled',
  requestReopened: 'Request reopened',
  storyApproved: 'Story published',
  storyRejected: 'Story not published',
  feedbackNotFound: 'This feedback no longer exists.',
  requestNotFound: 'This request no longer exists.',
  postNotFound: 'This post no longer exists.',
  notHidden: 'This post is not hidden.',
  alreadyHidden: 'This post is already hidden.',
} as const;

/** POST /api/community/posts/{id}/report. */
export const ZReportPostRequest = z.object({
  reason: z.enum(POST_REPORT_REASONS, { error: MODERATION_MESSAGES.reportReasonRequired }),
  detail: z
    .string()
    .trim()
    .max(MODERATION_LIMITS.reportDetailMax, MODERATION_MESSAGES.reportDetailMax)
    .optional(),
});
export type TReportPostRequest = z.input<typeof ZReportPostRequest>;

/** The answer to a report: the member's report is on file (a second report changes nothing). */
export const ZReportPostResult = z.object({ postId: z.string(), reportedByMe: z.literal(true) });
export type TReportPostResult = z.infer<typeof ZReportPostResult>;

/** GET /api/admin/community/reports?status=: posts with open reports (default), or hidden posts. */
export const REPORT_QUEUE_STATUSES = ['open', 'hidden'] as const;
export const ZReportQueueQuery = z.object({ status: z.enum(REPORT_QUEUE_STATUSES).default('open') });
export type TReportQueueStatus = (typeof REPORT_QUEUE_STATUSES)[number];

/** One report as the queue shows it: the reason and the member's detail, never who sent it. */
export const ZPostReportReason = z.object({
  reason: z.enum(POST_REPORT_REASONS),
  detail: z.string().nullable(),
});

/** A reported (or hidden) post in the admins' queue. The author is initials or 'Member', never an email. */
export const ZReportedPost = z.object({
  id: z.string(),
  topic: z.enum(COMMUNITY_TOPICS),
  content: z.string(),
  author: z.string(),
  /** Open reports (the open queue), or every report the post had (hidden posts). */
  reportCount: z.number().int(),
  reports: z.array(ZPostReportReason),
  firstReportedAt: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  postedAt: z.string(),
});
export type TReportedPost = z.infer<typeof ZReportedPost>;
export const ZReportedPostList = z.array(ZReportedPost);

/** The answer to a decision on a post: whether it is now hidden. */
export const ZPostDecisionResult = z.object({ id: z.string(), hiddenAt: z.string().nullable() });
export type TPostDecisionResult = z.infer<typeof ZPostDecisionResult>;

/** Waiting items per queue, for the admin menu's badges. */
export const ZQueueCounts = z.object({
  feedback: z.number().int(),
  requests: z.number().int(),
  stories: z.number().int(),
  reports: z.number().int(),
  applications: z.number().int(),
});
export type TQueueCounts = z.infer<typeof ZQueueCounts>;

/** Where admins are with a piece of feedback. */
export const FEEDBACK_STATUSES = ['new', 'in_progress', 'resolved', 'dismissed'] as const;
export type TFeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_STATUS_LABELS: Record<TFeedbackStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

/** Every category a piece of feedback may carry: the page's five and the widget's seven. */
export const FEEDBACK_FILTER_CATEGORIES = [...FEEDBACK_CATEGORIES, ...WIDGET_CATEGORIES] as const;

/** GET /api/admin/feedback: newest first, filtered, one page at a time. */
export const ZAdminFeedbackQuery = z.object({
  source: z.enum(['page', 'widget']).optional(),
  category: z.enum(FEEDBACK_FILTER_CATEGORIES).optional(),
  status: z.enum(FEEDBACK_STATUSES).optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MODERATION_LIMITS.feedbackPageMax)
    .default(MODERATION_LIMITS.feedbackPageDefault),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TAdminFeedbackQuery = z.input<typeof ZAdminFeedbackQuery>;

const statusFields = {
  status: z.enum(FEEDBACK_STATUSES),
  statusUpdatedAt: z.string().nullable(),
};
export const ZAdminFeedbackItem = z.discriminatedUnion('source', [
  ZPageFeedback.extend(statusFields),
  ZWidgetFeedback.extend(statusFields),
]);
export type TAdminFeedbackItem = z.infer<typeof ZAdminFeedbackItem>;

export const ZAdminFeedbackPage = z.object({
  items: z.array(ZAdminFeedbackItem),
  /** Items matching the filters, on every page. */
  total: z.number().int(),
});
export type TAdminFeedbackPage = z.infer<typeof ZAdminFeedbackPage>;

/** PATCH /api/admin/feedback/{id}. */
export const ZFeedbackStatusRequest = z.object({ status: z.enum(FEEDBACK_STATUSES) });
export type TFeedbackStatusRequest = z.input<typeof ZFeedbackStatusRequest>;

/** POST (handled) or DELETE (reopened) /api/admin/{practitioner,challenge}-requests/{id}/handled. */
export const ZRequestHandled = z.object({ id: z.string(), handledAt: z.string().nullable() });
export type TRequestHandled = z.infer<typeof ZRequestHandled>;
