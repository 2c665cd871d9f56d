import { describe, expect, it } from 'vitest';
import { isSharedImmutable, shareImmutable } from './immutable';

describe('shared immutable values', () => {
  it('freezes the value all the way down and marks only it as shared', () => {
    const value = shareImmutable({ name: 'Headache', triggers: ['stress'], nested: { at: [1, 2] } });
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.triggers)).toBe(true);
    expect(Object.isFrozen(value.nested.at)).toBe(true);
    expect(isSharedImmutable(value)).toBe(true);
    expect(isSharedImmutable({ ...value })).toBe(false);
    expect(isSharedImmutable(null)).toBe(false);
    expect(isSharedImmutable('text')).toBe(false);
  });
});
