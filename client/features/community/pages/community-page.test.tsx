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
  COMMUNITY_MESSAGES,
  COMMUNITY_TOPICS,
  type TComment,
  type TCommunityTopic,
  type TCommunityTopicSummary,
  type TPost,
} from '@contract/community';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

const FEED = 'GET /api/community?limit=20';
const STATS = 'GET /api/community/stats';
const TOPICS = 'GET /api/community/topics';
const FOLLOW_SLEEP = '/api/community/topics/Sleep%20Issues/follow';

/** The server's topic list: every topic, with the posts given (others 0). */
function topicList(posts: Partial<Record<TCommunityTopic, number>>): TCommunityTopicSummary[] {
  return COMMUNITY_TOPICS.map((topic) => ({
    topic,
    posts: posts[topic] ?? 0,
    members: posts[topic] ?? 0,
    followedByMe: false,
  }));
}

function post(overrides: Partial<TPost>): TPost {
  return {
    id: 'p1',
    userId: 'other',
    authorName: 'Elena T.',
    topic: 'Fatigue Support',
    content: 'Pacing has changed my weeks.',
    likes: 3,
    comments: 2,
    timestamp: new Date(Date.now() - 3 * 3600_000).toISOString(),
    likedByMe: false,
    isMine: false,
    ...overrides,
  };
}

const stats = { members: 1247, discussions: 3891, supportGiven: 12_400 };

describe('community page', () => {
  it('shows the stats strip, the discussions and marks community_visited', async () => {
    window.localStorage.setItem('completedSteps', JSON.stringify(['practitioners_viewed']));
    stubApi(signedIn(), {
      [FEED]: () =>
        Response.json([post({}), post({ id: 'p2', authorName: 'James W.', content: 'Hello all' })]),
      [STATS]: () => Response.json(stats),
    });
    const view = renderApp('/community');
    expect(await view.findByRole('heading', { level: 1, name: 'Community' })).toBeTruthy();
    const strip = await view.findByRole('region', { name: 'Community stats' });
    await within(strip).findByText('1,247');
    expect(within(strip).getByText('3,891')).toBeTruthy();
    expect(within(strip).getByText('12.4k')).toBeTruthy();

    const elena = (await view.findByRole('heading', { level: 3, name: /^Elena T\./ })).closest(
      'li',
    ) as HTMLElement;
    expect(within(elena).getByText('Pacing has changed my weeks.')).toBeTruthy();
    expect(within(elena).getByText('3 hours ago')).toBeTruthy();
    expect(within(elena).getByRole('link', { name: '2 replies' }).getAttribute('href')).toBe(
      '/community-enhanced/p1',
    );
    expect(within(elena).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('completedSteps') ?? '[]')).toEqual([
      'practitioners_viewed',
      'community_visited',
    ]);
  });

  it('renders markup in posts as text', async () => {
    stubApi(signedIn(), {
      [FEED]: () => Response.json([post({ content: '<img src=x onerror="window.hacked=1"><b>bold</b>' })]),
      [STATS]: () => Response.json(stats),
    });
    const view = renderApp('/community');
    expect(await view.findByText('<img src=x onerror="window.hacked=1"><b>bold</b>')).toBeTruthy();
    expect(document.querySelector('main img[src="x"], main b')).toBeNull();
  });

  it('filters by topic; clicking the active topic clears the filter', async () => {
    const fetchMock = stubApi(signedIn(), {
      [FEED]: () => Response.json([post({})]),
      'GET /api/community/Mental%20Health?limit=20': () =>
        Response.json([post({ id: 'm1', topic: 'Mental Health', content: 'Anxious days tip' })]),
      [STATS]: () => Response.json(stats),
      [TOPICS]: () => Response.json(topicList({ 'Fatigue Support': 1, 'Mental Health': 1 })),
    });
    const view = renderApp('/community');
    const filters = await view.findByRole('radiogroup', { name: 'Filter by topic' });
    const mental = await within(filters).findByRole('radio', { name: 'Mental Health' });
    expect(mental.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(mental);
    expect(mental.getAttribute('aria-checked')).toBe('true');
    expect(within(filters).getByRole('radio', { name: 'All' }).getAttribute('aria-checked')).toBe('false');
    expect(await view.findByText('Anxious days tip')).toBeTruthy();
    expect(view.queryByText('Pacing has changed my weeks.')).toBeNull();

    fireEvent.click(mental);
    expect(mental.getAttribute('aria-checked')).toBe('false');
    expect(await view.findByText('Pacing has changed my weeks.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'GET /api/community/Mental%20Health?limit=20')).toHaveLength(1);
  });

  it('offers All and a chip for every topic that has discussions, from the server, not a fixed six', async () => {
    stubApi(signedIn(), {
      [FEED]: () => Response.json([post({})]),
      [STATS]: () => Response.json(stats),
      // Posts in the last topics too; none in Nutrition Tips or Mental Health.
      [TOPICS]: () =>
        Response.json(
          topicList({
            'Fatigue Support': 2,
            'Pain Management': 1,
            'Success Stories': 1,
            'General Discussion': 4,
          }),
        ),
    });
    const view = renderApp('/community');
    const filters = await view.findByRole('radiogroup', { name: 'Filter by topic' });
    await within(filters).findByRole('radio', { name: 'General Discussion' });
    expect(
      within(filters)
        .getAllByRole('radio')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Fatigue Support', 'Pain Management', 'Success Stories', 'General Discussion']);
    expect(within(filters).getByRole('radio', { name: 'All' }).getAttribute('aria-checked')).toBe('true');
  });

  it('offers every topic when the topic list cannot be loaded', async () => {
    stubApi(signedIn(), {
      [FEED]: () => Response.json([post({})]),
      [STATS]: () => Response.json(stats),
      [TOPICS]: () => errorResponse(500, 'INTERNAL', 'Something went wrong'),
    });
    const view = renderApp('/community');
    const filters = await view.findByRole('radiogroup', { name: 'Filter by topic' });
    await within(filters).findByRole('radio', { name: 'Success Stories' });
    expect(within(filters).getAllByRole('radio')).toHaveLength(COMMUNITY_TOPICS.length + 1);
  });

  it('follows and unfollows the selected topic on /community-enhanced, showing the server’s numbers', async () => {
    let following = false;
    const summary = () => ({
      topic: 'Sleep Issues',
      posts: 3,
      members: following ? 5 : 4,
      followedByMe: following,
    });
    const fetchMock = stubApi(signedIn(), {
      [FEED]: () => Response.json([post({})]),
      'GET /api/community/Sleep%20Issues?limit=20': () =>
        Response.json([post({ id: 's1', topic: 'Sleep Issues', content: 'Screens off at 9:30' })]),
      [TOPICS]: () =>
        Response.json(
          topicList({ 'Fatigue Support': 1, 'Sleep Issues': 3 }).map((t) =>
            t.topic === 'Sleep Issues' ? summary() : t,
          ),
        ),
      [`PUT ${FOLLOW_SLEEP}`]: () => {
        following = true;
        return Response.json(summary());
      },
      [`DELETE ${FOLLOW_SLEEP}`]: () => {
        following = false;
        return Response.json(summary());
      },
    });
    const view = renderApp('/community-enhanced?topic=Sleep%20Issues');
    expect(await view.findByText('Screens off at 9:30')).toBeTruthy();
    expect(await view.findByText('4 members · 3 discussions')).toBeTruthy();
    const follow = view.getByRole('button', { name: 'Follow Sleep Issues' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(follow);
    await waitFor(() => expect(follow.getAttribute('aria-pressed')).toBe('true'));
    expect(view.getByText('5 members · 3 discussions')).toBeTruthy();
    expect(view.getByText('You follow this topic')).toBeTruthy();

    fireEvent.click(follow);
    await waitFor(() => expect(follow.getAttribute('aria-pressed')).toBe('false'));
    expect(view.getByText('4 members · 3 discussions')).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([url]) => url === FOLLOW_SLEEP).map(([, init]) => init?.method),
    ).toEqual(['PUT', 'DELETE']);
  });

  it('keeps the follow state and says so when following fails', async () => {
    stubApi(signedIn(), {
      [FEED]: () => Response.json([post({})]),
      'GET /api/community/Sleep%20Issues?limit=20': () => Response.json([]),
      [TOPICS]: () => Response.json(topicList({ 'Sleep Issues': 0 })),
      [`PUT ${FOLLOW_SLEEP}`]: () => errorResponse(500, 'INTERNAL', 'The server is busy'),
    });
    const view = renderApp('/community-enhanced?topic=Sleep%20Issues');
    const follow = await view.findByRole('button', { name: 'Follow Sleep Issues' });
    await waitFor(() => expect((follow as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(follow);
    expect(await view.findByText(COMMUNITY_MESSAGES.followError)).toBeTruthy();
    expect(follow.getAttribute('aria-pressed')).toBe('false');
  });

  it('checks the post form with the contract’s messages, then posts and refreshes the list', async () => {
    let saved: TPost[] = [];
    const fetchMock = stubApi(signedIn(), {
      [FEED]: () => Response.json(saved),
      [STATS]: () => Response.json(stats),
      'POST /api/community': (init) => {
        const body = JSON.parse(String(init?.body)) as Pick<TPost, 'topic' | 'content'>;
        saved = [post({ ...body, id: 'new', authorName: 'Maya L.', isMine: true, likes: 0, comments: 0 })];
        return Response.json(saved[0], { status: 201 });
      },
    });
    const view = renderApp('/community');
    expect(await view.findByText('No discussions yet')).toBeTruthy();

    const toggle = view.getByRole('button', { name: 'New Post' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(view.getByLabelText('Your post'), { target: { value: 'too short' } });
    fireEvent.click(view.getByRole('button', { name: 'Post' }));
    expect(await view.findByText('Topic is required')).toBeTruthy();
    expect(view.getByText('Content must be at least 10 characters')).toBeTruthy();
    expect(
      within(view.getByLabelText('Topic'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toHaveLength(11);

    fireEvent.change(view.getByLabelText('Topic'), { target: { value: 'Sleep Issues' } });
    fireEvent.change(view.getByLabelText('Your post'), {
      target: { value: 'Screens off at 9:30 helps me sleep' },
    });
    fireEvent.click(view.getByRole('button', { name: 'Post' }));

    expect(await view.findByText('Post created successfully')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/community')).toEqual([
      { topic: 'Sleep Issues', content: 'Screens off at 9:30 helps me sleep' },
    ]);
    expect(await view.findByText('Screens off at 9:30 helps me sleep')).toBeTruthy();
    expect(view.queryByLabelText('Your post')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(view.getByRole('button', { name: 'Delete your post' })).toBeTruthy();
  });

  it("shows 'Error creating post' with the server's message and keeps the text", async () => {
    stubApi(signedIn(), {
      [FEED]: () => Response.json([]),
      [STATS]: () => Response.json(stats),
      'POST /api/community': () =>
        errorResponse(429, 'RATE_LIMITED', 'You can share up to 10 posts an hour. Please try again later.'),
    });
    const view = renderApp('/community');
    fireEvent.click(await view.findByRole('button', { name: 'New Post' }));
    fireEvent.change(view.getByLabelText('Topic'), { target: { value: 'Nutrition Tips' } });
    fireEvent.change(view.getByLabelText('Your post'), { target: { value: 'Overnight oats with chia' } });
    fireEvent.click(view.getByRole('button', { name: 'Post' }));
    expect(await view.findByText('Error creating post')).toBeTruthy();
    expect(view.getByText('You can share up to 10 posts an hour. Please try again later.')).toBeTruthy();
    expect((view.getByLabelText('Your post') as HTMLTextAreaElement).value).toBe('Overnight oats with chia');
  });

  it('likes and unlikes a post as the caller', async () => {
    const fetchMock = stubApi(signedIn(), {
      [FEED]: () => Response.json([post({})]),
      [STATS]: () => Response.json(stats),
      'POST /api/community/p1/like': () => Response.json(post({ likes: 4, likedByMe: true })),
      'DELETE /api/community/p1/like': () => Response.json(post({ likes: 3, likedByMe: false })),
    });
    const view = renderApp('/community');
    const like = await view.findByRole('button', { name: 'Like, 3 likes' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    const liked = await view.findByRole('button', { name: 'Like, 4 likes' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(liked);
    expect((await view.findByRole('button', { name: 'Like, 3 likes' })).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(sentBodies(fetchMock, 'POST /api/community/p1/like')).toHaveLength(1);
    expect(sentBodies(fetchMock, 'DELETE /api/community/p1/like')).toHaveLength(1);
  });
});

describe('community-enhanced thread', () => {
  const comment = (overrides: Partial<TComment>): TComment => ({
    id: 'c1',
    postId: 'p1',
    userId: 'other',
    authorName: 'Sofia L.',
    content: 'Thanks for the reminder.',
    timestamp: new Date(Date.now() - 60 * 60_000).toISOString(),
    isMine: false,
    ...overrides,
  });

  it('shows the post with its replies, lets the member reply and delete their own reply', async () => {
    let comments = [comment({})];
    const thread = () => Response.json({ post: post({ comments: comments.length }), comments });
    const fetchMock = stubApi(signedIn(), {
      'GET /api/community/posts/p1': thread,
      'POST /api/community/posts/p1/comments': (init) => {
        const { content } = JSON.parse(String(init?.body)) as { content: string };
        const added = comment({ id: 'c2', content, authorName: 'Maya L.', isMine: true, userId: 'user-1' });
        comments = [...comments, added];
        return Response.json(added, { status: 201 });
      },
      'DELETE /api/community/comments/c2': () => {
        comments = comments.filter((c) => c.id !== 'c2');
        return new Response(null, { status: 204 });
      },
    });
    const view = renderApp('/community-enhanced/p1');
    expect(await view.findByRole('heading', { level: 2, name: /^Elena T\./ })).toBeTruthy();
    expect(view.getByRole('heading', { level: 2, name: 'Replies (1)' })).toBeTruthy();
    expect(view.getByText('Thanks for the reminder.')).toBeTruthy();
    expect(view.queryByRole('button', { name: /Delete/ })).toBeNull();

    fireEvent.click(view.getByRole('button', { name: 'Post Reply' }));
    expect(await view.findByText('Write a reply before posting')).toBeTruthy();
    fireEvent.change(view.getByLabelText('Your reply'), { target: { value: 'Same here, it helps.' } });
    fireEvent.click(view.getByRole('button', { name: 'Post Reply' }));
    expect(await view.findByText('Reply posted')).toBeTruthy();
    expect(await view.findByText('Same here, it helps.')).toBeTruthy();
    expect(view.getByRole('heading', { level: 2, name: 'Replies (2)' })).toBeTruthy();
    expect((view.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('');

    fireEvent.click(view.getByRole('button', { name: 'Delete your reply' }));
    const dialog = await view.findByRole('dialog', { name: 'Delete this reply?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Reply' }));
    expect(await view.findByText('Reply deleted')).toBeTruthy();
    await waitFor(() => expect(view.queryByText('Same here, it helps.')).toBeNull());
    expect(sentBodies(fetchMock, 'DELETE /api/community/comments/c2')).toHaveLength(1);
  });

  it('says when a discussion is no longer available', async () => {
    stubApi(signedIn(), {
      'GET /api/community/posts/gone': () => errorResponse(400, 'VALIDATION_FAILED', 'Invalid id'),
    });
    const view = renderApp('/community-enhanced/gone');
    expect(await view.findByText('This discussion is no longer available')).toBeTruthy();
    expect(view.getByRole('link', { name: 'All Discussions' }).getAttribute('href')).toBe(
      '/community-enhanced',
    );
  });
});
