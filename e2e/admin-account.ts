/**
 * The admin account the server under test creates at start (ADMIN_EMAIL / ADMIN_PASSWORD, set by
 * e2e/global-setup.ts, with ADMIN_TOTP_SECRET), for tests that need an admin's API calls (approving a
 * success story); they sign in with `signInAdminViaApi` (e2e/fixtures.ts). A file
 * of its own: the global setup cannot import the fixtures, which need a running test.
 */
export const E2E_ADMIN = {
  email: 'e2e-admin@example.com',
  password: 'E2e-Admin-Secret-9',
  /** Its second factor (ADMIN_TOTP_SECRET): fixtures compute its codes (`signInAdminViaApi`). */
  totpSecret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD',
} as const;
