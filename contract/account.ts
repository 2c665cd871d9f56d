import { z } from 'zod';

/**
 * Profile → Data Management (docs/product/data-rights.md): the data export and the
 * account deletion.
 */
export const ACCOUNT_LIMITS = {
  /** Export requests per user per rolling day window. */
  exportsPerDay: 3,
  /** A ready archive can be downloaded for this many days. */
  exportRetentionDays: 7,
  /** Exports listed on the Data Management tab. */
  exportListMax: 20,
} as const;

export const ACCOUNT_MESSAGES = {
  exportRequestedTitle: 'Data Export Requested',
  // The download link comes by email, promised within 24 hours (docs/product/data-rights.md#data-export).
  exportRequestedDescription:
    "We're preparing your data. A download link will be emailed to you within 24 hours, and it will also appear on this tab.",
  exportRateLimited: 'You can request up to 3 data exports a day. Please try again tomorrow.',
  exportExpired: 'This download link has expired. Please request a new data export.',
  exportNotReady: 'This export is not ready yet.',
  deletionRequestedTitle: 'Account Deletion Requested',
  deletionRequestedDescription:
    'Your account and your health data have been deleted, and you have been signed out.',
  deletionConfirmRequired: 'Please confirm that you want to delete your account.',
  requestTypeExport: "requestType must be 'export'",
  requestTypeDelete: "requestType must be 'delete'",
} as const;

/**
 * Sensitive actions (account deletion, data export, email and password change) need the current
 * password, or a sign-in within the last few minutes (docs/product/accounts.md#confirming-it-is-you).
 */
export const REAUTH_WINDOW_MINUTES = 5;
export const REAUTH_MESSAGES = {
  /** The 403 of a sensitive action sent without a password, long after signing in. */
  passwordNeeded: 'Please enter your password to continue.',
  passwordWrong: 'That password is not right. Please enter your current password to continue.',
  tooManyAttempts: 'Too many wrong passwords. Please wait 15 minutes and try again.',
} as const;
/** The current password of a sensitive action; optional right after signing in. */
export const ZReauthPassword = z.string().max(128).optional();

/** POST /api/user/data-export (requestType set to export). */
export const ZDataExportRequest = z.object({
  requestType: z.literal('export', { error: ACCOUNT_MESSAGES.requestTypeExport }),
  currentPassword: ZReauthPassword,
});
export type TDataExportRequest = z.infer<typeof ZDataExportRequest>;

export const ZDataExportQueued = z.object({ exportId: z.uuid(), status: z.literal('queued') });
export type TDataExportQueued = z.infer<typeof ZDataExportQueued>;

export const DATA_EXPORT_STATUSES = ['queued', 'ready', 'failed'] as const;
export const ZDataExportStatus = z.enum(DATA_EXPORT_STATUSES);

/**
 * One export on the Data Management tab. While it is ready and not expired: `downloadUrl`, the JSON
 * archive, and `fhirDownloadUrl`, the FHIR R4 Bundle on its own (docs/fhir-export.md).
 */
export const ZDataExport = z.object({
  id: z.uuid(),
  status: ZDataExportStatus,
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  sizeBytes: z.number().int().nullable(),
  downloadUrl: z.string().nullable(),
  fhirDownloadUrl: z.string().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExport>;
export const ZDataExportList = z.array(ZDataExport);

/**
 * POST /api/user/delete (requestType set to delete). `confirm: true` is required as well,
 * so that a stray or replayed call with only `{ requestType: 'delete' }` cannot delete an account
 * (docs/product/data-rights.md#account-deletion).
 */
export const ZDeleteAccountRequest = z.object({
  requestType: z.literal('delete', { error: ACCOUNT_MESSAGES.requestTypeDelete }),
  confirm: z.literal(true, { error: ACCOUNT_MESSAGES.deletionConfirmRequired }),
  currentPassword: ZReauthPassword,
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
