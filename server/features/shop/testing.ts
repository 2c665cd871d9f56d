import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHOP_CONTENT_DIR } from './content';

/**
 * A temporary copy of content/shop whose tips link to no library item, for tests that run the app on
 * a fixture library (the real tips' articles are not in it). Returns the folder and its removal.
 */
export function shopContentWithoutArticles(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-content-'));
  fs.copyFileSync(path.join(SHOP_CONTENT_DIR, 'products.json'), path.join(dir, 'products.json'));
  const { tips } = JSON.parse(fs.readFileSync(path.join(SHOP_CONTENT_DIR, 'tips.json'), 'utf8')) as {
    tips: Record<string, unknown>[];
  };
  for (const tip of tips) delete tip.article;
  fs.writeFileSync(path.join(dir, 'tips.json'), JSON.stringify({ tips }));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
