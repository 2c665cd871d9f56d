import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chownRecursive, runAsIdentity } from '../server/db/embedded';
import { type Env, getEnv } from '../server/env';
import {
  assertEmbeddedStopped,
  backupKind,
  decryptToFile,
  EXIT,
  embeddedPaths,
  libpqConnection,
  requireClientTool,
  runScript,
  runTool,
  ScriptError,
  say,
  utcStamp,
} from './db-tools';
import { readSecret, SecretInputError } from './lib/read-secret';

/**
 * `npm run db:restore -- <file>` (docs/operations.md).
 *
 * - `DATABASE_URL` set: `pg_restore --clean --if-exists --no-owner --single-transaction` of a
 *   `db:backup` dump into that database (all or nothing).
 * - Embedded: with the server stopped, the archive is decrypted with its passphrase (read from
 *   standard input) and checked, then the current `<DATA_DIR>/postgres` (and `secrets.json`) are moved aside to `*.before-restore-<UTC time>`, then the archive's copies take their place, owned
 *   by the user the embedded server runs as.
 */
async function restore(env: Env, argv: string[]) {
  const [file, ...rest] = argv;
  if (!file || rest.length > 0 || file.startsWith('--')) {
    throw new ScriptError('Usage: npm run db:restore -- <backup file>', EXIT.usage);
  }
  const source = path.resolve(file);
  if (!fs.existsSync(source) || !fs.statSync(source).isFile()) {
    throw new ScriptError(`${source} does not exist`, EXIT.usage);
  }
  const kind = backupKind(source);
  if (env.DATABASE_URL) {
    if (kind !== 'pg_dump') {
      throw new ScriptError(
        kind === 'data-directory' || kind === 'encrypted-data-directory'
          ? `${source} is a copy of the embedded database's data directory. To restore it, unset DATABASE_URL (the embedded server is used then).`
          : `${source} is not a backup made by npm run db:backup (expected a pg_dump custom-format file).`,
        EXIT.usage,
      );
    }
    await restoreExternal(env.DATABASE_URL, source);
  } else {
    if (kind !== 'data-directory' && kind !== 'encrypted-data-directory') {
      throw new ScriptError(
        kind === 'pg_dump'
          ? `${source} is a pg_dump file. Set DATABASE_URL to the server to restore it into (with the embedded server, back up and restore its data directory instead).`
          : `${source} is not a backup made by npm run db:backup (expected an encrypted .tar.gz.enc, or a .tar.gz, of the data directory).`,
        EXIT.usage,
      );
    }
    await restoreEmbedded(env, source, kind === 'encrypted-data-directory');
  }
}

async function restoreExternal(url: string, source: string) {
  await requireClientTool('pg_restore', url);
  const connection = libpqConnection(url);
  say(`Restoring ${source} into ${connection.url.replace(/^[^@]*@/, '')}; existing tables are replaced.`);
  await runTool(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${connection.url}`, source],
    { env: connection.env },
  );
  say('Restore complete. Start (or restart) the app; it applies any newer migrations at start.');
}

/** Lists the archive and refuses anything a db:backup archive would not hold. */
function checkArchive(source: string, shown = source): { hasSecrets: boolean } {
  const listing = spawnSync('tar', ['--list', '--verbose', '--gzip', `--file=${source}`], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  if (listing.status !== 0) {
    throw new ScriptError(`${shown} could not be read as a .tar.gz: ${listing.stderr.trim()}`, EXIT.usage);
  }
  const names = spawnSync('tar', ['--list', '--gzip', `--file=${source}`], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  }).stdout.split('\n');
  let hasCluster = false;
  let hasSecrets = false;
  for (const raw of names) {
    const name = raw.replace(/\/$/, '');
    if (!name) continue;
    const isInside = name === 'postgres' || name.startsWith('postgres/') || name === 'secrets.json';
    if (!isInside || path.isAbsolute(name) || name.split('/').includes('..')) {
      throw new ScriptError(`${shown} holds an unexpected entry (${name}); not restoring it.`, EXIT.usage);
    }
    if (name === 'postgres/PG_VERSION') hasCluster = true;
    if (name === 'secrets.json') hasSecrets = true;
  }
  // Links could point outside the data directory; a db:backup archive has none.
  if (listing.stdout.split('\n').some((line) => line.startsWith('l') || line.startsWith('h'))) {
    throw new ScriptError(`${shown} holds links; not restoring it.`, EXIT.usage);
  }
  if (!hasCluster) {
    throw new ScriptError(`${shown} holds no PostgreSQL data directory (postgres/PG_VERSION).`, EXIT.usage);
  }
  return { hasSecrets };
}

/** The passphrase the backup was made with: asked for on a terminal, else the first line of stdin. */
async function readPassphrase(source: string): Promise<string> {
  try {
    return await readSecret({ prompt: `Passphrase of ${path.basename(source)}: ` });
  } catch (error) {
    if (error instanceof SecretInputError) {
      throw new ScriptError(
        `${error.message} The backup is encrypted: type its passphrase when asked, or pipe it in (npm run db:restore -- <file> < passphrase-file).`,
        EXIT.usage,
      );
    }
    throw error;
  }
}

async function restoreEmbedded(env: Env, source: string, encrypted: boolean) {
  const { dataDir, pgdata, secrets } = embeddedPaths(env);
  assertEmbeddedStopped(pgdata, 'restore');
  const passphrase = encrypted ? await readPassphrase(source) : null;

  const stamp = utcStamp();
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const staging = path.join(dataDir, `.restore-${stamp}`);
  fs.mkdirSync(staging, { mode: 0o700 });
  const done: string[] = [];
  try {
    let archive = source;
    if (passphrase !== null) {
      say(`Decrypting ${source}`);
      archive = path.join(staging, 'archive.tar.gz');
      await decryptToFile(source, archive, passphrase);
    } else {
      say(`${source} is not encrypted (made before backups were); restoring it as it is.`);
    }
    const { hasSecrets } = checkArchive(archive, source);
    say(`Extracting ${source}`);
    const extract = spawnSync(
      'tar',
      ['--extract', '--gzip', `--file=${archive}`, `--directory=${staging}`, '--no-same-owner'],
      { encoding: 'utf8' },
    );
    if (extract.status !== 0) throw new ScriptError(`tar failed: ${extract.stderr.trim()}`, EXIT.failed);
    const restoredCluster = path.join(staging, 'postgres');
    // PostgreSQL requires its data directory to be private to the user it runs as.
    fs.chmodSync(restoredCluster, 0o700);
    chownRecursive(restoredCluster, runAsIdentity());

    // Checked again: the app may have been started while we extracted.
    assertEmbeddedStopped(pgdata, 'restore');
    if (fs.existsSync(pgdata)) {
      const aside = `${pgdata}.before-restore-${stamp}`;
      fs.renameSync(pgdata, aside);
      done.push(`Moved the current database to ${aside}`);
      try {
        fs.renameSync(restoredCluster, pgdata);
      } catch (error) {
        fs.renameSync(aside, pgdata);
        throw error;
      }
    } else {
      fs.renameSync(restoredCluster, pgdata);
    }
    done.push(`Restored the database into ${pgdata}`);

    if (hasSecrets) {
      if (fs.existsSync(secrets)) {
        const aside = `${secrets}.before-restore-${stamp}`;
        fs.renameSync(secrets, aside);
        done.push(`Moved the current secrets to ${aside}`);
      }
      const restoredSecrets = path.join(staging, 'secrets.json');
      fs.chmodSync(restoredSecrets, 0o600);
      fs.renameSync(restoredSecrets, secrets);
      done.push(`Restored ${secrets} (database password, session secret, data key)`);
    } else {
      done.push(`The backup held no secrets.json; ${secrets} was left as it was`);
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }

  for (const line of done) say(line);
  if (env.DATA_ENCRYPTION_KEY) {
    say(
      'DATA_ENCRYPTION_KEY is set in the environment, so the app uses it rather than the key in secrets.json: it must be the key the restored data was written with.',
    );
  }
  say(
    'Start the app with npm start. Once the restored data looks right, delete the *.before-restore-* copies.',
  );
}

await runScript(() => restore(getEnv(), process.argv.slice(2)));
