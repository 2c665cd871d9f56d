import { describe, expect, it } from 'vitest';
import { CHALLENGE_LIMITS, CHALLENGE_MESSAGES, ZChallengeRequest, ZJoinChallengeRequest } from './challenges';

const valid = { focus: 'Afternoon energy', goal: 'No crash after lunch', days: 21 };
const firstMessage = (input: unknown, path: string) =>
  ZChallengeRequest.safeParse(input).error?.issues.find((i) => i.path.join('.') === path)?.message;

describe('the custom challenge request', () => {
  it('accepts a trimmed request, the days as a number or text, and no note', () => {
    expect(ZChallengeRequest.parse({ ...valid, focus: '  Afternoon energy  ', days: '30' })).toEqual({
      focus: 'Afternoon energy',
      goal: 'No crash after lunch',
      days: 30,
      note: '',
    });
  });

  it('says what is missing or too long, in the form’s words', () => {
    expect(firstMessage({ ...valid, focus: '   ' }, 'focus')).toBe(CHALLENGE_MESSAGES.requestFocusRequired);
    expect(firstMessage({ ...valid, goal: undefined }, 'goal')).toBe(CHALLENGE_MESSAGES.requestGoalRequired);
    expect(firstMessage({ ...valid, goal: 'x'.repeat(CHALLENGE_LIMITS.requestGoalMax + 1) }, 'goal')).toBe(
      CHALLENGE_MESSAGES.requestGoalMax,
    );
    expect(firstMessage({ ...valid, note: 'x'.repeat(CHALLENGE_LIMITS.requestNoteMax + 1) }, 'note')).toBe(
      CHALLENGE_MESSAGES.requestNoteMax,
    );
  });

  it('takes 7 to 60 whole days', () => {
    for (const days of [6, 61, 7.5, 'many']) {
      expect(firstMessage({ ...valid, days }, 'days'), String(days)).toBe(CHALLENGE_MESSAGES.requestDays);
    }
    for (const days of [7, 60]) expect(ZChallengeRequest.safeParse({ ...valid, days }).success).toBe(true);
  });
});

describe('joining', () => {
  it('needs a real IANA time zone', () => {
    expect(ZJoinChallengeRequest.safeParse({ timeZone: 'Europe/London' }).success).toBe(true);
    expect(ZJoinChallengeRequest.safeParse({ timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(ZJoinChallengeRequest.safeParse({}).success).toBe(false);
  });
});
