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
import {
  AB_MESSAGES,
  type TExperiment,
  type TExperimentResults,
  type TVariantResult,
} from '@contract/ab-testing';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

beforeAll(() => prepareDomEnvironment());

const realLocation = window.location;
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  resetBrowserState();
});

/** Replaces window.location.reload with a mock; everything else reads the real location. */
function mockReload() {
  const reload = vi.fn();
  const proxy = new Proxy(
    {},
    {
      get(_target, property) {
        if (property === 'reload') return reload;
        const value: unknown = Reflect.get(realLocation, property);
        return typeof value === 'function' ? value.bind(realLocation) : value;
      },
    },
  );
  Object.defineProperty(window, 'location', { configurable: true, value: proxy });
  return reload;
}

const PATH = '/ab-testing-dashboard';
const LIST = 'GET /api/ab-testing/experiments';

let serial = 0;
function experiment(overrides: Partial<TExperiment> = {}): TExperiment {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    key: `experiment_${serial}`,
    name: `Experiment ${serial}`,
    description: '',
    isActive: true,
    status: 'active',
    variants: [
      { id: 'control', name: 'Control', weight: 50, isControl: true, config: {} },
      { id: 'variant_b', name: 'Variant B', weight: 50, isControl: false, config: {} },
    ],
    metrics: { primary: 'signup', kind: 'conversion' },
    minSamplePerVariant: 100,
    participants: 0,
    createdAt: `2026-11-${String(serial % 28 || 1).padStart(2, '0')}T09:00:00.000Z`,
    pausedAt: null,
    endedAt: null,
    ...overrides,
  };
}

const CTA = experiment({
  key: 'landing_cta',
  name: 'Landing call to action',
  description: 'Which button text gets more people to sign up.',
  participants: 1240,
  variants: [
    { id: 'control', name: 'Get Started', weight: 50, isControl: true, config: { text: 'Get Started' } },
    { id: 'warm', name: 'Start feeling better', weight: 50, isControl: false, config: { text: 'Start' } },
  ],
  createdAt: '2026-11-24T09:00:00.000Z',
});
const PAUSED = experiment({ name: 'Onboarding length', status: 'paused', isActive: false, participants: 60 });
const ENDED = experiment({ name: 'Check-in reminder', status: 'ended', isActive: false, participants: 3000 });

function result(overrides: Partial<TVariantResult> & { name: string }): TVariantResult {
  const { name, ...rest } = overrides;
  return {
    variantId: name.toLowerCase().replaceAll(' ', '_'),
    variant: { name, isControl: false },
    participants: 0,
    conversions: 0,
    conversionRate: 0,
    averageValue: null,
    ...rest,
  };
}

function resultsOf(target: TExperiment, results: TVariantResult[], mismatch = false): TExperimentResults {
  return {
    experiment: target,
    results,
    sampleRatio: { chiSquare: mismatch ? 40 : 0.2, pValue: mismatch ? 0.00001 : 0.65, mismatch },
  };
}

const resultsPath = (target: TExperiment) => `/api/ab-testing/experiments/${target.id}/results`;
const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([input, init]) => input === url && (init?.method ?? 'GET') === method).length;

async function openTab(view: ReturnType<typeof renderApp>, name: string) {
  const tab = await view.findByRole('tab', { name });
  fireEvent.mouseDown(tab, { button: 0 });
  await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
  return view.getByRole('tabpanel', { name });
}

describe('A/B Testing Dashboard: states', () => {
  it('shows a skeleton with a status text while the experiments load', async () => {
    stubApi(signedIn('admin'), { [LIST]: () => new Promise<Response>(() => {}) });
    const view = renderApp(PATH);
    expect(await view.findByRole('heading', { level: 1, name: 'A/B Testing Dashboard' })).toBeTruthy();
    expect((await view.findByRole('status')).textContent).toContain('Loading experiments...');
    expect(view.queryByRole('tab')).toBeNull();
  });

  it("invites the first experiment when there is none: 'No experiments yet' and the create button", async () => {
    stubApi(signedIn('admin'), { [LIST]: () => Response.json([]) });
    const view = renderApp(PATH);
    expect(await view.findByText('No experiments yet')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'New experiment' }));
    expect(await view.findByRole('dialog', { name: 'New experiment' })).toBeTruthy();
  });

  it('says the list could not be loaded and reads it again on Try Again', async () => {
    let failing = true;
    stubApi(signedIn('admin'), {
      [LIST]: () => (failing ? errorResponse(500, 'internal', 'Something went wrong') : Response.json([CTA])),
    });
    const view = renderApp(PATH);
    expect(await view.findByText('The experiments could not be loaded.')).toBeTruthy();
    expect(view.queryByRole('tab')).toBeNull();
    failing = false;
    fireEvent.click(view.getByRole('button', { name: 'Try Again' }));
    expect(await view.findByRole('tab', { name: 'Overview' })).toBeTruthy();
  });
});

describe('A/B Testing Dashboard: Overview', () => {
  it('counts experiments by state and participants, and lists the 5 newest with their status', async () => {
    const older = [1, 2, 3, 4].map((day) =>
      experiment({ name: `Older ${day}`, createdAt: `2026-10-0${day}T09:00:00.000Z`, participants: 10 }),
    );
    stubApi(signedIn('admin'), { [LIST]: () => Response.json([...older, PAUSED, CTA, ENDED]) });
    const view = renderApp(PATH);
    const panel = await openTab(view, 'Overview');
    const figures = Object.fromEntries(
      [...panel.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({ Active: '5', Paused: '1', Ended: '1', 'Total participants': '4,340' });
    const recent = within(panel).getByRole('region', { name: 'Recent experiments' });
    const rows = within(recent).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]?.textContent).toContain('Landing call to action');
    expect(rows[0]?.textContent).toContain('Active');
    expect(rows.map((row) => row.textContent).join('\n')).not.toContain('Older 1');
    expect(rows.find((row) => row.textContent?.includes('Onboarding length'))?.textContent).toContain(
      'Paused',
    );
    expect(rows.find((row) => row.textContent?.includes('Check-in reminder'))?.textContent).toContain(
      'Ended',
    );
  });
});

describe('A/B Testing Dashboard: Experiments', () => {
  it('shows each experiment with its description, variants and weights, metric and participants', async () => {
    stubApi(signedIn('admin'), { [LIST]: () => Response.json([CTA, PAUSED, ENDED]) });
    const view = renderApp(PATH);
    const panel = await openTab(view, 'Experiments');
    const card = within(panel).getByRole('article', { name: 'Landing call to action' });
    const text = card.textContent ?? '';
    expect(text).toContain('landing_cta');
    expect(text).toContain('Which button text gets more people to sign up.');
    expect(text).toContain('Get Started');
    expect(text).toContain('Control');
    expect(text).toContain('weight 50 (50%)');
    expect(text).toContain('signup');
    expect(text).toContain('1,240');
    expect(within(card).getByRole('button', { name: /^Pause/ })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Resume/ })).toBeNull();
    const paused = within(panel).getByRole('article', { name: 'Onboarding length' });
    expect(within(paused).getByRole('button', { name: /^Resume/ })).toBeTruthy();
    expect(within(paused).queryByRole('button', { name: /^Pause/ })).toBeNull();
    const ended = within(panel).getByRole('article', { name: 'Check-in reminder' });
    expect(within(ended).queryAllByRole('button')).toHaveLength(0);
  });

  it.each([
    ['pause', 'Pause', CTA],
    ['resume', 'Resume', PAUSED],
  ] as const)('%ss through the API, then reloads the page', async (action, label, target) => {
    const reload = mockReload();
    const url = `/api/ab-testing/experiments/${target.id}/${action}`;
    const fetchMock = stubApi(signedIn('admin'), {
      [LIST]: () => Response.json([CTA, PAUSED]),
      [`POST ${url}`]: () => Response.json({ ...target, status: action === 'pause' ? 'paused' : 'active' }),
    });
    const view = renderApp(PATH);
    const panel = await openTab(view, 'Experiments');
    const card = within(panel).getByRole('article', { name: target.name });
    fireEvent.click(within(card).getByRole('button', { name: new RegExp(`^${label}`) }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls(fetchMock, 'POST', url)).toBe(1);
  });

  it('ends only after the confirmation that ending is final, then reloads', async () => {
    const reload = mockReload();
    const url = `/api/ab-testing/experiments/${CTA.id}/end`;
    const fetchMock = stubApi(signedIn('admin'), {
      [LIST]: () => Response.json([CTA]),
      [`POST ${url}`]: () => Response.json({ ...CTA, status: 'ended' }),
    });
    const view = renderApp(PATH);
    const panel = await openTab(view, 'Experiments');
    fireEvent.click(within(panel).getByRole('button', { name: /^End/ }));
    const dialog = await view.findByRole('dialog', { name: 'End Landing call to action?' });
    expect(dialog.textContent).toContain('Ending is final');
    expect(calls(fetchMock, 'POST', url)).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End experiment' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls(fetchMock, 'POST', url)).toBe(1);
  });

  it('keeps the page, logs the failure and says it under the experiment when an action fails', async () => {
    const reload = mockReload();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi(signedIn('admin'), {
      [LIST]: () => Response.json([CTA]),
      [`POST /api/ab-testing/experiments/${CTA.id}/pause`]: () =>
        errorResponse(409, 'conflict', AB_MESSAGES.ended),
    });
    const view = renderApp(PATH);
    const panel = await openTab(view, 'Experiments');
    const card = within(panel).getByRole('article', { name: CTA.name });
    fireEvent.click(within(card).getByRole('button', { name: /^Pause/ }));
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toBe(`The experiment could not be paused. ${AB_MESSAGES.ended}`);
    expect(logged).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('A/B Testing Dashboard: Results', () => {
  it('reads results only once an experiment is chosen', async () => {
    const fetchMock = stubApi(signedIn('admin'), {
      [LIST]: () => Response.json([CTA]),
      [`GET ${resultsPath(CTA)}`]: () =>
        Response.json(
          resultsOf(CTA, [
            result({ name: 'Get Started', variant: { name: 'Get Started', isControl: true } }),
            result({ name: 'Start feeling better' }),
          ]),
        ),
    });
    const view = renderApp(PATH);
    const panel = await openTab(view, 'Results');
    expect(within(panel).getByText('No experiment chosen')).toBeTruthy();
    expect(calls(fetchMock, 'GET', resultsPath(CTA))).toBe(0);
    fireEvent.change(within(panel).getByLabelText('Experiment'), { target: { value: CTA.id } });
    const variant = await within(panel).findByRole('article', { name: 'Start feeling better' });
    expect(variant.textContent).toContain(AB_MESSAGES.calculating);
    expect(variant.textContent).toContain('once every variant has 100 participants');
    expect(calls(fetchMock, 'GET', resultsPath(CTA))).toBe(1);
  });

  it('shows each variant with the Control badge, its figures and Significant, Not Significant or Calculating...', async () => {
    const three = experiment({ name: 'Three variants' });
    stubApi(signedIn('admin'), {
      [LIST]: () => Response.json([three]),
      [`GET ${resultsPath(three)}`]: () =>
        Response.json(
          resultsOf(three, [
            result({
              name: 'Current text',
              variant: { name: 'Current text', isControl: true },
              participants: 1000,
              conversions: 100,
              conversionRate: 10,
            }),
            result({
              name: 'Bold',
              participants: 1010,
              conversions: 150,
              conversionRate: 14.851,
              averageValue: 12.5,
              statisticalSignificance: true,
              pValue: 0.0009,
              zScore: 3.3,
              differenceCi: { low: 2.04, high: 7.66 },
            }),
            result({
              name: 'Quiet',
              participants: 990,
              conversions: 104,
              conversionRate: 10.505,
              statisticalSignificance: false,
              pValue: 0.71,
              zScore: 0.37,
              differenceCi: { low: -2.2, high: 3.21 },
            }),
            result({ name: 'Late', participants: 12 }),
          ]),
        ),
    });
    const view = renderApp(PATH);
    const panel = await openTab(view, 'Results');
    fireEvent.change(within(panel).getByLabelText('Experiment'), { target: { value: three.id } });

    const control = await within(panel).findByRole('article', { name: 'Current text Control' });
    expect(control.textContent).toContain('1,000');
    expect(control.textContent).toContain('10.0%');
    expect(control.textContent).not.toContain(AB_MESSAGES.calculating);

    const bold = within(panel).getByRole('article', { name: 'Bold' });
    expect(bold.textContent).toContain(AB_MESSAGES.significant);
    expect(bold.textContent).not.toContain(AB_MESSAGES.notSignificant);
    expect(bold.textContent).toContain('14.9%');
    expect(bold.textContent).toContain('12.5');
    expect(bold.textContent).toContain(
      'Between 2.0 and 7.7 points higher than the control (95% confidence).',
    );
    expect(bold.textContent).toContain('p < 0.001');

    const quiet = within(panel).getByRole('article', { name: 'Quiet' });
    expect(quiet.textContent).toContain(AB_MESSAGES.notSignificant);
    expect(quiet.textContent).toContain('Between 2.2 points lower and 3.2 points higher');
    expect(quiet.textContent).toContain('p = 0.710');
    expect(quiet.textContent).toContain('No values recorded');

    const late = within(panel).getByRole('article', { name: 'Late' });
    expect(late.textContent).toContain(AB_MESSAGES.calculating);
    expect(late.textContent).not.toContain('p =');

    expect(within(panel).queryByText(AB_MESSAGES.srmWarning)).toBeNull();
    expect(within(panel).getByText('How to read these results')).toBeTruthy();
  });

  it('warns of a sample ratio mismatch', async () => {
    stubApi(signedIn('admin'), {
      [LIST]: () => Response.json([CTA]),
      [`GET ${resultsPath(CTA)}`]: () =>
        Response.json(
          resultsOf(
            CTA,
            [
              result({
                name: 'Get Started',
                variant: { name: 'Get Started', isControl: true },
                participants: 900,
              }),
              result({ name: 'Start feeling better', participants: 300 }),
            ],
            true,
          ),
        ),
    });
    const view = renderApp(PATH);
    const panel = await openTab(view, 'Results');
    fireEvent.change(within(panel).getByLabelText('Experiment'), { target: { value: CTA.id } });
    expect((await within(panel).findByRole('alert')).textContent).toBe(AB_MESSAGES.srmWarning);
  });
});

describe('A/B Testing Dashboard: create an experiment', () => {
  async function openForm(fetchMock: ReturnType<typeof stubApi>, view: ReturnType<typeof renderApp>) {
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/ab-testing/experiments')).toBeGreaterThan(0));
    fireEvent.click(await view.findByRole('button', { name: 'New experiment' }));
    return view.findByRole('dialog', { name: 'New experiment' });
  }

  it("shows the contract's messages and sends nothing while the form is invalid", async () => {
    const fetchMock = stubApi(signedIn('admin'), { [LIST]: () => Response.json([CTA]) });
    const view = renderApp(PATH);
    const dialog = await openForm(fetchMock, view);
    fireEvent.change(within(dialog).getByLabelText('Key'), { target: { value: 'Landing CTA' } });
    fireEvent.change(within(dialog).getByLabelText('Primary metric'), { target: { value: 'signup' } });
    const ids = within(dialog).getAllByLabelText(/^Id of variant/);
    expect(ids).toHaveLength(2);
    fireEvent.change(ids[1] as HTMLElement, { target: { value: 'control' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create experiment' }));
    expect(await within(dialog).findByText('Use lower-case letters, digits, - and _')).toBeTruthy();
    const key = within(dialog).getByLabelText('Key');
    expect(key.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Required')).toBeTruthy();

    fireEvent.change(key, { target: { value: 'landing_cta_2' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Second try' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create experiment' }));
    expect(await within(dialog).findByText(AB_MESSAGES.variantIdsUnique)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/ab-testing/experiments')).toEqual([]);
  });

  it("shows the server's 409 under the key and keeps the form open", async () => {
    const fetchMock = stubApi(signedIn('admin'), {
      [LIST]: () => Response.json([CTA]),
      'POST /api/ab-testing/experiments': () => errorResponse(409, 'conflict', AB_MESSAGES.keyTaken),
    });
    const view = renderApp(PATH);
    const dialog = await openForm(fetchMock, view);
    fireEvent.change(within(dialog).getByLabelText('Key'), { target: { value: 'landing_cta' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Again' } });
    fireEvent.change(within(dialog).getByLabelText('Primary metric'), { target: { value: 'signup' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create experiment' }));
    expect(await within(dialog).findByText(AB_MESSAGES.keyTaken)).toBeTruthy();
    expect(within(dialog).getByLabelText('Key').getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies(fetchMock, 'POST /api/ab-testing/experiments')).toHaveLength(1);
  });

  it('sends the request with a third variant, its config and the chosen control, then reads the list again', async () => {
    const created = experiment({ key: 'reminder_time', name: 'Reminder time' });
    let listed: TExperiment[] = [CTA];
    const fetchMock = stubApi(signedIn('admin'), {
      [LIST]: () => Response.json(listed),
      'POST /api/ab-testing/experiments': () => {
        listed = [created, CTA];
        return Response.json(created, { status: 201 });
      },
    });
    const view = renderApp(PATH);
    const dialog = await openForm(fetchMock, view);
    fireEvent.change(within(dialog).getByLabelText('Key'), { target: { value: 'reminder_time' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Reminder time' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: 'Morning or evening.' },
    });
    fireEvent.change(within(dialog).getByLabelText('Primary metric'), { target: { value: 'check_in' } });
    fireEvent.click(within(dialog).getByLabelText(/^Value/));
    fireEvent.change(within(dialog).getByLabelText('Minimum participants per variant'), {
      target: { value: '200' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add variant' }));
    await waitFor(() => expect(within(dialog).getAllByLabelText(/^Id of variant/)).toHaveLength(3));
    fireEvent.change(within(dialog).getAllByLabelText(/^Weight of variant/)[2] as HTMLElement, {
      target: { value: '20' },
    });
    fireEvent.click(within(dialog).getByLabelText(/^Control: variant 2/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add config value to variant 3' }));
    fireEvent.change(await within(dialog).findByLabelText('Config key 1'), { target: { value: 'hour' } });
    fireEvent.change(within(dialog).getByLabelText('Config value 1'), { target: { value: '20:00' } });
    const listReads = calls(fetchMock, 'GET', '/api/ab-testing/experiments');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create experiment' }));

    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'POST /api/ab-testing/experiments')).toEqual([
      {
        key: 'reminder_time',
        name: 'Reminder time',
        description: 'Morning or evening.',
        primaryMetric: 'check_in',
        metricKind: 'value',
        minSamplePerVariant: 200,
        variants: [
          { id: 'control', name: 'Control', weight: 50, isControl: false, config: {} },
          { id: 'variant_b', name: 'Variant B', weight: 50, isControl: true, config: {} },
          { id: 'variant_c', name: 'Variant C', weight: 20, isControl: false, config: { hour: '20:00' } },
        ],
      },
    ]);
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/ab-testing/experiments')).toBe(listReads + 1));
    const panel = view.getByRole('tabpanel', { name: 'Overview' });
    expect(await within(panel).findByText('Reminder time')).toBeTruthy();

    // Opened again, the form starts empty.
    fireEvent.click(view.getByRole('button', { name: 'New experiment' }));
    const again = await view.findByRole('dialog', { name: 'New experiment' });
    expect((within(again).getByLabelText('Key') as HTMLInputElement).value).toBe('');
    expect(within(again).getAllByLabelText(/^Id of variant/)).toHaveLength(2);
  });
});
