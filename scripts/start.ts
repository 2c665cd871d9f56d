import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start`: builds the client when the build is missing or older than its sources, then runs
 * the server (which starts the embedded PostgreSQL and applies migrations).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtMarker = path.join(root, 'dist', 'client', 'prerender-manifest.json');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['client', 'contract', 'common'].map((d) => path.join(root, d));
const sourceTime = Math.max(
  ...sources.map(newestMtime),
  fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs,
);
const builtTime = fs.existsSync(builtMarker) ? fs.statSync(builtMarker).mtimeMs : 0;

if (builtTime < sourceTime) {
  console.log('[infinite-wellness] Building the client…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../server/main');
