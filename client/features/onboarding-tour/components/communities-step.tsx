import { buttonClasses } from '@client/ui/button';
import type { TRecommendCommunitiesResponse } from '@contract/assistant';
import type { UseQueryResult } from '@tanstack/react-query';
import { MessagesSquare, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'wouter';
import { formatCount } from '../form';
import { Badge } from './badge';
import { StepEmpty, StepError, StepSkeleton } from './step-states';

/** Join opens the community's discussions in that topic (docs/product/onboarding.md#guided-tour). */
export const joinHref = (topic: string) => `/community-enhanced?topic=${encodeURIComponent(topic)}`;

/**
 * Step 5: communities that fit the answers, with members and this week's posts
 * (docs/product/onboarding.md#guided-tour).
 */
export function CommunitiesStep({ query }: { query: UseQueryResult<TRecommendCommunitiesResponse> }) {
  if (query.isPending) return <StepSkeleton label="Finding communities for you…" />;
  if (query.isError) {
    return (
      <StepError
        title="We couldn't load communities"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const { communities } = query.data;
  if (communities.length === 0) {
    return (
      <StepEmpty
        icon={<MessagesSquare className="h-6 w-6" aria-hidden="true" />}
        title="No communities to suggest"
      >
        <p>Browse every topic and start a discussion of your own.</p>
        <Link href="/community-enhanced" className={`${buttonClasses({ variant: 'outline' })} mt-3`}>
          Open the community
        </Link>
      </StepEmpty>
    );
  }
  return (
    <ul className="space-y-3">
      {communities.map((community) => (
        <li key={community.name} className="rounded-xl border border-line p-4">
          <div className="flex items-start justify-between gap-3">
            <h3 className="font-semibold text-ink">{community.name}</h3>
            <Badge variant="outline">{community.category}</Badge>
          </div>
          <p className="mt-1 text-sm text-ink-muted">{community.description}</p>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink">
            <span className="inline-flex items-center gap-1">
              <Users className="h-4 w-4 text-ink-muted" aria-hidden="true" />
              {formatCount(community.memberCount)} {community.memberCount === 1 ? 'member' : 'members'}
            </span>
            <span className="inline-flex items-center gap-1">
              <MessagesSquare className="h-4 w-4 text-ink-muted" aria-hidden="true" />
              {community.activity}
            </span>
            {community.moderated ? (
              <Badge variant="secondary" className="gap-1">
                <ShieldCheck className="h-3.5 w-3.5" aria-hidden="true" />
                Medically Moderated
              </Badge>
            ) : null}
          </div>
          <Link
            href={joinHref(community.name)}
            aria-label={`Join ${community.name}`}
            className={`${buttonClasses({ variant: 'secondary', block: true })} mt-3`}
          >
            Join
          </Link>
        </li>
      ))}
    </ul>
  );
}
