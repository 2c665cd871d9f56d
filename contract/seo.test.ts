import { describe, expect, it } from 'vitest';
import { SEO_CHECK_ADVICE, SEO_CHECK_IDS, SEO_LIMITS, ZSeoAnalyzeRequest } from './seo';

describe('the SEO analysis request', () => {
  it("defaults the content, the address and the page type ('page')", () => {
    expect(ZSeoAnalyzeRequest.parse({})).toEqual({ pageContent: '', currentUrl: '', pageType: 'page' });
    expect(ZSeoAnalyzeRequest.parse({ pageType: 'landing' }).pageType).toBe('landing');
  });

  it('refuses page types that could not name a file, and content over the limit', () => {
    for (const pageType of ['../x', 'Landing', 'a b', '', 'x'.repeat(SEO_LIMITS.pageTypeMax + 1)]) {
      expect(ZSeoAnalyzeRequest.safeParse({ pageType }).success, pageType).toBe(false);
    }
    expect(ZSeoAnalyzeRequest.safeParse({ pageContent: 'a'.repeat(SEO_LIMITS.contentMax + 1) }).success).toBe(
      false,
    );
  });

  it('has advice for every check', () => {
    expect(Object.keys(SEO_CHECK_ADVICE).sort()).toEqual([...SEO_CHECK_IDS].sort());
  });
});
