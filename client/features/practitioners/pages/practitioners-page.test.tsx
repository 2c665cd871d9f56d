// @vitest-environment jsdom

import {
  errorResponse,
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  sentBodies,
  signedIn,
  stubApi,
} from '@client/test-utils';
import { PRACTITIONER_MESSAGES, type TPractitioner, type TPractitionerPage } from '@contract/practitioners';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatFee, practitionersUrl, resultCountText } from '../hooks';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

function practitioner(overrides: Partial<TPractitioner>): TPractitioner {
  return {
    id: 'p1',
    firstName: 'Daniel',
    lastName: 'Okafor',
    specialty: 'Acupuncturist',
    profileImageUrl: null,
    credentials: ['DAc', 'LAc'],
    rating: '4.8',
    reviewCount: 96,
    distance: 0.4,
    consultationFee: 120,
    bio: 'Acupuncture for chronic pain.',
    conditionsTreated: ['Chronic pain', 'Migraine'],
    availableForVideo: false,
    acceptingNewPatients: true,
    city: 'San Francisco',
    state: 'CA',
    isDemo: true,
    ...overrides,
  };
}

/** One page of the directory's answer; by default the only page. */
function pageOf(
  items: TPractitioner[],
  { total = items.length, offset = 0, limit = 10 }: { total?: number; offset?: number; limit?: number } = {},
): Response {
  const next = offset + items.length;
  const body: TPractitionerPage = { items, total, offset, limit, nextOffset: next < total ? next : null };
  return Response.json(body);
}

const OKAFOR = practitioner({ distance: 0 });
const MARSH = practitioner({
  id: 'p2',
  firstName: 'Elena',
  lastName: 'Marsh',
  specialty: 'Functional Medicine Physician',
  credentials: ['MD', 'IFMCP'],
  rating: '4.9',
  reviewCount: 128,
  distance: 1.1,
  consultationFee: 250,
  availableForVideo: true,
});
const ZHOU = practitioner({
  id: 'p3',
  firstName: 'Lena',
  lastName: 'Zhou',
  distance: 3.8,
  consultationFee: 105,
});

describe('formatting', () => {
  it('writes fees and counts as the page shows them', () => {
    expect(formatFee(150)).toBe('$150 per session');
    expect(formatFee(99.5)).toBe('$99.50 per session');
    expect(resultCountText(10, 49)).toBe('Showing 10 of 49 practitioners');
    expect(resultCountText(49, 49)).toBe('49 practitioners found');
    expect(resultCountText(1, 1)).toBe('1 practitioner found');
    expect(resultCountText(0, 0)).toBe('0 practitioners found');
  });
  it('asks for the next page by the number of cards shown', () => {
    const none = { specialty: null, distance: null, text: '' };
    expect(practitionersUrl(none)).toBe('/api/practitioners');
    expect(practitionersUrl(none, 10)).toBe('/api/practitioners?offset=10');
    expect(practitionersUrl({ specialty: 'Acupuncturist', distance: 5, text: ' back pain ' }, 20)).toBe(
      '/api/practitioners/Acupuncturist/5?q=back+pain&offset=20',
    );
  });
});

describe('Find Practitioners', () => {
  it('lists cards with credentials, rating out of 5, distance, fee, video and the demo marker', async () => {
    stubApi(signedIn(), { 'GET /api/practitioners': () => pageOf([OKAFOR, MARSH]) });
    const view = renderApp('/practitioners');
    expect(await view.findByRole('heading', { level: 1, name: 'Find Practitioners' })).toBeTruthy();
    expect(await view.findByText('2 practitioners found')).toBeTruthy();
    const card = view.getByRole('article', { name: 'Elena Marsh' });
    const text = card.textContent ?? '';
    expect(text).toContain('MD, IFMCP');
    expect(text).toContain('Functional Medicine Physician');
    expect(text).toContain('4.9 out of 5');
    expect(text).toContain('(128 reviews)');
    expect(text).toContain('1.1 miles away');
    expect(text).toContain('$250 per session');
    expect(text).toContain('Video visits available');
    expect(text).toContain('Treats: Chronic pain, Migraine');
    expect(text).toContain('Demo listing');
    expect(view.getByRole('article', { name: 'Daniel Okafor' }).textContent).toContain(
      'Under 0.1 miles away',
    );
    expect(within(card).getByText('EM')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('completedSteps') ?? '[]')).toContain(
      'practitioners_viewed',
    );
  });

  it("says 'Not accepting new patients' on a card whose practice is not, and keeps the rest of the card", async () => {
    const closed = practitioner({
      id: 'p4',
      firstName: 'Ruth',
      lastName: 'Adeyemi',
      acceptingNewPatients: false,
    });
    stubApi(signedIn(), { 'GET /api/practitioners': () => pageOf([OKAFOR, closed]) });
    const view = renderApp('/practitioners');
    const card = await view.findByRole('article', { name: 'Ruth Adeyemi' });
    expect(card.textContent).toContain('Not accepting new patients');
    expect(card.textContent).toContain('$120 per session');
    expect(card.textContent).toContain('In-person visits only');
    expect(view.getByRole('article', { name: 'Daniel Okafor' }).textContent).not.toContain(
      'Not accepting new patients',
    );
  });

  it('asks the server for the chosen specialty and distance, shows chips, and removes one', async () => {
    const fetchMock = stubApi(signedIn(), {
      'GET /api/practitioners': () => pageOf([OKAFOR, MARSH, ZHOU]),
      'GET /api/practitioners/Acupuncturist': () => pageOf([OKAFOR, ZHOU]),
      'GET /api/practitioners/Acupuncturist/5': () => pageOf([OKAFOR, ZHOU]),
      'GET /api/practitioners/all/5': () => pageOf([OKAFOR, MARSH, ZHOU]),
    });
    const view = renderApp('/practitioners');
    await view.findByText('3 practitioners found');

    fireEvent.change(view.getByLabelText('Specialty'), { target: { value: 'Acupuncturist' } });
    await view.findByText('2 practitioners found');
    fireEvent.change(view.getByLabelText('Distance'), { target: { value: '5' } });
    const chips = await view.findByRole('list', { name: 'Active filters' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['Remove filter: Acupuncturist', 'Remove filter: Within 5 miles']),
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/practitioners/Acupuncturist/5'),
    );

    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter: Acupuncturist' }));
    await view.findByText('3 practitioners found');
    expect((view.getByLabelText('Specialty') as HTMLSelectElement).value).toBe('');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/practitioners/all/5');
  });

  it('starts with the specialty of a ?specialty= link, and ignores an unknown one', async () => {
    const fetchMock = stubApi(signedIn(), {
      'GET /api/practitioners': () => pageOf([OKAFOR, MARSH, ZHOU]),
      'GET /api/practitioners/Acupuncturist': () => pageOf([OKAFOR, ZHOU]),
    });
    const view = renderApp('/practitioners?specialty=Acupuncturist');
    await view.findByText('2 practitioners found');
    expect((view.getByLabelText('Specialty') as HTMLSelectElement).value).toBe('Acupuncturist');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/practitioners/Acupuncturist');
    view.unmount();

    const other = renderApp('/practitioners?specialty=Wizard');
    await other.findByText('3 practitioners found');
    expect((other.getByLabelText('Specialty') as HTMLSelectElement).value).toBe('');
  });

  it('shows what the server finds for a search, and clears the search from the empty state', async () => {
    stubApi(signedIn(), {
      'GET /api/practitioners': () => pageOf([OKAFOR, MARSH, ZHOU]),
      // Found by a condition treated: neither the name nor the specialty says 'migraine'.
      'GET /api/practitioners?q=migraine': () => pageOf([OKAFOR]),
      'GET /api/practitioners?q=dentist': () => pageOf([]),
      'GET /api/practitioners/Acupuncturist': () => pageOf([OKAFOR, ZHOU]),
      'GET /api/practitioners/Acupuncturist?q=dentist': () => pageOf([]),
    });
    const view = renderApp('/practitioners');
    await view.findByText('3 practitioners found');
    const search = view.getByRole('searchbox', { name: 'Search by name, specialty or condition' });
    fireEvent.change(search, { target: { value: 'migraine' } });
    expect(await view.findByText('1 practitioner found')).toBeTruthy();
    expect(view.getByRole('article', { name: 'Daniel Okafor' })).toBeTruthy();

    fireEvent.change(search, { target: { value: 'dentist' } });
    expect(await view.findByText('No practitioners match “dentist”')).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Clear search' }));
    expect(await view.findByText('3 practitioners found')).toBeTruthy();
    expect((view.getByRole('searchbox') as HTMLInputElement).value).toBe('');

    // With a specialty too, the empty state can clear the search or everything.
    fireEvent.change(view.getByLabelText('Specialty'), { target: { value: 'Acupuncturist' } });
    fireEvent.change(search, { target: { value: 'dentist' } });
    expect(await view.findByText('No practitioners match “dentist”')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Clear all filters' }));
    expect(await view.findByText('3 practitioners found')).toBeTruthy();
    expect((view.getByLabelText('Specialty') as HTMLSelectElement).value).toBe('');
  });

  it("checks the search with the contract's rule and keeps the last valid search", async () => {
    const fetchMock = stubApi(signedIn(), {
      'GET /api/practitioners': () => pageOf([OKAFOR, MARSH, ZHOU]),
    });
    const view = renderApp('/practitioners');
    await view.findByText('3 practitioners found');
    const search = view.getByRole('searchbox', { name: 'Search by name, specialty or condition' });
    // Pasted text can pass the box's maxLength in some browsers; the form still says why it is not sent.
    fireEvent.change(search, { target: { value: 'x'.repeat(101) } });
    expect((await view.findByRole('alert')).textContent).toBe(PRACTITIONER_MESSAGES.searchTooLong);
    expect(search.getAttribute('aria-invalid')).toBe('true');
    expect(search.getAttribute('aria-describedby')).toBe('practitioner-search-error');
    expect(view.getByText('3 practitioners found')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('q='))).toEqual([]);

    fireEvent.change(search, { target: { value: 'migraine' } });
    await waitFor(() => expect(view.queryByRole('alert')).toBeNull());
    expect(search.getAttribute('aria-invalid')).toBe('false');
  });

  it("'Show more' adds the next page, says how many of how many, and moves the focus to the first new card", async () => {
    const twelve = Array.from({ length: 12 }, (_, i) =>
      practitioner({ id: `p${i + 1}`, firstName: `Person${i + 1}`, lastName: 'Test', distance: i }),
    );
    const fetchMock = stubApi(signedIn(), {
      'GET /api/practitioners': () => pageOf(twelve.slice(0, 10), { total: 12 }),
      'GET /api/practitioners?offset=10': () => pageOf(twelve.slice(10), { total: 12, offset: 10 }),
    });
    const view = renderApp('/practitioners');
    const count = await view.findByText('Showing 10 of 12 practitioners');
    expect(count.getAttribute('role')).toBe('status');
    const results = view.getByRole('region', { name: 'Results' });
    expect(within(results).getAllByRole('article')).toHaveLength(10);
    const more = view.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-describedby')).toBe(count.id);

    fireEvent.click(more);
    expect(await view.findByText('12 practitioners found')).toBeTruthy();
    expect(within(results).getAllByRole('article')).toHaveLength(12);
    expect(view.queryByRole('button', { name: 'Show more' })).toBeNull();
    // The focus is on the first new card itself, not left on the page.
    const firstNew = view.getByRole('article', { name: 'Person11 Test' }).closest('li');
    expect(firstNew).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(firstNew));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/practitioners?offset=10');
  });

  it("keeps the cards and offers to try again when 'Show more' fails", async () => {
    const twelve = Array.from({ length: 12 }, (_, i) =>
      practitioner({ id: `p${i + 1}`, firstName: `Person${i + 1}`, lastName: 'Test', distance: i }),
    );
    let fail = true;
    stubApi(signedIn(), {
      'GET /api/practitioners': () => pageOf(twelve.slice(0, 10), { total: 12 }),
      'GET /api/practitioners?offset=10': () =>
        fail
          ? errorResponse(500, 'INTERNAL', 'Something went wrong on our side. Please try again.')
          : pageOf(twelve.slice(10), { total: 12, offset: 10 }),
    });
    const view = renderApp('/practitioners');
    await view.findByText('Showing 10 of 12 practitioners');
    fireEvent.click(view.getByRole('button', { name: 'Show more' }));
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain('More practitioners could not be loaded.');
    expect(view.getAllByRole('article')).toHaveLength(10);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await view.findByText('12 practitioners found')).toBeTruthy();
    expect(view.getAllByRole('article')).toHaveLength(12);
  });

  it('explains an unknown ZIP code when a distance is chosen, and offers any distance', async () => {
    stubApi(signedIn(), {
      'GET /api/practitioners': () => pageOf([OKAFOR]),
      'GET /api/practitioners/all/10': () =>
        errorResponse(400, 'VALIDATION_FAILED', PRACTITIONER_MESSAGES.unknownZip, {
          distance: PRACTITIONER_MESSAGES.unknownZip,
        }),
    });
    const view = renderApp('/practitioners');
    await view.findByText('1 practitioner found');
    fireEvent.change(view.getByLabelText('Distance'), { target: { value: '10' } });
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain(PRACTITIONER_MESSAGES.unknownZip);
    expect(within(alert).getByRole('link', { name: 'Update Profile' }).getAttribute('href')).toBe('/profile');
    fireEvent.click(within(alert).getByRole('button', { name: 'Show Any Distance' }));
    expect(await view.findByText('1 practitioner found')).toBeTruthy();
  });

  it('sends a practitioner-type request from the dialog, after checking the specialty', async () => {
    const fetchMock = stubApi(signedIn(), {
      'GET /api/practitioners': () => pageOf([OKAFOR]),
      'POST /api/practitioner-requests': () =>
        Response.json(
          {
            id: 'r1',
            specialty: 'Physical Therapist',
            note: 'Evenings',
            createdAt: '2026-11-21T10:00:00.000Z',
          },
          { status: 201 },
        ),
    });
    const view = renderApp('/practitioners');
    await view.findByText('1 practitioner found');
    fireEvent.click(view.getByRole('button', { name: 'Request Practitioner Type' }));
    const dialog = await view.findByRole('dialog', { name: 'Request Practitioner Type' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText(PRACTITIONER_MESSAGES.requestSpecialtyRequired)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Specialty'), { target: { value: 'Other' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText(PRACTITIONER_MESSAGES.requestSpecialtyRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Other specialty'), {
      target: { value: ' Physical Therapist ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'Evenings' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await view.findByText(PRACTITIONER_MESSAGES.requestSent)).toBeTruthy();
    expect(view.getByText(PRACTITIONER_MESSAGES.requestSentDescription)).toBeTruthy();
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'POST /api/practitioner-requests')).toEqual([
      { specialty: 'Physical Therapist', note: 'Evenings' },
    ]);
  });

  it('shows a destructive toast with the server message when the request fails', async () => {
    stubApi(signedIn(), {
      'GET /api/practitioners': () => pageOf([OKAFOR]),
      'POST /api/practitioner-requests': () =>
        errorResponse(429, 'RATE_LIMITED', PRACTITIONER_MESSAGES.requestRateLimited),
    });
    const view = renderApp('/practitioners');
    await view.findByText('1 practitioner found');
    fireEvent.click(view.getByRole('button', { name: 'Request Practitioner Type' }));
    const dialog = await view.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Specialty'), { target: { value: 'Chiropractor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await view.findByText(PRACTITIONER_MESSAGES.requestFailed)).toBeTruthy();
    expect(view.getByText(PRACTITIONER_MESSAGES.requestRateLimited)).toBeTruthy();
    expect(view.getByRole('dialog')).toBeTruthy();
  });
});
