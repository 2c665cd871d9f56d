import { readFileSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APP_ICONS,
  BACKGROUND_COLOR,
  OFFLINE_PAGE,
  PRECACHE_PATTERNS,
  PWA_OPTIONS,
  REPO_ROOT,
  RUNTIME_CACHING,
  THEME_COLOR,
  WEB_APP_MANIFEST,
} from './pwa';

const PUBLIC_DIR = join(REPO_ROOT, 'client/public');

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

type Rule = NonNullable<typeof RUNTIME_CACHING>[number];

/** The rules whose pattern matches a request, as the worker would test them. */
function rulesFor(url: string, mode: RequestMode, method = 'GET'): Rule[] {
  const parsed = new URL(url, 'https://wellness.example');
  const request = { url: parsed.href, mode, method } as Request;
  return (RUNTIME_CACHING ?? []).filter((rule) => {
    const pattern = rule.urlPattern;
    if (typeof pattern !== 'function') throw new Error('Every rule is a function of the request');
    return pattern({ url: parsed, request, sameOrigin: true, event: {} as never });
  });
}

const precached = (file: string) => PRECACHE_PATTERNS.some((pattern) => matchesGlob(file, pattern));

describe('the web app manifest', () => {
  it('names the app, starts at the root in its own window, and uses the app’s colours', () => {
    expect(WEB_APP_MANIFEST.name).toBe('Infinite Wellness');
    // Home screens cut labels longer than about 12 characters.
    expect(WEB_APP_MANIFEST.short_name.length).toBeGreaterThan(0);
    expect(WEB_APP_MANIFEST.short_name.length).toBeLessThanOrEqual(12);
    expect(WEB_APP_MANIFEST.start_url).toBe('/');
    expect(WEB_APP_MANIFEST.scope).toBe('/');
    expect(WEB_APP_MANIFEST.display).toBe('standalone');
    expect(WEB_APP_MANIFEST.theme_color).toBe(THEME_COLOR);
    expect(WEB_APP_MANIFEST.background_color).toBe(BACKGROUND_COLOR);
    expect(PWA_OPTIONS.manifest).toMatchObject({ name: 'Infinite Wellness', display: 'standalone' });
  });

  it('uses the theme colour the pages declare and links the Apple touch icon', () => {
    const html = readFileSync(join(REPO_ROOT, 'client/index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
    const apple = APP_ICONS.filter((icon) => icon.purpose === undefined);
    expect(apple).toHaveLength(1);
    expect(html).toContain(`<link rel="apple-touch-icon" href="/${apple[0]?.file}" />`);
  });

  it('lists 192 and 512 pixel icons and a 512 pixel maskable one', () => {
    const icons = WEB_APP_MANIFEST.icons.map((icon) => `${icon.sizes} ${icon.purpose} ${icon.type}`);
    expect(icons).toEqual(['192x192 any image/png', '512x512 any image/png', '512x512 maskable image/png']);
  });

  it('has every icon drawn at the size it states', () => {
    expect(APP_ICONS).toHaveLength(4);
    for (const icon of APP_ICONS) {
      expect(pngSize(join(PUBLIC_DIR, icon.file)), icon.file).toEqual({
        width: icon.size,
        height: icon.size,
      });
    }
    for (const icon of WEB_APP_MANIFEST.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(join(PUBLIC_DIR, icon.src))).toEqual({ width, height });
    }
  });
});

describe('the service worker’s rules', () => {
  it('never handles API or sign-in requests, so their answers are never stored', () => {
    for (const url of [
      '/api/symptoms',
      '/api/health-metrics?days=30',
      '/api/auth/session',
      '/auth/callback',
    ]) {
      expect(rulesFor(url, 'cors'), url).toEqual([]);
      expect(rulesFor(url, 'same-origin', 'POST'), url).toEqual([]);
      expect(precached(url.slice(1)), url).toBe(false);
    }
  });

  it('fetches every page from the network and falls back to the offline page, storing none', () => {
    for (const url of ['/', '/symptoms', '/profile', '/api/account/export']) {
      const rules = rulesFor(url, 'navigate');
      expect(rules, url).toHaveLength(1);
      expect(rules[0]?.handler).toBe('NetworkOnly');
      expect(rules[0]?.options).toEqual({ precacheFallback: { fallbackURL: OFFLINE_PAGE } });
    }
    expect(PWA_OPTIONS.workbox?.navigateFallback).toBeNull();
  });

  it('precaches the build’s scripts, styles, icons and the offline page, and no app page', () => {
    for (const file of [
      'assets/boot-Cgyyz6nc.js',
      'assets/index-BibLOP78.css',
      'offline.html',
      'offline.js',
    ]) {
      expect(precached(file), file).toBe(true);
    }
    for (const icon of APP_ICONS) expect(precached(icon.file), icon.file).toBe(true);
    for (const file of ['index.html', 'pages/landing.html', 'pages/signin.html', 'prerender-manifest.json']) {
      expect(precached(file), file).toBe(false);
    }
  });

  it('hands over to a new build at once', () => {
    expect(PWA_OPTIONS.workbox).toMatchObject({
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
    });
  });
});
