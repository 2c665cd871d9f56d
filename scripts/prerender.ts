/**
 * Prerenders the public pages (landing, terms, privacy, support, sign-in, signup, forgot password,
 * the provider landing, and the wellness library with every item) into dist/client/pages/ after `vite build`, so signed-out
 * visitors and crawlers get full HTML without waiting for JavaScript. The server serves these to
 * requests without a session cookie (the paths are in prerender-manifest.json); client/main.tsx
 * hydrates them. Library pages embed the answers they were rendered with, for hydration.
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
import {
  buildLibraryList,
  jsonForScript,
  LIBRARY_DESCRIPTION,
  libraryIndexJsonLd,
  libraryItemAnswer,
  libraryJsonLd,
  PRERENDER_ORIGIN,
  trendingTags,
} from '../common/library';
import { LIBRARY_PATH, libraryItemKey, libraryItemPath, libraryListKey } from '../common/library-paths';
import { PRICE_CATALOGUE } from '../contract/billing';
import { loadLibraryCatalogue } from '../server/features/library/catalogue';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const clientDist = join(repoRoot, 'dist/client');
const ssrDist = join(repoRoot, 'dist/ssr');
const ROOT_TAG = '<div id="root"></div>';

type QuerySeed = readonly [queryKey: readonly unknown[], data: unknown];
type ServerEntry = {
  render: (url: string, seeds?: readonly QuerySeed[]) => string;
  pageTitle: (title?: string) => string;
  PRERENDERED_PAGES: Record<string, string>;
  PRERENDERED_TITLES: Record<string, string>;
  PRERENDERED_QUERIES_ID: string;
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

/** What a page says about itself in <head>, for search engines and link previews. */
type PageHead = {
  description: string;
  canonicalPath: string;
  jsonLd: Record<string, unknown>;
  ogType: string;
};

const GENERIC_HEAD = [
  /\s*<meta\s+name="description"[^>]*>/,
  /\s*<meta\s+property="og:(?:title|description|type|url)"[^>]*>/g,
  /\s*<script type="application\/ld\+json">[\s\S]*?<\/script>/,
];

function withHead(html: string, title: string, head: PageHead): string {
  let page = html;
  for (const pattern of GENERIC_HEAD) page = page.replace(pattern, '');
  const url = `${PRERENDER_ORIGIN}${head.canonicalPath}`;
  const tags = [
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`,
  ].join('\n    ');
  return page.replace('</head>', () => `    ${tags}\n  </head>`);
}

const manifestPages: Record<string, string> = { ...entry.PRERENDERED_PAGES };

async function writePage(
  path: string,
  file: string,
  options: { title?: string; seeds?: readonly QuerySeed[]; head?: PageHead } = {},
) {
  const markup = entry.render(path, options.seeds);
  const title = options.title ?? entry.PRERENDERED_TITLES[path];
  const onInteraction = entry.HYDRATED_ON_INTERACTION.includes(path);
  const attributes = onInteraction ? ' data-hydrate="on-interaction"' : '';
  // The answers the page was rendered with, for hydration (client/boot.tsx).
  const seeds = options.seeds?.length
    ? `<script type="application/json" id="${entry.PRERENDERED_QUERIES_ID}">${jsonForScript(options.seeds)}</script>`
    : '';
  let html = template.replace(
    ROOT_TAG,
    () => `<div id="root" data-prerendered="true"${attributes}>${markup}</div>${seeds}`,
  );
  html = withLinks(html, onInteraction ? 'prefetch' : 'modulepreload');
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (title && options.head) html = withHead(html, title, options.head);
  const target = join(clientDist, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, html);
  manifestPages[path] = file;
  return html.length;
}

for (const [path, file] of Object.entries(entry.PRERENDERED_PAGES)) {
  const size = await writePage(path, file);
  console.log(`prerendered ${path.padEnd(17)} → dist/client/${file} (${(size / 1024).toFixed(1)} KB)`);
}

// The wellness library (docs/product/library.md#prerendering): the index and every item, with the
// answers a signed-out visitor gets from the API (readers are counted at run time: none here), a
// description, a canonical link and structured data. A premium item's page holds only its preview.
const library = loadLibraryCatalogue();
const premiumPriceCents = PRICE_CATALOGUE.premium_monthly.amountCents;
const list = buildLibraryList(
  library,
  {},
  { readers: new Map(), trending: trendingTags(library, new Map()), premiumPriceCents },
);
let librarySize = 0;
librarySize += await writePage(LIBRARY_PATH, 'pages/library/index.html', {
  title: entry.pageTitle('Wellness Library'),
  seeds: [[libraryListKey({}), list]],
  head: {
    description: LIBRARY_DESCRIPTION,
    canonicalPath: LIBRARY_PATH,
    jsonLd: libraryIndexJsonLd(list, `${PRERENDER_ORIGIN}${LIBRARY_PATH}`, PRERENDER_ORIGIN),
    ogType: 'website',
  },
});
for (const libraryEntry of library) {
  const item = libraryItemAnswer(libraryEntry, false, premiumPriceCents);
  const path = libraryItemPath(item.slug);
  librarySize += await writePage(path, `pages/library/${item.slug}.html`, {
    title: entry.pageTitle(item.title),
    seeds: [[libraryItemKey(item.slug), item]],
    head: {
      description: item.summary,
      canonicalPath: path,
      jsonLd: libraryJsonLd(item, `${PRERENDER_ORIGIN}${path}`, PRERENDER_ORIGIN),
      ogType: 'article',
    },
  });
}
console.log(
  `prerendered the wellness library and its ${library.length} items → dist/client/pages/library/ (${(librarySize / 1024).toFixed(0)} KB)`,
);

// The SPA shell (every page of a signed-in visitor) starts the app at once.
await writeFile(join(clientDist, 'index.html'), withLinks(template, 'modulepreload'));
console.log(`index.html: modulepreload for the app's ${appFiles.size} chunks`);

await writeFile(join(clientDist, 'prerender-manifest.json'), `${JSON.stringify(manifestPages, null, 2)}\n`);
console.log('wrote dist/client/prerender-manifest.json');
