import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { symptoms } from '../../db/schema';

export type SymptomRow = typeof symptoms.$inferSelect;
export type NewSymptomRow = typeof symptoms.$inferInsert;

/** Every query of the symptoms area (CONVENTIONS 6). */
export const symptomRepository = {
  async insert(db: DbOrTx, row: NewSymptomRow): Promise<SymptomRow> {
    const [inserted] = await db.insert(symptoms).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  },

  listForUser(db: DbOrTx, userId: string, limit: number): Promise<SymptomRow[]> {
    return db
      .select()
      .from(symptoms)
      .where(eq(symptoms.userId, userId))
      .orderBy(desc(symptoms.createdAt))
      .limit(limit);
  },
};
