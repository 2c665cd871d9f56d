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
import { ASSISTANT_DISCLAIMER, CRISIS_REPLY } from '@contract/assistant';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const ANALYZE = 'POST /api/health/analyze-symptoms';
const TESTS = 'POST /api/health/recommended-tests';
const DOCTORS = 'POST /api/health/find-doctors';
const COMMUNITIES = 'POST /api/health/recommend-communities';
const CHAT = 'POST /api/ai/health-chat';

const LOAD_TIMEOUT_MS = 10_000;

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const analysis = {
  potentialConditions: [
    { name: 'Hypothyroidism', likelihood: 85, reasons: ['Tiredness and feeling cold'] },
    { name: 'Iron-deficiency anaemia', likelihood: 55, reasons: [] },
    { name: 'Tension headache', likelihood: 20, reasons: [] },
  ],
  recommendations: ['Keep a symptom diary'],
  recommendedSpecialties: ['Endocrinologist'],
  riskLevel: 'moderate',
  triage: 'consultation',
  disclaimer: ASSISTANT_DISCLAIMER,
};

async function toStepOne(view: ReturnType<typeof renderApp>) {
  // The lazy page loads first; a busy machine can take more than the default second.
  await view.findByRole('heading', { level: 2, name: 'Welcome' }, { timeout: LOAD_TIMEOUT_MS });
  fireEvent.click(view.getByRole('button', { name: 'Next' }));
  await view.findByRole('heading', { level: 2, name: 'Health History & Symptoms' });
}

function fillQuestionnaire(view: ReturnType<typeof renderApp>) {
  type(view.getByLabelText('Age'), '42');
  type(view.getByLabelText('City'), 'San Francisco');
  type(view.getByLabelText('State'), 'CA');
  type(view.getByLabelText('ZIP code'), '94110');
  fireEvent.click(view.getByRole('checkbox', { name: 'Fatigue' }));
  type(view.getByLabelText('Describe your symptoms'), 'Tired and cold all the time');
  type(view.getByRole('slider', { name: 'Severity (1–10)' }), '7');
  type(view.getByLabelText('How long have you had them?'), '3 months');
  type(view.getByLabelText('Triggers (optional)'), 'cold weather, stress');
}

describe('guided onboarding', () => {
  it('stays on step 1 with the required-fields toast and messages when the form is incomplete', async () => {
    const fetchMock = stubApi(signedIn());
    const view = renderApp('/onboarding-tour');
    await toStepOne(view);
    fireEvent.click(view.getByRole('button', { name: 'Next' }));
    expect(await view.findByText('Please complete required fields')).toBeTruthy();
    expect(view.getByText('Fill out the required information before proceeding.')).toBeTruthy();
    // The toast and the field messages come from the same check but may render a tick apart.
    expect(await view.findByText('City is required')).toBeTruthy();
    expect(await view.findByText('Please provide detailed symptom description')).toBeTruthy();
    expect(view.getByLabelText('City').getAttribute('aria-invalid')).toBe('true');
    expect(view.getByRole('heading', { level: 2, name: 'Health History & Symptoms' })).toBeTruthy();
    expect(sentBodies(fetchMock, ANALYZE)).toEqual([]);
  });

  it('runs steps 2–5 on the real calls, with Retry, badges, empty states and completion', async () => {
    let analyzeCalls = 0;
    const fetchMock = stubApi(signedIn(), {
      [ANALYZE]: () => {
        analyzeCalls += 1;
        return analyzeCalls === 1
          ? errorResponse(503, 'UNAVAILABLE', 'The analysis is busy, please retry.')
          : Response.json(analysis);
      },
      [TESTS]: Response.json({ tests: [], disclaimer: ASSISTANT_DISCLAIMER }),
      [DOCTORS]: Response.json({ doctors: [] }),
      [COMMUNITIES]: Response.json({ communities: [] }),
    });
    const view = renderApp('/onboarding-tour');
    await toStepOne(view);
    fillQuestionnaire(view);
    fireEvent.click(view.getByRole('button', { name: 'Next' }));

    await view.findByRole('heading', { level: 2, name: 'AI Health Analysis' });
    expect(await view.findByText('The analysis is busy, please retry.')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Retry' }));
    const badge = await view.findByText('85% match');
    expect(badge.getAttribute('data-variant')).toBe('destructive');
    expect(view.getByText('55% match').getAttribute('data-variant')).toBe('default');
    expect(view.getByText('20% match').getAttribute('data-variant')).toBe('secondary');
    expect(view.getByText('Book an appointment with a doctor')).toBeTruthy();
    expect(view.getByText('Keep a symptom diary')).toBeTruthy();

    const [payload] = sentBodies(fetchMock, ANALYZE);
    expect(payload).toEqual({
      personalInfo: {
        age: 42,
        gender: 'prefer_not_to_say',
        location: { city: 'San Francisco', state: 'CA', zipCode: '94110' },
      },
      healthHistory: {
        chronicConditions: [],
        currentMedications: [],
        allergies: [],
        familyHistory: [],
        previousSurgeries: [],
      },
      currentSymptoms: {
        primarySymptoms: ['Fatigue'],
        symptomDescription: 'Tired and cold all the time',
        severity: 7,
        duration: '3 months',
        triggers: ['cold weather', 'stress'],
        improvingFactors: [],
        worseningFactors: [],
      },
    });

    fireEvent.click(view.getByRole('button', { name: 'Next' }));
    await view.findByRole('heading', { level: 2, name: 'Suggested Diagnostic Tests' });
    expect(await view.findByText('No tests to suggest')).toBeTruthy();
    expect(view.getByText(/consult a healthcare provider/)).toBeTruthy();

    fireEvent.click(view.getByRole('button', { name: 'Next' }));
    await view.findByRole('heading', { level: 2, name: 'Connect with Doctors' });
    expect(await view.findByText('No practitioners listed yet')).toBeTruthy();
    expect(sentBodies(fetchMock, DOCTORS)).toEqual([
      {
        location: { zipCode: '94110', city: 'San Francisco', state: 'CA' },
        specialties: ['Endocrinologist'],
      },
    ]);

    fireEvent.click(view.getByRole('button', { name: 'Next' }));
    await view.findByRole('heading', { level: 2, name: 'Join Communities' });
    expect(await view.findByText('No communities to suggest')).toBeTruthy();
    expect(sentBodies(fetchMock, COMMUNITIES)).toEqual([payload]);

    fireEvent.click(view.getByRole('button', { name: 'Complete' }));
    expect(await view.findByText('Welcome to Infinite Wellness!')).toBeTruthy();
    expect(window.localStorage.getItem('hasSeenOnboarding')).toBe('true');
    expect(window.localStorage.getItem('onboardingCompleted')).toBe('true');
    expect(window.location.pathname).toBe('/onboarding-tour');
    await waitFor(() => expect(window.location.pathname).toBe('/'), { timeout: 3000 });
    // Each call once: nothing was asked twice while moving on.
    expect(analyzeCalls).toBe(2);
    expect(sentBodies(fetchMock, TESTS)).toHaveLength(1);
  });

  it('sends chat messages with the history, fills the form from extractedData, and shows 988 for a crisis', async () => {
    let chatCalls = 0;
    const fetchMock = stubApi(signedIn(), {
      [CHAT]: () => {
        chatCalls += 1;
        return chatCalls === 1
          ? Response.json({
              response: 'That sounds draining. What makes it better?',
              extractedData: { primarySymptoms: ['Fatigue', 'Headache'], severity: 6, duration: '2 months' },
              triage: 'self_care',
              isEmergency: false,
              disclaimer: ASSISTANT_DISCLAIMER,
            })
          : Response.json({
              response: CRISIS_REPLY,
              extractedData: {},
              triage: 'emergency',
              isEmergency: true,
              disclaimer: ASSISTANT_DISCLAIMER,
            });
      },
    });
    const view = renderApp('/onboarding-tour');
    await toStepOne(view);
    fireEvent.click(view.getByRole('button', { name: 'AI Assistant' }));
    const input = view.getByLabelText('Message the AI Assistant') as HTMLInputElement;

    type(input, '  ');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(sentBodies(fetchMock, CHAT)).toEqual([]);

    type(input, 'Exhausted for two months, headaches 6/10');
    fireEvent.keyDown(input, { key: 'Enter' });
    const log = view.getByRole('log');
    await within(log).findByText('That sounds draining. What makes it better?');
    expect(input.value).toBe('');

    type(input, 'I want to end my life');
    fireEvent.keyDown(input, { key: 'Enter' });
    const banner = await view.findByRole('alert');
    expect(within(banner).getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911');
    expect(within(banner).getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
    expect(sentBodies(fetchMock, CHAT)[1]).toEqual({
      message: 'I want to end my life',
      chatHistory: [
        { role: 'user', content: 'Exhausted for two months, headaches 6/10' },
        { role: 'assistant', content: 'That sounds draining. What makes it better?' },
      ],
      stage: 'health_collection',
    });

    fireEvent.click(view.getByRole('button', { name: 'Questionnaire' }));
    expect((view.getByRole('checkbox', { name: 'Fatigue' }) as HTMLInputElement).checked).toBe(true);
    expect((view.getByRole('checkbox', { name: 'Headache' }) as HTMLInputElement).checked).toBe(true);
    expect((view.getByRole('slider', { name: 'Severity (1–10)' }) as HTMLInputElement).value).toBe('6');
    expect((view.getByLabelText('How long have you had them?') as HTMLInputElement).value).toBe('2 months');
  });

  it('shows the AI Assistant Error toast and keeps the message when the chat fails', async () => {
    stubApi(signedIn(), { [CHAT]: () => errorResponse(500, 'INTERNAL', 'boom') });
    const view = renderApp('/onboarding-tour');
    await toStepOne(view);
    fireEvent.click(view.getByRole('button', { name: 'AI Assistant' }));
    const input = view.getByLabelText('Message the AI Assistant') as HTMLInputElement;
    type(input, 'My head hurts');
    fireEvent.click(view.getByRole('button', { name: 'Send message' }));
    expect(await view.findByText('AI Assistant Error')).toBeTruthy();
    expect(view.getByText('Unable to process your message. Please try again.')).toBeTruthy();
    expect(input.value).toBe('My head hurts');
    expect(within(view.getByRole('log')).queryByText('My head hurts')).toBeNull();
  });
});
