import { and, asc, desc, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  accounts,
  avatars,
  chatMessages,
  comments,
  dataExports,
  fastingNoteAcknowledgements,
  fasts,
  feedback,
  healthMetrics,
  nutritionAnalyses,
  onboardingAnswers,
  outbox,
  postLikes,
  posts,
  practitionerTypeRequests,
  rateLimits,
  recommendationFeedback,
  sessions,
  subscriptions,
  symptoms,
  userMedicalLists,
  userSettings,
  users,
  verifications,
  waterEntries,
  waterGoals,
} from '../../db/schema';

export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * Every query of the account area (CONVENTIONS 6). The export and the deletion read and remove rows
 * of every area that holds a user's data, so this repository names those tables directly; the
 * symptom free text is read through the symptom service (its decrypting presenter).
 */
export const accountRepository = {
  // ---- data_exports ----------------------------------------------------------------------
  async insertExport(db: DbOrTx, userId: string): Promise<DataExportRow> {
    const [row] = await db.insert(dataExports).values({ userId }).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async listExports(db: DbOrTx, userId: string, limit: number): Promise<DataExportRow[]> {
    return db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
      .limit(limit);
  },

  /** The user's own export, or undefined (another user's id reads as missing). */
  async findExport(db: DbOrTx, userId: string, id: string): Promise<DataExportRow | undefined> {
    const [row] = await db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
    return row;
  },

  /** Claims the oldest queued export inside `tx`; other workers skip it until `tx` ends. */
  async claimQueued(tx: Tx): Promise<{ id: string; userId: string } | undefined> {
    const result = await tx.execute<{ id: string; user_id: string }>(sql`
      SELECT id, user_id FROM ${dataExports}
       WHERE status = 'queued'
       ORDER BY created_at
       LIMIT 1
       FOR UPDATE SKIP LOCKED`);
    const row = result.rows[0];
    return row ? { id: row.id, userId: row.user_id } : undefined;
  },

  async markReady(tx: Tx, id: string, archiveEnc: string, sizeBytes: number, readyAt: Date, expiresAt: Date) {
    await tx
      .update(dataExports)
      .set({ status: 'ready', archiveEnc, sizeBytes, readyAt, expiresAt })
      .where(eq(dataExports.id, id));
  },

  async markFailed(tx: Tx, id: string) {
    await tx.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, id));
  },

  /** Erases the archives whose link has expired (the row stays, listed as expired). */
  async eraseExpiredArchives(db: DbOrTx, now: Date): Promise<void> {
    await db
      .update(dataExports)
      .set({ archiveEnc: null })
      .where(and(isNotNull(dataExports.archiveEnc), lt(dataExports.expiresAt, now)));
  },

  // ---- what the export reads ------------------------------------------------------------
  async user(db: DbOrTx, userId: string) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return row;
  },
  async settings(db: DbOrTx, userId: string) {
    const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
    return row;
  },
  async medicalListsEnc(db: DbOrTx, userId: string) {
    const [row] = await db.select().from(userMedicalLists).where(eq(userMedicalLists.userId, userId));
    return row;
  },
  async onboardingAnswersEnc(db: DbOrTx, userId: string) {
    const [row] = await db.select().from(onboardingAnswers).where(eq(onboardingAnswers.userId, userId));
    return row;
  },
  async avatarMeta(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({
        contentType: avatars.contentType,
        bytes: sql<number>`octet_length(${avatars.bytes})`.mapWith(Number),
        updatedAt: avatars.updatedAt,
      })
      .from(avatars)
      .where(eq(avatars.userId, userId));
    return row;
  },
  async sessions(db: DbOrTx, userId: string) {
    return db
      .select({
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.lastActiveAt,
        expiresAt: sessions.expiresAt,
        rememberMe: sessions.rememberMe,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt));
  },
  async signInMethods(db: DbOrTx, userId: string) {
    return db
      .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.userId, userId));
  },
  async checkIns(db: DbOrTx, userId: string) {
    return db
      .select()
      .from(healthMetrics)
      .where(eq(healthMetrics.userId, userId))
      .orderBy(asc(healthMetrics.createdAt));
  },
  async recommendationsTried(db: DbOrTx, userId: string) {
    return db
      .select({
        recommendationId: recommendationFeedback.recommendationId,
        triedOn: recommendationFeedback.triedOn,
        triedAt: recommendationFeedback.triedAt,
      })
      .from(recommendationFeedback)
      .where(eq(recommendationFeedback.userId, userId))
      .orderBy(asc(recommendationFeedback.triedAt));
  },
  async posts(db: DbOrTx, userId: string) {
    return db
      .select({ id: posts.id, topic: posts.topic, content: posts.content, createdAt: posts.createdAt })
      .from(posts)
      .where(eq(posts.userId, userId))
      .orderBy(asc(posts.createdAt));
  },
  async comments(db: DbOrTx, userId: string) {
    return db
      .select({
        id: comments.id,
        postId: comments.postId,
        content: comments.content,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .where(eq(comments.userId, userId))
      .orderBy(asc(comments.createdAt));
  },
  async likes(db: DbOrTx, userId: string) {
    return db
      .select({ postId: postLikes.postId, createdAt: postLikes.createdAt })
      .from(postLikes)
      .where(eq(postLikes.userId, userId))
      .orderBy(asc(postLikes.createdAt));
  },
  async feedback(db: DbOrTx, userId: string) {
    return db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(asc(feedback.createdAt));
  },
  async practitionerTypeRequests(db: DbOrTx, userId: string) {
    return db
      .select()
      .from(practitionerTypeRequests)
      .where(eq(practitionerTypeRequests.userId, userId))
      .orderBy(asc(practitionerTypeRequests.createdAt));
  },

  /** Plan, trial usage, water and fasting (issue 5): no free text, stored in clear. */
  async premiumData(db: DbOrTx, userId: string) {
    const [[subscription], water, [goal], fastRows, [acknowledged]] = await Promise.all([
      db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
      db
        .select()
        .from(waterEntries)
        .where(eq(waterEntries.userId, userId))
        .orderBy(asc(waterEntries.createdAt)),
      db.select().from(waterGoals).where(eq(waterGoals.userId, userId)),
      db.select().from(fasts).where(eq(fasts.userId, userId)).orderBy(asc(fasts.startedAt)),
      db.select().from(fastingNoteAcknowledgements).where(eq(fastingNoteAcknowledgements.userId, userId)),
    ]);
    return { subscription, water, goal, fasts: fastRows, acknowledged };
  },

  // ---- deletion ---------------------------------------------------------------------------
  /**
   * Deletes everything of the user that is not kept by design, then the user row. Posts and comments
   * stay with user_id set null ('Deleted user'); feedback ratings stay (text erased by the feedback
   * service before this); analytics events keep with user_id null; audit rows stay.
   */
  async deleteUserData(tx: Tx, userId: string, email: string): Promise<void> {
    // Explicit deletes first (each also cascades from users; spelled out so nothing depends on it).
    await tx.delete(symptoms).where(eq(symptoms.userId, userId));
    await tx.delete(healthMetrics).where(eq(healthMetrics.userId, userId));
    await tx.delete(chatMessages).where(eq(chatMessages.userId, userId));
    await tx.delete(nutritionAnalyses).where(eq(nutritionAnalyses.userId, userId));
    await tx.delete(waterEntries).where(eq(waterEntries.userId, userId));
    await tx.delete(waterGoals).where(eq(waterGoals.userId, userId));
    await tx.delete(fasts).where(eq(fasts.userId, userId));
    await tx.delete(fastingNoteAcknowledgements).where(eq(fastingNoteAcknowledgements.userId, userId));
    await tx.delete(subscriptions).where(eq(subscriptions.userId, userId));
    await tx.delete(recommendationFeedback).where(eq(recommendationFeedback.userId, userId));
    await tx.delete(postLikes).where(eq(postLikes.userId, userId));
    await tx.delete(practitionerTypeRequests).where(eq(practitionerTypeRequests.userId, userId));
    await tx.delete(userMedicalLists).where(eq(userMedicalLists.userId, userId));
    await tx.delete(onboardingAnswers).where(eq(onboardingAnswers.userId, userId));
    await tx.delete(avatars).where(eq(avatars.userId, userId));
    await tx.delete(userSettings).where(eq(userSettings.userId, userId));
    await tx.delete(dataExports).where(eq(dataExports.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    // Pending verification / reset tokens: better-auth keys them by email or holds the user id.
    await tx
      .delete(verifications)
      .where(
        or(
          eq(verifications.value, userId),
          sql`lower(${verifications.identifier}) = lower(${email})`,
          sql`${verifications.value} ILIKE ${`%${userId}%`}`,
        ),
      );
    // Mail to the person (verification, reset, export links) and counters named after them.
    await tx.delete(outbox).where(sql`lower(${outbox.to}) = lower(${email})`);
    await tx
      .delete(rateLimits)
      .where(
        or(
          sql`lower(${rateLimits.key}) LIKE ${`%${email.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`,
          sql`${rateLimits.key} LIKE ${`%${userId}%`}`,
        ),
      );
    await tx.delete(users).where(eq(users.id, userId));
  },
};
