// @vitest-environment jsdom

import {
  errorResponse,
  prepareDomEnvironment,
  profileOf,
  renderApp,
  resetBrowserState,
  sentBodies,
  signedIn,
  stubApi,
} from '@client/test-utils';
import { emailChangePendingMessage, type TProfile } from '@contract/profile';
import { ZIP_MESSAGES } from '@contract/zip';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const profile = profileOf();

describe('the profile form’s ZIP code', () => {
  it('shows the saved ZIP code and sends the changed one', async () => {
    const fetchMock = stubApi(signedIn(), {
      'GET /api/user/profile': () => Response.json(profile),
      'PATCH /api/user/profile': (init) =>
        Response.json({ ...profile, ...(JSON.parse(String(init?.body)) as Partial<TProfile>) }),
    });
    const view = renderApp('/profile');
    const zip = (await view.findByLabelText('ZIP code')) as HTMLInputElement;
    expect(zip.value).toBe('94110');
    expect(zip.getAttribute('autocomplete')).toBe('postal-code');

    fireEvent.change(zip, { target: { value: '10001-0001' } });
    fireEvent.click(view.getByRole('button', { name: 'Save Profile' }));

    await view.findByText('Profile Updated Successfully');
    const [sent] = sentBodies(fetchMock, 'PATCH /api/user/profile');
    expect(sent).toMatchObject({ zipCode: '10001-0001', firstName: 'Maya', email: 'maya@example.com' });
  });

  it('keeps an invalid ZIP code in the browser with its message, tied to the field', async () => {
    const fetchMock = stubApi(signedIn(), { 'GET /api/user/profile': () => Response.json(profile) });
    const view = renderApp('/profile');
    const zip = await view.findByLabelText('ZIP code');
    fireEvent.change(zip, { target: { value: '9411' } });
    fireEvent.click(view.getByRole('button', { name: 'Save Profile' }));

    const message = await view.findByText(ZIP_MESSAGES.invalid);
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(zip.getAttribute('aria-describedby')).toContain(message.id);
    expect(sentBodies(fetchMock, 'PATCH /api/user/profile')).toHaveLength(0);
  });

  it('shows the server’s ZIP message on the field', async () => {
    stubApi(signedIn(), {
      'GET /api/user/profile': () => Response.json(profile),
      'PATCH /api/user/profile': () =>
        errorResponse(400, 'VALIDATION_FAILED', 'Please check the highlighted fields.', {
          zipCode: ZIP_MESSAGES.invalid,
        }),
    });
    const view = renderApp('/profile');
    const zip = await view.findByLabelText('ZIP code');
    fireEvent.click(view.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(zip.getAttribute('aria-invalid')).toBe('true'));
    expect(view.getByText(ZIP_MESSAGES.invalid)).toBeTruthy();
  });
});

describe('the profile form’s email', () => {
  it('asks for the current password only once the email is changed, and sends it', async () => {
    const fetchMock = stubApi(signedIn(), {
      'GET /api/user/profile': () => Response.json(profile),
      'PATCH /api/user/profile': () => Response.json({ ...profile, pendingEmail: 'nora@example.org' }),
    });
    const view = renderApp('/profile');
    const email = await view.findByLabelText('Email');
    expect(view.queryByLabelText('Current password')).toBeNull();
    fireEvent.change(email, { target: { value: 'nora@example.org' } });
    fireEvent.change(await view.findByLabelText('Current password'), { target: { value: 'my-password' } });
    fireEvent.click(view.getByRole('button', { name: 'Save Profile' }));

    expect(
      await view.findByText(emailChangePendingMessage('nora@example.org'), { selector: '[role="status"]' }),
    ).toBeTruthy();
    const [sent] = sentBodies(fetchMock, 'PATCH /api/user/profile');
    expect(sent).toMatchObject({ email: 'nora@example.org', currentPassword: 'my-password' });
  });

  it('sends no password when only other fields change', async () => {
    const fetchMock = stubApi(signedIn(), {
      'GET /api/user/profile': () => Response.json(profile),
      'PATCH /api/user/profile': (init) =>
        Response.json({ ...profile, ...(JSON.parse(String(init?.body)) as Partial<TProfile>) }),
    });
    const view = renderApp('/profile');
    fireEvent.change(await view.findByLabelText('First name'), { target: { value: 'Mia' } });
    fireEvent.click(view.getByRole('button', { name: 'Save Profile' }));
    await view.findByText('Profile Updated Successfully');
    const [sent] = sentBodies(fetchMock, 'PATCH /api/user/profile');
    expect(sent).toMatchObject({ firstName: 'Mia', email: 'maya@example.com' });
    expect(sent).not.toHaveProperty('currentPassword');
  });
});
