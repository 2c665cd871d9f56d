import { randomBytes } from 'node:crypto';
import {
  chooseWeeklyActivities,
  levelFromXp,
  streakMissedOnlyYesterday,
  WEEKLY_ACTIVITIES,
  WEEKLY_CHALLENGE,
  weeklyActivityProgress,
} from '../../../common/gamification';
import {
  GAMIFICATION_MESSAGES,
  STREAK_TYPES,
  type TAchievement,
  type TAchievementsPage,
  type TGamificationAchievement,
  type TLevel,
  type TPublicAchievement,
  type TStreak,
  type TStreakType,
  type TWeeklyChallenge,
} from '../../../contract/gamification';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { addDays, localDate, mondayOf, rethrowUnknownTimeZone } from '../../lib/calendar';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { AuthService } from '../auth/service';
import type { ChallengeService } from '../challenges/service';
import type { ChatService } from '../chat/service';
import type { CommunityService } from '../community/service';
import type { ExerciseService } from '../exercise/service';
import type { FastingService } from '../fasting/service';
import type { HealthMetricService } from '../health-metrics/service';
import type { NutritionAnalysisService } from '../nutrition-analysis/service';
import type { SubscriptionService } from '../subscription/service';
import type { SymptomService } from '../symptoms/service';
import type { WaterService } from '../water/service';
import { ACHIEVEMENTS, ACHIEVEMENTS_BY_ID, type AchievementDefinition, progressOf } from './catalogue';
import {
  type ActivityFacts,
  activityXp,
  addTo,
  type FrozenDays,
  metricsOf,
  streakDays,
  streaksOf,
  weekCounts,
} from './facts';
import { gamificationRepository as repo, type UserAchievementRow } from './repository';
import { startOfLocalDay } from './time';

/** Where the other areas' activity comes from: each area's own service (server/app.ts). */
export type GamificationSources = {
  symptoms: Pick<SymptomService, 'countsPerDay'>;
  checkIns: Pick<HealthMetricService, 'countsPerDay'>;
  meals: Pick<NutritionAnalysisService, 'countsPerDay'>;
  exercise: Pick<ExerciseService, 'countsPerDay'>;
  water: Pick<WaterService, 'dailyTotals'>;
  fasting: Pick<FastingService, 'countsPerDay'>;
  chat: Pick<ChatService, 'countsPerDay'>;
  community: Pick<CommunityService, 'contributionsPerDay'>;
  challenges: Pick<ChallengeService, 'ticksPerDay' | 'achievementFacts'>;
  subscription: Pick<SubscriptionService, 'hasPremiumAccess'>;
  accounts: Pick<AuthService, 'accountDetails'>;
};

const STREAK_NAMES: Record<TStreakType, { noun: string; start: string }> = {
  symptoms: { noun: 'symptom logging', start: 'Log a symptom' },
  chat: { noun: 'assistant chat', start: 'Chat with the assistant' },
  exercise: { noun: 'movement', start: 'Complete a workout' },
  nutrition: { noun: 'nutrition', start: 'Analyse a meal or log water' },
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Levels, XP, achievements, streaks and the weekly challenge (docs/product/achievements.md), computed
 * on every read from the person's stored activity with each activity's daily cap applied. Nothing is
 * cached: the queries are per-day aggregates, so a read stays small however much was logged.
 * Achievements and completed weekly challenges are written once, when a read (or the backfill) finds
 * them met. Other areas (the journey) read earned achievements through `earnedAchievements`.
 */
export function createGamificationService(deps: {
  db: Db;
  audit: AuditLog;
  sources: GamificationSources;
  /** The app's public address: share links start with it. */
  appUrl: string;
  now?: () => Date;
}) {
  const { db, audit, sources, appUrl } = deps;
  const now = deps.now ?? (() => new Date());

  /** Every stored activity of the person as counts per local day. */
  const loadFacts = async (userId: string, timeZone: string): Promise<ActivityFacts> => {
    const [symptoms, checkIns, meals, workouts, water, fasts, chats, community, challengeTicks] =
      await Promise.all([
        sources.symptoms.countsPerDay(userId, timeZone),
        sources.checkIns.countsPerDay(userId, timeZone),
        sources.meals.countsPerDay(userId, timeZone),
        sources.exercise.countsPerDay(userId, timeZone),
        sources.water.dailyTotals(userId, timeZone),
        sources.fasting.countsPerDay(userId, timeZone),
        sources.chat.countsPerDay(userId, timeZone),
        sources.community.contributionsPerDay(userId, timeZone),
        sources.challenges.ticksPerDay(userId, timeZone),
      ]).catch(rethrowUnknownTimeZone);
    const facts: ActivityFacts = new Map();
    for (const { day, count } of symptoms) addTo(facts, day, 'symptom', count);
    for (const { day, count } of checkIns) addTo(facts, day, 'checkIn', count);
    for (const { day, count } of meals) addTo(facts, day, 'meal', count);
    for (const { day, count } of workouts) addTo(facts, day, 'workout', count);
    for (const { day, totalMl } of water.days) {
      addTo(facts, day, 'waterMl', totalMl);
      if (totalMl >= water.goalMl) addTo(facts, day, 'waterGoal', 1);
    }
    for (const { day, count } of fasts) addTo(facts, day, 'fast', count);
    for (const { day, count } of chats) addTo(facts, day, 'chat', count);
    for (const row of community) {
      addTo(facts, row.day, 'posts', row.posts);
      addTo(facts, row.day, 'comments', row.comments);
      addTo(facts, row.day, 'engagedPosts', row.engagedPosts);
    }
    for (const { day, count } of challengeTicks) addTo(facts, day, 'challengeTask', count);
    return facts;
  };

  const frozenOf = (rows: { streakType: TStreakType; frozenDay: string }[]): FrozenDays => {
    const frozen = Object.fromEntries(STREAK_TYPES.map((t) => [t, new Set<string>()])) as FrozenDays;
    for (const row of rows) frozen[row.streakType].add(row.frozenDay);
    return frozen;
  };

  /** The activities of a week's challenge: premium ones only for people who can do them now. */
  const challengeOf = (userId: string, weekStart: string, premium: boolean) =>
    chooseWeeklyActivities(
      weekStart,
      userId,
      premium ? WEEKLY_ACTIVITIES : WEEKLY_ACTIVITIES.filter((a) => !a.premium),
    );

  /**
   * Everything computed for one person. What became earned (this week's and last week's challenge,
   * which may have ended since the last read, then achievements until nothing new is met, since a
   * level achievement's points can lift the level again) is worked out in memory, then written when
   * `write` is set; without it nothing is written (a refused request changes nothing).
   */
  const evaluate = async (userId: string, timeZone: string, write = true) => {
    const at = now();
    const today = localDate(at, timeZone);
    const [facts, freezeRows, premium, storedRewards, storedEarned, wellness] = await Promise.all([
      loadFacts(userId, timeZone),
      repo.freezes(db, userId),
      sources.subscription.hasPremiumAccess(userId),
      repo.challengeRewards(db, userId),
      repo.earned(db, userId),
      sources.challenges.achievementFacts(userId),
    ]);
    const frozen = frozenOf(freezeRows);
    // Wellness challenges: each completed run's reward XP, once per run (docs/product/challenges.md#xp-and-achievements).
    const wellnessChallenges = { joined: wellness.joined, completed: wellness.completedRewards.length };
    const streaks = streaksOf(facts, frozen, today);
    const weekStart = mondayOf(today);

    const rewardedWeeks = new Set(storedRewards.map((r) => r.weekStart));
    const newWeeks = [addDays(weekStart, -7), weekStart].filter((week) => {
      if (rewardedWeeks.has(week)) return false;
      const days = weekCounts(facts, week);
      return challengeOf(userId, week, premium).every((a) => weeklyActivityProgress(a, days) >= a.target);
    });
    const challenges = storedRewards.length + newWeeks.length;
    const baseXp =
      activityXp(facts, frozen, today) +
      storedRewards.reduce((sum, r) => sum + r.xp, 0) +
      newWeeks.length * WEEKLY_CHALLENGE.rewardXp +
      wellness.completedRewards.reduce((sum, xp) => sum + xp, 0);

    const earnedIds = new Set(storedEarned.map((e) => e.achievementId));
    const newIds: string[] = [];
    for (let round = 0; round <= ACHIEVEMENTS.length; round++) {
      const level = levelFromXp(baseXp + pointsOf([...earnedIds])).currentLevel;
      const metrics = metricsOf(facts, streaks, challenges, level, wellnessChallenges);
      const due = ACHIEVEMENTS.filter((a) => !earnedIds.has(a.id) && metrics[a.metric] >= a.target);
      if (due.length === 0) break;
      for (const a of due) {
        earnedIds.add(a.id);
        newIds.push(a.id);
      }
    }

    let earned = storedEarned;
    if (write && newWeeks.length + newIds.length > 0) {
      for (const week of newWeeks)
        await repo.rewardChallenge(db, userId, week, WEEKLY_CHALLENGE.rewardXp, at);
      for (const id of newIds) await repo.award(db, userId, id, at);
      // Read back: a parallel request may have written the same rows first, with its own time.
      earned = await repo.earned(db, userId);
    } else if (newIds.length > 0) {
      earned = [...storedEarned, ...newIds.map((achievementId) => ({ userId, achievementId, earnedAt: at }))];
    }
    const level = levelFromXp(baseXp + pointsOf(earned.map((e) => e.achievementId)));
    const metrics = metricsOf(facts, streaks, challenges, level.currentLevel, wellnessChallenges);
    return { at, today, weekStart, facts, frozen, freezeRows, streaks, premium, earned, level, metrics };
  };

  const auditRead = async (actor: Actor, resource: string) => {
    await audit.read({
      actorUserId: actor.userId,
      subjectUserId: actor.userId,
      action: 'read',
      resource,
      resourceId: actor.userId,
      requestId: actor.requestId,
      ipAddress: actor.ip,
    });
  };

  type State = Awaited<ReturnType<typeof evaluate>>;

  const streaksFrom = (state: State): TStreak[] => {
    const weekUsed = state.freezeRows.some((r) => r.weekStart === state.weekStart);
    return STREAK_TYPES.map((type) => {
      const { current, longest, lastActivity } = state.streaks[type];
      const names = STREAK_NAMES[type];
      const canFreeze =
        !weekUsed &&
        streakMissedOnlyYesterday(streakDays(state.facts, type), state.frozen[type], state.today);
      let title: string;
      let description: string;
      if (current > 0) {
        title = `${plural(current, 'day')} of ${names.noun}`;
        description =
          longest > current
            ? `Keep going at your own pace. Your longest so far: ${plural(longest, 'day')}.`
            : 'Your longest yet. Keep going at your own pace.';
      } else if (lastActivity !== null) {
        title = 'Welcome back';
        description = canFreeze
          ? `Yesterday was a rest day. A streak freeze can keep your ${names.noun} streak, or ${names.start.toLowerCase()} today to start fresh.`
          : `${names.start} whenever you are ready to start a new streak. Your longest so far: ${plural(longest, 'day')}.`;
      } else {
        title = `Start a ${names.noun} streak`;
        description = `${names.start} to start your first streak.`;
      }
      const usedOn = state.freezeRows.filter((r) => r.streakType === type).map((r) => r.frozenDay);
      return {
        type,
        currentStreak: current,
        longestStreak: longest,
        lastActivity,
        title,
        description,
        freeze: { available: canFreeze, usedOn },
      };
    });
  };

  const earnedMap = (earned: UserAchievementRow[]) =>
    new Map(earned.map((e) => [e.achievementId, e.earnedAt]));

  const pageAchievement = (
    a: AchievementDefinition,
    state: State,
    earned: Map<string, Date>,
  ): TAchievement => {
    const earnedAt = earned.get(a.id);
    const progress = progressOf(a, state.metrics);
    return {
      id: a.id,
      title: a.title,
      description: a.description,
      color: a.color,
      type: a.type,
      rarity: a.rarity,
      requirements: a.requirements,
      metadata: {
        category: a.pageCategory,
        points: a.points,
        ...(a.level !== undefined ? { level: a.level } : {}),
      },
      // Optional fields last, as the response serializer writes them.
      ...(earnedAt ? { earnedAt: earnedAt.toISOString() } : progress.current > 0 ? { progress } : {}),
    };
  };

  /** The shared achievement behind a token, or null (unknown, revoked, or no longer in the catalogue). */
  const sharedAchievement = async (token: string): Promise<TPublicAchievement | null> => {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null;
    const row = await repo.liveShareLink(db, token);
    const achievement = row ? ACHIEVEMENTS_BY_ID.get(row.link.achievementId) : undefined;
    if (!row || !achievement) return null;
    let displayName: string | null = null;
    if (row.link.showName) {
      const details = await sources.accounts.accountDetails(db, row.link.userId);
      displayName = details?.firstName?.trim() || null;
    }
    return {
      title: achievement.title,
      description: achievement.description,
      rarity: achievement.rarity,
      color: achievement.color,
      earnedAt: row.earnedAt.toISOString(),
      displayName,
      message: row.link.message,
    };
  };

  const currentStreakOf = (state: State) => Math.max(...STREAK_TYPES.map((t) => state.streaks[t].current));

  return {
    /** Achievements the person has earned, newest first. */
    /** The catalogue's words for an achievement (for the journey), or null for an id it no longer has. */
    describeAchievement(achievementId: string): { title: string; description: string } | null {
      const definition = ACHIEVEMENTS_BY_ID.get(achievementId);
      return definition ? { title: definition.title, description: definition.description } : null;
    },

    earnedAchievements(userId: string): Promise<UserAchievementRow[]> {
      return repo.earned(db, userId);
    },

    /** Evaluates and writes what became earned; the backfill (scripts/achievements-backfill.ts). */
    async backfill(userId: string, timeZone: string): Promise<{ earned: number; totalXP: number }> {
      const state = await evaluate(userId, timeZone);
      return { earned: state.earned.length, totalXP: state.level.totalXP };
    },

    /** GET /api/gamification/level */
    async level(actor: Actor, timeZone: string): Promise<TLevel> {
      const state = await evaluate(actor.userId, timeZone);
      await auditRead(actor, 'gamification');
      return state.level;
    },

    /** GET /api/gamification/achievements: every achievement of the catalogue. */
    async achievements(actor: Actor, timeZone: string): Promise<TGamificationAchievement[]> {
      const state = await evaluate(actor.userId, timeZone);
      await auditRead(actor, 'gamification');
      const earned = earnedMap(state.earned);
      return ACHIEVEMENTS.map((a) => {
        const unlockedAt = earned.get(a.id) ?? null;
        const progress = progressOf(a, state.metrics);
        return {
          id: a.id,
          title: a.title,
          description: a.description,
          icon: a.icon,
          category: a.category,
          points: a.points,
          isUnlocked: unlockedAt !== null,
          unlockedAt: unlockedAt?.toISOString() ?? null,
          progress: unlockedAt ? progress.target : progress.current,
          maxProgress: progress.target,
          rarity: a.rarity,
        };
      });
    },

    /** GET /api/gamification/streaks */
    async streaks(actor: Actor, timeZone: string): Promise<TStreak[]> {
      const state = await evaluate(actor.userId, timeZone);
      await auditRead(actor, 'gamification');
      return streaksFrom(state);
    },

    /** POST /api/gamification/streaks/freeze: keeps a streak that missed exactly yesterday; once a week. */
    async freeze(actor: Actor, type: TStreakType, timeZone: string): Promise<TStreak> {
      const at = now();
      const today = localDate(at, timeZone);
      const [facts, freezeRows] = await Promise.all([
        loadFacts(actor.userId, timeZone),
        repo.freezes(db, actor.userId),
      ]);
      const frozen = frozenOf(freezeRows);
      const weekStart = mondayOf(today);
      const unavailable = () => new AppError('CONFLICT', GAMIFICATION_MESSAGES.freezeUnavailable);
      if (freezeRows.some((r) => r.weekStart === weekStart)) throw unavailable();
      if (!streakMissedOnlyYesterday(streakDays(facts, type), frozen[type], today)) throw unavailable();
      await db.transaction(async (tx) => {
        // The primary key (person, week) refuses a second freeze in the week, even from a parallel request.
        const used = await repo.useFreeze(tx, {
          userId: actor.userId,
          streakType: type,
          frozenDay: addDays(today, -1),
          weekStart,
          usedAt: at,
        });
        if (!used) throw unavailable();
        await audit.write(tx, {
          actorUserId: actor.userId,
          subjectUserId: actor.userId,
          action: 'create',
          resource: 'streak_freeze',
          resourceId: actor.userId,
          requestId: actor.requestId,
          ipAddress: actor.ip,
        });
      });
      const state = await evaluate(actor.userId, timeZone);
      const streak = streaksFrom(state).find((s) => s.type === type);
      if (!streak) throw new Error(`no streak ${type}`);
      return streak;
    },

    /** GET /api/gamification/weekly-challenge */
    async weeklyChallenge(actor: Actor, timeZone: string): Promise<TWeeklyChallenge> {
      const state = await evaluate(actor.userId, timeZone);
      await auditRead(actor, 'gamification');
      const activities = challengeOf(actor.userId, state.weekStart, state.premium);
      const days = weekCounts(state.facts, state.weekStart);
      const done = activities.map((a) => weeklyActivityProgress(a, days) >= a.target);
      return {
        id: `week-${state.weekStart}`,
        title: WEEKLY_CHALLENGE.title,
        description: WEEKLY_CHALLENGE.description,
        progress: done.filter(Boolean).length,
        maxProgress: activities.length,
        reward: `${WEEKLY_CHALLENGE.rewardXp} XP`,
        endsAt: startOfLocalDay(addDays(state.weekStart, 7), timeZone).toISOString(),
        activities: activities.map((a, i) => ({ id: a.id, name: a.name, completed: done[i] ?? false })),
      };
    },

    /** GET /api/achievements: the achievements page with the share card's real figures. */
    async achievementsPage(actor: Actor, timeZone: string): Promise<TAchievementsPage> {
      const state = await evaluate(actor.userId, timeZone);
      await auditRead(actor, 'gamification');
      const earned = earnedMap(state.earned);
      return {
        achievements: ACHIEVEMENTS.map((a) => pageAchievement(a, state, earned)),
        stats: {
          totalAchievements: ACHIEVEMENTS.length,
          earnedAchievements: state.earned.filter((e) => ACHIEVEMENTS_BY_ID.has(e.achievementId)).length,
          currentStreak: currentStreakOf(state),
          totalPoints: state.level.totalXP,
          level: state.level.currentLevel,
        },
      };
    },

    /** POST /api/achievements/{id}/share-link: only for an earned achievement. */
    async createShareLink(
      actor: Actor,
      achievementId: string,
      input: { message?: string; showName: boolean },
    ): Promise<{ url: string; token: string }> {
      if (!ACHIEVEMENTS_BY_ID.has(achievementId)) throw notFound('Unknown achievement.');
      // Earned since the last read? Worked out without writing (days in UTC), and only then recorded.
      if (!(await repo.earnedOne(db, actor.userId, achievementId))) {
        const state = await evaluate(actor.userId, 'UTC', false);
        if (!state.earned.some((e) => e.achievementId === achievementId)) {
          throw new AppError('CONFLICT', GAMIFICATION_MESSAGES.notEarned);
        }
        await evaluate(actor.userId, 'UTC');
      }
      const token = randomBytes(24).toString('base64url');
      const message = input.message?.trim() ? input.message.trim() : null;
      await db.transaction(async (tx) => {
        await repo.insertShareLink(tx, {
          token,
          userId: actor.userId,
          achievementId,
          message,
          showName: input.showName,
          createdAt: now(),
        });
        await audit.write(tx, {
          actorUserId: actor.userId,
          subjectUserId: actor.userId,
          action: 'create',
          resource: 'achievement_share_link',
          resourceId: actor.userId,
          requestId: actor.requestId,
          ipAddress: actor.ip,
        });
      });
      return { url: `${appUrl}/shared/achievements/${token}`, token };
    },

    /** DELETE /api/achievements/{id}/share-links: every live link to it stops working. */
    async revokeShareLinks(actor: Actor, achievementId: string): Promise<{ revoked: number }> {
      if (!ACHIEVEMENTS_BY_ID.has(achievementId)) throw notFound('Unknown achievement.');
      return db.transaction(async (tx) => {
        const revoked = await repo.revokeShareLinks(tx, actor.userId, achievementId, now());
        if (revoked > 0) {
          await audit.write(tx, {
            actorUserId: actor.userId,
            subjectUserId: actor.userId,
            action: 'delete',
            resource: 'achievement_share_link',
            resourceId: actor.userId,
            requestId: actor.requestId,
            ipAddress: actor.ip,
          });
        }
        return { revoked };
      });
    },

    /** GET /api/public/achievements/{token}: the achievement and what the person chose to show; nothing else. */
    async publicAchievement(token: string): Promise<TPublicAchievement> {
      const found = await sharedAchievement(token);
      if (!found) throw notFound('This shared achievement is not available.');
      return found;
    },

    /** The shared achievement behind a token, or null (the page's Open Graph tags). */
    sharedAchievement,

    /** The data export: earned achievements, freezes used, challenges completed and share links. */
    async exportForUser(userId: string) {
      const [earned, freezes, rewards, links] = await Promise.all([
        repo.earned(db, userId),
        repo.freezes(db, userId),
        repo.challengeRewards(db, userId),
        repo.shareLinks(db, userId),
      ]);
      return {
        achievements: {
          earned: earned.map((e) => ({ achievementId: e.achievementId, earnedAt: e.earnedAt.toISOString() })),
          streakFreezes: freezes.map((f) => ({
            streakType: f.streakType,
            frozenDay: f.frozenDay,
            usedAt: f.usedAt.toISOString(),
          })),
          weeklyChallenges: rewards.map((r) => ({
            weekStart: r.weekStart,
            xp: r.xp,
            completedAt: r.completedAt.toISOString(),
          })),
          shareLinks: links.map((l) => ({
            achievementId: l.achievementId,
            message: l.message,
            showName: l.showName,
            createdAt: l.createdAt.toISOString(),
            revokedAt: l.revokedAt?.toISOString() ?? null,
          })),
        },
      };
    },

    /** The account erasure (inside its transaction): every row, share links included. */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.deleteForUser(tx, userId);
    },
  };
}

const pointsOf = (achievementIds: readonly string[]) =>
  achievementIds.reduce((sum, id) => sum + (ACHIEVEMENTS_BY_ID.get(id)?.points ?? 0), 0);

export type GamificationService = ReturnType<typeof createGamificationService>;
