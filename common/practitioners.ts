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

const wholeMiles = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * The one way a distance reads, on every screen (docs/product/practitioners.md#distance): to 0.1 mile
 * below 100 miles without a trailing '.0' ('2.6 miles away', '1 mile away', '12.3 miles away'), whole
 * miles from 100 ('2,570 miles away'), 'Under 0.1 miles away' below a tenth (0 included: the same ZIP
 * code is not the same address). null when the distance is unknown (no ZIP code, or a listing without
 * coordinates): screens then leave the distance out.
 */
export function formatDistance(miles: number | null | undefined): string | null {
  if (miles === null || miles === undefined || !Number.isFinite(miles) || miles < 0) return null;
  const tenths = Math.round(miles * 10) / 10;
  if (tenths < 0.1) return 'Under 0.1 miles away';
  const text = tenths >= 100 ? wholeMiles.format(tenths) : String(tenths);
  return `${text} ${text === '1' ? 'mile' : 'miles'} away`;
}
