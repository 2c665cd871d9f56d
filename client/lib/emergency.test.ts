import { COMBINED_EMERGENCY_REPLY, CRISIS_REPLY, EMERGENCY_REPLY } from '@contract/assistant';
import { describe, expect, it } from 'vitest';
import { emergencyReplyKind } from './emergency';

describe('emergencyReplyKind', () => {
  it('tells the 911, 988 and combined fixed replies apart, also from their first piece', () => {
    expect(emergencyReplyKind(EMERGENCY_REPLY)).toBe('emergency');
    expect(emergencyReplyKind(CRISIS_REPLY)).toBe('crisis');
    expect(emergencyReplyKind(CRISIS_REPLY.slice(0, 20))).toBe('crisis');
    expect(emergencyReplyKind(COMBINED_EMERGENCY_REPLY)).toBe('combined');
    expect(emergencyReplyKind('')).toBe('emergency');
  });
});
