import { stripHealthData } from '@common/analytics-privacy';
import type { ANALYTICS_EVENTS } from '@contract/analytics';
import { readFlag, STORAGE_KEYS } from './storage';

/**
 * The analytics tracker (docs/product/analytics.md#what-is-tracked). Events are queued and sent in the batch form of
 * POST /api/analytics/track every ≤ 3 s or at 20 events, and with sendBeacon when the page is hidden.
 * Failures are only logged. Properties pass through stripHealthData when an event is queued, so no
 * health or identity data leaves the browser. common/analytics-privacy.ts imports nothing, so importing
 * it here keeps zod out of the landing page's initial JavaScript; contract/analytics.ts is imported for
 * its types only.
 */

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];
export type EventKind = 'event' | 'feature' | 'conversion';
export type EventProperties = Record<string, unknown>;

type QueuedEvent = {
  kind: EventKind;
  name: string;
  /** Already stripped of health and identity data. */
  properties: ReturnType<typeof stripHealthData>;
  at: string;
};

export type TrackerOptions = {
  endpoint?: string;
  flushIntervalMs?: number;
  batchSize?: number;
  fetch?: typeof fetch;
  sendBeacon?: (url: string, data: Blob) => boolean;
  getClientSessionId?: () => string | undefined;
  log?: (message: string, error?: unknown) => void;
};

export const ANALYTICS_ENDPOINT = '/api/analytics/track';
export const FLUSH_INTERVAL_MS = 3000;
export const BATCH_SIZE = 20;
/** The server's batch limit (ANALYTICS_LIMITS.batchMax). */
const MAX_EVENTS_PER_REQUEST = 50;
const SESSION_KEY = 'analyticsSessionId';

export type Tracker = ReturnType<typeof createTracker>;

export function createTracker(options: TrackerOptions = {}) {
  const endpoint = options.endpoint ?? ANALYTICS_ENDPOINT;
  const flushIntervalMs = options.flushIntervalMs ?? FLUSH_INTERVAL_MS;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const log = options.log ?? ((message: string, error?: unknown) => console.warn(message, error ?? ''));
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const sendBeacon =
    options.sendBeacon ??
    ((url: string, data: Blob) =>
      typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
        ? navigator.sendBeacon(url, data)
        : false);
  const getClientSessionId = options.getClientSessionId ?? defaultClientSessionId;

  let queue: QueuedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function payload(events: QueuedEvent[]) {
    return { events, clientSessionId: getClientSessionId() };
  }

  function clearTimer() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function enqueue(kind: EventKind, name: string, properties?: EventProperties) {
    queue.push({ kind, name, properties: stripHealthData(properties), at: new Date().toISOString() });
    if (queue.length >= batchSize) {
      void flush();
    } else if (timer === undefined) {
      timer = setTimeout(() => void flush(), flushIntervalMs);
    }
  }

  /** Sends everything queued. Never rejects. */
  async function flush(): Promise<void> {
    clearTimer();
    if (queue.length === 0) return;
    const events = queue;
    queue = [];
    try {
      for (let start = 0; start < events.length; start += MAX_EVENTS_PER_REQUEST) {
        const body = JSON.stringify(payload(events.slice(start, start + MAX_EVENTS_PER_REQUEST)));
        const res = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          credentials: 'include',
          keepalive: true,
        });
        if (!res.ok) log(`Analytics: the server answered ${res.status}`);
      }
    } catch (error) {
      log('Analytics: sending events failed', error);
    }
  }

  /** For page hide: sendBeacon survives the page going away; fetch keepalive is the fallback. */
  function flushWithBeacon(): void {
    clearTimer();
    if (queue.length === 0) return;
    const events = queue;
    queue = [];
    try {
      for (let start = 0; start < events.length; start += MAX_EVENTS_PER_REQUEST) {
        const body = JSON.stringify(payload(events.slice(start, start + MAX_EVENTS_PER_REQUEST)));
        const isQueued = sendBeacon(endpoint, new Blob([body], { type: 'application/json' }));
        if (!isQueued) {
          void doFetch(endpoint, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body,
            credentials: 'include',
            keepalive: true,
          }).catch((error: unknown) => log('Analytics: sending events failed', error));
        }
      }
    } catch (error) {
      log('Analytics: sending events failed', error);
    }
  }

  /** Sends the queue when the page is hidden or unloaded. Returns a function that removes the listeners. */
  function listen(target: Window): () => void {
    const onVisibilityChange = () => {
      if (target.document.visibilityState === 'hidden') flushWithBeacon();
    };
    const onPageHide = () => flushWithBeacon();
    target.document.addEventListener('visibilitychange', onVisibilityChange);
    target.addEventListener('pagehide', onPageHide);
    return () => {
      target.document.removeEventListener('visibilitychange', onVisibilityChange);
      target.removeEventListener('pagehide', onPageHide);
    };
  }

  return {
    track: (name: string, properties?: EventProperties) => enqueue('event', name, properties),
    trackFeature: (feature: string, properties?: EventProperties) => enqueue('feature', feature, properties),
    trackConversion: (step: string, properties?: EventProperties) => enqueue('conversion', step, properties),
    flush,
    flushWithBeacon,
    listen,
    pendingCount: () => queue.length,
  };
}

function defaultClientSessionId(): string | undefined {
  try {
    let id = window.sessionStorage.getItem(SESSION_KEY);
    if (!id) {
      id =
        typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
          ? crypto.randomUUID()
          : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
      window.sessionStorage.setItem(SESSION_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

let defaultTracker: Tracker | undefined;

// Created on first use so that importing this module during the server render touches no browser API.
function tracker(): Tracker | undefined {
  if (typeof window === 'undefined') return undefined;
  defaultTracker ??= createTracker();
  return defaultTracker;
}

export function track(name: AnalyticsEvent, properties?: EventProperties): void {
  tracker()?.track(name, properties);
}

export function trackFeature(feature: string, properties?: EventProperties): void {
  tracker()?.trackFeature(feature, properties);
}

export function trackConversion(step: string, properties?: EventProperties): void {
  tracker()?.trackConversion(step, properties);
}

let lastPageView: string | undefined;

/**
 * A page_view for `path`, unless it is the page last counted: the landing page counts itself before
 * the app starts (main.tsx), and the app's first render of that same page must not count it again.
 */
export function trackPageView(path: string): void {
  if (path === lastPageView) return;
  lastPageView = path;
  track('page_view', { path });
}

let isStarted = false;

/** On launch (docs/product/analytics.md#what-is-tracked): app_launched, then returning_user_session or new_user_session. */
export function startAnalytics(): void {
  const instance = tracker();
  if (!instance || isStarted) return;
  isStarted = true;
  instance.listen(window);
  instance.track('app_launched');
  instance.track(readFlag(STORAGE_KEYS.hasSeenOnboarding) ? 'returning_user_session' : 'new_user_session');
}
