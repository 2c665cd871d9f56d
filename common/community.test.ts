import { describe, expect, it } from 'vitest';
import type { TCommunityTopic } from '../contract/community';
import { formatAuthorName, isCommunityTopic, topicChips } from './community';

describe('community topics', () => {
  it('recognises only those topics, exactly as spelled', () => {
    expect(isCommunityTopic('Exercise & Movement')).toBe(true);
    expect(isCommunityTopic('exercise & movement')).toBe(false);
    expect(isCommunityTopic('stats')).toBe(false);
  });
});

describe('formatAuthorName', () => {
  it('shows the first name and the last initial', () => {
    expect(formatAuthorName({ firstName: 'Maya', lastName: 'Rivera' })).toBe('Maya R.');
    expect(formatAuthorName({ firstName: ' Élodie ', lastName: 'érard' })).toBe('Élodie É.');
  });
  it('shows the first name alone when there is no last name', () => {
    expect(formatAuthorName({ firstName: 'Sam', lastName: '' })).toBe('Sam');
  });
  it('shows “Deleted user” when the account is gone or anonymised', () => {
    expect(formatAuthorName(null)).toBe('Deleted user');
    expect(formatAuthorName({ firstName: '', lastName: '' })).toBe('Deleted user');
    expect(formatAuthorName({ firstName: null, lastName: null })).toBe('Deleted user');
  });
});

describe('topicChips', () => {
  const summary = (topic: TCommunityTopic, posts: number, followedByMe = false) => ({
    topic,
    posts,
    followedByMe,
  });

  it('offers every topic that has a discussion, in the topics’ order, and no empty ones', () => {
    const chips = topicChips([
      summary('General Discussion', 2),
      summary('Sleep Issues', 1),
      summary('Fatigue Support', 3),
      summary('Mental Health', 0),
    ]);
    expect(chips).toEqual(['Fatigue Support', 'Sleep Issues', 'General Discussion']);
  });

  it('keeps a followed topic and the selected topic even without discussions', () => {
    const chips = topicChips(
      [summary('Pain Management', 0, true), summary('Success Stories', 0)],
      'Nutrition Tips',
    );
    expect(chips).toEqual(['Nutrition Tips', 'Pain Management']);
  });

  it('offers nothing but All when there are no discussions', () => {
    expect(topicChips([])).toEqual([]);
  });
});
