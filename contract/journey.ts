import { z } from 'zod';
import { ZPageCursor, ZPageLimit } from './paging';
import { ZTimeZone } from './progress';

/**
 * The wellness journey (/wellness-journey, docs/product/journey.md): the person's own timeline of
 * check-ins, symptoms, meals analysed, water days, fasts, workouts, achievements and milestones,
 * newest first, grouped by local day and paged by cursor.
 * - GET /api/journey?before=&limit=&types=&tz=
 * - GET /api/journey/entries/{type}/{id}: the free text of one entry, read when it is opened.
 */

export const JOURNEY_TYPES = [
  'check_in',
  'symptom',
  'meal',
  'water',
  'fast',
  'exercise',
  'achievement',
  'milestone',
] as const;
export const ZJourneyType = z.enum(JOURNEY_TYPES);
export type TJourneyType = z.infer<typeof ZJourneyType>;

/** The filter chips' labels, in the order they are shown. */
export const JOURNEY_TYPE_LABELS: Record<TJourneyType, string> = {
  check_in: 'Check-ins',
  symptom: 'Symptoms',
  meal: 'Meals',
  water: 'Water',
  fast: 'Fasts',
  exercise: 'Exercise',
  achievement: 'Achievements',
  milestone: 'Milestones',
};

/** Entries whose free text (a symptom's description, a check-in's note, a meal as typed) opens on request. */
export const JOURNEY_OPENABLE_TYPES = ['check_in', 'symptom', 'meal'] as const;
export const ZJourneyOpenableType = z.enum(JOURNEY_OPENABLE_TYPES);
export type TJourneyOpenableType = z.infer<typeof ZJourneyOpenableType>;

export const JOURNEY_LIMITS = {
  /** Entries per page when the request names no limit. */
  pageDefault: 30,
  /** The symptom counts that are milestones. */
  symptomMilestones: [10, 50, 100],
} as const;

export const JOURNEY_MESSAGES = {
  title: 'Your Wellness Journey',
  subtitle: 'Everything you have logged, day by day.',
  emptyTitle: 'Your journey starts with your first check-in',
  empty:
    'Your check-ins, symptoms, meals, water, fasts, workouts, achievements and milestones will appear here, day by day, newest first.',
  emptyAction: 'Log your first check-in',
  emptyFiltered: 'Nothing of these kinds yet. Choose other kinds above to see more of your journey.',
  loadError: 'Your journey could not be loaded.',
  loadOlder: 'Load older',
  loadingOlder: 'Loading older entries...',
  olderError: 'Older entries could not be loaded.',
  allLoaded: 'You have reached the start of your journey.',
  achievementFallback: 'Achievement earned',
  openError: 'This entry could not be opened.',
  noFreeText: 'No notes were added to this entry.',
  invalidTypes:
    'types must be a comma-separated list of: check_in, symptom, meal, water, fast, exercise, achievement, milestone',
} as const;

/** `types` is a comma-separated list (`?types=symptom,meal`); absent or empty: every kind. */
export const ZJourneyTypes = z
  .string()
  .max(200, JOURNEY_MESSAGES.invalidTypes)
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(JOURNEY_TYPES, { error: JOURNEY_MESSAGES.invalidTypes })));

export const ZJourneyQuery = z.object({
  before: ZPageCursor.optional(),
  limit: ZPageLimit.optional(),
  types: ZJourneyTypes.optional(),
  tz: ZTimeZone.default('UTC'),
});
export type TJourneyQuery = z.input<typeof ZJourneyQuery>;

export const ZJourneyEntry = z.object({
  /** `${type}:${sourceId}`: unique in the timeline. */
  id: z.string(),
  type: ZJourneyType,
  /** The record's own id (a symptom's id, a water day's date, an achievement's id, a milestone's name). */
  sourceId: z.string(),
  /** ISO 8601. */
  at: z.string(),
  /** The person's local calendar day (YYYY-MM-DD) in the requested time zone. */
  day: z.string(),
  /** A short line without clinical free text: 'Headache', 'Daily check-in', '16:8 fast'. */
  title: z.string(),
  /** Numbers and kinds only: 'Severity 6', 'Mood 7 · Energy 5 · Sleep 7.5 h'. */
  summary: z.string().nullable(),
  /** Whether the entry has free text to open (GET /api/journey/entries/{type}/{id}). */
  openable: z.boolean(),
});
export type TJourneyEntry = z.infer<typeof ZJourneyEntry>;

export const ZJourneyPage = z.object({
  /** Newest first. */
  entries: z.array(ZJourneyEntry),
  /** The `before` of the next, older page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TJourneyPage = z.infer<typeof ZJourneyPage>;

export const ZJourneyEntryParams = z.object({
  type: ZJourneyOpenableType,
  id: z.string().uuid(),
});

/** An opened entry's free text, for its owner only. */
export const ZJourneyEntryDetail = z.object({
  type: ZJourneyOpenableType,
  sourceId: z.string(),
  /** A symptom's description, a check-in's note, a meal as typed or transcribed. */
  text: z.string().nullable(),
  /** A symptom's triggers. */
  triggers: z.array(z.string()),
});
export type TJourneyEntryDetail = z.infer<typeof ZJourneyEntryDetail>;
