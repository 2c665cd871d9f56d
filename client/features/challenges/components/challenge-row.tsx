import { useCurrentUser } from '@client/features/auth';
import { track } from '@client/lib/analytics';
import { Button, buttonClasses } from '@client/ui/button';
import { challengeDayLabel } from '@common/challenges';
import { withReturnPath } from '@common/return-path';
import {
  CHALLENGE_CATEGORY_LABELS,
  CHALLENGE_DIFFICULTY_LABELS,
  type TChallengeSummary,
} from '@contract/challenges';
import { UPGRADE_URL } from '@contract/subscription';
import { Crown, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

export const CHALLENGES_PATH = '/wellness-challenges';

/**
 * What a join click tells analytics: the kind of challenge and whether the person was signed in,
 * never which challenge (its topic can hint at a condition; docs/product/challenges.md#the-screen).
 */
export const joinClickProperties = (challenge: TChallengeSummary, signedIn: boolean) => ({
  category: challenge.category,
  access: challenge.access,
  signedIn,
});

const people = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'participant' : 'participants'}`;

/** One challenge of the list: what it is, who joined, and the way in (join, sign up or Premium). */
export function ChallengeRow({
  challenge,
  premiumAccess,
  isJoining,
  onJoin,
  onOpen,
}: {
  challenge: TChallengeSummary;
  /** Signed in: whether premium challenges can be joined now; null signed out. */
  premiumAccess: boolean | null;
  isJoining: boolean;
  onJoin: (challenge: TChallengeSummary) => void;
  onOpen: (id: string) => void;
}) {
  const user = useCurrentUser();
  const titleId = `challenge-${challenge.id}-title`;
  const run = challenge.progress;
  const isPremium = challenge.access === 'premium';

  let action: ReactNode;
  if (run?.status === 'active') {
    action = <p className="text-sm font-semibold text-brand-ink">{challengeDayLabel(run.currentDay)}</p>;
  } else if (!user) {
    action = (
      <Link
        href={withReturnPath('/signup', CHALLENGES_PATH)}
        className={buttonClasses({ size: 'md' })}
        aria-describedby={titleId}
        onClick={() => track('challenge_join_clicked', joinClickProperties(challenge, false))}
      >
        Join
      </Link>
    );
  } else if (isPremium && premiumAccess === false) {
    action = (
      <Link
        href={UPGRADE_URL}
        className={buttonClasses({ variant: 'secondary' })}
        aria-describedby={titleId}
        onClick={() => track('premium_upgrade_clicked', { source: 'wellness_challenges' })}
      >
        Upgrade to join
      </Link>
    );
  } else {
    action = (
      <Button aria-describedby={titleId} disabled={isJoining} onClick={() => onJoin(challenge)}>
        {isJoining ? 'Joining...' : run ? 'Join again' : 'Join'}
      </Button>
    );
  }

  return (
    <article aria-labelledby={titleId} className="space-y-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
        <span className="rounded-full bg-surface-muted px-2 py-0.5 text-ink">
          {CHALLENGE_DIFFICULTY_LABELS[challenge.difficulty]}
        </span>
        <span className="rounded-full bg-surface-muted px-2 py-0.5 text-ink">
          {CHALLENGE_CATEGORY_LABELS[challenge.category]}
        </span>
        {isPremium ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-watch-soft px-2 py-0.5 text-ink">
            <Crown className="h-3.5 w-3.5" aria-hidden="true" />
            Premium
          </span>
        ) : null}
        {run?.status === 'completed' ? (
          <span className="rounded-full bg-good-soft px-2 py-0.5 text-ink">Completed</span>
        ) : run?.status === 'ended' ? (
          <span className="rounded-full bg-surface-muted px-2 py-0.5 text-ink">Ended</span>
        ) : null}
      </div>
      <h3 id={titleId} className="text-base font-semibold text-ink">
        {challenge.title}
      </h3>
      <p className="text-sm text-ink-muted">{challenge.description}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
        <span className="inline-flex items-center gap-1">
          <Users className="h-3.5 w-3.5" aria-hidden="true" />
          {people(challenge.participants)}
        </span>
        <span>{challenge.durationDays} days</span>
        <span>{challenge.rewardXp} XP reward</span>
      </p>
      {isPremium && premiumAccess === false && run?.status !== 'active' ? (
        <p className="text-xs text-ink-muted">Included in Premium and in the free trial.</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 pt-1">
        {action}
        <Button variant="outline" aria-describedby={titleId} onClick={() => onOpen(challenge.id)}>
          Details
        </Button>
      </div>
    </article>
  );
}
