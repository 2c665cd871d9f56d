import type { TestProject } from 'vitest/node';
import { assertClientBuilt, type ServerProcess, startServer } from '../scripts/lib/server-process';
import { type ReplayServer, startReplayServer } from '../server/lib/ai/providers/replay-server';
import { E2E_ADMIN } from './admin-account';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test listens, e.g. http://localhost:41234 (no trailing slash). */
    baseUrl: string;
    /** The server's DATA_DIR: its embedded PostgreSQL, for reading the mail outbox (`outboxTo`). */
    dataDir: string;
  }
}

/**
 * Starts the real server once for the whole end-to-end run: `node --import tsx server/main.ts` with
 * the built client (run `npm run build` first), a fresh DATA_DIR and so a fresh embedded PostgreSQL,
 * on a free port. Stopped with SIGTERM afterwards; the temporary directory is removed.
 *
 * The server is configured with an OpenAI-compatible AI service: a replay server on 127.0.0.1
 * answering recorded responses (server/lib/ai/providers/fixtures). Nobody's data goes to it unless
 * they switch on `aiRemoteConsent`, so every other test sees the offline engine, as on a fresh
 * install; the voice and meal-photo tests switch it on. An admin account (E2E_ADMIN) is created at start.
 */
export default async function setup(project: TestProject) {
  assertClientBuilt();
  const replay: ReplayServer = await startReplayServer();
  const server: ServerProcess = await startServer({
    env: {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: replay.url,
      AI_MODEL: 'replay-model',
      AI_API_KEY: 'e2e',
      // An admin account, for tests that need an admin's API calls.
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_TOTP_SECRET: E2E_ADMIN.totpSecret,
    },
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  console.log(`[e2e] Server under test: ${server.baseUrl}`);

  return async () => {
    await server.stop();
    await replay.close();
    // LOG_LEVEL=warn: whatever the server logged is a warning or an error worth seeing.
    const logged = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    if (logged.length > 0) {
      console.log(`[e2e] The server logged ${logged.length} warning(s) or error(s):\n${logged.join('\n')}`);
    }
  };
}
