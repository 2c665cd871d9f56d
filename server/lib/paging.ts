import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PAGING_MESSAGES } from '../../contract/paging';
import { AppError } from './errors';

/**
 * Opaque page cursors (docs/product/journey.md#paging). A cursor names the last item of a page by its
 * time in whole microseconds since the epoch (PostgreSQL keeps microseconds; a JavaScript Date would
 * lose them and skip rows stored within the same millisecond) and by one or more keys that order items
 * sharing that time (an id; the journey adds the kind of item first). It travels as base64url text.
 */
export type PageCursor = { atUs: bigint; keys: string[] };

const VERSION = 'c1';
/** Keys are ids, day strings or kind names: printable ASCII without the separator `|`. */
const KEY = /^[ -{}~]{1,120}$/;
/** 1900 … 2200, in microseconds: anything else is not a time the app stored. */
const MIN_US = -2_208_988_800_000_000n;
const MAX_US = 7_258_118_400_000_000n;

export const invalidCursor = () =>
  new AppError('VALIDATION_FAILED', PAGING_MESSAGES.invalidCursor, {
    fields: { before: PAGING_MESSAGES.invalidCursor },
  });

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from([VERSION, cursor.atUs.toString(), ...cursor.keys].join('|'), 'utf8').toString(
    'base64url',
  );
}

/** The cursor, or a 400 naming the `before` parameter when it is not one this server made. */
export function decodeCursor(text: string, keyCount: number): PageCursor {
  const parts = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const [version, at, ...keys] = parts;
  if (version !== VERSION || at === undefined || !/^-?\d{1,19}$/.test(at) || keys.length !== keyCount) {
    throw invalidCursor();
  }
  const atUs = BigInt(at);
  if (atUs < MIN_US || atUs > MAX_US || !keys.every((key) => KEY.test(key))) throw invalidCursor();
  return { atUs, keys };
}

/** Microseconds since the epoch of a Date (whole milliseconds, as a Date keeps them). */
export function dateToUs(date: Date): bigint {
  return BigInt(date.getTime()) * 1000n;
}

/** A position in a list: an exact time (microseconds since the epoch) and a key for equal times. */
export type Before = { atUs: bigint; id: string };

/** A timestamptz column as whole microseconds since the epoch, as text (a Date keeps milliseconds). */
export const microsOf = (at: SQLWrapper) => sql<string>`(extract(epoch FROM ${at}) * 1000000)::bigint::text`;

/**
 * Rows strictly after `before` in the order `at DESC, key DESC` (the key compared as bytes, like a
 * uuid's order): `at <= t` keeps a time index usable, the OR picks rows at that very time with a
 * smaller key. Undefined (no condition) without a position.
 */
export function olderThan(
  at: SQLWrapper,
  key: SQLWrapper,
  before: Before | null | undefined,
): SQL | undefined {
  if (!before) return undefined;
  const t = sql`('epoch'::timestamptz + ${before.atUs.toString()}::bigint * interval '1 microsecond')`;
  return sql`(${at} <= ${t} AND (${at} < ${t} OR ${key}::text COLLATE "C" < ${before.id}))`;
}
