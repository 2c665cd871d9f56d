/**
 * Identifier scrubbing before anything leaves for a remote AI provider: never with the user's name,
 * email or other identifiers (docs/assistant-providers.md#consent-and-what-is-sent). Pure and deterministic.
 *
 * Removed from free text: email addresses, phone numbers (US and international shapes), ZIP-like
 * 5-digit numbers (and ZIP+4), and the user's own first and last name, phone number and date of
 * birth (when the caller passes them). Health words, durations
 * ("3 days"), severities ("7/10") and ages ("I'm 42") are kept: they are what the assistant needs.
 * HIPAA Safe Harbor (45 CFR 164.514(b)(2)) lists names, geographic units smaller than a state,
 * dates tied to a person, phone numbers and email addresses among the identifiers to remove.
 */

export type TIdentifiers = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  /** The profile's phone number: matched by its digits, whatever separators the user types. */
  phoneNumber?: string | null;
  /** The profile's date of birth (YYYY-MM-DD): matched in the usual US and ISO spellings. */
  dateOfBirth?: string | null;
};

export const SCRUBBED = {
  email: '[email]',
  phone: '[phone]',
  zip: '[zip]',
  name: '[name]',
  date: '[date of birth]',
} as const;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// +1 (415) 555-1234, 415-555-1234, 415.555.1234, 4155551234, +44 20 7946 0958: 10+ digits with
// optional separators. Plain runs of fewer digits (ages, '7/10', years) are left alone.
const PHONE_RE =
  /(?<![\w/])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?|\d{2,4}[\s.-])\d{3,4}[\s.-]?\d{3,4}(?![\w/])|(?<![\w/+])\d{10,11}(?![\w/])/g;
const ZIP_RE = /(?<![\w/$-]|\d[.,])\d{5}(?:-\d{4})?(?![\w/%]|[.,]\d)/g;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole-word, case-insensitive patterns for the user's own names (ignores 1-letter names). */
function namePatterns(identifiers: TIdentifiers | undefined): RegExp[] {
  const names = [identifiers?.firstName, identifiers?.lastName]
    .map((n) => n?.trim() ?? '')
    .flatMap((n) => n.split(/\s+/))
    .filter((n) => n.length >= 2);
  return [...new Set(names.map((n) => n.toLowerCase()))].map(
    (n) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(n)}(?![\\p{L}\\p{N}])`, 'giu'),
  );
}

/**
 * The user's own phone number by its digits, with any separators between them; the country and
 * area codes are optional ("555-1234" is their number too).
 */
function ownPhonePattern(phone: string | null | undefined): RegExp | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 7) return null;
  const sep = '[\\s.()-]*';
  const spaced = (d: string) => [...d].join(sep);
  const area = digits.slice(-10, -7);
  const areaPart = area ? `(?:\\(?${spaced(area)}\\)?${sep})?` : '';
  return new RegExp(`(?<!\\d)(?:\\+?\\d{1,3}${sep})?${areaPart}${spaced(digits.slice(-7))}(?!\\d)`, 'g');
}

/** The user's own date of birth as 1985-03-14, 3/14/1985, 03/14/1985, 03-14-1985, March 14, 1985. */
function ownBirthDatePatterns(dateOfBirth: string | null | undefined): RegExp[] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth ?? '');
  if (!m) return [];
  const [, y, mm, dd] = m as unknown as [string, string, string, string];
  const month = Number(mm);
  const day = Number(dd);
  const monthName = MONTHS[month - 1] ?? '';
  return [
    `${y}-${mm}-${dd}`,
    `0?${month}[/.-]0?${day}[/.-]${y}`,
    `${monthName}\\s+${day}(?:st|nd|rd|th)?,?\\s+${y}`,
    `${monthName.slice(0, 3)}\\.?\\s+${day}(?:st|nd|rd|th)?,?\\s+${y}`,
    `${day}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${monthName}\\s+${y}`,
  ].map((source) => new RegExp(`(?<!\\d)${source}(?!\\d)`, 'gi'));
}

/**
 * The text with identifiers replaced by placeholders ('[email]', '[phone]', '[zip]', '[name]',
 * '[date of birth]').
 */
export function scrubIdentifiers(text: string, identifiers?: TIdentifiers): string {
  let out = text;
  for (const re of ownBirthDatePatterns(identifiers?.dateOfBirth)) out = out.replace(re, SCRUBBED.date);
  const ownPhone = ownPhonePattern(identifiers?.phoneNumber);
  if (ownPhone) out = out.replace(ownPhone, SCRUBBED.phone);
  const email = identifiers?.email?.trim();
  if (email) out = out.replace(new RegExp(escapeRe(email), 'gi'), SCRUBBED.email);
  out = out.replace(EMAIL_RE, SCRUBBED.email);
  out = out.replace(PHONE_RE, SCRUBBED.phone);
  out = out.replace(ZIP_RE, SCRUBBED.zip);
  for (const re of namePatterns(identifiers)) out = out.replace(re, SCRUBBED.name);
  return out;
}
