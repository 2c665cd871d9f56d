import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ZEmail, ZNewPassword } from '../contract/auth';
import { type App, buildApp } from '../server/app';
import { openConfiguredDatabase, resolveSecrets } from '../server/db/open';
import { getEnv } from '../server/env';
import { parseEncryptionKey } from '../server/lib/crypto';

/**
 * `npm run admin:create -- --email <address> --password <password>`
 * (docs/product/accounts.md#roles-and-admin-accounts).
 *
 * Creates an admin account, or makes the existing account with that email an admin and sets its
 * password (its sessions end when the password changes). Uses the configured database exactly as
 * `npm start` does: `DATABASE_URL`, or the embedded PostgreSQL under `DATA_DIR`, which it starts
 * for the run and stops again unless an app was already running on it.
 */
export const USAGE = 'Usage: npm run admin:create -- --email <address> --password <password>';

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export type AdminArgs = { email: string; password: string };

/** Reads and checks the command line; every problem comes back as one line for the terminal. */
export function parseAdminArgs(
  argv: string[],
): { ok: true; args: AdminArgs } | { ok: false; problems: string[] } {
  let values: { email?: string; password?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { ok: false, problems: [(error as Error).message] };
  }
  const problems: string[] = [];
  const email = ZEmail.safeParse(values.email ?? '');
  if (values.email === undefined) problems.push('--email is required');
  else if (!email.success) problems.push(`--email: ${email.error.issues[0]?.message ?? 'invalid'}`);
  const password = ZNewPassword.safeParse(values.password ?? '');
  if (values.password === undefined) problems.push('--password is required');
  else if (!password.success)
    problems.push(...password.error.issues.map((issue) => `--password: ${issue.message}`));
  if (problems.length > 0 || !email.success || !password.success) return { ok: false, problems };
  return { ok: true, args: { email: email.data, password: password.data } };
}

const log = (message: string) => console.log(`[admin] ${message}`);

async function main(argv: string[]): Promise<number> {
  const parsed = parseAdminArgs(argv);
  if (!parsed.ok) {
    for (const problem of parsed.problems) console.error(`[admin] ${problem}`);
    console.error(USAGE);
    return EXIT.usage;
  }
  const { email, password } = parsed.args;

  const env = getEnv();
  const { database, embedded } = await openConfiguredDatabase(env, log);
  let app: App | null = null;
  try {
    const { sessionSecret, encryptionKeyText } = resolveSecrets(env);
    app = await buildApp({
      env,
      database,
      sessionSecret,
      encryptionKey: parseEncryptionKey(encryptionKeyText),
      clientDir: null,
    });
    const { created } = await app.services.auth.ensureAdmin(email, password);
    console.log(created ? `Admin account created: ${email}` : `Existing account ${email} is now an admin`);
    return EXIT.ok;
  } finally {
    await app?.close();
    await database.close();
    // A server that was already running belongs to a live app (or awaits its next start): leave it.
    if (embedded && !embedded.reused) await embedded.stop();
  }
}

const isEntryPoint = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntryPoint) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(
        `[admin] Could not create the admin account: ${error instanceof Error ? error.message : error}`,
      );
      process.exit(EXIT.failed);
    },
  );
}
