import { describe, expect, it } from 'vitest';
import type { TJourneyEntry } from '../contract/journey';
import { dayHeading, groupByDay, journeyUrl, olderLoadedText, todayIn } from './journey';

const entry = (id: string, day: string): TJourneyEntry => ({
  id,
  type: 'symptom',
  sourceId: id,
  at: `${day}T12:00:00.000Z`,
  day,
  title: 'Headache',
  summary: 'Severity 6',
  openable: true,
});

describe('groupByDay', () => {
  it('groups consecutive entries of one local day, newest day first, keeping their order', () => {
    const days = groupByDay([
      entry('a', '2026-03-03'),
      entry('b', '2026-03-03'),
      entry('c', '2026-03-01'),
      entry('d', '2026-02-28'),
      entry('e', '2026-02-28'),
    ]);
    expect(days.map((d) => [d.day, d.entries.map((e) => e.id)])).toEqual([
      ['2026-03-03', ['a', 'b']],
      ['2026-03-01', ['c']],
      ['2026-02-28', ['d', 'e']],
    ]);
  });

  it('continues a day across two pages and keeps an entry seen twice once', () => {
    const firstPage = [entry('a', '2026-03-03'), entry('b', '2026-03-02')];
    const secondPage = [entry('b', '2026-03-02'), entry('c', '2026-03-02'), entry('d', '2026-03-01')];
    const days = groupByDay([...firstPage, ...secondPage]);
    expect(days.map((d) => [d.day, d.entries.map((e) => e.id)])).toEqual([
      ['2026-03-03', ['a']],
      ['2026-03-02', ['b', 'c']],
      ['2026-03-01', ['d']],
    ]);
  });

  it('gives no groups for no entries', () => {
    expect(groupByDay([])).toEqual([]);
  });
});

describe('dayHeading', () => {
  it('says Today and Yesterday, then the date in words', () => {
    expect(dayHeading('2026-03-03', '2026-03-03')).toBe('Today');
    expect(dayHeading('2026-03-02', '2026-03-03')).toBe('Yesterday');
    expect(dayHeading('2026-03-01', '2026-03-03')).toBe('Sun, 1 Mar 2026');
    // Across a daylight-saving change and a month end.
    expect(dayHeading('2026-03-28', '2026-03-29')).toBe('Yesterday');
    expect(dayHeading('2026-02-28', '2026-03-01')).toBe('Yesterday');
  });
});

describe('todayIn', () => {
  it('is the calendar day in the given time zone, across midnight', () => {
    const instant = new Date('2026-06-01T03:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-06-01');
    expect(todayIn('America/New_York', instant)).toBe('2026-05-31');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-06-01');
  });
});

describe('journeyUrl', () => {
  it('sends the chosen kinds in a fixed order, and none when every kind is chosen', () => {
    expect(journeyUrl({ limit: 30, tz: 'Europe/Paris' })).toBe('/api/journey?limit=30&tz=Europe%2FParis');
    expect(journeyUrl({ types: ['meal', 'symptom'] })).toBe('/api/journey?types=symptom%2Cmeal');
    expect(
      journeyUrl({
        types: ['milestone', 'achievement', 'exercise', 'fast', 'water', 'meal', 'symptom', 'check_in'],
      }),
    ).toBe('/api/journey');
    expect(journeyUrl({ before: 'abc', types: [] })).toBe('/api/journey?before=abc');
  });
});

describe('olderLoadedText', () => {
  it('counts what arrived', () => {
    const noun = { one: 'entry', many: 'entries' };
    expect(olderLoadedText(30, noun)).toBe('30 older entries loaded.');
    expect(olderLoadedText(1, noun)).toBe('1 older entry loaded.');
    expect(olderLoadedText(0, noun)).toBe('No older entries.');
  });
});
