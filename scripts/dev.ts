/**
 * Development: the API server (restarting on change) and the Vite dev server side by side.
 * Vite proxies /api and /auth to the API, so open the Vite URL. Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const API_URL = 'http://127.0.0.1:5000';

const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], { stdio: 'inherit' });
const vite = await createServer({ configFile: 'vite.config.ts' });
await vite.listen();

const clientUrl = vite.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
console.log(`\n  Client (open this):  ${clientUrl}`);
console.log(`  API server:          ${API_URL}\n`);

let isStopping = false;

async function stop(signal: NodeJS.Signals, exitCode = 0) {
  if (isStopping) return;
  isStopping = true;
  if (api.exitCode === null && api.signalCode === null) api.kill(signal);
  await vite.close();
  if (api.exitCode === null && api.signalCode === null) {
    await new Promise<void>((resolve) => api.once('exit', () => resolve()));
  }
  process.exit(exitCode);
}

process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
api.on('exit', (code, signal) => {
  if (isStopping) return;
  console.error(`API server exited (${signal ?? `code ${code}`}); stopping the dev server.`);
  void stop('SIGTERM', code ?? 1);
});
