import zipcodes from 'zipcodes';

/** Mean Earth radius in miles (IUGG), the same constant the SQL in repository.ts uses. */
export const EARTH_RADIUS_MILES = 3958.7613;

export type LatLon = { latitude: number; longitude: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function haversineMiles(a: LatLon, b: LatLon): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Miles to one decimal, as the directory shows them. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}

/**
 * A ZIP code as people type it ('94110', ' 94110-1234 ', '941101234') → the 5-digit code the
 * `zipcodes` package knows; other text (e.g. a Canadian postal code) is passed on upper-cased
 * without spaces. Null when empty.
 */
export function normalizeZip(zip: string | null | undefined): string | null {
  const trimmed = (zip ?? '').trim();
  if (!trimmed) return null;
  const us = /^(\d{5})(?:[-\s]?\d{4})?$/.exec(trimmed);
  if (us) return us[1] ?? null;
  return trimmed.toUpperCase().replace(/\s+/g, '');
}

export type ZipLocation = LatLon & { zip: string; city: string; state: string };

/** Where a ZIP code is, or null when the `zipcodes` data does not know it. */
export function locateZip(zip: string | null | undefined): ZipLocation | null {
  const normalized = normalizeZip(zip);
  if (!normalized) return null;
  const found = zipcodes.lookup(normalized);
  if (!found || !Number.isFinite(found.latitude) || !Number.isFinite(found.longitude)) return null;
  return {
    zip: found.zip,
    city: found.city,
    state: found.state,
    latitude: found.latitude,
    longitude: found.longitude,
  };
}
