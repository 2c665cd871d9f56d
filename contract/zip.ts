import { z } from 'zod';

/**
 * A US ZIP code as the practitioner directory, air quality and the assistant's doctor search can place
 * it: five digits, ZIP+4 allowed (docs/product/profile.md#profile-information).
 */
export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export const ZIP_MESSAGES = {
  invalid: 'Please enter a 5-digit ZIP code.',
} as const;

/** '94110' or '94110-1234', spaces around trimmed. */
export const ZUsZipCode = z.string().trim().regex(US_ZIP_PATTERN, ZIP_MESSAGES.invalid);
