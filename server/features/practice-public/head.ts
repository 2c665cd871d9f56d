import type { TPublicPractitionerProfile } from '../../../contract/practice';
import { escapeHtml } from '../../lib/html';

/**
 * The head of a public practitioner profile's HTML page (docs/product/practice.md#public-profile): a
 * real title, a description, the canonical address and, for real listings, schema.org structured
 * data, so a shared link and a search engine see who the page is about before any script runs.
 */

/** `/practitioner-profile/{id}`: the id as the address has it (checked by the service). */
export const PRACTITIONER_PROFILE_PATH = /^\/practitioner-profile\/([^/]{1,100})\/?$/;

/** Certifications of physicians: their listing is a schema.org `Physician`; others a `MedicalBusiness`. */
const PHYSICIAN_CERTIFICATIONS = new Set(['MD', 'DO']);

const DESCRIPTION_MAX = 160;

/**
 * JSON for inside a `<script>` element: `<`, `>` and `&` as JSON escapes, so no text (a bio holding
 * `</script>` or `<!--`) can end the element early; U+2028 and U+2029 too, for old JavaScript parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const fullName = (p: Pick<TPublicPractitionerProfile, 'firstName' | 'lastName'>) =>
  `${p.firstName} ${p.lastName}`;

/** '$175.50', '$250'. */
export function dollars(amount: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** 'Elena Marsh, MD · Functional Medicine Physician in San Francisco, CA'. */
export function profileTitle(p: TPublicPractitionerProfile): string {
  const credentials = p.credentials.length > 0 ? `, ${p.credentials.join(', ')}` : '';
  const place = p.city ? ` in ${p.city}, ${p.state}` : '';
  return `${fullName(p)}${credentials} · ${p.specialty}${place} | Infinite Wellness`;
}

/** The bio's start, cut at a word, at most 160 characters. */
export function profileDescription(p: TPublicPractitionerProfile): string {
  const lead = `${fullName(p)}, ${p.specialty}${p.city ? ` in ${p.city}, ${p.state}` : ''}.`;
  const text = `${lead} ${p.bio}`.replace(/\s+/g, ' ').trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The schema.org description of a real listing: `Physician` for MD and DO, else `MedicalBusiness`;
 * name, specialties, address (locality, region, postal code), the fee as price range, and the
 * rating only when there are reviews.
 */
export function practitionerJsonLd(p: TPublicPractitionerProfile, url: string): Record<string, unknown> {
  const physician = p.credentials.some((c) => PHYSICIAN_CERTIFICATIONS.has(c.toUpperCase()));
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': physician ? 'Physician' : 'MedicalBusiness',
    '@id': url,
    url,
    name: `${fullName(p)}${p.credentials.length > 0 ? `, ${p.credentials.join(', ')}` : ''}`,
    description: p.bio,
    medicalSpecialty: p.specialties.length > 0 ? p.specialties : [p.specialty],
    address: {
      '@type': 'PostalAddress',
      addressLocality: p.city,
      addressRegion: p.state,
      postalCode: p.zipCode,
      addressCountry: 'US',
    },
    priceRange: dollars(p.consultationFee),
    availableLanguage: p.languages,
  };
  if (p.profileImageUrl) data.image = p.profileImageUrl;
  if (p.website) data.sameAs = [p.website];
  if (p.reviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: p.rating,
      reviewCount: p.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

/** The shell's own tags these pages replace: title, description, Open Graph text, the app's JSON-LD. */
const REPLACED_META =
  /\s*<meta\s+(?:property|name)="(?:description|og:title|og:description|og:type|og:url|robots)"[^>]*>/g;
const SHELL_JSON_LD = /\s*<script type="application\/ld\+json">[\s\S]*?<\/script>/g;

/**
 * The HTML shell with this practitioner's head. Demo listings (fictional people) get the title,
 * description and canonical link but no structured data, and ask search engines not to index them.
 */
export function withPractitionerHead(html: string, profile: TPublicPractitionerProfile, url: string): string {
  const title = profileTitle(profile);
  const description = profileDescription(profile);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="profile" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(profile.isDemo
      ? ['<meta name="robots" content="noindex" />']
      : [`<script type="application/ld+json">${scriptSafeJson(practitionerJsonLd(profile, url))}</script>`]),
  ]
    .map((tag) => `    ${tag}`)
    .join('\n');
  return html
    .replace(REPLACED_META, '')
    .replace(SHELL_JSON_LD, '')
    .replace(/\s*<link rel="canonical"[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `${tags}\n  </head>`);
}
