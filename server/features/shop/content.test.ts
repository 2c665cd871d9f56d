import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SHOP_CATEGORIES } from '../../../contract/shop';
import { libraryArticles } from '../library/testing';
import { loadShopContent, SHOP_CONTENT_DIR, ShopContentError } from './content';

/** The real library's items, as server/app.ts passes them. */
const library = libraryArticles();
const load = (dir?: string) => loadShopContent({ library, dir });

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the real content with `change` applied to the products file (and `changeTips` to the tips). */
function contentWith(
  change: (products: Record<string, unknown>[]) => void,
  changeTips?: (tips: Record<string, unknown>[]) => void,
): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-content-'));
  dirs.push(dir);
  const { products } = JSON.parse(fs.readFileSync(path.join(SHOP_CONTENT_DIR, 'products.json'), 'utf8')) as {
    products: Record<string, unknown>[];
  };
  change(products);
  fs.writeFileSync(path.join(dir, 'products.json'), JSON.stringify({ products }));
  const { tips } = JSON.parse(fs.readFileSync(path.join(SHOP_CONTENT_DIR, 'tips.json'), 'utf8')) as {
    tips: Record<string, unknown>[];
  };
  changeTips?.(tips);
  fs.writeFileSync(path.join(dir, 'tips.json'), JSON.stringify({ tips }));
  return dir;
}

describe('the shop content', () => {
  it('is valid: at least 24 products, every category stocked, supplements with a caution', () => {
    const { products, tips, articles } = load();
    expect(products.length).toBeGreaterThanOrEqual(24);
    for (const category of SHOP_CATEGORIES) {
      expect(
        products.some((p) => p.category === category),
        category,
      ).toBe(true);
    }
    const supplements = products.filter((p) => p.category === 'supplements');
    expect(supplements.length).toBeGreaterThan(0);
    for (const p of supplements) expect(p.caution, p.id).toMatch(/doctor or pharmacist/);
    expect(tips.filter((t) => t.isGeneral).length).toBeGreaterThanOrEqual(3);
    // Tips link to library items that exist, with their titles.
    const linked = tips.filter((t) => t.article !== undefined);
    expect(linked.length).toBeGreaterThanOrEqual(6);
    expect(articles.get('heat-cold-and-pain')).toEqual({
      slug: 'heat-cold-and-pain',
      title: 'Heat, cold and pain',
      access: 'free',
    });
    for (const tip of linked) expect(articles.has(tip.article as string), tip.id).toBe(true);
  });

  it('stops the start when a tip links to an article the library does not have, naming the tip', () => {
    const dir = contentWith(
      () => {},
      (tips) => {
        (tips[0] as Record<string, unknown>).article = 'no-such-article';
      },
    );
    expect(() => load(dir)).toThrow(ShopContentError);
    expect(() => load(dir)).toThrow(
      /tips\.json links to unknown articles:\n {2}tip headache-diary: article 'no-such-article' is not in the wellness library/,
    );
    // The same file is fine against a library that has the item.
    expect(() =>
      loadShopContent({
        library: [...library, { slug: 'no-such-article', title: 'Now it is', access: 'premium' }],
        dir,
      }),
    ).not.toThrow();
  });

  it('refuses an article that is not a slug', () => {
    const dir = contentWith(
      () => {},
      (tips) => {
        (tips[1] as Record<string, unknown>).article = '/wellness-library/caffeine-and-headaches';
      },
    );
    expect(() => load(dir)).toThrow(/tips\.1\.article: must be a library slug/);
  });

  it('names the file, the product and the field when a field is wrong', () => {
    const dir = contentWith((products) => {
      (products[2] as Record<string, unknown>).dealUrl = 'http://example.com';
    });
    expect(() => load(dir)).toThrow(ShopContentError);
    expect(() => load(dir)).toThrow(/products\.json is invalid:\n {2}products\.2\.dealUrl: must be an https/);
  });

  it('refuses a was-price that is not above the price, and a supplement without a caution', () => {
    const dir = contentWith((products) => {
      const first = products[0] as Record<string, unknown>;
      first.originalPriceCents = first.priceCents;
      const supplement = products.find((p) => p.category === 'supplements') as Record<string, unknown>;
      supplement.caution = null;
    });
    expect(() => load(dir)).toThrow(/originalPriceCents must be above priceCents/);
    expect(() => load(dir)).toThrow(/a supplement needs a caution note/);
  });

  it('refuses duplicate ids and a file that is not JSON', () => {
    const duplicate = contentWith((products) => {
      products.push({ ...(products[0] as Record<string, unknown>) });
    });
    expect(() => load(duplicate)).toThrow(/duplicate ids hatch-restore-2/);
    const broken = contentWith(() => {});
    fs.writeFileSync(path.join(broken, 'tips.json'), '{ not json');
    expect(() => load(broken)).toThrow(/tips\.json is not valid JSON/);
  });
});
