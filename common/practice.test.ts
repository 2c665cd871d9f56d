import { describe, expect, it } from 'vitest';
import { PRICE_CATALOGUE } from '../contract/billing';
import { ZFeeDollars, ZPractitionerProfileInput } from '../contract/practice';
import {
  centsToDollars,
  directoryCategories,
  dollarsToCents,
  practicePlanCode,
  practicePlanPrices,
} from './practice';

describe('practice rules', () => {
  it('maps profile specialties to the directory filter values, once each, in order', () => {
    expect(
      directoryCategories(['Psychology', 'Rheumatology', 'Mental Health Counseling', 'Acupuncture']),
    ).toEqual(['Mental Health Counselor', 'Acupuncturist']);
    expect(directoryCategories(['Geriatrics'])).toEqual([]);
  });

  it('turns dollars with two decimals into exact cents and back', () => {
    for (const [dollars, cents] of [
      [150, 15000],
      [150.1, 15010],
      [0.29, 29],
      [1234.56, 123456],
    ] as const) {
      expect(dollarsToCents(dollars)).toBe(cents);
      expect(centsToDollars(cents)).toBe(dollars);
    }
  });

  it('accepts fees with at most two decimals and refuses the rest with a message', () => {
    expect(ZFeeDollars.parse('150')).toBe(150);
    expect(ZFeeDollars.parse(150.25)).toBe(150.25);
    expect(ZFeeDollars.safeParse(150.255).error?.issues[0]?.message).toBe(
      'Consultation fee can have at most two decimals',
    );
    expect(ZFeeDollars.safeParse(-1).error?.issues[0]?.message).toBe(
      'Consultation fee must be a positive amount',
    );
  });

  it('reads the practice plans from the one price catalogue', () => {
    expect(practicePlanCode('professional', 'yearly')).toBe('professional_yearly');
    expect(practicePlanPrices('starter')).toEqual({
      monthlyCents: PRICE_CATALOGUE.starter_monthly.amountCents,
      yearlyCents: PRICE_CATALOGUE.starter_yearly.amountCents,
    });
  });

  it('refuses a website that is not a web address', () => {
    const base = {
      firstName: 'Al',
      lastName: 'Bo',
      email: 'a@b.co',
      phone: '4155550142',
      specialties: ['Geriatrics'],
      certifications: ['MD'],
      bio: 'x'.repeat(50),
      experience: 3,
      location: 'Main St 1',
      zipCode: '94110',
      consultationFee: 100,
      availableHours: 'Mon-Fri 9-5',
      languagesSpoken: ['English'],
      education: 'MD Somewhere',
      licenseState: 'CA',
      licenseNumber: 'A1234',
    };
    expect(ZPractitionerProfileInput.safeParse({ ...base, website: '' }).success).toBe(true);
    expect(ZPractitionerProfileInput.safeParse({ ...base, website: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(ZPractitionerProfileInput.safeParse({ ...base, website: 'https://a.example' }).success).toBe(true);
  });
});
