import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable app: the web app manifest and the service worker's caching rules, which
 * vite.config.ts hands to vite-plugin-pwa (Workbox) at build time. What it does and why:
 * docs/product/install.md.
 */

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The app's colours: the brand teal of the header and buttons, the page background (slate-50). */
export const THEME_COLOR = '#0f766e';
export const BACKGROUND_COLOR = '#f8fafc';

/** The page a phone shows when a page cannot be loaded because there is no network. */
export const OFFLINE_PAGE = '/offline.html';

type AppIcon = {
  /** Path under client/public (and so under the site's root). */
  file: string;
  size: number;
  /** The drawing it is made from (scripts/generate-icons.ts). */
  drawing: 'rounded' | 'square';
  /** `any`: shown as drawn; `maskable`: the phone cuts it to its own shape. Absent: not in the manifest. */
  purpose?: 'any' | 'maskable';
};

export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icons/icon-192.png', size: 192, drawing: 'rounded', purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, drawing: 'rounded', purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, drawing: 'square', purpose: 'maskable' },
  // Linked from the pages' head (client/index.html) for iOS, which does not read the manifest's icons.
  { file: 'icons/apple-touch-icon.png', size: 180, drawing: 'square' },
];

export const WEB_APP_MANIFEST = {
  id: '/',
  name: 'Infinite Wellness',
  short_name: 'Wellness',
  description:
    'Your wellness companion: track symptoms, nutrition, water and mood, talk to the health assistant, and find practitioners and communities.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['health', 'lifestyle', 'medical'],
  icons: APP_ICONS.flatMap((icon) =>
    icon.purpose
      ? [
          {
            src: `/${icon.file}`,
            sizes: `${icon.size}x${icon.size}`,
            type: 'image/png',
            purpose: icon.purpose,
          },
        ]
      : [],
  ),
} as const;

/**
 * What the service worker keeps. Only files that are the same for everyone and hold no one's data:
 * the hashed scripts and styles of this build, the icons, the manifest and the offline page. Never
 * an HTML page of the app (a page is fetched from the server every time, so a new version shows on
 * the next load) and never an answer of the API (`/api/…`, `/auth/…`), which carries health data.
 */
export const PRECACHE_PATTERNS = [
  'assets/**/*.{js,css,woff2}',
  'offline.{html,js}',
  'favicon.svg',
  'icons/*.png',
];

/**
 * Page loads (navigations) always go to the network; only when it cannot be reached does the worker
 * answer with the offline page. The worker has no other route: every other request it does not
 * precache (the API above all) passes to the network untouched and is never stored.
 * The function is serialised into the worker, so it uses nothing from this file.
 */
export const RUNTIME_CACHING: NonNullable<VitePWAOptions['workbox']>['runtimeCaching'] = [
  {
    urlPattern: ({ request }) => request.mode === 'navigate',
    handler: 'NetworkOnly',
    options: { precacheFallback: { fallbackURL: OFFLINE_PAGE } },
  },
];

export const PWA_OPTIONS: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  filename: 'sw.js',
  // client/lib/service-worker.ts registers it after the page has loaded, in a few lines instead of
  // the plugin's script (workbox-window), so the landing page's JavaScript stays within its budget.
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    ...WEB_APP_MANIFEST,
    categories: [...WEB_APP_MANIFEST.categories],
    icons: [...WEB_APP_MANIFEST.icons],
  },
  includeManifestIcons: false,
  workbox: {
    globPatterns: PRECACHE_PATTERNS,
    // The plugin's default answers every page load from a cached index.html: not here (see above).
    navigateFallback: null,
    runtimeCaching: RUNTIME_CACHING,
    // The page request starts while the worker wakes up, so going through it costs no extra time.
    navigationPreload: true,
    // A new worker takes over at once and deletes the files of older builds it no longer lists.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
  },
};
