import { or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { outbox, rateLimits } from '../db/schema/system';

/**
 * The account erasure's part of the infrastructure tables, which hold a person's email or id inside
 * free-form columns rather than a user id: mail addressed to them (verification, reset and export
 * links) and the rate-limit counters named after them. Neither is in the data export: the mail is a
 * copy of what was sent to them and the counters are throttling state
 * (docs/product/data-rights.md).
 */
export async function eraseInfrastructureTraces(db: DbOrTx, userId: string, email: string): Promise<void> {
  await db.delete(outbox).where(sql`lower(${outbox.to}) = lower(${email})`);
  await db
    .delete(rateLimits)
    .where(
      or(
        sql`lower(${rateLimits.key}) LIKE ${`%${email.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`,
        sql`${rateLimits.key} LIKE ${`%${userId}%`}`,
      ),
    );
}
