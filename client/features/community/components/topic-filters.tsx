import { cn } from '@client/ui/cn';
import { COMMUNITY_FILTER_TOPICS, type TCommunityTopic } from '@contract/community';

type TopicFiltersProps = {
  active: TCommunityTopic | null;
  /** Clicking the active topic clears the filter, another topic sets it. */
  onChange: (topic: TCommunityTopic | null) => void;
};

/** The first 6 topics as toggle buttons (docs/product/community.md#screens). */
export function TopicFilters({ active, onChange }: TopicFiltersProps) {
  return (
    <fieldset>
      <legend className="sr-only">Filter by topic</legend>
      <div className="flex flex-wrap gap-2">
        {COMMUNITY_FILTER_TOPICS.map((topic) => {
          const isActive = topic === active;
          return (
            <button
              key={topic}
              type="button"
              aria-pressed={isActive}
              onClick={() => onChange(isActive ? null : topic)}
              className={cn(
                'min-h-11 rounded-full border px-3.5 text-sm font-medium',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
                isActive
                  ? 'border-teal-700 bg-teal-700 text-white hover:bg-teal-800'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              {topic}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
