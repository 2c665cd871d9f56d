import type { TLibraryListQuery } from '../contract/library';

/**
 * The wellness library's addresses and the client's cache keys (docs/product/library.md). Apart from
 * common/library.ts, which imports the contract's schemas: the router and the app's start need only
 * these, without zod.
 */

export const LIBRARY_PATH = '/wellness-library';
export const libraryItemPath = (slug: string) => `${LIBRARY_PATH}/${encodeURIComponent(slug)}`;

/** The API path of a list query, with its parameters in one order (also the client's cache key). */
export function libraryListApiPath(query: TLibraryListQuery): string {
  const params = new URLSearchParams();
  const q = query.q?.trim();
  if (q) params.set('q', q);
  if (query.category) params.set('category', query.category);
  if (query.access) params.set('access', query.access);
  if (query.type) params.set('type', query.type);
  const search = params.toString();
  return search ? `/api/library?${search}` : '/api/library';
}

/** The client's cache keys of the two calls (the prerender fills them for hydration). */
export const libraryListKey = (query: TLibraryListQuery) => [libraryListApiPath(query)] as const;
export const libraryItemKey = (slug: string) => ['/api/library', slug] as const;
