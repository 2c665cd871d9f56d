import { describe, expect, it } from 'vitest';
import { missingAccountFields, STEP_FIELDS, stepOfFields } from './signup-steps';

describe('the provider signup steps', () => {
  it('checks every field of the request on exactly one step', () => {
    const all = STEP_FIELDS.flat();
    expect(all).toHaveLength(new Set(all).size);
    expect(all.toSorted()).toEqual(
      [
        'firstName',
        'lastName',
        'email',
        'password',
        'confirmPassword',
        'specialty',
        'credentials',
        'yearsExperience',
        'licenseState',
        'licenseNumber',
        'bio',
        'consultationFee',
        'availableForVideo',
        'acceptingNewPatients',
        'languages',
        'insurance',
        'planType',
        'billingCycle',
        'agreeToTerms',
        'agreeToPrivacy',
      ].toSorted(),
    );
  });

  it('reports missing account information when a required field is blank', () => {
    const filled = { firstName: 'Priya', lastName: 'Natarajan', email: 'p@example.com', password: 'x' };
    expect(missingAccountFields(filled)).toBe(false);
    expect(missingAccountFields({ ...filled, lastName: '   ' })).toBe(true);
    expect(missingAccountFields({ ...filled, password: '' })).toBe(true);
  });

  it('finds the step of the fields a server answer names', () => {
    expect(stepOfFields(['email'])).toBe(0);
    expect(stepOfFields(['licenseNumber', 'agreeToTerms'])).toBe(1);
    expect(stepOfFields(['agreeToPrivacy'])).toBe(3);
    expect(stepOfFields(['somethingElse'])).toBeNull();
  });
});
