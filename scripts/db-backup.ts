import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { livePostmaster } from '../server/db/embedded';
import { type Env, getEnv } from '../server/env';
import {
  assertEmbeddedStopped,
  EXIT,
  embeddedPaths,
  encryptToFile,
  libpqConnection,
  MIN_PASSPHRASE_LENGTH,
  parseOutOption,
  requireClientTool,
  runScript,
  runTool,
  ScriptError,
  say,
  utcStamp,
} from './db-tools';
import { readSecret, SecretInputError } from './lib/read-secret';

/**
 * `npm run db:backup [-- --out <file>]` (docs/operations.md).
 *
 * - `DATABASE_URL` set: `pg_dump -Fc` (client tools of the server's major version or newer) into
 *   `backups/infinite-wellness-<UTC time>.dump`.
 * - Embedded: with the server stopped, a `.tar.gz` of `<DATA_DIR>/postgres` and `<DATA_DIR>/secrets.json`,
 *   encrypted with a passphrase read from standard input (`.tar.gz.enc`): `secrets.json` holds the
 *   data key, which must not lie in clear beside the data it protects.
 *
 * The file is written under a temporary name and renamed when complete, and is readable by its
 * owner only.
 */
async function backup(env: Env, argv: string[]) {
  const requested = parseOutOption(argv);
  const extension = env.DATABASE_URL ? 'dump' : 'tar.gz.enc';
  const out = path.resolve(requested ?? path.join('backups', `infinite-wellness-${utcStamp()}.${extension}`));
  if (fs.existsSync(out)) throw new ScriptError(`${out} already exists; choose another --out`, EXIT.usage);
  fs.mkdirSync(path.dirname(out), { recursive: true, mode: 0o700 });
  const partial = `${out}.partial`;

  try {
    if (env.DATABASE_URL) await dumpExternal(env.DATABASE_URL, partial);
    else await copyEmbedded(env, partial);
    fs.renameSync(partial, out);
  } finally {
    fs.rmSync(partial, { force: true });
  }

  const size = fs.statSync(out).size;
  say(`Backup written: ${out} (${formatSize(size)})`);
  if (env.DATA_ENCRYPTION_KEY) {
    say(
      'DATA_ENCRYPTION_KEY comes from the environment and is not in this backup: keep it safe with the backup, health data cannot be read without it.',
    );
  } else if (env.DATABASE_URL) {
    say(
      `The data encryption key is in ${embeddedPaths(env).secrets}, not in this dump: keep a copy of that file with the backup, health data cannot be read without it.`,
    );
  }
  const shown = path.relative(process.cwd(), out);
  say(`Restore with: npm run db:restore -- ${shown.startsWith('..') ? out : shown}`);
  if (!env.DATABASE_URL) {
    say(
      'The backup is encrypted: keep the passphrase apart from it, the backup cannot be restored without it.',
    );
  }
}

async function dumpExternal(url: string, file: string) {
  await requireClientTool('pg_dump', url);
  const connection = libpqConnection(url);
  say(`Dumping ${connection.url.replace(/^[^@]*@/, '')} with pg_dump -Fc`);
  await runTool('pg_dump', ['--format=custom', '--no-owner', `--dbname=${connection.url}`], {
    env: connection.env,
    stdoutFile: file,
  });
}

/** The backup passphrase: asked for twice on a terminal, else the first line of standard input. */
async function readPassphrase(): Promise<string> {
  let passphrase: string;
  try {
    passphrase = await readSecret({ prompt: 'Backup passphrase: ', confirm: 'Passphrase again: ' });
  } catch (error) {
    if (error instanceof SecretInputError) {
      throw new ScriptError(
        `${error.message} The backup is encrypted with a passphrase: type it when asked, or pipe it in (npm run db:backup < passphrase-file).`,
        EXIT.usage,
      );
    }
    throw error;
  }
  if ([...passphrase].length < MIN_PASSPHRASE_LENGTH) {
    throw new ScriptError(
      `The backup passphrase must be at least ${MIN_PASSPHRASE_LENGTH} characters.`,
      EXIT.usage,
    );
  }
  return passphrase;
}

async function copyEmbedded(env: Env, file: string) {
  const { dataDir, pgdata, secrets } = embeddedPaths(env);
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new ScriptError(
      `No embedded database found in ${pgdata}. Set DATA_DIR to the app's data directory (default ./data), or DATABASE_URL for an external server.`,
      EXIT.usage,
    );
  }
  assertEmbeddedStopped(pgdata, 'back up');
  if (fs.existsSync(path.join(pgdata, 'postmaster.pid'))) {
    // The server died without shutting down (kill -9 of PostgreSQL itself, power loss). The copy is
    // then crash-consistent, like the disk after a power cut: PostgreSQL replays its WAL on start.
    say('Note: the database was not shut down cleanly; it will recover from its write-ahead log on start.');
  }
  const members = ['postgres'];
  if (fs.existsSync(secrets)) members.push('secrets.json');
  else say(`Note: ${secrets} does not exist, so no generated secrets are included.`);

  const passphrase = await readPassphrase();

  say(`Archiving ${pgdata}${members.length > 1 ? ` and ${secrets}` : ''}, encrypted with the passphrase`);
  const tar = spawn(
    'tar',
    [
      '--create',
      '--gzip',
      '--file=-',
      // Runtime files of the last server run, not part of the database.
      '--exclude=postgres/postmaster.pid',
      '--exclude=postgres/postmaster.opts',
      '--exclude=postgres/server.log',
      `--directory=${dataDir}`,
      ...members,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  tar.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    tar.on('error', reject);
    tar.on('close', resolve);
  });
  await encryptToFile(tar.stdout, file, passphrase);
  const code = await exited;
  if (code !== 0) throw new ScriptError(`tar failed (exit ${code}):\n${stderr.trim()}`, EXIT.failed);
  // Someone may have started the app while tar was reading: then the copy cannot be trusted.
  if (livePostmaster(pgdata)) {
    throw new ScriptError(
      'The embedded PostgreSQL was started while the backup ran, so the copy may be inconsistent and was discarded. Stop the app and run this again.',
      EXIT.refused,
    );
  }
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

await runScript(() => backup(getEnv(), process.argv.slice(2)));
