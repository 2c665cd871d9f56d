// @vitest-environment jsdom

import {
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  sentBodies,
  signedIn,
  stubApi,
} from '@client/test-utils';
import { STORY_MESSAGES, type TStoryPage, type TSuccessStory } from '@contract/success-stories';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const BROWSE = 'GET /api/success-stories?limit=10';
const MINE = 'GET /api/success-stories/user?limit=10';

function story(overrides: Partial<TSuccessStory> = {}): TSuccessStory {
  return {
    id: 's1',
    title: 'Walking my way back',
    condition: 'chronic-fatigue',
    beforeSymptoms: 'Exhausted by noon most days.',
    afterImprovement: 'I can work a full day and still cook dinner.',
    treatmentProtocol: 'Pacing and a short walk after lunch.',
    timeline: '6 months',
    isAnonymous: false,
    authorName: 'Elena T.',
    authorAvatar: 'E',
    likes: 3,
    likedByMe: false,
    reportedByMe: false,
    isMine: false,
    status: 'published',
    reviewNote: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    publishedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

const page = (stories: TSuccessStory[], nextCursor: string | null = null): TStoryPage => ({
  stories,
  nextCursor,
});
const calls = (fetchMock: ReturnType<typeof stubApi>, key: string) => sentBodies(fetchMock, key).length;

describe('success stories page', () => {
  it('shows Browse with a 2-line preview that expands with Read more', async () => {
    stubApi(signedIn(), { [BROWSE]: () => Response.json(page([story()])) });
    const view = renderApp('/success-stories');
    expect(await view.findByRole('heading', { level: 1, name: 'Success Stories' })).toBeTruthy();
    const card = (await view.findByRole('article', { name: 'Walking my way back' })) as HTMLElement;
    const preview = within(card).getByTestId('story-preview');
    expect(preview.className).toContain('line-clamp-2');
    expect(preview.textContent).toBe('I can work a full day and still cook dinner.');
    expect(within(card).getByText('Chronic fatigue')).toBeTruthy();
    expect(within(card).getByText('Elena T.')).toBeTruthy();

    const more = within(card).getByRole('button', { name: /^Read more/ });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const details = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(details.hidden).toBe(true);
    fireEvent.click(more);
    const less = within(card).getByRole('button', { name: /^Show less/ });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(details.hidden).toBe(false);
    expect(within(details).getByText('Pacing and a short walk after lunch.')).toBeTruthy();
    expect(within(card).queryByTestId('story-preview')).toBeNull();
  });

  it('filters Browse by condition with chips labelled in plain words', async () => {
    const fetchMock = stubApi(signedIn(), {
      [BROWSE]: () => Response.json(page([story()])),
      'GET /api/success-stories?limit=10&condition=digestive-issues': () => Response.json(page([])),
    });
    const view = renderApp('/success-stories');
    const chips = await view.findByRole('radiogroup', { name: 'Filter by condition' });
    expect(
      within(chips)
        .getAllByRole('radio')
        .map((chip) => chip.textContent),
    ).toEqual([
      'All',
      'Fibromyalgia',
      'Autoimmune',
      'Inflammation',
      'Chronic fatigue',
      'Digestive issues',
      'Hormonal imbalance',
      'Anxiety',
      'Depression',
      'Other',
    ]);
    fireEvent.click(within(chips).getByRole('radio', { name: 'Digestive issues' }));
    expect(await view.findByText('No stories about Digestive issues yet')).toBeTruthy();
    expect(calls(fetchMock, 'GET /api/success-stories?limit=10&condition=digestive-issues')).toBe(1);
    fireEvent.click(view.getByRole('button', { name: 'Show All Stories' }));
    expect(await view.findByRole('article', { name: 'Walking my way back' })).toBeTruthy();
  });

  it('invites the first story when the community has none, showing nothing invented', async () => {
    stubApi(signedIn(), { [BROWSE]: () => Response.json(page([])) });
    const view = renderApp('/success-stories');
    expect(await view.findByText('No stories yet')).toBeTruthy();
    expect(view.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows my stories with their status on the My Stories tab', async () => {
    stubApi(signedIn(), {
      [BROWSE]: () => Response.json(page([])),
      [MINE]: () =>
        Response.json(
          page([
            story({
              id: 'm1',
              title: 'My pending story',
              status: 'pending',
              isMine: true,
              isAnonymous: true,
            }),
            story({
              id: 'm2',
              title: 'My rejected story',
              status: 'rejected',
              reviewNote: 'Please remove brand names.',
            }),
          ]),
        ),
    });
    const view = renderApp('/success-stories');
    const tab = await view.findByRole('tab', { name: 'My Stories' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    const pending = (await view.findByRole('article', { name: 'My pending story' })) as HTMLElement;
    expect(within(pending).getByText('Pending review')).toBeTruthy();
    expect(within(pending).getByText('(shared anonymously)')).toBeTruthy();
    expect(within(pending).queryByRole('button', { name: /^Report/ })).toBeNull();
    const rejected = view.getByRole('article', { name: 'My rejected story' });
    expect(within(rejected).getByText('Not published')).toBeTruthy();
    expect(within(rejected).getByText('Please remove brand names.')).toBeTruthy();
  });

  it('validates the share dialog with the screen’s messages, then submits, closes, resets and refetches both lists', async () => {
    const fetchMock = stubApi(signedIn(), {
      [BROWSE]: () => Response.json(page([])),
      [MINE]: () => Response.json(page([])),
      'POST /api/success-stories': () =>
        Response.json(story({ status: 'pending', isMine: true }), { status: 201 }),
    });
    const view = renderApp('/success-stories');
    await view.findByText('No stories yet');
    fireEvent.click(view.getByRole('button', { name: 'Share Your Success Story' }));
    const dialog = await view.findByRole('dialog', { name: 'Share Your Success Story' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Tiny' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Story' }));
    for (const message of [
      'Title must be at least 5 characters.',
      'Please specify your condition.',
      'Please describe your symptoms before.',
      'Please describe your improvement.',
      'Please describe what worked for you.',
      'Please specify timeline.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(calls(fetchMock, 'POST /api/success-stories')).toBe(0);

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Walking my way back' } });
    fireEvent.change(within(dialog).getByLabelText('Condition'), { target: { value: 'chronic-fatigue' } });
    fireEvent.change(within(dialog).getByLabelText('Symptoms before'), {
      target: { value: 'Exhausted by noon most days.' },
    });
    fireEvent.change(within(dialog).getByLabelText('Your improvement'), {
      target: { value: 'I can work a full day again.' },
    });
    fireEvent.change(within(dialog).getByLabelText('What worked for you'), {
      target: { value: 'Pacing and a short walk after lunch.' },
    });
    fireEvent.change(within(dialog).getByLabelText('Timeline'), { target: { value: '6 months' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Share anonymously/ }));
    const browseBefore = calls(fetchMock, BROWSE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Story' }));

    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'POST /api/success-stories')).toEqual([
      {
        title: 'Walking my way back',
        condition: 'chronic-fatigue',
        beforeSymptoms: 'Exhausted by noon most days.',
        afterImprovement: 'I can work a full day again.',
        treatmentProtocol: 'Pacing and a short walk after lunch.',
        timeline: '6 months',
        isAnonymous: true,
      },
    ]);
    expect(await view.findByText(STORY_MESSAGES.submitted)).toBeTruthy();
    // Both lists are asked again: Browse refetched, My Stories (now shown) loaded.
    await waitFor(() => expect(calls(fetchMock, BROWSE)).toBeGreaterThan(browseBefore));
    await waitFor(() => expect(calls(fetchMock, MINE)).toBeGreaterThan(0));
    expect(view.getByRole('tab', { name: 'My Stories' }).getAttribute('aria-selected')).toBe('true');

    // Opened again, the form is empty.
    fireEvent.click(view.getByRole('button', { name: 'Share Your Success Story' }));
    const again = await view.findByRole('dialog', { name: 'Share Your Success Story' });
    expect((within(again).getByLabelText('Title') as HTMLInputElement).value).toBe('');
    expect((within(again).getByLabelText('Condition') as HTMLSelectElement).value).toBe('');
    expect(
      within(again)
        .getByRole('checkbox', { name: /Share anonymously/ })
        .getAttribute('aria-checked'),
    ).toBe('false');
  });

  it('likes a story and reports it through a small dialog', async () => {
    const fetchMock = stubApi(signedIn(), {
      [BROWSE]: () => Response.json(page([story()])),
      'POST /api/success-stories/s1/like': () => Response.json(story({ likes: 4, likedByMe: true })),
      'POST /api/success-stories/s1/report': () => Response.json(story({ reportedByMe: true })),
    });
    const view = renderApp('/success-stories');
    const card = (await view.findByRole('article', { name: 'Walking my way back' })) as HTMLElement;
    const like = within(card).getByRole('button', { name: /3 likes/ });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    expect(await within(card).findByRole('button', { name: /4 likes/ })).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: /^Report/ }));
    const dialog = await view.findByRole('dialog', { name: 'Report this story' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByText(STORY_MESSAGES.reportReasonRequired)).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Advertising or spam'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'POST /api/success-stories/s1/report')).toEqual([{ reason: 'spam' }]);
    expect(await within(card).findByText('Reported')).toBeTruthy();
  });
});
