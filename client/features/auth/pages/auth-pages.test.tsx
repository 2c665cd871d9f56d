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
import { AUTH_MESSAGES, GOOGLE_NOT_CONFIGURED_MESSAGE, type TAuthStatus } from '@contract/auth';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('signup', () => {
  it("shows the contract's messages under the fields, linked with aria-describedby", async () => {
    stubApi(SIGNED_OUT);
    const view = renderApp('/signup');
    const submit = await view.findByRole('button', { name: 'Create Account' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);

    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid email address',
      'Password must be at least 8 characters',
      'Zip code is required and must be at least 5 characters',
      'You must accept the terms and conditions',
      'You must accept the privacy policy',
    ]) {
      expect(await view.findByText(message)).toBeTruthy();
    }
    const firstName = view.getByLabelText('First Name');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    const describedBy = firstName.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'First name must be at least 2 characters',
    );
  });

  it("reports mismatched passwords on the confirmation and toggles each password's visibility", async () => {
    stubApi(SIGNED_OUT);
    const view = renderApp('/signup');
    const password = await view.findByLabelText('Password');
    const confirm = view.getByLabelText('Confirm Password');
    type(password, 'Quiet-Harbor7');
    type(confirm, 'Quiet-Harbor8');
    const toggles = view.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    fireEvent.click(toggles[1] as HTMLElement);
    expect(confirm.getAttribute('type')).toBe('text');
    expect(password.getAttribute('type')).toBe('password');
    expect(view.getAllByRole('button', { name: 'Hide password' })).toHaveLength(1);

    fireEvent.click(view.getByRole('button', { name: 'Create Account' }));
    expect(await view.findByText("Passwords don't match")).toBeTruthy();
  });

  async function fillValidSignup(view: ReturnType<typeof renderApp>) {
    type(await view.findByLabelText('First Name'), 'Maya');
    type(view.getByLabelText('Last Name'), 'Lopez');
    type(view.getByLabelText('Email Address'), 'Maya@Example.com');
    type(view.getByLabelText('ZIP Code'), '94110');
    type(view.getByLabelText('Password'), 'Quiet-Harbor7');
    type(view.getByLabelText('Confirm Password'), 'Quiet-Harbor7');
    fireEvent.click(view.getByRole('checkbox', { name: /Terms of Service/ }));
    fireEvent.click(view.getByRole('checkbox', { name: /Privacy Policy/ }));
  }

  it('creates the account, remembers it, welcomes the user and goes to /onboarding-tour', async () => {
    let status: TAuthStatus = SIGNED_OUT;
    let respond: (response: Response) => void = () => {};
    const fetchMock = stubApi(() => status, {
      'POST /api/auth/signup': () =>
        new Promise<Response>((resolve) => {
          respond = resolve;
        }),
    });
    const view = renderApp('/signup');
    await fillValidSignup(view);
    fireEvent.click(view.getByRole('button', { name: 'Create Account' }));

    expect(await view.findByRole('button', { name: 'Creating Account...' })).toBeTruthy();
    status = signedIn();
    respond(
      Response.json(
        { userId: 'user-1', email: 'maya@example.com', firstName: 'Maya', role: 'user' },
        { status: 201 },
      ),
    );

    expect(await view.findByText('Account Created Successfully!')).toBeTruthy();
    expect(view.getByText("Welcome to Infinite Wellness! Let's set up your health profile.")).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/onboarding-tour'));
    expect(await view.findByRole('navigation', { name: 'Primary' })).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/auth/signup')).toEqual([
      {
        firstName: 'Maya',
        lastName: 'Lopez',
        email: 'maya@example.com',
        zipCode: '94110',
        password: 'Quiet-Harbor7',
        confirmPassword: 'Quiet-Harbor7',
        termsAccepted: true,
        privacyAccepted: true,
        marketingConsent: false,
      },
    ]);
    expect(window.localStorage.getItem('userId')).toBe('user-1');
    expect(window.localStorage.getItem('userEmail')).toBe('maya@example.com');
    expect(window.localStorage.getItem('profileCompleted')).toBe('true');
    expect(window.localStorage.getItem('hasSeenOnboarding')).toBeNull();
  });

  it("shows the person's A/B variant on the button and records the conversion once signed up", async () => {
    let status: TAuthStatus = SIGNED_OUT;
    const experimentId = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
    const fetchMock = stubApi(() => status, {
      'GET /api/ab-testing/experiments/active': () =>
        Response.json([
          {
            id: experimentId,
            key: 'signup_cta',
            assignedVariant: { id: 'journey', config: { ctaText: 'Start Your Wellness Journey' } },
          },
        ]),
      'POST /api/auth/signup': () => {
        status = signedIn();
        return Response.json(
          { userId: 'user-1', email: 'maya@example.com', firstName: 'Maya', role: 'user' },
          { status: 201 },
        );
      },
      [`POST /api/ab-testing/convert/${experimentId}`]: () =>
        Response.json({ recorded: true }, { status: 202 }),
    });
    const view = renderApp('/signup');
    await fillValidSignup(view);
    fireEvent.click(await view.findByRole('button', { name: 'Start Your Wellness Journey' }));

    expect(await view.findByText('Account Created Successfully!')).toBeTruthy();
    await waitFor(() =>
      expect(sentBodies(fetchMock, `POST /api/ab-testing/convert/${experimentId}`)).toEqual([{}]),
    );
  });

  it('keeps the control text when the variants cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = stubApi(SIGNED_OUT, {
      'GET /api/ab-testing/experiments/active': () => new Response('down', { status: 503 }),
    });
    const view = renderApp('/signup');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'GET /api/ab-testing/experiments/active')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Could not load the A/B experiments', expect.anything()),
    );
    expect(view.getByRole('button', { name: 'Create Account' })).toBeTruthy();
    warn.mockRestore();
  });

  it("shows the server's message when the account cannot be created, and keeps the form", async () => {
    stubApi(SIGNED_OUT, {
      'POST /api/auth/signup': () =>
        errorResponse(409, 'CONFLICT', 'An account with this email already exists', {
          email: 'An account with this email already exists',
        }),
    });
    const view = renderApp('/signup');
    await fillValidSignup(view);
    fireEvent.click(view.getByRole('button', { name: 'Create Account' }));

    expect(await view.findByText('Account Creation Failed')).toBeTruthy();
    expect(view.getAllByText('An account with this email already exists')).toHaveLength(2);
    expect(window.location.pathname).toBe('/signup');
    expect((view.getByLabelText('First Name') as HTMLInputElement).value).toBe('Maya');
  });

  it("shows the server's refusal of a guessable password under the password field", async () => {
    stubApi(SIGNED_OUT, {
      'POST /api/auth/signup': () =>
        errorResponse(400, 'VALIDATION_FAILED', AUTH_MESSAGES.passwordTooCommon, {
          password: AUTH_MESSAGES.passwordTooCommon,
        }),
    });
    const view = renderApp('/signup');
    await fillValidSignup(view);
    fireEvent.click(view.getByRole('button', { name: 'Create Account' }));

    expect(await view.findByText('Account Creation Failed')).toBeTruthy();
    const password = view.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const described = (password.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(AUTH_MESSAGES.passwordTooCommon);
    expect(window.location.pathname).toBe('/signup');
  });

  it('falls back to a generic message when the server sends none', async () => {
    stubApi(SIGNED_OUT, {
      'POST /api/auth/signup': () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
    });
    const view = renderApp('/signup');
    await fillValidSignup(view);
    fireEvent.click(view.getByRole('button', { name: 'Create Account' }));
    expect(await view.findByText('Please try again or contact support.')).toBeTruthy();
  });
});

describe('sign-in', () => {
  it('signs in, sets the flags, says welcome back and shows the home screen', async () => {
    let status: TAuthStatus = SIGNED_OUT;
    const fetchMock = stubApi(() => status, {
      'POST /api/auth/signin': () => {
        status = signedIn();
        return Response.json({
          userId: 'user-1',
          email: 'maya@example.com',
          firstName: 'Maya',
          role: 'user',
        });
      },
    });
    const view = renderApp('/signin');
    type(await view.findByLabelText('Email Address'), 'maya@example.com');
    type(view.getByLabelText('Password'), 'whatever');
    fireEvent.click(view.getByRole('checkbox', { name: 'Remember me' }));
    fireEvent.click(view.getByRole('button', { name: 'Sign In' }));

    expect(await view.findByText('Welcome Back!')).toBeTruthy();
    expect(view.getByText('Successfully signed in to your account.')).toBeTruthy();
    expect(await view.findByRole('heading', { level: 1, name: /, Maya$/ })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    expect(sentBodies(fetchMock, 'POST /api/auth/signin')).toEqual([
      { email: 'maya@example.com', password: 'whatever', rememberMe: true },
    ]);
    expect(window.localStorage.getItem('hasSeenOnboarding')).toBe('true');
    expect(window.localStorage.getItem('profileCompleted')).toBe('true');
    expect(window.localStorage.getItem('userId')).toBe('user-1');
  });

  it("shows 'Sign In Failed' with the server's message", async () => {
    stubApi(SIGNED_OUT, {
      'POST /api/auth/signin': () => errorResponse(401, 'INVALID_CREDENTIALS', 'Invalid email or password'),
    });
    const view = renderApp('/signin');
    type(await view.findByLabelText('Email Address'), 'maya@example.com');
    type(view.getByLabelText('Password'), 'wrong');
    fireEvent.click(view.getByRole('button', { name: 'Sign In' }));

    expect(await view.findByText('Sign In Failed')).toBeTruthy();
    expect(view.getByText('Invalid email or password')).toBeTruthy();
    expect(window.location.pathname).toBe('/signin');
  });

  it('validates before calling the server', async () => {
    const fetchMock = stubApi(SIGNED_OUT);
    const view = renderApp('/signin');
    fireEvent.click(await view.findByRole('button', { name: 'Sign In' }));
    expect(await view.findByText('Please enter a valid email address')).toBeTruthy();
    expect(view.getByText('Password is required')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/auth/signin')).toEqual([]);
  });

  it('explains why Google sign-in came back, once', async () => {
    stubApi(SIGNED_OUT);
    const view = renderApp('/signin?error=google_not_configured');
    expect(await view.findByText(GOOGLE_NOT_CONFIGURED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(view.getByRole('link', { name: /Continue with Google/ }).getAttribute('href')).toBe(
      '/auth/google',
    );
    expect(view.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});

describe('password reset', () => {
  it('always answers the forgot-password request with the neutral message', async () => {
    const { FORGOT_PASSWORD_MESSAGE } = await import('@contract/auth');
    const fetchMock = stubApi(SIGNED_OUT, {
      'POST /api/auth/forgot-password': () => Response.json({ ok: true }),
    });
    const view = renderApp('/forgot-password');
    type(await view.findByLabelText('Email Address'), 'someone@example.com');
    fireEvent.click(view.getByRole('button', { name: 'Send Reset Link' }));
    expect(await view.findByText(FORGOT_PASSWORD_MESSAGE)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/auth/forgot-password')).toEqual([
      { email: 'someone@example.com' },
    ]);
  });

  it('resets the password with the token and goes to sign-in', async () => {
    const fetchMock = stubApi(SIGNED_OUT, {
      'POST /api/auth/reset-password': () => Response.json({ ok: true }),
    });
    const view = renderApp('/reset-password?token=tok-123');
    type(await view.findByLabelText('New Password'), 'Fresh-Start9');
    type(view.getByLabelText('Confirm New Password'), 'Fresh-Start9');
    fireEvent.click(view.getByRole('button', { name: 'Reset Password' }));
    expect(await view.findByText('Password Reset')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/signin'));
    expect(sentBodies(fetchMock, 'POST /api/auth/reset-password')).toEqual([
      { token: 'tok-123', password: 'Fresh-Start9', confirmPassword: 'Fresh-Start9' },
    ]);
  });

  it("shows the server's message for an expired link", async () => {
    stubApi(SIGNED_OUT, {
      'POST /api/auth/reset-password': () =>
        errorResponse(
          400,
          'BAD_REQUEST',
          'This reset link is invalid or has expired. Please request a new one.',
        ),
    });
    const view = renderApp('/reset-password?token=old');
    type(await view.findByLabelText('New Password'), 'Fresh-Start9');
    type(view.getByLabelText('Confirm New Password'), 'Fresh-Start9');
    fireEvent.click(view.getByRole('button', { name: 'Reset Password' }));
    expect(
      await view.findByText('This reset link is invalid or has expired. Please request a new one.'),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/reset-password');
  });
});
