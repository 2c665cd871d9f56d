import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, livePostmaster } from '../../server/db/embedded';

/**
 * Starts the real server (`node --import tsx server/main.ts`) as a child process on a free port with
 * its own embedded PostgreSQL in a fresh temporary DATA_DIR, the way `npm start` runs it. Used by the
 * end-to-end tests (e2e/global-setup.ts) and by scripts/lighthouse.ts.
 */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CLIENT_DIR = path.join(REPO_ROOT, 'dist', 'client');

export type ServerProcess = {
  /** http://localhost:<port>, no trailing slash. */
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr), for error messages. */
  output(): string;
  /** The server's process id (the RSS of a soak run is read from /proc/<pid>/status). */
  pid: number;
  /** SIGTERM, wait for the exit (the server stops its embedded PostgreSQL), remove DATA_DIR (unless kept). */
  stop(): Promise<void>;
  /**
   * SIGKILL, as a crash would: the server gets no chance to finish anything and its embedded
   * PostgreSQL keeps running (the next start on the same DATA_DIR reuses it). Resolves on the exit.
   */
  kill(): Promise<void>;
};

export type StartServerOptions = {
  /** Extra environment for the server (overrides the defaults below). */
  env?: Record<string, string>;
  /** How long to wait for 'is running at' (the first start runs initdb). Default 120 s. */
  startTimeoutMs?: number;
  /** Echo the server's output as it arrives (useful when debugging). */
  echo?: boolean;
  /**
   * Run on this DATA_DIR (a restart after a crash) instead of a fresh temporary one; `stop()` then
   * leaves it in place, the caller removes it (`removeDataDir`).
   */
  dataDir?: string;
  /** Listen on this port (a restart keeps the address, so APP_URL and the clients' cookies stay valid). */
  port?: number;
};

/** Fails with a clear message when the client has not been built. */
export function assertClientBuilt(): void {
  const index = path.join(CLIENT_DIR, 'index.html');
  if (!fs.existsSync(index)) {
    throw new Error(
      `The built client is missing (${index}).\n` +
        'Run `npm run build` first (vite build + prerender), then run this again.',
    );
  }
}

export async function startServer(options: StartServerOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://localhost:${port}`;
  const keepDataDir = options.dataDir !== undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'iw-server-'));
  // The embedded PostgreSQL runs as the `postgres` user when we are root: it must traverse DATA_DIR.
  fs.chmodSync(dataDir, 0o755);

  // A DATABASE_URL from the caller's shell would point the server at another database.
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _testDb, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    SIGNIN_FAILURES_PER_15_MIN: '1000',
    SERVE_CLIENT: 'true',
    ...options.env,
  };

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output += text;
    if (output.length > 200_000) output = output.slice(-100_000);
    if (options.echo) process.stderr.write(text);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const cleanUp = async () => {
    await stopChild(child, exited);
    if (keepDataDir) return;
    stopLeftoverPostgres(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForReady(() => output, exited, options.startTimeoutMs ?? 120_000);
  } catch (error) {
    await cleanUp();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.trim()}`);
  }

  let stopped: Promise<void> | null = null;
  return {
    baseUrl,
    port,
    dataDir,
    pid: child.pid ?? 0,
    output: () => output,
    stop: () => {
      stopped ??= cleanUp();
      return stopped;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Stops a DATA_DIR's embedded PostgreSQL if one is left running, then deletes the directory. */
export function removeDataDir(dataDir: string): void {
  stopLeftoverPostgres(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function waitForReady(
  output: () => string,
  exited: Promise<number | null>,
  timeoutMs: number,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let poll: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      new Promise<void>((resolve) => {
        poll = setInterval(() => {
          if (output().includes('is running at')) resolve();
        }, 50);
      }),
      exited.then((code) => {
        throw new Error(`The server exited with code ${code} before it was ready`);
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`The server was not ready after ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
    clearInterval(poll);
  }
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  // main.ts forces its own exit after 20 s; give it a little longer before killing it.
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 30_000).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

/** After a forced kill the embedded PostgreSQL keeps running: stop it so the temp dir can go. */
function stopLeftoverPostgres(dataDir: string): void {
  const live = livePostmaster(path.join(dataDir, 'postgres'));
  if (!live) return;
  try {
    // SIGQUIT = PostgreSQL's immediate shutdown; the data is thrown away anyway.
    process.kill(live.pid, 'SIGQUIT');
  } catch {
    // Already gone.
  }
}
