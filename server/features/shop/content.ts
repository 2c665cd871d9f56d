import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import {
  SHOP_CATEGORIES,
  type TShopProductEntry,
  type TShopTipEntry,
  ZShopProductsFile,
  ZShopTipsFile,
} from '../../../contract/shop';

/** content/shop/ at the repository's root: the catalogue and the tips, written by us. */
export const SHOP_CONTENT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../content/shop',
);

/** A wellness library item a tip may link to, as the library area lists them (server/app.ts passes them). */
export type ShopLibraryArticle = { slug: string; title: string; access: 'free' | 'premium' };

export type ShopContent = {
  products: TShopProductEntry[];
  tips: TShopTipEntry[];
  /** The library items the tips link to, by slug. */
  articles: ReadonlyMap<string, ShopLibraryArticle>;
};

/** Thrown at start when a content file is missing or does not match its schema; says where and what. */
export class ShopContentError extends Error {
  override name = 'ShopContentError';
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ShopContentError(`Shop content ${file} cannot be read: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ShopContentError(`Shop content ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

function parse<T>(schema: z.ZodType<T>, file: string): T {
  const result = schema.safeParse(readJson(file));
  if (result.success) return result.data;
  const problems = result.error.issues
    .slice(0, 10)
    .map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`)
    .join('\n');
  throw new ShopContentError(`Shop content ${file} is invalid:\n${problems}`);
}

function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const id of ids) {
    if (seen.has(id)) repeated.push(id);
    seen.add(id);
  }
  return repeated;
}

/**
 * Reads and checks content/shop/products.json and tips.json (docs/product/shop.md#content): every
 * field against its schema, ids unique, every category present, every tip's article in `library`.
 * Throws ShopContentError otherwise, so a broken file stops the server at start rather than showing
 * a half-empty shop or a tip whose link leads nowhere.
 */
export function loadShopContent(options: {
  /** The wellness library's items (the library area's `articles()`). */
  library: readonly ShopLibraryArticle[];
  dir?: string;
}): ShopContent {
  const dir = options.dir ?? SHOP_CONTENT_DIR;
  const productsFile = path.join(dir, 'products.json');
  const tipsFile = path.join(dir, 'tips.json');
  const { products } = parse(ZShopProductsFile, productsFile);
  const { tips } = parse(ZShopTipsFile, tipsFile);
  const productDuplicates = duplicates(products.map((p) => p.id));
  if (productDuplicates.length > 0) {
    throw new ShopContentError(`Shop content ${productsFile}: duplicate ids ${productDuplicates.join(', ')}`);
  }
  const tipDuplicates = duplicates(tips.map((t) => t.id));
  if (tipDuplicates.length > 0) {
    throw new ShopContentError(`Shop content ${tipsFile}: duplicate ids ${tipDuplicates.join(', ')}`);
  }
  const empty = SHOP_CATEGORIES.filter((category) => !products.some((p) => p.category === category));
  if (empty.length > 0) {
    throw new ShopContentError(`Shop content ${productsFile}: no products in ${empty.join(', ')}`);
  }
  if (!tips.some((tip) => tip.isGeneral)) {
    throw new ShopContentError(`Shop content ${tipsFile}: at least one tip must be general`);
  }
  const library = new Map(options.library.map((article) => [article.slug, article]));
  const articles = new Map<string, ShopLibraryArticle>();
  const unknown: string[] = [];
  for (const tip of tips) {
    if (tip.article === undefined) continue;
    const article = library.get(tip.article);
    if (article) articles.set(article.slug, article);
    else unknown.push(`  tip ${tip.id}: article '${tip.article}' is not in the wellness library`);
  }
  if (unknown.length > 0) {
    throw new ShopContentError(`Shop content ${tipsFile} links to unknown articles:\n${unknown.join('\n')}`);
  }
  return { products, tips, articles };
}
