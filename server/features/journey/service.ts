import {
  JOURNEY_LIMITS,
  JOURNEY_MESSAGES,
  JOURNEY_TYPES,
  type TJourneyEntry,
  type TJourneyEntryDetail,
  type TJourneyOpenableType,
  type TJourneyPage,
  type TJourneyType,
} from '../../../contract/journey';
import type { AuditLog } from '../../lib/audit';
import { localDate } from '../../lib/calendar';
import { notFound } from '../../lib/errors';
import { type Before, dateToUs, decodeCursor, encodeCursor, invalidCursor } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import type { ExerciseService } from '../exercise/service';
import type { FastingService } from '../fasting/service';
import type { GamificationService } from '../gamification/service';
import type { HealthMetricService } from '../health-metrics/service';
import type { NutritionAnalysisService } from '../nutrition-analysis/service';
import type { SymptomService } from '../symptoms/service';
import type { WaterService } from '../water/service';

/** An achievement's title and description from the achievements catalogue; null when unknown. */
export type DescribeAchievement = (achievementId: string) => { title: string; description: string } | null;

/** One entry before presentation: its place in the order and its words. */
type RawEntry = {
  type: TJourneyType;
  key: string;
  /** Microseconds since the epoch. */
  atUs: bigint;
  title: string;
  summary: string | null;
  openable: boolean;
  /** The local day, when the source knows it better than the time does (a water day). */
  day?: string;
};

/** A position in the timeline: time, kind, key. */
type Position = { atUs: bigint; rank: number; key: string };

/** Equal times are ordered by kind (this order, last first) and then by key. */
const RANK = new Map<TJourneyType, number>(JOURNEY_TYPES.map((type, index) => [type, index]));
const rankOf = (type: TJourneyType) => RANK.get(type) ?? 0;

/** Newest first: later time, then higher kind rank, then higher key (compared as bytes, like SQL's "C"). */
function compare(a: Position, b: Position): number {
  if (a.atUs !== b.atUs) return a.atUs > b.atUs ? -1 : 1;
  if (a.rank !== b.rank) return b.rank - a.rank;
  if (a.key === b.key) return 0;
  return a.key > b.key ? -1 : 1;
}

const positionOf = (entry: RawEntry): Position => ({
  atUs: entry.atUs,
  rank: rankOf(entry.type),
  key: entry.key,
});

/** Keys above and below every real key, for a kind ranked below or above the cursor's at the same time. */
const KEY_ABOVE_ALL = '\u007f';
const KEY_BELOW_ALL = '';

/**
 * What a source of `type` must return to continue after `cursor`: its rows older than the cursor's
 * time, and at that very time those the order puts after the cursor (all of them for a kind ranked
 * below the cursor's, none for one above, a smaller key for the same kind).
 */
function sourceBefore(cursor: Position | null, type: TJourneyType): Before | null {
  if (!cursor) return null;
  const rank = rankOf(type);
  const id = rank === cursor.rank ? cursor.key : rank < cursor.rank ? KEY_ABOVE_ALL : KEY_BELOW_ALL;
  return { atUs: cursor.atUs, id };
}

function parseCursor(text: string): Position {
  const { atUs, keys } = decodeCursor(text, 2);
  const [type, key] = keys;
  const kind = JOURNEY_TYPES.find((t) => t === type);
  if (!kind || key === undefined) throw invalidCursor();
  return { atUs, rank: rankOf(kind), key };
}

const usToDate = (atUs: bigint) => new Date(Number(atUs / 1000n));

const INPUT_WORDS = { text: 'typed', image: 'photo', voice: 'spoken' } as const;
const number = new Intl.NumberFormat('en-US');

function hoursAndMinutes(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
}

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/**
 * The wellness journey (docs/product/journey.md): the person's own timeline, read from each area's
 * service (numbers, kinds, names and times; free text only when one entry is opened), merged newest
 * first and paged by cursor. Every read is audited here as one read of the journey.
 */
export function createJourneyService(deps: {
  audit: AuditLog;
  symptoms: Pick<SymptomService, 'timelineBefore' | 'nthTimes' | 'freeTextOf'>;
  checkIns: Pick<HealthMetricService, 'timelineBefore' | 'firstCheckInAt' | 'noteOf'>;
  meals: Pick<NutritionAnalysisService, 'timelineBefore' | 'firstAnalysedAt' | 'summaryOf'>;
  water: Pick<WaterService, 'daysBefore'>;
  fasting: Pick<FastingService, 'startedBefore'>;
  exercise: Pick<ExerciseService, 'timelineBefore'>;
  gamification: Pick<GamificationService, 'earnedAchievements'>;
  describeAchievement: DescribeAchievement;
}) {
  const { audit, symptoms, checkIns, meals, water, fasting, exercise, gamification, describeAchievement } =
    deps;

  /** Each kind's entries after `cursor`, at most `count` (the in-memory kinds are filtered by the caller). */
  const readers: Record<
    TJourneyType,
    (userId: string, cursor: Position | null, count: number, timeZone: string) => Promise<RawEntry[]>
  > = {
    check_in: async (userId, cursor, count) =>
      (await checkIns.timelineBefore(userId, sourceBefore(cursor, 'check_in'), count)).map((c) => ({
        type: 'check_in',
        key: c.id,
        atUs: c.atUs,
        title: 'Daily check-in',
        summary: `Mood ${c.mood}/10 · Energy ${c.energy}/10 · Sleep ${c.sleepHours} h`,
        openable: true,
      })),
    symptom: async (userId, cursor, count) =>
      (await symptoms.timelineBefore(userId, sourceBefore(cursor, 'symptom'), count)).map((s) => ({
        type: 'symptom',
        key: s.id,
        atUs: s.atUs,
        title: s.symptomName,
        summary: `Severity ${s.severity}`,
        openable: true,
      })),
    meal: async (userId, cursor, count) =>
      (await meals.timelineBefore(userId, sourceBefore(cursor, 'meal'), count)).map((m) => ({
        type: 'meal',
        key: m.id,
        atUs: m.atUs,
        title: 'Meal analysed',
        summary: `${number.format(Math.round(m.calories))} kcal · ${INPUT_WORDS[m.inputType]}`,
        openable: true,
      })),
    water: async (userId, cursor, count, timeZone) =>
      (await water.daysBefore(userId, timeZone, sourceBefore(cursor, 'water'), count)).map((d) => ({
        type: 'water',
        key: d.day,
        atUs: d.atUs,
        day: d.day,
        title: 'Water',
        summary: `${number.format(d.totalMl)} ml · ${d.drinks} ${d.drinks === 1 ? 'drink' : 'drinks'}`,
        openable: false,
      })),
    fast: async (userId, cursor, count) =>
      (await fasting.startedBefore(userId, sourceBefore(cursor, 'fast'), count)).map((f) => ({
        type: 'fast',
        key: f.id,
        atUs: f.atUs,
        title: f.protocol === 'custom' ? 'Custom fast' : `${f.protocol} fast`,
        summary: f.endedAt
          ? `${hoursAndMinutes(f.endedAt.getTime() - f.startedAt.getTime())} of ${f.targetHours} h`
          : `In progress · goal ${f.targetHours} h`,
        openable: false,
      })),
    exercise: async (userId, cursor, count) =>
      (await exercise.timelineBefore(userId, sourceBefore(cursor, 'exercise'), count)).map((e) => ({
        type: 'exercise',
        key: e.id,
        atUs: e.atUs,
        title: e.workoutTitle,
        summary: [
          `${e.durationMinutes} min`,
          e.workoutType,
          e.calories === null ? null : `${number.format(e.calories)} kcal`,
        ]
          .filter(Boolean)
          .join(' · '),
        openable: false,
      })),
    achievement: async (userId) =>
      (await gamification.earnedAchievements(userId)).map((a) => {
        const described = describeAchievement(a.achievementId);
        return {
          type: 'achievement',
          key: a.achievementId,
          atUs: dateToUs(a.earnedAt),
          title: described?.title ?? JOURNEY_MESSAGES.achievementFallback,
          summary: described?.description ?? null,
          openable: false,
        };
      }),
    milestone: async (userId) => {
      const [firstCheckIn, firstMeal, nth, earned] = await Promise.all([
        checkIns.firstCheckInAt(userId),
        meals.firstAnalysedAt(userId),
        symptoms.nthTimes(userId, [1, ...JOURNEY_LIMITS.symptomMilestones]),
        gamification.earnedAchievements(userId),
      ]);
      // A milestone that is also an earned achievement ('First symptom logged') is shown once, as the
      // achievement (docs/product/journey.md).
      const earnedTitles = new Set(earned.map((a) => describeAchievement(a.achievementId)?.title));
      const out: RawEntry[] = [];
      const add = (key: string, atUs: bigint | null | undefined, title: string) => {
        if (atUs !== null && atUs !== undefined && !earnedTitles.has(title)) {
          out.push({ type: 'milestone', key, atUs, title, summary: null, openable: false });
        }
      };
      add('first_check_in', firstCheckIn, 'First check-in');
      add('first_symptom', nth.get(1), 'First symptom logged');
      for (const n of JOURNEY_LIMITS.symptomMilestones) {
        add(`symptoms_${n}`, nth.get(n), `${ordinal(n)} symptom logged`);
      }
      add('first_meal', firstMeal, 'First meal analysed');
      return out;
    },
  };

  const present = (entry: RawEntry, timeZone: string): TJourneyEntry => {
    const at = usToDate(entry.atUs);
    return {
      id: `${entry.type}:${entry.key}`,
      type: entry.type,
      sourceId: entry.key,
      at: at.toISOString(),
      day: entry.day ?? localDate(at, timeZone),
      title: entry.title,
      summary: entry.summary,
      openable: entry.openable,
    };
  };

  const auditRead = (actor: Actor, resource: string, resourceId: string | null) =>
    audit.read({
      actorUserId: actor.userId,
      subjectUserId: actor.userId,
      action: 'read',
      resource,
      resourceId,
      requestId: actor.requestId,
      ipAddress: actor.ip,
    });

  return {
    /** GET /api/journey: one page of the caller's own timeline, newest first. */
    async page(
      actor: Actor,
      query: { before?: string; limit?: number; types?: TJourneyType[]; tz: string },
    ): Promise<TJourneyPage> {
      const limit = query.limit ?? JOURNEY_LIMITS.pageDefault;
      const cursor = query.before ? parseCursor(query.before) : null;
      const types =
        query.types && query.types.length > 0
          ? JOURNEY_TYPES.filter((t) => query.types?.includes(t))
          : JOURNEY_TYPES;
      // One more than the page from each kind tells whether an older page exists.
      const [lists] = await Promise.all([
        Promise.all(types.map((type) => readers[type](actor.userId, cursor, limit + 1, query.tz))),
        auditRead(actor, 'journey', null),
      ]);
      const merged = lists
        .flat()
        .filter((entry) => !cursor || compare(cursor, positionOf(entry)) < 0)
        .sort((a, b) => compare(positionOf(a), positionOf(b)));
      const shown = merged.slice(0, limit);
      const last = shown[shown.length - 1];
      return {
        entries: shown.map((entry) => present(entry, query.tz)),
        nextCursor:
          merged.length > limit && last
            ? encodeCursor({ atUs: last.atUs, keys: [last.type, last.key] })
            : null,
      };
    },

    /** GET /api/journey/entries/{type}/{id}: the free text of one of the caller's own entries. */
    async entry(actor: Actor, type: TJourneyOpenableType, id: string): Promise<TJourneyEntryDetail> {
      let detail: TJourneyEntryDetail | null = null;
      if (type === 'symptom') {
        const found = await symptoms.freeTextOf(actor.userId, id);
        if (found) detail = { type, sourceId: id, text: found.description, triggers: found.triggers };
      } else if (type === 'check_in') {
        const found = await checkIns.noteOf(actor.userId, id);
        if (found) detail = { type, sourceId: id, text: found.note, triggers: [] };
      } else {
        const found = await meals.summaryOf(actor.userId, id);
        if (found !== null) detail = { type, sourceId: id, text: found, triggers: [] };
      }
      if (!detail) throw notFound('This entry could not be found.');
      const resource =
        type === 'symptom' ? 'symptom' : type === 'check_in' ? 'health_metric' : 'nutrition_analysis';
      await auditRead(actor, resource, id);
      return detail;
    },
  };
}

export type JourneyService = ReturnType<typeof createJourneyService>;
