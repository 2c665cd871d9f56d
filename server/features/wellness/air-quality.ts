import type { TAirQuality } from '../../../contract/wellness';

/**
 * Air quality (docs/product/home.md#air-quality). With AIR_QUALITY_API_URL set, the server asks that
 * provider for the user's location and turns its answer into the US EPA AQI category and advice;
 * without it, or when the provider cannot answer, it gives the default: Moderate, with
 * indoor exercise suggested.
 */

export const DEFAULT_AIR_QUALITY: TAirQuality = {
  status: 'Moderate',
  aqi: null,
  recommendations: [
    'Consider exercising indoors today.',
    'If you are sensitive to air pollution, keep outdoor activity light.',
  ],
  source: 'default',
};

type Category = { max: number; status: string; recommendations: string[] };

/** US EPA AQI categories (AirNow) with the activity advice for each. */
const CATEGORIES: Category[] = [
  {
    max: 50,
    status: 'Good',
    recommendations: ['Air quality is good: a fine day for a walk or exercise outdoors.'],
  },
  {
    max: 100,
    status: 'Moderate',
    recommendations: DEFAULT_AIR_QUALITY.recommendations,
  },
  {
    max: 150,
    status: 'Unhealthy for Sensitive Groups',
    recommendations: [
      'If you have asthma, heart or lung conditions, exercise indoors today.',
      'Everyone else: take more breaks and keep outdoor exertion moderate.',
    ],
  },
  {
    max: 200,
    status: 'Unhealthy',
    recommendations: [
      'Exercise indoors today.',
      'Limit time outdoors, especially if you have a health condition.',
    ],
  },
  {
    max: 300,
    status: 'Very Unhealthy',
    recommendations: ['Stay indoors and keep windows closed.', 'Avoid all outdoor exercise.'],
  },
  {
    max: Number.POSITIVE_INFINITY,
    status: 'Hazardous',
    recommendations: [
      'Stay indoors with windows closed; run an air purifier if you have one.',
      'Avoid all outdoor activity and follow local health advice.',
    ],
  },
];

export function airQualityForAqi(aqi: number, source: string): TAirQuality {
  const rounded = Math.max(0, Math.round(aqi));
  const category = CATEGORIES.find((c) => rounded <= c.max) ?? CATEGORIES[CATEGORIES.length - 1]!;
  return { status: category.status, aqi: rounded, recommendations: category.recommendations, source };
}

/** PM2.5 (µg/m³, 24-hour) breakpoints of the US EPA AQI, as revised in 2024. */
const PM25_BREAKPOINTS: [cLow: number, cHigh: number, iLow: number, iHigh: number][] = [
  [0, 9.0, 0, 50],
  [9.1, 35.4, 51, 100],
  [35.5, 55.4, 101, 150],
  [55.5, 125.4, 151, 200],
  [125.5, 225.4, 201, 300],
  [225.5, 325.4, 301, 500],
];

/** The AQI for a PM2.5 concentration (EPA's piecewise-linear formula, concentration truncated to 0.1). */
export function pm25ToAqi(concentration: number): number {
  const c = Math.floor(Math.max(0, concentration) * 10) / 10;
  const row = PM25_BREAKPOINTS.find(([, cHigh]) => c <= cHigh);
  if (!row) return 500;
  const [cLow, cHigh, iLow, iHigh] = row;
  return Math.round(((iHigh - iLow) / (cHigh - cLow)) * (c - cLow) + iLow);
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function isPm25(parameter: unknown): boolean {
  const name = typeof parameter === 'string' ? parameter : record(parameter)?.name;
  return typeof name === 'string' && name.replace(/[^a-z0-9]/gi, '').toLowerCase() === 'pm25';
}

function aqiOfItem(item: unknown): number | null {
  const entry = record(item);
  if (!entry) return null;
  if (isNumber(entry.aqi)) return entry.aqi;
  if (isPm25(entry.parameter) && isNumber(entry.value)) return pm25ToAqi(entry.value);
  if (Array.isArray(entry.measurements)) {
    for (const measurement of entry.measurements) {
      const found = aqiOfItem(measurement);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * The AQI in a provider's JSON answer. Understood shapes: `{ aqi }`, `{ data: { aqi } }` (WAQI),
 * `{ pm25 }`, and OpenAQ-like lists — an array or `{ results: [...] }` whose items carry `aqi`,
 * `{ parameter: 'pm25' | { name: 'pm25' }, value }`, or `measurements` of those.
 */
export function extractAqi(body: unknown): number | null {
  const top = record(body);
  if (top) {
    if (isNumber(top.aqi)) return top.aqi;
    const data = record(top.data);
    if (data && isNumber(data.aqi)) return data.aqi;
    if (isNumber(top.pm25)) return pm25ToAqi(top.pm25);
  }
  const list = Array.isArray(body) ? body : Array.isArray(top?.results) ? (top.results as unknown[]) : [];
  for (const item of list) {
    const found = aqiOfItem(item);
    if (found !== null) return found;
  }
  return null;
}

export type Location = { latitude: number; longitude: number; zip: string };

/** The provider URL for a location: `{lat}`, `{lon}` and `{zip}` are filled in; null when one is needed but unknown. */
export function providerUrl(template: string, location: Location | null): string | null {
  const needsLocation = /\{(lat|lon|zip)\}/.test(template);
  if (!needsLocation) return template;
  if (!location) return null;
  return template
    .replaceAll('{lat}', encodeURIComponent(location.latitude.toFixed(4)))
    .replaceAll('{lon}', encodeURIComponent(location.longitude.toFixed(4)))
    .replaceAll('{zip}', encodeURIComponent(location.zip));
}

const PROVIDER_TIMEOUT_MS = 3000;
const CACHE_OK_MS = 15 * 60 * 1000;
/** After a failure the default is kept this long before the provider is asked again. */
const CACHE_FAILED_MS = 60 * 1000;
const CACHE_MAX = 1000;

export type AirQualityProvider = (location: Location | null) => Promise<TAirQuality>;

/**
 * Asks the configured provider, with a 3 s timeout and a small in-memory cache per URL; any failure
 * (network, status, unreadable answer) gives the default, logged once per cache period.
 */
export function createAirQualityProvider(options: {
  urlTemplate: string | undefined;
  fetch?: typeof fetch;
  now?: () => number;
  onError?: (message: string, error: unknown) => void;
}): AirQualityProvider {
  const { urlTemplate } = options;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const cache = new Map<string, { value: TAirQuality; expiresAt: number }>();

  const remember = (url: string, value: TAirQuality, ttl: number) => {
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(url, { value, expiresAt: now() + ttl });
    return value;
  };

  return async (location) => {
    if (!urlTemplate) return DEFAULT_AIR_QUALITY;
    const url = providerUrl(urlTemplate, location);
    if (!url) return DEFAULT_AIR_QUALITY;
    const cached = cache.get(url);
    if (cached && cached.expiresAt > now()) return cached.value;
    try {
      const response = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`provider answered ${response.status}`);
      const aqi = extractAqi(await response.json());
      if (aqi === null) throw new Error('provider answer holds no AQI or PM2.5 value');
      return remember(url, airQualityForAqi(aqi, new URL(url).host), CACHE_OK_MS);
    } catch (error) {
      options.onError?.('air-quality provider failed; using the default', error);
      return remember(url, DEFAULT_AIR_QUALITY, CACHE_FAILED_MS);
    }
  };
}
