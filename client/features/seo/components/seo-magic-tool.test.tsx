// @vitest-environment jsdom
import {
  prepareDomEnvironment,
  resetBrowserState,
  SIGNED_OUT,
  sentBodies,
  stubApi,
} from '@client/test-utils';
import { Toaster } from '@client/ui/toaster';
import { clearToasts } from '@client/ui/use-toast';
import type { TSeoAnalysis } from '@contract/seo';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SeoMagicTool } from './seo-magic-tool';

beforeAll(() => prepareDomEnvironment());
afterEach(() => {
  act(() => clearToasts());
  resetBrowserState();
  for (const element of document.head.querySelectorAll('meta, script')) element.remove();
});

const ANALYSIS: TSeoAnalysis = {
  title: 'Pacing | Infinite Wellness',
  description: 'How to pace.',
  keywords: ['pacing', 'energy envelope'],
  openGraph: { title: 'Pacing | Infinite Wellness', description: 'How to pace.' },
  structuredData: { '@context': 'https://schema.org', '@type': 'MedicalWebPage' },
  score: 64,
  suggestions: ['Add a meta description of 120 to 160 characters summarising the page.'],
  checks: [],
  signals: {
    words: 10,
    readingGrade: 5,
    medical: true,
    indexable: true,
    mobileViewport: true,
    overflowHints: 0,
  },
};

function renderTool(getContent?: () => Promise<string>) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SeoMagicTool pageType="article" url="https://x.example/a" getContent={getContent} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('SEO Magic', () => {
  it('analyses, says it is working, applies the answer to the head and shows the results with their band', async () => {
    let answer: (res: Response) => void = () => {};
    const fetchMock = stubApi(SIGNED_OUT, {
      'POST /api/seo/analyze': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const view = renderTool(async () => '<h1>Pacing</h1>');
    fireEvent.click(view.getByRole('button', { name: 'Optimize with SEO Magic' }));
    const busy = await view.findByRole('button', { name: 'Analyzing & Optimizing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(sentBodies(fetchMock, 'POST /api/seo/analyze')).toEqual([
      { pageContent: '<h1>Pacing</h1>', currentUrl: 'https://x.example/a', pageType: 'article' },
    ]);

    answer(Response.json(ANALYSIS));
    expect(await view.findByText('Page optimized with SEO score of 64/100')).toBeTruthy();
    expect(view.getByText('SEO Magic Complete!')).toBeTruthy();
    expect(document.title).toBe('Pacing | Infinite Wellness');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'How to pace.',
    );
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(
      'pacing, energy envelope',
    );
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      ANALYSIS.title,
    );
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect([...scripts].map((script) => JSON.parse(script.textContent ?? ''))).toEqual([
      ANALYSIS.structuredData,
    ]);
    // 64 is in the red band, said in words too.
    expect(view.getByText('Fair')).toBeTruthy();
    expect(view.getByText(ANALYSIS.suggestions[0] as string)).toBeTruthy();
    expect(view.getByRole('button', { name: 'Optimize with SEO Magic' })).toBeTruthy();
  });

  it("shows the server's message when the analysis fails, and is idle again", async () => {
    stubApi(SIGNED_OUT, {
      'POST /api/seo/analyze': Response.json(
        { error: { code: 'RATE_LIMITED', message: 'Too many analyses from this address.' } },
        { status: 429 },
      ),
    });
    const view = renderTool(async () => 'Some text.');
    fireEvent.click(view.getByRole('button', { name: 'Optimize with SEO Magic' }));
    expect(await view.findByText('SEO Optimization Failed')).toBeTruthy();
    expect(view.getByText('Too many analyses from this address.')).toBeTruthy();
    expect(
      (view.getByRole('button', { name: 'Optimize with SEO Magic' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(view.queryByText('Suggestions')).toBeNull();
  });

  it("falls back to 'Unable to optimize page SEO' without a message, and copies results or says it could not", async () => {
    stubApi(SIGNED_OUT, { 'POST /api/seo/analyze': new Response('', { status: 500 }) });
    const view = renderTool(async () => 'Some text.');
    fireEvent.click(view.getByRole('button', { name: 'Optimize with SEO Magic' }));
    expect(await view.findByText('Unable to optimize page SEO')).toBeTruthy();

    stubApi(SIGNED_OUT, { 'POST /api/seo/analyze': Response.json(ANALYSIS) });
    fireEvent.click(view.getByRole('button', { name: 'Optimize with SEO Magic' }));
    const copyTitle = await view.findByRole('button', { name: 'Copy Title' });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(copyTitle);
    expect(await view.findByText('Title copied to clipboard')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(ANALYSIS.title);

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(view.getByRole('button', { name: 'Copy Keywords' }));
    expect(await view.findByText('Unable to copy to clipboard')).toBeTruthy();
    expect(view.getByText('Copy Failed')).toBeTruthy();
  });
});
