/**
 * Fails the build when the landing page's initial JavaScript grows past its budget: the scripts the
 * prerendered landing page (dist/client/pages/landing.html) loads or modulepreloads, plus every
 * chunk they import statically, gzip-compressed. Chunks loaded later (the app, which the landing
 * page only prefetches until a visitor follows an in-app link; lazy pages) do not count.
 * It also fails when the chart library (uPlot) is among those initial scripts: charts load it on
 * demand (docs/architecture.md#charts).
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 80;
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const clientDist = join(repoRoot, 'dist/client');
const LANDING = 'pages/landing.html';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const manifest = JSON.parse(await readFile(join(clientDist, '.vite/manifest.json'), 'utf8')) as Manifest;
const landing = await readFile(join(clientDist, LANDING), 'utf8').catch(() => {
  throw new Error(`No dist/client/${LANDING}; run \`vite build\` and scripts/prerender.ts first`);
});

// What the landing's HTML makes the browser run at once: module scripts and modulepreloads.
const initial = [
  ...landing.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g),
  ...landing.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
].map((match) => match[1] as string);
if (initial.length === 0) throw new Error(`dist/client/${LANDING} loads no script`);

const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const jsFiles = new Set<string>();
const cssFiles = new Set<string>();
const visit = (file: string) => {
  if (jsFiles.has(file)) return;
  jsFiles.add(file);
  const chunk = manifest[keyOfFile.get(file) ?? ''];
  for (const css of chunk?.css ?? []) cssFiles.add(css);
  for (const imported of chunk?.imports ?? []) {
    const importedFile = manifest[imported]?.file;
    if (importedFile) visit(importedFile);
  }
};
for (const file of initial) visit(file);

async function gzipKb(files: Iterable<string>): Promise<{ kb: number; rows: string[] }> {
  let total = 0;
  const rows: string[] = [];
  for (const file of files) {
    const size = gzipSync(await readFile(join(clientDist, file)), { level: 9 }).length;
    total += size;
    rows.push(`  ${file}  ${(size / 1024).toFixed(1)} KB`);
  }
  return { kb: total / 1024, rows };
}

const js = await gzipKb(jsFiles);
const css = await gzipKb(cssFiles);
console.log(js.rows.join('\n'));
console.log(`Landing initial JS: ${js.kb.toFixed(1)} KB gzip (limit ${LIMIT_KB} KB)`);
console.log(css.rows.join('\n'));
console.log(`Landing CSS: ${css.kb.toFixed(1)} KB gzip`);

if (js.kb > LIMIT_KB) {
  console.error(`The landing page's initial JS is over budget by ${(js.kb - LIMIT_KB).toFixed(1)} KB.`);
  process.exit(1);
}

// The chart library must be a chunk of its own, loaded on demand, never in the landing's initial JS.
const chartChunks = Object.entries(manifest)
  .filter(([key, chunk]) => /uplot/i.test(key) || /uplot/i.test(chunk.src ?? ''))
  .map(([, chunk]) => chunk.file);
if (chartChunks.length === 0) {
  console.error('No chunk holds the chart library (uPlot): the chart check cannot run.');
  process.exit(1);
}
// uPlot's own class names, which survive minification, mark its code wherever it was bundled.
const UPLOT_MARKERS = ['u-over', 'u-under'];
const withChartLibrary: string[] = [];
for (const file of jsFiles) {
  const code = await readFile(join(clientDist, file), 'utf8');
  if (chartChunks.includes(file) || UPLOT_MARKERS.every((marker) => code.includes(marker))) {
    withChartLibrary.push(file);
  }
}
console.log(
  `Chart library chunks: ${chartChunks.join(', ')}; in the landing's initial JS: ${withChartLibrary.length}`,
);
if (withChartLibrary.length > 0) {
  console.error(
    `The landing page's initial JS includes the chart library (${withChartLibrary.join(', ')}); ` +
      'charts must load it with a dynamic import.',
  );
  process.exit(1);
}
