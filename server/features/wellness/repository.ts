import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** Every query of the wellness area (CONVENTIONS 6). */
export const wellnessRepository = {
  /** The ZIP code of the user's account, to ask the air-quality provider about their area. */
  async zipCodeOf(db: DbOrTx, userId: string): Promise<string | null> {
    const [row] = await db.select({ zipCode: users.zipCode }).from(users).where(eq(users.id, userId));
    return row?.zipCode ?? null;
  },
};
