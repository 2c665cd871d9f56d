import { z } from 'zod';

/**
 * Success stories (docs/product/success-stories.md): members share what helped them; a story is
 * reviewed before every member can read it; likes and reports are one per member.
 */

/** The condition a story is about, in the filter's order. */
export const STORY_CONDITIONS = [
  'fibromyalgia',
  'autoimmune',
  'inflammation',
  'chronic-fatigue',
  'digestive-issues',
  'hormonal-imbalance',
  'anxiety',
  'depression',
  'other',
] as const;
export type TStoryCondition = (typeof STORY_CONDITIONS)[number];

/** Each condition in plain words (chips, the form's select, the card's tag). */
export const STORY_CONDITION_LABELS: Record<TStoryCondition, string> = {
  fibromyalgia: 'Fibromyalgia',
  autoimmune: 'Autoimmune',
  inflammation: 'Inflammation',
  'chronic-fatigue': 'Chronic fatigue',
  'digestive-issues': 'Digestive issues',
  'hormonal-imbalance': 'Hormonal imbalance',
  anxiety: 'Anxiety',
  depression: 'Depression',
  other: 'Other',
};

/**
 * pending: waiting for review (new stories, and published ones that enough members reported);
 * published: every member reads it; rejected: not published (the author sees why, when given).
 */
export const STORY_STATUSES = ['pending', 'published', 'rejected'] as const;
export type TStoryStatus = (typeof STORY_STATUSES)[number];

/** What the author sees of each status on My Stories. */
export const STORY_STATUS_LABELS: Record<TStoryStatus, string> = {
  pending: 'Pending review',
  published: 'Published',
  rejected: 'Not published',
};

/** Why a member reports a story, in the report dialog's order. */
export const STORY_REPORT_REASONS = [
  'unsafe-advice',
  'not-genuine',
  'offensive',
  'spam',
  'private-information',
  'other',
] as const;
export type TStoryReportReason = (typeof STORY_REPORT_REASONS)[number];

export const STORY_REPORT_REASON_LABELS: Record<TStoryReportReason, string> = {
  'unsafe-advice': 'Unsafe or risky health advice',
  'not-genuine': 'Not a genuine experience',
  offensive: 'Offensive or hurtful',
  spam: 'Advertising or spam',
  'private-information': "Shares someone's private information",
  other: 'Something else',
};

export const STORY_LIMITS = {
  titleMin: 5,
  titleMax: 120,
  conditionMin: 1,
  textMin: 10,
  textMax: 2000,
  timelineMin: 1,
  timelineMax: 100,
  reviewNoteMax: 500,
  /** Stories per page of Browse and My Stories. */
  pageDefault: 10,
  pageMax: 50,
  /** Admin review queue: stories per answer. */
  queueMax: 100,
  /** Reports by different members that send a published story back to review. */
  reportsToReview: 3,
  /** New stories per member per rolling day (rate-limited on the server). */
  storiesPerDay: 5,
} as const;

export const STORY_MESSAGES = {
  titleMin: 'Title must be at least 5 characters.',
  titleMax: `Title must be at most ${STORY_LIMITS.titleMax} characters.`,
  conditionRequired: 'Please specify your condition.',
  beforeSymptomsMin: 'Please describe your symptoms before.',
  beforeSymptomsMax: `Symptoms before must be at most 2,000 characters.`,
  afterImprovementMin: 'Please describe your improvement.',
  afterImprovementMax: `Your improvement must be at most 2,000 characters.`,
  treatmentProtocolMin: 'Please describe what worked for you.',
  treatmentProtocolMax: `What worked for you must be at most 2,000 characters.`,
  timelineMin: 'Please specify timeline.',
  timelineMax: `Timeline must be at most ${STORY_LIMITS.timelineMax} characters.`,
  reportReasonRequired: 'Please choose why you are reporting this story.',
  reviewNoteMax: `The reason must be at most ${STORY_LIMITS.reviewNoteMax} characters.`,
  /** Shown instead of the author of an anonymous story. */
  anonymous: 'Anonymous',
  submitted: 'Story submitted',
  submittedDescription: 'Thank you for sharing. Your story will appear in Browse once it has been reviewed.',
  submitFailed: 'Your story was not submitted',
  storyNotFound: 'This story is no longer available.',
  alreadyReported: 'You have already reported this story.',
  ownStoryReport: 'You cannot report your own story.',
  reported: 'Thank you. We will review this story.',
  reportFailed: 'Your report was not sent',
  likeFailed: 'Your like was not saved',
  rateLimited: `You can share up to ${STORY_LIMITS.storiesPerDay} stories a day. Please try again tomorrow.`,
  invalidCursor: 'The list has changed. Reload to see the latest stories.',
  notPending: 'This story is not waiting for review.',
} as const;

/** POST /api/success-stories: the Share Your Success Story form. */
export const ZCreateStoryRequest = z.object({
  title: z
    .string({ error: STORY_MESSAGES.titleMin })
    .trim()
    .min(STORY_LIMITS.titleMin, STORY_MESSAGES.titleMin)
    .max(STORY_LIMITS.titleMax, STORY_MESSAGES.titleMax),
  condition: z.enum(STORY_CONDITIONS, { error: STORY_MESSAGES.conditionRequired }),
  beforeSymptoms: z
    .string({ error: STORY_MESSAGES.beforeSymptomsMin })
    .trim()
    .min(STORY_LIMITS.textMin, STORY_MESSAGES.beforeSymptomsMin)
    .max(STORY_LIMITS.textMax, STORY_MESSAGES.beforeSymptomsMax),
  afterImprovement: z
    .string({ error: STORY_MESSAGES.afterImprovementMin })
    .trim()
    .min(STORY_LIMITS.textMin, STORY_MESSAGES.afterImprovementMin)
    .max(STORY_LIMITS.textMax, STORY_MESSAGES.afterImprovementMax),
  treatmentProtocol: z
    .string({ error: STORY_MESSAGES.treatmentProtocolMin })
    .trim()
    .min(STORY_LIMITS.textMin, STORY_MESSAGES.treatmentProtocolMin)
    .max(STORY_LIMITS.textMax, STORY_MESSAGES.treatmentProtocolMax),
  timeline: z
    .string({ error: STORY_MESSAGES.timelineMin })
    .trim()
    .min(STORY_LIMITS.timelineMin, STORY_MESSAGES.timelineMin)
    .max(STORY_LIMITS.timelineMax, STORY_MESSAGES.timelineMax),
  isAnonymous: z.boolean().default(false),
});
export type TCreateStoryRequest = z.input<typeof ZCreateStoryRequest>;
export type TCreateStoryValues = z.output<typeof ZCreateStoryRequest>;

/**
 * GET /api/success-stories and /user: newest first, `limit` a page; the next page by `cursor` (the
 * previous answer's `nextCursor`) or by `page` (1-based).
 */
export const ZStoryListQuery = z.object({
  condition: z.enum(STORY_CONDITIONS).optional(),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(STORY_LIMITS.pageMax).default(STORY_LIMITS.pageDefault),
});
export type TStoryListQuery = z.input<typeof ZStoryListQuery>;

/** A story as a member reads it. */
export const ZSuccessStory = z.object({
  id: z.string(),
  title: z.string(),
  condition: z.enum(STORY_CONDITIONS),
  beforeSymptoms: z.string(),
  afterImprovement: z.string(),
  treatmentProtocol: z.string(),
  timeline: z.string(),
  isAnonymous: z.boolean(),
  /** First name and last initial ('Maya R.'), or 'Anonymous' (everywhere but the author's own list). */
  authorName: z.string(),
  /** The author's initial for the round badge; null for an anonymous story. */
  authorAvatar: z.string().nullable(),
  likes: z.number().int(),
  likedByMe: z.boolean(),
  reportedByMe: z.boolean(),
  isMine: z.boolean(),
  status: z.enum(STORY_STATUSES),
  /** Why an admin did not publish it: only on the author's own list, when the admin gave one. */
  reviewNote: z.string().nullable(),
  createdAt: z.string(),
  /** When it was (last) published; null while it never was. */
  publishedAt: z.string().nullable(),
});
export type TSuccessStory = z.infer<typeof ZSuccessStory>;

/** A page of stories and the cursor of the next one (null on the last page). */
export const ZStoryPage = z.object({
  stories: z.array(ZSuccessStory),
  nextCursor: z.string().nullable(),
});
export type TStoryPage = z.infer<typeof ZStoryPage>;

/** POST /api/success-stories/{id}/report. */
export const ZReportStoryRequest = z.object({
  reason: z.enum(STORY_REPORT_REASONS, { error: STORY_MESSAGES.reportReasonRequired }),
});
export type TReportStoryRequest = z.input<typeof ZReportStoryRequest>;

/** GET /api/admin/success-stories?status= (default: pending). */
export const ZAdminStoryQuery = z.object({
  status: z.enum(STORY_STATUSES).default('pending'),
});

/** A story in the review queue: the story, its open reports by reason, and whether it was published before. */
export const ZAdminStory = ZSuccessStory.extend({
  openReports: z.number().int(),
  reportReasons: z.array(z.enum(STORY_REPORT_REASONS)),
});
export type TAdminStory = z.infer<typeof ZAdminStory>;
export const ZAdminStoryList = z.array(ZAdminStory);

/** POST /api/admin/success-stories/{id}/reject. */
export const ZRejectStoryRequest = z.object({
  reason: z.string().trim().max(STORY_LIMITS.reviewNoteMax, STORY_MESSAGES.reviewNoteMax).optional(),
});
export type TRejectStoryRequest = z.input<typeof ZRejectStoryRequest>;
