import { describe, expect, it } from 'vitest';
import { formatCount, formatPostTime, plural } from './format';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [1247, '1,247'],
    [3891, '3,891'],
    [9999, '9,999'],
    [10_000, '10k'],
    [12_400, '12.4k'],
    [12_480, '12.4k'],
    [999_999, '999.9k'],
    [1_250_000, '1.2M'],
  ])('writes %i as %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});

describe('formatPostTime', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it.each([
    [ago(20_000), 'just now'],
    [ago(5 * 60_000), '5 minutes ago'],
    [ago(60 * 60_000), '1 hour ago'],
    [ago(3 * 3600_000), '3 hours ago'],
    [ago(26 * 3600_000), 'yesterday'],
    [ago(4 * 86_400_000), '4 days ago'],
    [ago(10 * 86_400_000), 'Feb 28, 2026'],
  ])('writes %s as %s', (timestamp, text) => {
    expect(formatPostTime(timestamp, now)).toBe(text);
  });
});

describe('plural', () => {
  it('picks the word for the count', () => {
    expect(plural(1, 'reply', 'replies')).toBe('1 reply');
    expect(plural(0, 'reply', 'replies')).toBe('0 replies');
    expect(plural(1500, 'like', 'likes')).toBe('1,500 likes');
  });
});
