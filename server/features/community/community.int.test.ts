import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  COMMUNITY_TOPICS,
  type TCommunityTopicSummary,
  type TPost,
} from '../../../contract/community';
import { createTestApp, makeAdmin, signUpUser, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const createPost = (user: User, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/community', headers: { cookie: user.cookie }, payload });

async function newPost(
  user: User,
  topic = 'General Discussion',
  content = 'Hello everyone, glad to be here!',
) {
  const response = await createPost(user, { topic, content });
  expect(response.statusCode).toBe(201);
  return response.json() as TPost;
}

const get = (user: User, url: string) => ctx.app.inject({ url, headers: { cookie: user.cookie } });
const send = (user: User, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie: user.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const count = async (sql: string, params: unknown[]) =>
  (await ctx.database.pool.query<{ n: number }>(sql, params)).rows[0]?.n;

async function clearPosts() {
  await ctx.database.pool.query('DELETE FROM posts');
}

describe('community posts', () => {
  it('creates a post as the signed-in user, whatever userId and authorName the client sends', async () => {
    const user = await signUpUser(ctx.app, { firstName: 'Maya', lastName: 'Rivera' });
    const response = await createPost(user, {
      topic: 'Sleep Issues',
      content: '  My wind-down routine: screens off at 9:30.  ',
      userId: 1,
      authorName: 'Community Member',
    });
    expect(response.statusCode).toBe(201);
    const post = response.json() as TPost;
    expect(post).toEqual({
      id: expect.any(String),
      userId: user.userId,
      authorName: 'Maya R.',
      topic: 'Sleep Issues',
      content: 'My wind-down routine: screens off at 9:30.',
      likes: 0,
      comments: 0,
      timestamp: expect.any(String),
      likedByMe: false,
      isMine: true,
    });
    expect(post.timestamp).toBe(new Date(post.timestamp).toISOString());
    expect(await count('SELECT count(*)::int AS n FROM posts WHERE user_id = $1', [user.userId])).toBe(1);
  });

  it("answers 400 with the contract's messages and stores nothing", async () => {
    const user = await signUpUser(ctx.app);
    const noTopic = await createPost(user, { content: 'Long enough content here' });
    expect(noTopic.statusCode).toBe(400);
    expect(noTopic.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: COMMUNITY_MESSAGES.topicRequired,
        fields: { topic: COMMUNITY_MESSAGES.topicRequired },
      },
    });
    const short = await createPost(user, { topic: 'Mental Health', content: 'too short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ content: COMMUNITY_MESSAGES.contentMin });
    const long = await createPost(user, { topic: 'Mental Health', content: 'a'.repeat(2001) });
    expect(long.json().error.fields).toEqual({ content: COMMUNITY_MESSAGES.contentMax });
    expect(await count('SELECT count(*)::int AS n FROM posts WHERE user_id = $1', [user.userId])).toBe(0);
  });

  it('stores and returns HTML-looking content as the exact plain text', async () => {
    const user = await signUpUser(ctx.app);
    const content = '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"';
    const post = await newPost(user, 'General Discussion', content);
    expect(post.content).toBe(content);
    const stored = await ctx.database.pool.query('SELECT content FROM posts WHERE id = $1', [post.id]);
    expect(stored.rows[0].content).toBe(content);
    const thread = await get(user, `/api/community/posts/${post.id}`);
    expect(thread.headers['content-type']).toMatch(/^application\/json/);
    expect(thread.json().post.content).toBe(content);
  });

  it('lists newest first, filters by topic (URL-decoded) and pages with limit and before', async () => {
    await clearPosts();
    const user = await signUpUser(ctx.app);
    const created: TPost[] = [];
    for (let i = 0; i < 5; i++) {
      created.push(
        await newPost(user, i % 2 === 0 ? 'Exercise & Movement' : 'Nutrition Tips', `Post number ${i} here`),
      );
    }
    const newestFirst = [...created].reverse().map((p) => p.id);

    const all = await get(user, '/api/community');
    expect(all.statusCode).toBe(200);
    expect((all.json() as TPost[]).map((p) => p.id)).toEqual(newestFirst);

    const exercise = await get(user, `/api/community/${encodeURIComponent('Exercise & Movement')}`);
    expect(exercise.statusCode).toBe(200);
    expect((exercise.json() as TPost[]).map((p) => p.content)).toEqual([
      'Post number 4 here',
      'Post number 2 here',
      'Post number 0 here',
    ]);

    const page1 = (await get(user, '/api/community?limit=2')).json() as TPost[];
    expect(page1.map((p) => p.id)).toEqual(newestFirst.slice(0, 2));
    const page2 = (await get(user, `/api/community?limit=2&before=${page1[1]?.id}`)).json() as TPost[];
    expect(page2.map((p) => p.id)).toEqual(newestFirst.slice(2, 4));
    const page3 = (await get(user, `/api/community?limit=2&before=${page2[1]?.id}`)).json() as TPost[];
    expect(page3.map((p) => p.id)).toEqual(newestFirst.slice(4));

    const topicPage = (
      await get(
        user,
        `/api/community/${encodeURIComponent('Exercise & Movement')}?limit=1&before=${created[4]?.id}`,
      )
    ).json() as TPost[];
    expect(topicPage.map((p) => p.content)).toEqual(['Post number 2 here']);
  });

  it('returns at most 20 posts by default', async () => {
    await clearPosts();
    const user = await signUpUser(ctx.app);
    await ctx.database.pool.query(
      `INSERT INTO posts (user_id, topic, content, created_at)
       SELECT $1, 'General Discussion', 'Seeded post ' || i, now() - i * interval '1 minute'
         FROM generate_series(1, 25) AS i`,
      [user.userId],
    );
    const list = (await get(user, '/api/community')).json() as TPost[];
    expect(list).toHaveLength(COMMUNITY_LIMITS.pageDefault);
    expect(list[0]?.content).toBe('Seeded post 1');
  });

  it('answers 400 for an unknown topic, a bad limit and a cursor that no longer exists', async () => {
    const user = await signUpUser(ctx.app);
    const unknown = await get(user, '/api/community/Gardening');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(COMMUNITY_MESSAGES.unknownTopic);
    expect((await get(user, '/api/community?limit=500')).statusCode).toBe(400);
    const stale = await get(user, `/api/community?before=${MISSING_ID}`);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.message).toBe(COMMUNITY_MESSAGES.staleCursor);
  });

  it('shows “Deleted user” once the author’s account is gone, and keeps the post', async () => {
    const author = await signUpUser(ctx.app, { firstName: 'Leaving', lastName: 'Soon' });
    const reader = await signUpUser(ctx.app);
    const post = await newPost(author, 'Success Stories', 'A whole year of progress, thank you all!');
    await send(reader, 'POST', `/api/community/posts/${post.id}/comments`, { content: 'So happy for you' });
    await send(author, 'POST', `/api/community/posts/${post.id}/comments`, { content: 'Thank you!' });
    await ctx.database.pool.query('DELETE FROM users WHERE id = $1', [author.userId]);

    const thread = (await get(reader, `/api/community/posts/${post.id}`)).json();
    expect(thread.post).toMatchObject({
      userId: null,
      authorName: 'Deleted user',
      isMine: false,
      comments: 2,
    });
    expect(thread.comments.map((c: { authorName: string }) => c.authorName)).toEqual([
      expect.stringMatching(/^Maya R\.$/),
      'Deleted user',
    ]);
  });
});

describe('likes', () => {
  it('counts a like once per member, however often it is sent, and unlikes', async () => {
    const author = await signUpUser(ctx.app);
    const fan = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const post = await newPost(author);

    const first = await send(fan, 'POST', `/api/community/${post.id}/like`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ likes: 1, likedByMe: true });
    const again = await send(fan, 'POST', `/api/community/${post.id}/like`);
    expect(again.json()).toMatchObject({ likes: 1, likedByMe: true });

    const byOther = await send(other, 'POST', `/api/community/${post.id}/like`);
    expect(byOther.json()).toMatchObject({ likes: 2, likedByMe: true });
    // The author sees the count, not someone else's like as theirs.
    expect((await get(author, `/api/community/posts/${post.id}`)).json().post).toMatchObject({
      likes: 2,
      likedByMe: false,
    });

    const unlike = await send(fan, 'DELETE', `/api/community/${post.id}/like`);
    expect(unlike.json()).toMatchObject({ likes: 1, likedByMe: false });
    const unlikeAgain = await send(fan, 'DELETE', `/api/community/${post.id}/like`);
    expect(unlikeAgain.json()).toMatchObject({ likes: 1, likedByMe: false });
    expect(await count('SELECT count(*)::int AS n FROM post_likes WHERE post_id = $1', [post.id])).toBe(1);
  });

  it('reads PATCH { likes } as intent: above the count likes, below unlikes, per member', async () => {
    const author = await signUpUser(ctx.app);
    const fan = await signUpUser(ctx.app);
    const post = await newPost(author);

    const like = await send(fan, 'PATCH', `/api/community/${post.id}`, { likes: post.likes + 1 });
    expect(like.statusCode).toBe(200);
    expect(like.json()).toMatchObject({ likes: 1, likedByMe: true });
    // A client sends "current + 1" again: still one like from this member.
    const twice = await send(fan, 'PATCH', `/api/community/${post.id}`, { likes: 2 });
    expect(twice.json()).toMatchObject({ likes: 1, likedByMe: true });
    // A huge number is still one like, never a count set by the client.
    const huge = await send(author, 'PATCH', `/api/community/${post.id}`, { likes: 1_000_000 });
    expect(huge.json()).toMatchObject({ likes: 2, likedByMe: true });
    const same = await send(fan, 'PATCH', `/api/community/${post.id}`, { likes: 2 });
    expect(same.json()).toMatchObject({ likes: 2, likedByMe: true });
    const unlike = await send(fan, 'PATCH', `/api/community/${post.id}`, { likes: 1 });
    expect(unlike.json()).toMatchObject({ likes: 1, likedByMe: false });

    const invalid = await send(fan, 'PATCH', `/api/community/${post.id}`, { likes: -3 });
    expect(invalid.statusCode).toBe(400);
    expect(await count('SELECT count(*)::int AS n FROM post_likes WHERE post_id = $1', [post.id])).toBe(1);
  });

  it('answers 404 for a post that does not exist', async () => {
    const user = await signUpUser(ctx.app);
    expect((await send(user, 'POST', `/api/community/${MISSING_ID}/like`)).statusCode).toBe(404);
    expect((await send(user, 'PATCH', `/api/community/${MISSING_ID}`, { likes: 1 })).statusCode).toBe(404);
    expect((await send(user, 'POST', '/api/community/not-a-uuid/like')).statusCode).toBe(400);
  });
});

describe('comments', () => {
  it('adds replies as the caller, lists them oldest first with the post, and counts them', async () => {
    const author = await signUpUser(ctx.app, { firstName: 'Ana', lastName: 'Lopez' });
    const replier = await signUpUser(ctx.app, { firstName: 'Ben', lastName: 'Okafor' });
    const post = await newPost(author);

    const first = await send(replier, 'POST', `/api/community/posts/${post.id}/comments`, {
      content: '  Welcome!  ',
      userId: 'someone-else',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      postId: post.id,
      userId: replier.userId,
      authorName: 'Ben O.',
      content: 'Welcome!',
      timestamp: expect.any(String),
      isMine: true,
    });
    await send(author, 'POST', `/api/community/posts/${post.id}/comments`, { content: 'Thank you' });

    const thread = await get(replier, `/api/community/posts/${post.id}`);
    expect(thread.statusCode).toBe(200);
    const body = thread.json();
    expect(body.post).toMatchObject({ id: post.id, comments: 2, authorName: 'Ana L.', isMine: false });
    expect(body.comments.map((c: { content: string; isMine: boolean }) => [c.content, c.isMine])).toEqual([
      ['Welcome!', true],
      ['Thank you', false],
    ]);
    const listed = ((await get(replier, '/api/community')).json() as TPost[]).find((p) => p.id === post.id);
    expect(listed?.comments).toBe(2);
  });

  it('answers 400 for an empty or too long reply and 404 for a missing post, storing nothing', async () => {
    const user = await signUpUser(ctx.app);
    const post = await newPost(user);
    const empty = await send(user, 'POST', `/api/community/posts/${post.id}/comments`, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(COMMUNITY_MESSAGES.commentRequired);
    const long = await send(user, 'POST', `/api/community/posts/${post.id}/comments`, {
      content: 'a'.repeat(1001),
    });
    expect(long.json().error.message).toBe(COMMUNITY_MESSAGES.commentMax);
    const missing = await send(user, 'POST', `/api/community/posts/${MISSING_ID}/comments`, {
      content: 'Hello there',
    });
    expect(missing.statusCode).toBe(404);
    expect(await count('SELECT count(*)::int AS n FROM comments WHERE user_id = $1', [user.userId])).toBe(0);
    expect((await get(user, `/api/community/posts/${MISSING_ID}`)).statusCode).toBe(404);
  });
});

describe('deleting', () => {
  it('lets the author delete their post, with its comments and likes', async () => {
    const author = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const post = await newPost(author);
    await send(other, 'POST', `/api/community/${post.id}/like`);
    await send(other, 'POST', `/api/community/posts/${post.id}/comments`, { content: 'Nice one' });

    const response = await send(author, 'DELETE', `/api/community/posts/${post.id}`);
    expect(response.statusCode).toBe(204);
    expect(await count('SELECT count(*)::int AS n FROM posts WHERE id = $1', [post.id])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM comments WHERE post_id = $1', [post.id])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM post_likes WHERE post_id = $1', [post.id])).toBe(0);
    expect((await get(author, `/api/community/posts/${post.id}`)).statusCode).toBe(404);
    expect((await send(author, 'DELETE', `/api/community/posts/${post.id}`)).statusCode).toBe(404);
  });

  it('answers 403 when deleting another member’s post or reply, and changes nothing', async () => {
    const author = await signUpUser(ctx.app);
    const intruder = await signUpUser(ctx.app);
    const post = await newPost(author);
    const comment = (
      await send(author, 'POST', `/api/community/posts/${post.id}/comments`, { content: 'My own reply' })
    ).json();

    const deletePost = await send(intruder, 'DELETE', `/api/community/posts/${post.id}`);
    expect(deletePost.statusCode).toBe(403);
    expect(deletePost.json().error.message).toBe(COMMUNITY_MESSAGES.notYourPost);
    const deleteComment = await send(intruder, 'DELETE', `/api/community/comments/${comment.id}`);
    expect(deleteComment.statusCode).toBe(403);
    expect(deleteComment.json().error.message).toBe(COMMUNITY_MESSAGES.notYourComment);

    const thread = (await get(author, `/api/community/posts/${post.id}`)).json();
    expect(thread.post.id).toBe(post.id);
    expect(thread.comments).toHaveLength(1);
  });

  it('lets a member delete their own reply only', async () => {
    const author = await signUpUser(ctx.app);
    const replier = await signUpUser(ctx.app);
    const post = await newPost(author);
    const reply = (
      await send(replier, 'POST', `/api/community/posts/${post.id}/comments`, { content: 'Oops, wrong post' })
    ).json();
    // The post's author cannot remove someone else's reply either.
    expect((await send(author, 'DELETE', `/api/community/comments/${reply.id}`)).statusCode).toBe(403);
    expect((await send(replier, 'DELETE', `/api/community/comments/${reply.id}`)).statusCode).toBe(204);
    expect((await get(author, `/api/community/posts/${post.id}`)).json()).toMatchObject({
      post: { comments: 0 },
      comments: [],
    });
    expect((await send(replier, 'DELETE', `/api/community/comments/${reply.id}`)).statusCode).toBe(404);
  });

  it('lets an admin remove any post or reply', async () => {
    const author = await signUpUser(ctx.app);
    const admin = await signUpUser(ctx.app);
    await makeAdmin(ctx, admin.userId);
    const post = await newPost(author);
    const reply = (
      await send(author, 'POST', `/api/community/posts/${post.id}/comments`, { content: 'A reply' })
    ).json();
    expect((await send(admin, 'DELETE', `/api/community/comments/${reply.id}`)).statusCode).toBe(204);
    expect((await send(admin, 'DELETE', `/api/community/posts/${post.id}`)).statusCode).toBe(204);
  });
});

describe('stats', () => {
  it('counts members, discussions and support given (likes plus replies) from the database', async () => {
    const user = await signUpUser(ctx.app);
    const before = (await get(user, '/api/community/stats')).json();
    expect(before).toEqual({
      members: await count('SELECT count(*)::int AS n FROM users', []),
      discussions: await count('SELECT count(*)::int AS n FROM posts', []),
      supportGiven:
        ((await count('SELECT count(*)::int AS n FROM post_likes', [])) ?? 0) +
        ((await count('SELECT count(*)::int AS n FROM comments', [])) ?? 0),
    });

    const friend = await signUpUser(ctx.app);
    const post = await newPost(user);
    await send(friend, 'POST', `/api/community/${post.id}/like`);
    await send(friend, 'POST', `/api/community/${post.id}/like`);
    await send(user, 'POST', `/api/community/${post.id}/like`);
    await send(friend, 'POST', `/api/community/posts/${post.id}/comments`, { content: 'Great' });

    const after = (await get(user, '/api/community/stats')).json();
    expect(after).toEqual({
      members: before.members + 1,
      discussions: before.discussions + 1,
      supportGiven: before.supportGiven + 3,
    });
  });
});

describe('topics and following', () => {
  const followUrl = (topic: string) => `/api/community/topics/${encodeURIComponent(topic)}/follow`;
  const topics = async (user: User) => {
    const response = await get(user, '/api/community/topics');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TCommunityTopicSummary[];
  };
  const topicOf = async (user: User, topic: string) => {
    const found = (await topics(user)).find((t) => t.topic === topic);
    if (!found) throw new Error(`${topic} missing`);
    return found;
  };

  it('lists every topic in order with its posts and members counted on the server', async () => {
    await clearPosts();
    await ctx.database.pool.query('DELETE FROM topic_follows');
    const maya = await signUpUser(ctx.app);
    const sam = await signUpUser(ctx.app);
    const lee = await signUpUser(ctx.app);
    const reader = await signUpUser(ctx.app);

    const sleep = await newPost(maya, 'Sleep Issues', 'Screens off at 9:30 helps me a lot.');
    await newPost(maya, 'Sleep Issues', 'A cooler bedroom made a difference too.');
    await newPost(sam, 'Sleep Issues', 'Magnesium before bed, anyone tried it?');
    // A reply makes its author a member of the post's topic.
    await send(lee, 'POST', `/api/community/posts/${sleep.id}/comments`, { content: 'Yes, it helps me' });
    await newPost(lee, 'Success Stories', 'Three weeks of steady sleep, finally.');
    // Following makes a member without writing anything, and only once with a post too.
    expect((await send(reader, 'PUT', followUrl('Sleep Issues'))).statusCode).toBe(200);
    expect((await send(maya, 'PUT', followUrl('Sleep Issues'))).statusCode).toBe(200);
    expect((await send(reader, 'PUT', followUrl('Pain Management'))).statusCode).toBe(200);

    const list = await topics(sam);
    expect(list.map((t) => t.topic)).toEqual([...COMMUNITY_TOPICS]);
    const byTopic = Object.fromEntries(list.map((t) => [t.topic, t]));
    expect(byTopic['Sleep Issues']).toEqual({
      topic: 'Sleep Issues',
      posts: 3,
      members: 4,
      followedByMe: false,
    });
    expect(byTopic['Success Stories']).toEqual({
      topic: 'Success Stories',
      posts: 1,
      members: 1,
      followedByMe: false,
    });
    expect(byTopic['Pain Management']).toEqual({
      topic: 'Pain Management',
      posts: 0,
      members: 1,
      followedByMe: false,
    });
    expect(byTopic['Mental Health']).toEqual({
      topic: 'Mental Health',
      posts: 0,
      members: 0,
      followedByMe: false,
    });
    // The same numbers, with the caller's own follows.
    expect((await topicOf(reader, 'Sleep Issues')).followedByMe).toBe(true);
    expect((await topicOf(reader, 'Pain Management')).followedByMe).toBe(true);
    expect((await topicOf(maya, 'Pain Management')).followedByMe).toBe(false);
  });

  it('gives a topic of every post that exists in the list with its posts counted', async () => {
    const user = await signUpUser(ctx.app);
    const posted = new Map<string, number>();
    const rows = await ctx.database.pool.query<{ topic: string; n: number }>(
      'SELECT topic, count(*)::int AS n FROM posts GROUP BY topic',
    );
    for (const row of rows.rows) posted.set(row.topic, row.n);
    expect(posted.size).toBeGreaterThan(0);
    const list = await topics(user);
    for (const [topic, n] of posted) expect(list.find((t) => t.topic === topic)?.posts, topic).toBe(n);
  });

  it('follows and unfollows a topic per member, idempotently, and keeps it', async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const before = await topicOf(other, 'Nutrition Tips');

    const followed = await send(user, 'PUT', followUrl('Nutrition Tips'));
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json()).toEqual({ ...before, members: before.members + 1, followedByMe: true });
    // Following again changes nothing.
    expect((await send(user, 'PUT', followUrl('Nutrition Tips'))).json()).toMatchObject({
      members: before.members + 1,
      followedByMe: true,
    });
    expect(
      await count('SELECT count(*)::int AS n FROM topic_follows WHERE user_id = $1', [user.userId]),
    ).toBe(1);
    // Stored on the server: a fresh read says so; someone else is not following.
    expect(await topicOf(user, 'Nutrition Tips')).toMatchObject({ followedByMe: true });
    expect(await topicOf(other, 'Nutrition Tips')).toMatchObject({
      followedByMe: false,
      members: before.members + 1,
    });

    const unfollowed = await send(user, 'DELETE', followUrl('Nutrition Tips'));
    expect(unfollowed.statusCode, unfollowed.body).toBe(200);
    expect(unfollowed.json()).toEqual({ ...before, followedByMe: false });
    expect((await send(user, 'DELETE', followUrl('Nutrition Tips'))).statusCode).toBe(200);
    expect(
      await count('SELECT count(*)::int AS n FROM topic_follows WHERE user_id = $1', [user.userId]),
    ).toBe(0);
  });

  it('answers 400 Unknown topic when following a topic that does not exist', async () => {
    const user = await signUpUser(ctx.app);
    const response = await send(user, 'PUT', followUrl('Knitting'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(COMMUNITY_MESSAGES.unknownTopic);
    expect(
      await count('SELECT count(*)::int AS n FROM topic_follows WHERE user_id = $1', [user.userId]),
    ).toBe(0);
  });
});

describe('access and limits', () => {
  it('answers 401 on every community endpoint when signed out', async () => {
    const user = await signUpUser(ctx.app);
    const post = await newPost(user);
    const comment = (
      await send(user, 'POST', `/api/community/posts/${post.id}/comments`, { content: 'Reply' })
    ).json();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/community'],
      ['GET', '/api/community/Mental%20Health'],
      ['GET', '/api/community/stats'],
      ['GET', '/api/community/topics'],
      ['PUT', '/api/community/topics/Mental%20Health/follow'],
      ['DELETE', '/api/community/topics/Mental%20Health/follow'],
      ['POST', '/api/community', { topic: 'Mental Health', content: 'Signed out content' }],
      ['PATCH', `/api/community/${post.id}`, { likes: 5 }],
      ['POST', `/api/community/${post.id}/like`],
      ['DELETE', `/api/community/${post.id}/like`],
      ['GET', `/api/community/posts/${post.id}`],
      ['POST', `/api/community/posts/${post.id}/comments`, { content: 'Signed out' }],
      ['DELETE', `/api/community/posts/${post.id}`],
      ['DELETE', `/api/community/comments/${comment.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await ctx.app.inject({
        method: method as 'GET',
        url,
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const thread = (await get(user, `/api/community/posts/${post.id}`)).json();
    expect(thread.post).toMatchObject({ likes: 0, comments: 1 });
  });

  it(`answers 429 after ${COMMUNITY_LIMITS.postsPerHour} posts an hour, per member`, async () => {
    const busy = await signUpUser(ctx.app);
    for (let i = 0; i < COMMUNITY_LIMITS.postsPerHour; i++)
      await newPost(busy, 'General Discussion', `Post ${i} of many`);
    const over = await createPost(busy, { topic: 'General Discussion', content: 'One post too many' });
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: COMMUNITY_MESSAGES.postRateLimited,
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count('SELECT count(*)::int AS n FROM posts WHERE user_id = $1', [busy.userId])).toBe(
      COMMUNITY_LIMITS.postsPerHour,
    );
    // Someone else is not affected.
    await newPost(await signUpUser(ctx.app));
  });

  it(`answers 429 after ${COMMUNITY_LIMITS.commentsPerHour} replies an hour`, async () => {
    const user = await signUpUser(ctx.app);
    const post = await newPost(user);
    for (let i = 0; i < COMMUNITY_LIMITS.commentsPerHour; i++) {
      const ok = await send(user, 'POST', `/api/community/posts/${post.id}/comments`, {
        content: `Reply ${i}`,
      });
      expect(ok.statusCode).toBe(201);
    }
    const over = await send(user, 'POST', `/api/community/posts/${post.id}/comments`, {
      content: 'Too many',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(COMMUNITY_MESSAGES.commentRateLimited);
    expect(await count('SELECT count(*)::int AS n FROM comments WHERE post_id = $1', [post.id])).toBe(
      COMMUNITY_LIMITS.commentsPerHour,
    );
  });

  it('does not count rejected posts against the hourly allowance', async () => {
    const user = await signUpUser(ctx.app);
    for (let i = 0; i < COMMUNITY_LIMITS.postsPerHour + 2; i++) {
      expect((await createPost(user, { topic: 'Mental Health', content: 'short' })).statusCode).toBe(400);
    }
    await newPost(user);
  });
});
