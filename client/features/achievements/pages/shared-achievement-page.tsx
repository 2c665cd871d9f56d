import { ApiError } from '@client/api/http';
import { useAuthStatus } from '@client/features/auth';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { buttonClasses } from '@client/ui/button';
import { ErrorState, QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { type TPublicAchievement, ZPublicAchievement } from '@contract/gamification';
import { Award, SearchX } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { readableDate } from '../dates';
import { usePublicAchievement } from '../hooks';
import { achievementColorCss, RarityBadge } from '../rarity';

const isGone = (error: unknown) => error instanceof ApiError && [400, 404].includes(error.status);

/**
 * A shared achievement (docs/product/achievements.md#public-shared-achievement-page), opened signed
 * in or out: only what the person chose to share, and an invitation to join.
 */
export default function SharedAchievementPage() {
  const { token = '' } = useParams<{ token?: string }>();
  const shared = usePublicAchievement(token);
  useDocumentTitle(shared.data ? `${shared.data.title}: a shared achievement` : 'Shared achievement');

  return (
    <div className="space-y-5 px-4 pt-6 pb-10">
      <QueryCard
        query={shared}
        loadingLabel="Loading the shared achievement..."
        skeleton={
          <div className="space-y-3">
            <Skeleton className="h-8 w-3/4" />
            <Skeleton className="h-48" />
          </div>
        }
        isBroken={(data) => !ZPublicAchievement.safeParse(data).success}
        error={(error, retry) =>
          isGone(error) || token === '' ? (
            <NotFound />
          ) : (
            <>
              <h1 className="text-2xl font-bold tracking-tight text-ink">Shared achievement</h1>
              <ErrorState message="We couldn't load this shared achievement." onRetry={retry} />
            </>
          )
        }
      >
        {(achievement) => <SharedAchievement achievement={achievement} />}
      </QueryCard>
      <JoinCall />
    </div>
  );
}

function SharedAchievement({ achievement }: { achievement: TPublicAchievement }) {
  const earnedOn = readableDate(achievement.earnedAt);
  const who = achievement.displayName ?? 'Someone';
  return (
    <article aria-labelledby="shared-title" className="space-y-4">
      <p className="text-sm font-semibold text-brand-ink">{who} earned an achievement on Infinite Wellness</p>
      <div
        className="rounded-card border border-line bg-surface-raised p-5 text-center shadow-raised"
        style={{ borderTop: `6px solid ${achievementColorCss(achievement.color)}` }}
      >
        <span
          className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-surface-muted"
          style={{ color: achievementColorCss(achievement.color) }}
        >
          <Award className="h-8 w-8" aria-hidden="true" />
        </span>
        <h1 id="shared-title" className="mt-3 text-2xl font-bold tracking-tight break-words text-ink">
          {achievement.title}
        </h1>
        <div className="mt-2 flex justify-center">
          <RarityBadge rarity={achievement.rarity} />
        </div>
        <p className="mt-3 text-ink-muted">{achievement.description}</p>
        {earnedOn ? <p className="mt-3 text-sm text-ink">Earned {earnedOn}</p> : null}
      </div>
      {achievement.message ? (
        <figure className="rounded-card bg-surface-muted p-4">
          <blockquote className="break-words whitespace-pre-line text-ink">{achievement.message}</blockquote>
          {achievement.displayName ? (
            <figcaption className="mt-2 text-sm text-ink-muted">{achievement.displayName}</figcaption>
          ) : null}
        </figure>
      ) : null}
    </article>
  );
}

function NotFound() {
  return (
    <section aria-labelledby="shared-missing" className="space-y-3 text-center">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-soft text-brand-ink">
        <SearchX className="h-6 w-6" aria-hidden="true" />
      </span>
      <h1 id="shared-missing" className="text-2xl font-bold tracking-tight text-ink">
        This achievement isn't available
      </h1>
      <p className="text-ink-muted">
        The link may be mistyped, or the person who shared it has taken it down.
      </p>
    </section>
  );
}

/** The call to join (or, signed in, to one's own achievements). */
function JoinCall() {
  const auth = useAuthStatus();
  const signedIn = auth.data?.authenticated === true;
  return (
    <section aria-labelledby="join-title" className="rounded-card bg-brand-soft p-5">
      <h2 id="join-title" className="text-lg font-semibold text-ink">
        {signedIn ? 'Keep going on your own journey' : 'Start your own wellness journey'}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {signedIn
          ? 'Your achievements grow from your own check-ins and logs.'
          : 'Infinite Wellness helps you track symptoms, build gentle habits and see your own patterns. Free to join.'}
      </p>
      <Link
        href={signedIn ? '/achievements' : '/signup'}
        className={`${buttonClasses({ block: true })} mt-4`}
      >
        {signedIn ? 'See your achievements' : 'Join Infinite Wellness'}
      </Link>
    </section>
  );
}
