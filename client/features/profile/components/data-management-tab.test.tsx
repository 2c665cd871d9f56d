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
import { REAUTH_MESSAGES, type TDataExport } from '@contract/account';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const profile = profileOf({ zipCode: null });

const ready: TDataExport = {
  id: '3f2c6a4e-8d1b-4c5a-9e7f-0a1b2c3d4e5f',
  status: 'ready',
  createdAt: '2026-11-21T08:00:00.000Z',
  readyAt: '2026-11-21T08:01:00.000Z',
  expiresAt: '2026-11-28T08:01:00.000Z',
  expired: false,
  sizeBytes: 20480,
  downloadUrl: '/api/user/data-exports/3f2c6a4e-8d1b-4c5a-9e7f-0a1b2c3d4e5f/download',
  fhirDownloadUrl: '/api/user/data-exports/3f2c6a4e-8d1b-4c5a-9e7f-0a1b2c3d4e5f/fhir',
};
const expired: TDataExport = {
  ...ready,
  id: '3f2c6a4e-8d1b-4c5a-9e7f-0a1b2c3d4e60',
  expired: true,
  downloadUrl: null,
  fhirDownloadUrl: null,
};

async function openDataManagement(exports: TDataExport[], handlers: Parameters<typeof stubApi>[1] = {}) {
  const fetchMock = stubApi(signedIn(), {
    'GET /api/user/profile': () => Response.json(profile),
    'GET /api/user/data-exports': () => Response.json(exports),
    ...handlers,
  });
  const view = renderApp('/profile');
  const tab = await view.findByRole('tab', { name: 'Data Management' });
  // Radix activates a tab on the primary button's mousedown.
  fireEvent.mouseDown(tab, { button: 0 });
  return Object.assign(view, { fetchMock });
}

const passwordNeeded = () =>
  errorResponse(403, 'FORBIDDEN', REAUTH_MESSAGES.passwordNeeded, {
    currentPassword: REAUTH_MESSAGES.passwordNeeded,
  });

describe('Data Management: confirming it is you', () => {
  it('asks for the password when the server wants it, then sends it with the export request', async () => {
    let calls = 0;
    const view = await openDataManagement([], {
      'POST /api/user/data-export': () =>
        ++calls === 1
          ? passwordNeeded()
          : Response.json({ exportId: ready.id, status: 'queued' }, { status: 202 }),
    });
    fireEvent.click(await view.findByRole('button', { name: 'Request Data Export' }));
    const field = await view.findByLabelText('Current password');
    expect(view.getByText(REAUTH_MESSAGES.passwordNeeded)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'my-password' } });
    fireEvent.click(view.getByRole('button', { name: 'Request Data Export' }));
    await waitFor(() => expect(sentBodies(view.fetchMock, 'POST /api/user/data-export')).toHaveLength(2));
    expect(sentBodies(view.fetchMock, 'POST /api/user/data-export')).toEqual([
      { requestType: 'export' },
      { requestType: 'export', currentPassword: 'my-password' },
    ]);
  });

  it('has a password field in the deletion dialog and shows the server’s ask on it', async () => {
    const view = await openDataManagement([], { 'POST /api/user/delete': () => passwordNeeded() });
    fireEvent.click(await view.findByRole('button', { name: 'Delete Account' }));
    const dialog = await view.findByRole('alertdialog');
    const field = within(dialog).getByLabelText('Current password');
    fireEvent.change(field, { target: { value: 'my-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete Account' }));
    expect(await within(dialog).findByText(REAUTH_MESSAGES.passwordNeeded)).toBeTruthy();
    expect(sentBodies(view.fetchMock, 'POST /api/user/delete')).toEqual([
      { requestType: 'delete', confirm: true, currentPassword: 'my-password' },
    ]);
  });
});

describe('Data Management: the exports', () => {
  it('offers the archive and, beside it, the FHIR bundle of a ready export', async () => {
    const view = await openDataManagement([ready]);
    const [item] = await view.findAllByTestId('data-export-item');
    const links = within(item!).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      ready.downloadUrl,
      ready.fhirDownloadUrl,
    ]);
    // Each link names its file and the export it belongs to, for screen readers listing links.
    const fhir = within(item!).getByRole('link', { name: /^Download FHIR bundle of the export requested / });
    expect(fhir.getAttribute('href')).toBe(ready.fhirDownloadUrl);
    expect(fhir.hasAttribute('download')).toBe(true);
    const archive = within(item!).getByRole('link', { name: /^Download the export requested / });
    expect(archive.getAttribute('href')).toBe(ready.downloadUrl);
  });

  it('offers neither file once the export has expired', async () => {
    const view = await openDataManagement([expired]);
    const [item] = await view.findAllByTestId('data-export-item');
    expect(within(item!).getByText('Expired')).toBeTruthy();
    expect(within(item!).queryAllByRole('link')).toEqual([]);
  });
});
