import { describe, expect, it } from 'vitest';
import { SCRUBBED, scrubIdentifiers } from './scrub';

const maya = { firstName: 'Maya', lastName: 'Rivera', email: 'maya.rivera@example.com' };

describe('scrubIdentifiers', () => {
  it('removes email addresses, the user’s own included', () => {
    expect(scrubIdentifiers('write to maya.rivera@example.com or m.r+x@mail.co.uk', maya)).toBe(
      `write to ${SCRUBBED.email} or ${SCRUBBED.email}`,
    );
  });

  it('removes US and international phone numbers', () => {
    for (const phone of [
      '415-555-1234',
      '(415) 555-1234',
      '+1 415 555 1234',
      '415.555.1234',
      '4155551234',
      '+44 20 7946 0958',
    ]) {
      expect(scrubIdentifiers(`call me on ${phone} please`)).toBe(`call me on ${SCRUBBED.phone} please`);
    }
  });

  it('removes ZIP-like 5-digit numbers and ZIP+4', () => {
    expect(scrubIdentifiers('I live in 94110, near 10001-2345.')).toBe(
      `I live in ${SCRUBBED.zip}, near ${SCRUBBED.zip}.`,
    );
  });

  it('removes the user’s own first and last name as whole words, in any case', () => {
    expect(scrubIdentifiers("Hi, I'm maya RIVERA. Mayan ruins are not a name.", maya)).toBe(
      `Hi, I'm ${SCRUBBED.name} ${SCRUBBED.name}. Mayan ruins are not a name.`,
    );
  });

  it('keeps what the assistant needs: symptoms, durations, severities, ages, blood pressure, doses', () => {
    const text =
      "I'm 42, headache for 3 days, 7/10, BP 120/80, took 200 mg ibuprofen in 2024, walked 8000 steps";
    expect(scrubIdentifiers(text, maya)).toBe(text);
  });

  it('is a no-op without identifiers on clean text, and ignores one-letter names', () => {
    expect(scrubIdentifiers('a tired afternoon', { firstName: 'A' })).toBe('a tired afternoon');
  });

  it('removes the user’s own phone number however it is typed, and their date of birth', () => {
    const me = { phoneNumber: '(415) 555-1234', dateOfBirth: '1985-03-14' };
    for (const phone of ['555-1234', '5551234', '415 555 1234', '+1 (415) 555 1234']) {
      expect(scrubIdentifiers(`text ${phone} ok`, me)).toBe(`text ${SCRUBBED.phone} ok`);
    }
    for (const date of [
      '1985-03-14',
      '3/14/1985',
      '03/14/1985',
      '03-14-1985',
      'March 14, 1985',
      'Mar 14th 1985',
      '14 March 1985',
    ]) {
      expect(scrubIdentifiers(`born ${date}, headache`, me)).toBe(`born ${SCRUBBED.date}, headache`);
    }
    expect(scrubIdentifiers('on 3/15/1985 and 1985', me)).toBe('on 3/15/1985 and 1985');
  });
});
