import { Chips } from '@client/ui/chips';
import { Skeleton } from '@client/ui/skeleton';
import { topicChips } from '@common/community';
import { COMMUNITY_TOPICS, type TCommunityTopic, type TCommunityTopicSummary } from '@contract/community';

type TopicFiltersProps = {
  active: TCommunityTopic | null;
  /** 'All' clears the filter; clicking the active topic clears it too, another topic sets it. */
  onChange: (topic: TCommunityTopic | null) => void;
  /** The server's topic list; undefined while it loads, null when it could not be loaded. */
  topics: readonly TCommunityTopicSummary[] | undefined | null;
};

/**
 * 'All' and a chip for every topic that has a discussion, that the person follows, or that is
 * selected (docs/product/community.md#topics-and-members). Should the topic list fail to load, every
 * topic is offered, so no discussion is ever out of reach.
 */
export function TopicFilters({ active, onChange, topics }: TopicFiltersProps) {
  const chips = topics === null ? [...COMMUNITY_TOPICS] : topicChips(topics ?? [], active);
  return (
    // One row that scrolls sideways on a phone, instead of five rows of chips above the list.
    <Chips
      label="Filter by topic"
      options={chips}
      value={active}
      onChange={onChange}
      allLabel="All"
      isDeselectable
      isBusy={topics === undefined}
      trailing={
        topics === undefined ? (
          <>
            <Skeleton className="h-11 w-32 shrink-0 rounded-full" />
            <Skeleton className="h-11 w-28 shrink-0 rounded-full" />
            <span className="sr-only">Loading topics...</span>
          </>
        ) : null
      }
    />
  );
}
