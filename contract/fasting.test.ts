import { describe, expect, it } from 'vitest';
import { FASTING_MESSAGES, FASTING_NOTE, ZStartFastRequest } from './fasting';

describe('protocols', () => {
  it('validates the start request with the contract messages', () => {
    expect(ZStartFastRequest.parse({ protocol: '16:8' })).toEqual({ protocol: '16:8' });
    expect(ZStartFastRequest.safeParse({ protocol: '5:2' }).error?.issues[0]?.message).toBe(
      FASTING_MESSAGES.protocolRequired,
    );
    expect(
      ZStartFastRequest.safeParse({ protocol: 'custom', customHours: 80 }).error?.issues[0]?.message,
    ).toBe(FASTING_MESSAGES.customHoursRange);
  });
});

describe('the note before the first fast', () => {
  it('gives the ANAD helpline number', () => {
    expect(FASTING_NOTE.helplinePhone).toBe('1-888-375-7767');
  });
});
