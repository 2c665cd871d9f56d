import { useCurrentUser } from '@client/features/auth';
import { Button } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { EmptyState, QueryCard } from '@client/ui/query-card';
import { fromInfiniteQuery, ShowMoreList } from '@client/ui/show-more-list';
import { Skeleton } from '@client/ui/skeleton';
import type { TCommunityTopic } from '@contract/community';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useCommunityFeed, useCommunityTopics } from '../hooks';
import { DISCUSSIONS_HEADING_ID } from './focus';
import { PostCard } from './post-card';
import { TopicFilters } from './topic-filters';
import { TopicFollow } from './topic-follow';

export const threadHref = (postId: string) => `/community-enhanced/${postId}`;

/**
 * The discussions list with the topic filters (and, on a selected topic, its numbers and Follow),
 * newest first, a page at a time.
 */
export function CommunityFeed({ initialTopic = null }: { initialTopic?: TCommunityTopic | null } = {}) {
  const user = useCurrentUser();
  const [topic, setTopic] = useState<TCommunityTopic | null>(initialTopic);
  const feed = useCommunityFeed(topic);
  const topicsQuery = useCommunityTopics();
  // undefined while loading, null when the list could not be read (the filters then offer every topic).
  const topics = topicsQuery.isPending
    ? undefined
    : Array.isArray(topicsQuery.data) && !topicsQuery.isError
      ? topicsQuery.data
      : null;
  const posts = (feed.data?.pages ?? []).flatMap((page) => (Array.isArray(page) ? page : []));

  const status = feed.isPending
    ? ''
    : topic
      ? `Showing ${posts.length === 1 ? '1 post' : `${posts.length} posts`} in ${topic}`
      : `Showing ${posts.length === 1 ? '1 post' : `${posts.length} posts`} from all topics`;

  return (
    <section aria-labelledby={DISCUSSIONS_HEADING_ID} className="px-4 pt-6 pb-8">
      <h2
        id={DISCUSSIONS_HEADING_ID}
        tabIndex={-1}
        className="mb-3 text-lg font-semibold text-ink focus-visible:outline-2 focus-visible:outline-focus"
      >
        Discussions
      </h2>
      <TopicFilters active={topic} onChange={setTopic} topics={topics} />
      {topic && topics !== null ? (
        <TopicFollow topic={topic} summary={topics?.find((t) => t.topic === topic)} />
      ) : null}
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      <div className="mt-4">
        <QueryCard
          query={feed}
          loadingLabel="Loading discussions..."
          skeleton={<PostListSkeleton />}
          error="The discussions could not be loaded."
        >
          {() => (
            // The count is announced by the live region above, which outlives the list.
            <ShowMoreList
              items={posts}
              getKey={(post) => post.id}
              renderItem={(post) => (
                <PostCard
                  post={post}
                  threadHref={threadHref(post.id)}
                  canDelete={post.isMine || user?.role === 'admin'}
                />
              )}
              paging={fromInfiniteQuery(feed)}
              status={null}
              moreLabel="Load More Discussions"
              loadingMoreLabel="Loading..."
              moreError={{
                message: 'More discussions could not be loaded.',
                retryLabel: 'Reload Discussions',
                onRetry: () => void feed.refetch(),
              }}
              empty={
                <EmptyState
                  icon={MessagesSquare}
                  title={topic ? `No posts in ${topic} yet` : 'No discussions yet'}
                  action={
                    topic ? (
                      <Button variant="outline" onClick={() => setTopic(null)}>
                        Show All Topics
                      </Button>
                    ) : null
                  }
                >
                  Be the first: use New Post to start a conversation. Someone is probably wondering the same
                  thing.
                </EmptyState>
              }
            />
          )}
        </QueryCard>
      </div>
    </section>
  );
}

/** Cards shaped like posts, for a loading state. */
export function PostListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Card key={index}>
          <CardContent className="space-y-3">
            <div className="flex items-center gap-3">
              <Skeleton className="h-10 w-10 rounded-full" />
              <div className="space-y-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-3 w-32" />
              </div>
            </div>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </CardContent>
        </Card>
      ))}
    </>
  );
}
