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
import { ADMIN_REPORT_MESSAGES, type TReportMetrics, type TReportSchedule } from '@contract/admin-report';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const METRICS: TReportMetrics = {
  windowStart: '2026-11-24T04:00:00.000Z',
  windowEnd: '2026-11-25T04:00:00.000Z',
  newUsers: 12,
  activeUsers: 40,
  trialStarts: 3,
  upgrades: 1,
  feedbackCount: 2,
  averageRating: 4.5,
  ratingCounts: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
  emergencies: 0,
  pendingApplications: 2,
  serverErrors: 0,
  serverErrorRoutes: [],
};

const scheduleOf = (emails: string[]): TReportSchedule => ({
  sendsAt: '18:00 America/Los_Angeles',
  nextSendAt: '2026-11-26T02:00:00.000Z',
  recipients: emails.map((email, i) => ({
    id: `00000000-0000-4000-8000-00000000000${i}`,
    email,
    createdAt: '2026-11-20T10:00:00.000Z',
  })),
});

/** The API as the screen uses it, with a list that scheduling adds to. */
function reportApi(options: { scheduleFails?: boolean; testFails?: boolean } = {}) {
  let listed: string[] = [];
  return stubApi(signedIn('admin'), {
    'GET /api/admin/email/schedule': () => Response.json(scheduleOf(listed)),
    'GET /api/admin/email/metrics': () => Response.json(METRICS),
    'POST /api/admin/email/schedule-daily': (init) => {
      if (options.scheduleFails) return errorResponse(500, 'INTERNAL', 'Something went wrong on our side.');
      const { email } = JSON.parse(String(init?.body)) as { email: string };
      listed = [...listed, email];
      const schedule = scheduleOf(listed);
      return Response.json({
        success: true,
        sendsAt: schedule.sendsAt,
        nextSendAt: schedule.nextSendAt,
        created: true,
        recipient: schedule.recipients.at(-1),
      });
    },
    'POST /api/admin/email/send-test': (init) =>
      options.testFails
        ? errorResponse(429, 'RATE_LIMITED', ADMIN_REPORT_MESSAGES.testRateLimited)
        : Response.json({
            success: true,
            sentTo: (JSON.parse(String(init?.body)) as { email: string }).email,
            metrics: METRICS,
          }),
  });
}

const toastList = (view: ReturnType<typeof renderApp>) =>
  view.findByRole('region', { name: /Notifications/ });

describe('Daily Email Reports', () => {
  it('fills in the admin’s address and shows today’s figures', async () => {
    reportApi();
    const view = renderApp('/admin-email-setup');
    const field = (await view.findByLabelText('Email address')) as HTMLInputElement;
    expect(field.value).toBe('maya@example.com');
    const today = await view.findByRole('region', { name: 'Today’s figures' });
    expect(await within(today).findByText('New users')).toBeTruthy();
    expect(within(today).getByText('4.5 / 5')).toBeTruthy();
    expect(within(today).getByText('Ratings: 5★ 1 · 4★ 1 · 3★ 0 · 2★ 0 · 1★ 0')).toBeTruthy();
    expect(await view.findByText('No addresses yet')).toBeTruthy();
    const preview = view.getByRole('link', { name: /^Preview/ });
    expect(preview.getAttribute('href')).toBe('/api/admin/email/preview');
    expect(preview.getAttribute('target')).toBe('_blank');
  });

  it('asks for an address and sends nothing when the field is empty', async () => {
    const fetchMock = reportApi();
    const view = renderApp('/admin-email-setup');
    const field = await view.findByLabelText('Email address');
    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.click(view.getByRole('button', { name: 'Schedule Daily' }));
    const toasts = await toastList(view);
    expect(await within(toasts).findByText(ADMIN_REPORT_MESSAGES.emailRequiredTitle)).toBeTruthy();
    expect(within(toasts).getByText(ADMIN_REPORT_MESSAGES.emailRequired)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/admin/email/schedule-daily')).toEqual([]);
  });

  it('schedules the address, then shows Scheduled, disabled, and lists it', async () => {
    const fetchMock = reportApi();
    const view = renderApp('/admin-email-setup');
    await view.findByText('No addresses yet');
    fireEvent.click(view.getByRole('button', { name: 'Schedule Daily' }));
    const toasts = await toastList(view);
    expect(await within(toasts).findByText(ADMIN_REPORT_MESSAGES.scheduledTitle)).toBeTruthy();
    expect(within(toasts).getByText(ADMIN_REPORT_MESSAGES.scheduledText)).toBeTruthy();
    const scheduled = await view.findByRole('button', { name: 'Scheduled' });
    expect((scheduled as HTMLButtonElement).disabled).toBe(true);
    expect(await view.findByRole('button', { name: 'Remove maya@example.com' })).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/admin/email/schedule-daily')).toEqual([
      { email: 'maya@example.com' },
    ]);
    // Another address in the field can be scheduled too.
    fireEvent.change(view.getByLabelText('Email address'), { target: { value: 'team@example.com' } });
    await waitFor(() =>
      expect((view.getByRole('button', { name: 'Schedule Daily' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });

  it('says Scheduling Failed with the server’s message', async () => {
    reportApi({ scheduleFails: true });
    const view = renderApp('/admin-email-setup');
    await view.findByText('No addresses yet');
    fireEvent.click(view.getByRole('button', { name: 'Schedule Daily' }));
    const toasts = await toastList(view);
    expect(await within(toasts).findByText(ADMIN_REPORT_MESSAGES.scheduleFailed)).toBeTruthy();
    expect(within(toasts).getByText('Something went wrong on our side.')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Schedule Daily' })).toBeTruthy();
  });

  it('shows the counts a test send returns, or Test Email Failed', async () => {
    const fetchMock = reportApi();
    const view = renderApp('/admin-email-setup');
    await view.findByLabelText('Email address');
    fireEvent.click(view.getByRole('button', { name: 'Send Test' }));
    expect(
      await view.findByText('New users: 12 · Feedback: 2', { selector: '[data-testid="test-counts"]' }),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/admin/email/send-test')).toEqual([{ email: 'maya@example.com' }]);
  });

  it('says Test Email Failed when the test cannot be sent', async () => {
    reportApi({ testFails: true });
    const view = renderApp('/admin-email-setup');
    await view.findByLabelText('Email address');
    fireEvent.click(view.getByRole('button', { name: 'Send Test' }));
    const toasts = await toastList(view);
    expect(await within(toasts).findByText(ADMIN_REPORT_MESSAGES.testFailed)).toBeTruthy();
    expect(within(toasts).getByText(ADMIN_REPORT_MESSAGES.testRateLimited)).toBeTruthy();
    expect(view.queryByTestId('test-counts')).toBeNull();
  });

  it('sends a member to the admin sign-in', async () => {
    stubApi(signedIn('user'));
    renderApp('/admin-email-setup');
    await waitFor(() => expect(window.location.pathname).toBe('/admin-login'));
  });
});
