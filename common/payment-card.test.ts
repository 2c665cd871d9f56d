import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, cardExpired, luhnValid, TEST_CARDS, testCardOf } from './payment-card';

describe('card numbers', () => {
  it('reads digits typed with spaces and refuses anything else', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242-4242-4242-4242')).toBeNull();
    expect(cardDigits('4242 4242 4242 424a')).toBeNull();
    expect(cardDigits('4242 4242 42')).toBeNull();
  });

  it('every test card passes the Luhn check; a changed last digit does not', () => {
    for (const card of TEST_CARDS) {
      expect(luhnValid(card.number), card.number).toBe(true);
      const last = Number(card.number.slice(-1));
      expect(luhnValid(`${card.number.slice(0, -1)}${(last + 1) % 10}`)).toBe(false);
    }
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('')).toBe(false);
  });

  it('names the brand from the leading digits', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('9999999999999995')).toBe('Card');
    for (const card of TEST_CARDS) expect(cardBrand(card.number)).toBe(card.brand);
  });

  it('a card is valid through the last day of its expiry month', () => {
    const now = new Date('2026-11-30T23:59:00Z');
    expect(cardExpired(11, 2026, now)).toBe(false);
    expect(cardExpired(10, 2026, now)).toBe(true);
    expect(cardExpired(1, 2027, now)).toBe(false);
    expect(cardExpired(12, 2025, now)).toBe(true);
    expect(cardExpired(11, 2026, new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });

  it('finds the test cards by their digits only', () => {
    expect(testCardOf('4000002500003155')?.behaviour).toBe('authenticate');
    expect(testCardOf('4000000000000341')?.behaviour).toBe('declines_off_session');
    expect(testCardOf('4111111111111111')).toBeNull();
  });
});
