import { afterEach, describe, expect, it } from 'vitest';
import { COMMUNITY_TOPICS, type TPost } from '../../../contract/community';
import { createTestApp, createTestDatabase, signUpUser, type TestContext } from '../../test/harness';
import {
  DEMO_COMMENTS,
  DEMO_EMAIL_DOMAIN,
  DEMO_FOLLOWS,
  DEMO_MEMBERS,
  DEMO_POSTS,
  seedCommunityDemoContent,
} from './community';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function freshDatabase() {
  const database = await createTestDatabase();
  closers.push(() => database.close());
  return database;
}

async function freshApp(): Promise<TestContext> {
  const ctx = await createTestApp();
  closers.push(() => ctx.close());
  return ctx;
}

describe('seedCommunityDemoContent', () => {
  it('adds about ten supportive posts across topics from demo members, with replies and likes', async () => {
    const database = await freshDatabase();
    const result = await seedCommunityDemoContent(database.db);
    expect(result).toEqual({ seeded: true, posts: DEMO_POSTS.length });
    expect(DEMO_POSTS.length).toBeGreaterThanOrEqual(10);

    const { rows: posts } = await database.pool.query('SELECT topic, content, user_id FROM posts');
    expect(posts).toHaveLength(DEMO_POSTS.length);
    expect(new Set(posts.map((p) => p.topic))).toEqual(new Set(COMMUNITY_TOPICS));
    for (const post of posts) {
      expect(post.content.length).toBeGreaterThanOrEqual(10);
      expect(post.content.length).toBeLessThanOrEqual(2000);
    }
    const comments = await database.pool.query('SELECT count(*)::int AS n FROM comments');
    expect(comments.rows[0].n).toBe(DEMO_COMMENTS.length);
    const likes = await database.pool.query('SELECT count(*)::int AS n FROM post_likes');
    expect(likes.rows[0].n).toBe(DEMO_POSTS.reduce((sum, p) => sum + p.likedBy.length, 0));
    const follows = await database.pool.query('SELECT count(*)::int AS n FROM topic_follows');
    expect(follows.rows[0].n).toBe(Object.values(DEMO_FOLLOWS).flat().length);
  });

  it('creates demo members who are marked demo, ordinary users, and cannot sign in', async () => {
    const database = await freshDatabase();
    await seedCommunityDemoContent(database.db);
    const { rows: members } = await database.pool.query(
      'SELECT id, email, role, is_demo FROM users WHERE is_demo ORDER BY email',
    );
    expect(members).toHaveLength(DEMO_MEMBERS.length);
    for (const member of members) {
      expect(member.role).toBe('user');
      expect(member.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`)).toBe(true);
    }
    const accounts = await database.pool.query(
      'SELECT count(*)::int AS n FROM accounts WHERE user_id = ANY($1)',
      [members.map((m) => m.id)],
    );
    expect(accounts.rows[0].n).toBe(0);
  });

  it('spreads the posts over recent days, newest a few hours ago', async () => {
    const database = await freshDatabase();
    const now = new Date('2026-03-10T12:00:00Z');
    await seedCommunityDemoContent(database.db, now);
    const { rows } = await database.pool.query(
      'SELECT min(created_at) AS oldest, max(created_at) AS newest FROM posts',
    );
    expect(now.getTime() - new Date(rows[0].newest).getTime()).toBeLessThan(6 * 3600_000);
    expect(now.getTime() - new Date(rows[0].oldest).getTime()).toBeLessThan(14 * 24 * 3600_000);
  });

  it('runs once: not again, and not when the community already has posts', async () => {
    const database = await freshDatabase();
    await seedCommunityDemoContent(database.db);
    expect(await seedCommunityDemoContent(database.db)).toEqual({ seeded: false, posts: 0 });
    // Demo posts removed by moderators do not come back on the next start.
    await database.pool.query('DELETE FROM posts');
    expect(await seedCommunityDemoContent(database.db)).toEqual({ seeded: false, posts: 0 });

    const other = await freshDatabase();
    await other.pool.query(
      `INSERT INTO users (id, name, email) VALUES ('u1', 'Real Person', 'real@example.com')`,
    );
    await other.pool.query(
      `INSERT INTO posts (user_id, topic, content) VALUES ('u1', 'General Discussion', 'A real first post')`,
    );
    expect(await seedCommunityDemoContent(other.db)).toEqual({ seeded: false, posts: 0 });
    const count = await other.pool.query('SELECT count(*)::int AS n FROM posts');
    expect(count.rows[0].n).toBe(1);
  });

  it('seeds once when two instances start together', async () => {
    const database = await freshDatabase();
    const results = await Promise.all([
      seedCommunityDemoContent(database.db),
      seedCommunityDemoContent(database.db),
    ]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    const count = await database.pool.query('SELECT count(*)::int AS n FROM posts');
    expect(count.rows[0].n).toBe(DEMO_POSTS.length);
  });

  it('shows demo posts through the API with first name and last initial', async () => {
    const ctx = await freshApp();
    await seedCommunityDemoContent(ctx.database.db);
    const user = await signUpUser(ctx.app);
    const list = await ctx.app.inject({ url: '/api/community', headers: { cookie: user.cookie } });
    const posts = list.json() as TPost[];
    expect(posts).toHaveLength(DEMO_POSTS.length);
    expect(posts[0]).toMatchObject({
      authorName: 'Elena T.',
      topic: 'Fatigue Support',
      likes: 3,
      comments: 2,
    });
    expect(posts.every((p) => !p.isMine && !p.likedByMe)).toBe(true);
    const stats = await ctx.app.inject({ url: '/api/community/stats', headers: { cookie: user.cookie } });
    expect(stats.json()).toEqual({
      members: DEMO_MEMBERS.length + 1,
      discussions: DEMO_POSTS.length,
      supportGiven: DEMO_POSTS.reduce((sum, p) => sum + p.likedBy.length, 0) + DEMO_COMMENTS.length,
    });
  });
});
