/**
 * Card numbers as the built-in sandbox processor reads them (docs/product/payments.md#test-mode-and-test-cards):
 * spaces allowed, the Luhn check digit, the brand from the leading digits, the expiry, and the test
 * cards with what each one does. Pure: the server's sandbox decides with it, and a checkout form may
 * check a number before sending it.
 */

/** What a test card does when it is confirmed, and later when it is charged off-session. */
export type TestCardBehaviour =
  /** Confirms and later charges succeed. */
  | 'succeeds'
  /** Declined when confirmed. */
  | 'declined'
  | 'insufficient_funds'
  /** Needs the bank's authentication step when confirmed; once approved, later charges succeed. */
  | 'authenticate'
  /** Confirms fine; every later off-session charge is declined (failed renewals). */
  | 'declines_off_session';

export type TestCard = { number: string; brand: string; behaviour: TestCardBehaviour; description: string };

/** The test cards, by their digits. Any other valid number is declined in test mode. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'Visa', behaviour: 'succeeds', description: 'Succeeds' },
  { number: '5555555555554444', brand: 'Mastercard', behaviour: 'succeeds', description: 'Succeeds' },
  { number: '4000000000000002', brand: 'Visa', behaviour: 'declined', description: 'Declined' },
  {
    number: '4000000000009995',
    brand: 'Visa',
    behaviour: 'insufficient_funds',
    description: 'Declined for insufficient funds',
  },
  {
    number: '4000002500003155',
    brand: 'Visa',
    behaviour: 'authenticate',
    description: 'Asks for the bank’s authentication; renewals then succeed',
  },
  {
    number: '4000000000000341',
    brand: 'Visa',
    behaviour: 'declines_off_session',
    description: 'Pays at checkout; every renewal is declined',
  },
];

/** A decline as the processor words it: a machine code and the sentence shown to the person. */
export type CardDecline = { code: string; message: string };

/** The sandbox's declines, with the processors' usual wording. */
export const CARD_DECLINES = {
  card_declined: { code: 'card_declined', message: 'Your card was declined.' },
  insufficient_funds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired_card: { code: 'expired_card', message: 'Your card has expired.' },
  incorrect_number: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
  test_mode_live_card: {
    code: 'test_mode_live_card',
    message:
      'Your card was declined. Test mode accepts only test cards, such as 4242 4242 4242 4242; no real card can be charged here.',
  },
  authentication_failed: {
    code: 'payment_intent_authentication_failure',
    message: 'We could not authenticate your card with your bank. Please try again or use another card.',
  },
  authentication_required: {
    code: 'authentication_required',
    message: 'Your bank needs you to confirm this payment. Please pay again from the checkout.',
  },
  card_unavailable: { code: 'resource_missing', message: 'This saved card is no longer available.' },
} as const satisfies Record<string, CardDecline>;

/** The digits of a card number typed with or without spaces; null when anything else is in it. */
export function cardDigits(input: string): string | null {
  const digits = input.replace(/ /g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** True when the last digit is the Luhn check digit of the others. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The card's network from its leading digits, for the saved card's label. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}

/** A card is valid through the last day of its expiry month (in UTC). */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

/** The test card with these digits, if it is one. */
export function testCardOf(digits: string): TestCard | null {
  return TEST_CARDS.find((card) => card.number === digits) ?? null;
}
