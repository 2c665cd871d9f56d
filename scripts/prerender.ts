/**
 * Prerenders the public pages (landing, terms, privacy, support, sign-in, signup, forgot password)
 * into dist/client/pages/*.html after `vite build`, so signed-out visitors and crawlers get full
 * HTML without waiting for JavaScript. The server serves these to requests without a session cookie;
 * client/main.tsx hydrates them.
 *
 * main.tsx loads the app (client/boot.tsx) on demand. Pages that start it at once (the SPA shell
 * index.html and most public pages) get `modulepreload` links for its chunks, so they download with
 * the entry script rather than after it. Pages hydrated on interaction (the landing page) are marked
 * `data-hydrate="on-interaction"` and get `prefetch` links instead: the browser fetches the chunks
 * when it is idle and keeps them, but runs nothing until a visitor follows an in-app link.
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
  HYDRATED_ON_INTERACTION: readonly string[];
};

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
const APP_CHUNK = 'boot.tsx';

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
let template = await readFile(join(clientDist, 'index.html'), 'utf8');
if (!template.includes(ROOT_TAG)) {
  throw new Error(`dist/client/index.html has no ${ROOT_TAG}; run \`vite build\` first`);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The app chunk and every chunk it imports statically, as the browser will request them (but for
// the entry script, which every page loads anyway).
const manifest = JSON.parse(await readFile(join(clientDist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
if (!manifest[APP_CHUNK]) throw new Error(`No ${APP_CHUNK} chunk in dist/client/.vite/manifest.json`);
const appFiles = new Set<string>();
const collect = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || appFiles.has(chunk.file)) return;
  appFiles.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
};
collect(APP_CHUNK);
const linksTo = (rel: 'modulepreload' | 'prefetch') =>
  [...appFiles].map((file) => `<link rel="${rel}" crossorigin href="/${file}">`).join('');
const withLinks = (html: string, rel: 'modulepreload' | 'prefetch') =>
  html.replace('</head>', () => `${linksTo(rel)}</head>`);
// Run again on the same build, the template would already carry the shell's links.
template = template.replace(linksTo('modulepreload'), '');

for (const [path, file] of Object.entries(entry.PRERENDERED_PAGES)) {
  const markup = entry.render(path);
  const title = entry.PRERENDERED_TITLES[path];
  const onInteraction = entry.HYDRATED_ON_INTERACTION.includes(path);
  const attributes = onInteraction ? ' data-hydrate="on-interaction"' : '';
  let html = template.replace(
    ROOT_TAG,
    () => `<div id="root" data-prerendered="true"${attributes}>${markup}</div>`,
  );
  html = withLinks(html, onInteraction ? 'prefetch' : 'modulepreload');
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const target = join(clientDist, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, html);
  console.log(`prerendered ${path.padEnd(17)} → dist/client/${file} (${(html.length / 1024).toFixed(1)} KB)`);
}

// The SPA shell (every page of a signed-in visitor) starts the app at once.
await writeFile(join(clientDist, 'index.html'), withLinks(template, 'modulepreload'));
console.log(`index.html: modulepreload for the app's ${appFiles.size} chunks`);

await writeFile(
  join(clientDist, 'prerender-manifest.json'),
  `${JSON.stringify(entry.PRERENDERED_PAGES, null, 2)}\n`,
);
console.log('wrote dist/client/prerender-manifest.json');
