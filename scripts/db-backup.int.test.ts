import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePostmaster } from '../server/db/embedded';
import { type OpenedDatabase, openConfiguredDatabase } from '../server/db/open';
import { parseEnv } from '../server/env';
import { testPostgres } from '../server/test/harness';
import { backupKind, decryptToFile } from './db-tools';

const ROOT = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

type ScriptResult = { code: number; stdout: string; stderr: string };

const PASSPHRASE = 'correct horse battery staple';

/**
 * Runs `scripts/<name>.ts` the way `npm run db:…` does, with only the given configuration, and
 * `stdin` piped in (the passphrase's line).
 */
async function runScript(
  name: string,
  args: string[],
  env: Record<string, string>,
  stdin = '',
): Promise<ScriptResult> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const key of ['DATABASE_URL', 'DATA_ENCRYPTION_KEY', 'SESSION_SECRET'] as const) {
    if (!(key in env)) delete childEnv[key];
  }
  const running = run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    cwd: ROOT,
    env: childEnv,
  });
  running.child.stdin?.end(stdin);
  try {
    const { stdout, stderr } = await running;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

let tmp: string;
let dataDir: string;
let opened: OpenedDatabase | null = null;

const open = async () => {
  opened = await openConfiguredDatabase(parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'test' }), () => {});
  return opened;
};
const close = async () => {
  if (!opened) return;
  await opened.database.close();
  await opened.embedded?.stop();
  opened = null;
};

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-backup-'));
  // The embedded server runs as the postgres user when we are root: it must reach DATA_DIR.
  fs.chmodSync(tmp, 0o755);
  dataDir = path.join(tmp, 'data');
});
afterAll(async () => {
  await close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('db:backup and db:restore with the embedded server', () => {
  it('backs up, and a restore brings back data deleted since', { timeout: 90_000 }, async () => {
    const { database } = await open();
    await database.pool.query(
      `INSERT INTO users (id, name, email, first_name, last_name) VALUES ('u-backup', 'Maya Rivera', 'maya@example.com', 'Maya', 'Rivera')`,
    );
    await database.pool.query(
      `INSERT INTO symptoms (user_id, symptom_name, severity) VALUES ('u-backup', 'Headache', 7)`,
    );
    const secretsBefore = fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8');
    await close();

    const archive = path.join(tmp, 'backups', 'nightly.tar.gz.enc');
    const backup = await runScript('db-backup', ['--out', archive], { DATA_DIR: dataDir }, `${PASSPHRASE}\n`);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backup written: ${archive}`);
    expect(fs.statSync(archive).mode & 0o077).toBe(0);
    expect(fs.existsSync(`${archive}.partial`)).toBe(false);

    // The data key is nowhere in the archive's bytes, in any of its spellings, nor in what they
    // decompress to.
    const bytes = fs.readFileSync(archive);
    const views = [bytes];
    try {
      views.push(zlib.gunzipSync(bytes));
    } catch {
      // Not gzip: the encrypted form.
    }
    const key = (JSON.parse(secretsBefore) as { dataEncryptionKey: string }).dataEncryptionKey;
    const spellings = [key, key.toUpperCase(), Buffer.from(key, 'hex').toString('base64'), secretsBefore];
    for (const view of views) {
      for (const spelling of spellings) expect(view.includes(Buffer.from(spelling))).toBe(false);
      expect(view.includes(Buffer.from('PG_VERSION'))).toBe(false);
    }
    expect(backupKind(archive)).toBe('encrypted-data-directory');

    // Decrypted with the passphrase it is the data directory and the secrets, without runtime files.
    const plain = path.join(tmp, 'nightly.tar.gz');
    await decryptToFile(archive, plain, PASSPHRASE);
    const listing = spawnSync('tar', ['-tzf', plain], { encoding: 'utf8' }).stdout.split('\n');
    expect(listing).toContain('postgres/PG_VERSION');
    expect(listing).toContain('secrets.json');
    expect(listing).not.toContain('postgres/postmaster.pid');
    fs.rmSync(plain);

    // A second backup to the same file is refused rather than overwriting it.
    const again = await runScript('db-backup', ['--out', archive], { DATA_DIR: dataDir }, `${PASSPHRASE}\n`);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already exists');

    const { database: afterBackup } = await open();
    await afterBackup.pool.query(`DELETE FROM users WHERE id = 'u-backup'`);
    const gone = await afterBackup.pool.query('SELECT count(*)::int AS n FROM symptoms');
    expect(gone.rows[0].n).toBe(0);
    await close();

    // A wrong passphrase restores nothing and moves nothing aside.
    const wrong = await runScript('db-restore', [archive], { DATA_DIR: dataDir }, 'not the passphrase\n');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('could not be decrypted: the passphrase is wrong');
    expect(fs.readdirSync(dataDir).filter((name) => name.includes('restore'))).toEqual([]);

    const restore = await runScript('db-restore', [archive], { DATA_DIR: dataDir }, `${PASSPHRASE}\n`);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('Moved the current database to');
    expect(restore.stdout).toContain('Restored the database into');
    const aside = fs.readdirSync(dataDir).filter((name) => name.startsWith('postgres.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).toBe(secretsBefore);
    if (process.getuid?.() === 0) {
      const postgresUid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      expect(fs.statSync(path.join(dataDir, 'postgres', 'PG_VERSION')).uid).toBe(postgresUid);
    }

    const { database: restored } = await open();
    const { rows } = await restored.pool.query(
      `SELECT u.email, s.symptom_name, s.severity FROM symptoms s JOIN users u ON u.id = s.user_id`,
    );
    expect(rows).toEqual([{ email: 'maya@example.com', symptom_name: 'Headache', severity: 7 }]);
    await close();
  });

  it('refuses to back up or restore while the server runs', { timeout: 60_000 }, async () => {
    const { embedded } = await open();
    expect(livePostmaster(path.join(dataDir, 'postgres'))).not.toBeNull();
    const out = path.join(tmp, 'while-running.tar.gz');
    const backup = await runScript('db-backup', ['--out', out], { DATA_DIR: dataDir });
    expect(backup.code).toBe(3);
    expect(backup.stderr).toContain('Stop the app first (Ctrl+C');
    expect(fs.existsSync(out)).toBe(false);
    expect(fs.existsSync(`${out}.partial`)).toBe(false);

    const restore = await runScript('db-restore', [path.join(tmp, 'backups', 'nightly.tar.gz.enc')], {
      DATA_DIR: dataDir,
    });
    expect(restore.code).toBe(3);
    expect(restore.stderr).toContain('Stop the app first (Ctrl+C');
    expect(embedded?.reused).toBe(false);
    await close();
  });

  it('refuses files that are not its backups', { timeout: 30_000 }, async () => {
    const bogus = path.join(tmp, 'notes.txt');
    fs.writeFileSync(bogus, 'not a backup');
    const restore = await runScript('db-restore', [bogus], { DATA_DIR: dataDir });
    expect(restore.code).toBe(2);
    expect(restore.stderr).toContain('not a backup made by npm run db:backup');
    const missing = await runScript('db-restore', [], { DATA_DIR: dataDir });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Usage: npm run db:restore -- <backup file>');
    const noCluster = await runScript('db-backup', [], { DATA_DIR: path.join(tmp, 'empty') });
    expect(noCluster.code).toBe(2);
    expect(noCluster.stderr).toContain('No embedded database found');
  });

  it('refuses to back up without a passphrase, or with a short one', { timeout: 60_000 }, async () => {
    const out = path.join(tmp, 'no-passphrase.tar.gz.enc');
    const none = await runScript('db-backup', ['--out', out], { DATA_DIR: dataDir });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Nothing was read from standard input');
    expect(none.stderr).toContain('npm run db:backup < passphrase-file');
    const short = await runScript('db-backup', ['--out', out], { DATA_DIR: dataDir }, 'short\n');
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('at least 12 characters');
    expect(fs.existsSync(out)).toBe(false);
    expect(fs.existsSync(`${out}.partial`)).toBe(false);
  });
});

describe('db:backup with DATABASE_URL', () => {
  /** The installed pg_dump's major version, or null when there is none. */
  const pgDumpMajor = () => {
    const result = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
    return result.status === 0 ? Number(/\(PostgreSQL\)\s+(\d+)/.exec(result.stdout)?.[1]) : null;
  };

  /** A database cloned from the template for one test, and its server's major version. */
  async function withDatabase(use: (url: string, serverMajor: number) => Promise<void>): Promise<void> {
    const { serverUrl, template } = testPostgres();
    const name = `iw_backup_${Date.now()}`;
    const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    try {
      const version = await admin.query<{ server_version_num: string }>('SHOW server_version_num');
      await use(`${serverUrl}/${name}`, Math.floor(Number(version.rows[0]?.server_version_num) / 10_000));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }

  it('refuses with a clear message when pg_dump is missing or older than the server', {
    timeout: 60_000,
  }, async () => {
    await withDatabase(async (url) => {
      const out = path.join(tmp, 'refused.dump');
      // A PATH with no pg_dump, then one whose pg_dump is PostgreSQL 9's.
      const bin = path.join(tmp, 'bin');
      fs.mkdirSync(bin, { recursive: true });
      const missing = await runScript('db-backup', ['--out', out], {
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        PATH: bin,
      });
      expect(missing.code).toBe(3);
      expect(missing.stderr).toMatch(/pg_dump was not found/);
      fs.writeFileSync(path.join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', {
        mode: 0o755,
      });
      const old = await runScript('db-backup', ['--out', out], {
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        PATH: bin,
      });
      expect(old.code).toBe(3);
      expect(old.stderr).toMatch(/pg_dump is version 9 but the server runs PostgreSQL \d+/);
      expect(fs.existsSync(out)).toBe(false);
    });
  });

  it("dumps with pg_dump and restores with pg_restore of the server's version", {
    timeout: 60_000,
  }, async (context) => {
    await withDatabase(async (url, serverMajor) => {
      const major = pgDumpMajor();
      if (major === null || major < serverMajor) {
        context.skip(`needs pg_dump ${serverMajor} or newer on PATH; found ${major ?? 'none'}`);
      }
      const out = path.join(tmp, 'external.dump');
      const backup = await runScript('db-backup', ['--out', out], { DATABASE_URL: url, DATA_DIR: dataDir });
      expect(backup.code, backup.stderr).toBe(0);
      expect(fs.readFileSync(out).subarray(0, 5).toString()).toBe('PGDMP');
      const restore = await runScript('db-restore', [out], { DATABASE_URL: url, DATA_DIR: dataDir });
      expect(restore.code, restore.stderr).toBe(0);
    });
  });
});
