import { errorMessage } from '@client/api/http';
import { Button } from '@client/ui/button';
import { toast } from '@client/ui/use-toast';
import { COMMUNITY_MESSAGES, type TCommunityTopic, type TCommunityTopicSummary } from '@contract/community';
import { Check, Plus } from 'lucide-react';
import { plural } from '../format';
import { useFollowTopic } from '../hooks';

type TopicFollowProps = {
  topic: TCommunityTopic;
  /** The topic's numbers from the server; undefined while they load. */
  summary: TCommunityTopicSummary | undefined;
};

/**
 * The selected topic's members and discussions, counted by the server, and Follow / Following
 * (docs/product/community.md#following-topics). Follow is a toggle button (pressed while following);
 * its state is the server's.
 */
export function TopicFollow({ topic, summary }: TopicFollowProps) {
  const follow = useFollowTopic();
  const isFollowing = summary?.followedByMe ?? false;

  const onToggle = async () => {
    try {
      await follow.mutateAsync({ topic, follow: !isFollowing });
    } catch (error) {
      toast({
        title: COMMUNITY_MESSAGES.followError,
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl bg-surface px-4 py-3">
      <p className="min-w-0 text-sm text-ink">
        <span className="block font-semibold text-ink">{topic}</span>
        {summary ? (
          <>
            <span className="block">
              {plural(summary.members, 'member', 'members')} ·{' '}
              {plural(summary.posts, 'discussion', 'discussions')}
            </span>
            {isFollowing ? <span className="block text-brand-ink">You follow this topic</span> : null}
          </>
        ) : (
          <span className="text-ink-muted">Loading...</span>
        )}
      </p>
      <Button
        variant={isFollowing ? 'primary' : 'outline'}
        aria-pressed={isFollowing}
        aria-label={`Follow ${topic}`}
        disabled={!summary || follow.isPending}
        aria-busy={follow.isPending}
        onClick={() => void onToggle()}
        className="shrink-0"
      >
        {isFollowing ? (
          <Check className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Plus className="h-4 w-4" aria-hidden="true" />
        )}
        Follow
      </Button>
    </div>
  );
}
