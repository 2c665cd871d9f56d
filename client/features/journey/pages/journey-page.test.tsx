// @vitest-environment jsdom

import { browserTimeZone } from '@client/lib/dates';
import { readCompletedSteps } from '@client/lib/storage';
import { prepareDomEnvironment, renderApp, resetBrowserState, signedIn, stubApi } from '@client/test-utils';
import { journeyUrl, todayIn } from '@common/journey';
import { JOURNEY_MESSAGES, type TJourneyEntry, type TJourneyType } from '@contract/journey';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const tz = browserTimeZone();
const today = todayIn(tz);
const url = (types?: TJourneyType[], before?: string) =>
  `GET ${journeyUrl({ before, limit: 30, types, tz })}`;

function entry(id: string, overrides: Partial<TJourneyEntry> = {}): TJourneyEntry {
  return {
    id: `symptom:${id}`,
    type: 'symptom',
    sourceId: id,
    at: `${today}T09:30:00.000Z`,
    day: today,
    title: 'Headache',
    summary: 'Severity 6',
    openable: true,
    ...overrides,
  };
}

describe('the wellness journey', () => {
  it('shows a new person what the journey will hold and a link to their first check-in, and ticks the checklist step', async () => {
    stubApi(signedIn(), { [url()]: () => Response.json({ entries: [], nextCursor: null }) });
    const view = renderApp('/wellness-journey');
    expect(await view.findByRole('heading', { level: 1, name: 'Your Wellness Journey' })).toBeTruthy();
    expect(await view.findByText(JOURNEY_MESSAGES.emptyTitle)).toBeTruthy();
    const link = view.getByRole('link', { name: JOURNEY_MESSAGES.emptyAction });
    expect(link.getAttribute('href')).toBe('/#daily-check-in');
    expect(readCompletedSteps()).toContain('journey_started');
  });

  it('groups entries under their local day, keeps free text out until an entry is opened', async () => {
    stubApi(signedIn(), {
      [url()]: () =>
        Response.json({
          entries: [
            entry('a'),
            entry('b', {
              id: 'check_in:b',
              type: 'check_in',
              title: 'Daily check-in',
              summary: 'Mood 7/10 · Energy 6/10 · Sleep 7.5 h',
            }),
            entry('c', {
              id: 'water:2026-01-05',
              type: 'water',
              sourceId: '2026-01-05',
              day: '2026-01-05',
              at: '2026-01-05T18:00:00.000Z',
              title: 'Water',
              summary: '1,750 ml · 7 drinks',
              openable: false,
            }),
          ],
          nextCursor: null,
        }),
      'GET /api/journey/entries/symptom/a': () =>
        Response.json({ type: 'symptom', sourceId: 'a', text: 'behind the left eye', triggers: ['screens'] }),
    });
    const view = renderApp('/wellness-journey');
    const todayGroup = (await view.findByRole('heading', { level: 2, name: 'Today' })).closest(
      'li',
    ) as HTMLElement;
    expect(
      within(todayGroup)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Headache', 'Daily check-in']);
    const older = (await view.findByRole('heading', { level: 2, name: 'Mon, 5 Jan 2026' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(older).getByText('Water · 1,750 ml · 7 drinks')).toBeTruthy();
    expect(within(older).queryByRole('button', { name: 'Show notes' })).toBeNull();
    expect(view.queryByText('behind the left eye')).toBeNull();

    const open = within(todayGroup).getAllByRole('button', { name: 'Show notes' })[0] as HTMLElement;
    fireEvent.click(open);
    expect(await view.findByText('behind the left eye')).toBeTruthy();
    expect(view.getByText('Triggers: screens')).toBeTruthy();
    expect(open.getAttribute('aria-expanded')).toBe('true');
  });

  it('asks only for the kinds left ticked', async () => {
    const fetchMock = stubApi(signedIn(), {
      [url()]: () => Response.json({ entries: [entry('a')], nextCursor: null }),
      [url(['check_in', 'meal', 'water', 'fast', 'exercise', 'achievement', 'milestone'])]: () =>
        Response.json({ entries: [], nextCursor: null }),
    });
    const view = renderApp('/wellness-journey');
    expect(await view.findByRole('heading', { level: 3, name: 'Headache' })).toBeTruthy();
    fireEvent.click(view.getByRole('checkbox', { name: 'Symptoms' }));
    expect(await view.findByText(JOURNEY_MESSAGES.emptyFiltered)).toBeTruthy();
    expect(fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/journey'))).toEqual([
      journeyUrl({ limit: 30, tz }),
      journeyUrl({
        limit: 30,
        tz,
        types: ['check_in', 'meal', 'water', 'fast', 'exercise', 'achievement', 'milestone'],
      }),
    ]);
  });

  it('loads older entries when the end of the list scrolls into view, and announces how many', async () => {
    // A stand-in IntersectionObserver that the test makes 'see' the sentinel.
    const observed: { callback: IntersectionObserverCallback; element: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          observed.push({ callback: this.callback, element });
        }
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    stubApi(signedIn(), {
      [url()]: () => Response.json({ entries: [entry('a')], nextCursor: 'page-2' }),
      [url(undefined, 'page-2')]: () =>
        Response.json({
          entries: [entry('b', { title: 'Fatigue' }), entry('c', { title: 'Nausea' })],
          nextCursor: null,
        }),
    });
    const view = renderApp('/wellness-journey');
    expect(await view.findByRole('heading', { level: 3, name: 'Headache' })).toBeTruthy();
    expect(view.getByRole('button', { name: JOURNEY_MESSAGES.loadOlder })).toBeTruthy();
    await waitFor(() => expect(observed.length).toBeGreaterThan(0));
    const last = observed[observed.length - 1];
    last?.callback(
      [{ isIntersecting: true, target: last.element } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    expect(await view.findByRole('heading', { level: 3, name: 'Nausea' })).toBeTruthy();
    await waitFor(() => expect(view.getByText('2 older entries loaded.')).toBeTruthy());
    expect(view.queryByRole('button', { name: JOURNEY_MESSAGES.loadOlder })).toBeNull();
    expect(view.getByText(JOURNEY_MESSAGES.allLoaded)).toBeTruthy();
  });

  it('says so when the journey cannot be loaded, with a retry', async () => {
    stubApi(signedIn(), {
      [url()]: () => Response.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }),
    });
    const view = renderApp('/wellness-journey');
    expect(await view.findByText(JOURNEY_MESSAGES.loadError)).toBeTruthy();
    expect(view.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
