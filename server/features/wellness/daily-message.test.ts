import { describe, expect, it } from 'vitest';
import { AFFIRMATIONS, dailyMessageFor, QUOTES } from './daily-message';

describe('daily wellness message', () => {
  it('has 15 affirmations and at least 31 attributed quotes, none repeated', () => {
    expect(AFFIRMATIONS).toHaveLength(15);
    expect(new Set(AFFIRMATIONS).size).toBe(15);
    expect(QUOTES.length).toBeGreaterThanOrEqual(31);
    expect(new Set(QUOTES.map((q) => q.text)).size).toBe(QUOTES.length);
    for (const quote of QUOTES) expect(quote.author.trim()).not.toBe('');
  });

  it('chooses the affirmation by day of year modulo 15 and the quote by day of year modulo the list', () => {
    // 1 January is day 1; 15 January is day 15 → index 0; 16 January → index 1.
    expect(dailyMessageFor('2026-01-01').affirmation).toBe(AFFIRMATIONS[1]);
    expect(dailyMessageFor('2026-01-15').affirmation).toBe(AFFIRMATIONS[0]);
    expect(dailyMessageFor('2026-01-16').affirmation).toBe(AFFIRMATIONS[1]);
    const day325 = dailyMessageFor('2026-11-21'); // day 325 of 2026
    expect(day325.affirmation).toBe(AFFIRMATIONS[325 % 15]);
    expect(day325.quote).toBe(QUOTES[325 % QUOTES.length]!.text);
    expect(day325.quoteAuthor).toBe(QUOTES[325 % QUOTES.length]!.author);
    expect(day325.date).toBe('2026-11-21');
  });

  it('is the same all day and changes the next day', () => {
    expect(dailyMessageFor('2026-11-21')).toEqual(dailyMessageFor('2026-11-21'));
    expect(dailyMessageFor('2026-11-22').affirmation).not.toBe(dailyMessageFor('2026-11-21').affirmation);
  });
});
