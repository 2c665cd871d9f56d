import { z } from 'zod';

/**
 * The feedback page's full form (POST /api/feedback), the floating widget's
 * submission (POST /api/feedback/submit) and the admins' list (GET /api/feedback).
 */

export const FEEDBACK_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  subjectMax: 200,
  feedbackMin: 10,
  feedbackMax: 5000,
  /** mostLikedFeature, leastLikedFeature, suggestedImprovements, additionalFeatures. */
  textMax: 1000,
  widgetMessageMax: 5000,
  emailMax: 254,
  /** Stored submissions per user per hour, page and widget together. */
  perUserPerHour: 20,
  adminListDefault: 100,
  adminListMax: 500,
} as const;

/** The messages and toasts, word for word (docs/product/feedback.md#rules-and-numbers). */
export const FEEDBACK_MESSAGES = {
  // Feedback page.
  ratingRequired: 'Please select a rating',
  categoryRequired: 'Please select a category',
  feedbackMin: 'Please share at least 10 characters of feedback',
  feedbackMax: 'Feedback can be at most 5,000 characters',
  subjectMax: 'Subject can be at most 200 characters',
  textMax: 'This answer can be at most 1,000 characters',
  featureRatingRange: 'Ratings go from 1 to 5 stars',
  pageSuccessTitle: 'Thank You!',
  pageSuccessDescription: 'Your feedback helps us create a better wellness experience.',
  pageFailedTitle: 'We appreciate your effort!',
  pageFailedDescription: "Your feedback didn't reach us. Please try again in a moment.",
  // Feedback widget.
  widgetRatingRequiredTitle: 'Rating Required',
  widgetRatingRequiredDescription: 'Please provide a rating before continuing.',
  widgetMessageRequiredTitle: 'Message Required',
  widgetMessageRequiredDescription: 'Please provide some feedback details.',
  widgetSuccessTitle: 'Thank you for your feedback!',
  widgetSuccessDescription: 'Your input helps us improve the product for everyone.',
  widgetFailedTitle: 'Submission Failed',
  widgetFailedDescription: 'Please try again later or contact support.',
  widgetTypeInvalid: 'Please choose a feedback type',
  widgetCategoryInvalid: 'Please choose a category from the list',
  widgetPriorityInvalid: 'Please choose a priority',
  widgetMessageMax: 'Feedback can be at most 5,000 characters',
  email: 'Please enter a valid email address',
  // Server.
  rateLimited: "You've sent a lot of feedback in the last hour. Thank you! Please try again later.",
} as const;

/** The feedback page's categories. */
export const FEEDBACK_CATEGORIES = ['general', 'feature', 'suggestion', 'bug', 'praise'] as const;
export type TFeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_CATEGORY_LABELS: Record<TFeedbackCategory, string> = {
  general: 'General Feedback',
  feature: 'Feature Request',
  suggestion: 'Suggestion',
  bug: 'Bug Report',
  praise: 'Praise',
};

/** The eight per-feature ratings behind the detailed-ratings checkbox. */
export const FEATURE_RATING_KEYS = [
  'easeOfUse',
  'featureCompleteness',
  'designQuality',
  'performance',
  'symptomsTracking',
  'aiChat',
  'practitionerDirectory',
  'community',
] as const;
export type TFeatureRatingKey = (typeof FEATURE_RATING_KEYS)[number];
export const FEATURE_RATING_LABELS: Record<TFeatureRatingKey, string> = {
  easeOfUse: 'Ease of Use',
  featureCompleteness: 'Feature Completeness',
  designQuality: 'Design Quality',
  performance: 'Performance',
  symptomsTracking: 'Symptom Tracking',
  aiChat: 'AI Chat',
  practitionerDirectory: 'Practitioner Directory',
  community: 'Community',
};

/** The four optional free-text answers of the feedback page. */
export const FEEDBACK_TEXT_KEYS = [
  'mostLikedFeature',
  'leastLikedFeature',
  'suggestedImprovements',
  'additionalFeatures',
] as const;
export type TFeedbackTextKey = (typeof FEEDBACK_TEXT_KEYS)[number];

/** The widget's types, categories (7) and priorities (docs/product/feedback.md#widget). */
export const WIDGET_TYPES = ['general', 'bug', 'feature', 'improvement'] as const;
export type TWidgetType = (typeof WIDGET_TYPES)[number];
export const WIDGET_TYPE_LABELS: Record<TWidgetType, string> = {
  general: 'General',
  bug: 'Bug Report',
  feature: 'Feature Request',
  improvement: 'Improvement',
};
export const WIDGET_CATEGORIES = [
  'User Interface',
  'Performance',
  'Features',
  'Navigation',
  'Content',
  'Mobile Experience',
  'Other',
] as const;
export type TWidgetCategory = (typeof WIDGET_CATEGORIES)[number];
export const WIDGET_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TWidgetPriority = (typeof WIDGET_PRIORITIES)[number];
export const WIDGET_PRIORITY_LABELS: Record<TWidgetPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};
export const WIDGET_PRIORITY_DEFAULT: TWidgetPriority = 'medium';
export const WIDGET_STEPS = 3;

/** The widget's rating labels. */
export const RATING_LABELS: Record<1 | 2 | 3 | 4 | 5, string> = {
  5: 'Excellent!',
  4: 'Good',
  3: 'Okay',
  2: 'Not great',
  1: 'Poor',
};

const ZRating = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(FEEDBACK_LIMITS.ratingMin, message)
    .max(FEEDBACK_LIMITS.ratingMax, message);

/** Optional free text: trimmed, capped; empty or missing becomes null. */
const ZOptionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

const ZFeatureRating = ZRating(FEEDBACK_MESSAGES.featureRatingRange)
  .nullish()
  .transform((value) => value ?? null);

/** The feedback page's fields (docs/product/feedback.md#feedback-page). */
export const ZFeedbackRequest = z.object({
  rating: ZRating(FEEDBACK_MESSAGES.ratingRequired),
  category: z.enum(FEEDBACK_CATEGORIES, { error: FEEDBACK_MESSAGES.categoryRequired }),
  subject: ZOptionalText(FEEDBACK_LIMITS.subjectMax, FEEDBACK_MESSAGES.subjectMax),
  feedback: z
    .string({ error: FEEDBACK_MESSAGES.feedbackMin })
    .trim()
    .min(FEEDBACK_LIMITS.feedbackMin, FEEDBACK_MESSAGES.feedbackMin)
    .max(FEEDBACK_LIMITS.feedbackMax, FEEDBACK_MESSAGES.feedbackMax),
  easeOfUse: ZFeatureRating,
  featureCompleteness: ZFeatureRating,
  designQuality: ZFeatureRating,
  performance: ZFeatureRating,
  symptomsTracking: ZFeatureRating,
  aiChat: ZFeatureRating,
  practitionerDirectory: ZFeatureRating,
  community: ZFeatureRating,
  /** Unanswered unless the person picks Yes or No: null. */
  wouldRecommend: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
  mostLikedFeature: ZOptionalText(FEEDBACK_LIMITS.textMax, FEEDBACK_MESSAGES.textMax),
  leastLikedFeature: ZOptionalText(FEEDBACK_LIMITS.textMax, FEEDBACK_MESSAGES.textMax),
  suggestedImprovements: ZOptionalText(FEEDBACK_LIMITS.textMax, FEEDBACK_MESSAGES.textMax),
  additionalFeatures: ZOptionalText(FEEDBACK_LIMITS.textMax, FEEDBACK_MESSAGES.textMax),
  contactForFollowup: z.boolean().default(false),
});
export type TFeedbackRequest = z.input<typeof ZFeedbackRequest>;
export type TFeedbackRequestParsed = z.output<typeof ZFeedbackRequest>;

/**
 * Optional email. The widget checks it only through the input type, so the rule is exactly the
 * browser's own for `<input type="email">` (WHATWG), applied again on the server.
 */
const ZOptionalEmail = z
  .string()
  .trim()
  .max(FEEDBACK_LIMITS.emailMax, FEEDBACK_MESSAGES.email)
  .pipe(z.union([z.literal(''), z.email({ pattern: z.regexes.html5Email, error: FEEDBACK_MESSAGES.email })]))
  .nullish()
  .transform((value) => (value ? value : null));

/** The widget's submission; the message is trimmed on both sides. */
export const ZWidgetFeedbackRequest = z.object({
  type: z.enum(WIDGET_TYPES, { error: FEEDBACK_MESSAGES.widgetTypeInvalid }).default('general'),
  rating: ZRating(FEEDBACK_MESSAGES.widgetRatingRequiredDescription),
  message: z
    .string({ error: FEEDBACK_MESSAGES.widgetMessageRequiredDescription })
    .trim()
    .min(1, FEEDBACK_MESSAGES.widgetMessageRequiredDescription)
    .max(FEEDBACK_LIMITS.widgetMessageMax, FEEDBACK_MESSAGES.widgetMessageMax),
  email: ZOptionalEmail,
  category: z
    .enum(WIDGET_CATEGORIES, { error: FEEDBACK_MESSAGES.widgetCategoryInvalid })
    .nullish()
    .transform((value) => value ?? null),
  priority: z
    .enum(WIDGET_PRIORITIES, { error: FEEDBACK_MESSAGES.widgetPriorityInvalid })
    .default(WIDGET_PRIORITY_DEFAULT),
});
export type TWidgetFeedbackRequest = z.input<typeof ZWidgetFeedbackRequest>;
export type TWidgetFeedbackRequestParsed = z.output<typeof ZWidgetFeedbackRequest>;

const ZFeatureRatingValue = z.number().int().nullable();

/** A stored feedback page submission, as the API answers it. */
export const ZPageFeedback = z.object({
  id: z.string(),
  source: z.literal('page'),
  userId: z.string().nullable(),
  rating: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  subject: z.string().nullable(),
  /** Null only after the author deleted their account (the text is erased, the ratings stay). */
  feedback: z.string().nullable(),
  easeOfUse: ZFeatureRatingValue,
  featureCompleteness: ZFeatureRatingValue,
  designQuality: ZFeatureRatingValue,
  performance: ZFeatureRatingValue,
  symptomsTracking: ZFeatureRatingValue,
  aiChat: ZFeatureRatingValue,
  practitionerDirectory: ZFeatureRatingValue,
  community: ZFeatureRatingValue,
  /** Null when the person left the question unanswered. */
  wouldRecommend: z.boolean().nullable(),
  mostLikedFeature: z.string().nullable(),
  leastLikedFeature: z.string().nullable(),
  suggestedImprovements: z.string().nullable(),
  additionalFeatures: z.string().nullable(),
  contactForFollowup: z.boolean(),
  createdAt: z.string(),
});
export type TPageFeedback = z.infer<typeof ZPageFeedback>;

/** A stored widget submission, as the API answers it. */
export const ZWidgetFeedback = z.object({
  id: z.string(),
  source: z.literal('widget'),
  userId: z.string().nullable(),
  type: z.enum(WIDGET_TYPES),
  rating: z.number().int(),
  /** Null only after the author deleted their account. */
  message: z.string().nullable(),
  email: z.string().nullable(),
  category: z.enum(WIDGET_CATEGORIES).nullable(),
  priority: z.enum(WIDGET_PRIORITIES),
  createdAt: z.string(),
});
export type TWidgetFeedback = z.infer<typeof ZWidgetFeedback>;

export const ZFeedbackRecord = z.discriminatedUnion('source', [ZPageFeedback, ZWidgetFeedback]);
export type TFeedbackRecord = z.infer<typeof ZFeedbackRecord>;

/** GET /api/feedback (admins): newest first. */
export const ZFeedbackListQuery = z.object({
  source: z.enum(['page', 'widget']).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(FEEDBACK_LIMITS.adminListMax)
    .default(FEEDBACK_LIMITS.adminListDefault),
});
export const ZFeedbackList = z.array(ZFeedbackRecord);

/**
 * When the feedback prompt may open (docs/product/feedback.md#when-the-prompt-opens): only after real
 * use of the app and never in the middle of something.
 */
export const FEEDBACK_PROMPT = {
  /** The first prompt waits for this many visits… */
  minVisits: 5,
  /** …and for this long after sign-up (a day). */
  minAccountAgeMs: 24 * 60 * 60 * 1000,
  /** Later prompts: at least this many visits after the last one. */
  minVisitsBetween: 10,
  /** App loads closer together than this (30 minutes) are one visit. */
  visitGapMs: 30 * 60 * 1000,
  /** The page under the prompt has been open at least this long (5 s), so it never lands on a page just opened. */
  pageSettledMs: 5000,
  /** How often the client looks again while the person is busy. */
  recheckMs: 1000,
} as const;

/** POST /api/feedback/prompt/visit's answer: this load's visit and whether the prompt is due. */
export const ZFeedbackPromptVisit = z.object({
  visitCount: z.number().int().nonnegative(),
  /** The account side of the rule holds (visits, account age, spacing, no feedback given yet). */
  due: z.boolean(),
});
export type TFeedbackPromptVisit = z.infer<typeof ZFeedbackPromptVisit>;
