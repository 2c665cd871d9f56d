import type { TAchievement, TAchievementStats } from '@contract/gamification';
import { vi } from 'vitest';

/** Builders for this feature's tests (never imported by the app). */

export function achievementOf(overrides: Partial<TAchievement> & { id: string }): TAchievement {
  return {
    title: overrides.id,
    description: 'Description',
    color: 'brand',
    type: 'milestone',
    rarity: 'common',
    requirements: [],
    metadata: { category: 'Getting Started', points: 50 },
    ...overrides,
  };
}

export const NEW_USER_STATS: TAchievementStats = {
  totalAchievements: 6,
  earnedAchievements: 0,
  currentStreak: 0,
  totalPoints: 0,
  level: 1,
};

/**
 * A 2D context that records what is drawn (jsdom has no canvas): every method call by name, and the
 * texts passed to fillText.
 */
export function fakeCanvasContext() {
  const calls: { name: string; args: unknown[] }[] = [];
  const target = {
    measureText: (text: string) => ({ width: text.length * 10 }),
  } as Record<string, unknown>;
  const context = new Proxy(target, {
    get(object, key: string) {
      if (key in object) return object[key];
      return (...args: unknown[]) => {
        calls.push({ name: key, args });
      };
    },
    set(object, key: string, value) {
      object[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  const texts = () => calls.filter((call) => call.name === 'fillText').map((call) => String(call.args[0]));
  return { context, calls, texts };
}

/** Mocks the canvas: getContext returns a recording context and toBlob a PNG blob; returns the spies. */
export function mockCanvas() {
  const fake = fakeCanvasContext();
  const sizes: { width: number; height: number }[] = [];
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    sizes.push({ width: this.width, height: this.height });
    return fake.context as unknown as ReturnType<HTMLCanvasElement['getContext']>;
  } as unknown as HTMLCanvasElement['getContext']);
  const toBlob = vi
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback: BlobCallback) => callback(new Blob(['png'], { type: 'image/png' })));
  return { ...fake, sizes, getContext, toBlob };
}
