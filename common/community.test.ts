import { describe, expect, it } from 'vitest';
import { formatAuthorName, isCommunityTopic } from './community';

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
