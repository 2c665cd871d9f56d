// @vitest-environment jsdom

import { createQueryClient } from '@client/api/queryClient';
import {
  errorResponse,
  prepareDomEnvironment,
  resetBrowserState,
  SIGNED_OUT,
  sentBodies,
  signedIn,
  stubApi,
} from '@client/test-utils';
import { Toaster } from '@client/ui/toaster';
import { PRACTICE_MESSAGES, type TConsultationRequest } from '@contract/practice';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConsultationRequestSection, type ConsultationTarget } from './consultation-request-section';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const PRACTITIONER: ConsultationTarget = {
  id: 'p-1',
  firstName: 'Priya',
  lastName: 'Natarajan',
  isDemo: false,
  availableForVideo: true,
  acceptingNewPatients: true,
};
const CREATE = 'POST /api/practitioners/p-1/consultation-requests';

const request = (overrides: Partial<TConsultationRequest> = {}): TConsultationRequest => ({
  id: 'r-1',
  practitionerId: 'p-1',
  practitionerName: 'Priya Natarajan',
  mode: 'video',
  status: 'pending',
  priority: false,
  reason: 'Migraines twice a week',
  preferredTimes: 'Mornings',
  proposedTime: null,
  practitionerNote: null,
  createdAt: '2026-11-20T10:00:00Z',
  respondedAt: null,
  canReview: false,
  ...overrides,
});

function show(target: Partial<ConsultationTarget> = {}, isOwnPractice = false) {
  window.history.replaceState(null, '', '/practitioner-profile/p-1');
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ConsultationRequestSection
        practitioner={{ ...PRACTITIONER, ...target }}
        isOwnPractice={isOwnPractice}
      />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('the consultation section', () => {
  it('sends a signed-out visitor to sign in and back', async () => {
    stubApi(SIGNED_OUT);
    show();
    const link = await screen.findByRole('link', { name: 'Sign in to request a consultation' });
    expect(link.getAttribute('href')).toBe('/signin?next=%2Fpractitioner-profile%2Fp-1');
  });

  it('says a demo listing cannot receive requests, and offers none', async () => {
    stubApi(signedIn());
    show({ isDemo: true });
    expect(await screen.findByText(PRACTICE_MESSAGES.requestDemo)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request a consultation' })).toBeNull();
  });

  it('shows nothing on the practitioner’s own profile', () => {
    stubApi(signedIn('practitioner'));
    const { container } = show({}, true);
    expect(container.textContent).toBe('');
  });

  it('sends the form with what was ticked, and says so', async () => {
    const api = stubApi(signedIn(), {
      'GET /api/consultation-requests': Response.json([]),
      [CREATE]: Response.json(request(), { status: 201 }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Request a consultation' }));
    expect(
      screen.getByText('Requests from Premium members are marked priority, so practitioners see them first.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(PRACTICE_MESSAGES.requestReason)).toBeTruthy();
    expect(sentBodies(api, CREATE)).toEqual([]);

    fireEvent.change(screen.getByLabelText('What would you like help with?'), {
      target: { value: 'Migraines twice a week' },
    });
    fireEvent.change(screen.getByLabelText('Preferred times'), { target: { value: 'Mornings' } });
    fireEvent.click(screen.getByLabelText('In person'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Check-in averages (last 30 days)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText(PRACTICE_MESSAGES.requestSent)).toBeTruthy();
    expect(sentBodies(api, CREATE)).toEqual([
      expect.objectContaining({
        reason: 'Migraines twice a week',
        preferredTimes: 'Mornings',
        mode: 'in_person',
        share: { symptoms: false, checkIns: true, insights: false },
      }),
    ]);
  });

  it('offers no video when the listing has none, and shows the server’s refusal', async () => {
    stubApi(signedIn(), {
      'GET /api/consultation-requests': Response.json([]),
      [CREATE]: errorResponse(409, 'CONFLICT', PRACTICE_MESSAGES.requestPending),
    });
    show({ availableForVideo: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Request a consultation' }));
    const video = screen.getByLabelText('Video') as HTMLInputElement;
    expect(video.disabled).toBe(true);
    expect((screen.getByLabelText('In person') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('This practitioner offers in-person consultations only.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('What would you like help with?'), {
      target: { value: 'Migraines twice a week' },
    });
    fireEvent.change(screen.getByLabelText('Preferred times'), { target: { value: 'Mornings' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(PRACTICE_MESSAGES.requestFailed)).toBeTruthy();
    expect(screen.getByText(PRACTICE_MESSAGES.requestPending)).toBeTruthy();
  });

  it('shows the waiting request with Cancel, and the answer with its note', async () => {
    const api = stubApi(signedIn(), {
      'GET /api/consultation-requests': Response.json([request()]),
      'POST /api/consultation-requests/r-1/cancel': Response.json(request({ status: 'cancelled' })),
    });
    show();
    expect(await screen.findByText('Waiting for an answer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request a consultation' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    await waitFor(() =>
      expect(sentBodies(api, 'POST /api/consultation-requests/r-1/cancel')).toHaveLength(1),
    );
  });

  it('shows an accepted request’s time and note, and lets the patient ask again', async () => {
    stubApi(signedIn(), {
      'GET /api/consultation-requests': Response.json([
        request({
          status: 'accepted',
          proposedTime: '2026-12-01T18:00:00Z',
          practitionerNote: 'Bring your diary',
        }),
      ]),
    });
    show();
    expect((await screen.findByTestId('consultation-status')).textContent).toMatch(
      /^Accepted — proposed time Tuesday, December 1, 2026 at/,
    );
    expect(screen.getByText('Bring your diary')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request a consultation' })).toBeTruthy();
  });
});
