import { describe, expect, it } from 'vitest';
import { JOURNEY_MESSAGES, ZJourneyQuery } from './journey';
import { PAGING_MESSAGES } from './paging';

describe('ZJourneyQuery', () => {
  it('reads a comma-separated list of kinds, a page size and a time zone', () => {
    expect(ZJourneyQuery.parse({ types: 'symptom, meal,,', limit: '25', tz: 'Europe/Paris' })).toEqual({
      types: ['symptom', 'meal'],
      limit: 25,
      tz: 'Europe/Paris',
    });
    expect(ZJourneyQuery.parse({})).toEqual({ tz: 'UTC' });
  });

  it('refuses an unknown kind, a page size outside 1–200 and a cursor with odd characters', () => {
    const kinds = ZJourneyQuery.safeParse({ types: 'symptom,dreams' });
    expect(kinds.error?.issues[0]?.message).toBe(JOURNEY_MESSAGES.invalidTypes);
    for (const limit of ['0', '201', '1.5', 'ten']) {
      expect(ZJourneyQuery.safeParse({ limit }).error?.issues[0]?.message).toBe(PAGING_MESSAGES.invalidLimit);
    }
    expect(ZJourneyQuery.safeParse({ before: 'a b' }).error?.issues[0]?.message).toBe(
      PAGING_MESSAGES.invalidCursor,
    );
    expect(ZJourneyQuery.safeParse({ before: 'x'.repeat(201) }).success).toBe(false);
    expect(ZJourneyQuery.safeParse({ tz: 'Mars/Olympus' }).success).toBe(false);
  });
});
