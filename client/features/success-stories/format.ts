import { STORY_CONDITION_LABELS, type TStoryCondition } from '@contract/success-stories';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Mar 4, 2026'; the text as given when it is not a date. */
export function formatStoryDate(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : dateFormat.format(time);
}

/** The condition in plain words ('Chronic fatigue'); the raw value for one this client does not know. */
export function conditionLabel(condition: string): string {
  return STORY_CONDITION_LABELS[condition as TStoryCondition] ?? condition;
}

/** '1 like', '12 likes'. */
export function likesText(count: number): string {
  return count === 1 ? '1 like' : `${count.toLocaleString('en-US')} likes`;
}
