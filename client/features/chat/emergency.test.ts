import { COMBINED_EMERGENCY_REPLY, CRISIS_REPLY, EMERGENCY_REPLY } from '@contract/assistant';
import { describe, expect, it } from 'vitest';
import { emergencyReplyKind } from './emergency';
import { newChatSessionId, sessionIdFromSearch } from './hooks';

describe('emergencyReplyKind', () => {
  it('tells the 911, 988 and combined fixed replies apart, also from their first piece', () => {
    expect(emergencyReplyKind(EMERGENCY_REPLY)).toBe('emergency');
    expect(emergencyReplyKind(CRISIS_REPLY)).toBe('crisis');
    expect(emergencyReplyKind(CRISIS_REPLY.slice(0, 20))).toBe('crisis');
    expect(emergencyReplyKind(COMBINED_EMERGENCY_REPLY)).toBe('combined');
    expect(emergencyReplyKind('')).toBe('emergency');
  });
});

describe('chat session ids', () => {
  it('are made from the current time, and read back from the address only when valid', () => {
    expect(newChatSessionId(1763700000000)).toBe('1763700000000');
    expect(sessionIdFromSearch('?session=1763700000000')).toBe('1763700000000');
    expect(sessionIdFromSearch('?session=bad%20id')).toBeNull();
    expect(sessionIdFromSearch('')).toBeNull();
  });
});
