import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  COMMUNITY_TOPICS,
  ZCreateCommentRequest,
  ZCreatePostRequest,
  ZPatchPostRequest,
  ZPostListQuery,
} from './community';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('community topics', () => {
  it('lists the 10 topics in order', () => {
    expect(COMMUNITY_TOPICS).toEqual([
      'Fatigue Support',
      'Nutrition Tips',
      'Exercise & Movement',
      'Mental Health',
      'Autoimmune Support',
      'Digestive Health',
      'Sleep Issues',
      'Pain Management',
      'Success Stories',
      'General Discussion',
    ]);
  });
});

describe('ZCreatePostRequest', () => {
  const valid = { topic: 'Sleep Issues', content: 'A wind-down routine that works for me' };

  it('accepts a topic and content, trimming the content', () => {
    expect(ZCreatePostRequest.parse({ ...valid, content: `  ${valid.content}  ` })).toEqual(valid);
  });

  it('accepts and keeps a client’s userId and authorName (the server ignores them)', () => {
    const parsed = ZCreatePostRequest.parse({ ...valid, userId: 1, authorName: 'Community Member' });
    expect(parsed.topic).toBe('Sleep Issues');
  });

  it.each([[{ content: valid.content }], [{ ...valid, topic: '' }], [{ ...valid, topic: 'Gardening' }]])(
    'answers “Topic is required” for a missing or unknown topic (%j)',
    (input) => {
      expect(firstMessage(ZCreatePostRequest.safeParse(input))).toBe(COMMUNITY_MESSAGES.topicRequired);
    },
  );

  it('requires at least 10 characters of content, not counting surrounding spaces', () => {
    for (const content of ['', 'too short', '   short   ', undefined]) {
      const result = ZCreatePostRequest.safeParse({ topic: valid.topic, content });
      expect(firstMessage(result)).toBe(COMMUNITY_MESSAGES.contentMin);
    }
    expect(ZCreatePostRequest.safeParse({ topic: valid.topic, content: '0123456789' }).success).toBe(true);
  });

  it('caps content at 2,000 characters', () => {
    const at = 'a'.repeat(COMMUNITY_LIMITS.contentMax);
    expect(ZCreatePostRequest.safeParse({ ...valid, content: at }).success).toBe(true);
    expect(firstMessage(ZCreatePostRequest.safeParse({ ...valid, content: `${at}a` }))).toBe(
      COMMUNITY_MESSAGES.contentMax,
    );
  });

  it('keeps markup as plain text', () => {
    const content = '<script>alert(1)</script> & <b>bold</b>';
    expect(ZCreatePostRequest.parse({ ...valid, content }).content).toBe(content);
  });
});

describe('ZCreateCommentRequest', () => {
  it('needs 1 to 1,000 characters after trimming', () => {
    expect(firstMessage(ZCreateCommentRequest.safeParse({ content: '   ' }))).toBe(
      COMMUNITY_MESSAGES.commentRequired,
    );
    expect(firstMessage(ZCreateCommentRequest.safeParse({}))).toBe(COMMUNITY_MESSAGES.commentRequired);
    expect(ZCreateCommentRequest.parse({ content: ' Yes! ' })).toEqual({ content: 'Yes!' });
    expect(ZCreateCommentRequest.safeParse({ content: 'a'.repeat(1000) }).success).toBe(true);
    expect(firstMessage(ZCreateCommentRequest.safeParse({ content: 'a'.repeat(1001) }))).toBe(
      COMMUNITY_MESSAGES.commentMax,
    );
  });
});

describe('ZPatchPostRequest', () => {
  it('takes a whole, non-negative like count', () => {
    expect(ZPatchPostRequest.parse({ likes: 3 })).toEqual({ likes: 3 });
    expect(ZPatchPostRequest.safeParse({ likes: -1 }).success).toBe(false);
    expect(ZPatchPostRequest.safeParse({ likes: 1.5 }).success).toBe(false);
    expect(ZPatchPostRequest.safeParse({}).success).toBe(false);
  });
});

describe('ZPostListQuery', () => {
  it('defaults to 20 posts and coerces the query string', () => {
    expect(ZPostListQuery.parse({})).toEqual({ limit: 20 });
    expect(ZPostListQuery.parse({ limit: '5' })).toEqual({ limit: 5 });
  });
  it('keeps the page size between 1 and 50 and the cursor a post id', () => {
    expect(ZPostListQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(ZPostListQuery.safeParse({ limit: '51' }).success).toBe(false);
    expect(ZPostListQuery.safeParse({ before: 'yesterday' }).success).toBe(false);
    expect(ZPostListQuery.safeParse({ before: '3f1c1a52-5a8e-4d59-9d3e-1b0b7e7a2f10' }).success).toBe(true);
  });
});
