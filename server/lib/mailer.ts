import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/system';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(mail: Mail): Promise<void>; readonly mode: 'smtp' | 'outbox' };

/**
 * SMTP when `SMTP_URL` is set; otherwise mail waits in the `outbox` table (admins read it), so a
 * fresh install can still reset passwords. Every message is also recorded in the outbox with
 * `sent_at` when SMTP accepted it.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    mode: transport ? 'smtp' : 'outbox',
    async send(mail) {
      let sentAt: Date | null = null;
      if (transport) {
        await transport.sendMail({ from: options.from, ...mail });
        sentAt = new Date();
      }
      await db.insert(outbox).values({ ...mail, sentAt });
    },
  };
}
