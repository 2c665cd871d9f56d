import type { TShopCategory } from '../contract/shop';

/**
 * The Wellness Shop's pure rules (docs/product/shop.md): search ranking, the discount, and which tips
 * a person's logged symptoms and listed conditions call for.
 */

/** Lower case, accents removed, anything but letters and digits turned into single spaces. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const wordsOf = (text: string) => normaliseText(text).split(' ').filter(Boolean);

/** Whole percent off `original`, or null when there is no higher 'was' price. */
export function discountPercent(price: number, original: number | null): number | null {
  if (original === null || original <= price) return null;
  return Math.round(((original - price) / original) * 100);
}

export type SearchableProduct = {
  name: string;
  brand: string;
  description: string;
  tags: readonly string[];
  categoryLabel: string;
  isRecommended: boolean;
};

/** Points a query word earns in each field: a word that starts with it, and one that only contains it. */
const FIELD_WEIGHTS = {
  name: { exact: 12, prefix: 10, inside: 4 },
  brand: { exact: 10, prefix: 8, inside: 0 },
  tags: { exact: 8, prefix: 6, inside: 0 },
  categoryLabel: { exact: 6, prefix: 5, inside: 0 },
  description: { exact: 3, prefix: 2, inside: 0 },
} as const;

type Field = keyof typeof FIELD_WEIGHTS;

/** The forms of a query word to look for: itself, and without a plural 's' ('headaches' → 'headache'). */
function formsOf(word: string): string[] {
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return [word, word.slice(0, -1)];
  return [word];
}

function fieldScore(fieldWords: readonly string[], forms: readonly string[], field: Field): number {
  const weights = FIELD_WEIGHTS[field];
  let best = 0;
  for (const word of fieldWords) {
    for (const form of forms) {
      if (word === form) best = Math.max(best, weights.exact);
      else if (word.startsWith(form)) best = Math.max(best, weights.prefix);
      else if (form.length >= 3 && word.includes(form)) best = Math.max(best, weights.inside);
    }
  }
  return best;
}

/**
 * How well a product matches the query: the sum over the query's words of each word's best field,
 * or null when a word matches nowhere (every word must match). An empty query matches with 0.
 */
export function searchScore(product: SearchableProduct, query: string): number | null {
  const queryWords = wordsOf(query);
  if (queryWords.length === 0) return 0;
  const fields: Record<Field, string[]> = {
    name: wordsOf(product.name),
    brand: wordsOf(product.brand),
    tags: product.tags.flatMap(wordsOf),
    categoryLabel: wordsOf(product.categoryLabel),
    description: wordsOf(product.description),
  };
  let total = 0;
  for (const queryWord of queryWords) {
    const forms = formsOf(queryWord);
    const best = Math.max(
      ...(Object.keys(FIELD_WEIGHTS) as Field[]).map((field) => fieldScore(fields[field], forms, field)),
    );
    if (best === 0) return null;
    total += best;
  }
  return total;
}

/**
 * The products matching `query`, best first; ties (and an empty query) keep our picks first, then the
 * catalogue's own order.
 */
export function searchProducts<T extends SearchableProduct>(products: readonly T[], query: string): T[] {
  return products
    .map((product, index) => ({ product, index, score: searchScore(product, query) }))
    .filter((row): row is { product: T; index: number; score: number } => row.score !== null)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.product.isRecommended) - Number(a.product.isRecommended) ||
        a.index - b.index,
    )
    .map((row) => row.product);
}

export type TipRule = {
  id: string;
  /** Word → how the reason names it ('headache' → 'headaches'). */
  matches: Readonly<Record<string, string>>;
  isGeneral: boolean;
  category: TShopCategory | null;
};

/** Where a tip's reason came from. */
export type TipReason = { kind: 'symptom' | 'condition'; label: string };

/** 'Because you logged headaches this month', 'Because your profile lists migraines'. */
export function tipReasonText(reason: TipReason): string {
  return reason.kind === 'symptom'
    ? `Because you logged ${reason.label} this month`
    : `Because your profile lists ${reason.label}`;
}

/** The label of the first of the tip's words that starts a word of `term`, or null. */
export function matchTerm(rule: Pick<TipRule, 'matches'>, term: string): string | null {
  const text = ` ${normaliseText(term)}`;
  for (const [word, label] of Object.entries(rule.matches)) {
    if (text.includes(` ${normaliseText(word)}`)) return label;
  }
  return null;
}

/**
 * The tips to show, at most `limit`: first those matching the symptoms (most often logged first),
 * then those matching the listed conditions, each tip once and with its reason; then general tips
 * until there are `limit`. `symptoms` holds one name per logged entry.
 */
export function chooseTips<T extends TipRule>(
  rules: readonly T[],
  input: { symptoms: readonly string[]; conditions: readonly string[] },
  limit: number,
): { rule: T; reason: TipReason | null }[] {
  const counts = new Map<string, number>();
  for (const name of input.symptoms) {
    const key = normaliseText(name);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  // Most often logged first; Map keeps first-seen order for ties (the caller passes newest first).
  const symptoms = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  const terms: { kind: TipReason['kind']; term: string }[] = [
    ...symptoms.map((term) => ({ kind: 'symptom' as const, term })),
    ...input.conditions.map((term) => ({ kind: 'condition' as const, term })),
  ];

  const chosen: { rule: T; reason: TipReason | null }[] = [];
  const taken = new Set<string>();
  // First one tip per symptom or condition, so one busy symptom does not crowd out the others; then
  // the further tips each of them matches.
  for (const perTerm of [1, Number.POSITIVE_INFINITY]) {
    for (const { kind, term } of terms) {
      let added = 0;
      for (const rule of rules) {
        if (chosen.length >= limit) return chosen;
        if (added >= perTerm) break;
        if (taken.has(rule.id)) continue;
        const label = matchTerm(rule, term);
        if (label === null) continue;
        chosen.push({ rule, reason: { kind, label } });
        taken.add(rule.id);
        added += 1;
      }
    }
  }
  for (const rule of rules) {
    if (chosen.length >= limit) break;
    if (!rule.isGeneral || taken.has(rule.id)) continue;
    chosen.push({ rule, reason: null });
    taken.add(rule.id);
  }
  return chosen;
}

/** 'Nov 24, 2026' from '2026-11-24' (a calendar date: no time zone moves it). */
export function formatGuidePriceDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
}

/** The API path of a product's deal redirect. */
export const shopDealPath = (productId: string) => `/api/shop/products/${encodeURIComponent(productId)}/deal`;
