// @vitest-environment jsdom

import { SAFETY_REPLIES, SAFETY_REPLY_KINDS, type TSafetyReplyKind } from '@contract/assistant';
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmergencyBanner } from './emergency-banner';

afterEach(() => cleanup());

function links(kind: TSafetyReplyKind) {
  const view = render(<EmergencyBanner reply={kind} help={SAFETY_REPLIES[kind].help} />);
  const banner = view.getByRole('alert');
  return {
    banner,
    links: within(banner)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  };
}

describe('EmergencyBanner', () => {
  it.each([
    ['emergency', [['Call 911', 'tel:911']]],
    [
      'crisis',
      [
        ['Call 988', 'tel:988'],
        ['Text 988', 'sms:988'],
        ['Call 911', 'tel:911'],
      ],
    ],
    [
      'combined',
      [
        ['Call 911', 'tel:911'],
        ['Call 988', 'tel:988'],
        ['Text 988', 'sms:988'],
      ],
    ],
    [
      'intentional_overdose',
      [
        ['Call 911', 'tel:911'],
        ['Call 988', 'tel:988'],
        ['Text 988', 'sms:988'],
      ],
    ],
    [
      'harm_to_others',
      [
        ['Call 911', 'tel:911'],
        ['Call 988', 'tel:988'],
        ['Text 988', 'sms:988'],
      ],
    ],
    [
      'domestic_violence',
      [
        ['Call 911', 'tel:911'],
        ['Call 1-800-799-7233', 'tel:1-800-799-7233'],
        ['Text START to 88788', 'sms:88788?&body=START'],
        ['Chat at thehotline.org', 'https://www.thehotline.org'],
      ],
    ],
    [
      'intrusive_thoughts_baby',
      [
        ['Call 988', 'tel:988'],
        ['Text 988', 'sms:988'],
        ['Call 911', 'tel:911'],
      ],
    ],
    ['uncertain', [['Call 911', 'tel:911']]],
  ] as const)('shows the help lines of a %s reply, most urgent first', (kind, expected) => {
    const shown = links(kind);
    expect(shown.links).toEqual(expected);
    expect(within(shown.banner).getByText(SAFETY_REPLIES[kind].text)).toBeTruthy();
  });

  it('covers every reply kind of the contract', () => {
    expect(SAFETY_REPLY_KINDS).toHaveLength(8);
    for (const kind of SAFETY_REPLY_KINDS) {
      expect(links(kind).links.length).toBeGreaterThan(0);
      cleanup();
    }
  });

  it('uses the calm watch look for unwanted thoughts and uncertain replies, the alarm look otherwise', () => {
    const looks = Object.fromEntries(
      SAFETY_REPLY_KINDS.map((kind) => {
        const look = links(kind).banner.getAttribute('data-look');
        cleanup();
        return [kind, look];
      }),
    );
    expect(looks).toEqual({
      emergency: 'alarm',
      crisis: 'alarm',
      combined: 'alarm',
      intentional_overdose: 'alarm',
      harm_to_others: 'alarm',
      domestic_violence: 'alarm',
      intrusive_thoughts_baby: 'watch',
      uncertain: 'watch',
    });
    const calm = links('uncertain').banner;
    expect(calm.className).not.toMatch(/red/);
    for (const link of within(calm).getAllByRole('link')) expect(link.className).not.toMatch(/red/);
  });

  it('follows the help lines it is given, and the reply’s own text when one is passed', () => {
    const view = render(<EmergencyBanner reply="crisis" help={['911']} message="Please call now." />);
    const banner = view.getByRole('alert');
    expect(
      within(banner)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Call 911']);
    expect(within(banner).getByText('Please call now.')).toBeTruthy();
  });

  it('opens the hotline’s website in a new tab without passing the page along', () => {
    const view = render(<EmergencyBanner reply="domestic_violence" />);
    const web = view.getByRole('link', { name: 'Chat at thehotline.org' });
    expect(web.getAttribute('target')).toBe('_blank');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
