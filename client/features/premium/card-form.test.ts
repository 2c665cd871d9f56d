import { describe, expect, it } from 'vitest';
import {
  CARD_FORM_MESSAGES,
  cardFormSchema,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  passesLuhn,
  testCardExpiry,
} from './card-form';

const NOW = new Date(2026, 10, 24); // 24 November 2026
const schema = cardFormSchema(() => NOW);

function errorsOf(input: { cardNumber: string; expiry: string; cvc: string }) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('card number formatting', () => {
  it('groups the digits in fours and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0025 0000x3155')).toBe('4000 0025 0000 3155');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('')).toBe('');
  });

  it('keeps at most 19 digits', () => {
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
  });

  it('checks the Luhn digit of the test cards', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000002500003155')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('expiry formatting', () => {
  it('writes MM/YY as the person types', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12/299')).toBe('12/29');
    expect(formatExpiry('4')).toBe('04');
  });

  it('reads a real month only', () => {
    expect(parseExpiry('12/29')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry('1/29')).toEqual({ month: 1, year: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('00/29')).toBeNull();
    expect(parseExpiry('1229')).toBeNull();
  });

  it('fills a test card with a date two years ahead', () => {
    expect(testCardExpiry(NOW)).toBe('12/28');
  });
});

describe('the card form schema', () => {
  it('turns a valid card into the confirmation fields', () => {
    expect(schema.parse({ cardNumber: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' })).toEqual({
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2028,
      cvc: '123',
    });
  });

  it('says what is missing on an empty form', () => {
    expect(errorsOf({ cardNumber: '', expiry: '', cvc: '' })).toEqual({
      cardNumber: CARD_FORM_MESSAGES.numberRequired,
      expiry: CARD_FORM_MESSAGES.expiryRequired,
      cvc: CARD_FORM_MESSAGES.cvcInvalid,
    });
  });

  it('tells an incomplete number from a mistyped one', () => {
    expect(errorsOf({ cardNumber: '4242 4242', expiry: '12/28', cvc: '123' })).toEqual({
      cardNumber: CARD_FORM_MESSAGES.numberIncomplete,
    });
    expect(errorsOf({ cardNumber: '4242 4242 4242 4241', expiry: '12/28', cvc: '123' })).toEqual({
      cardNumber: CARD_FORM_MESSAGES.numberInvalid,
    });
  });

  it('accepts a card through the last day of its expiry month and refuses an earlier one', () => {
    expect(errorsOf({ cardNumber: '4242424242424242', expiry: '11/26', cvc: '123' })).toEqual({});
    expect(errorsOf({ cardNumber: '4242424242424242', expiry: '10/26', cvc: '123' })).toEqual({
      expiry: CARD_FORM_MESSAGES.expiryPast,
    });
    expect(errorsOf({ cardNumber: '4242424242424242', expiry: '13/27', cvc: '123' })).toEqual({
      expiry: CARD_FORM_MESSAGES.expiryInvalid,
    });
  });

  it('takes a 3- or 4-digit CVC only', () => {
    expect(errorsOf({ cardNumber: '4242424242424242', expiry: '12/28', cvc: '1234' })).toEqual({});
    expect(errorsOf({ cardNumber: '4242424242424242', expiry: '12/28', cvc: '12' })).toEqual({
      cvc: CARD_FORM_MESSAGES.cvcInvalid,
    });
    expect(errorsOf({ cardNumber: '4242424242424242', expiry: '12/28', cvc: '12a' })).toEqual({
      cvc: CARD_FORM_MESSAGES.cvcInvalid,
    });
  });
});
