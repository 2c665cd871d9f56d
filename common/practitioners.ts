import {
  ANY_SPECIALTY,
  PRACTITIONER_DISTANCES,
  PRACTITIONER_MESSAGES,
  PRACTITIONER_SPECIALTIES,
  type TPractitionerDistance,
  type TPractitionerFilters,
  type TPractitionerSpecialty,
  ZPractitionerDistanceParam,
  ZPractitionerSpecialtyParam,
} from '../contract/practitioners';

/** Practitioner search filters and their API paths (docs/product/practitioners.md#api). */

export function isPractitionerSpecialty(value: string): value is TPractitionerSpecialty {
  return (PRACTITIONER_SPECIALTIES as readonly string[]).includes(value);
}

export function isPractitionerDistance(value: number): value is TPractitionerDistance {
  return (PRACTITIONER_DISTANCES as readonly number[]).includes(value);
}

export type TParsedPractitionerPath =
  | { ok: true; filters: TPractitionerFilters }
  | { ok: false; field: 'specialty' | 'distance'; message: string };

/**
 * The path parts after `/api/practitioners` (already URL-decoded): none, a specialty (or `all`), or a
 * specialty (or `all`) and a distance in miles from the list.
 */
export function parsePractitionerPath(specialty?: string, distance?: string): TParsedPractitionerPath {
  const parsedSpecialty = ZPractitionerSpecialtyParam.optional().safeParse(specialty);
  if (!parsedSpecialty.success) {
    return { ok: false, field: 'specialty', message: PRACTITIONER_MESSAGES.invalidSpecialty };
  }
  const parsedDistance = ZPractitionerDistanceParam.optional().safeParse(distance);
  if (!parsedDistance.success) {
    return { ok: false, field: 'distance', message: PRACTITIONER_MESSAGES.invalidDistance };
  }
  const named = parsedSpecialty.data;
  return {
    ok: true,
    filters: {
      specialty: named === undefined || named === ANY_SPECIALTY ? null : named,
      distance:
        parsedDistance.data === undefined ? null : (Number(parsedDistance.data) as TPractitionerDistance),
    },
  };
}

/** The API path for these filters (specialty and distance appended as extra path parts). */
export function practitionersPath(filters: {
  specialty?: TPractitionerSpecialty | null;
  distance?: TPractitionerDistance | null;
}): string {
  const parts = ['/api/practitioners'];
  if (filters.specialty || filters.distance)
    parts.push(encodeURIComponent(filters.specialty ?? ANY_SPECIALTY));
  if (filters.distance) parts.push(String(filters.distance));
  return parts.join('/');
}
