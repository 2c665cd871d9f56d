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
import { FEEDBACK_MESSAGES } from '@contract/feedback';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../hooks';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const DAILY = `GET /api/wellness/daily-message?date=${localDay()}`;
const dailyMessage = () =>
  Response.json({
    date: '2026-11-21',
    quote: 'Small steps every day add up to big changes.',
    quoteAuthor: 'Unknown',
    affirmation: 'I am patient with my body as it heals.',
  });

const saved = (init: RequestInit | undefined, extra: Record<string, unknown>) =>
  Response.json(
    {
      id: 'f1',
      userId: 'user-1',
      createdAt: '2026-11-21T10:00:00.000Z',
      ...JSON.parse(String(init?.body)),
      ...extra,
    },
    { status: 201 },
  );

describe('the feedback page', () => {
  it('shows the daily inspiration from the server', async () => {
    stubApi(signedIn(), { [DAILY]: dailyMessage });
    const view = renderApp('/feedback');
    expect(await view.findByRole('heading', { level: 1, name: 'Feedback' })).toBeTruthy();
    expect(await view.findByText(/Small steps every day add up to big changes\./)).toBeTruthy();
    expect(view.getByText('I am patient with my body as it heals.')).toBeTruthy();
  });

  it('leaves the inspiration card out quietly when it cannot be loaded', async () => {
    const fetchMock = stubApi(signedIn(), {
      [DAILY]: () => errorResponse(500, 'INTERNAL', 'Something went wrong on our side.'),
    });
    const view = renderApp('/feedback');
    await view.findByRole('heading', { name: 'Share Your Feedback' });
    // Asked for, answered with an error, and then the card is gone.
    await waitFor(() => expect(sentBodies(fetchMock, DAILY).length).toBeGreaterThan(0));
    await waitFor(() => expect(view.queryByRole('heading', { name: 'Daily Inspiration' })).toBeNull());
    expect(view.queryByText(/went wrong/)).toBeNull();
  });

  it('preselects no answer: no stars, neither Yes nor No, no category, no follow-up', async () => {
    stubApi(signedIn(), { [DAILY]: dailyMessage });
    const view = renderApp('/feedback');
    const form = await view.findByRole('form', { name: 'Share Your Feedback' });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Rate specific features (optional)' }));
    const radios = within(form).getAllByRole('radio') as HTMLInputElement[];
    // 5 overall stars, 8 × 5 feature stars, Yes and No.
    expect(radios).toHaveLength(5 + 8 * 5 + 2);
    expect(radios.filter((radio) => radio.checked).map((radio) => radio.name)).toEqual([]);
    expect((within(form).getByLabelText('Category') as HTMLSelectElement).value).toBe('');
    expect(
      within(form)
        .getByRole('checkbox', { name: 'You may contact me about this feedback' })
        .getAttribute('aria-checked'),
    ).toBe('false');
  });

  it('sends an unanswered recommendation question as null', async () => {
    const fetchMock = stubApi(signedIn(), {
      [DAILY]: dailyMessage,
      'POST /api/feedback': (init) => saved(init, { source: 'page' }),
    });
    const view = renderApp('/feedback');
    const overall = await view.findByRole('group', { name: /How would you rate your overall experience/ });
    fireEvent.click(within(overall).getByRole('radio', { name: '5 stars, Excellent!' }));
    fireEvent.change(view.getByLabelText('Category'), { target: { value: 'praise' } });
    fireEvent.change(view.getByLabelText('Your Feedback'), {
      target: { value: 'Calm and clear, thank you.' },
    });
    fireEvent.click(view.getByRole('button', { name: 'Submit Feedback' }));
    expect(await view.findByRole('heading', { name: 'Thank you for your feedback!' })).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/feedback')).toEqual([
      expect.objectContaining({ rating: 5, category: 'praise', wouldRecommend: null }),
    ]);
  });

  it('shows each required field’s message and sends nothing', async () => {
    const fetchMock = stubApi(signedIn(), { [DAILY]: dailyMessage });
    const view = renderApp('/feedback');
    fireEvent.click(await view.findByRole('button', { name: 'Submit Feedback' }));
    expect(await view.findByText(FEEDBACK_MESSAGES.ratingRequired)).toBeTruthy();
    expect(view.getByText('Please select a category')).toBeTruthy();
    expect(view.getByText('Please share at least 10 characters of feedback')).toBeTruthy();

    fireEvent.change(view.getByLabelText('Your Feedback'), { target: { value: 'Too short' } });
    fireEvent.click(view.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() =>
      expect(view.getByText('Please share at least 10 characters of feedback')).toBeTruthy(),
    );
    expect(sentBodies(fetchMock, 'POST /api/feedback')).toEqual([]);
  });

  it('sends the full form with detailed ratings, then shows the thank-you card and a fresh form', async () => {
    const fetchMock = stubApi(signedIn(), {
      [DAILY]: dailyMessage,
      'POST /api/feedback': (init) => saved(init, { source: 'page' }),
    });
    const view = renderApp('/feedback');
    const overall = await view.findByRole('group', { name: /How would you rate your overall experience/ });
    fireEvent.click(within(overall).getByRole('radio', { name: '4 stars, Good' }));
    expect(within(overall).getByText('Good')).toBeTruthy();
    fireEvent.change(view.getByLabelText('Category'), { target: { value: 'suggestion' } });
    fireEvent.change(view.getByLabelText('Subject (optional)'), { target: { value: 'Sleep charts' } });
    fireEvent.change(view.getByLabelText('Your Feedback'), {
      target: { value: 'Please show my sleep next to my symptoms.' },
    });

    expect(view.queryByRole('group', { name: 'Ease of Use' })).toBeNull();
    fireEvent.click(view.getByRole('checkbox', { name: 'Rate specific features (optional)' }));
    fireEvent.click(
      within(view.getByRole('group', { name: 'Ease of Use' })).getByRole('radio', { name: '5 stars' }),
    );
    fireEvent.click(
      within(view.getByRole('group', { name: 'AI Chat' })).getByRole('radio', { name: '2 stars' }),
    );

    const recommend = view.getByRole('group', { name: /recommend/ });
    expect((within(recommend).getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(recommend).getByRole('radio', { name: 'No' }));
    fireEvent.change(view.getByLabelText('What do you like most? (optional)'), {
      target: { value: 'The symptom log' },
    });
    const contact = view.getByRole('checkbox', { name: 'You may contact me about this feedback' });
    expect(contact.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(contact);
    fireEvent.click(view.getByRole('button', { name: 'Submit Feedback' }));

    expect(await view.findByRole('heading', { name: 'Thank you for your feedback!' })).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/feedback')).toEqual([
      {
        rating: 4,
        category: 'suggestion',
        subject: 'Sleep charts',
        feedback: 'Please show my sleep next to my symptoms.',
        easeOfUse: 5,
        featureCompleteness: null,
        designQuality: null,
        performance: null,
        symptomsTracking: null,
        aiChat: 2,
        practitionerDirectory: null,
        community: null,
        wouldRecommend: false,
        mostLikedFeature: 'The symptom log',
        leastLikedFeature: null,
        suggestedImprovements: null,
        additionalFeatures: null,
        contactForFollowup: true,
      },
    ]);
    expect(document.activeElement?.textContent).toBe('Thank you for your feedback!');

    fireEvent.click(view.getByRole('button', { name: 'Share More Feedback' }));
    const fresh = await view.findByRole('group', { name: /overall experience/ });
    expect(
      within(fresh)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    expect((view.getByLabelText('Your Feedback') as HTMLTextAreaElement).value).toBe('');
    expect(view.queryByRole('group', { name: 'Ease of Use' })).toBeNull();
  });

  it('sends no per-feature ratings when the detailed ratings are switched off again', async () => {
    const fetchMock = stubApi(signedIn(), {
      [DAILY]: dailyMessage,
      'POST /api/feedback': (init) => saved(init, { source: 'page' }),
    });
    const view = renderApp('/feedback');
    fireEvent.click(await view.findByRole('radio', { name: '5 stars, Excellent!' }));
    fireEvent.change(view.getByLabelText('Category'), { target: { value: 'praise' } });
    fireEvent.change(view.getByLabelText('Your Feedback'), {
      target: { value: 'Calm and clear, thank you.' },
    });
    const detailed = view.getByRole('checkbox', { name: 'Rate specific features (optional)' });
    fireEvent.click(detailed);
    fireEvent.click(
      within(view.getByRole('group', { name: 'Community' })).getByRole('radio', { name: '3 stars' }),
    );
    fireEvent.click(detailed);
    fireEvent.click(view.getByRole('button', { name: 'Submit Feedback' }));
    await view.findByRole('heading', { name: 'Thank you for your feedback!' });
    const [body] = sentBodies(fetchMock, 'POST /api/feedback') as Record<string, unknown>[];
    expect(body?.community).toBeNull();
    expect(body?.wouldRecommend).toBeNull();
    expect(body?.contactForFollowup).toBe(false);
  });

  it('keeps the form and shows the failure toast with a retry hint when sending fails', async () => {
    stubApi(signedIn(), {
      [DAILY]: dailyMessage,
      'POST /api/feedback': () => errorResponse(500, 'INTERNAL', 'Something went wrong on our side.'),
    });
    const view = renderApp('/feedback');
    fireEvent.click(await view.findByRole('radio', { name: '3 stars, Okay' }));
    fireEvent.change(view.getByLabelText('Category'), { target: { value: 'bug' } });
    fireEvent.change(view.getByLabelText('Your Feedback'), {
      target: { value: 'The page froze twice today.' },
    });
    fireEvent.click(view.getByRole('button', { name: 'Submit Feedback' }));
    expect(await view.findByText('We appreciate your effort!')).toBeTruthy();
    expect(view.getByText(FEEDBACK_MESSAGES.pageFailedDescription)).toBeTruthy();
    expect((view.getByLabelText('Your Feedback') as HTMLTextAreaElement).value).toBe(
      'The page froze twice today.',
    );
    expect(view.queryByRole('heading', { name: 'Thank you for your feedback!' })).toBeNull();
  });
});

describe('the floating feedback widget', () => {
  it('walks the 3 steps, checks the rating and message, and sends the message trimmed', async () => {
    const fetchMock = stubApi(signedIn(), {
      'GET /api/symptoms/user/user-1': () => Response.json([]),
      'POST /api/feedback/submit': (init) => saved(init, { source: 'widget' }),
    });
    const view = renderApp('/symptoms');
    fireEvent.click(await view.findByRole('button', { name: 'Send feedback' }));
    const dialog = await view.findByRole('dialog', { name: 'Send Feedback' });
    expect(within(dialog).getByText('Step 1 of 3: Rating')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await view.findByText('Rating Required')).toBeTruthy();
    expect(view.getAllByText('Please provide a rating before continuing.').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Step 1 of 3: Rating')).toBeTruthy();

    for (const [stars, words] of [
      [1, 'Poor'],
      [2, 'Not great'],
      [3, 'Okay'],
      [4, 'Good'],
      [5, 'Excellent!'],
    ] as const) {
      const name = `${stars} ${stars === 1 ? 'star' : 'stars'}, ${words}`;
      fireEvent.click(within(dialog).getByRole('radio', { name }));
      expect(within(dialog).getByText(words)).toBeTruthy();
    }
    fireEvent.click(within(dialog).getByRole('radio', { name: '2 stars, Not great' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(await within(dialog).findByText('Step 2 of 3: Details')).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: 'Medium' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('radio', { name: 'General' }) as HTMLInputElement).checked).toBe(true);
    const category = within(dialog).getByLabelText('Category (optional)') as HTMLSelectElement;
    expect([...category.options].slice(1).map((o) => o.value)).toEqual([
      'User Interface',
      'Performance',
      'Features',
      'Navigation',
      'Content',
      'Mobile Experience',
      'Other',
    ]);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Bug Report' }));
    fireEvent.change(category, { target: { value: 'Navigation' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'High' }));

    // Back keeps what was chosen.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(
      (within(dialog).getByRole('radio', { name: '2 stars, Not great' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Step 3 of 3: Message')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Your feedback'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(await view.findByText('Message Required')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/feedback/submit')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Your feedback'), {
      target: { value: '  The back button skips a page.  ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Email (optional)'), {
      target: { value: 'me@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));

    expect(await view.findByText('Thank you for your feedback!')).toBeTruthy();
    expect(view.getByText('Your input helps us improve the product for everyone.')).toBeTruthy();
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'POST /api/feedback/submit')).toEqual([
      {
        type: 'bug',
        rating: 2,
        message: 'The back button skips a page.',
        email: 'me@example.com',
        category: 'Navigation',
        priority: 'high',
      },
    ]);

    // Reset after sending: opening again starts empty at step 1.
    fireEvent.click(view.getByRole('button', { name: 'Send feedback' }));
    const again = await view.findByRole('dialog', { name: 'Send Feedback' });
    expect(
      within(again)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('shows the widget’s failure toast and stays open when sending fails', async () => {
    stubApi(signedIn(), {
      'POST /api/feedback/submit': () => errorResponse(503, 'INTERNAL', 'Unavailable'),
    });
    const view = renderApp('/');
    fireEvent.click(await view.findByRole('button', { name: 'Send feedback' }));
    const dialog = await view.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 stars, Good' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Next' }));
    fireEvent.change(await within(dialog).findByLabelText('Your feedback'), {
      target: { value: 'Nice work' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(await view.findByText('Submission Failed')).toBeTruthy();
    expect(view.getByText('Please try again later or contact support.')).toBeTruthy();
    expect(view.getByRole('dialog')).toBeTruthy();
  });

  it('puts focus on the step line when a step changes, and offers Cancel instead of Back on step 1', async () => {
    stubApi(signedIn());
    const view = renderApp('/');
    fireEvent.click(await view.findByRole('button', { name: 'Send feedback' }));
    const dialog = await view.findByRole('dialog', { name: 'Send Feedback' });
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(
      within(dialog).getByRole('progressbar', { name: 'Feedback progress' }).getAttribute('aria-valuenow'),
    ).toBe('1');
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 stars, Good' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const heading = await within(dialog).findByRole('heading', { level: 3, name: 'Step 2 of 3: Details' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(dialog.getAttribute('aria-describedby')).toBe(heading.id);
  });

  it('keeps the draft when closed without sending', async () => {
    const fetchMock = stubApi(signedIn());
    const view = renderApp('/');
    fireEvent.click(await view.findByRole('button', { name: 'Send feedback' }));
    const dialog = await view.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: '3 stars, Okay' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'POST /api/feedback/prompt/closed')).toEqual([]);
    fireEvent.click(view.getByRole('button', { name: 'Send feedback' }));
    const reopened = await view.findByRole('dialog');
    expect((within(reopened).getByRole('radio', { name: '3 stars, Okay' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
