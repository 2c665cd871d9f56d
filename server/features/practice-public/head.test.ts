import { describe, expect, it } from 'vitest';
import type { TPublicPractitionerProfile } from '../../../contract/practice';
import {
  PRACTITIONER_PROFILE_PATH,
  practitionerJsonLd,
  profileDescription,
  scriptSafeJson,
  withPractitionerHead,
} from './head';

const profile = (overrides: Partial<TPublicPractitionerProfile> = {}): TPublicPractitionerProfile => ({
  id: '6f1c1c8e-2b7a-4d0e-9a43-2f3c1d7e9b10',
  firstName: 'Priya',
  lastName: 'Natarajan',
  specialty: 'Functional Medicine',
  specialties: ['Functional Medicine', 'Gastroenterology'],
  credentials: ['MD'],
  profileImageUrl: null,
  bio: 'I help people with IBS and long-standing fatigue find the causes behind their symptoms.',
  experience: 12,
  education: 'MD, University of California San Francisco',
  languages: ['English', 'Spanish'],
  conditionsTreated: [],
  consultationFee: 175.5,
  availableForVideo: true,
  acceptingNewPatients: true,
  availableHours: 'Mon-Thu 9am-5pm',
  acceptsInsurance: true,
  insurance: 'Aetna',
  website: 'https://priya.example.com',
  location: '450 Sutter St',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94108',
  isVerified: true,
  isDemo: false,
  rating: '4.5',
  reviewCount: 2,
  reviews: [],
  myReview: null,
  distance: null,
  ...overrides,
});

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Infinite Wellness</title>
    <meta
      name="description"
      content="Generic."
    />
    <meta property="og:title" content="Generic title" />
    <script type="application/ld+json">
      { "@type": "WebApplication" }
    </script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const URL = 'https://wellness.example/practitioner-profile/6f1c1c8e-2b7a-4d0e-9a43-2f3c1d7e9b10';

/** The JSON of every ld+json block of a page, parsed as a browser would read the element's text. */
const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('practitionerJsonLd', () => {
  it('describes an MD or DO as a Physician with specialties, address, price and rating', () => {
    const data = practitionerJsonLd(profile(), URL);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Physician',
      name: 'Priya Natarajan, MD',
      medicalSpecialty: ['Functional Medicine', 'Gastroenterology'],
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'San Francisco',
        addressRegion: 'CA',
        postalCode: '94108',
      },
      priceRange: '$175.50',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.5', reviewCount: 2 },
    });
    expect(practitionerJsonLd(profile({ credentials: ['DO'] }), URL)['@type']).toBe('Physician');
  });

  it('describes other practitioners as a MedicalBusiness, without a rating before any review', () => {
    const data = practitionerJsonLd(profile({ credentials: ['LAc'], reviewCount: 0, rating: '0.0' }), URL);
    expect(data['@type']).toBe('MedicalBusiness');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(practitionerJsonLd(profile({ consultationFee: 250 }), URL).priceRange).toBe('$250');
  });
});

describe('withPractitionerHead', () => {
  it('sets the title, description and canonical link and replaces the shell’s JSON-LD', () => {
    const html = withPractitionerHead(SHELL, profile(), URL);
    expect(html).toContain(
      '<title>Priya Natarajan, MD · Functional Medicine in San Francisco, CA | Infinite Wellness</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="${URL}" />`);
    expect(html).toMatch(
      /<meta name="description" content="Priya Natarajan, Functional Medicine in San Francisco/,
    );
    expect(html).not.toContain('Generic');
    const blocks = jsonLdBlocks(html);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!['@type']).toBe('Physician');
  });

  it('keeps a bio holding </script> inside the JSON-LD block and HTML out of the attributes', () => {
    const bio = 'Hi </script><script>alert(1)</script> <!-- & "quotes" \u2028 $& done';
    const html = withPractitionerHead(SHELL, profile({ bio, firstName: 'Jo"<b>' }), URL);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const [block] = jsonLdBlocks(html);
    expect(block!.description).toBe(bio);
    expect(block!.name).toBe('Jo"<b> Natarajan, MD');
    expect(html).toContain('<title>Jo&quot;&lt;b&gt; Natarajan');
  });

  it('gives a demo listing no structured data and asks search engines not to index it', () => {
    const html = withPractitionerHead(SHELL, profile({ isDemo: true }), URL);
    expect(jsonLdBlocks(html)).toHaveLength(0);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<link rel="canonical"');
  });
});

describe('helpers', () => {
  it('cuts a long description at a word, at most 160 characters', () => {
    const text = profileDescription(profile({ bio: 'word '.repeat(100) }));
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('word…')).toBe(true);
  });

  it('escapes <, > and & in JSON for a script element', () => {
    expect(scriptSafeJson({ a: '</script>&' })).toBe('{"a":"\\u003c/script\\u003e\\u0026"}');
  });

  it('takes the id from the page’s address', () => {
    expect(PRACTITIONER_PROFILE_PATH.exec('/practitioner-profile/abc')?.[1]).toBe('abc');
    expect(PRACTITIONER_PROFILE_PATH.test('/practitioner-profile/')).toBe(false);
    expect(PRACTITIONER_PROFILE_PATH.test('/practitioner-profile/a/b')).toBe(false);
  });
});
