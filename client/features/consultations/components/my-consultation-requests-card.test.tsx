// @vitest-environment jsdom

import { createQueryClient } from '@client/api/queryClient';
import { prepareDomEnvironment, resetBrowserState, signedIn, stubApi } from '@client/test-utils';
import type { TConsultationRequest } from '@contract/practice';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MyConsultationRequestsCard } from './my-consultation-requests-card';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MyConsultationRequestsCard />
    </QueryClientProvider>,
  );

const request = (overrides: Partial<TConsultationRequest>): TConsultationRequest => ({
  id: 'r-1',
  practitionerId: 'p-1',
  practitionerName: 'Priya Natarajan',
  mode: 'video',
  status: 'pending',
  priority: false,
  reason: 'Migraines',
  preferredTimes: 'Mornings',
  proposedTime: null,
  practitionerNote: null,
  createdAt: '2026-11-20T10:00:00Z',
  respondedAt: null,
  canReview: false,
  ...overrides,
});

describe('My consultation requests', () => {
  it('lists each request with its practitioner’s page, status and note', async () => {
    stubApi(signedIn(), {
      'GET /api/consultation-requests': Response.json([
        request({
          id: 'r-2',
          practitionerId: 'p-2',
          practitionerName: 'Sam Ortiz',
          status: 'declined',
          practitionerNote: 'Not my field',
        }),
        request({ priority: true }),
      ]),
    });
    show();
    const sam = await screen.findByRole('link', { name: 'Sam Ortiz' });
    expect(sam.getAttribute('href')).toBe('/practitioner-profile/p-2');
    expect(screen.getByText('Declined')).toBeTruthy();
    expect(screen.getByText('Not my field')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Priya Natarajan' }).getAttribute('href')).toBe(
      '/practitioner-profile/p-1',
    );
    expect(screen.getByText('Waiting for an answer')).toBeTruthy();
    expect(screen.getByText(/Priority/)).toBeTruthy();
  });

  it('invites a person without requests to find a practitioner', async () => {
    stubApi(signedIn(), { 'GET /api/consultation-requests': Response.json([]) });
    show();
    expect(await screen.findByText('You have not asked a practitioner for a consultation yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a practitioner' }).getAttribute('href')).toBe(
      '/practitioners',
    );
  });

  it('says when the list cannot be loaded, and offers to try again', async () => {
    stubApi(signedIn(), { 'GET /api/consultation-requests': new Response('', { status: 500 }) });
    show();
    expect(await screen.findByText("We couldn't load your consultation requests.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
