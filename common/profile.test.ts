import { describe, expect, it } from 'vitest';
import { splitList, summarizeUserAgent } from './profile';

describe('helpers', () => {
  it('splits comma-separated lists', () => {
    expect(splitList(' Asthma, , Type 2 diabetes ,')).toEqual(['Asthma', 'Type 2 diabetes']);
    expect(splitList('')).toEqual([]);
  });

  it('summarises user agents', () => {
    expect(
      summarizeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe('Chrome on macOS');
    expect(
      summarizeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(summarizeUserAgent('Mozilla/5.0 (Windows NT 10.0; rv:130.0) Gecko/20100101 Firefox/130.0')).toBe(
      'Firefox on Windows',
    );
    expect(summarizeUserAgent(null)).toBeNull();
  });
});
