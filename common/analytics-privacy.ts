/**
 * The health-data filter of analytics events, applied by the browser's tracker and again by the server
 * (docs/product/analytics.md#health-data-is-stripped-twice). This file must import nothing, not even
 * contract/: the tracker imports it statically into the landing page's initial JavaScript, and any
 * contract file builds zod schemas, which would pull zod in with it.
 */

/** Property keys that may carry health data; the tracker and the server drop them. */
export const HEALTH_PROPERTY_KEYS = [
  'symptom',
  'symptomname',
  'symptoms',
  'severity',
  'description',
  'triggers',
  'diagnosis',
  'condition',
  'conditions',
  'medication',
  'medications',
  'allergies',
  'message',
  'content',
  'notes',
  'mood',
  'weight',
  'email',
  'phone',
  'phonenumber',
  'dateofbirth',
  'password',
] as const;

/** Words that mark a key as health or identity data wherever they appear in it. */
const HEALTH_KEY_WORDS = ['symptom', 'diagnos', 'medication', 'password', 'email'] as const;

/** `symptomName`, `symptom_name`, `userEmail`, `painSeverity`: compared lower-case, letters only. */
function isHealthKey(key: string): boolean {
  const normalised = key.toLowerCase().replace(/[^a-z]/g, '');
  return (
    HEALTH_PROPERTY_KEYS.some((k) => normalised.endsWith(k)) ||
    HEALTH_KEY_WORDS.some((word) => normalised.includes(word))
  );
}

/**
 * Keeps only flat scalar properties whose key is not health or identity data. Errs on the side of
 * dropping: a key ending in a health word (`errorMessage`, `userEmail`) goes too.
 */
export function stripHealthData(
  properties: Record<string, unknown> | undefined,
): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  if (!properties) return out;
  for (const [key, value] of Object.entries(properties)) {
    if (isHealthKey(key)) continue;
    if (value === null || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
    else if (typeof value === 'string') out[key] = value.slice(0, 200);
  }
  return out;
}
