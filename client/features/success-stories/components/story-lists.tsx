import { Button } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { Chips } from '@client/ui/chips';
import { EmptyState, QueryCard } from '@client/ui/query-card';
import { fromInfiniteQuery, ShowMoreList } from '@client/ui/show-more-list';
import { Skeleton } from '@client/ui/skeleton';
import { STORY_CONDITION_LABELS, STORY_CONDITIONS, type TStoryCondition } from '@contract/success-stories';
import { BookHeart, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { storiesOf, useBrowseStories, useMyStories } from '../hooks';
import { StoryCard } from './story-card';

const CONDITION_CHIPS = STORY_CONDITIONS.map((value) => ({ value, label: STORY_CONDITION_LABELS[value] }));

/** Browse: published stories of every member, newest first, filtered by condition. */
export function BrowseStories() {
  const [condition, setCondition] = useState<TStoryCondition | null>(null);
  const query = useBrowseStories(condition);
  const stories = storiesOf(query.data);
  const label = condition ? STORY_CONDITION_LABELS[condition] : null;

  return (
    <div className="space-y-4">
      <Chips
        label="Filter by condition"
        allLabel="All"
        options={CONDITION_CHIPS}
        value={condition}
        onChange={setCondition}
      />
      <p className="sr-only" aria-live="polite">
        {query.isPending
          ? ''
          : `Showing ${stories.length === 1 ? '1 story' : `${stories.length} stories`}${label ? ` about ${label}` : ''}`}
      </p>
      <QueryCard
        query={query}
        loadingLabel="Loading stories..."
        skeleton={<StoryListSkeleton />}
        error="The stories could not be loaded."
      >
        {() => (
          <ShowMoreList
            items={stories}
            getKey={(story) => story.id}
            renderItem={(story) => <StoryCard story={story} />}
            paging={fromInfiniteQuery(query)}
            status={null}
            moreLabel="Load More Stories"
            loadingMoreLabel="Loading..."
            moreError={{
              message: 'More stories could not be loaded.',
              retryLabel: 'Reload Stories',
              onRetry: () => void query.refetch(),
            }}
            empty={
              <EmptyState
                icon={Sparkles}
                title={label ? `No stories about ${label} yet` : 'No stories yet'}
                action={
                  label ? (
                    <Button variant="outline" onClick={() => setCondition(null)}>
                      Show All Stories
                    </Button>
                  ) : null
                }
              >
                Stories members share appear here once they have been reviewed. Yours could be the first.
              </EmptyState>
            }
          />
        )}
      </QueryCard>
    </div>
  );
}

/** My Stories: the person's own stories, whatever their status. */
export function MyStories() {
  const query = useMyStories();
  const stories = storiesOf(query.data);
  return (
    <QueryCard
      query={query}
      loadingLabel="Loading your stories..."
      skeleton={<StoryListSkeleton count={2} />}
      error="Your stories could not be loaded."
    >
      {() => (
        <ShowMoreList
          items={stories}
          getKey={(story) => story.id}
          renderItem={(story) => <StoryCard story={story} variant="mine" />}
          paging={fromInfiniteQuery(query)}
          status={null}
          moreLabel="Load More Stories"
          loadingMoreLabel="Loading..."
          moreError={{
            message: 'More stories could not be loaded.',
            retryLabel: 'Reload Stories',
            onRetry: () => void query.refetch(),
          }}
          empty={
            <EmptyState icon={BookHeart} title="You have not shared a story yet">
              When something has helped you, Share Your Success Story. You can share it anonymously.
            </EmptyState>
          }
        />
      )}
    </QueryCard>
  );
}

function StoryListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Card key={index}>
          <CardContent className="space-y-3">
            <div className="flex items-center gap-3">
              <Skeleton className="h-10 w-10 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </div>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
          </CardContent>
        </Card>
      ))}
    </>
  );
}
