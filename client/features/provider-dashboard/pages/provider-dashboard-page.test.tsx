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
import {
  PRACTICE_MESSAGES,
  type TIncomingConsultationRequest,
  type TProviderDashboard,
} from '@contract/practice';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const DASHBOARD = 'GET /api/provider/dashboard';
const REQUESTS = 'GET /api/provider/consultation-requests';

const dashboard = (overrides: Partial<TProviderDashboard> = {}): TProviderDashboard => ({
  practitionerId: 'p-1',
  firstName: 'Priya',
  status: 'approved',
  isLive: true,
  rejectionReason: null,
  planType: 'professional',
  billingCycle: 'yearly',
  planName: 'Practice Professional (yearly)',
  trialEndsAt: '2026-12-08T10:00:00.000Z',
  trialDaysLeft: 5,
  planPaid: false,
  profileViews30d: 12,
  requests30d: 3,
  pendingRequests: 1,
  acceptingNewPatients: true,
  availableForVideo: true,
  ...overrides,
});

const request = (overrides: Partial<TIncomingConsultationRequest> = {}): TIncomingConsultationRequest => ({
  id: '00000000-0000-4000-8000-000000000001',
  patientName: 'Maya L.',
  mode: 'video',
  status: 'pending',
  priority: true,
  reason: 'Migraines three times a week since spring.',
  preferredTimes: 'Tuesday afternoons',
  proposedTime: null,
  practitionerNote: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  respondedAt: null,
  shared: { symptoms: null, checkIns: null, insights: null },
  ...overrides,
});

describe('provider dashboard', () => {
  it('shows a live practice: status, plan, trial, numbers and a pending request', async () => {
    stubApi(signedIn('practitioner'), {
      [DASHBOARD]: () => Response.json(dashboard()),
      [REQUESTS]: () => Response.json([request()]),
    });
    const view = renderApp('/provider-dashboard');
    await view.findByText('Welcome back, Priya.');
    expect(view.getByText('Live in the directory')).toBeTruthy();
    expect(view.getByRole('link', { name: 'View public profile' }).getAttribute('href')).toBe(
      '/practitioner-profile/p-1',
    );
    expect(view.getByText('Professional plan')).toBeTruthy();
    expect(view.getByText('Yearly · $950.00/year')).toBeTruthy();
    expect(view.getByText('5 days left in your free trial')).toBeTruthy();
    expect(view.queryByRole('link', { name: 'Choose how to pay' })).toBeNull();
    const item = await view.findByRole('listitem', { name: 'Maya L.' });
    expect(within(item).getByText('Priority')).toBeTruthy();
    expect(within(item).getByText('Nothing shared')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Practice settings' }).getAttribute('href')).toBe(
      '/practitioner-settings',
    );
    expect(view.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe(
      '/practitioner-profile',
    );
  });

  it('asks a rejected practice with an ended, unpaid trial to resubmit and to choose how to pay', async () => {
    stubApi(signedIn('practitioner'), {
      [DASHBOARD]: () =>
        Response.json(
          dashboard({
            status: 'rejected',
            isLive: false,
            rejectionReason: 'The licence number is not on the state register.',
            trialDaysLeft: 0,
          }),
        ),
      [REQUESTS]: () => Response.json([]),
    });
    const view = renderApp('/provider-dashboard');
    await view.findByText('The licence number is not on the state register.');
    expect(view.getByRole('link', { name: 'Edit and resubmit' }).getAttribute('href')).toBe(
      '/practitioner-profile',
    );
    expect(view.getByText('Trial ended')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Choose how to pay' }).getAttribute('href')).toBe(
      '/checkout?plan=professional_yearly',
    );
    await view.findByText('No consultation requests yet');
  });

  it('tells a practitioner without a profile to complete it', async () => {
    stubApi(signedIn('practitioner'), {
      [DASHBOARD]: () => errorResponse(404, 'NOT_FOUND', PRACTICE_MESSAGES.noProfile),
    });
    const view = renderApp('/provider-dashboard');
    await view.findByText(PRACTICE_MESSAGES.noProfile);
    expect(view.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(
      '/practitioner-profile',
    );
  });

  it('declines a request with a note, then shows it under All', async () => {
    let answered = false;
    const fetchMock = stubApi(signedIn('practitioner'), {
      [DASHBOARD]: () => Response.json(dashboard({ pendingRequests: answered ? 0 : 1 })),
      [REQUESTS]: () =>
        Response.json([
          answered ? request({ status: 'declined', practitionerNote: 'Try a neurologist.' }) : request(),
        ]),
      'POST /api/provider/consultation-requests/00000000-0000-4000-8000-000000000001/decline': () => {
        answered = true;
        return Response.json(request({ status: 'declined' }));
      },
    });
    const view = renderApp('/provider-dashboard');
    fireEvent.click(await view.findByRole('button', { name: 'Decline the request of Maya L.' }));
    const dialog = await view.findByRole('dialog', { name: 'Decline request' });
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), {
      target: { value: 'Try a neurologist.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline Request' }));
    await view.findByText('Request Declined');
    await view.findByText('No requests waiting for an answer');
    expect(
      sentBodies(
        fetchMock,
        'POST /api/provider/consultation-requests/00000000-0000-4000-8000-000000000001/decline',
      ),
    ).toEqual([{ note: 'Try a neurologist.' }]);
    fireEvent.click(view.getByRole('radio', { name: 'All' }));
    await view.findByText('Declined');
    await waitFor(() => expect(view.getByText('Try a neurologist.')).toBeTruthy());
  });
});
