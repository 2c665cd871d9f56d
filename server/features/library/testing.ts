import { loadLibraryCatalogue } from './catalogue';
import { createLibraryService } from './service';

/** The library's own items (content/library, or `dir`) as the library service lists them to other areas. */
export function libraryArticles(dir?: string) {
  return createLibraryService({
    entries: loadLibraryCatalogue(dir),
    analytics: { contentViewers: async () => new Map() },
    subscription: { hasPremiumAccess: async () => false },
  }).articles();
}
