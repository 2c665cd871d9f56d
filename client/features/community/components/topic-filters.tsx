import { cn } from '@client/ui/cn';
import { Skeleton } from '@client/ui/skeleton';
import { topicChips } from '@common/community';
import { COMMUNITY_TOPICS, type TCommunityTopic, type TCommunityTopicSummary } from '@contract/community';
import { useEffect, useRef } from 'react';

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
  const rowRef = useRef<HTMLDivElement>(null);
  // Keeps the selected chip in view in the scrolling row (a ?topic= link may select the last one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chip moves when the selection or the list changes.
  useEffect(() => {
    const pressed = rowRef.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    pressed?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, chips.length]);
  return (
    <fieldset aria-busy={topics === undefined} className="min-w-0">
      <legend className="sr-only">Filter by topic</legend>
      {/* One row that scrolls sideways on a phone, instead of five rows of chips above the list. */}
      <div ref={rowRef} className="-mx-4 flex snap-x gap-2 overflow-x-auto scroll-px-4 px-4 pb-2">
        <Chip label="All" isActive={active === null} onClick={() => onChange(null)} />
        {chips.map((topic) => {
          const isActive = topic === active;
          return (
            <Chip
              key={topic}
              label={topic}
              isActive={isActive}
              onClick={() => onChange(isActive ? null : topic)}
            />
          );
        })}
        {topics === undefined ? (
          <>
            <Skeleton className="h-11 w-32 shrink-0 rounded-full" />
            <Skeleton className="h-11 w-28 shrink-0 rounded-full" />
            <span className="sr-only">Loading topics...</span>
          </>
        ) : null}
      </div>
    </fieldset>
  );
}

function Chip({ label, isActive, onClick }: { label: string; isActive: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={isActive}
      onClick={onClick}
      className={cn(
        'min-h-11 shrink-0 snap-start rounded-full border px-3.5 text-sm font-medium whitespace-nowrap',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        isActive
          ? 'border-brand bg-brand text-on-brand hover:bg-brand-strong'
          : 'border-line bg-surface-raised text-ink hover:bg-surface',
      )}
    >
      {label}
    </button>
  );
}
