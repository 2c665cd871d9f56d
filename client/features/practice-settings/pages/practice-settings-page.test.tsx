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
import { PRACTICE_MESSAGES, type TPracticeSettings } from '@contract/practice';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const ID = '7d1c2a52-4c8e-4b7e-9a55-0c3f3f8b1a11';
const SETTINGS_URL = `/api/practitioners/${ID}/settings`;
const SAVED: TPracticeSettings = {
  availableForVideo: true,
  consultationFee: 150,
  acceptingNewPatients: true,
};

const own = () => Response.json({ practitionerId: ID });

describe('Practice Settings', () => {
  it('fills the form from the practice’s settings, with accessible switches and the current status', async () => {
    stubApi(signedIn('practitioner'), {
      'GET /api/practitioners/me': own,
      [`GET ${SETTINGS_URL}`]: () => Response.json(SAVED),
    });
    const view = renderApp('/practitioner-settings');
    expect(await view.findByRole('heading', { level: 1, name: 'Practice Settings' })).toBeTruthy();
    const video = await view.findByRole('switch', { name: 'Enable Video Calls' });
    expect(video.getAttribute('aria-checked')).toBe('true');
    expect(view.getByRole('switch', { name: 'Accepting New Patients' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    const fee = view.getByLabelText('Consultation Fee ($)') as HTMLInputElement;
    expect(fee.value).toBe('150.00');
    expect(fee.placeholder).toBe('150.00');
    const status = view.getByRole('heading', { name: 'Current Status' }).closest('div')!.parentElement!;
    expect(status.textContent).toContain('Enabled');
    expect(status.textContent).toContain('$150.00 per hour');
    expect(status.textContent).toContain('Accepting');
    expect(view.getByRole('heading', { name: 'How Video Calls Work' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/practitioners');

    // The fee field is there only while video is on.
    fireEvent.click(video);
    await waitFor(() => expect(view.queryByLabelText('Consultation Fee ($)')).toBeNull());
  });

  it('saves the switches and the fee, then says so', async () => {
    const fetchMock = stubApi(signedIn('practitioner'), {
      'GET /api/practitioners/me': own,
      [`GET ${SETTINGS_URL}`]: () => Response.json(SAVED),
      [`PUT ${SETTINGS_URL}`]: () =>
        Response.json({ availableForVideo: true, consultationFee: 180.5, acceptingNewPatients: false }),
    });
    const view = renderApp('/practitioner-settings');
    const fee = (await view.findByLabelText('Consultation Fee ($)')) as HTMLInputElement;
    fireEvent.change(fee, { target: { value: '180.50' } });
    fireEvent.click(view.getByRole('switch', { name: 'Accepting New Patients' }));
    fireEvent.click(view.getByRole('button', { name: 'Save Settings' }));
    expect(await view.findByText(PRACTICE_MESSAGES.settingsUpdatedDescription)).toBeTruthy();
    expect(view.getByText(PRACTICE_MESSAGES.settingsUpdated)).toBeTruthy();
    expect(sentBodies(fetchMock, `PUT ${SETTINGS_URL}`)).toEqual([
      { availableForVideo: true, consultationFee: '180.50', acceptingNewPatients: false },
    ]);
    const status = view.getByRole('heading', { name: 'Current Status' }).closest('div')!.parentElement!;
    await waitFor(() => expect(within(status).getByText('Not Accepting')).toBeTruthy());
  });

  it('checks the fee before sending, and keeps the saved fee when video is turned off', async () => {
    const fetchMock = stubApi(signedIn('practitioner'), {
      'GET /api/practitioners/me': own,
      [`GET ${SETTINGS_URL}`]: () => Response.json(SAVED),
      [`PUT ${SETTINGS_URL}`]: () =>
        Response.json({ availableForVideo: false, consultationFee: 150, acceptingNewPatients: true }),
    });
    const view = renderApp('/practitioner-settings');
    const fee = (await view.findByLabelText('Consultation Fee ($)')) as HTMLInputElement;
    fireEvent.change(fee, { target: { value: '12.345' } });
    fireEvent.click(view.getByRole('button', { name: 'Save Settings' }));
    expect(await view.findByText(PRACTICE_MESSAGES.feeCents)).toBeTruthy();
    expect(sentBodies(fetchMock, `PUT ${SETTINGS_URL}`)).toEqual([]);

    fireEvent.click(view.getByRole('switch', { name: 'Enable Video Calls' }));
    fireEvent.click(view.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, `PUT ${SETTINGS_URL}`)).toEqual([
        { availableForVideo: false, consultationFee: 150, acceptingNewPatients: true },
      ]),
    );
  });

  it('shows the failure toast when saving fails', async () => {
    stubApi(signedIn('practitioner'), {
      'GET /api/practitioners/me': own,
      [`GET ${SETTINGS_URL}`]: () => Response.json(SAVED),
      [`PUT ${SETTINGS_URL}`]: () => errorResponse(500, 'INTERNAL', 'Something went wrong.'),
    });
    const view = renderApp('/practitioner-settings');
    fireEvent.click(await view.findByRole('button', { name: 'Save Settings' }));
    expect(await view.findByText(PRACTICE_MESSAGES.settingsFailed)).toBeTruthy();
    expect(view.getByText(PRACTICE_MESSAGES.settingsFailedTitle)).toBeTruthy();
  });

  it('asks a practitioner without a listing to create their profile first', async () => {
    stubApi(signedIn('practitioner'), {
      'GET /api/practitioners/me': () => errorResponse(404, 'NOT_FOUND', PRACTICE_MESSAGES.noProfile),
    });
    const view = renderApp('/practitioner-settings');
    const link = await view.findByRole('link', { name: 'Create your profile' });
    expect(link.getAttribute('href')).toBe('/practitioner-profile');
  });

  it('tells a member the page is for practitioners, without asking the server', async () => {
    const fetchMock = stubApi(signedIn('user'));
    const view = renderApp('/practitioner-settings');
    expect(await view.findByText('This page is for practitioners')).toBeTruthy();
    expect(sentBodies(fetchMock, 'GET /api/practitioners/me')).toEqual([]);
  });
});
