import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCommunityStats, TCommunityTopicSummary, TPost } from '../../../contract/community';
import type {
  TAdminFeedbackItem,
  TAdminFeedbackPage,
  TQueueCounts,
  TReportedPost,
} from '../../../contract/moderation';
import { MODERATION_MESSAGES } from '../../../contract/moderation';
import { successStoryPayload } from '../../test/factories';
import { createTestApp, makeAdmin, signUpUser, type TestContext } from '../../test/harness';

let ctx: TestContext;
type User = Awaited<ReturnType<typeof signUpUser>>;
let admin: User;
let author: User;
let reader: User;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpUser(ctx.app, { firstName: 'Ada', lastName: 'Admin' });
  await makeAdmin(ctx, admin.userId);
  author = await signUpUser(ctx.app, { firstName: 'Maya', lastName: 'Rivera' });
  reader = await signUpUser(ctx.app, { firstName: 'Sam', lastName: 'Lee' });
});
afterAll(async () => {
  await ctx.close();
});

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const get = (user: User, url: string) => ctx.app.inject({ url, headers: { cookie: user.cookie } });
const send = (user: User, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie: user.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function newPost(user: User, content = 'Pacing my days has helped a lot with fatigue.') {
  const response = await send(user, 'POST', '/api/community', { topic: 'Fatigue Support', content });
  expect(response.statusCode).toBe(201);
  return response.json() as TPost;
}

const report = (user: User, postId: string, payload: unknown = { reason: 'spam' }) =>
  send(user, 'POST', `/api/community/posts/${postId}/report`, payload);

async function queue(status: 'open' | 'hidden' = 'open'): Promise<TReportedPost[]> {
  const response = await get(admin, `/api/admin/community/reports?status=${status}`);
  expect(response.statusCode).toBe(200);
  return response.json() as TReportedPost[];
}

async function counts(): Promise<TQueueCounts> {
  const response = await get(admin, '/api/admin/queue-counts');
  expect(response.statusCode).toBe(200);
  return response.json() as TQueueCounts;
}

async function moderationAudits(resourceId: string) {
  const result = await ctx.database.pool.query<{ actor: string; subject: string | null; resource: string }>(
    `SELECT actor_user_id AS actor, subject_user_id AS subject, resource FROM audit_log
      WHERE action = 'moderation' AND resource_id = $1 ORDER BY id`,
    [resourceId],
  );
  return result.rows;
}

describe('community reports', () => {
  it('keeps one report per member and post: a second is 200 and changes nothing', async () => {
    const post = await newPost(author);
    const first = await report(reader, post.id, {
      reason: 'unsafe-advice',
      detail: ' Says to stop medication ',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ postId: post.id, reportedByMe: true });
    const second = await report(reader, post.id, { reason: 'spam' });
    expect(second.statusCode).toBe(200);
    const rows = await ctx.database.pool.query<{ reason: string }>(
      'SELECT reason FROM post_reports WHERE post_id = $1',
      [post.id],
    );
    expect(rows.rows).toEqual([{ reason: 'unsafe-advice: Says to stop medication' }]);
  });

  it('refuses a report of one’s own post (403), of a missing post (404) and without a reason (400)', async () => {
    const post = await newPost(author);
    const own = await report(author, post.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(MODERATION_MESSAGES.ownPostReport);
    expect((await report(reader, MISSING_ID)).statusCode).toBe(404);
    const noReason = await report(reader, post.id, { detail: 'no reason' });
    expect(noReason.statusCode).toBe(400);
    const tooLong = await report(reader, post.id, { reason: 'other', detail: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    const stored = await ctx.database.pool.query('SELECT 1 FROM post_reports WHERE post_id = $1', [post.id]);
    expect(stored.rowCount).toBe(0);
  });

  it('lists reported posts with their count, reasons and initials, never the reporter or an email', async () => {
    const post = await newPost(author, 'Buy my miracle supplement at this link today.');
    const second = await signUpUser(ctx.app);
    expect((await report(reader, post.id, { reason: 'spam', detail: 'an advert' })).statusCode).toBe(200);
    expect((await report(second, post.id, { reason: 'unsafe-advice' })).statusCode).toBe(200);
    const listed = (await queue()).find((p) => p.id === post.id);
    expect(listed).toMatchObject({
      topic: 'Fatigue Support',
      content: 'Buy my miracle supplement at this link today.',
      author: 'M. R.',
      reportCount: 2,
      reports: [
        { reason: 'spam', detail: 'an advert' },
        { reason: 'unsafe-advice', detail: null },
      ],
      hiddenAt: null,
    });
    expect(listed?.firstReportedAt).toEqual(expect.any(String));
    const body = JSON.stringify(await queue());
    expect(body).not.toContain(author.email);
    expect(body).not.toContain(reader.userId);
  });

  it('hides a post: gone from lists, threads, counts and reads for members, its author included', async () => {
    const post = await newPost(author, 'A post that a moderator will hide from view.');
    await send(reader, 'POST', `/api/community/posts/${post.id}/comments`, { content: 'Replying here.' });
    await send(reader, 'POST', `/api/community/${post.id}/like`);
    expect((await report(reader, post.id)).statusCode).toBe(200);
    const statsBefore = (await get(reader, '/api/community/stats')).json() as TCommunityStats;
    const topicBefore = (
      (await get(reader, '/api/community/topics')).json() as TCommunityTopicSummary[]
    ).find((t) => t.topic === 'Fatigue Support');
    const reportsBefore = (await counts()).reports;

    const hidden = await send(admin, 'POST', `/api/admin/community/posts/${post.id}/hide`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().hiddenAt).toEqual(expect.any(String));

    for (const member of [reader, author]) {
      const list = (await get(member, '/api/community?limit=50')).json() as TPost[];
      expect(list.map((p) => p.id)).not.toContain(post.id);
      const topic = (
        await get(member, `/api/community/${encodeURIComponent('Fatigue Support')}`)
      ).json() as TPost[];
      expect(topic.map((p) => p.id)).not.toContain(post.id);
      expect((await get(member, `/api/community/posts/${post.id}`)).statusCode).toBe(404);
      expect((await send(member, 'POST', `/api/community/${post.id}/like`)).statusCode).toBe(404);
      expect(
        (await send(member, 'POST', `/api/community/posts/${post.id}/comments`, { content: 'Hello?' }))
          .statusCode,
      ).toBe(404);
    }
    expect((await report(await signUpUser(ctx.app), post.id)).statusCode).toBe(404);
    const statsAfter = (await get(reader, '/api/community/stats')).json() as TCommunityStats;
    expect(statsAfter.discussions).toBe(statsBefore.discussions - 1);
    expect(statsAfter.supportGiven).toBe(statsBefore.supportGiven - 2);
    const topicAfter = ((await get(reader, '/api/community/topics')).json() as TCommunityTopicSummary[]).find(
      (t) => t.topic === 'Fatigue Support',
    );
    expect(topicAfter?.posts).toBe((topicBefore?.posts ?? 0) - 1);
    expect((await counts()).reports).toBe(reportsBefore - 1);
    expect((await queue()).map((p) => p.id)).not.toContain(post.id);
    const inHidden = (await queue('hidden')).find((p) => p.id === post.id);
    expect(inHidden?.reportCount).toBe(1);

    const stored = await ctx.database.pool.query<{ hidden_by: string; open: number }>(
      `SELECT hidden_by, (SELECT count(*)::int FROM post_reports WHERE post_id = $1 AND resolved_at IS NULL) AS open
         FROM posts WHERE id = $1`,
      [post.id],
    );
    expect(stored.rows[0]).toEqual({ hidden_by: admin.userId, open: 0 });
    expect(await moderationAudits(post.id)).toEqual([
      { actor: admin.userId, subject: author.userId, resource: 'community_post' },
    ]);

    const restored = await send(admin, 'POST', `/api/admin/community/posts/${post.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().hiddenAt).toBeNull();
    const thread = await get(author, `/api/community/posts/${post.id}`);
    expect(thread.statusCode).toBe(200);
    expect((thread.json() as { post: TPost }).post.comments).toBe(1);
    expect((await queue('hidden')).map((p) => p.id)).not.toContain(post.id);
    expect(await moderationAudits(post.id)).toHaveLength(2);
  });

  it('dismisses reports: the post stays and leaves the queue until someone new reports it', async () => {
    const post = await newPost(author, 'An ordinary post someone reported by mistake.');
    expect((await report(reader, post.id, { reason: 'off-topic' })).statusCode).toBe(200);
    expect((await queue()).map((p) => p.id)).toContain(post.id);
    const dismissed = await send(admin, 'POST', `/api/admin/community/posts/${post.id}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    expect((await queue()).map((p) => p.id)).not.toContain(post.id);
    expect((await get(reader, `/api/community/posts/${post.id}`)).statusCode).toBe(200);
    expect((await report(reader, post.id)).statusCode).toBe(200);
    expect((await queue()).map((p) => p.id)).not.toContain(post.id);
    expect((await report(await signUpUser(ctx.app), post.id)).statusCode).toBe(200);
    expect((await queue()).find((p) => p.id === post.id)?.reportCount).toBe(1);
    expect(await moderationAudits(post.id)).toHaveLength(1);
  });

  it('answers 409 to restoring a shown post and 404 to a missing one, writing no audit row', async () => {
    const post = await newPost(author);
    const restore = await send(admin, 'POST', `/api/admin/community/posts/${post.id}/restore`);
    expect(restore.statusCode).toBe(409);
    expect((await send(admin, 'POST', `/api/admin/community/posts/${MISSING_ID}/hide`)).statusCode).toBe(404);
    expect(await moderationAudits(post.id)).toEqual([]);
  });
});

describe('feedback queue', () => {
  async function sendFeedback(user: User, payload: Record<string, unknown>, url = '/api/feedback') {
    const response = await send(user, 'POST', url, payload);
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: string }).id;
  }

  it('filters by source, category, status and rating, pages, and changes the status (audited)', async () => {
    const member = await signUpUser(ctx.app);
    const page = await sendFeedback(member, {
      rating: 2,
      category: 'bug',
      feedback: 'The chart does not load on my phone.',
      easeOfUse: 3,
    });
    const widget = await sendFeedback(
      member,
      { rating: 5, message: 'Love it.', category: 'Navigation' },
      '/api/feedback/submit',
    );
    await sendFeedback(member, { rating: 4, category: 'praise', feedback: 'Such a calm app to use.' });

    const list = async (query: string) => {
      const response = await get(admin, `/api/admin/feedback?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json() as TAdminFeedbackPage;
    };
    const bugs = await list('category=bug');
    expect(bugs.items.map((i) => i.id)).toEqual([page]);
    expect(bugs.items[0]).toMatchObject({
      source: 'page',
      status: 'new',
      statusUpdatedAt: null,
      easeOfUse: 3,
    });
    expect((await list('source=widget')).items.map((i) => i.id)).toEqual([widget]);
    expect((await list('category=Navigation')).items.map((i) => i.id)).toEqual([widget]);
    expect((await list('rating=2')).items.map((i) => i.id)).toEqual([page]);
    const firstPage = await list('limit=2');
    expect(firstPage.total).toBe(3);
    expect(firstPage.items).toHaveLength(2);
    const secondPage = await list('limit=2&offset=2');
    expect(secondPage.items).toHaveLength(1);
    const everyId = new Set([...firstPage.items, ...secondPage.items].map((i) => i.id));
    expect(everyId.size).toBe(3);
    expect(everyId.has(page) && everyId.has(widget)).toBe(true);
    expect((await counts()).feedback).toBe(3);

    const patched = await send(admin, 'PATCH', `/api/admin/feedback/${page}`, { status: 'resolved' });
    expect(patched.statusCode).toBe(200);
    const item = patched.json() as TAdminFeedbackItem;
    expect(item.status).toBe('resolved');
    expect(item.statusUpdatedAt).toEqual(expect.any(String));
    expect((await list('status=resolved')).items.map((i) => i.id)).toEqual([page]);
    expect((await list('status=new')).total).toBe(2);
    expect((await counts()).feedback).toBe(2);
    expect(await moderationAudits(page)).toEqual([
      { actor: admin.userId, subject: member.userId, resource: 'feedback' },
    ]);
    const reads = await ctx.database.pool.query(
      `SELECT 1 FROM audit_log WHERE action = 'read' AND resource = 'feedback' AND actor_user_id = $1`,
      [admin.userId],
    );
    expect(reads.rowCount).toBeGreaterThan(0);
  });

  it('refuses an unknown status (400) and a missing feedback (404)', async () => {
    const member = await signUpUser(ctx.app);
    const id = await sendFeedback(member, { rating: 3, message: 'Fine.' }, '/api/feedback/submit');
    expect((await send(admin, 'PATCH', `/api/admin/feedback/${id}`, { status: 'done' })).statusCode).toBe(
      400,
    );
    expect(
      (await send(admin, 'PATCH', `/api/admin/feedback/${MISSING_ID}`, { status: 'resolved' })).statusCode,
    ).toBe(404);
  });
});

describe('requests queue', () => {
  it('marks practitioner-type and challenge requests handled and reopens them; lists show open first', async () => {
    const member = await signUpUser(ctx.app);
    const typeIds: string[] = [];
    for (const specialty of ['Art therapy', 'Music therapy']) {
      const sent = await send(member, 'POST', '/api/practitioner-requests', { specialty });
      expect(sent.statusCode).toBe(201);
      typeIds.push((sent.json() as { id: string }).id);
    }
    const challenge = await send(member, 'POST', '/api/challenge-requests', {
      focus: 'Energy',
      goal: 'Walk to the park',
      days: 21,
    });
    expect(challenge.statusCode).toBe(201);
    const challengeId = (challenge.json() as { id: string }).id;
    const before = await counts();
    expect(before.requests).toBe(3);

    const [older, newer] = typeIds as [string, string];
    const handled = await send(admin, 'POST', `/api/admin/practitioner-requests/${newer}/handled`);
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toEqual({ id: newer, handledAt: expect.any(String) });
    const types = (await get(admin, '/api/practitioner-requests')).json() as {
      id: string;
      handledAt: string | null;
    }[];
    expect(types.map((r) => [r.id, r.handledAt === null])).toEqual([
      [older, true],
      [newer, false],
    ]);
    expect(
      (await send(admin, 'POST', `/api/admin/challenge-requests/${challengeId}/handled`)).statusCode,
    ).toBe(200);
    const challenges = (await get(admin, '/api/admin/challenge-requests')).json() as {
      handledAt: string | null;
    }[];
    expect(challenges[0]?.handledAt).toEqual(expect.any(String));
    expect((await counts()).requests).toBe(1);

    const reopened = await send(admin, 'DELETE', `/api/admin/challenge-requests/${challengeId}/handled`);
    expect(reopened.json()).toEqual({ id: challengeId, handledAt: null });
    expect((await counts()).requests).toBe(2);
    expect(await moderationAudits(newer)).toEqual([
      { actor: admin.userId, subject: member.userId, resource: 'practitioner_type_request' },
    ]);
    expect(await moderationAudits(challengeId)).toHaveLength(2);
    expect(
      (await send(admin, 'POST', `/api/admin/challenge-requests/${MISSING_ID}/handled`)).statusCode,
    ).toBe(404);
  });
});

describe('who may use the queues', () => {
  it('answers 403 to members and 401 signed out on every admin call', async () => {
    const post = await newPost(author);
    const calls: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown][] = [
      ['GET', '/api/admin/queue-counts'],
      ['GET', '/api/admin/community/reports'],
      ['POST', `/api/admin/community/posts/${post.id}/hide`],
      ['POST', `/api/admin/community/posts/${post.id}/restore`],
      ['POST', `/api/admin/community/posts/${post.id}/dismiss`],
      ['GET', '/api/admin/feedback'],
      ['PATCH', `/api/admin/feedback/${MISSING_ID}`, { status: 'resolved' }],
      ['POST', `/api/admin/practitioner-requests/${MISSING_ID}/handled`],
      ['DELETE', `/api/admin/challenge-requests/${MISSING_ID}/handled`],
    ];
    expect(calls).toHaveLength(9);
    for (const [method, url, payload] of calls) {
      const asMember = await ctx.app.inject({
        method,
        url,
        headers: { cookie: reader.cookie },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      const signedOut = await ctx.app.inject({ method, url });
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await get(reader, `/api/community/posts/${post.id}`)).statusCode).toBe(200);
  });

  it('counts pending success stories and practitioner applications for the menu', async () => {
    const c = await counts();
    expect(c).toEqual({
      feedback: expect.any(Number),
      requests: expect.any(Number),
      stories: 0,
      reports: expect.any(Number),
      applications: 0,
    });
    const story = await send(reader, 'POST', '/api/success-stories', successStoryPayload());
    expect(story.statusCode).toBe(201);
    expect((await counts()).stories).toBe(1);
  });
});
