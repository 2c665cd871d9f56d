// @vitest-environment jsdom

import {
  errorResponse,
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  sentBodies,
  stubApi,
} from '@client/test-utils';
import { CONFIRM_EMAIL_MESSAGES } from '@contract/profile';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const SIGNED_OUT = { authenticated: false as const, user: null };

describe('the confirm-email page', () => {
  it('sends the link’s token once and says the email changed', async () => {
    const fetchMock = stubApi(SIGNED_OUT, {
      'POST /api/user/confirm-email': () => Response.json({ email: 'nora@example.org' }),
    });
    const view = renderApp('/confirm-email?token=abc123');
    // Opening the link alone changes nothing (a mail scanner may open it).
    const button = await view.findByRole('button', { name: CONFIRM_EMAIL_MESSAGES.confirmButton });
    expect(sentBodies(fetchMock, 'POST /api/user/confirm-email')).toHaveLength(0);
    fireEvent.click(button);
    expect(await view.findByText(CONFIRM_EMAIL_MESSAGES.confirmed)).toBeTruthy();
    expect(view.getByText('nora@example.org')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/user/confirm-email')).toEqual([{ token: 'abc123' }]);
  });

  it('says in plain words when the link has expired', async () => {
    stubApi(SIGNED_OUT, {
      'POST /api/user/confirm-email': () =>
        errorResponse(400, 'BAD_REQUEST', CONFIRM_EMAIL_MESSAGES.expired, {
          token: CONFIRM_EMAIL_MESSAGES.expired,
        }),
    });
    const view = renderApp('/confirm-email?token=old');
    fireEvent.click(await view.findByRole('button', { name: CONFIRM_EMAIL_MESSAGES.confirmButton }));
    expect(await view.findByText(CONFIRM_EMAIL_MESSAGES.expired)).toBeTruthy();
  });

  it('says the link is incomplete when it has no token, sending nothing', async () => {
    const fetchMock = stubApi(SIGNED_OUT, {});
    const view = renderApp('/confirm-email');
    expect(await view.findByText(CONFIRM_EMAIL_MESSAGES.missingToken)).toBeTruthy();
    expect(view.queryByRole('button', { name: CONFIRM_EMAIL_MESSAGES.confirmButton })).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/user/confirm-email')).toHaveLength(0);
  });
});
