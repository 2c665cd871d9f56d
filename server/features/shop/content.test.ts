import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SHOP_CATEGORIES } from '../../../contract/shop';
import { loadShopContent, SHOP_CONTENT_DIR, ShopContentError } from './content';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the real content with `change` applied to the products file. */
function contentWith(change: (products: Record<string, unknown>[]) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-content-'));
  dirs.push(dir);
  const { products } = JSON.parse(fs.readFileSync(path.join(SHOP_CONTENT_DIR, 'products.json'), 'utf8')) as {
    products: Record<string, unknown>[];
  };
  change(products);
  fs.writeFileSync(path.join(dir, 'products.json'), JSON.stringify({ products }));
  fs.copyFileSync(path.join(SHOP_CONTENT_DIR, 'tips.json'), path.join(dir, 'tips.json'));
  return dir;
}

describe('the shop content', () => {
  it('is valid: at least 24 products, every category stocked, supplements with a caution', () => {
    const { products, tips } = loadShopContent();
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
  });

  it('names the file, the product and the field when a field is wrong', () => {
    const dir = contentWith((products) => {
      (products[2] as Record<string, unknown>).dealUrl = 'http://example.com';
    });
    expect(() => loadShopContent(dir)).toThrow(ShopContentError);
    expect(() => loadShopContent(dir)).toThrow(
      /products\.json is invalid:\n {2}products\.2\.dealUrl: must be an https/,
    );
  });

  it('refuses a was-price that is not above the price, and a supplement without a caution', () => {
    const dir = contentWith((products) => {
      const first = products[0] as Record<string, unknown>;
      first.originalPriceCents = first.priceCents;
      const supplement = products.find((p) => p.category === 'supplements') as Record<string, unknown>;
      supplement.caution = null;
    });
    expect(() => loadShopContent(dir)).toThrow(/originalPriceCents must be above priceCents/);
    expect(() => loadShopContent(dir)).toThrow(/a supplement needs a caution note/);
  });

  it('refuses duplicate ids and a file that is not JSON', () => {
    const duplicate = contentWith((products) => {
      products.push({ ...(products[0] as Record<string, unknown>) });
    });
    expect(() => loadShopContent(duplicate)).toThrow(/duplicate ids hatch-restore-2/);
    const broken = contentWith(() => {});
    fs.writeFileSync(path.join(broken, 'tips.json'), '{ not json');
    expect(() => loadShopContent(broken)).toThrow(/tips\.json is not valid JSON/);
  });
});
