import { ZSandboxConfirmRequest } from '@contract/billing';
import { z } from 'zod';

/**
 * The test-mode card form's formatting and checks (docs/product/payments.md#screens). The processor
 * checks the card again; these only catch typing mistakes before anything is sent.
 */

export const CARD_FORM_MESSAGES = {
  numberRequired: 'Enter your card number.',
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is incorrect. Check the digits and try again.',
  expiryRequired: 'Enter the expiry date as MM/YY.',
  expiryInvalid: 'Enter the expiry date as MM/YY, for example 12/29.',
  expiryPast: 'This card has expired. Use a card with a later expiry date.',
  cvcInvalid: 'Enter the 3- or 4-digit security code (CVC) from the back of the card.',
} as const;

const CARD_DIGITS_MIN = 13;
const CARD_DIGITS_MAX = 19;

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** '4242424242424242' → '4242 4242 4242 4242': digits only, at most 19, in groups of four. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, CARD_DIGITS_MAX);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1229' → '12/29'; a lone first digit above 1 is a month: '4' → '04/'. At most MM/YY. */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value);
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length <= 2) return digits.length === 2 && value.endsWith('/') ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** 'MM/YY' → month and four-digit year, or null when it is not a real month. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/**
 * The form's schema: what the person typed in, checked, then turned into the sandbox's confirmation
 * fields (`ZSandboxConfirmRequest` without the client secret). A card is valid through the last day
 * of its expiry month.
 */
export function cardFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({ cardNumber: z.string(), expiry: z.string(), cvc: z.string() })
    .superRefine((values, ctx) => {
      const digits = digitsOf(values.cardNumber);
      if (digits.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: CARD_FORM_MESSAGES.numberRequired });
      } else if (digits.length < CARD_DIGITS_MIN) {
        ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: CARD_FORM_MESSAGES.numberIncomplete });
      } else if (!passesLuhn(digits)) {
        ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: CARD_FORM_MESSAGES.numberInvalid });
      }

      const expiry = parseExpiry(values.expiry);
      if (values.expiry.trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['expiry'], message: CARD_FORM_MESSAGES.expiryRequired });
      } else if (!expiry) {
        ctx.addIssue({ code: 'custom', path: ['expiry'], message: CARD_FORM_MESSAGES.expiryInvalid });
      } else {
        const today = now();
        const isPast =
          expiry.year < today.getFullYear() ||
          (expiry.year === today.getFullYear() && expiry.month < today.getMonth() + 1);
        if (isPast) {
          ctx.addIssue({ code: 'custom', path: ['expiry'], message: CARD_FORM_MESSAGES.expiryPast });
        }
      }

      if (!ZSandboxConfirmRequest.shape.cvc.safeParse(values.cvc.trim()).success) {
        ctx.addIssue({ code: 'custom', path: ['cvc'], message: CARD_FORM_MESSAGES.cvcInvalid });
      }
    })
    .transform((values) => {
      const expiry = parseExpiry(values.expiry) ?? { month: 1, year: 2000 };
      return {
        cardNumber: digitsOf(values.cardNumber),
        expMonth: expiry.month,
        expYear: expiry.year,
        cvc: values.cvc.trim(),
      };
    });
}
export type TCardFormInput = z.input<ReturnType<typeof cardFormSchema>>;
export type TCardFormValues = z.output<ReturnType<typeof cardFormSchema>>;

/**
 * The sandbox processor's test cards the checkout offers to fill in (the full list is in
 * docs/product/payments.md#screens).
 */
export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0025 0000 3155', outcome: 'Asks for bank authentication' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Declined: insufficient funds' },
] as const;

/** Any expiry date in the future works in test mode: the form fills in December, two years ahead. */
export function testCardExpiry(now: Date = new Date()): string {
  return `12/${String((now.getFullYear() + 2) % 100).padStart(2, '0')}`;
}
