import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('makes zod skip its eval-based parser when loaded before zod', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
