import { ACCOUNT_LIMITS } from '../../../contract/account';

/** An export can be downloaded while it is ready, its archive kept, and its link not expired. */
export function exportState(
  row: { status: string; archiveEnc: string | null; expiresAt: Date | null },
  now: Date,
): 'queued' | 'failed' | 'downloadable' | 'expired' {
  if (row.status === 'queued') return 'queued';
  if (row.status === 'failed') return 'failed';
  if (!row.expiresAt || row.expiresAt.getTime() <= now.getTime() || row.archiveEnc === null) return 'expired';
  return 'downloadable';
}

/** The window of the per-user export allowance (ACCOUNT_LIMITS.exportsPerDay). */
export const EXPORT_WINDOW_SECONDS = 24 * 60 * 60;
export const EXPORT_RETENTION_MS = ACCOUNT_LIMITS.exportRetentionDays * 24 * 60 * 60 * 1000;
