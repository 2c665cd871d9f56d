import { sql } from 'drizzle-orm';
import type { TCommunityTopic } from '../../../contract/community';
import type { Db } from '../client';
import { comments, postLikes, posts, topicFollows, users } from '../schema';

/** The domain of demo members: `.invalid` can never receive mail (RFC 2606). */
export const DEMO_EMAIL_DOMAIN = 'demo.infinitewellness.invalid';
const SEED_LOCK = 7391101;

type DemoMember = { key: string; firstName: string; lastName: string };
type DemoPost = {
  key: string;
  author: string;
  topic: TCommunityTopic;
  content: string;
  hoursAgo: number;
  likedBy: string[];
};
type DemoComment = { post: string; author: string; content: string; hoursAgo: number };

/** Fictional members. They have no password or OpenID account, so nobody can sign in as them. */
export const DEMO_MEMBERS: DemoMember[] = [
  { key: 'elena', firstName: 'Elena', lastName: 'Torres' },
  { key: 'james', firstName: 'James', lastName: 'Whitfield' },
  { key: 'priya', firstName: 'Priya', lastName: 'Natarajan' },
  { key: 'marcus', firstName: 'Marcus', lastName: 'Bell' },
  { key: 'sofia', firstName: 'Sofia', lastName: 'Lindqvist' },
];

export const DEMO_POSTS: DemoPost[] = [
  {
    key: 'pacing',
    author: 'elena',
    topic: 'Fatigue Support',
    content:
      'Pacing has changed my weeks. I now split chores into 20-minute blocks with a rest in between, and I stop before I feel done. Some days are still hard, but the crashes are fewer. What helps you save energy?',
    hoursAgo: 3,
    likedBy: ['james', 'priya', 'sofia'],
  },
  {
    key: 'breakfast',
    author: 'priya',
    topic: 'Nutrition Tips',
    content:
      'Sharing a breakfast that keeps me steady until lunch: oats cooked the night before with chia, berries and a spoon of nut butter. Prepping five jars on Sunday means one less decision on tired mornings.',
    hoursAgo: 9,
    likedBy: ['elena', 'marcus'],
  },
  {
    key: 'walking',
    author: 'marcus',
    topic: 'Exercise & Movement',
    content:
      'Started with a five-minute walk after dinner three weeks ago. This week I did fifteen minutes, twice. Small, but it is the longest streak I have had in a year. Anyone want to be walking buddies and check in here?',
    hoursAgo: 20,
    likedBy: ['elena', 'priya', 'james', 'sofia'],
  },
  {
    key: 'anxious-days',
    author: 'sofia',
    topic: 'Mental Health',
    content:
      'On anxious days I write down three things I can control and three I cannot, then let the second list go for the afternoon. It sounds simple, but it gives my mind somewhere to put things. You are not alone in this.',
    hoursAgo: 30,
    likedBy: ['marcus', 'elena'],
  },
  {
    key: 'flare-log',
    author: 'james',
    topic: 'Autoimmune Support',
    content:
      'Tip for appointments: I keep a one-page summary of flares from the last three months (dates, what I noticed, what helped). My doctor said it made our fifteen minutes far more useful. Happy to share my template.',
    hoursAgo: 46,
    likedBy: ['priya'],
  },
  {
    key: 'food-diary',
    author: 'priya',
    topic: 'Digestive Health',
    content:
      'Two weeks into a simple food and symptom diary. Already spotting that late, heavy dinners are a pattern for me. Nothing dramatic, just noticing. Has anyone found eating earlier in the evening made a difference?',
    hoursAgo: 70,
    likedBy: ['sofia', 'marcus'],
  },
  {
    key: 'wind-down',
    author: 'elena',
    topic: 'Sleep Issues',
    content:
      'My wind-down routine: screens off at 9:30, warm shower, a chapter of a paper book, same wake-up time even on weekends. It took about ten days before I noticed falling asleep faster. Consistency mattered more than any single trick.',
    hoursAgo: 96,
    likedBy: ['james', 'marcus', 'sofia'],
  },
  {
    key: 'heat-pack',
    author: 'marcus',
    topic: 'Pain Management',
    content:
      'Gentle stretching in the morning plus a heat pack in the evening has become my routine for stiff days. I also started telling people when I am having a high-pain day instead of pushing through. That honesty has helped as much as anything.',
    hoursAgo: 130,
    likedBy: ['elena'],
  },
  {
    key: 'one-year',
    author: 'sofia',
    topic: 'Success Stories',
    content:
      'One year ago I could barely get through a workday. Today I walked to the farmers market and back. Recovery has not been a straight line, but tracking my symptoms showed me the trend was real. Thank you all for the encouragement along the way.',
    hoursAgo: 170,
    likedBy: ['elena', 'james', 'priya', 'marcus'],
  },
  {
    key: 'welcome',
    author: 'james',
    topic: 'General Discussion',
    content:
      'Welcome to everyone who joined this month! This is a kind corner of the internet: share what works for you, ask anything, and remember that what helps one person may not fit another. Say hello below.',
    hoursAgo: 220,
    likedBy: ['priya', 'sofia'],
  },
];

export const DEMO_COMMENTS: DemoComment[] = [
  {
    post: 'pacing',
    author: 'sofia',
    content: 'Stopping before I feel done is the hardest part for me. Thanks for the reminder.',
    hoursAgo: 2,
  },
  {
    post: 'pacing',
    author: 'james',
    content: 'I set a kitchen timer for rests. It makes it feel like part of the plan.',
    hoursAgo: 1,
  },
  { post: 'walking', author: 'elena', content: 'Count me in! I will post my walks here too.', hoursAgo: 18 },
  {
    post: 'anxious-days',
    author: 'priya',
    content: 'Trying this tonight. Thank you for sharing something so practical.',
    hoursAgo: 26,
  },
  {
    post: 'one-year',
    author: 'marcus',
    content: 'This made my day. Congratulations on a year of hard work.',
    hoursAgo: 160,
  },
  { post: 'welcome', author: 'elena', content: 'Hello everyone, glad to be here.', hoursAgo: 200 },
];

/** Topics each demo member follows, so a topic's members are more than its one demo author. */
export const DEMO_FOLLOWS: Record<string, TCommunityTopic[]> = {
  elena: ['Fatigue Support', 'Sleep Issues', 'Pain Management', 'Autoimmune Support'],
  james: ['Fatigue Support', 'Exercise & Movement', 'Success Stories'],
  priya: ['Nutrition Tips', 'Digestive Health', 'Autoimmune Support', 'Mental Health'],
  marcus: ['Pain Management', 'Exercise & Movement', 'General Discussion'],
  sofia: ['Mental Health', 'Sleep Issues', 'Nutrition Tips', 'General Discussion'],
};

export const demoMemberId = (key: string) => `demo-member-${key}`;
export const demoMemberEmail = (member: DemoMember) =>
  `${member.firstName.toLowerCase()}.${member.lastName.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`;

/**
 * Gives a fresh install a living community: a few demo members (role 'user', `is_demo`), about ten
 * supportive posts across the topics, some replies, likes and followed topics. Runs once: only while there are no
 * posts and no demo members yet (so removed demo posts do not come back on the next start), under an
 * advisory lock so instances starting together seed once. Returns how many posts it added.
 */
export async function seedCommunityDemoContent(
  db: Db,
  now: Date = new Date(),
): Promise<{ seeded: boolean; posts: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const state = await tx.execute<{ hasPosts: boolean; hasDemoMembers: boolean }>(sql`
      SELECT EXISTS (SELECT 1 FROM posts) AS "hasPosts",
             EXISTS (SELECT 1 FROM users WHERE is_demo) AS "hasDemoMembers"`);
    const { hasPosts, hasDemoMembers } = state.rows[0] ?? { hasPosts: true, hasDemoMembers: true };
    if (hasPosts || hasDemoMembers) return { seeded: false, posts: 0 };

    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 60 * 60 * 1000);
    await tx
      .insert(users)
      .values(
        DEMO_MEMBERS.map((member) => ({
          id: demoMemberId(member.key),
          name: `${member.firstName} ${member.lastName}`,
          email: demoMemberEmail(member),
          firstName: member.firstName,
          lastName: member.lastName,
          role: 'user' as const,
          isDemo: true,
          createdAt: at(24 * 60),
          updatedAt: at(24 * 60),
        })),
      )
      .onConflictDoNothing();

    const inserted = await tx
      .insert(posts)
      .values(
        DEMO_POSTS.map((post) => ({
          userId: demoMemberId(post.author),
          topic: post.topic,
          content: post.content,
          createdAt: at(post.hoursAgo),
        })),
      )
      .returning({ id: posts.id, content: posts.content });
    // Matched by content (unique among demo posts): RETURNING's row order is not a documented promise.
    const idByContent = new Map(inserted.map((row) => [row.content, row.id]));
    const postId = new Map(DEMO_POSTS.map((post) => [post.key, idByContent.get(post.content) ?? '']));

    await tx.insert(postLikes).values(
      DEMO_POSTS.flatMap((post) =>
        post.likedBy.map((member) => ({
          postId: postId.get(post.key) ?? '',
          userId: demoMemberId(member),
          createdAt: at(post.hoursAgo / 2),
        })),
      ),
    );
    await tx.insert(comments).values(
      DEMO_COMMENTS.map((comment) => ({
        postId: postId.get(comment.post) ?? '',
        userId: demoMemberId(comment.author),
        content: comment.content,
        createdAt: at(comment.hoursAgo),
      })),
    );
    await tx
      .insert(topicFollows)
      .values(
        Object.entries(DEMO_FOLLOWS).flatMap(([member, topics]) =>
          topics.map((topic) => ({ userId: demoMemberId(member), topic, createdAt: at(24 * 30) })),
        ),
      );
    return { seeded: true, posts: inserted.length };
  });
}
