import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STORY_LIMITS,
  STORY_MESSAGES,
  type TAdminStory,
  type TStoryPage,
  type TSuccessStory,
} from '../../../contract/success-stories';
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

const storyPayload = (overrides: Record<string, unknown> = {}) => ({
  title: 'Walking my way back',
  condition: 'chronic-fatigue',
  beforeSymptoms: 'Exhausted by noon most days, brain fog every afternoon.',
  afterImprovement: 'I can work a full day and still cook dinner.',
  treatmentProtocol: 'Pacing, a ten-minute walk after lunch and an earlier bedtime.',
  timeline: '6 months',
  isAnonymous: false,
  ...overrides,
});

const get = (user: User, url: string) => ctx.app.inject({ url, headers: { cookie: user.cookie } });
const send = (user: User, method: 'POST' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, payload: payload as object });

async function share(user: User, overrides: Record<string, unknown> = {}) {
  const response = await send(user, 'POST', '/api/success-stories', storyPayload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TSuccessStory;
}

async function newAdmin() {
  const admin = await signUpUser(ctx.app);
  await makeAdmin(ctx, admin.userId);
  return admin;
}

let admin: User;
beforeAll(async () => {
  admin = await newAdmin();
});

async function approve(id: string) {
  const response = await send(admin, 'POST', `/api/admin/success-stories/${id}/approve`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TAdminStory;
}

async function publishedStory(user: User, overrides: Record<string, unknown> = {}) {
  const story = await share(user, overrides);
  await approve(story.id);
  return story;
}

const browse = async (user: User, query = '') => {
  const response = await get(user, `/api/success-stories${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TStoryPage;
};
const mine = async (user: User, query = '') => {
  const response = await get(user, `/api/success-stories/user${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TStoryPage;
};

describe('POST /api/success-stories', () => {
  it('stores a story as pending review, by the caller, with its words encrypted at rest', async () => {
    const author = await signUpUser(ctx.app, { firstName: 'Maya', lastName: 'rivera' });
    const story = await share(author, { title: '  Walking my way back  ' });
    expect(story).toMatchObject({
      title: 'Walking my way back',
      condition: 'chronic-fatigue',
      status: 'pending',
      authorName: 'Maya R.',
      authorAvatar: 'M',
      isMine: true,
      likes: 0,
      publishedAt: null,
    });
    expect(Object.keys(story)).not.toContain('userId');
    const stored = await ctx.database.pool.query<{ content_enc: string; user_id: string }>(
      'SELECT content_enc, user_id FROM success_stories WHERE id = $1',
      [story.id],
    );
    expect(stored.rows[0]!.user_id).toBe(author.userId);
    expect(stored.rows[0]!.content_enc).not.toContain('Walking');
    expect(stored.rows[0]!.content_enc).not.toContain('brain fog');
    const audit = await ctx.database.pool.query(
      `SELECT 1 FROM audit_log WHERE resource = 'success_story' AND resource_id = $1 AND action = 'create'`,
      [story.id],
    );
    expect(audit.rowCount).toBe(1);
  });

  it.each([
    ['title', 'Tiny', STORY_MESSAGES.titleMin],
    ['title', 'x'.repeat(STORY_LIMITS.titleMax + 1), STORY_MESSAGES.titleMax],
    ['condition', '', STORY_MESSAGES.conditionRequired],
    ['condition', 'migraine', STORY_MESSAGES.conditionRequired],
    ['beforeSymptoms', 'too short', STORY_MESSAGES.beforeSymptomsMin],
    ['beforeSymptoms', 'x'.repeat(STORY_LIMITS.textMax + 1), STORY_MESSAGES.beforeSymptomsMax],
    ['afterImprovement', '   better   ', STORY_MESSAGES.afterImprovementMin],
    ['afterImprovement', 'x'.repeat(STORY_LIMITS.textMax + 1), STORY_MESSAGES.afterImprovementMax],
    ['treatmentProtocol', 'rest', STORY_MESSAGES.treatmentProtocolMin],
    ['treatmentProtocol', 'x'.repeat(STORY_LIMITS.textMax + 1), STORY_MESSAGES.treatmentProtocolMax],
    ['timeline', '  ', STORY_MESSAGES.timelineMin],
    ['timeline', 'x'.repeat(STORY_LIMITS.timelineMax + 1), STORY_MESSAGES.timelineMax],
  ])('refuses a %s of %#', async (field, value, message) => {
    const user = await signUpUser(ctx.app);
    const response = await send(user, 'POST', '/api/success-stories', storyPayload({ [field]: value }));
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: { message: string; fields?: Record<string, string> } };
    expect(body.error.fields?.[field]).toBe(message);
    expect((await mine(user)).stories).toEqual([]);
  });

  it('answers every missing field with its message', async () => {
    const user = await signUpUser(ctx.app);
    const response = await send(user, 'POST', '/api/success-stories', {});
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      title: STORY_MESSAGES.titleMin,
      condition: STORY_MESSAGES.conditionRequired,
      beforeSymptoms: STORY_MESSAGES.beforeSymptomsMin,
      afterImprovement: STORY_MESSAGES.afterImprovementMin,
      treatmentProtocol: STORY_MESSAGES.treatmentProtocolMin,
      timeline: STORY_MESSAGES.timelineMin,
    });
  });

  it('answers 401 when signed out', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/success-stories',
      payload: storyPayload(),
    });
    expect(response.statusCode).toBe(401);
  });

  it('allows a few stories a day per member', async () => {
    const user = await signUpUser(ctx.app);
    for (let i = 0; i < STORY_LIMITS.storiesPerDay; i++) await share(user);
    const response = await send(user, 'POST', '/api/success-stories', storyPayload());
    expect(response.statusCode).toBe(429);
    expect((response.json() as { error: { message: string } }).error.message).toBe(
      STORY_MESSAGES.rateLimited,
    );
  });
});

describe('Browse and My Stories', () => {
  it('lists only published stories in Browse, newest published first, and every status in My Stories', async () => {
    const author = await signUpUser(ctx.app);
    const reader = await signUpUser(ctx.app);
    const first = await share(author, { title: 'First story here' });
    const second = await share(author, { title: 'Second story here' });
    const third = await share(author, { title: 'Third story here' });
    await approve(second.id);
    await approve(first.id);
    const rejected = await send(admin, 'POST', `/api/admin/success-stories/${third.id}/reject`, {
      reason: 'Please leave out the product names.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const ids = (await browse(reader, '?limit=50')).stories.map((s) => s.id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids).not.toContain(third.id);

    const own = await mine(author);
    expect(own.stories.map((s) => [s.title, s.status, s.reviewNote])).toEqual([
      ['Third story here', 'rejected', 'Please leave out the product names.'],
      ['Second story here', 'published', null],
      ['First story here', 'published', null],
    ]);
    // Only the author's own: the reader has none.
    expect((await mine(reader)).stories).toEqual([]);
    // The reviewer's note is the author's alone.
    expect((await browse(reader, '?limit=50')).stories.every((s) => s.reviewNote === null)).toBe(true);
  });

  it('filters by condition', async () => {
    const author = await signUpUser(ctx.app);
    const story = await publishedStory(author, { condition: 'fibromyalgia' });
    const other = await publishedStory(author, { condition: 'anxiety' });
    const page = await browse(author, '?condition=fibromyalgia&limit=50');
    expect(page.stories.length).toBeGreaterThan(0);
    expect(page.stories.every((s) => s.condition === 'fibromyalgia')).toBe(true);
    expect(page.stories.map((s) => s.id)).toContain(story.id);
    expect(page.stories.map((s) => s.id)).not.toContain(other.id);
    expect((await get(author, '/api/success-stories?condition=migraine')).statusCode).toBe(400);
  });

  it('pages with a cursor and with page numbers, without repeats', async () => {
    const author = await signUpUser(ctx.app);
    const reader = await signUpUser(ctx.app);
    for (let i = 0; i < 5; i++) await publishedStory(author, { condition: 'inflammation' });
    const all = (await browse(reader, '?condition=inflammation&limit=50')).stories.map((s) => s.id);
    expect(all.length).toBeGreaterThanOrEqual(5);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: TStoryPage = await browse(
        reader,
        `?condition=inflammation&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.stories.length).toBeLessThanOrEqual(2);
      seen.push(...page.stories.map((s) => s.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);

    const page2 = await browse(reader, '?condition=inflammation&limit=2&page=2');
    expect(page2.stories.map((s) => s.id)).toEqual(all.slice(2, 4));
    expect((await get(reader, '/api/success-stories?cursor=not-a-cursor')).statusCode).toBe(400);

    const ownPage = await mine(author, '?limit=2');
    expect(ownPage.stories).toHaveLength(2);
    expect(ownPage.nextCursor).not.toBeNull();
  });

  it('audits the author reading their own stories', async () => {
    const author = await signUpUser(ctx.app);
    const story = await share(author);
    await mine(author);
    const audit = await ctx.database.pool.query(
      `SELECT 1 FROM audit_log WHERE action = 'read' AND resource = 'success_story' AND resource_id = $1 AND actor_user_id = $2`,
      [story.id, author.userId],
    );
    expect(audit.rowCount).toBe(1);
  });
});

describe('anonymous stories', () => {
  it('never show their author to anyone but the author’s own list, and never carry an author id', async () => {
    const author = await signUpUser(ctx.app, { firstName: 'Hidden', lastName: 'Person' });
    const reader = await signUpUser(ctx.app);
    const story = await publishedStory(author, { isAnonymous: true });

    const seen = (await browse(reader, '?limit=50')).stories.find((s) => s.id === story.id);
    expect(seen).toMatchObject({
      authorName: 'Anonymous',
      authorAvatar: null,
      isAnonymous: true,
      isMine: false,
    });
    // Nothing in any answer another member gets names the author.
    const answers = [
      (await get(reader, '/api/success-stories?limit=50')).body,
      (await send(reader, 'POST', `/api/success-stories/${story.id}/like`)).body,
      (await send(reader, 'DELETE', `/api/success-stories/${story.id}/like`)).body,
      (await send(reader, 'POST', `/api/success-stories/${story.id}/report`, { reason: 'spam' })).body,
      (await get(admin, '/api/success-stories?limit=50')).body,
      (await get(admin, '/api/admin/success-stories?status=published')).body,
    ];
    for (const body of answers) {
      expect(body).toContain(story.id);
      expect(body).not.toContain(author.userId);
      expect(body).not.toContain('Hidden');
    }
    // The author sees their own name and that it is shared anonymously.
    const own = (await mine(author)).stories.find((s) => s.id === story.id);
    expect(own).toMatchObject({ authorName: 'Hidden P.', isAnonymous: true, isMine: true });
    // In Browse the author is 'Anonymous' to themselves too, like to everyone.
    expect((await browse(author, '?limit=50')).stories.find((s) => s.id === story.id)?.authorName).toBe(
      'Anonymous',
    );
  });
});

describe('likes', () => {
  it('count once per member and can be taken back', async () => {
    const author = await signUpUser(ctx.app);
    const reader = await signUpUser(ctx.app);
    const story = await publishedStory(author);
    const like = () => send(reader, 'POST', `/api/success-stories/${story.id}/like`);
    expect((await like()).json()).toMatchObject({ likes: 1, likedByMe: true });
    expect((await like()).json()).toMatchObject({ likes: 1, likedByMe: true });
    expect((await send(author, 'POST', `/api/success-stories/${story.id}/like`)).json()).toMatchObject({
      likes: 2,
    });
    const unliked = await send(reader, 'DELETE', `/api/success-stories/${story.id}/like`);
    expect(unliked.json()).toMatchObject({ likes: 1, likedByMe: false });
    expect((await send(reader, 'DELETE', `/api/success-stories/${story.id}/like`)).json()).toMatchObject({
      likes: 1,
    });
  });

  it('answer 404 for a story that is not published or does not exist', async () => {
    const author = await signUpUser(ctx.app);
    const reader = await signUpUser(ctx.app);
    const pending = await share(author);
    for (const id of [pending.id, MISSING_ID]) {
      const response = await send(reader, 'POST', `/api/success-stories/${id}/like`);
      expect(response.statusCode).toBe(404);
      expect((response.json() as { error: { message: string } }).error.message).toBe(
        STORY_MESSAGES.storyNotFound,
      );
    }
  });
});

describe('reports', () => {
  it('are once per member, not of one’s own story, and send a story back to review at the threshold', async () => {
    const author = await signUpUser(ctx.app);
    const story = await publishedStory(author);
    const reporters = await Promise.all(
      Array.from({ length: STORY_LIMITS.reportsToReview }, () => signUpUser(ctx.app)),
    );
    const report = (user: User, reason = 'unsafe-advice') =>
      send(user, 'POST', `/api/success-stories/${story.id}/report`, { reason });

    const own = await report(author);
    expect(own.statusCode).toBe(400);
    expect((own.json() as { error: { message: string } }).error.message).toBe(STORY_MESSAGES.ownStoryReport);
    const missingReason = await send(reporters[0]!, 'POST', `/api/success-stories/${story.id}/report`, {});
    expect(missingReason.statusCode).toBe(400);
    expect((missingReason.json() as { error: { fields: Record<string, string> } }).error.fields.reason).toBe(
      STORY_MESSAGES.reportReasonRequired,
    );

    const first = await report(reporters[0]!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ reportedByMe: true, status: 'published' });
    const again = await report(reporters[0]!, 'spam');
    expect(again.statusCode).toBe(409);
    expect((again.json() as { error: { message: string } }).error.message).toBe(
      STORY_MESSAGES.alreadyReported,
    );
    // A repeated report does not count: still published after one member reported twice.
    expect((await browse(reporters[1]!, '?limit=50')).stories.map((s) => s.id)).toContain(story.id);

    for (const reporter of reporters.slice(1)) expect((await report(reporter, 'spam')).statusCode).toBe(200);
    // Out of Browse, back in the queue with its reports; still in the author's list as pending.
    expect((await browse(reporters[1]!, '?limit=50')).stories.map((s) => s.id)).not.toContain(story.id);
    const queue = (await get(admin, '/api/admin/success-stories?status=pending')).json() as TAdminStory[];
    expect(queue.find((s) => s.id === story.id)).toMatchObject({
      openReports: STORY_LIMITS.reportsToReview,
      reportReasons: ['spam', 'unsafe-advice'],
    });
    expect((await mine(author)).stories.find((s) => s.id === story.id)?.status).toBe('pending');
    // Approved again: back in Browse at its first place in time, with its reports resolved.
    const approved = await approve(story.id);
    expect(approved.publishedAt).toBe(story.publishedAt ?? approved.publishedAt);
    expect((await browse(reporters[1]!, '?limit=50')).stories.map((s) => s.id)).toContain(story.id);
  });

  it('answer 404 for a story that is not published', async () => {
    const author = await signUpUser(ctx.app);
    const reader = await signUpUser(ctx.app);
    const pending = await share(author);
    const response = await send(reader, 'POST', `/api/success-stories/${pending.id}/report`, {
      reason: 'spam',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('moderation', () => {
  it('is for admins only', async () => {
    const author = await signUpUser(ctx.app);
    const story = await share(author);
    expect((await get(author, '/api/admin/success-stories')).statusCode).toBe(403);
    expect((await send(author, 'POST', `/api/admin/success-stories/${story.id}/approve`)).statusCode).toBe(
      403,
    );
    expect((await send(author, 'POST', `/api/admin/success-stories/${story.id}/reject`, {})).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ url: '/api/admin/success-stories' })).statusCode).toBe(401);
    expect((await mine(author)).stories[0]?.status).toBe('pending');
  });

  it('lists pending stories oldest first, approves and rejects them, audited', async () => {
    const author = await signUpUser(ctx.app);
    const a = await share(author, { title: 'Pending story A' });
    const b = await share(author, { title: 'Pending story B' });
    const queueResponse = await get(admin, '/api/admin/success-stories?status=pending');
    expect(queueResponse.statusCode).toBe(200);
    const queue = queueResponse.json() as TAdminStory[];
    expect(queue.every((s) => s.status === 'pending')).toBe(true);
    const ids = queue.map((s) => s.id);
    expect(ids.indexOf(a.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    const readAudit = await ctx.database.pool.query(
      `SELECT subject_user_id FROM audit_log WHERE actor_user_id = $1 AND action = 'read' AND resource_id = $2`,
      [admin.userId, a.id],
    );
    expect(readAudit.rows.map((r) => r.subject_user_id)).toContain(author.userId);

    const approved = await approve(a.id);
    expect(approved).toMatchObject({ status: 'published' });
    expect(approved.publishedAt).not.toBeNull();
    // Approving twice is refused: it is no longer waiting.
    const twice = await send(admin, 'POST', `/api/admin/success-stories/${a.id}/approve`);
    expect(twice.statusCode).toBe(409);

    // Reject without a body, then the author sees 'rejected' with no note.
    const rejected = await send(admin, 'POST', `/api/admin/success-stories/${b.id}/reject`);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await mine(author)).stories.find((s) => s.id === b.id)).toMatchObject({
      status: 'rejected',
      reviewNote: null,
    });
    const decisions = await ctx.database.pool.query(
      `SELECT resource_id FROM audit_log WHERE actor_user_id = $1 AND action = 'update' AND resource = 'success_story'`,
      [admin.userId],
    );
    expect(decisions.rows.map((r) => r.resource_id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await send(admin, 'POST', `/api/admin/success-stories/${MISSING_ID}/approve`)).statusCode).toBe(
      404,
    );
    // A published story can be taken down.
    expect((await send(admin, 'POST', `/api/admin/success-stories/${a.id}/reject`, {})).statusCode).toBe(200);
    expect((await browse(author, '?limit=50')).stories.map((s) => s.id)).not.toContain(a.id);
  });
});
