// @vitest-environment jsdom

import { createQueryClient } from '@client/api/queryClient';
import { prepareDomEnvironment, resetBrowserState, sentBodies, signedIn, stubApi } from '@client/test-utils';
import { FASTING_MESSAGES, type TFastingState } from '@contract/fasting';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FastingCard } from './fasting-card';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const START = 'POST /api/fasting/start';
const STATE: TFastingState = {
  noteAcknowledged: true,
  active: null,
  history: [],
  serverTime: '2026-11-24T09:00:00Z',
};

function renderCard() {
  const fetchMock = stubApi(signedIn(), {
    'GET /api/fasting': () => Response.json(STATE),
    [START]: () => Response.json({}, { status: 201 }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FastingCard />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('FastingCard, starting a fast', () => {
  it('starts 16:8 by default with the protocol only', async () => {
    const fetchMock = renderCard();
    const sixteen = (await screen.findByRole('radio', {
      name: '16:8 (16 hours fasting)',
    })) as HTMLInputElement;
    expect(sixteen.checked).toBe(true);
    expect(screen.queryByLabelText('Fasting hours (1–72)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start fast' }));
    await waitFor(() => expect(sentBodies(fetchMock, START)).toEqual([{ protocol: '16:8' }]));
  });

  it('asks for 1 to 72 whole hours with the custom protocol, then sends them', async () => {
    const fetchMock = renderCard();
    fireEvent.click(await screen.findByRole('radio', { name: 'Custom' }));
    const hours = await screen.findByLabelText('Fasting hours (1–72)');
    fireEvent.click(screen.getByRole('button', { name: 'Start fast' }));
    expect(await screen.findByText(FASTING_MESSAGES.customHoursRange)).toBeTruthy();
    expect(hours.getAttribute('aria-invalid')).toBe('true');
    expect(hours.getAttribute('aria-describedby')).toBe('fasting-error');

    fireEvent.change(hours, { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start fast' }));
    expect(await screen.findByText(FASTING_MESSAGES.customHoursRange)).toBeTruthy();
    expect(sentBodies(fetchMock, START)).toHaveLength(0);

    fireEvent.change(hours, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start fast' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, START)).toEqual([{ protocol: 'custom', customHours: 20 }]),
    );
  });

  it('leaves hours typed for Custom out when another protocol is chosen after', async () => {
    const fetchMock = renderCard();
    fireEvent.click(await screen.findByRole('radio', { name: 'Custom' }));
    fireEvent.change(await screen.findByLabelText('Fasting hours (1–72)'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('radio', { name: '18:6 (18 hours fasting)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start fast' }));
    await waitFor(() => expect(sentBodies(fetchMock, START)).toEqual([{ protocol: '18:6' }]));
  });
});
