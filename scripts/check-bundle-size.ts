/**
 * Fails the build when the landing page's initial JavaScript grows past its budget: the entry
 * script of dist/client/index.html plus every chunk it imports statically (what the browser
 * modulepreloads), gzip-compressed. Lazy chunks do not count.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 120;
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const clientDist = join(repoRoot, 'dist/client');

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const manifest = JSON.parse(await readFile(join(clientDist, '.vite/manifest.json'), 'utf8')) as Manifest;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
if (!entryKey)
  throw new Error('No index.html entry in dist/client/.vite/manifest.json; run `vite build` first');

const jsFiles = new Set<string>();
const cssFiles = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || jsFiles.has(chunk.file)) return;
  jsFiles.add(chunk.file);
  for (const css of chunk.css ?? []) cssFiles.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);

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
