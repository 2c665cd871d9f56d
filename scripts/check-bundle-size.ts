/**
 * Fails the build when the landing page's initial JavaScript grows past its budget: the scripts the
 * prerendered landing page (dist/client/pages/landing.html) loads or modulepreloads, plus every
 * chunk they import statically, gzip-compressed. Chunks loaded later (the app, which the landing
 * page only prefetches until a visitor follows an in-app link; lazy pages) do not count.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 80;
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const clientDist = join(repoRoot, 'dist/client');
const LANDING = 'pages/landing.html';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
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
