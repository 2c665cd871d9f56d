import { ACHIEVEMENT_TABS, type TAchievement, type TAchievementPageCategory } from '@contract/gamification';

export type AchievementTab = (typeof ACHIEVEMENT_TABS)[number];

/** Earned has `earnedAt`; in progress has `progress` without it; anything else is locked. */
export function achievementTab(achievement: TAchievement): AchievementTab {
  if (achievement.earnedAt) return 'Earned';
  if (achievement.progress) return 'In Progress';
  return 'Locked';
}

/** The achievements of one category (all when null), grouped by tab in the tabs' order. */
export function groupByTab(
  achievements: readonly TAchievement[],
  category: TAchievementPageCategory | null,
): Record<AchievementTab, TAchievement[]> {
  const groups = Object.fromEntries(ACHIEVEMENT_TABS.map((tab) => [tab, [] as TAchievement[]])) as Record<
    AchievementTab,
    TAchievement[]
  >;
  for (const achievement of achievements) {
    if (category !== null && achievement.metadata.category !== category) continue;
    groups[achievementTab(achievement)].push(achievement);
  }
  // Newest first among the earned; closest to done first among those in progress.
  groups.Earned.sort((a, b) => (b.earnedAt ?? '').localeCompare(a.earnedAt ?? ''));
  groups['In Progress'].sort((a, b) => ratio(b) - ratio(a));
  return groups;
}

const ratio = (achievement: TAchievement) =>
  achievement.progress && achievement.progress.target > 0
    ? achievement.progress.current / achievement.progress.target
    : 0;
