import { COMMUNITY_MESSAGES, COMMUNITY_TOPICS, type TCommunityTopic } from '../contract/community';

/** Community topics and authors as people read them (docs/product/community.md#rules-and-numbers). */

export function isCommunityTopic(value: string): value is TCommunityTopic {
  return (COMMUNITY_TOPICS as readonly string[]).includes(value);
}

/**
 * 'Maya R.': the first name and the last name's initial. A missing author (account deleted) or one
 * without any name left (anonymised) is 'Deleted user'.
 */
export function formatAuthorName(
  author: { firstName: string | null; lastName: string | null } | null,
): string {
  const first = (author?.firstName ?? '').trim();
  if (!first) return COMMUNITY_MESSAGES.deletedUser;
  const initial = Array.from((author?.lastName ?? '').trim())[0];
  return initial ? `${first} ${initial.toLocaleUpperCase('en-US')}.` : first;
}

/**
 * The topics the filter offers besides 'All' (docs/product/community.md#topics-and-members): every
 * topic that has a discussion, that the person follows, or that is selected, in the topics' order.
 */
export function topicChips(
  summaries: readonly { topic: TCommunityTopic; posts: number; followedByMe: boolean }[],
  active: TCommunityTopic | null = null,
): TCommunityTopic[] {
  const shown = new Set<TCommunityTopic>(
    summaries.filter((s) => s.posts > 0 || s.followedByMe).map((s) => s.topic),
  );
  if (active) shown.add(active);
  return COMMUNITY_TOPICS.filter((topic) => shown.has(topic));
}
