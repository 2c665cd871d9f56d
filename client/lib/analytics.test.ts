// @vitest-environment jsdom
import { ZTrackBatchRequest } from '@contract/analytics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTracker, type TrackerOptions } from './analytics';

type SentBatch = {
  events: { kind: string; name: string; properties: Record<string, unknown>; at: string }[];
  clientSessionId?: string;
};

function makeTracker(overrides: TrackerOptions = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 202 }));
  const sendBeacon = vi.fn<(url: string, data: Blob) => boolean>(() => true);
  const log = vi.fn();
  const tracker = createTracker({
    fetch,
    sendBeacon,
    log,
    getClientSessionId: () => 'session-1',
    ...overrides,
  });
  return { tracker, fetch, sendBeacon, log };
}

function fetchedBatch(fetch: ReturnType<typeof vi.fn>, call = 0): SentBatch {
  const init = fetch.mock.calls[call]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body)) as SentBatch;
}

const HEALTH_PROPERTIES = {
  action: 'logged',
  symptomName: 'Migraine',
  severity: 8,
  description: 'Throbbing pain behind the eyes',
  triggers: ['red wine'],
  email: 'pat@example.com',
  mood: 'low',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('analytics tracker', () => {
  it('strips health and identity properties before anything is sent', async () => {
    const { tracker, fetch } = makeTracker();
    tracker.track('symptom_tracking', HEALTH_PROPERTIES);
    await tracker.flush();

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/analytics/track');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    const body = String(init?.body);
    expect(body).not.toMatch(/Migraine|Throbbing|red wine|pat@example\.com|"severity"|"mood"/);
    expect(fetchedBatch(fetch).events[0]?.properties).toEqual({ action: 'logged' });
  });

  it("strips when the event is queued: later changes to the caller's object are not sent", async () => {
    const { tracker, fetch } = makeTracker();
    const properties: Record<string, unknown> = { path: '/symptoms' };
    tracker.track('page_view', properties);
    properties.notes = 'added after tracking';
    properties.path = '/changed';
    await tracker.flush();
    expect(fetchedBatch(fetch).events[0]?.properties).toEqual({ path: '/symptoms' });
  });

  it('strips health properties from a beacon sent straight after the tracker is created', async () => {
    const { tracker, sendBeacon } = makeTracker();
    tracker.track('symptom_tracking', HEALTH_PROPERTIES);
    tracker.flushWithBeacon();

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [, blob] = sendBeacon.mock.calls[0] ?? [];
    const text = await (blob as Blob).text();
    expect(text).not.toMatch(/Migraine|Throbbing|red wine|pat@example\.com|"severity"|"mood"/);
    const batch = JSON.parse(text) as SentBatch;
    expect(batch.events[0]?.properties).toEqual({ action: 'logged' });
    expect(ZTrackBatchRequest.safeParse(batch).success).toBe(true);
  });

  it('strips health properties from the keepalive fetch when the beacon is refused', () => {
    const { tracker, fetch, sendBeacon } = makeTracker();
    sendBeacon.mockReturnValue(false);
    tracker.track('symptom_tracking', HEALTH_PROPERTIES);
    tracker.flushWithBeacon();
    expect(fetchedBatch(fetch).events[0]?.properties).toEqual({ action: 'logged' });
  });

  it('sends the batch form the server accepts, with the session id', async () => {
    const { tracker, fetch } = makeTracker();
    tracker.track('page_view', { path: '/' });
    tracker.trackFeature('symptom_tracking', { source: 'home' });
    tracker.trackConversion('premium_upgrade', { plan: 'monthly' });
    await tracker.flush();

    const batch = fetchedBatch(fetch);
    expect(ZTrackBatchRequest.safeParse(batch).success).toBe(true);
    expect(batch.clientSessionId).toBe('session-1');
    expect(batch.events.map((event) => [event.kind, event.name])).toEqual([
      ['event', 'page_view'],
      ['feature', 'symptom_tracking'],
      ['conversion', 'premium_upgrade'],
    ]);
    const init = fetch.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('flushes as soon as 20 events are queued, in one request', async () => {
    vi.useFakeTimers();
    const { tracker, fetch } = makeTracker();
    for (let i = 0; i < 19; i++) tracker.track('button_click', { index: i });
    expect(fetch).not.toHaveBeenCalled();

    tracker.track('button_click', { index: 19 });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetchedBatch(fetch).events).toHaveLength(20);
    expect(tracker.pendingCount()).toBe(0);

    // The timer of the first event was cleared by the size flush: nothing more is sent later.
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('flushes queued events after 3 seconds, all in one request', async () => {
    vi.useFakeTimers();
    const { tracker, fetch } = makeTracker();
    tracker.track('page_view', { path: '/' });
    await vi.advanceTimersByTimeAsync(1000);
    tracker.track('button_click', { id: 'cta' });

    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetchedBatch(fetch).events.map((event) => event.name)).toEqual(['page_view', 'button_click']);
  });

  it('uses sendBeacon with a JSON blob on pagehide', async () => {
    const { tracker, fetch, sendBeacon } = makeTracker();
    const stop = tracker.listen(window);
    tracker.track('page_view', { path: '/privacy', notes: 'private' });

    window.dispatchEvent(new Event('pagehide'));

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/analytics/track');
    expect(blob?.type).toBe('application/json');
    const batch = JSON.parse(await (blob as Blob).text()) as SentBatch;
    expect(batch.events[0]?.name).toBe('page_view');
    expect(batch.events[0]?.properties).toEqual({ path: '/privacy' });
    expect(fetch).not.toHaveBeenCalled();
    expect(tracker.pendingCount()).toBe(0);
    stop();
  });

  it('uses sendBeacon when the page becomes hidden', async () => {
    const { tracker, sendBeacon } = makeTracker();
    const stop = tracker.listen(window);
    tracker.track('page_view', { path: '/' });

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    stop();
  });

  it('falls back to a keepalive fetch when the beacon is refused', async () => {
    const { tracker, fetch, sendBeacon } = makeTracker();
    sendBeacon.mockReturnValue(false);
    tracker.track('page_view', { path: '/' });
    tracker.flushWithBeacon();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[1]?.keepalive).toBe(true);
  });

  it('splits a large queue into requests of at most 50 events', async () => {
    const { tracker, fetch } = makeTracker({ batchSize: 1000 });
    for (let i = 0; i < 120; i++) tracker.track('button_click', { index: i });
    await tracker.flush();

    expect(fetch).toHaveBeenCalledTimes(3);
    const batches = [0, 1, 2].map((call) => fetchedBatch(fetch, call));
    expect(batches.map((batch) => batch.events.length)).toEqual([50, 50, 20]);
    expect(batches.flatMap((batch) => batch.events.map((event) => event.properties.index))).toEqual(
      Array.from({ length: 120 }, (_, i) => i),
    );
    for (const batch of batches) expect(ZTrackBatchRequest.safeParse(batch).success).toBe(true);
  });

  it('keeps one client session id per tab in sessionStorage', async () => {
    window.sessionStorage.clear();
    const { tracker, fetch } = makeTracker({ getClientSessionId: undefined });
    tracker.track('page_view', { path: '/' });
    await tracker.flush();
    tracker.track('page_view', { path: '/terms' });
    await tracker.flush();

    const id = window.sessionStorage.getItem('analyticsSessionId');
    expect(id).toBeTruthy();
    expect(fetchedBatch(fetch, 0).clientSessionId).toBe(id);
    expect(fetchedBatch(fetch, 1).clientSessionId).toBe(id);
  });

  it('only logs failures: a rejected request, an error status or a throwing beacon', async () => {
    const { tracker, fetch, sendBeacon, log } = makeTracker();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    tracker.track('page_view', { path: '/' });
    await expect(tracker.flush()).resolves.toBeUndefined();

    fetch.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    tracker.track('page_view', { path: '/' });
    await expect(tracker.flush()).resolves.toBeUndefined();

    sendBeacon.mockImplementation(() => {
      throw new Error('beacon blew up');
    });
    tracker.track('page_view', { path: '/' });
    expect(() => tracker.flushWithBeacon()).not.toThrow();

    expect(log).toHaveBeenCalledTimes(3);

    // The tracker keeps working afterwards.
    tracker.track('page_view', { path: '/terms' });
    await tracker.flush();
    expect(fetchedBatch(fetch, fetch.mock.calls.length - 1).events[0]?.properties).toEqual({
      path: '/terms',
    });
  });
});
