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
import { ONBOARDING_MESSAGES } from '@contract/onboarding';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const COMPLETE = 'POST /api/onboarding/complete';
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function fillToLastStep(view: ReturnType<typeof renderApp>) {
  await view.findByRole('heading', { level: 2, name: 'Personal Information' });
  type(view.getByLabelText('Age'), '35.6');
  type(view.getByLabelText('Weight (lbs)'), '160');
  type(view.getByLabelText('Height (cm)'), '170');
  type(view.getByLabelText('Gender'), 'other');
  fireEvent.click(view.getByRole('button', { name: 'Next' }));
  await view.findByRole('heading', { level: 2, name: 'Health History' });
  fireEvent.click(view.getByRole('checkbox', { name: 'IBS' }));
  type(view.getByLabelText('Other conditions (optional)'), 'Long covid, IBS');
  fireEvent.click(view.getByRole('button', { name: 'Next' }));
  await view.findByRole('heading', { level: 2, name: 'Lifestyle & Habits' });
  type(view.getByLabelText('Diet'), 'vegan');
  type(view.getByLabelText('Exercise level'), 'light');
  type(view.getByLabelText('Smoking'), 'former');
  type(view.getByLabelText('Alcohol'), 'never');
  fireEvent.click(view.getByRole('button', { name: 'Next' }));
  await view.findByRole('heading', { level: 2, name: 'Current Symptoms' });
  fireEvent.click(view.getByRole('button', { name: 'Next' }));
  await view.findByRole('heading', { level: 2, name: 'Wellness Goals' });
}

describe('simple onboarding', () => {
  it('validates each step, shows progress, and disables Previous on the first step', async () => {
    stubApi(signedIn());
    const view = renderApp('/onboarding');
    await view.findByRole('heading', { level: 2, name: 'Personal Information' });
    expect(view.getByText('20% complete')).toBeTruthy();
    expect((view.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    type(view.getByLabelText('Age'), '0');
    type(view.getByLabelText('Weight (lbs)'), '600');
    fireEvent.click(view.getByRole('button', { name: 'Next' }));
    expect(await view.findByText(ONBOARDING_MESSAGES.age)).toBeTruthy();
    expect(view.getByText(ONBOARDING_MESSAGES.weight)).toBeTruthy();
    expect(view.getByText(ONBOARDING_MESSAGES.height)).toBeTruthy();
    expect(view.getByText(ONBOARDING_MESSAGES.gender)).toBeTruthy();
    expect(view.getByLabelText('Age').getAttribute('aria-invalid')).toBe('true');
    expect(view.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeTruthy();
  });

  it('posts the whole-number payload on Complete Setup and goes home', async () => {
    const fetchMock = stubApi(signedIn(), {
      [COMPLETE]: () => Response.json({ answers: {}, completedAt: '', updatedAt: '' }, { status: 201 }),
    });
    const view = renderApp('/onboarding');
    await fillToLastStep(view);
    expect(view.getByText('100% complete')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Previous' }));
    await view.findByRole('heading', { level: 2, name: 'Current Symptoms' });
    fireEvent.click(view.getByRole('button', { name: 'Next' }));
    await view.findByRole('heading', { level: 2, name: 'Wellness Goals' });
    fireEvent.click(view.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    const [body] = sentBodies(fetchMock, COMPLETE) as Record<string, Record<string, unknown>>[];
    expect(body?.personalInfo).toEqual({ age: 35, weight: 160, height: 170, gender: 'other' });
    expect(body?.healthHistory?.chronicConditions).toEqual(['IBS', 'Long covid']);
    expect(body?.lifestyle).toMatchObject({ diet: 'vegan', sleepHours: 8, stressLevel: 5 });
    expect(body?.symptoms).toMatchObject({ primarySymptoms: [], symptomSeverity: 5 });
  });

  it("shows the server's message in a destructive toast when saving fails", async () => {
    stubApi(signedIn(), { [COMPLETE]: () => errorResponse(503, 'UNAVAILABLE', 'Try again in a minute.') });
    const view = renderApp('/onboarding');
    await fillToLastStep(view);
    fireEvent.click(view.getByRole('button', { name: 'Complete Setup' }));
    expect(await view.findByText(ONBOARDING_MESSAGES.saveError)).toBeTruthy();
    expect(view.getByText('Try again in a minute.')).toBeTruthy();
    expect(window.location.pathname).toBe('/onboarding');
  });
});
