import { describe, expect, it, vi } from 'vitest';
import { createRowCache } from './row-cache';

type Row = { id: string; text: string };

const cacheOf = (maxEntries = 10) => {
  const present = vi.fn((row: Row) => ({ shown: row.text.toUpperCase() }));
  const cache = createRowCache<Row, { shown: string }>({
    present,
    isSame: (a, b) => a.text === b.text,
    maxEntries,
  });
  return { cache, present };
};

describe('row cache', () => {
  it('presents a row once while it is read unchanged', () => {
    const { cache, present } = cacheOf();
    expect(cache.get({ id: 'a', text: 'left knee' })).toEqual({ shown: 'LEFT KNEE' });
    expect(cache.get({ id: 'a', text: 'left knee' })).toEqual({ shown: 'LEFT KNEE' });
    expect(present).toHaveBeenCalledTimes(1);
  });

  it('presents a row again when any stored field changed', () => {
    const { cache, present } = cacheOf();
    cache.get({ id: 'a', text: 'left knee' });
    expect(cache.get({ id: 'a', text: 'right knee' })).toEqual({ shown: 'RIGHT KNEE' });
    expect(present).toHaveBeenCalledTimes(2);
  });

  it('stays bounded: old rows are presented again after enough newer ones', () => {
    const { cache, present } = cacheOf(4);
    for (let i = 0; i < 6; i++) cache.get({ id: `r${i}`, text: `value ${i}` });
    present.mockClear();
    cache.get({ id: 'r0', text: 'value 0' });
    expect(present).toHaveBeenCalledTimes(1);
  });
});
