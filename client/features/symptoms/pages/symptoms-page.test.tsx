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
import type { TSymptom } from '@contract/symptoms';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const LIST = 'GET /api/symptoms/user/user-1?limit=50';

function symptom(overrides: Partial<TSymptom>): TSymptom {
  return {
    id: 's1',
    userId: 'user-1',
    symptomName: 'Headache',
    severity: 5,
    description: null,
    triggers: null,
    timestamp: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

describe('symptom tracking', () => {
  it('shows the empty state when nothing is logged yet', async () => {
    stubApi(signedIn(), { [LIST]: () => Response.json([]) });
    const view = renderApp('/symptoms');
    expect(await view.findByRole('heading', { level: 1, name: 'Symptom Tracking' })).toBeTruthy();
    expect(await view.findByText('No symptoms logged yet')).toBeTruthy();
  });

  it('lists symptoms with time, severity band, description and trigger chips', async () => {
    stubApi(signedIn(), {
      [LIST]: () =>
        Response.json([
          symptom({
            id: 'a',
            symptomName: 'Migraine',
            severity: 8,
            description: 'Left side',
            triggers: ['stress', 'wine'],
          }),
          symptom({ id: 'b', symptomName: 'Fatigue', severity: 2 }),
          symptom({ id: 'c', symptomName: 'Nausea', severity: 5 }),
        ]),
    });
    const view = renderApp('/symptoms');
    const migraine = (await view.findByRole('heading', { level: 3, name: 'Migraine' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(migraine).getByText('Severe')).toBeTruthy();
    expect(within(migraine).getByText('Left side')).toBeTruthy();
    expect(
      within(migraine)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['stress', 'wine']);
    expect(migraine.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T09:30:00.000Z');
    const fatigue = view.getByRole('heading', { level: 3, name: 'Fatigue' }).closest('li') as HTMLElement;
    expect(within(fatigue).getByText('Mild')).toBeTruthy();
    const nausea = view.getByRole('heading', { level: 3, name: 'Nausea' }).closest('li') as HTMLElement;
    expect(within(nausea).getByText('Moderate')).toBeTruthy();
  });

  it('toggles the form, requires a name, then logs the symptom and refreshes the list', async () => {
    let saved: TSymptom[] = [];
    const fetchMock = stubApi(signedIn(), {
      [LIST]: () => Response.json(saved),
      'POST /api/symptoms': (init) => {
        const body = JSON.parse(String(init?.body)) as Omit<TSymptom, 'id' | 'userId' | 'timestamp'>;
        saved = [symptom({ ...body, id: 'new' })];
        return Response.json(saved[0], { status: 201 });
      },
    });
    const view = renderApp('/symptoms');
    await view.findByText('No symptoms logged yet');

    const toggle = view.getByRole('button', { name: 'Log Symptom' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(view.getByRole('button', { name: 'Save Symptom' }));
    expect(await view.findByText('Symptom name is required')).toBeTruthy();

    const severity = view.getByLabelText(/Severity/) as HTMLInputElement;
    expect(severity.value).toBe('5');
    expect(severity.getAttribute('aria-valuetext')).toBe('5, Moderate');
    fireEvent.change(view.getByLabelText('Symptom Name'), { target: { value: 'Back Pain' } });
    fireEvent.change(severity, { target: { value: '7' } });
    expect(severity.getAttribute('aria-valuetext')).toBe('7, Severe');
    fireEvent.change(view.getByLabelText('Description (optional)'), {
      target: { value: 'After lifting boxes' },
    });
    fireEvent.change(view.getByLabelText('Triggers (optional)'), {
      target: { value: 'lifting, long drive ,' },
    });
    fireEvent.click(view.getByRole('button', { name: 'Save Symptom' }));

    expect(await view.findByText('Symptom logged successfully')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/symptoms')).toEqual([
      {
        symptomName: 'Back Pain',
        severity: 7,
        description: 'After lifting boxes',
        triggers: ['lifting', 'long drive'],
        userId: 'user-1',
      },
    ]);
    expect(await view.findByRole('heading', { level: 3, name: 'Back Pain' })).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Save Symptom' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(window.localStorage.getItem('symptomsLogged')).toBe('true');
  });

  it('never sends the symptom to analytics', async () => {
    const fetchMock = stubApi(signedIn(), {
      [LIST]: () => Response.json([]),
      'POST /api/symptoms': () => Response.json(symptom({ symptomName: 'Dizziness' }), { status: 201 }),
    });
    const view = renderApp('/symptoms');
    fireEvent.click(await view.findByRole('button', { name: 'Log Symptom' }));
    fireEvent.change(view.getByLabelText('Symptom Name'), { target: { value: 'Dizziness' } });
    fireEvent.click(view.getByRole('button', { name: 'Save Symptom' }));
    await view.findByText('Symptom logged successfully');

    await waitFor(
      () => {
        const events = (
          sentBodies(fetchMock, 'POST /api/analytics/track') as {
            events: { name: string; properties: unknown }[];
          }[]
        )
          .flatMap((batch) => batch.events)
          .filter((event) => event.name === 'symptom_tracking');
        // One tracker per page load: earlier tests' events may arrive in the same batch.
        expect(events.length).toBeGreaterThan(0);
        for (const event of events) expect(event).toMatchObject({ properties: { action: 'logged' } });
      },
      { timeout: 5000 },
    );
    const analyticsText = JSON.stringify(sentBodies(fetchMock, 'POST /api/analytics/track'));
    expect(analyticsText).not.toContain('Dizziness');
  });

  it("keeps the form open and shows the server's message when saving fails", async () => {
    stubApi(signedIn(), {
      [LIST]: () => Response.json([]),
      'POST /api/symptoms': () =>
        errorResponse(400, 'VALIDATION_FAILED', 'Severity must be between 1 and 10'),
    });
    const view = renderApp('/symptoms');
    fireEvent.click(await view.findByRole('button', { name: 'Log Symptom' }));
    fireEvent.change(view.getByLabelText('Symptom Name'), { target: { value: 'Nausea' } });
    fireEvent.click(view.getByRole('button', { name: 'Save Symptom' }));

    expect(await view.findByText('Error logging symptom')).toBeTruthy();
    expect(view.getByText('Severity must be between 1 and 10')).toBeTruthy();
    expect((view.getByLabelText('Symptom Name') as HTMLInputElement).value).toBe('Nausea');
  });

  it('closes the form on Cancel', async () => {
    stubApi(signedIn(), { [LIST]: () => Response.json([]) });
    const view = renderApp('/symptoms');
    fireEvent.click(await view.findByRole('button', { name: 'Log Symptom' }));
    fireEvent.click(view.getByRole('button', { name: 'Cancel' }));
    expect(view.queryByLabelText('Symptom Name')).toBeNull();
    expect(view.getByRole('button', { name: 'Log Symptom' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('older symptoms', () => {
  it('loads the next page with the cursor from the header and announces how many arrived', async () => {
    const newest = Array.from({ length: 50 }, (_, i) => symptom({ id: `n${i}`, symptomName: `Newer ${i}` }));
    const fetchMock = stubApi(signedIn(), {
      [LIST]: () => Response.json(newest, { headers: { 'X-Next-Cursor': 'cursor-1' } }),
      [`${LIST}&before=cursor-1`]: () =>
        Response.json([
          symptom({ id: 'o1', symptomName: 'Older one' }),
          symptom({ id: 'o2', symptomName: 'Older two' }),
        ]),
    });
    const view = renderApp('/symptoms');
    expect(await view.findByRole('heading', { level: 3, name: 'Newer 49' })).toBeTruthy();
    expect(view.queryByRole('heading', { level: 3, name: 'Older one' })).toBeNull();

    const button = view.getByRole('button', { name: 'Load older' });
    button.focus();
    fireEvent.click(button);
    expect(await view.findByRole('heading', { level: 3, name: 'Older two' })).toBeTruthy();
    await waitFor(() => expect(view.getByText('2 older symptoms loaded.')).toBeTruthy());
    expect(view.getByText('2 older symptoms loaded.').getAttribute('role')).toBe('status');
    // The last page has no cursor: the button is gone and the focus is on the line that says so.
    expect(view.queryByRole('button', { name: 'Load older' })).toBeNull();
    const end = view.getByText('These are all the symptoms you have logged.');
    await waitFor(() => expect(document.activeElement).toBe(end));
    expect(
      fetchMock.mock.calls
        .filter(([url]) => String(url).startsWith('/api/symptoms/user/user-1'))
        .map(([url]) => url),
    ).toEqual(['/api/symptoms/user/user-1?limit=50', '/api/symptoms/user/user-1?limit=50&before=cursor-1']);
  });
});
