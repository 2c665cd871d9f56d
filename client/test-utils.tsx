import type { TAuthStatus } from '@contract/auth';
import type { TProfile } from '@contract/profile';
import { cleanup, render } from '@testing-library/react';
import { vi } from 'vitest';
import { createQueryClient } from './api/queryClient';
import { App } from './app';
import { clearToasts } from './ui/use-toast';

/** Adds the browser APIs jsdom lacks (Radix measures with ResizeObserver). */
export function prepareDomEnvironment(): void {
  if (typeof globalThis.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}

type Handler = Response | ((init: RequestInit | undefined) => Response | Promise<Response>);

/**
 * A fetch stub. `/auth/status` answers `status` (never, when null; a function is asked on each call);
 * `'METHOD /path'` keys answer the rest; anything else gets 202 {} (analytics).
 */
export function stubApi(
  status: TAuthStatus | null | (() => TAuthStatus | null),
  handlers: Record<string, Handler> = {},
) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (url === '/auth/status' && method === 'GET') {
      const current = typeof status === 'function' ? status() : status;
      if (current === null) return new Promise<Response>(() => {});
      return Response.json(current);
    }
    const handler = handlers[`${method} ${url}`];
    if (handler) return typeof handler === 'function' ? handler(init) : handler.clone();
    // The app loads the person's A/B variants at start: none unless a test gives some.
    if (url === '/api/ab-testing/experiments/active' && method === 'GET') return Response.json([]);
    return Response.json({}, { status: 202 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to `METHOD /path`. */
export function sentBodies(fetchMock: ReturnType<typeof stubApi>, key: string): unknown[] {
  const [method, path] = key.split(' ');
  return fetchMock.mock.calls
    .filter(([input, init]) => input === path && (init?.method ?? 'GET').toUpperCase() === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

export const SIGNED_OUT: TAuthStatus = { authenticated: false, user: null };

export function signedIn(role: 'user' | 'practitioner' | 'admin' = 'user'): TAuthStatus {
  return {
    authenticated: true,
    user: {
      id: 'user-1',
      email: 'maya@example.com',
      firstName: 'Maya',
      lastName: 'Lopez',
      role,
      isPremium: false,
    },
  };
}

/** The profile of the `signedIn()` user (GET /api/user/profile), with `overrides`. */
export function profileOf(overrides: Partial<TProfile> = {}): TProfile {
  return {
    id: 'user-1',
    firstName: 'Maya',
    lastName: 'Lopez',
    email: 'maya@example.com',
    phoneNumber: null,
    dateOfBirth: null,
    zipCode: '94110',
    medicalConditions: [],
    medications: [],
    allergies: [],
    profileImageUrl: null,
    avatarId: null,
    emailVerified: true,
    pendingEmail: null,
    dataProcessingConsent: true,
    marketingConsent: false,
    analyticsConsent: false,
    ccpaOptOut: false,
    aiRemoteConsent: false,
    ...overrides,
  };
}

/** The whole client at `path`, as the browser starts it without prerendered HTML. */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App queryClient={createQueryClient()} />);
}

export function resetBrowserState(): void {
  cleanup();
  clearToasts();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

export function errorResponse(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  return Response.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });
}
