import { libraryItemKey, libraryListKey } from '@common/library-paths';
import type { TLibraryItem, TLibraryList, TLibraryListQuery } from '@contract/library';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * GET /api/library with the screen's filters. Readers and trending topics change as people read, so
 * the list is read afresh each time the screen opens (a prerendered page shows its built copy until
 * then); while a new filter loads, the last answer stays on screen.
 */
export function useLibraryList(query: TLibraryListQuery) {
  return useQuery<TLibraryList>({
    queryKey: libraryListKey(query),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/library/{slug}: what the reader's plan lets them read, so read afresh on each opening (a
 * trial started since shows the whole item).
 */
export function useLibraryItem(slug: string) {
  return useQuery<TLibraryItem>({ queryKey: libraryItemKey(slug), refetchOnMount: 'always' });
}
