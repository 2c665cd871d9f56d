import type { TAuthStatus } from '@contract/auth';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { AUTH_STATUS_KEY, queryClient } from './api/queryClient';
import { App } from './app';
import { PRERENDERED_QUERIES_ID, preloadPublicPage } from './public-pages';
import { RoutesShown } from './router';

/**
 * The whole client app: React, the router, the query cache and every screen. main.tsx loads this
 * chunk on demand, so a page that needs none of it (the prerendered landing page) starts without it.
 */

/**
 * A page without prerendered HTML (the SPA shell), or one to replace: renders the app; `status` is
 * the auth status main.tsx already read, if it did.
 */
export function render(container: HTMLElement, status?: TAuthStatus | null): void {
  if (status !== undefined) queryClient.setQueryData(AUTH_STATUS_KEY, status);
  createRoot(container).render(<App queryClient={queryClient} />);
}

export type HydrateOptions = {
  /**
   * The auth status main.tsx already read (signed out, or unknown: the app asks). The prerendered
   * HTML is the signed-out page, so a signed-in visitor's page is rendered instead (`render`).
   */
  status?: TAuthStatus | null;
  /** An in-app link followed before the app ran: shown once the page is hydrated. */
  followLink?: string;
};

/**
 * Hydrates a prerendered public page: loads the page's code first so hydration matches the HTML
 * without suspending, hydrates it as a transition (the browser stays responsive between chunks of
 * work), and resolves once the page is hydrated (and, with `followLink`, the link followed).
 */
export async function hydrate(container: HTMLElement, options: HydrateOptions = {}): Promise<void> {
  if (options.status !== undefined) queryClient.setQueryData(AUTH_STATUS_KEY, options.status);
  seedPrerenderedQueries();
  await preloadPublicPage(window.location.pathname).catch((error: unknown) =>
    console.warn('Could not preload the page before hydration', error),
  );
  const hydratedPath = window.location.pathname;
  // The next page's code, while this one hydrates: the link then shows it without a loading step.
  const next = options.followLink ? pathOf(options.followLink) : undefined;
  const nextPage = next ? preloadPublicPage(next).catch(() => {}) : Promise.resolve();
  const shown = new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(
        container,
        <RoutesShown.Provider value={resolve}>
          <App queryClient={queryClient} isPrerendered />
        </RoutesShown.Provider>,
      );
    });
  });
  await Promise.all([shown, nextPage]);
  // Unless the visitor went elsewhere meanwhile (the hydrated page's own links work at once).
  if (options.followLink && window.location.pathname === hydratedPath) navigate(options.followLink);
}

/**
 * The answers a prerendered page was built with (scripts/prerender.ts embeds them as JSON, in the
 * element with the id `PRERENDERED_QUERIES_ID`): put in the query cache before hydrating, so the
 * first render matches the HTML. Screens whose answers change refetch them once mounted.
 */
function seedPrerenderedQueries(): void {
  const element = document.getElementById(PRERENDERED_QUERIES_ID);
  if (!element?.textContent) return;
  try {
    const seeds = JSON.parse(element.textContent) as [readonly unknown[], unknown][];
    for (const [queryKey, data] of seeds) queryClient.setQueryData(queryKey, data);
  } catch (error) {
    console.warn('Could not read the prerendered page data', error);
  }
}

const pathOf = (href: string) => new URL(href, window.location.origin).pathname;
