import { z } from 'zod';

/**
 * Cursor paging of long histories (docs/product/journey.md#paging): `?before=<cursor>&limit=<1..200>`.
 * A cursor is opaque to the client: it names the last item of the page it came with (its time to the
 * microsecond and its id), so the next page starts right after it even when several items share a time.
 * List answers that are arrays carry the next cursor in the `X-Next-Cursor` header (absent on the last
 * page); object answers carry `nextCursor`.
 */
export const PAGING_LIMITS = {
  limitMin: 1,
  limitMax: 200,
  cursorMax: 200,
} as const;

/** The header an array answer carries its next page's cursor in. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

export const PAGING_MESSAGES = {
  invalidCursor:
    'This page link is not valid any more. Reload the list to start again from the newest entries.',
  invalidLimit: `limit must be a whole number from ${PAGING_LIMITS.limitMin} to ${PAGING_LIMITS.limitMax}`,
} as const;

/** The cursor as sent back: base64url text; its content is checked by the server. */
export const ZPageCursor = z
  .string()
  .min(1, PAGING_MESSAGES.invalidCursor)
  .max(PAGING_LIMITS.cursorMax, PAGING_MESSAGES.invalidCursor)
  .regex(/^[A-Za-z0-9_-]+$/, PAGING_MESSAGES.invalidCursor);

/** A page size from the query string, 1..200. */
export const ZPageLimit = z.coerce
  .number({ error: PAGING_MESSAGES.invalidLimit })
  .int(PAGING_MESSAGES.invalidLimit)
  .min(PAGING_LIMITS.limitMin, PAGING_MESSAGES.invalidLimit)
  .max(PAGING_LIMITS.limitMax, PAGING_MESSAGES.invalidLimit);

export const ZPageQuery = z.object({
  before: ZPageCursor.optional(),
  limit: ZPageLimit.optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;
