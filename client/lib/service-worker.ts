/**
 * Registers the service worker (dist/client/sw.js, built by vite-plugin-pwa from scripts/lib/pwa.ts)
 * once the page has loaded, so its downloads never compete with the page's own. A few lines instead
 * of workbox-window: the landing page's JavaScript has a budget. What the worker does:
 * docs/product/install.md.
 */
export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  const register = () => {
    win.navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // Without a worker the app works as before, only not offline; nothing to tell the visitor.
    });
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
