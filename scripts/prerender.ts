/**
 * Prerenders the public pages (landing, terms, privacy, support, sign-in, signup, forgot password)
 * into dist/client/pages/*.html after `vite build`, so signed-out visitors and crawlers get full
 * HTML without waiting for JavaScript. The server serves these to requests without a session cookie;
 * client/main.tsx hydrates them.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const clientDist = join(repoRoot, 'dist/client');
const ssrDist = join(repoRoot, 'dist/ssr');
const ROOT_TAG = '<div id="root"></div>';

type ServerEntry = {
  render: (url: string) => string;
  PRERENDERED_PAGES: Record<string, string>;
  PRERENDERED_TITLES: Record<string, string>;
};

await build({
  configFile: join(repoRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: join(repoRoot, 'client/entry-server.tsx'),
    outDir: ssrDist,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});

const entry = (await import(pathToFileURL(join(ssrDist, 'entry-server.js')).href)) as ServerEntry;
const template = await readFile(join(clientDist, 'index.html'), 'utf8');
if (!template.includes(ROOT_TAG)) {
  throw new Error(`dist/client/index.html has no ${ROOT_TAG}; run \`vite build\` first`);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

for (const [path, file] of Object.entries(entry.PRERENDERED_PAGES)) {
  const markup = entry.render(path);
  const title = entry.PRERENDERED_TITLES[path];
  let html = template.replace(ROOT_TAG, () => `<div id="root" data-prerendered="true">${markup}</div>`);
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const target = join(clientDist, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, html);
  console.log(`prerendered ${path.padEnd(17)} → dist/client/${file} (${(html.length / 1024).toFixed(1)} KB)`);
}

await writeFile(
  join(clientDist, 'prerender-manifest.json'),
  `${JSON.stringify(entry.PRERENDERED_PAGES, null, 2)}\n`,
);
console.log('wrote dist/client/prerender-manifest.json');
