import { z } from 'zod';

/** The 7 practitioner specialties, in their order (docs/product/practitioners.md#rules-and-numbers). */
export const PRACTITIONER_SPECIALTIES = [
  'Functional Medicine Physician',
  'Naturopathic Doctor',
  'Integrative Medicine',
  'Nutrition Specialist',
  'Acupuncturist',
  'Chiropractor',
  'Mental Health Counselor',
] as const;
export const ZPractitionerSpecialty = z.enum(PRACTITIONER_SPECIALTIES);
export type TPractitionerSpecialty = z.infer<typeof ZPractitionerSpecialty>;

/** Distance options in miles. */
export const PRACTITIONER_DISTANCES = [5, 10, 25, 50] as const;
export type TPractitionerDistance = (typeof PRACTITIONER_DISTANCES)[number];

/** The path part that stands for any specialty when only a distance is given (`/api/practitioners/all/10`). */
export const ANY_SPECIALTY = 'all' as const;

export const PRACTITIONER_LIMITS = {
  /** Most results one page answers (`?limit=`). */
  resultsMax: 100,
  /** Results per page when `?limit=` is not given; the directory's 'Show more' loads this many more. */
  pageSize: 10,
  /** Largest `?offset=`: far beyond any directory page a person would reach. */
  offsetMax: 10_000,
  searchMax: 100,
  /** Words of a search that count; the rest are ignored. */
  searchWordsMax: 10,
  requestSpecialtyMax: 100,
  requestNoteMax: 1000,
  requestListMax: 200,
  /** Practitioner-type requests one user may send per day. */
  requestsPerDay: 20,
} as const;

export const PRACTITIONER_MESSAGES = {
  invalidSpecialty: `Choose one of these specialties: ${PRACTITIONER_SPECIALTIES.join(', ')} (or 'all').`,
  invalidDistance: `Distance must be one of ${PRACTITIONER_DISTANCES.join(', ')} miles.`,
  invalidLimit: `Limit must be a whole number from 1 to ${PRACTITIONER_LIMITS.resultsMax}.`,
  invalidOffset: 'Offset must be a whole number from 0 to 10,000.',
  searchTooLong: `Search must be ${PRACTITIONER_LIMITS.searchMax} characters or less.`,
  unknownZip:
    "We couldn't find your ZIP code, so we can't measure distances; update it in your profile to search by distance.",
  requestSpecialtyRequired: 'Please choose or enter a specialty',
  requestSpecialtyMax: `Specialty must be ${PRACTITIONER_LIMITS.requestSpecialtyMax} characters or less`,
  requestNoteMax: 'Note must be 1,000 characters or less',
  requestSent: 'Request Sent',
  requestSentDescription: "Thanks — we'll look for practitioners of this type near you.",
  requestFailed: 'Request Not Sent',
  requestRateLimited: "You've sent a lot of requests today. Please try again tomorrow.",
} as const;

export type TPractitionerFilters = {
  specialty: TPractitionerSpecialty | null;
  distance: TPractitionerDistance | null;
};

/** Path parameter: a specialty, URL-encoded in the path (Fastify decodes it), or `all`. */
export const ZPractitionerSpecialtyParam = z.enum([ANY_SPECIALTY, ...PRACTITIONER_SPECIALTIES], {
  error: PRACTITIONER_MESSAGES.invalidSpecialty,
});
/** Path parameter: miles, one of the distance options. */
export const ZPractitionerDistanceParam = z.enum(
  PRACTITIONER_DISTANCES.map(String) as [`${TPractitionerDistance}`, ...`${TPractitionerDistance}`[]],
  { error: PRACTITIONER_MESSAGES.invalidDistance },
);
export const ZPractitionerPathParams = z.object({
  specialty: ZPractitionerSpecialtyParam.optional(),
  distance: ZPractitionerDistanceParam.optional(),
});

const pagingNumber = (min: number, max: number, message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/**
 * `?q=` full-text search on name, specialty, conditions treated and bio; `?limit=` and `?offset=` page
 * through the answer in a stable order (docs/product/practitioners.md#search).
 */
export const ZPractitionerSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(PRACTITIONER_LIMITS.searchMax, { error: PRACTITIONER_MESSAGES.searchTooLong })
    .optional(),
  /** Results on this page (default 10, at most 100); the home screen asks for 2. */
  limit: pagingNumber(1, PRACTITIONER_LIMITS.resultsMax, PRACTITIONER_MESSAGES.invalidLimit).optional(),
  /** Results to skip: the number already shown. */
  offset: pagingNumber(0, PRACTITIONER_LIMITS.offsetMax, PRACTITIONER_MESSAGES.invalidOffset).optional(),
});
export type TPractitionerSearchQuery = z.input<typeof ZPractitionerSearchQuery>;

/** A practitioner, plus where they practise and whether the listing is demo content. */
export const ZPractitioner = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  specialty: z.string(),
  profileImageUrl: z.string().nullable(),
  credentials: z.array(z.string()),
  /** A string number with one decimal, e.g. '4.8'. Out of 5. */
  rating: z.string(),
  reviewCount: z.number().int(),
  /** Miles from the signed-in user's ZIP code, to 0.1; null when either location is unknown. */
  distance: z.number().nullable(),
  /** Dollars per session. */
  consultationFee: z.number(),
  bio: z.string(),
  /** Conditions the practitioner treats, as listed ('Migraine'); may be empty. */
  conditionsTreated: z.array(z.string()),
  availableForVideo: z.boolean(),
  /** False when the practitioner has paused new patients (practice settings). */
  acceptingNewPatients: z.boolean(),
  city: z.string(),
  state: z.string(),
  isDemo: z.boolean(),
});
export type TPractitioner = z.infer<typeof ZPractitioner>;
export const ZPractitionerList = z.array(ZPractitioner);

/** One page of a directory search: `total` counts every match, `nextOffset` is null on the last page. */
export const ZPractitionerPage = z.object({
  items: ZPractitionerList,
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  nextOffset: z.number().int().nonnegative().nullable(),
});
export type TPractitionerPage = z.infer<typeof ZPractitionerPage>;

/**
 * 'Request Practitioner Type' (docs/product/practitioners.md#request-a-practitioner-type): a specialty from
 * the list or free text, and a note.
 */
export const ZPractitionerTypeRequest = z.object({
  specialty: z
    .string({ error: PRACTITIONER_MESSAGES.requestSpecialtyRequired })
    .trim()
    .min(1, PRACTITIONER_MESSAGES.requestSpecialtyRequired)
    .max(PRACTITIONER_LIMITS.requestSpecialtyMax, PRACTITIONER_MESSAGES.requestSpecialtyMax),
  note: z
    .string()
    .trim()
    .max(PRACTITIONER_LIMITS.requestNoteMax, PRACTITIONER_MESSAGES.requestNoteMax)
    .optional()
    .default(''),
});
export type TPractitionerTypeRequestInput = z.input<typeof ZPractitionerTypeRequest>;

export const ZPractitionerTypeRequestCreated = z.object({
  id: z.string(),
  specialty: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type TPractitionerTypeRequestCreated = z.infer<typeof ZPractitionerTypeRequestCreated>;

/** What admins see of each request. */
export const ZPractitionerTypeRequestAdmin = ZPractitionerTypeRequestCreated.extend({
  userId: z.string().nullable(),
  /** When an admin marked it handled; null while open (open requests come first). */
  handledAt: z.string().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  zipCode: z.string().nullable(),
});
export type TPractitionerTypeRequestAdmin = z.infer<typeof ZPractitionerTypeRequestAdmin>;
export const ZPractitionerTypeRequestAdminList = z.array(ZPractitionerTypeRequestAdmin);
