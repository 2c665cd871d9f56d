import type { TAchievementStats } from '@contract/gamification';
import { Award, Flame, Star } from 'lucide-react';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * The share card: achievements earned, day streak and level, all the person's own. With nothing yet,
 * the same figures in kind words (an invitation, never sample numbers).
 */
export function ShareCard({ stats }: { stats: TAchievementStats }) {
  const isNew = stats.earnedAchievements === 0 && stats.currentStreak === 0;
  return (
    <section
      aria-labelledby="share-card-title"
      className="rounded-card bg-brand-deep p-4 text-on-brand-deep shadow-raised"
    >
      <h2 id="share-card-title" className="text-lg font-semibold">
        Your journey so far
      </h2>
      <ul className="mt-3 grid grid-cols-3 gap-2 text-center">
        <li className="rounded-xl bg-on-brand-deep/10 p-2">
          <Award className="mx-auto h-5 w-5" aria-hidden="true" />
          <span className="mt-1 block text-metric font-bold" data-testid="share-earned">
            {stats.earnedAchievements}
          </span>
          <span className="block text-caption text-on-brand-deep-muted">
            {plural(stats.earnedAchievements, 'achievement', 'achievements')}
          </span>
        </li>
        <li className="rounded-xl bg-on-brand-deep/10 p-2">
          <Flame className="mx-auto h-5 w-5" aria-hidden="true" />
          <span className="mt-1 block text-metric font-bold" data-testid="share-streak">
            {stats.currentStreak}
          </span>
          <span className="block text-caption text-on-brand-deep-muted">day streak</span>
        </li>
        <li className="rounded-xl bg-on-brand-deep/10 p-2">
          <Star className="mx-auto h-5 w-5" aria-hidden="true" />
          <span className="mt-1 block text-metric font-bold" data-testid="share-level">
            {stats.level}
          </span>
          <span className="block text-caption text-on-brand-deep-muted">level</span>
        </li>
      </ul>
      <p className="mt-3 text-sm text-on-brand-deep-muted">
        {isNew
          ? 'Everyone starts here. Your first check-in or symptom log begins your streak and your first achievement.'
          : stats.currentStreak === 0
            ? 'Your streak starts again with your next check-in, whenever you are ready.'
            : `${stats.earnedAchievements} of ${stats.totalAchievements} achievements earned. Share any of them from its card.`}
      </p>
    </section>
  );
}
