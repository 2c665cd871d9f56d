// @vitest-environment jsdom

import {
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  sentBodies,
  signedIn,
  stubApi,
} from '@client/test-utils';
import { ASSISTANT_DISCLAIMER } from '@contract/assistant';
import type { TTourProgress } from '@contract/onboarding-tour';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const PROGRESS = '/api/onboarding-tour/progress';
const LOAD_TIMEOUT_MS = 10_000;

const answers = {
  age: '42',
  gender: 'female',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94110',
  primarySymptoms: ['Headache', 'Fatigue'],
  symptomDescription: 'Pounding headache behind my eyes',
  severity: 6,
  duration: '3 days',
  triggers: 'screens',
} satisfies TTourProgress['answers'];

function saved(overrides: Partial<TTourProgress>): TTourProgress {
  return {
    step: 1,
    mode: 'questionnaire',
    answers,
    chat: [],
    updatedAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

const analysis = {
  potentialConditions: [],
  recommendations: [],
  recommendedSpecialties: [],
  riskLevel: 'low',
  triage: 'self_care',
  disclaimer: ASSISTANT_DISCLAIMER,
};

describe('guided tour resume', () => {
  it('resumes on the saved step with the saved answers in the form', async () => {
    stubApi(signedIn(), { [`GET ${PROGRESS}`]: () => Response.json(saved({ step: 1 })) });
    const view = renderApp('/onboarding-tour');
    await view.findByRole(
      'heading',
      { level: 2, name: 'Health History & Symptoms' },
      { timeout: LOAD_TIMEOUT_MS },
    );
    expect(view.getByText('Step 2 of 6')).toBeTruthy();
    expect((view.getByLabelText('City') as HTMLInputElement).value).toBe('San Francisco');
    expect((view.getByLabelText('ZIP code') as HTMLInputElement).value).toBe('94110');
    expect((view.getByLabelText('Describe your symptoms') as HTMLTextAreaElement).value).toBe(
      'Pounding headache behind my eyes',
    );
  });

  it('resumes a later step on the saved answers, and the conversation in the assistant mode', async () => {
    const fetchMock = stubApi(signedIn(), {
      [`GET ${PROGRESS}`]: () =>
        Response.json(
          saved({
            step: 2,
            mode: 'assistant',
            chat: [
              { role: 'user', content: 'I live in San Francisco CA 94110' },
              { role: 'assistant', content: 'Thanks, noted.', location: 'San Francisco, CA 94110' },
            ],
          }),
        ),
      'POST /api/health/analyze-symptoms': () => Response.json(analysis),
    });
    const view = renderApp('/onboarding-tour');
    await view.findByRole('heading', { level: 2, name: 'AI Health Analysis' }, { timeout: LOAD_TIMEOUT_MS });
    await view.findByText('Self-care and monitoring');
    const [payload] = sentBodies(fetchMock, 'POST /api/health/analyze-symptoms') as {
      personalInfo: { location: { zipCode: string } };
    }[];
    expect(payload?.personalInfo.location.zipCode).toBe('94110');

    fireEvent.click(view.getByRole('button', { name: 'Back' }));
    await view.findByRole('heading', { level: 2, name: 'Health History & Symptoms' });
    expect(view.getByText('Thanks, noted.')).toBeTruthy();
    expect(view.getByText('Where you live: San Francisco, CA 94110')).toBeTruthy();
  });

  it('goes back to step 1 when the saved answers no longer pass its checks', async () => {
    stubApi(signedIn(), {
      [`GET ${PROGRESS}`]: () => Response.json(saved({ step: 4, answers: { ...answers, city: '' } })),
    });
    const view = renderApp('/onboarding-tour');
    expect(
      await view.findByRole(
        'heading',
        { level: 2, name: 'Health History & Symptoms' },
        { timeout: LOAD_TIMEOUT_MS },
      ),
    ).toBeTruthy();
    expect((view.getByLabelText('City') as HTMLInputElement).value).toBe('');
    expect((view.getByLabelText('ZIP code') as HTMLInputElement).value).toBe('94110');
  });

  it('saves the step and answers on Next, and prefills the ZIP from the profile on a fresh start', async () => {
    const fetchMock = stubApi(signedIn(), {
      [`GET ${PROGRESS}`]: () => Response.json(null),
      'GET /api/user/profile': () => Response.json({ zipCode: '10001' }),
    });
    const view = renderApp('/onboarding-tour');
    await view.findByRole('heading', { level: 2, name: 'Welcome' }, { timeout: LOAD_TIMEOUT_MS });
    fireEvent.click(view.getByRole('button', { name: 'Next' }));
    await view.findByRole('heading', { level: 2, name: 'Health History & Symptoms' });
    await waitFor(() => expect((view.getByLabelText('ZIP code') as HTMLInputElement).value).toBe('10001'));
    const saves = sentBodies(fetchMock, `PUT ${PROGRESS}`) as {
      step: number;
      answers: { zipCode: string };
    }[];
    expect(saves.length).toBeGreaterThan(0);
    expect(saves.at(-1)?.step).toBe(1);
  });

  it('logs the symptoms only when the box is ticked, then clears the saved place', async () => {
    const fetchMock = stubApi(signedIn(), {
      [`GET ${PROGRESS}`]: () => Response.json(saved({ step: 5 })),
      'POST /api/health/recommend-communities': () => Response.json({ communities: [] }),
      'POST /api/health/analyze-symptoms': () => Response.json(analysis),
      'POST /api/onboarding-tour/log-symptoms': () => Response.json({ logged: [] }, { status: 201 }),
      [`DELETE ${PROGRESS}`]: () => new Response(null, { status: 204 }),
    });
    const view = renderApp('/onboarding-tour');
    await view.findByRole('heading', { level: 2, name: 'Join Communities' }, { timeout: LOAD_TIMEOUT_MS });
    const box = await view.findByRole('checkbox', { name: 'Add these symptoms to my symptom log' });
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(view.getByText(/Headache, Fatigue, severity 6\/10/)).toBeTruthy();
    fireEvent.click(box);
    expect(box.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(await view.findByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(sentBodies(fetchMock, `DELETE ${PROGRESS}`)).toHaveLength(1));
    expect(sentBodies(fetchMock, 'POST /api/onboarding-tour/log-symptoms')).toEqual([
      {
        symptoms: [
          {
            symptomName: 'Headache',
            severity: 6,
            description: 'Pounding headache behind my eyes',
            triggers: ['screens'],
          },
          {
            symptomName: 'Fatigue',
            severity: 6,
            description: 'Pounding headache behind my eyes',
            triggers: ['screens'],
          },
        ],
      },
    ]);
  });

  it('logs nothing when the box is left unticked', async () => {
    const fetchMock = stubApi(signedIn(), {
      [`GET ${PROGRESS}`]: () => Response.json(saved({ step: 5 })),
      'POST /api/health/recommend-communities': () => Response.json({ communities: [] }),
      'POST /api/health/analyze-symptoms': () => Response.json(analysis),
      [`DELETE ${PROGRESS}`]: () => new Response(null, { status: 204 }),
    });
    const view = renderApp('/onboarding-tour');
    await view.findByRole('heading', { level: 2, name: 'Join Communities' }, { timeout: LOAD_TIMEOUT_MS });
    await view.findByRole('checkbox', { name: 'Add these symptoms to my symptom log' });
    fireEvent.click(await view.findByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(sentBodies(fetchMock, `DELETE ${PROGRESS}`)).toHaveLength(1));
    expect(sentBodies(fetchMock, 'POST /api/onboarding-tour/log-symptoms')).toEqual([]);
  });
});
