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
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const COMPLETE = 'POST /api/onboarding/complete';
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const RECORD = 'GET /api/onboarding';

/** Step 1 in US units (the default for an en-US browser, as jsdom is): 160 lb, 5 ft 7 in. */
async function fillPersonalInfoUs(view: ReturnType<typeof renderApp>) {
  await view.findByRole('heading', { level: 2, name: 'Personal Information' });
  type(view.getByLabelText('Age'), '35.6');
  type(view.getByLabelText('Weight (lbs)'), '160');
  type(view.getByLabelText('Feet'), '5');
  type(view.getByLabelText('Inches'), '7');
  type(view.getByLabelText('Gender'), 'other');
}

async function fillToLastStep(view: ReturnType<typeof renderApp>, personalInfo = fillPersonalInfoUs) {
  await personalInfo(view);
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
    expect(view.getByText(ONBOARDING_MESSAGES.weightLb)).toBeTruthy();
    expect(view.getByText(ONBOARDING_MESSAGES.heightFeetInches)).toBeTruthy();
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
    // 5 ft 7 in = 67 in × 2.54 = 170.18 cm; pounds are stored as typed.
    expect(body?.personalInfo).toEqual({
      age: 35,
      weight: 160,
      height: 170.18,
      gender: 'other',
      units: 'us',
    });
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

describe('the unit choice', () => {
  it('is a radio group offering US and metric units, US for an en-US browser', async () => {
    stubApi(signedIn());
    const view = renderApp('/onboarding');
    const group = await view.findByRole('group', { name: 'Units' });
    const us = within(group).getByRole('radio', { name: 'US (lb, ft/in)' }) as HTMLInputElement;
    const metric = within(group).getByRole('radio', { name: 'Metric (kg, cm)' }) as HTMLInputElement;
    expect(us.checked).toBe(true);
    expect(metric.checked).toBe(false);
    expect(view.getByRole('group', { name: 'Height' })).toBeTruthy();
    expect(view.queryByLabelText('Weight (kg)')).toBeNull();
  });

  it('checks metric answers against the kilogram and centimetre limits', async () => {
    stubApi(signedIn());
    const view = renderApp('/onboarding');
    fireEvent.click(await view.findByRole('radio', { name: 'Metric (kg, cm)' }));
    type(view.getByLabelText('Age'), '40');
    type(view.getByLabelText('Weight (kg)'), '227');
    type(view.getByLabelText('Height (cm)'), '99');
    fireEvent.click(view.getByRole('button', { name: 'Next' }));
    expect(await view.findByText(ONBOARDING_MESSAGES.weightKg)).toBeTruthy();
    expect(view.getByText(ONBOARDING_MESSAGES.heightCm)).toBeTruthy();
    expect(view.getByLabelText('Weight (kg)').getAttribute('aria-invalid')).toBe('true');
    // Focus goes to the first wrong field on screen.
    await waitFor(() => expect(document.activeElement).toBe(view.getByLabelText('Weight (kg)')));
    expect(view.getByText('23–226 kg')).toBeTruthy();
  });

  it('puts focus on the first wrong field on screen, the height before the gender', async () => {
    stubApi(signedIn());
    const view = renderApp('/onboarding');
    await view.findByRole('heading', { level: 2, name: 'Personal Information' });
    type(view.getByLabelText('Age'), '40');
    type(view.getByLabelText('Weight (lbs)'), '160');
    type(view.getByLabelText('Feet'), '9');
    fireEvent.click(view.getByRole('button', { name: 'Next' }));
    expect(await view.findByText(ONBOARDING_MESSAGES.heightFeetInches)).toBeTruthy();
    expect(view.getByText(ONBOARDING_MESSAGES.gender)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(view.getByLabelText('Feet')));
  });

  it('sends metric answers as pounds and centimetres with the units', async () => {
    const fetchMock = stubApi(signedIn(), {
      [COMPLETE]: () => Response.json({ answers: {}, completedAt: '', updatedAt: '' }, { status: 201 }),
    });
    const view = renderApp('/onboarding');
    await fillToLastStep(view, async (v) => {
      fireEvent.click(await v.findByRole('radio', { name: 'Metric (kg, cm)' }));
      type(v.getByLabelText('Age'), '40');
      type(v.getByLabelText('Weight (kg)'), '70');
      type(v.getByLabelText('Height (cm)'), '170');
      type(v.getByLabelText('Gender'), 'female');
    });
    fireEvent.click(view.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    const [body] = sentBodies(fetchMock, COMPLETE) as Record<string, Record<string, unknown>>[];
    // 70 kg ÷ 0.45359237 = 154.3236… lb, kept to 0.01.
    expect(body?.personalInfo).toEqual({
      age: 40,
      weight: 154.32,
      height: 170,
      gender: 'female',
      units: 'metric',
    });
  });

  it('carries typed answers over when the units change', async () => {
    stubApi(signedIn());
    const view = renderApp('/onboarding');
    await fillPersonalInfoUs(view);
    fireEvent.click(view.getByRole('radio', { name: 'Metric (kg, cm)' }));
    expect((view.getByLabelText('Weight (kg)') as HTMLInputElement).value).toBe('73');
    expect((view.getByLabelText('Height (cm)') as HTMLInputElement).value).toBe('170');
    // Straight back: what was typed, not 161 lb.
    fireEvent.click(view.getByRole('radio', { name: 'US (lb, ft/in)' }));
    expect((view.getByLabelText('Weight (lbs)') as HTMLInputElement).value).toBe('160');
    expect((view.getByLabelText('Feet') as HTMLInputElement).value).toBe('5');
    expect((view.getByLabelText('Inches') as HTMLInputElement).value).toBe('7');
    // A value retyped after a switch is converted afresh.
    fireEvent.click(view.getByRole('radio', { name: 'Metric (kg, cm)' }));
    type(view.getByLabelText('Weight (kg)'), '80');
    fireEvent.click(view.getByRole('radio', { name: 'US (lb, ft/in)' }));
    expect((view.getByLabelText('Weight (lbs)') as HTMLInputElement).value).toBe('176');
    expect((view.getByLabelText('Inches') as HTMLInputElement).value).toBe('7');
  });

  it('offers again the units the person chose last time', async () => {
    stubApi(signedIn(), {
      [RECORD]: () =>
        Response.json({
          answers: {
            personalInfo: { age: 40, weight: 154.32, height: 170, gender: 'female', units: 'metric' },
          },
          completedAt: '2026-11-20T10:00:00.000Z',
          updatedAt: '2026-11-20T10:00:00.000Z',
        }),
    });
    const view = renderApp('/onboarding');
    await waitFor(() =>
      expect((view.getByRole('radio', { name: 'Metric (kg, cm)' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(view.getByLabelText('Weight (kg)')).toBeTruthy();
  });
});
