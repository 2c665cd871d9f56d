import { CERTIFICATIONS, PRACTICE_LIMITS, type TCertification } from '../../../contract/practice';

/**
 * What provider signup reads from its free-text credentials field ('MD, ND', 'PhD / LCSW')
 * (docs/product/practice.md#provider-landing-and-signup).
 */

/** The listing's credentials: the text split at commas, semicolons and slashes, trimmed, without repeats. */
export function splitCredentials(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/[,;/]/)) {
    const credential = part.trim().replace(/\s+/g, ' ').slice(0, PRACTICE_LIMITS.credentialsMax);
    if (credential && !out.some((c) => c.toLowerCase() === credential.toLowerCase())) out.push(credential);
  }
  return out;
}

/**
 * The profile's certifications: each of the 12 the text names as a word of its own, any case,
 * dots ignored ('M.D.' is MD), in the list's order. 'Other' is never read from the text: it is a
 * choice on the profile form, not a credential.
 */
export function certificationsIn(text: string): TCertification[] {
  const words = new Set(
    text
      .replace(/\./g, '')
      .split(/[^A-Za-z]+/)
      .filter(Boolean)
      .map((word) => word.toLowerCase()),
  );
  return CERTIFICATIONS.filter((c) => c !== 'Other' && words.has(c.toLowerCase()));
}
