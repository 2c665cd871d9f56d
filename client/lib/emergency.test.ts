import {
  COMBINED_EMERGENCY_REPLY,
  CRISIS_REPLY,
  DOMESTIC_VIOLENCE_REPLY,
  EMERGENCY_REPLY,
  UNCERTAIN_REPLY,
} from '@contract/assistant';
import { describe, expect, it } from 'vitest';
import { emergencyReplyKind, safetyBannerFor } from './emergency';

describe('emergencyReplyKind', () => {
  it('tells the 911, 988 and combined fixed replies apart, also from their first piece', () => {
    expect(emergencyReplyKind(EMERGENCY_REPLY)).toBe('emergency');
    expect(emergencyReplyKind(CRISIS_REPLY)).toBe('crisis');
    expect(emergencyReplyKind(CRISIS_REPLY.slice(0, 20))).toBe('crisis');
    expect(emergencyReplyKind(COMBINED_EMERGENCY_REPLY)).toBe('combined');
    expect(emergencyReplyKind('')).toBe('emergency');
  });
});

describe('safetyBannerFor', () => {
  it('follows the reply kind and help lines the server sent', () => {
    expect(
      safetyBannerFor({
        content: DOMESTIC_VIOLENCE_REPLY,
        isEmergency: true,
        replyKind: 'domestic_violence',
        help: ['911', 'dv_hotline'],
      }),
    ).toEqual({ kind: 'domestic_violence', help: ['911', 'dv_hotline'] });
    expect(
      safetyBannerFor({
        content: UNCERTAIN_REPLY,
        isEmergency: false,
        replyKind: 'uncertain',
        help: ['911'],
      }),
    ).toEqual({ kind: 'uncertain', help: ['911'] });
  });

  it('reads an older emergency message from its text, with that reply’s help lines', () => {
    expect(safetyBannerFor({ content: CRISIS_REPLY, isEmergency: true })).toEqual({
      kind: 'crisis',
      help: ['988', '911'],
    });
    expect(
      safetyBannerFor({ content: 'Drink water.', isEmergency: false, replyKind: null, help: [] }),
    ).toBeNull();
  });
});
