import { describe, expect, it } from 'vitest';
import { newChatSessionId, sessionIdFromSearch } from './hooks';

describe('chat session ids', () => {
  it('are made from the current time, and read back from the address only when valid', () => {
    expect(newChatSessionId(1763700000000)).toBe('1763700000000');
    expect(sessionIdFromSearch('?session=1763700000000')).toBe('1763700000000');
    expect(sessionIdFromSearch('?session=bad%20id')).toBeNull();
    expect(sessionIdFromSearch('')).toBeNull();
  });
});
