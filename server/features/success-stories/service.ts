import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { formatAuthorName } from '../../../common/community';
import {
  STORY_LIMITS,
  STORY_MESSAGES,
  type TAdminStory,
  type TStoryCondition,
  type TStoryPage,
  type TStoryReportReason,
  type TStoryStatus,
  type TSuccessStory,
  type ZAdminStoryQuery,
  type ZCreateStoryRequest,
  type ZRejectStoryRequest,
  type ZReportStoryRequest,
  type ZStoryListQuery,
} from '../../../contract/success-stories';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { type FieldCipher, fieldColumn, presentReadable } from '../../lib/crypto';
import { createDecryptCache } from '../../lib/decrypt-cache';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { assertCanReport, canSee } from './policy';
import { type Cursor, storyRepository as repo, type StoryRow } from './repository';

type CreateInput = z.output<typeof ZCreateStoryRequest>;
type ListQuery = z.output<typeof ZStoryListQuery>;
type ReportInput = z.output<typeof ZReportStoryRequest>;
type RejectInput = z.output<typeof ZRejectStoryRequest>;
type AdminQuery = z.output<typeof ZAdminStoryQuery>;

/** The story's words, stored as one encrypted JSON value bound to the row. */
type StoryContent = Pick<
  TSuccessStory,
  'title' | 'beforeSymptoms' | 'afterImprovement' | 'treatmentProtocol' | 'timeline'
>;

const CONTENT = fieldColumn('success_stories', 'content_enc');
const REVIEW_NOTE = fieldColumn('success_stories', 'review_note_enc');
const RESOURCE = 'success_story';

/** `<micros>_<id>`: the list's sort time in microseconds and the last story's id. */
const encodeCursor = (row: StoryRow) => `${row.sortMicros}_${row.id}`;
const CURSOR = /^(\d{1,20})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
function decodeCursor(text: string | undefined): Cursor | undefined {
  if (text === undefined) return undefined;
  const match = CURSOR.exec(text);
  if (!match?.[1] || !match[2]) throw new AppError('BAD_REQUEST', STORY_MESSAGES.invalidCursor);
  return { micros: match[1], id: match[2] };
}

/**
 * Success stories (docs/product/success-stories.md). New stories wait for an admin's review; only
 * published ones are listed to members. An anonymous story never carries its author: every answer
 * but the author's own list says 'Anonymous' without an avatar, and no answer has an author id.
 * The words are encrypted at rest; the author's own reads and writes and the admins' are audited.
 */
export function createSuccessStoryService(deps: { db: Db; cipher: FieldCipher; audit: AuditLog }) {
  const { db, cipher, audit } = deps;
  const decrypted = createDecryptCache(cipher);

  const contentOf = (row: StoryRow): StoryContent =>
    JSON.parse(decrypted.decrypt(row.contentEnc, CONTENT.at(row.id))) as StoryContent;

  /**
   * As `viewer` sees it. `asAuthor` is the author's own list: their name even on an anonymous story,
   * the status and the reviewer's note.
   */
  const present = (viewer: Actor, row: StoryRow, asAuthor = false): TSuccessStory => {
    const hidden = row.isAnonymous && !asAuthor;
    const authorName = hidden ? STORY_MESSAGES.anonymous : formatAuthorName(row);
    return {
      id: row.id,
      ...contentOf(row),
      condition: row.condition as TStoryCondition,
      isAnonymous: row.isAnonymous,
      authorName,
      authorAvatar: hidden ? null : (Array.from(authorName)[0]?.toLocaleUpperCase('en-US') ?? null),
      likes: row.likes,
      likedByMe: row.likedByMe,
      reportedByMe: row.reportedByMe,
      isMine: row.userId === viewer.userId,
      status: row.status as TStoryStatus,
      reviewNote: asAuthor ? decrypted.decryptNullable(row.reviewNoteEnc, REVIEW_NOTE.at(row.id)) : null,
      createdAt: row.createdAt,
      publishedAt: row.publishedAt,
    };
  };

  const toPage = (rows: StoryRow[], limit: number, show: (row: StoryRow) => TSuccessStory): TStoryPage => {
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      stories: presentReadable(shown, show),
      nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
    };
  };

  const pageOf = (query: ListQuery) => ({
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
    offset: query.page === undefined ? undefined : (query.page - 1) * query.limit,
  });

  const auditEntry = (
    actor: Actor,
    subjectUserId: string,
    action: 'read' | 'create' | 'update',
    id: string,
  ) => ({
    actorUserId: actor.userId,
    subjectUserId,
    action,
    resource: RESOURCE,
    resourceId: id,
    requestId: actor.requestId,
    ipAddress: actor.ip,
  });

  /** A story the caller may act on as a reader: published (the author also sees their own). */
  const loadVisible = async (actor: Actor, id: string): Promise<TSuccessStory> => {
    const row = await repo.find(db, id, actor.userId);
    if (!row || !canSee(actor, row)) throw notFound(STORY_MESSAGES.storyNotFound);
    return present(actor, row, row.userId === actor.userId);
  };

  /** Sets the caller's like on a published story. */
  const setLike = async (actor: Actor, id: string, liked: boolean): Promise<TSuccessStory> => {
    await db.transaction(async (tx) => {
      const story = await repo.lock(tx, id);
      if (story?.status !== 'published') throw notFound(STORY_MESSAGES.storyNotFound);
      if (liked) await repo.like(tx, id, actor.userId);
      else await repo.unlike(tx, id, actor.userId);
    });
    return loadVisible(actor, id);
  };

  /** An admin's decision on a story waiting for review (or, to take it down, a published one). */
  const decide = async (
    actor: Actor,
    id: string,
    status: 'published' | 'rejected',
    note: string | null,
  ): Promise<TAdminStory> => {
    await db.transaction(async (tx) => {
      const story = await repo.lock(tx, id);
      if (!story) throw notFound(STORY_MESSAGES.storyNotFound);
      const allowed = status === 'published' ? ['pending'] : ['pending', 'published'];
      if (!allowed.includes(story.status)) throw new AppError('CONFLICT', STORY_MESSAGES.notPending);
      await repo.decide(tx, id, {
        status,
        reviewNoteEnc: note ? cipher.encrypt(note, REVIEW_NOTE.at(id)) : null,
      });
      await audit.write(tx, auditEntry(actor, story.userId, 'update', id));
    });
    const row = await repo.find(db, id, actor.userId);
    if (!row) throw notFound(STORY_MESSAGES.storyNotFound);
    return { ...present(actor, row), openReports: 0, reportReasons: [] };
  };

  return {
    /** GET /api/success-stories: published stories, newest published first. Not audited: they are public to members. */
    async list(actor: Actor, query: ListQuery): Promise<TStoryPage> {
      const rows = await repo.listPublished(db, {
        viewerId: actor.userId,
        condition: query.condition,
        ...pageOf(query),
      });
      return toPage(rows, query.limit, (row) => present(actor, row));
    },

    /** GET /api/success-stories/user: the caller's own stories, any status, newest first (audited). */
    async mine(actor: Actor, query: ListQuery): Promise<TStoryPage> {
      const rows = await repo.listOwn(db, {
        userId: actor.userId,
        condition: query.condition,
        ...pageOf(query),
      });
      const page = toPage(rows, query.limit, (row) => present(actor, row, true));
      await audit.read(page.stories.map((story) => auditEntry(actor, actor.userId, 'read', story.id)));
      return page;
    },

    /** POST /api/success-stories: waits for review; the author always comes from the session. */
    async create(actor: Actor, input: CreateInput): Promise<TSuccessStory> {
      const id = randomUUID();
      const content: StoryContent = {
        title: input.title,
        beforeSymptoms: input.beforeSymptoms,
        afterImprovement: input.afterImprovement,
        treatmentProtocol: input.treatmentProtocol,
        timeline: input.timeline,
      };
      await db.transaction(async (tx) => {
        await repo.insert(tx, {
          id,
          userId: actor.userId,
          condition: input.condition,
          contentEnc: cipher.encrypt(JSON.stringify(content), CONTENT.at(id)),
          isAnonymous: input.isAnonymous,
        });
        await audit.write(tx, auditEntry(actor, actor.userId, 'create', id));
      });
      return loadVisible(actor, id);
    },

    like: (actor: Actor, id: string) => setLike(actor, id, true),
    unlike: (actor: Actor, id: string) => setLike(actor, id, false),

    /**
     * One report per member and published story; a story with `reportsToReview` open reports goes
     * back to review (out of Browse) until an admin decides again.
     */
    async report(actor: Actor, id: string, input: ReportInput): Promise<TSuccessStory> {
      await db.transaction(async (tx) => {
        const story = await repo.lock(tx, id);
        if (story?.status !== 'published') throw notFound(STORY_MESSAGES.storyNotFound);
        assertCanReport(actor, story.userId);
        if (!(await repo.report(tx, id, actor.userId, input.reason as TStoryReportReason)))
          throw new AppError('CONFLICT', STORY_MESSAGES.alreadyReported);
        if ((await repo.openReports(tx, id)) >= STORY_LIMITS.reportsToReview) await repo.sendToReview(tx, id);
      });
      const row = await repo.find(db, id, actor.userId);
      if (!row) throw notFound(STORY_MESSAGES.storyNotFound);
      return present(actor, row);
    },

    /** GET /api/admin/success-stories: the review queue, oldest first; every story shown is audited. */
    async queue(actor: Actor, query: AdminQuery): Promise<TAdminStory[]> {
      const rows = await repo.queue(db, query.status, actor.userId, STORY_LIMITS.queueMax);
      const stories = presentReadable(rows, (row) => ({
        ...present(actor, row),
        openReports: row.openReports,
        reportReasons: (row.reportReasons ?? []) as TStoryReportReason[],
      }));
      const shown = new Set(stories.map((story) => story.id));
      await audit.read(
        rows.filter((row) => shown.has(row.id)).map((row) => auditEntry(actor, row.userId, 'read', row.id)),
      );
      return stories;
    },

    /** Stories waiting for review, for the admin menu's count (no content). */
    countPending: () => repo.countPending(db),

    approve: (actor: Actor, id: string) => decide(actor, id, 'published', null),
    reject: (actor: Actor, id: string, input: RejectInput) =>
      decide(actor, id, 'rejected', input.reason || null),

    /** The data export's sections (docs/product/data-rights.md): the person's stories, likes and reports. */
    async exportForUser(userId: string) {
      const own = await repo.ofUser(db, userId);
      return {
        successStories: own.stories.map((row) => {
          const { title, beforeSymptoms, afterImprovement, treatmentProtocol, timeline } = contentOf(row);
          return {
            id: row.id,
            title,
            condition: row.condition,
            beforeSymptoms,
            afterImprovement,
            treatmentProtocol,
            timeline,
            isAnonymous: row.isAnonymous,
            status: row.status,
            reviewNote: decrypted.decryptNullable(row.reviewNoteEnc, REVIEW_NOTE.at(row.id)),
            likes: row.likes,
            createdAt: row.createdAt,
            publishedAt: row.publishedAt,
          };
        }),
        successStoryLikes: own.likes,
        successStoryReports: own.reports,
      };
    },

    /** The account erasure (inside its transaction): the person's stories, likes and reports go. */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.deleteUser(tx, userId);
    },
  };
}

export type SuccessStoryService = ReturnType<typeof createSuccessStoryService>;
