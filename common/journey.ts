import type { TJourneyEntry, TJourneyType } from '../contract/journey';
import { JOURNEY_TYPES } from '../contract/journey';

/**
 * The wellness journey's shared logic (docs/product/journey.md): its API path, grouping by local day,
 * day headings and the 'loaded' announcement.
 */

export const JOURNEY_PATH = '/api/journey';

/** GET /api/journey with its query; every kind chosen (or none) sends no `types`. */
export function journeyUrl(query: {
  before?: string;
  limit?: number;
  types?: readonly TJourneyType[];
  tz?: string;
}): string {
  const params = new URLSearchParams();
  if (query.before) params.set('before', query.before);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  const types = query.types ?? [];
  if (types.length > 0 && types.length < JOURNEY_TYPES.length) {
    params.set('types', JOURNEY_TYPES.filter((type) => types.includes(type)).join(','));
  }
  if (query.tz) params.set('tz', query.tz);
  const search = params.toString();
  return search ? `${JOURNEY_PATH}?${search}` : JOURNEY_PATH;
}

export type TJourneyDay = { day: string; entries: TJourneyEntry[] };

/**
 * Consecutive entries of the same local day, in the order given (newest first); an entry already seen
 * (the same id on two pages) is kept once.
 */
export function groupByDay(entries: readonly TJourneyEntry[]): TJourneyDay[] {
  const days: TJourneyDay[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    const current = days[days.length - 1];
    if (current && current.day === entry.day) current.entries.push(entry);
    else days.push({ day: entry.day, entries: [entry] });
  }
  return days;
}

/** The whole days from `day` to `today` (both YYYY-MM-DD), counted in UTC where every day has 24 hours. */
function daysBetween(day: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
}

/** 'Today', 'Yesterday', else the date in words ('Mon, 2 Mar 2026'), for a YYYY-MM-DD day. */
export function dayHeading(day: string, today: string, locale = 'en-GB'): string {
  const ago = daysBetween(day, today);
  if (ago === 0) return 'Today';
  if (ago === 1) return 'Yesterday';
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The polite announcement after a page of older items: '30 older entries loaded.' */
export function olderLoadedText(count: number, noun: { one: string; many: string }): string {
  if (count <= 0) return `No older ${noun.many}.`;
  return count === 1 ? `1 older ${noun.one} loaded.` : `${count} older ${noun.many} loaded.`;
}

/** Today's calendar day (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
