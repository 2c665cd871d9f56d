import type { TLevel } from '../contract/gamification';
import { addDays } from './calendar';

/**
 * XP, levels, streaks and the weekly challenge's choice (docs/product/achievements.md): pure rules the
 * server applies to a person's stored activity and the client may show. Days are calendar dates
 * `YYYY-MM-DD` in the person's own time zone; arithmetic on them is done in UTC, where every day has
 * 24 hours, so a daylight-saving change cannot skip or repeat a day.
 */

// ---------------------------------------------------------------------------------------------------
// XP

/** What earns XP, how much each, and at most how many count per day (so nothing can be farmed). */
export const XP_TABLE = {
  checkIn: { label: 'A daily check-in', xp: 10, dailyCap: 1 },
  symptom: { label: 'A symptom logged', xp: 5, dailyCap: 3 },
  meal: { label: 'A meal analysed', xp: 10, dailyCap: 3 },
  workout: { label: 'A workout completed', xp: 15, dailyCap: 2 },
  waterGoal: { label: 'A day at your water goal', xp: 10, dailyCap: 1 },
  fast: { label: 'A fast completed', xp: 20, dailyCap: 1 },
  chat: { label: 'A day you chatted with the assistant', xp: 5, dailyCap: 1 },
  communityPost: { label: 'A community post someone else liked or replied to', xp: 10, dailyCap: 2 },
  challengeTask: { label: 'A wellness challenge task ticked', xp: 10, dailyCap: 3 },
  streakDay: { label: 'A day that continues a streak', xp: 5, dailyCap: 1 },
} as const;
export type TXpActivity = keyof typeof XP_TABLE;
export const XP_ACTIVITIES = Object.keys(XP_TABLE) as TXpActivity[];

/** How many of each activity a person did on one day (uncapped, as stored). */
export type TDayCounts = Partial<Record<TXpActivity, number>>;

/** XP of one day: each activity's count capped at its daily cap, times its XP. */
export function xpForDay(counts: TDayCounts): number {
  let total = 0;
  for (const activity of XP_ACTIVITIES) {
    const count = Math.max(0, Math.floor(counts[activity] ?? 0));
    const rule = XP_TABLE[activity];
    total += Math.min(count, rule.dailyCap) * rule.xp;
  }
  return total;
}

/** XP of many days, each capped on its own. */
export function xpForDays(days: Iterable<TDayCounts>): number {
  let total = 0;
  for (const day of days) total += xpForDay(day);
  return total;
}

// ---------------------------------------------------------------------------------------------------
// Levels

/** XP needed to go from `level` to the next: 100 at level 1, 50 more each level after. */
export function xpForNextLevel(level: number): number {
  return 100 + 50 * (Math.max(1, Math.floor(level)) - 1);
}

/** Total XP at which `level` starts (level 1 at 0, level 2 at 100, level 3 at 250, level 5 at 700…). */
export function xpAtLevelStart(level: number): number {
  let total = 0;
  for (let n = 1; n < level; n++) total += xpForNextLevel(n);
  return total;
}

/** Titles by level; from the last one on, the title stays. */
export const LEVEL_TITLES = [
  'Newcomer',
  'Explorer',
  'Steady Starter',
  'Habit Builder',
  'Pathfinder',
  'Self-Care Regular',
  'Pattern Spotter',
  'Wellness Navigator',
  'Wellness Champion',
  'Infinite Achiever',
] as const;

/**
 * What a level brings, cumulative, all true of the app: the weekly freeze and challenge everyone has,
 * each level's title, and the level achievements' points. Nothing someone needs for their health is
 * held back by level.
 */
export const LEVEL_PERKS: readonly { level: number; perk: string }[] = [
  { level: 1, perk: 'One streak freeze every week' },
  { level: 1, perk: 'A new weekly challenge every Monday' },
  ...LEVEL_TITLES.slice(1).map((title, i) => ({ level: i + 2, perk: `The ${title} title` })),
  { level: 5, perk: 'The Reach level 5 achievement: 300 XP' },
  { level: 10, perk: 'The Reach level 10 achievement: 1,000 XP' },
];

export function levelTitle(level: number): string {
  const index = Math.min(Math.max(1, Math.floor(level)), LEVEL_TITLES.length) - 1;
  return LEVEL_TITLES[index] ?? LEVEL_TITLES[0];
}

/** The level, XP inside it and XP still needed, from total XP: the only place the level math lives. */
export function levelFromXp(totalXp: number): TLevel {
  const total = Math.max(0, Math.floor(totalXp));
  let level = 1;
  let start = 0;
  while (total >= start + xpForNextLevel(level)) {
    start += xpForNextLevel(level);
    level += 1;
  }
  return {
    currentLevel: level,
    currentXP: total - start,
    xpToNext: start + xpForNextLevel(level) - total,
    totalXP: total,
    title: levelTitle(level),
    perks: LEVEL_PERKS.filter((p) => p.level <= level).map((p) => p.perk),
  };
}

// ---------------------------------------------------------------------------------------------------
// Streaks

export type TStreakCount = {
  /** Days with the activity in the run ending today (or yesterday, while today is still open). */
  current: number;
  longest: number;
  /** The last day with the activity; null when never. */
  lastActivity: string | null;
};

/**
 * Current and longest streak over a set of active days. A frozen day bridges a gap of one missed day
 * (the run goes on across it) without counting as a day of activity. Today not yet active does not
 * end the streak: it is still open.
 */
export function countStreak(active: Iterable<string>, frozen: Iterable<string>, today: string): TStreakCount {
  const days = new Set([...active].filter((d) => d <= today));
  const bridges = new Set(frozen);
  const sorted = [...days].sort();
  const lastActivity = sorted.at(-1) ?? null;

  // Longest: walk the active days in order; a run continues to the next day, or over frozen days.
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of sorted) {
    if (previous !== null && continues(previous, day, bridges)) run += 1;
    else run = 1;
    longest = Math.max(longest, run);
    previous = day;
  }

  // Current: from today (or yesterday when today is not active yet) backwards.
  let current = 0;
  let cursor = days.has(today) ? today : addDays(today, -1);
  while (days.has(cursor) || bridges.has(cursor)) {
    if (days.has(cursor)) current += 1;
    cursor = addDays(cursor, -1);
  }
  // A run that starts with frozen days only (no activity before them) is no run.
  return { current, longest: Math.max(longest, current), lastActivity };
}

/** True when `next` follows `previous` directly or with only frozen days between them. */
function continues(previous: string, next: string, bridges: ReadonlySet<string>): boolean {
  let day = addDays(previous, 1);
  while (day < next) {
    if (!bridges.has(day)) return false;
    day = addDays(day, 1);
  }
  return true;
}

/**
 * Whether a freeze could keep this streak now: yesterday was missed (no activity, not frozen) and the
 * day before it was active or frozen, so the streak was alive until yesterday. The once-a-week limit is
 * checked apart (it is shared by every streak).
 */
export function streakMissedOnlyYesterday(
  active: ReadonlySet<string>,
  frozen: ReadonlySet<string>,
  today: string,
): boolean {
  const yesterday = addDays(today, -1);
  const before = addDays(today, -2);
  if (active.has(yesterday) || frozen.has(yesterday)) return false;
  if (!active.has(before) && !frozen.has(before)) return false;
  // The run before the gap must hold real activity (a freeze cannot keep a run of freezes alive).
  return countStreak(active, frozen, before).current > 0;
}

// ---------------------------------------------------------------------------------------------------
// The weekly challenge

/** What a weekly activity counts in the week: days with a kind of activity, or how many of it. */
export type TWeeklyMeasure =
  | { kind: 'days'; activity: TXpActivity | 'community' }
  | { kind: 'count'; activity: TXpActivity | 'community' };

export type TWeeklyActivity = {
  id: string;
  name: string;
  /** The same theme twice in one week is avoided (two symptom goals, say). */
  theme: string;
  measure: TWeeklyMeasure;
  target: number;
  /** Needs premium (or a trial) to be possible: left out of the choice for everyone else. */
  premium: boolean;
};

export const WEEKLY_ACTIVITIES: readonly TWeeklyActivity[] = [
  {
    id: 'symptoms-3-days',
    name: 'Log symptoms on 3 days',
    theme: 'symptom',
    measure: { kind: 'days', activity: 'symptom' },
    target: 3,
    premium: false,
  },
  {
    id: 'symptoms-5-days',
    name: 'Log symptoms on 5 days',
    theme: 'symptom',
    measure: { kind: 'days', activity: 'symptom' },
    target: 5,
    premium: false,
  },
  {
    id: 'check-in-3-days',
    name: 'Check in on 3 days',
    theme: 'checkIn',
    measure: { kind: 'days', activity: 'checkIn' },
    target: 3,
    premium: false,
  },
  {
    id: 'check-in-5-days',
    name: 'Check in on 5 days',
    theme: 'checkIn',
    measure: { kind: 'days', activity: 'checkIn' },
    target: 5,
    premium: false,
  },
  {
    id: 'workouts-2',
    name: 'Complete 2 workouts',
    theme: 'workout',
    measure: { kind: 'count', activity: 'workout' },
    target: 2,
    premium: false,
  },
  {
    id: 'workouts-3',
    name: 'Complete 3 workouts',
    theme: 'workout',
    measure: { kind: 'count', activity: 'workout' },
    target: 3,
    premium: false,
  },
  {
    id: 'chat-1',
    name: 'Chat with the assistant',
    theme: 'chat',
    measure: { kind: 'days', activity: 'chat' },
    target: 1,
    premium: false,
  },
  {
    id: 'community-1',
    name: 'Write a post or a reply in the community',
    theme: 'community',
    measure: { kind: 'count', activity: 'community' },
    target: 1,
    premium: false,
  },
  {
    id: 'meals-3',
    name: 'Analyse 3 meals',
    theme: 'meal',
    measure: { kind: 'count', activity: 'meal' },
    target: 3,
    premium: true,
  },
  {
    id: 'water-goal-3-days',
    name: 'Reach your water goal on 3 days',
    theme: 'waterGoal',
    measure: { kind: 'days', activity: 'waterGoal' },
    target: 3,
    premium: true,
  },
  {
    id: 'fast-1',
    name: 'Complete a fast',
    theme: 'fast',
    measure: { kind: 'count', activity: 'fast' },
    target: 1,
    premium: true,
  },
];

export const WEEKLY_CHALLENGE = {
  activities: 5,
  rewardXp: 300,
  title: 'This week’s challenge',
  description: 'Five small things for this week. Do them at your own pace; any of them is a good step.',
} as const;

/** FNV-1a, 32 bit: a stable hash of a short text (not for secrets). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * The week's activities: 5 of the catalogue, each of a different theme when the pool allows,
 * deterministic from the week (its Monday) and the person, so every read in the week agrees.
 */
export function chooseWeeklyActivities(
  weekStart: string,
  userId: string,
  pool: readonly TWeeklyActivity[] = WEEKLY_ACTIVITIES,
  count: number = WEEKLY_CHALLENGE.activities,
): TWeeklyActivity[] {
  const ranked = [...pool].sort(
    (a, b) =>
      hash32(`${weekStart}|${userId}|${a.id}`) - hash32(`${weekStart}|${userId}|${b.id}`) ||
      a.id.localeCompare(b.id),
  );
  const chosen: TWeeklyActivity[] = [];
  const themes = new Set<string>();
  for (const activity of ranked) {
    if (chosen.length === count) break;
    if (themes.has(activity.theme)) continue;
    chosen.push(activity);
    themes.add(activity.theme);
  }
  for (const activity of ranked) {
    if (chosen.length === count) break;
    if (!chosen.includes(activity)) chosen.push(activity);
  }
  return chosen;
}

/** One day of a week for the challenge: its counts, plus community posts and replies written. */
export type TWeekDayCounts = TDayCounts & { community?: number };

/** How far one activity is, from the week's days. */
export function weeklyActivityProgress(activity: TWeeklyActivity, days: readonly TWeekDayCounts[]): number {
  const { kind, activity: key } = activity.measure;
  let value = 0;
  for (const day of days) {
    const count = day[key] ?? 0;
    value += kind === 'days' ? (count > 0 ? 1 : 0) : count;
  }
  return Math.min(value, activity.target);
}
