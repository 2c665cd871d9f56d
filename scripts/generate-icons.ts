/**
 * `npm run icons`: draws the app's PNG icons from our two SVG drawings with sharp and writes them to
 * client/public/icons/, where the web app manifest (scripts/lib/pwa.ts) and the pages' head point.
 * The PNGs are committed; run this again after changing either drawing.
 *
 * - client/public/favicon.svg, the mark on a rounded square, gives the ordinary icons (192 and 512 px),
 *   shown as they are.
 * - client/icons/maskable.svg, the same mark on a square reaching the edges, gives the maskable icon
 *   (the phone cuts it to its own shape: a circle, a squircle…) and the Apple touch icon (iOS rounds
 *   the corners itself and would fill transparent corners with black). The mark stays inside the
 *   centre circle of 40 % radius that every mask keeps.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { APP_ICONS, REPO_ROOT } from './lib/pwa';

const SOURCES = {
  rounded: join(REPO_ROOT, 'client/public/favicon.svg'),
  square: join(REPO_ROOT, 'client/icons/maskable.svg'),
} as const;

for (const icon of APP_ICONS) {
  const svg = await readFile(SOURCES[icon.drawing]);
  // The drawings are 64 units wide: render at the density that makes them `size` pixels.
  const target = join(REPO_ROOT, 'client/public', icon.file);
  const info = await sharp(svg, { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: false })
    .toFile(target);
  console.log(`${icon.file}  ${info.width}×${info.height}  ${(info.size / 1024).toFixed(1)} KB`);
}
