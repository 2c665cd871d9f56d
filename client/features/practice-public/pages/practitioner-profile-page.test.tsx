// @vitest-environment jsdom

import {
  errorResponse,
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  SIGNED_OUT,
  sentBodies,
  signedIn,
  stubApi,
} from '@client/test-utils';
import { PRACTICE_MESSAGES, type TPublicPractitionerProfile } from '@contract/practice';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addressLines, formatFee, ratingText } from '../hooks';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const ID = '6f1c1c8e-2b7a-4d0e-9a43-2f3c1d7e9b10';
const PATH = `/practitioner-profile/${ID}`;
const API = `GET /api/practitioner-profiles/${ID}`;

function profile(overrides: Partial<TPublicPractitionerProfile> = {}): TPublicPractitionerProfile {
  return {
    id: ID,
    firstName: 'Priya',
    lastName: 'Natarajan',
    specialty: 'Functional Medicine',
    specialties: ['Functional Medicine', 'Gastroenterology'],
    credentials: ['MD'],
    profileImageUrl: null,
    bio: 'I help people with IBS and long-standing fatigue find the causes behind their symptoms.',
    experience: 12,
    education: 'MD, University of California San Francisco',
    languages: ['English', 'Spanish'],
    conditionsTreated: [],
    consultationFee: 175.5,
    availableForVideo: true,
    acceptingNewPatients: false,
    availableHours: 'Mon-Thu 9am-5pm',
    acceptsInsurance: true,
    insurance: 'Aetna, Blue Shield',
    website: 'https://priya.example.com',
    location: '450 Sutter St',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94108',
    isVerified: true,
    isDemo: false,
    rating: '4.5',
    reviewCount: 2,
    reviews: [
      {
        id: 'r2',
        rating: 4,
        text: 'Helpful, a little rushed.',
        authorName: 'Sam O.',
        createdAt: '2026-11-20T10:00:00Z',
      },
      {
        id: 'r1',
        rating: 5,
        text: 'She listened and had a plan.',
        authorName: 'Ana R.',
        createdAt: '2026-11-10T10:00:00Z',
      },
    ],
    myReview: null,
    distance: 2.6,
    ...overrides,
  };
}

describe('the public practitioner profile page', () => {
  it('shows the practitioner, their practice and the reviews to a visitor', async () => {
    stubApi(SIGNED_OUT, { [API]: Response.json(profile()) });
    const view = renderApp(PATH);
    expect(await view.findByRole('heading', { level: 1, name: 'Priya Natarajan, MD' })).toBeTruthy();
    expect(view.getByText('Verified')).toBeTruthy();
    expect(view.queryByText('Demo listing')).toBeNull();
    expect(view.getByText('Video visits available')).toBeTruthy();
    expect(view.getByText('Not accepting new patients')).toBeTruthy();
    expect(view.getByText('2.6 miles away ·')).toBeTruthy();
    expect(view.getByText(formatFee(175.5))).toBeTruthy();
    expect(formatFee(175.5)).toBe('$175.50 per session');
    expect(view.getByText('12 years of experience')).toBeTruthy();
    expect(view.getByText('Accepts insurance: Aetna, Blue Shield')).toBeTruthy();
    expect(view.getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeTruthy();
    const website = view.getByRole('link', { name: /priya\.example\.com/ });
    expect(website.getAttribute('rel')).toContain('noopener');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(view.getByText('Sam O.')).toBeTruthy();
    // Signed out: no form.
    expect(view.queryByRole('button', { name: 'Post Review' })).toBeNull();
  });

  it('marks a demo listing and shows no verified badge for an unverified one', async () => {
    stubApi(SIGNED_OUT, {
      [API]: Response.json(
        profile({ isDemo: true, isVerified: false, reviews: [], rating: '4.8', reviewCount: 96 }),
      ),
    });
    const view = renderApp(PATH);
    expect(await view.findByText('Demo listing')).toBeTruthy();
    expect(view.queryByText('Verified')).toBeNull();
    expect(view.getByRole('img', { name: 'Rated 4.8 out of 5 from 96 reviews' })).toBeTruthy();
  });

  it('shows the not-found state with a way back to the directory', async () => {
    stubApi(SIGNED_OUT, { [API]: errorResponse(404, 'NOT_FOUND', PRACTICE_MESSAGES.notFound) });
    const view = renderApp(PATH);
    expect(await view.findByRole('heading', { level: 1, name: PRACTICE_MESSAGES.notFound })).toBeTruthy();
    expect(view.getByRole('link', { name: 'Browse practitioners' }).getAttribute('href')).toBe(
      '/practitioners',
    );
  });

  it('lets a member the practitioner accepted post a review', async () => {
    const fetchMock = stubApi(signedIn(), {
      [API]: Response.json(profile({ reviews: [], reviewCount: 0, rating: '0.0' })),
      'GET /api/consultation-requests': Response.json([{ practitionerId: ID, canReview: true }]),
      [`POST /api/practitioners/${ID}/reviews`]: Response.json(
        {
          id: 'r3',
          rating: 4,
          text: 'Clear and kind advice.',
          authorName: 'Maya L.',
          createdAt: '2026-11-24T10:00:00Z',
        },
        { status: 201 },
      ),
    });
    const view = renderApp(PATH);
    const post = await view.findByRole('button', { name: 'Post Review' });
    fireEvent.click(post);
    expect(await view.findByText(PRACTICE_MESSAGES.reviewRating)).toBeTruthy();
    fireEvent.click(view.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(view.getByLabelText('Your review'), { target: { value: 'Clear and kind advice.' } });
    fireEvent.click(post);
    await waitFor(() =>
      expect(sentBodies(fetchMock, `POST /api/practitioners/${ID}/reviews`)).toEqual([
        { rating: 4, text: 'Clear and kind advice.' },
      ]),
    );
    expect(await view.findByText(PRACTICE_MESSAGES.reviewPosted)).toBeTruthy();
  });

  it('tells a member without an accepted request how reviews work, instead of the form', async () => {
    stubApi(signedIn(), {
      [API]: Response.json(profile()),
      'GET /api/consultation-requests': Response.json([]),
    });
    const view = renderApp(PATH);
    expect(await view.findByText(PRACTICE_MESSAGES.reviewNotAllowed)).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Post Review' })).toBeNull();
  });

  it('shows the member’s own review with a way to remove it', async () => {
    const mine = {
      id: 'r9',
      rating: 5,
      text: 'Great first visit.',
      authorName: 'Maya L.',
      createdAt: '2026-11-22T10:00:00Z',
    };
    stubApi(signedIn(), { [API]: Response.json(profile({ myReview: mine })) });
    const view = renderApp(PATH);
    expect(await view.findByRole('button', { name: 'Remove my review' })).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Post Review' })).toBeNull();
  });

  it('says there are no reviews yet in words', () => {
    expect(ratingText('0.0', 0)).toBe('No reviews yet');
    expect(ratingText('5.0', 1)).toBe('Rated 5.0 out of 5 from 1 review');
  });
});

describe('addressLines', () => {
  const place = { city: 'San Francisco', state: 'CA', zipCode: '94108' };
  it('completes the address with what it leaves out, without repeating the city', () => {
    expect(addressLines({ ...place, location: '450 Sutter St, San Francisco, CA' })).toEqual([
      '450 Sutter St, San Francisco, CA 94108',
    ]);
    expect(addressLines({ ...place, location: '450 Sutter St, Suite 2' })).toEqual([
      '450 Sutter St, Suite 2',
      'San Francisco, CA 94108',
    ]);
    expect(addressLines({ ...place, location: '' })).toEqual(['San Francisco, CA 94108']);
  });
});
