// @vitest-environment jsdom

import {
  prepareDomEnvironment,
  renderApp,
  resetBrowserState,
  SIGNED_OUT,
  signedIn,
  stubApi,
} from '@client/test-utils';
import type { TShopProduct, TShopProductsResponse, TShopTipsResponse } from '@contract/shop';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const tracked = vi.hoisted(() => [] as unknown[][]);
vi.mock('@client/lib/analytics', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@client/lib/analytics')>()),
  track: (...args: unknown[]) => {
    tracked.push(args);
  },
}));

beforeAll(() => prepareDomEnvironment());
afterEach(() => {
  resetBrowserState();
  tracked.length = 0;
});

function product(overrides: Partial<TShopProduct> = {}): TShopProduct {
  return {
    id: 'heat-pad',
    name: 'XL heating pad',
    brand: 'Sunbeam',
    category: 'pain-relief',
    price: 2999,
    originalPrice: 3999,
    discountPercent: 25,
    priceCheckedAt: '2026-11-24',
    description: 'A large, soft heating pad.',
    suits: ['People with stiff joints'],
    caution: 'Never fall asleep on it.',
    isRecommended: true,
    isAffiliate: true,
    tags: ['heat pad'],
    dealHost: 'sunbeam.com',
    dealPath: '/api/shop/products/heat-pad/deal',
    ...overrides,
  };
}

const catalogue = (products: TShopProduct[]): TShopProductsResponse => ({
  products,
  matchingCount: products.length,
  categories: [
    { category: 'pain-relief', label: 'Pain relief aids', count: products.length },
    { category: 'sleep', label: 'Sleep', count: 0 },
  ],
});

const generalTips: TShopTipsResponse = {
  signedIn: false,
  personalised: false,
  tips: [
    {
      id: 'water',
      title: 'Keep water where you can see it',
      body: 'A bottle on your desk.',
      reason: null,
      category: 'hydration',
      article: null,
    },
  ],
};

describe('Wellness Shop page', () => {
  it('shows a product with its price, the struck-through was-price and discount, and an affiliate deal link', async () => {
    stubApi(SIGNED_OUT, {
      'GET /api/shop/products': Response.json(catalogue([product()])),
      'GET /api/shop/tips': Response.json(generalTips),
    });
    const view = renderApp('/wellness-shop');
    const card = (await view.findByRole('heading', { level: 3, name: 'XL heating pad' })).closest('article');
    expect(card).not.toBeNull();
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('$29.99')).toBeTruthy();
    expect(inCard.getByText('$39.99').tagName).toBe('S');
    expect(inCard.getByText('25% off')).toBeTruthy();
    expect(inCard.getByText('Guide price as of Nov 24, 2026')).toBeTruthy();

    const deal = inCard.getByRole('link', { name: /View Deal/ });
    expect(deal.textContent).toContain('for XL heating pad (opens in a new tab)');
    expect(deal.getAttribute('href')).toBe('/api/shop/products/heat-pad/deal');
    expect(deal.getAttribute('target')).toBe('_blank');
    expect(deal.getAttribute('rel')).toBe('sponsored noopener noreferrer');
    const note = document.getElementById(deal.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toContain('Affiliate link');
    expect(note?.textContent).toContain('sunbeam.com');

    // Chips with counts; a category with nothing in it is not offered.
    expect(view.getByRole('radio', { name: 'All (1)' })).toBeTruthy();
    expect(view.getByRole('radio', { name: /Pain relief aids \(1\)/ })).toBeTruthy();
    expect(view.queryByRole('radio', { name: /Sleep/ })).toBeNull();
    expect(view.getByRole('heading', { name: 'How this shop works' })).toBeTruthy();
  });

  it('marks a link that earns nothing as such, without sponsored, and shows no discount without a was-price', async () => {
    stubApi(SIGNED_OUT, {
      'GET /api/shop/products': Response.json(
        catalogue([product({ isAffiliate: false, originalPrice: null, discountPercent: null })]),
      ),
      'GET /api/shop/tips': Response.json(generalTips),
    });
    const view = renderApp('/wellness-shop');
    const deal = await view.findByRole('link', { name: /View Deal/ });
    expect(deal.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.getElementById(deal.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'No commission',
    );
    expect(view.queryByText(/% off/)).toBeNull();
    expect(view.queryByText('$39.99')).toBeNull();
  });

  it('counts a product as viewed once when its details are opened', async () => {
    stubApi(SIGNED_OUT, {
      'GET /api/shop/products': Response.json(catalogue([product()])),
      'GET /api/shop/tips': Response.json(generalTips),
    });
    const view = renderApp('/wellness-shop');
    const summary = await view.findByText('More about this product');
    const details = summary.closest('details') as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    details.open = false;
    fireEvent(details, new Event('toggle'));
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(tracked).toEqual([['product_viewed', { productId: 'heat-pad', category: 'pain-relief' }]]);
    expect(within(details).getByText('Never fall asleep on it.')).toBeTruthy();
  });

  it('shows personal tips with their reason when signed in, their library articles, and leads a tip to its category', async () => {
    const fetchMock = stubApi(signedIn(), {
      'GET /api/shop/products': Response.json(catalogue([product()])),
      'GET /api/shop/products?category=journals': Response.json(catalogue([])),
      'GET /api/shop/tips': Response.json({
        signedIn: true,
        personalised: true,
        tips: [
          {
            id: 'headache-diary',
            title: 'Note what comes before a headache',
            body: 'Write it down.',
            reason: 'Because you logged headaches this month',
            category: 'journals',
            article: {
              path: '/wellness-library/a-migraine-diary-that-helps-your-appointment',
              title: 'A migraine diary that helps your appointment',
              access: 'free',
            },
          },
          {
            id: 'gut-small-meals',
            title: 'Smaller, regular meals',
            body: 'Eat little and often.',
            reason: 'Because you logged bloating this month',
            category: 'gut-health',
            article: {
              path: '/wellness-library/the-ibs-toolkit',
              title: 'The IBS toolkit',
              access: 'premium',
            },
          },
        ],
      } satisfies TShopTipsResponse),
    });
    const view = renderApp('/wellness-shop');
    expect(await view.findByRole('heading', { name: 'Tips for you' })).toBeTruthy();
    expect(await view.findByText('Because you logged headaches this month')).toBeTruthy();
    const diary = view.getByRole('link', { name: 'Read: A migraine diary that helps your appointment' });
    expect(diary.getAttribute('href')).toBe('/wellness-library/a-migraine-diary-that-helps-your-appointment');
    expect(diary.getAttribute('aria-describedby')).toBeNull();
    const toolkit = view.getByRole('link', { name: 'Read: The IBS toolkit' });
    expect(toolkit.getAttribute('href')).toBe('/wellness-library/the-ibs-toolkit');
    // A Premium item says so beside the link, and the link is described by it.
    const premium = document.getElementById(toolkit.getAttribute('aria-describedby') ?? '');
    expect(premium?.textContent).toBe('Premium');
    fireEvent.click(view.getByRole('button', { name: 'Browse Journals & planners' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/shop/products?category=journals'),
    );
    expect(await view.findByText('No products match your search.')).toBeTruthy();
  });

  it('shows the error with a way to try again when the products cannot be loaded', async () => {
    stubApi(SIGNED_OUT, {
      'GET /api/shop/products': () => Promise.resolve(new Response('down', { status: 503 })),
      'GET /api/shop/tips': Response.json(generalTips),
    });
    const view = renderApp('/wellness-shop');
    expect(await view.findByText('The products could not be loaded.', {}, { timeout: 5000 })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain('/signin');
  });
});
