import { z } from 'zod';

/**
 * Levels, XP, achievements, streaks and the weekly challenge (docs/product/achievements.md), all
 * computed on the server from the person's stored activity. A new person starts at level 1 with 0 XP
 * and no streak: never sample figures.
 */

export const ACHIEVEMENT_RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type TAchievementRarity = (typeof ACHIEVEMENT_RARITIES)[number];

/** Categories of the gamification panel's achievements. */
export const GAMIFICATION_CATEGORIES = ['milestone', 'streak', 'engagement', 'premium'] as const;

/** Category filter of the achievements page ('all' first). */
export const ACHIEVEMENT_PAGE_CATEGORIES = [
  'Getting Started',
  'Consistency',
  'Nutrition',
  'Progress',
  'Health Tracking',
  'Community',
] as const;
export type TAchievementPageCategory = (typeof ACHIEVEMENT_PAGE_CATEGORIES)[number];

export const ACHIEVEMENT_TYPES = ['milestone', 'streak', 'badge', 'level'] as const;

export const STREAK_TYPES = ['symptoms', 'chat', 'exercise', 'nutrition'] as const;
export type TStreakType = (typeof STREAK_TYPES)[number];

export const ACHIEVEMENT_TABS = ['Earned', 'In Progress', 'Locked'] as const;

/** Character limits of the share dialog's platforms. */
export const SHARE_PLATFORM_LIMITS = {
  twitter: 280,
  facebook: 63206,
  linkedin: 600,
  instagram: 2200,
} as const;
export type TAchievementSharePlatform = keyof typeof SHARE_PLATFORM_LIMITS;

export const ACHIEVEMENT_SHARE = {
  /** Badge image, pixels square. */
  badgeSize: 400,
  popupWidth: 600,
  popupHeight: 400,
  customMessageMax: 500,
} as const;

/** `GET /api/gamification/level` */
export const ZLevel = z.object({
  currentLevel: z.number().int().min(1),
  /** XP earned inside the current level. */
  currentXP: z.number().int().min(0),
  /** XP still needed for the next level. */
  xpToNext: z.number().int().min(0),
  totalXP: z.number().int().min(0),
  title: z.string(),
  perks: z.array(z.string()),
});
export type TLevel = z.infer<typeof ZLevel>;

/** `GET /api/gamification/achievements`: one entry per achievement of the catalogue. */
export const ZGamificationAchievement = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Name of an icon of the client's icon set. */
  icon: z.string(),
  category: z.enum(GAMIFICATION_CATEGORIES),
  points: z.number().int(),
  isUnlocked: z.boolean(),
  unlockedAt: z.string().nullable(),
  progress: z.number().int(),
  maxProgress: z.number().int(),
  rarity: z.enum(ACHIEVEMENT_RARITIES),
});
export type TGamificationAchievement = z.infer<typeof ZGamificationAchievement>;

/** `GET /api/gamification/streaks`: one per type, days counted in the person's time zone. */
export const ZStreak = z.object({
  type: z.enum(STREAK_TYPES),
  currentStreak: z.number().int().min(0),
  longestStreak: z.number().int().min(0),
  /** YYYY-MM-DD of the last day with this activity; null when never. */
  lastActivity: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  /** A freeze keeps a streak over one missed day; one per week across all streaks. */
  freeze: z.object({
    /** Whether a freeze can be used now (this streak missed exactly yesterday and none was used this week). */
    available: z.boolean(),
    /** Days this streak was kept by a freeze, newest first. */
    usedOn: z.array(z.string()),
  }),
});
export type TStreak = z.infer<typeof ZStreak>;

/** `POST /api/gamification/streaks/freeze` */
export const ZStreakFreezeRequest = z.object({ type: z.enum(STREAK_TYPES) });

/** `GET /api/gamification/weekly-challenge`: chosen by the server each week (Monday, person's time zone). */
export const ZWeeklyChallenge = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  progress: z.number().int().min(0),
  maxProgress: z.number().int().min(1),
  /** e.g. '150 XP' */
  reward: z.string(),
  /** ISO time the week ends. */
  endsAt: z.string(),
  activities: z.array(z.object({ id: z.string(), name: z.string(), completed: z.boolean() })),
});
export type TWeeklyChallenge = z.infer<typeof ZWeeklyChallenge>;

/** `GET /api/achievements`: the achievements page. Earned has `earnedAt`; in progress has `progress` only. */
export const ZAchievement = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** A design-token colour name (e.g. 'success', 'warning'), resolved by the client. */
  color: z.string(),
  type: z.enum(ACHIEVEMENT_TYPES),
  rarity: z.enum(ACHIEVEMENT_RARITIES),
  requirements: z.array(z.string()),
  metadata: z.object({
    category: z.enum(ACHIEVEMENT_PAGE_CATEGORIES),
    points: z.number().int(),
    level: z.number().int().optional(),
  }),
  // The optional fields last: the compiled response serializer writes optional properties after
  // the required ones, and the answer must read the same either way (server/plugins/serializer.ts).
  earnedAt: z.string().optional(),
  progress: z.object({ current: z.number().int(), target: z.number().int() }).optional(),
});
export type TAchievement = z.infer<typeof ZAchievement>;

/** The share card's figures, all real. */
export const ZAchievementStats = z.object({
  totalAchievements: z.number().int(),
  earnedAchievements: z.number().int(),
  currentStreak: z.number().int(),
  totalPoints: z.number().int(),
  level: z.number().int(),
});
export type TAchievementStats = z.infer<typeof ZAchievementStats>;

export const ZAchievementsPage = z.object({
  achievements: z.array(ZAchievement),
  stats: ZAchievementStats,
});
export type TAchievementsPage = z.infer<typeof ZAchievementsPage>;

/** `POST /api/achievements/{id}/share-link`: a public link showing only what the person chose. */
export const ZAchievementShareLinkRequest = z.object({
  message: z.string().trim().max(ACHIEVEMENT_SHARE.customMessageMax).optional(),
  /** Show the person's first name on the public page. */
  showName: z.boolean().default(false),
});
export const ZAchievementShareLink = z.object({ url: z.string(), token: z.string() });

/** `GET /api/public/achievements/{token}`: no health data. */
export const ZPublicAchievement = z.object({
  title: z.string(),
  description: z.string(),
  rarity: z.enum(ACHIEVEMENT_RARITIES),
  color: z.string(),
  earnedAt: z.string(),
  displayName: z.string().nullable(),
  message: z.string().nullable(),
});
export type TPublicAchievement = z.infer<typeof ZPublicAchievement>;

export const GAMIFICATION_MESSAGES = {
  linkCopied: 'Link copied',
  copied: 'Copied to clipboard',
  freezeUsed: 'Streak freeze used',
  freezeUsedDescription: 'Your streak is safe. Missing a day happens; pick up again whenever you can.',
  freezeUnavailable: 'No streak freeze is available right now',
  notEarned: 'This achievement is not earned yet',
  tooLong: (platform: string, limit: number) => `${platform} allows at most ${limit} characters`,
} as const;
