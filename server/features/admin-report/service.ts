import {
  ADMIN_REPORT_LIMITS,
  ADMIN_REPORT_MESSAGES,
  REPORT_SENDS_AT,
  type TReportMetrics,
  type TReportRecipient,
  type TReportSchedule,
  type TScheduleDailyResponse,
  type TSendTestResponse,
} from '../../../contract/admin-report';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { type Mailer, mailedSince } from '../../lib/mailer';
import type { Actor } from '../../plugins/auth';
import { type ReportMail, renderReport } from './render';
import { nextReportAt, reportDateFor } from './report-time';
import { type RecipientRow, adminReportRepository as repo, type ServerErrorEntry } from './repository';

export type { ServerErrorEntry };

const HOUR_MS = 60 * 60 * 1000;
/** A claim older than this, on a day not yet sent, may be taken over (its run failed or stopped). */
export const REPORT_LEASE_MINUTES = 10;
/** How far back a resumed run looks for the day's mail it already sent (the subject names the day). */
const RESUME_LOOKBACK_MS = 2 * 24 * HOUR_MS;

export type DailyRunResult =
  | { status: 'sent'; reportDate: string; recipients: number; skipped: number }
  | { status: 'not-claimed'; reportDate: string };

const presentRecipient = (row: RecipientRow): TReportRecipient => ({
  id: row.id,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The daily admin report (docs/product/admin.md#daily-report): its figures, its mail, the list of
 * addresses it goes to, the daily run (once per Los Angeles day across every app instance), and the
 * record of server errors it counts.
 */
export function createAdminReportService(deps: {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: Logger;
  now?: () => Date;
}) {
  const { db, mailer, appUrl, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function metrics(end: Date): Promise<TReportMetrics> {
    const start = new Date(end.getTime() - ADMIN_REPORT_LIMITS.windowHours * HOUR_MS);
    const [figures, serverErrorRoutes] = await Promise.all([
      repo.metrics(db, start, end),
      repo.errorRoutes(db, start, end),
    ]);
    return { ...figures, serverErrorRoutes };
  }

  async function report(at: Date, test: boolean): Promise<{ metrics: TReportMetrics; mail: ReportMail }> {
    const figures = await metrics(at);
    return { metrics: figures, mail: renderReport(figures, { reportDate: reportDateFor(at), appUrl, test }) };
  }

  return {
    metrics,

    /** GET /api/admin/email/metrics: the report's figures now, for the setup screen's summary. */
    async currentMetrics(_actor: Actor): Promise<TReportMetrics> {
      return metrics(now());
    },

    /** GET /api/admin/email/preview: the report as it would be mailed now. */
    async preview(_actor: Actor): Promise<string> {
      return (await report(now(), false)).mail.html;
    },

    /** POST /api/admin/email/send-test: the report, marked as a test, mailed now to one address. */
    async sendTest(_actor: Actor, email: string): Promise<TSendTestResponse> {
      const { metrics: figures, mail } = await report(now(), true);
      await mailer.send({ to: email, subject: mail.subject, text: mail.text, html: mail.html });
      return { success: true, sentTo: email, metrics: figures };
    },

    async schedule(_actor: Actor): Promise<TReportSchedule> {
      const rows = await repo.recipients(db);
      return {
        sendsAt: REPORT_SENDS_AT,
        nextSendAt: nextReportAt(now()).toISOString(),
        recipients: rows.map(presentRecipient),
      };
    },

    /** POST /api/admin/email/schedule-daily: adds the address; one already listed is left as it is. */
    async scheduleDaily(actor: Actor, email: string): Promise<TScheduleDailyResponse> {
      const existing = await repo.recipientByEmail(db, email);
      let recipient = existing;
      if (!existing) {
        if ((await repo.recipientCount(db)) >= ADMIN_REPORT_LIMITS.recipientsMax) {
          throw new AppError('CONFLICT', ADMIN_REPORT_MESSAGES.tooManyRecipients);
        }
        // Two admins adding the same address at once: the second finds the first's row.
        recipient =
          (await repo.addRecipient(db, email, actor.userId)) ?? (await repo.recipientByEmail(db, email));
      }
      if (!recipient) throw new Error('The scheduled address could not be read back');
      return {
        success: true,
        sendsAt: REPORT_SENDS_AT,
        nextSendAt: nextReportAt(now()).toISOString(),
        created: !existing,
        recipient: presentRecipient(recipient),
      };
    },

    /** DELETE /api/admin/email/schedule/{id}: the address stops receiving the report. */
    async unschedule(_actor: Actor, id: string): Promise<void> {
      if (!(await repo.removeRecipient(db, id))) throw notFound(ADMIN_REPORT_MESSAGES.notScheduled);
    },

    /**
     * The daily run, at 18:00 in Los Angeles. Removes server errors past their 30 days, then claims the
     * report day (its `admin_report_runs` row): a day already sent, or held by another run, is left
     * alone. Each address is mailed once: a run resumed after a failure skips the addresses whose copy
     * of that day's report is already in the mailer's record. A failure gives the claim up, so the
     * job's retry can take the day over.
     */
    async runDaily(at: Date = now()): Promise<DailyRunResult> {
      const pruned = await repo.pruneServerErrors(db, ADMIN_REPORT_LIMITS.serverErrorDays);
      if (pruned > 0) log.info({ pruned }, 'Old server errors removed');
      const reportDate = reportDateFor(at);
      if (!(await repo.claimDay(db, reportDate, REPORT_LEASE_MINUTES))) {
        return { status: 'not-claimed', reportDate };
      }
      try {
        const { mail } = await report(at, false);
        const recipients = await repo.recipients(db);
        const since = new Date(at.getTime() - RESUME_LOOKBACK_MS);
        let skipped = 0;
        for (const { email } of recipients) {
          if (await mailedSince(db, { to: email, subject: mail.subject, since })) {
            skipped += 1;
            continue;
          }
          await mailer.send({ to: email, subject: mail.subject, text: mail.text, html: mail.html });
        }
        await repo.finishDay(db, reportDate, recipients.length);
        log.info({ reportDate, recipients: recipients.length, skipped }, 'Daily admin report sent');
        return { status: 'sent', reportDate, recipients: recipients.length, skipped };
      } catch (error) {
        await repo
          .releaseDay(db, reportDate, REPORT_LEASE_MINUTES)
          .catch((err: unknown) => log.error({ err, reportDate }, 'Could not release the report day'));
        throw error;
      }
    },

    /** The person's part of the data export: the addresses they put on the report list. */
    async exportForUser(userId: string) {
      const rows = await repo.recipientsAddedBy(db, userId);
      return {
        dailyReportAddresses: rows.map((row) => ({ email: row.email, addedAt: row.createdAt.toISOString() })),
      };
    },

    /** Account deletion: their own address leaves the list; the addresses they added stay, unsigned. */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.eraseUser(tx, userId);
    },

    /** Records an answer of status 500 or more (server/plugins/server-errors.ts). */
    async recordServerError(entry: ServerErrorEntry): Promise<void> {
      await repo.recordServerError(db, entry);
    },
  };
}

export type AdminReportService = ReturnType<typeof createAdminReportService>;
