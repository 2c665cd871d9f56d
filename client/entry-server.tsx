import { renderToString } from 'react-dom/server';
import { createQueryClient } from './api/queryClient';
import { App } from './app';
import { pageTitle } from './lib/use-document-title';
import {
  HYDRATED_ON_INTERACTION,
  PRERENDERED_PAGES,
  PRERENDERED_QUERIES_ID,
  type PrerenderedPath,
  preloadAllPublicPages,
} from './public-pages';

export { HYDRATED_ON_INTERACTION, PRERENDERED_PAGES, PRERENDERED_QUERIES_ID, pageTitle };

/** Answers a prerendered page is built with: its query cache entries, embedded for hydration. */
export type QuerySeed = readonly [queryKey: readonly unknown[], data: unknown];

/** The <title> of each prerendered page, matching what the page sets in the browser. */
export const PRERENDERED_TITLES: Record<PrerenderedPath, string> = {
  '/': pageTitle(),
  '/terms': pageTitle('Terms of Service'),
  '/privacy': pageTitle('Privacy Policy'),
  '/support': pageTitle('Support'),
  '/signin': pageTitle('Sign In'),
  '/signup': pageTitle('Create Your Account'),
  '/forgot-password': pageTitle('Forgot Password'),
  '/provider-landing': pageTitle('For Healthcare Providers'),
};

// Resolve the lazy public pages once, so renderToString renders them instead of Suspense fallbacks.
await preloadAllPublicPages();

/**
 * Renders a public page for a signed-out visitor, in the same providers and layout the browser uses
 * while the auth status loads (main.tsx hydrates it with isPrerendered). `seeds` fill the query cache
 * first (the library's answers), so the page renders its content; the page embeds the same seeds for
 * hydration (client/boot.tsx).
 */
export function render(url: string, seeds: readonly QuerySeed[] = []): string {
  const queryClient = createQueryClient();
  for (const [queryKey, data] of seeds) queryClient.setQueryData(queryKey, data);
  return renderToString(<App queryClient={queryClient} ssrPath={url} isPrerendered />);
}
