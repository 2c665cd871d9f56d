import type { Tx } from '../../db/client';
import type { ArchivePart } from './archive';

/**
 * One area's part of a person's data (docs/product/data-rights.md): its section(s) of the data
 * export and the erasure of its rows when the account is deleted. Each area publishes the two
 * functions on its service; the list of areas is assembled where the services are built
 * (server/app.ts) and walked by the account service.
 */
export type UserDataArea = {
  /** The area (server/features/<area>, or 'infrastructure' for server/lib). */
  area: string;
  /** Tables whose rows of the person the area puts in the archive and erases. */
  tables: readonly string[];
  /**
   * Tables the area erases but deliberately leaves out of the archive (sign-in tokens, counters,
   * copies of mail sent); each is named, with its reason, in user-data.int.test.ts.
   */
  erasedOnly?: readonly string[];
  /** Its section(s) of the archive: plain JSON data, decrypted, times as ISO 8601 strings. */
  exportForUser(userId: string): Promise<ArchivePart>;
  /** Deletes or anonymises its rows of the person inside the deletion's transaction. */
  eraseForUser(tx: Tx, userId: string): Promise<void>;
};

/** The two functions as an area's service publishes them. */
type Publishes = Pick<UserDataArea, 'exportForUser' | 'eraseForUser'>;

/** A registry entry from an area's service. */
export function userDataArea(
  area: string,
  tables: readonly string[],
  service: Publishes,
  options: { erasedOnly?: readonly string[] } = {},
): UserDataArea {
  return {
    area,
    tables,
    erasedOnly: options.erasedOnly ?? [],
    exportForUser: (userId) => service.exportForUser(userId),
    eraseForUser: (tx, userId) => service.eraseForUser(tx, userId),
  };
}

/** The table every other user table references: its area comes first and is erased last. */
export const USERS_TABLE = 'users';

/**
 * Checks and freezes the registry. Its order is the order of foreign keys: an area comes after
 * every area whose rows its own rows reference. The export walks it forwards (the account first);
 * the erasure walks it backwards, so rows go before the rows they reference and the `users` row
 * with the sessions goes last. user-data.int.test.ts checks that order against the database.
 */
export function defineUserDataRegistry(areas: readonly UserDataArea[]): readonly UserDataArea[] {
  const owner = new Map<string, string>();
  for (const entry of areas) {
    for (const table of [...entry.tables, ...(entry.erasedOnly ?? [])]) {
      const other = owner.get(table);
      if (other) throw new Error(`Table ${table} is registered by both ${other} and ${entry.area}`);
      owner.set(table, entry.area);
    }
  }
  if (!areas[0]?.tables.includes(USERS_TABLE)) {
    throw new Error(`The area of the ${USERS_TABLE} table must come first in the registry`);
  }
  return Object.freeze([...areas]);
}

/** The erasure order: the registry backwards. */
export const erasureOrder = (areas: readonly UserDataArea[]): UserDataArea[] => [...areas].reverse();
