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
import { ADMIN_AUTH_MESSAGES } from '@contract/admin-auth';
import type { TAuthStatus } from '@contract/auth';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const LOGIN = 'POST /api/admin/login';
const CODES = ['abcde-fghjk', 'mnpqr-stuvw', 'xyz23-45678', '9abcd-efghj'];

async function submitCredentials(view: ReturnType<typeof renderApp>) {
  type(await view.findByLabelText('Username'), 'Chief@Example.com');
  type(view.getByLabelText('Password'), 'Admin-Secret-Phrase-9');
  const submit = view.getByRole('button', { name: 'Sign In' });
  await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(submit);
}

describe('admin sign-in page', () => {
  it('says both fields are required, under each field, and sends nothing', async () => {
    const api = stubApi(SIGNED_OUT);
    const view = renderApp('/admin-login');
    const submit = await view.findByRole('button', { name: 'Sign In' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    const errors = await view.findAllByText(ADMIN_AUTH_MESSAGES.required);
    expect(errors).toHaveLength(2);
    expect(view.getByLabelText('Username').getAttribute('aria-describedby')).toContain(
      'admin-username-error',
    );
    expect(sentBodies(api, LOGIN)).toEqual([]);
  });

  it("shows 'Access Denied' with 'Invalid admin credentials.' for wrong credentials", async () => {
    stubApi(SIGNED_OUT, {
      [LOGIN]: errorResponse(401, 'INVALID_CREDENTIALS', ADMIN_AUTH_MESSAGES.invalidCredentials),
    });
    const view = renderApp('/admin-login');
    await submitCredentials(view);
    expect(await view.findByText(ADMIN_AUTH_MESSAGES.denied)).toBeTruthy();
    expect(view.getByText(ADMIN_AUTH_MESSAGES.invalidCredentials)).toBeTruthy();
    expect(view.getByLabelText('Username')).toBeTruthy();
  });

  it('enrols: QR code with a text alternative and the key, then the code, the recovery codes once, then the dashboard', async () => {
    let status: TAuthStatus = SIGNED_OUT;
    const api = stubApi(() => status, {
      [LOGIN]: (init) => {
        const body = JSON.parse(String(init?.body)) as { code?: string };
        if (!body.code) {
          return Response.json({
            status: 'enroll',
            otpauthUri: 'otpauth://totp/Infinite%20Wellness:chief%40example.com?secret=JBSWY3DPEHPK3PXP',
            qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>',
            secret: 'JBSWY3DPEHPK3PXP',
          });
        }
        if (body.code === '000000') {
          return errorResponse(401, 'INVALID_CREDENTIALS', ADMIN_AUTH_MESSAGES.invalidCode);
        }
        status = signedIn('admin');
        return Response.json({ status: 'signed_in', userId: 'user-1', role: 'admin', recoveryCodes: CODES });
      },
    });
    const view = renderApp('/admin-login');
    await submitCredentials(view);

    const qr = await view.findByRole('img', { name: /QR code .* enter the key shown below by hand/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect((view.getByLabelText('Key to enter by hand') as HTMLTextAreaElement).value).toBe(
      'JBSW Y3DP EHPK 3PXP',
    );
    expect(view.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();

    type(view.getByLabelText('Authentication code'), '000000');
    fireEvent.click(view.getByRole('button', { name: 'Verify and sign in' }));
    expect(await view.findByText(ADMIN_AUTH_MESSAGES.invalidCode)).toBeTruthy();
    expect(view.getByText(ADMIN_AUTH_MESSAGES.denied)).toBeTruthy();

    type(view.getByLabelText('Authentication code'), '123456');
    fireEvent.click(view.getByRole('button', { name: 'Verify and sign in' }));
    const list = await view.findByRole('list', { name: 'Recovery codes' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(CODES);
    expect(view.getByRole('button', { name: 'Download .txt' })).toBeTruthy();
    expect(sentBodies(api, LOGIN).at(-1)).toEqual({
      username: 'chief@example.com',
      password: 'Admin-Secret-Phrase-9',
      code: '123456',
    });

    fireEvent.click(view.getByRole('button', { name: 'I have saved my recovery codes' }));
    await waitFor(() => expect(window.location.pathname).toBe('/analytics-dashboard'));
    expect(await view.findByText(ADMIN_AUTH_MESSAGES.granted)).toBeTruthy();
    expect(window.localStorage.getItem('isAdmin')).toBe('true');
    expect(window.localStorage.getItem('isAdminAuthenticated')).toBe('true');
    expect(Number.isNaN(Date.parse(window.localStorage.getItem('adminLoginTime') ?? ''))).toBe(false);
  });

  it('asks for the code once set up, and takes a recovery code instead', async () => {
    let status: TAuthStatus = SIGNED_OUT;
    const api = stubApi(() => status, {
      [LOGIN]: (init) => {
        const body = JSON.parse(String(init?.body)) as { recoveryCode?: string };
        if (!body.recoveryCode) return Response.json({ status: 'code_required' });
        status = signedIn('admin');
        return Response.json({ status: 'signed_in', userId: 'user-1', role: 'admin' });
      },
    });
    const view = renderApp('/admin-login');
    await submitCredentials(view);
    fireEvent.click(await view.findByRole('button', { name: 'Use a recovery code' }));
    type(view.getByLabelText('Recovery code'), 'abcde-fghjk');
    fireEvent.click(view.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(window.location.pathname).toBe('/analytics-dashboard'));
    expect(sentBodies(api, LOGIN).at(-1)).toMatchObject({ recoveryCode: 'abcde-fghjk' });
    expect(await view.findByText(ADMIN_AUTH_MESSAGES.granted)).toBeTruthy();
  });
});
