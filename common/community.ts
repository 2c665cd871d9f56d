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
