import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ZEmail, ZNewPassword } from '../contract/auth';
import { type App, buildApp } from '../server/app';
import { openConfiguredDatabase, resolveSecrets } from '../server/db/open';
import { getEnv } from '../server/env';
import { parseEncryptionKey } from '../server/lib/crypto';
import { readSecret, SecretInputError } from './lib/read-secret';

/**
 * `npm run admin:create -- --email <address>` (docs/product/accounts.md#roles-and-admin-accounts).
 *
 * Creates an admin account, or makes the existing account with that email an admin and sets its
 * password (its sessions end when the password changes). The password is read from standard input:
 * asked for twice without echo on a terminal, otherwise the first line piped in. It is never taken
 * from the command line, where it would stay in the shell history and show in the process list.
 * Then prints, once, the `otpauth://` URI of a new second factor to add to an authenticator app; the
 * first sign-in at /admin-login with one of its codes confirms it. An admin whose second factor is
 * already confirmed keeps it, unless `--reset-second-factor` replaces it (a lost phone).
 * Uses the configured database exactly as `npm start` does: `DATABASE_URL`, or the embedded
 * PostgreSQL under `DATA_DIR`, which it starts for the run and stops again unless an app was already
 * running on it.
 */
export const USAGE =
  'Usage: npm run admin:create -- --email <address> [--reset-second-factor]   (the password is asked for, or read from the first line of standard input)';

/** Why a password on the command line is refused, and how to give it instead. */
export const PASSWORD_ARGUMENT_REFUSED =
  'A password is not accepted on the command line: it would stay in the shell history and show in the process list. Run npm run admin:create -- --email <address> and type it when asked, or pipe it in: npm run admin:create -- --email <address> < password-file (or printf \'%s\\n\' "$PASSWORD" | npm run admin:create -- --email <address>).';

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Reads and checks the command line; every problem comes back as one line for the terminal. */
export function parseAdminArgs(
  argv: string[],
): { ok: true; email: string; resetSecondFactor: boolean } | { ok: false; problems: string[] } {
  // Checked before parsing: a parse error would repeat the argument, the password with it.
  if (argv.some((arg) => arg === '--password' || arg.startsWith('--password='))) {
    return { ok: false, problems: [PASSWORD_ARGUMENT_REFUSED] };
  }
  let values: { email?: string; 'reset-second-factor'?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, 'reset-second-factor': { type: 'boolean' } },
      strict: true,
      allowPositionals: true,
    }));
  } catch (error) {
    return { ok: false, problems: [(error as Error).message] };
  }
  if (positionals.length > 0) {
    return {
      ok: false,
      problems: [`Unexpected argument (not shown, it may be a password). ${PASSWORD_ARGUMENT_REFUSED}`],
    };
  }
  const email = ZEmail.safeParse(values.email ?? '');
  if (values.email === undefined) return { ok: false, problems: ['--email is required'] };
  if (!email.success) {
    return { ok: false, problems: [`--email: ${email.error.issues[0]?.message ?? 'invalid'}`] };
  }
  return { ok: true, email: email.data, resetSecondFactor: values['reset-second-factor'] === true };
}

/** The signup rules' messages for a password that does not follow them; none when it does. */
export function passwordProblems(password: string): string[] {
  const result = ZNewPassword.safeParse(password);
  return result.success ? [] : result.error.issues.map((issue) => `password: ${issue.message}`);
}

/** What the script prints about the second factor: the enrolment URI once, or that it is kept. */
export function enrolmentInstructions(enrolment: { otpauthUri: string } | null): string {
  if (!enrolment) {
    return 'Two-factor sign-in is already set up for this account and stays as it is (--reset-second-factor replaces it).';
  }
  return [
    'Add this to an authenticator app (it is shown only now; paste it into a QR code generator you trust, or type the secret= part by hand):',
    `  ${enrolment.otpauthUri}`,
    'The first sign-in at /admin-login with one of its 6-digit codes confirms it and shows the recovery codes.',
  ].join('\n');
}

const log = (message: string) => console.log(`[admin] ${message}`);

async function main(argv: string[]): Promise<number> {
  const parsed = parseAdminArgs(argv);
  if (!parsed.ok) {
    for (const problem of parsed.problems) console.error(`[admin] ${problem}`);
    console.error(USAGE);
    return EXIT.usage;
  }
  const { email, resetSecondFactor } = parsed;
  let password: string;
  try {
    password = await readSecret({ prompt: `Password for ${email}: `, confirm: 'Password again: ' });
  } catch (error) {
    if (!(error instanceof SecretInputError)) throw error;
    console.error(`[admin] ${error.message}`);
    console.error(USAGE);
    return EXIT.usage;
  }
  const problems = passwordProblems(password);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`[admin] ${problem}`);
    return EXIT.usage;
  }

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
    const { created, userId } = await app.services.auth.ensureAdmin(email, password);
    console.log(created ? `Admin account created: ${email}` : `Existing account ${email} is now an admin`);
    const enrolment = await app.services.adminAuth.offerEnrolment(userId, email, {
      reset: resetSecondFactor,
    });
    console.log(enrolmentInstructions(enrolment));
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
