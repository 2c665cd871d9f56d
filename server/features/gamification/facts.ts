import {
  countStreak,
  type TDayCounts,
  type TStreakCount,
  type TWeekDayCounts,
  xpForDay,
} from '../../../common/gamification';
import { STREAK_TYPES, type TStreakType } from '../../../contract/gamification';
import { addDays } from '../../lib/calendar';

/**
 * A person's stored activity as numbers per calendar day in their time zone
 * (docs/product/achievements.md): what XP, streaks, achievements and the weekly challenge are computed
 * from. Pure: the service fills it from the other areas' services.
 */
export type ActivityDay = {
  symptom: number;
  checkIn: number;
  meal: number;
  workout: number;
  waterMl: number;
  /** 1 when the day's water reached the goal. */
  waterGoal: number;
  fast: number;
  /** Messages written to the assistant. */
  chat: number;
  posts: number;
  comments: number;
  /** Posts of that day someone else liked or replied to. */
  engagedPosts: number;
  /** Wellness challenge tasks ticked. */
  challengeTask: number;
};

export type ActivityFacts = Map<string, ActivityDay>;

export const emptyDay = (): ActivityDay => ({
  symptom: 0,
  checkIn: 0,
  meal: 0,
  workout: 0,
  waterMl: 0,
  waterGoal: 0,
  fast: 0,
  chat: 0,
  posts: 0,
  comments: 0,
  engagedPosts: 0,
  challengeTask: 0,
});

/** Adds `count` of `field` on `day`. */
export function addTo(facts: ActivityFacts, day: string, field: keyof ActivityDay, count: number): void {
  let entry = facts.get(day);
  if (!entry) {
    entry = emptyDay();
    facts.set(day, entry);
  }
  entry[field] += count;
}

/** Whether a day counts for a streak type. */
export const STREAK_ACTIVITY: Record<TStreakType, (day: ActivityDay) => boolean> = {
  symptoms: (d) => d.symptom > 0,
  chat: (d) => d.chat > 0,
  exercise: (d) => d.workout > 0,
  // A meal analysed or water logged.
  nutrition: (d) => d.meal > 0 || d.waterMl > 0,
};

export function streakDays(facts: ActivityFacts, type: TStreakType): Set<string> {
  const days = new Set<string>();
  for (const [day, counts] of facts) if (STREAK_ACTIVITY[type](counts)) days.add(day);
  return days;
}

export type FrozenDays = Record<TStreakType, Set<string>>;

export function streaksOf(facts: ActivityFacts, frozen: FrozenDays, today: string) {
  return Object.fromEntries(
    STREAK_TYPES.map((type) => [type, countStreak(streakDays(facts, type), frozen[type], today)]),
  ) as Record<TStreakType, TStreakCount>;
}

/** The XP counts of one day, streak days included: a day continues a streak when the day before was active or frozen for that type. */
export function xpCountsOf(facts: ActivityFacts, frozen: FrozenDays, day: string): TDayCounts {
  const d = facts.get(day) ?? emptyDay();
  const yesterday = addDays(day, -1);
  const before = facts.get(yesterday);
  const continuesStreak = STREAK_TYPES.some(
    (type) =>
      STREAK_ACTIVITY[type](d) &&
      ((before !== undefined && STREAK_ACTIVITY[type](before)) || frozen[type].has(yesterday)),
  );
  return {
    checkIn: d.checkIn,
    symptom: d.symptom,
    meal: d.meal,
    workout: d.workout,
    waterGoal: d.waterGoal,
    fast: d.fast,
    chat: d.chat > 0 ? 1 : 0,
    communityPost: d.engagedPosts,
    challengeTask: d.challengeTask,
    streakDay: continuesStreak ? 1 : 0,
  };
}

/** XP from activity: every day up to `today`, each capped on its own (common/gamification.ts). */
export function activityXp(facts: ActivityFacts, frozen: FrozenDays, today: string): number {
  let total = 0;
  for (const day of facts.keys()) if (day <= today) total += xpForDay(xpCountsOf(facts, frozen, day));
  return total;
}

/** The week's days (Monday first) as the weekly challenge measures them. */
export function weekCounts(facts: ActivityFacts, weekStart: string): TWeekDayCounts[] {
  return Array.from({ length: 7 }, (_, i) => {
    const d = facts.get(addDays(weekStart, i)) ?? emptyDay();
    return {
      symptom: d.symptom,
      checkIn: d.checkIn,
      meal: d.meal,
      workout: d.workout,
      waterGoal: d.waterGoal,
      fast: d.fast,
      chat: d.chat,
      community: d.posts + d.comments,
    };
  });
}

/** The longest run of consecutive days matching `test` (no freezes: a plain record). */
export function longestRun(facts: ActivityFacts, test: (day: ActivityDay) => boolean): number {
  const days = [...facts.entries()].filter(([, d]) => test(d)).map(([day]) => day);
  const set = new Set(days);
  let longest = 0;
  for (const day of days) {
    if (set.has(addDays(day, -1))) continue;
    let run = 1;
    while (set.has(addDays(day, run))) run += 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** What the achievements' rules measure. */
export type AchievementMetrics = {
  symptoms: number;
  checkIns: number;
  checkInDays: number;
  meals: number;
  workouts: number;
  waterGoalDays: number;
  waterGoalRun: number;
  fasts: number;
  chatDays: number;
  posts: number;
  comments: number;
  engagedPosts: number;
  symptomsStreak: number;
  chatStreak: number;
  exerciseStreak: number;
  nutritionStreak: number;
  anyStreak: number;
  /** Kinds of tracking tried at least once (symptoms, check-ins, meals, workouts, water, fasting, chat, community). */
  kindsTried: number;
  challenges: number;
  /** Wellness challenges joined (runs started) and completed. */
  wellnessChallengesJoined: number;
  wellnessChallengesCompleted: number;
  level: number;
};

export function metricsOf(
  facts: ActivityFacts,
  streaks: Record<TStreakType, TStreakCount>,
  challenges: number,
  level: number,
  wellnessChallenges: { joined: number; completed: number },
): AchievementMetrics {
  const sum = (field: keyof ActivityDay) => {
    let total = 0;
    for (const d of facts.values()) total += d[field];
    return total;
  };
  const daysWith = (field: keyof ActivityDay) => {
    let total = 0;
    for (const d of facts.values()) if (d[field] > 0) total += 1;
    return total;
  };
  const kinds: (keyof ActivityDay)[] = ['symptom', 'checkIn', 'meal', 'workout', 'waterMl', 'fast', 'chat'];
  const kindsTried = kinds.filter((k) => sum(k) > 0).length + (sum('posts') + sum('comments') > 0 ? 1 : 0);
  return {
    symptoms: sum('symptom'),
    checkIns: sum('checkIn'),
    checkInDays: daysWith('checkIn'),
    meals: sum('meal'),
    workouts: sum('workout'),
    waterGoalDays: daysWith('waterGoal'),
    waterGoalRun: longestRun(facts, (d) => d.waterGoal > 0),
    fasts: sum('fast'),
    chatDays: daysWith('chat'),
    posts: sum('posts'),
    comments: sum('comments'),
    engagedPosts: sum('engagedPosts'),
    symptomsStreak: streaks.symptoms.longest,
    chatStreak: streaks.chat.longest,
    exerciseStreak: streaks.exercise.longest,
    nutritionStreak: streaks.nutrition.longest,
    anyStreak: Math.max(...STREAK_TYPES.map((t) => streaks[t].longest)),
    kindsTried,
    challenges,
    wellnessChallengesJoined: wellnessChallenges.joined,
    wellnessChallengesCompleted: wellnessChallenges.completed,
    level,
  };
}
