import { z } from 'zod';

/** The 10 community topics, in their order (docs/product/community.md#rules-and-numbers). */
export const COMMUNITY_TOPICS = [
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
] as const;
export type TCommunityTopic = (typeof COMMUNITY_TOPICS)[number];

export const COMMUNITY_LIMITS = {
  /** docs/product/community.md#rules-and-numbers */
  contentMin: 10,
  contentMax: 2000,
  commentMin: 1,
  commentMax: 1000,
  /** GET /api/community: posts per page. */
  pageDefault: 20,
  pageMax: 50,
  /** Comments returned with one post (oldest first). */
  commentsMax: 500,
  /** Per user, per rolling hour window (rate-limited on the server). */
  postsPerHour: 10,
  commentsPerHour: 60,
} as const;

export const COMMUNITY_MESSAGES = {
  topicRequired: 'Topic is required',
  contentMin: 'Content must be at least 10 characters',
  contentMax: 'Content must be at most 2,000 characters',
  commentRequired: 'Write a reply before posting',
  commentMax: 'Replies must be at most 1,000 characters',
  unknownTopic: 'Unknown topic',
  created: 'Post created successfully',
  createError: 'Error creating post',
  postRateLimited: `You can share up to ${COMMUNITY_LIMITS.postsPerHour} posts an hour. Please try again later.`,
  commentRateLimited: `You can post up to ${COMMUNITY_LIMITS.commentsPerHour} replies an hour. Please try again later.`,
  postNotFound: 'This discussion is no longer available.',
  commentNotFound: 'This reply is no longer available.',
  staleCursor: 'The list has changed. Reload to see the latest posts.',
  notYourPost: 'You can only delete your own posts.',
  notYourComment: 'You can only delete your own replies.',
  /**
   * Shown in place of the author of a post or reply whose account was deleted
   * (docs/product/data-rights.md#account-deletion).
   */
  deletedUser: 'Deleted user',
  followError: 'Your follow was not saved',
} as const;

export const ZCommunityTopic = z.enum(COMMUNITY_TOPICS, { error: COMMUNITY_MESSAGES.topicRequired });

export const ZPostContent = z
  .string({ error: COMMUNITY_MESSAGES.contentMin })
  .trim()
  .min(COMMUNITY_LIMITS.contentMin, COMMUNITY_MESSAGES.contentMin)
  .max(COMMUNITY_LIMITS.contentMax, COMMUNITY_MESSAGES.contentMax);

/** POST /api/community (topic, content; a userId and authorName are accepted too). */
export const ZCreatePostRequest = z.object({
  topic: ZCommunityTopic,
  content: ZPostContent,
  /**
   * A client may send its user id and a hard-coded author name; the author comes from the
   * session, so both are accepted and ignored.
   */
  userId: z.union([z.string(), z.number()]).optional(),
  authorName: z.string().max(255).optional(),
});
export type TCreatePostRequest = z.input<typeof ZCreatePostRequest>;

/**
 * PATCH /api/community/{id} (a client sends the current count plus one).
 * Likes are per user (docs/product/community.md#likes): a value above the current count likes the post as the
 * caller, a value below it unlikes, an equal value changes nothing.
 */
export const ZPatchPostRequest = z.object({ likes: z.number().int().min(0) });
export type TPatchPostRequest = z.input<typeof ZPatchPostRequest>;

export const ZCreateCommentRequest = z.object({
  content: z
    .string({ error: COMMUNITY_MESSAGES.commentRequired })
    .trim()
    .min(COMMUNITY_LIMITS.commentMin, COMMUNITY_MESSAGES.commentRequired)
    .max(COMMUNITY_LIMITS.commentMax, COMMUNITY_MESSAGES.commentMax),
});
export type TCreateCommentRequest = z.input<typeof ZCreateCommentRequest>;

/** GET /api/community[/{topic}] query: newest first, `before` = the id of the last post already shown. */
export const ZPostListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(COMMUNITY_LIMITS.pageMax).default(COMMUNITY_LIMITS.pageDefault),
  before: z.uuid().optional(),
});
export type TPostListQuery = z.input<typeof ZPostListQuery>;

/** A community post, plus what the caller needs to draw it. */
export const ZPost = z.object({
  id: z.string(),
  /** Null once the author's account is deleted. */
  userId: z.string().nullable(),
  /** First name and last initial ('Maya R.'), or 'Deleted user'. */
  authorName: z.string(),
  topic: ZCommunityTopic,
  content: z.string(),
  likes: z.number().int(),
  comments: z.number().int(),
  timestamp: z.string(),
  likedByMe: z.boolean(),
  isMine: z.boolean(),
});
export type TPost = z.infer<typeof ZPost>;
export const ZPostList = z.array(ZPost);

export const ZComment = z.object({
  id: z.string(),
  postId: z.string(),
  userId: z.string().nullable(),
  authorName: z.string(),
  content: z.string(),
  timestamp: z.string(),
  isMine: z.boolean(),
});
export type TComment = z.infer<typeof ZComment>;

/** GET /api/community/posts/{id}: the post and its comments, oldest first. */
export const ZPostThread = z.object({ post: ZPost, comments: z.array(ZComment) });
export type TPostThread = z.infer<typeof ZPostThread>;

/** GET /api/community/stats, computed from the database (the stats strip). */
export const ZCommunityStats = z.object({
  members: z.number().int(),
  discussions: z.number().int(),
  /** Likes plus replies. */
  supportGiven: z.number().int(),
});
export type TCommunityStats = z.infer<typeof ZCommunityStats>;

/**
 * GET /api/community/topics: every topic with its numbers, counted by the server
 * (docs/product/community.md#topics-and-members). `members` are the distinct people who follow the
 * topic or wrote a post or reply in it.
 */
export const ZCommunityTopicSummary = z.object({
  topic: ZCommunityTopic,
  posts: z.number().int(),
  members: z.number().int(),
  followedByMe: z.boolean(),
});
export type TCommunityTopicSummary = z.infer<typeof ZCommunityTopicSummary>;
export const ZCommunityTopicList = z.array(ZCommunityTopicSummary);
