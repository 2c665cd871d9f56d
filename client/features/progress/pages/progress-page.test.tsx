// @vitest-environment jsdom

import { prepareDomEnvironment, renderApp, resetBrowserState, signedIn, stubApi } from '@client/test-utils';
import type { TChecklistFacts } from '@contract/checklist';
import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const FACTS = 'GET /api/progress/checklist';
const none: TChecklistFacts = {
  hasSymptoms: false,
  hasPosted: false,
  hasOnboardingAnswers: false,
  hasCheckIns: false,
  profileCompleted: false,
  hasPractitionerRequests: false,
};

const itemOf = (view: ReturnType<typeof renderApp>, id: string) =>
  view.container.querySelector(`li[data-item="${id}"]`) as HTMLElement;

describe('progress checklist', () => {
  it('shows 0 of 3, the four groups and Next Steps with the first two required items', async () => {
    stubApi(signedIn(), { [FACTS]: () => Response.json(none) });
    const view = renderApp('/progress');
    expect(await view.findByRole('heading', { level: 1, name: 'Your Progress' })).toBeTruthy();
    await waitFor(() => expect(view.getByTestId('required-done').textContent).toBe('0 of 3'));
    expect(view.getByTestId('optional-done').textContent).toBe('0 of 5');
    expect(view.getByText('0%')).toBeTruthy();
    for (const group of ['Getting Started', 'Profile Setup', 'Core Features', 'Premium Features']) {
      expect(view.getByRole('heading', { level: 2, name: group })).toBeTruthy();
    }
    const nextSteps = view.getByRole('heading', { name: 'Next Steps' }).parentElement as HTMLElement;
    expect(
      within(nextSteps)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/onboarding-tour', '/profile']);
    expect(within(itemOf(view, 'ai_chat')).getByRole('link').getAttribute('href')).toBe('/chat');
    expect(view.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
  });

  it('merges browser flags with server facts; completed items are not links', async () => {
    window.localStorage.setItem('hasSeenOnboarding', 'true');
    window.localStorage.setItem('completedSteps', JSON.stringify(['community_visited']));
    stubApi(signedIn(), {
      [FACTS]: () => Response.json({ ...none, hasSymptoms: true, profileCompleted: true }),
    });
    const view = renderApp('/progress');
    await waitFor(() => expect(view.getByTestId('required-done').textContent).toBe('3 of 3'));
    expect(view.getByTestId('optional-done').textContent).toBe('1 of 5');
    expect(view.getByText("You're all set!")).toBeTruthy();
    expect(view.queryByRole('heading', { name: 'Next Steps' })).toBeNull();
    const symptoms = itemOf(view, 'log_symptoms');
    expect(within(symptoms).queryByRole('link')).toBeNull();
    expect(within(symptoms).getByText('Completed')).toBeTruthy();
    expect(within(itemOf(view, 'explore_community')).queryByRole('link')).toBeNull();
  });

  it('falls back to the browser flags when the facts cannot be read', async () => {
    window.localStorage.setItem('symptomsLogged', 'true');
    stubApi(signedIn(), { [FACTS]: () => Response.json({ error: { message: 'down' } }, { status: 500 }) });
    const view = renderApp('/progress');
    await waitFor(() => expect(view.getByTestId('required-done').textContent).toBe('1 of 3'));
  });
});
