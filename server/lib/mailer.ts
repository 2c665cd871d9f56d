import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '../db/client';
import { outbox } from '../db/schema/system';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(mail: Mail): Promise<void>; readonly mode: 'smtp' | 'outbox' };

/** How long a message no SMTP server took keeps its body in the outbox (docs/data-protection.md#email). */
export const OUTBOX_BODY_HOURS = 24;

/**
 * SMTP when `SMTP_URL` is set; otherwise mail waits in the `outbox` table (admins read it), so a
 * fresh install can still reset passwords. Mail bodies hold reset and export links, which are
 * secrets (docs/data-protection.md#email): a message SMTP accepted is recorded with its recipient,
 * subject and `sent_at` only; a waiting message keeps its body for `OUTBOX_BODY_HOURS`
 * (`eraseExpiredOutboxBodies`). A row without its body has `body_erased_at` set.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    mode: transport ? 'smtp' : 'outbox',
    async send(mail) {
      if (transport) {
        await transport.sendMail({ from: options.from, ...mail });
        const sentAt = new Date();
        await db.insert(outbox).values({
          to: mail.to,
          subject: mail.subject,
          text: null,
          html: null,
          sentAt,
          bodyErasedAt: sentAt,
        });
        return;
      }
      await db.insert(outbox).values({ ...mail, sentAt: null });
    },
  };
}

/**
 * Drops the body of every outbox message older than `OUTBOX_BODY_HOURS` (its links have expired or
 * soon will); the recipient, subject and times stay. Runs at start and hourly (server/app.ts).
 * Returns how many bodies were erased.
 */
export async function eraseExpiredOutboxBodies(db: DbOrTx): Promise<number> {
  const erased = await db
    .update(outbox)
    .set({ text: null, html: null, bodyErasedAt: sql`now()` })
    .where(
      and(
        isNull(outbox.bodyErasedAt),
        lt(outbox.createdAt, sql`now() - make_interval(hours => ${OUTBOX_BODY_HOURS})`),
      ),
    )
    .returning({ id: outbox.id });
  return erased.length;
}

/**
 * Whether a message with this recipient and subject went out (or is waiting in the outbox) since
 * `since`: the mailer records every message either way, so a job resumed after a failure can skip
 * the addresses it already reached (the daily admin report, docs/product/admin.md#daily-report).
 */
export async function mailedSince(
  db: DbOrTx,
  mail: { to: string; subject: string; since: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.to, mail.to), eq(outbox.subject, mail.subject), gte(outbox.createdAt, mail.since)))
    .limit(1);
  return Boolean(row);
}
