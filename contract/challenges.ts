import { z } from 'zod';
import { ZTimeZone } from './progress';

/**
 * Wellness challenges (docs/product/challenges.md): 30-day challenges written by us, each with one
 * short task a day. Anyone may browse them; a signed-in person joins one, ticks the task of each day
 * reached (day 1 is the day they joined, in their own time zone) and sees their progress. Every figure
 * (participants, progress, days left) is computed on the server from stored rows.
 */

export const CHALLENGE_CATEGORIES = ['movement', 'sleep', 'nutrition', 'mindfulness', 'self-care'] as const;
export type TChallengeCategory = (typeof CHALLENGE_CATEGORIES)[number];
export const CHALLENGE_CATEGORY_LABELS: Record<TChallengeCategory, string> = {
  movement: 'Movement',
  sleep: 'Sleep',
  nutrition: 'Nutrition',
  mindfulness: 'Mindfulness',
  'self-care': 'Self-care',
};

export const CHALLENGE_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type TChallengeDifficulty = (typeof CHALLENGE_DIFFICULTIES)[number];
export const CHALLENGE_DIFFICULTY_LABELS: Record<TChallengeDifficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** 'premium': included in Premium (and an active trial); there is no separate price. */
export const CHALLENGE_ACCESS = ['free', 'premium'] as const;
export type TChallengeAccess = (typeof CHALLENGE_ACCESS)[number];

export const CHALLENGE_LIMITS = {
  /** Every challenge lasts 30 days, one task a day. */
  durationDays: 30,
  /** Challenges a person may have running at once. */
  maxActive: 3,
  /**
   * A run whose last day has passed counts as completed with at least this many tasks ticked (80%),
   * so a few missed or rest days do not undo a month's work; all 30 complete it at once.
   */
  completeAtTasks: 24,
  titleMax: 80,
  descriptionMax: 400,
  taskMax: 200,
  rewardXpMax: 1000,
  /** The custom challenge request form. */
  requestFocusMax: 120,
  requestGoalMax: 300,
  requestNoteMax: 500,
  requestDaysMin: 7,
  requestDaysMax: 60,
  requestsPerDay: 5,
  /** Requests an admin's list returns, newest first. */
  requestListMax: 200,
} as const;

/** One day's task as the content files write it. */
export const ZChallengeTaskContent = z.object({
  day: z.number().int().min(1).max(CHALLENGE_LIMITS.durationDays),
  task: z.string().trim().min(1).max(CHALLENGE_LIMITS.taskMax),
  /** A rest day: the task is to rest (it still counts when ticked). */
  rest: z.boolean().optional().default(false),
});

/** A challenge as written in content/challenges/<id>.json (checked when the server starts). */
export const ZChallengeContent = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lower-case words joined by hyphens'),
    title: z.string().trim().min(1).max(CHALLENGE_LIMITS.titleMax),
    description: z.string().trim().min(1).max(CHALLENGE_LIMITS.descriptionMax),
    category: z.enum(CHALLENGE_CATEGORIES),
    difficulty: z.enum(CHALLENGE_DIFFICULTIES),
    durationDays: z.literal(CHALLENGE_LIMITS.durationDays),
    access: z.enum(CHALLENGE_ACCESS),
    rewardXp: z.number().int().min(0).max(CHALLENGE_LIMITS.rewardXpMax),
    featured: z.boolean(),
    tasks: z.array(ZChallengeTaskContent).length(CHALLENGE_LIMITS.durationDays),
  })
  .strict()
  .refine((c) => c.tasks.every((t, i) => t.day === i + 1), {
    message: 'tasks must be days 1 to 30 in order, one each',
    path: ['tasks'],
  });
export type TChallengeContent = z.output<typeof ZChallengeContent>;

/** Where a person's run of a challenge stands. */
export const CHALLENGE_RUN_STATUSES = ['active', 'completed', 'ended'] as const;
export type TChallengeRunStatus = (typeof CHALLENGE_RUN_STATUSES)[number];

/** The caller's own run of a challenge (their latest, when they joined it more than once). */
export const ZChallengeProgress = z.object({
  status: z.enum(CHALLENGE_RUN_STATUSES),
  /** The calendar day they joined, in their time zone (YYYY-MM-DD). */
  startDate: z.string(),
  timeZone: z.string(),
  /** 1…30 while it runs; 30 once its days are over. */
  currentDay: z.number().int(),
  /** Days after today until the last day (0 on day 30 and after). */
  daysLeft: z.number().int(),
  tasksDone: z.number().int(),
  tasksTotal: z.number().int(),
  /** 0…100, tasksDone of tasksTotal. */
  percent: z.number().int(),
  /** Set once it counts as completed. */
  completedAt: z.string().nullable(),
});
export type TChallengeProgress = z.infer<typeof ZChallengeProgress>;

export const ZChallengeSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(CHALLENGE_CATEGORIES),
  difficulty: z.enum(CHALLENGE_DIFFICULTIES),
  durationDays: z.number().int(),
  access: z.enum(CHALLENGE_ACCESS),
  rewardXp: z.number().int(),
  featured: z.boolean(),
  /** People who joined it and have not left (a person counts once). */
  participants: z.number().int(),
  /** Signed in: the caller's latest run; null when never joined or left, and always when signed out. */
  progress: ZChallengeProgress.nullable(),
});
export type TChallengeSummary = z.infer<typeof ZChallengeSummary>;

export const ZChallengeTask = z.object({
  id: z.string(),
  day: z.number().int(),
  task: z.string(),
  rest: z.boolean(),
  /** Signed in with a run: ticked in it. */
  completed: z.boolean(),
  /** Signed in with an active run: the day has been reached, so it may be ticked. */
  available: z.boolean(),
  /** Signed in with an active run: ticked today, so the tick may be undone. */
  undoable: z.boolean(),
});
export type TChallengeTask = z.infer<typeof ZChallengeTask>;

export const ZChallengeDetail = ZChallengeSummary.extend({ tasks: z.array(ZChallengeTask) });
export type TChallengeDetail = z.infer<typeof ZChallengeDetail>;

export const ZChallengeListQuery = z.object({ category: z.enum(CHALLENGE_CATEGORIES).optional() });

export const ZChallengeList = z.object({
  challenges: z.array(ZChallengeSummary),
  /** Signed in: the caller's running challenges with their tasks (whatever the category filter). */
  active: z.array(ZChallengeDetail),
  /** Signed in: whether the caller may join premium challenges now; null when signed out. */
  premiumAccess: z.boolean().nullable(),
});
export type TChallengeList = z.infer<typeof ZChallengeList>;

export const ZJoinChallengeRequest = z.object({ timeZone: ZTimeZone });
export type TJoinChallengeRequest = z.infer<typeof ZJoinChallengeRequest>;

export const CHALLENGE_MESSAGES = {
  notFound: 'That challenge was not found.',
  taskNotFound: 'That task was not found.',
  notJoined: 'Join this challenge first.',
  notRunning: 'This challenge is no longer running. Join it again to start a new 30 days.',
  dayNotReached: "This day hasn't come yet. Each task opens on its own day.",
  undoOnlyToday: 'Only a task ticked today can be unticked.',
  tooManyActive: `You already have ${CHALLENGE_LIMITS.maxActive} challenges running. Finish or leave one before joining another.`,
  premiumRequired:
    'This challenge is included in Premium. Start your free trial or upgrade to Premium to join it.',
  // Toasts (the screen's own words).
  joined: 'Challenge joined',
  joinedDescription: 'Day 1 starts today. Do what you can, and rest when you need to.',
  joinFailed: 'Could not join the challenge',
  left: 'You left the challenge',
  leftDescription: 'Your ticks stay in your history. You can join again at any time.',
  leaveFailed: 'Could not leave the challenge',
  taskFailed: 'Could not save your task',
  completedToast: 'Challenge complete!',
  // The custom challenge request.
  requestFocusRequired: 'Tell us what you would like to work on',
  requestFocusMax: `Keep this under ${CHALLENGE_LIMITS.requestFocusMax} characters`,
  requestGoalRequired: 'Tell us the goal you have in mind',
  requestGoalMax: `Keep the goal under ${CHALLENGE_LIMITS.requestGoalMax} characters`,
  requestDays: `Choose a length from ${CHALLENGE_LIMITS.requestDaysMin} to ${CHALLENGE_LIMITS.requestDaysMax} days`,
  requestNoteMax: `Keep the note under ${CHALLENGE_LIMITS.requestNoteMax} characters`,
  requestSent: 'Request sent',
  requestSentDescription: 'Thank you. We read every request and use them to write new challenges.',
  requestFailed: 'Could not send your request',
  requestRateLimited: `You can send up to ${CHALLENGE_LIMITS.requestsPerDay} challenge requests a day. Please try again tomorrow.`,
  adminOnly: 'Only admins can view challenge requests.',
} as const;

const requestText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** 'Request Custom Challenge': what to work on, the goal, how many days and an optional note. */
export const ZChallengeRequest = z.object({
  focus: requestText(
    CHALLENGE_LIMITS.requestFocusMax,
    CHALLENGE_MESSAGES.requestFocusRequired,
    CHALLENGE_MESSAGES.requestFocusMax,
  ),
  goal: requestText(
    CHALLENGE_LIMITS.requestGoalMax,
    CHALLENGE_MESSAGES.requestGoalRequired,
    CHALLENGE_MESSAGES.requestGoalMax,
  ),
  days: z.coerce
    .number({ error: CHALLENGE_MESSAGES.requestDays })
    .int(CHALLENGE_MESSAGES.requestDays)
    .min(CHALLENGE_LIMITS.requestDaysMin, CHALLENGE_MESSAGES.requestDays)
    .max(CHALLENGE_LIMITS.requestDaysMax, CHALLENGE_MESSAGES.requestDays),
  note: z
    .string()
    .trim()
    .max(CHALLENGE_LIMITS.requestNoteMax, CHALLENGE_MESSAGES.requestNoteMax)
    .optional()
    .default(''),
});
export type TChallengeRequestInput = z.input<typeof ZChallengeRequest>;

export const ZChallengeRequestCreated = z.object({
  id: z.string(),
  focus: z.string(),
  goal: z.string(),
  days: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
});
export type TChallengeRequestCreated = z.infer<typeof ZChallengeRequestCreated>;

/** What admins read of each request (GET /api/admin/challenge-requests). */
export const ZChallengeRequestAdmin = ZChallengeRequestCreated.extend({
  userId: z.string(),
  /** When an admin marked it handled; null while open (open requests come first). */
  handledAt: z.string().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
});
export type TChallengeRequestAdmin = z.infer<typeof ZChallengeRequestAdmin>;
export const ZChallengeRequestAdminList = z.array(ZChallengeRequestAdmin);
