import { describe, expect, it } from 'vitest';
import { ADMIN_QUEUES, ADMIN_TOOLS, waitingLabel } from './menu';

describe('the admin menu', () => {
  it('links every admin screen once', () => {
    const hrefs = [...ADMIN_QUEUES, ...ADMIN_TOOLS].map((item) => item.href);
    expect(hrefs).toHaveLength(9);
    expect(new Set(hrefs).size).toBe(9);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/analytics-dashboard',
        '/ab-testing-dashboard',
        '/admin-email-setup',
        '/seo-optimizer',
      ]),
    );
  });

  it('gives every queue a count and says how many wait', () => {
    expect(ADMIN_QUEUES.map((q) => q.count)).toEqual([
      'reports',
      'feedback',
      'requests',
      'stories',
      'applications',
    ]);
    expect(waitingLabel(0)).toBe('Nothing waiting');
    expect(waitingLabel(1234)).toBe('1,234 waiting');
  });
});
