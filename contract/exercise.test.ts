import { describe, expect, it } from 'vitest';
import { EXERCISE_MESSAGES, ZCompleteExerciseRequest } from './exercise';

describe('ZCompleteExerciseRequest', () => {
  const message = (input: unknown) => ZCompleteExerciseRequest.safeParse(input).error?.issues[0]?.message;
  it('accepts a duration with an optional feeling and note', () => {
    expect(ZCompleteExerciseRequest.parse({ durationMinutes: 10 })).toEqual({ durationMinutes: 10 });
    expect(ZCompleteExerciseRequest.parse({ durationMinutes: 300, feeling: 5, note: ' ok ' })).toEqual({
      durationMinutes: 300,
      feeling: 5,
      note: 'ok',
    });
  });
  it('refuses out-of-range values with the contract messages', () => {
    expect(message({})).toBe(EXERCISE_MESSAGES.durationRequired);
    expect(message({ durationMinutes: 0 })).toBe(EXERCISE_MESSAGES.durationRange);
    expect(message({ durationMinutes: 301 })).toBe(EXERCISE_MESSAGES.durationRange);
    expect(message({ durationMinutes: 2.5 })).toBe(EXERCISE_MESSAGES.durationRange);
    expect(message({ durationMinutes: 5, feeling: 6 })).toBe(EXERCISE_MESSAGES.feelingRange);
    expect(message({ durationMinutes: 5, feeling: 0 })).toBe(EXERCISE_MESSAGES.feelingRange);
    expect(message({ durationMinutes: 5, note: 'x'.repeat(501) })).toBe(EXERCISE_MESSAGES.noteMax);
  });
});
