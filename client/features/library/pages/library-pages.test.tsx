// @vitest-environment jsdom
import {
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  SIGNED_OUT,
  signedIn,
  stubApi,
} from '@client/test-utils';
import type { TLibraryItem, TLibraryList } from '@contract/library';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const tracked = vi.hoisted(() => [] as { name: string; properties: unknown }[]);
vi.mock('@client/lib/analytics', async (original) => ({
  ...(await original<typeof import('@client/lib/analytics')>()),
  track: (name: string, properties?: unknown) => tracked.push({ name, properties }),
}));

beforeAll(() => prepareDomEnvironment());
afterEach(() => {
  resetBrowserState();
  tracked.length = 0;
});

const summary = (slug: string, overrides: Partial<TLibraryList['items'][number]> = {}) => ({
  slug,
  title: `Title of ${slug}`,
  type: 'article' as const,
  access: 'free' as const,
  category: 'Sleep' as const,
  summary: `Summary of ${slug}`,
  tags: ['a', 'b', 'c'],
  minutes: 5,
  featured: false,
  readers: 0,
  ...overrides,
});

const listOf = (items: TLibraryList['items']): TLibraryList => ({
  items,
  categories: [
    { category: 'Sleep', count: 2 },
    { category: 'Pain', count: 0 },
  ] as TLibraryList['categories'],
  types: [],
  access: { all: 2, free: 1, premium: 1 },
  trending: ['pacing', 'sleep hygiene'],
  premiumPriceCents: 999,
});

const ALL = listOf([
  summary('wind-down', { featured: true, readers: 12 }),
  summary('sleep-guide', { type: 'guide', access: 'premium', title: 'The sleep guide' }),
]);

describe('the library screen', () => {
  it('shows trending topics, tabs, category counts, featured cards, the list and the catalogue price', async () => {
    stubApi(SIGNED_OUT, { 'GET /api/library': Response.json(ALL) });
    const view = renderApp('/wellness-library');
    expect(await view.findByRole('heading', { level: 2, name: 'Featured' })).toBeTruthy();
    const trending = view.getByRole('region', { name: 'Trending topics' });
    expect(
      within(trending)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['pacing', 'sleep hygiene']);
    expect(view.getByRole('radio', { name: 'Premium (1)' })).toBeTruthy();
    expect(view.getByRole('radio', { name: 'Sleep (2)' })).toBeTruthy();
    const list = view.getByRole('region', { name: 'All content' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/wellness-library/wind-down', '/wellness-library/sleep-guide']);
    expect(within(list).getByText('12 readers')).toBeTruthy();
    const upsell = view.getByRole('link', { name: 'Upgrade to Premium - $9.99/month' });
    expect(upsell.getAttribute('href')).toBe('/signup');
    fireEvent.click(upsell);
    expect(tracked).toContainEqual({
      name: 'premium_upgrade_clicked',
      properties: { source: 'wellness_library' },
    });
  });

  it('asks the server with the filters and shows a helpful empty state for a search with no match', async () => {
    const fetchMock = stubApi(SIGNED_OUT, {
      'GET /api/library': Response.json(ALL),
      'GET /api/library?access=premium': Response.json(listOf([ALL.items[1]!])),
      'GET /api/library?q=zebra&access=premium': Response.json(listOf([])),
    });
    const view = renderApp('/wellness-library');
    fireEvent.click(await view.findByRole('radio', { name: 'Premium (1)' }));
    await waitFor(() => expect(view.getByRole('region', { name: 'Matching content' })).toBeTruthy());
    fireEvent.change(view.getByRole('searchbox'), { target: { value: 'zebra' } });
    expect(await view.findByText('Nothing matches “zebra”', {}, { timeout: 3000 })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/library?q=zebra&access=premium');
    fireEvent.click(view.getByRole('button', { name: 'Clear search and filters' }));
    expect(await view.findByRole('heading', { level: 2, name: 'Featured' })).toBeTruthy();
  });

  it('sends a member to /premium, and hides the offer from Premium members', async () => {
    stubApi(signedIn(), {
      'GET /api/library': Response.json(ALL),
      'GET /api/user/profile': Response.json({}),
    });
    const view = renderApp('/wellness-library');
    const upsell = await view.findByRole('link', { name: 'Upgrade to Premium - $9.99/month' });
    expect(upsell.getAttribute('href')).toBe('/premium');
    resetBrowserState();
    const premium = signedIn();
    premium.user!.isPremium = true;
    stubApi(premium, { 'GET /api/library': Response.json(ALL) });
    const member = renderApp('/wellness-library');
    expect(await member.findByRole('heading', { level: 2, name: 'Featured' })).toBeTruthy();
    expect(member.queryByRole('link', { name: /Upgrade to Premium/ })).toBeNull();
  });
});

const item = (overrides: Partial<TLibraryItem> = {}): TLibraryItem => ({
  slug: 'sleep-guide',
  title: 'The sleep guide',
  type: 'guide',
  access: 'premium',
  category: 'Sleep',
  summary: 'A summary.',
  tags: ['a', 'b', 'c'],
  minutes: 15,
  featured: false,
  conditions: ['insomnia'],
  author: 'Infinite Wellness editorial team',
  reviewed: '2026-11-01',
  blocks: [{ type: 'paragraph', runs: [{ type: 'text', text: 'The preview paragraph.' }] }],
  locked: true,
  lessons: [],
  sources: [[{ type: 'link', text: 'A source', href: 'https://example.org/source' }]],
  premiumPriceCents: 999,
  ...overrides,
});

describe('an item’s page', () => {
  it('shows a locked item’s preview, the offer, the sources and the note, and counts the view', async () => {
    stubApi(SIGNED_OUT, { 'GET /api/library/sleep-guide': Response.json(item()) });
    const view = renderApp('/wellness-library/sleep-guide');
    expect(await view.findByRole('heading', { level: 1, name: 'The sleep guide' })).toBeTruthy();
    expect(view.getByText('The preview paragraph.')).toBeTruthy();
    expect(view.getByText('November 1, 2026')).toBeTruthy();
    expect(view.getByText('Read the whole guide with Premium')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Upgrade to Premium - $9.99/month' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(view.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/signin?next=%2Fwellness-library%2Fsleep-guide',
    );
    const source = view.getByRole('link', { name: /^A source.*opens in a new tab/ });
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');
    expect(view.getByText(/general information, not medical advice/)).toBeTruthy();
    await waitFor(() =>
      expect(tracked).toContainEqual({ name: 'content_viewed', properties: { slug: 'sleep-guide' } }),
    );
  });

  it('shows a whole item without the offer', async () => {
    stubApi(SIGNED_OUT, {
      'GET /api/library/sleep-guide': Response.json(item({ locked: false, access: 'free', type: 'article' })),
    });
    const view = renderApp('/wellness-library/sleep-guide');
    expect(await view.findByRole('heading', { level: 1, name: 'The sleep guide' })).toBeTruthy();
    expect(view.queryByRole('link', { name: /Upgrade to Premium/ })).toBeNull();
  });

  it('says so when the item does not exist', async () => {
    stubApi(SIGNED_OUT, {
      'GET /api/library/gone': Response.json(
        { error: { code: 'NOT_FOUND', message: 'We could not find that article.' } },
        { status: 404 },
      ),
    });
    const view = renderApp('/wellness-library/gone');
    expect(await view.findByText('We could not find that article.')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Browse the library' }).getAttribute('href')).toBe(
      '/wellness-library',
    );
    expect(tracked.filter((event) => event.name === 'content_viewed')).toEqual([]);
  });
});
