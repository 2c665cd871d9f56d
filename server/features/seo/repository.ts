import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { practitioners } from '../../db/schema/practitioners';

/** The SEO health check's one read: which practitioner profiles are public, to crawl their pages. */
export const seoRepository = {
  /** Ids of listed (approved) practitioners, real listings before demo ones, oldest first. */
  async listedPractitionerIds(db: DbOrTx, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: practitioners.id })
      .from(practitioners)
      .where(eq(practitioners.isApproved, true))
      .orderBy(asc(practitioners.isDemo), asc(practitioners.createdAt), asc(practitioners.id))
      .limit(limit);
    return rows.map((row) => row.id);
  },
};
