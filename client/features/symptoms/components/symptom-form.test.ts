import { describe, expect, it } from 'vitest';
import { splitTriggers } from './symptom-form';

describe('splitTriggers', () => {
  it('turns comma-separated text into trimmed, non-empty triggers', () => {
    expect(splitTriggers(' stress, caffeine ,, poor sleep ,')).toEqual(['stress', 'caffeine', 'poor sleep']);
    expect(splitTriggers('')).toEqual([]);
    expect(splitTriggers('  ')).toEqual([]);
  });
});
