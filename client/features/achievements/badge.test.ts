// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { badgePalette, drawBadge, renderBadgePng } from './badge';
import { fakeCanvasContext, mockCanvas } from './testing';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('style');
});

const content = {
  title: 'Seven days of check-ins in a row',
  rarity: 'epic' as const,
  earnedAt: '2026-11-21T15:00:00Z',
  color: 'success',
};

describe('achievement badge', () => {
  it('draws title, rarity, date and app name within the given size', () => {
    const { context, calls, texts } = fakeCanvasContext();
    const palette = badgePalette(content);
    drawBadge(context, content, palette, 400);
    expect(calls.find((call) => call.name === 'fillRect')?.args).toEqual([0, 0, 400, 400]);
    const drawn = texts();
    expect(drawn.join(' ')).toContain('Seven days of');
    expect(drawn).toContain('Epic');
    expect(drawn).toContain('Earned November 21, 2026');
    expect(drawn).toContain('∞ Infinite Wellness');
    // The title wraps onto at most two lines.
    expect(drawn.filter((text) => /Seven|days|check-ins|row/.test(text)).length).toBeLessThanOrEqual(2);
  });

  it("reads the design tokens' colours when it draws (the page's scheme), with fallbacks", () => {
    expect(badgePalette(content).accent).toBe('#1d6fa5');
    document.documentElement.style.setProperty('--color-good', '#7cc4f0');
    document.documentElement.style.setProperty('--color-surface-muted', '#1f2a3d');
    const dark = badgePalette(content);
    expect(dark.accent).toBe('#7cc4f0');
    expect(dark.background).toBe('#1f2a3d');
    expect(dark.rarity).toBe('#4f46e5');
  });

  it('renders a 400×400 PNG on a canvas', async () => {
    const canvas = mockCanvas();
    const png = await renderBadgePng(content);
    expect(png.type).toBe('image/png');
    expect(canvas.sizes).toEqual([{ width: 400, height: 400 }]);
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png');
    expect(canvas.texts()).toContain('Epic');
  });

  it('rejects when the browser has no canvas', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    await expect(renderBadgePng(content)).rejects.toThrow('Canvas is not available');
  });
});
