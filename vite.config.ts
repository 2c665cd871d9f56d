import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fontPreload } from './scripts/lib/font-preload';
import { PWA_OPTIONS } from './scripts/lib/pwa';

const apiTarget = 'http://127.0.0.1:5000';
const clientDir = fileURLToPath(new URL('./client', import.meta.url));

/** client/api/*.ts are source modules: in dev, Vite serves them instead of proxying them to the API. */
function serveClientSource(req: { url?: string }): string | undefined {
  const pathname = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
  return statSync(join(clientDir, pathname), { throwIfNoEntry: false })?.isFile() ? req.url : undefined;
}

export default defineConfig({
  root: 'client',
  // The web app manifest and the service worker (docs/product/install.md); the font's preload link
  // (docs/design.md#type).
  plugins: [
    react(),
    tailwindcss(),
    VitePWA(PWA_OPTIONS),
    fontPreload(/inter-latin-wght-normal-[\w-]+\.woff2$/),
  ],
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@client': fileURLToPath(new URL('./client', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // scripts/check-bundle-size.ts reads the landing's entry and its preloads from the manifest.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, bypass: serveClientSource },
      '/auth': { target: apiTarget },
    },
  },
});
