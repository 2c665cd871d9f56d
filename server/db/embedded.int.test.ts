import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, livePostmaster } from './embedded';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

describe('livePostmaster', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-pidfile-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const writePidFile = (pid: number | string, port = 54321) =>
    fs.writeFileSync(
      path.join(dir, 'postmaster.pid'),
      `${pid}\n${dir}\n1700000000\n${port}\n\n127.0.0.1\n  1234567     0\nready   \n`,
    );

  it('answers null when there is no pid file', () => {
    expect(livePostmaster(dir)).toBeNull();
  });

  it('answers null for a stale pid file whose process is gone', async () => {
    const child = spawn(process.execPath, ['-e', '']);
    const pid = child.pid as number;
    await new Promise((resolve) => child.on('exit', resolve));
    writePidFile(pid);
    expect(livePostmaster(dir)).toBeNull();
  });

  it('answers null when the pid now belongs to a process that is not PostgreSQL', () => {
    writePidFile(process.pid);
    expect(livePostmaster(dir)).toBeNull();
  });

  it('answers null for a damaged pid file', () => {
    writePidFile('garbage');
    expect(livePostmaster(dir)).toBeNull();
    fs.writeFileSync(path.join(dir, 'postmaster.pid'), '');
    expect(livePostmaster(dir)).toBeNull();
  });
});

/** The app as `npm start` runs it (server only), with its output collected. */
type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...withoutConfig(process.env), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start in time:\n${output}`)), 60_000);
    const check = () => {
      if (output.includes('is running at')) {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        resolve({ child, output: () => output, exited });
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before it started:\n${output}`));
    });
  });
}

async function waitFor(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Settings of the developer's shell must not leak into the child (an external DATABASE_URL…). */
function withoutConfig(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  for (const key of [
    'DATABASE_URL',
    'APP_URL',
    'SESSION_SECRET',
    'DATA_ENCRYPTION_KEY',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'ADMIN_TOTP_SECRET',
  ]) {
    delete copy[key];
  }
  return copy;
}

/** A tiny cookie-carrying HTTP client that sends the app's own Origin, as a browser would. */
function browser(baseUrl: string) {
  let cookie = '';
  return {
    async request(method: string, url: string, body?: unknown) {
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: {
          origin: baseUrl,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const set = response.headers.getSetCookie();
      if (set.length > 0) {
        const jar = new Map(cookie ? cookie.split('; ').map((c) => c.split('=') as [string, string]) : []);
        for (const line of set) {
          const [pair] = line.split(';');
          const [name, value] = (pair ?? '').split('=') as [string, string];
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
        cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      }
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
  };
}

describe('crash safety of the embedded PostgreSQL', () => {
  let tmp: string;
  let server: Server | null = null;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-crash-'));
    // The embedded server runs as the postgres user when we are root: it must reach DATA_DIR.
    fs.chmodSync(tmp, 0o755);
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    // A failed run may leave the database server behind: stop it (SIGINT is PostgreSQL's fast shutdown).
    const left = livePostmaster(path.join(tmp, 'data', 'postgres'));
    if (left) {
      process.kill(left.pid, 'SIGINT');
      await waitFor(() => livePostmaster(path.join(tmp, 'data', 'postgres')) === null).catch(() => {});
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('survives kill -9 of the app with no acknowledged data lost, then shuts down cleanly', {
    timeout: 120_000,
  }, async () => {
    const dataDir = path.join(tmp, 'data');
    const pgdata = path.join(dataDir, 'postgres');
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_CLIENT: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    };
    const baseUrl = `http://localhost:${port}`;

    server = await startServer(env);
    expect(server.output()).toContain(`is running at ${baseUrl}`);
    const first = browser(baseUrl);
    const email = `crash.${Date.now()}@example.com`;
    const signup = await first.request('POST', '/api/auth/signup', {
      firstName: 'Maya',
      lastName: 'Rivera',
      email,
      password: 'Wellness2024',
      confirmPassword: 'Wellness2024',
      zipCode: '94110',
      phoneNumber: '',
      dateOfBirth: '',
      termsAccepted: true,
      privacyAccepted: true,
      marketingConsent: false,
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    const userId = signup.body.userId as string;
    const logged = await first.request('POST', '/api/symptoms', {
      symptomName: 'Headache',
      severity: 7,
      description: 'behind the eyes',
    });
    expect(logged.status, JSON.stringify(logged.body)).toBe(201);
    const postgresBefore = livePostmaster(pgdata);
    expect(postgresBefore).not.toBeNull();
    // The same pid file in another directory names a server that is not that directory's.
    const elsewhere = path.join(tmp, 'other-cluster');
    fs.mkdirSync(elsewhere);
    fs.copyFileSync(path.join(pgdata, 'postmaster.pid'), path.join(elsewhere, 'postmaster.pid'));
    expect(livePostmaster(elsewhere)).toBeNull();

    // The crash: no shutdown hook runs, the database server is left behind.
    server.child.kill('SIGKILL');
    await server.exited;
    expect(livePostmaster(pgdata)).toEqual(postgresBefore);

    server = await startServer(env);
    expect(server.output()).toContain(
      `Reusing the embedded PostgreSQL left running by an earlier process (pid ${postgresBefore?.pid}`,
    );
    const second = browser(baseUrl);
    const signin = await second.request('POST', '/api/auth/signin', {
      email,
      password: 'Wellness2024',
      rememberMe: false,
    });
    expect(signin.status, JSON.stringify(signin.body)).toBe(200);
    expect(signin.body.userId).toBe(userId);
    const list = await second.request('GET', `/api/symptoms/user/${userId}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({ symptomName: 'Headache', severity: 7, description: 'behind the eyes' }),
    ]);
    // The session from before the crash is still valid: it lives in the database.
    const before = await first.request('GET', '/auth/status');
    expect(before.body).toMatchObject({ authenticated: true });
    expect(
      (await second.request('POST', '/api/symptoms', { symptomName: 'Nausea', severity: 3 })).status,
    ).toBe(201);

    // A harder crash: the app and the database server both die (OOM killer, power cut). The next
    // start finds a stale pid file, starts PostgreSQL, which replays its write-ahead log.
    const postgresNow = livePostmaster(pgdata);
    server.child.kill('SIGKILL');
    await server.exited;
    process.kill(postgresNow?.pid as number, 'SIGKILL');
    await waitFor(() => livePostmaster(pgdata) === null);
    expect(fs.existsSync(path.join(pgdata, 'postmaster.pid'))).toBe(true);

    server = await startServer(env);
    expect(server.output()).not.toContain('Reusing');
    const third = browser(baseUrl);
    expect(
      (await third.request('POST', '/api/auth/signin', { email, password: 'Wellness2024' })).status,
    ).toBe(200);
    const after = await third.request('GET', `/api/symptoms/user/${userId}`);
    expect(after.body.map((s: { symptomName: string }) => s.symptomName)).toEqual(['Nausea', 'Headache']);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Stopped cleanly');
    expect(livePostmaster(pgdata)).toBeNull();
    expect(fs.existsSync(path.join(pgdata, 'postmaster.pid'))).toBe(false);
  });
});
