import { describe, expect, it, vi } from 'vitest';
import { createRowCache } from './row-cache';

type Row = { text: string };

const cacheOf = (maxEntries = 10) => {
  const present = vi.fn((row: Row, owner: string) => ({ owner, shown: row.text.toUpperCase() }));
  const cache = createRowCache<Row, string, { owner: string; shown: string }>({
    present,
    isSame: (a, b) => a.text === b.text,
    maxEntries,
  });
  return { cache, present };
};

describe('row cache', () => {
  it('presents a row once while it is read unchanged', () => {
    const { cache, present } = cacheOf();
    expect(cache.get('a', { text: 'left knee' }, 'u1')).toEqual({ owner: 'u1', shown: 'LEFT KNEE' });
    expect(cache.get('a', { text: 'left knee' }, 'u1')).toEqual({ owner: 'u1', shown: 'LEFT KNEE' });
    expect(present).toHaveBeenCalledTimes(1);
  });

  it('presents a row again when any stored field or the context changed', () => {
    const { cache, present } = cacheOf();
    cache.get('a', { text: 'left knee' }, 'u1');
    expect(cache.get('a', { text: 'right knee' }, 'u1')).toEqual({ owner: 'u1', shown: 'RIGHT KNEE' });
    expect(cache.get('a', { text: 'right knee' }, 'u2')).toEqual({ owner: 'u2', shown: 'RIGHT KNEE' });
    expect(present).toHaveBeenCalledTimes(3);
  });

  it('stays bounded: old rows are presented again after enough newer ones', () => {
    const { cache, present } = cacheOf(4);
    for (let i = 0; i < 6; i++) cache.get(`r${i}`, { text: `value ${i}` }, 'u1');
    present.mockClear();
    cache.get('r0', { text: 'value 0' }, 'u1');
    expect(present).toHaveBeenCalledTimes(1);
  });
});
