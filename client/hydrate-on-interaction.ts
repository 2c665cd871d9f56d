import type { TAuthStatus } from '@contract/auth';
import type * as Boot from './boot';
import { trackPageView } from './lib/analytics';

/**
 * A prerendered page whose only interactive parts are links (client/public-pages.ts,
 * HYDRATED_ON_INTERACTION): counts its page view, reads the auth status, and starts the app only
 * when a visitor follows an in-app link (the app hydrates the page, then shows the link's page) or
 * turns out to be signed in (the app shows their home screen). A button marked
 * `data-hydrate-action="<name>"` (the footer's SEO Magic) starts the app too, and its click is
 * replayed on the hydrated button. Returns a function that stops listening (tests).
 */
export function hydrateOnInteraction(
  root: HTMLElement,
  loadApp: () => Promise<Pick<typeof Boot, 'hydrate' | 'render'>>,
): () => void {
  trackPageView(window.location.pathname);
  const status = readAuthStatus();
  let linkToFollow: string | undefined;
  let actionToReplay: string | undefined;
  let booting: Promise<void> | undefined;

  const onClick = (event: MouseEvent) => {
    const action = hydrateAction(event);
    if (action) {
      event.preventDefault();
      actionToReplay = action;
      void boot();
      return;
    }
    const href = inAppHref(event);
    if (!href) return;
    event.preventDefault();
    linkToFollow = href;
    void boot();
  };
  document.addEventListener('click', onClick);

  const boot = () => {
    booting ??= Promise.all([loadApp(), status]).then(
      ([app, current]) => {
        // From here on the app's own links take clicks (React replays those that arrive while it hydrates).
        document.removeEventListener('click', onClick);
        // The HTML is the signed-out page: a signed-in visitor's home screen replaces it.
        if (current?.authenticated) return followThenRender(app, current);
        return app.hydrate(root, { status: current, followLink: linkToFollow }).then(replayAction);
      },
      (error: unknown) => {
        // The app could not load (offline, a deploy replaced the chunk): links work as plain links.
        console.warn('Could not start the app', error);
        document.removeEventListener('click', onClick);
        if (linkToFollow) window.location.assign(linkToFollow);
      },
    );
    return booting;
  };

  // The button the visitor pressed, now the app's own: pressed again so its action runs.
  const replayAction = () => {
    if (!actionToReplay || linkToFollow) return;
    const name = actionToReplay;
    const buttons = root.querySelectorAll<HTMLElement>('[data-hydrate-action]');
    [...buttons].find((button) => button.dataset.hydrateAction === name)?.click();
  };

  const followThenRender = (app: Pick<typeof Boot, 'render'>, current: TAuthStatus) => {
    if (linkToFollow) window.history.pushState(null, '', linkToFollow);
    app.render(root, current);
  };

  // The page is the signed-out set; a signed-in visitor gets the app (and their home screen) at once.
  void status.then((current) => {
    if (current?.authenticated) void boot();
  });
  return () => document.removeEventListener('click', onClick);
}

/** GET /auth/status as the app reads it: null when signed out by a 401, undefined when unknown. */
function readAuthStatus(): Promise<TAuthStatus | null | undefined> {
  return fetch('/auth/status', { credentials: 'include' })
    .then((res) => {
      if (res.status === 401) return null;
      return res.ok ? (res.json() as Promise<TAuthStatus>) : undefined;
    })
    .catch(() => undefined);
}

/** The action name of a click on a button marked `data-hydrate-action`, or null. */
function hydrateAction(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  const target = event.target instanceof Element ? event.target.closest('[data-hydrate-action]') : null;
  return target instanceof HTMLElement ? (target.dataset.hydrateAction ?? null) : null;
}

/**
 * The address of a plain left click on a link to one of the app's pages, or null. As the router's
 * links do, a click with a modifier key (new tab, new window) is left to the browser; so are other
 * sites, downloads, and the paths the server answers itself (/api, /auth, files), as it does.
 */
export function inAppHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return null;
  if (/^\/(api|auth)(\/|$)/.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
