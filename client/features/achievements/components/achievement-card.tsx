import { Meter } from '@client/ui/meter';
import type { TAchievement } from '@contract/gamification';
import { Award, Lock } from 'lucide-react';
import { readableDate } from '../dates';
import { achievementColorCss, RarityBadge } from '../rarity';
import { ShareAchievementDialog } from './share-dialog';

/**
 * One achievement: title, rarity (icon and word), description, points and category; its progress as a
 * meter while in progress, what it takes, and the date earned with Share once earned.
 */
export function AchievementCard({ achievement }: { achievement: TAchievement }) {
  const { earnedAt, progress } = achievement;
  const headingId = `achievement-${achievement.id}`;
  const earnedOn = earnedAt ? readableDate(earnedAt) : null;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface-raised p-4 shadow-raised"
      style={{ borderLeft: `6px solid ${achievementColorCss(achievement.color)}` }}
      data-achievement={achievement.id}
    >
      <div className="flex items-start gap-3">
        <span
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-surface-muted"
          style={{ color: achievementColorCss(achievement.color) }}
        >
          {earnedAt ? (
            <Award className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Lock className="h-5 w-5 text-ink-muted" aria-hidden="true" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold break-words text-ink">
            {achievement.title}
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <RarityBadge rarity={achievement.rarity} />
            <span className="text-caption text-ink-muted">
              {achievement.metadata.points} XP · {achievement.metadata.category}
            </span>
          </div>
        </div>
      </div>
      <p className="mt-3 text-sm text-ink-muted">{achievement.description}</p>

      {progress && !earnedAt ? (
        <div className="mt-3 space-y-1">
          <div className="flex justify-between text-caption">
            <span className="font-semibold text-ink">Progress</span>
            <span className="text-ink-muted">
              {progress.current} of {progress.target}
            </span>
          </div>
          <Meter
            label={`${achievement.title} progress`}
            value={progress.current}
            max={progress.target}
            valueText={`${progress.current} of ${progress.target}`}
          />
        </div>
      ) : null}

      {achievement.requirements.length > 0 ? (
        <div className="mt-3">
          <p className="text-caption font-semibold text-ink">What it takes</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink-muted">
            {achievement.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {earnedAt ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink">{earnedOn ? `Earned ${earnedOn}` : 'Earned'}</p>
          <ShareAchievementDialog achievement={{ ...achievement, earnedAt }} />
        </div>
      ) : progress ? null : (
        <p className="mt-3 text-caption text-ink-muted">Locked: not started yet</p>
      )}
    </article>
  );
}
