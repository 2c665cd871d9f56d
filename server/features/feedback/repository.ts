import { and, asc, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { feedback, feedbackPromptState } from '../../db/schema/feedback';

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedbackRow = typeof feedback.$inferInsert;
export type FeedbackPromptRow = typeof feedbackPromptState.$inferSelect;

/** Every query of the feedback area (docs/conventions.md#repositories-own-the-sql). */
export const feedbackRepository = {
  async insert(db: DbOrTx, row: NewFeedbackRow): Promise<FeedbackRow> {
    const [inserted] = await db.insert(feedback).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  },

  /** Newest first (index feedback_time_idx). */
  async listNewest(
    db: DbOrTx,
    options: { source?: 'page' | 'widget'; limit: number },
  ): Promise<FeedbackRow[]> {
    return db
      .select()
      .from(feedback)
      .where(options.source ? eq(feedback.source, options.source) : undefined)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(options.limit);
  },

  /** The admins' list (docs/product/admin.md#moderation): filtered, newest first, one page, and the total. */
  async listFiltered(
    db: DbOrTx,
    options: {
      source?: 'page' | 'widget';
      category?: string;
      status?: FeedbackRow['status'];
      rating?: number;
      limit: number;
      offset: number;
    },
  ): Promise<{ rows: FeedbackRow[]; total: number }> {
    const where = and(
      options.source ? eq(feedback.source, options.source) : undefined,
      options.category ? eq(feedback.category, options.category) : undefined,
      options.status ? eq(feedback.status, options.status) : undefined,
      options.rating ? eq(feedback.rating, options.rating) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(feedback)
        .where(where)
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(options.limit)
        .offset(options.offset),
      db.select({ n: count() }).from(feedback).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  },

  /** Sets where admins are with a piece of feedback; undefined when there is no such row. */
  async setStatus(db: DbOrTx, id: string, status: FeedbackRow['status']): Promise<FeedbackRow | undefined> {
    const [row] = await db
      .update(feedback)
      .set({ status, statusUpdatedAt: sql`now()` })
      .where(eq(feedback.id, id))
      .returning();
    return row;
  },

  /** Feedback no admin has looked at yet (status 'new'). */
  async countNew(db: DbOrTx): Promise<number> {
    const [row] = await db.select({ n: count() }).from(feedback).where(eq(feedback.status, 'new'));
    return row?.n ?? 0;
  },

  /**
   * Account deletion (call it in the deletion's transaction, before the user row goes): the free
   * text and the contact details are erased, the structured opinion (ratings, category, type,
   * priority) stays, and the foreign key then sets the author to null.
   */
  async eraseTextOfUser(db: DbOrTx, userId: string): Promise<number> {
    const erased = await db
      .update(feedback)
      .set({
        subjectEnc: null,
        messageEnc: null,
        mostLikedFeatureEnc: null,
        leastLikedFeatureEnc: null,
        suggestedImprovementsEnc: null,
        additionalFeaturesEnc: null,
        emailEnc: null,
        contactForFollowup: sql`CASE WHEN ${feedback.contactForFollowup} IS NULL THEN NULL ELSE false END`,
      })
      .where(eq(feedback.userId, userId))
      .returning({ id: feedback.id });
    return erased.length;
  },

  /** Every feedback of the user, oldest first (the data export). */
  async listAllForUser(db: DbOrTx, userId: string): Promise<FeedbackRow[]> {
    return db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(asc(feedback.createdAt));
  },

  /** The account erasure, after `eraseTextOfUser`: the ratings stay without an author. */
  async detachUser(db: DbOrTx, userId: string): Promise<void> {
    await db.update(feedback).set({ userId: null }).where(eq(feedback.userId, userId));
  },

  /** Whether the user has sent any feedback, from the page or the widget. */
  async hasFeedbackFrom(db: DbOrTx, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: feedback.id })
      .from(feedback)
      .where(eq(feedback.userId, userId))
      .limit(1);
    return row !== undefined;
  },

  /**
   * Counts an app load as a visit when it is the first or comes at least `gapMs` after the last
   * counted one, in one statement (two tabs loading together count once); returns the row after.
   */
  async countVisit(db: DbOrTx, userId: string, now: Date, gapMs: number): Promise<FeedbackPromptRow> {
    const cutoff = new Date(now.getTime() - gapMs);
    await db
      .insert(feedbackPromptState)
      .values({ userId, visitCount: 1, lastVisitAt: now })
      .onConflictDoUpdate({
        target: feedbackPromptState.userId,
        set: { visitCount: sql`${feedbackPromptState.visitCount} + 1`, lastVisitAt: now },
        setWhere: or(isNull(feedbackPromptState.lastVisitAt), lt(feedbackPromptState.lastVisitAt, cutoff)),
      });
    const row = await feedbackRepository.promptState(db, userId);
    if (!row) throw new Error('prompt state missing after upsert');
    return row;
  },

  async promptState(db: DbOrTx, userId: string): Promise<FeedbackPromptRow | undefined> {
    const [row] = await db.select().from(feedbackPromptState).where(eq(feedbackPromptState.userId, userId));
    return row;
  },

  /** Closing the prompt: the current visit count becomes the last prompt. */
  async recordPromptClosed(db: DbOrTx, userId: string): Promise<void> {
    await db
      .update(feedbackPromptState)
      .set({ lastPromptVisit: sql`${feedbackPromptState.visitCount}` })
      .where(eq(feedbackPromptState.userId, userId));
  },

  async deletePromptState(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(feedbackPromptState).where(eq(feedbackPromptState.userId, userId));
  },
};
