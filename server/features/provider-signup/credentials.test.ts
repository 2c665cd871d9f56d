import { describe, expect, it } from 'vitest';
import { certificationsIn, splitCredentials } from './credentials';

describe('the signup credentials text', () => {
  it('splits into the listing’s credentials at commas, semicolons and slashes', () => {
    expect(splitCredentials('MD, ND')).toEqual(['MD', 'ND']);
    expect(splitCredentials(' PhD / LCSW;  Board  Certified ')).toEqual(['PhD', 'LCSW', 'Board Certified']);
    expect(splitCredentials('MD, md,,')).toEqual(['MD']);
    expect(splitCredentials('   ')).toEqual([]);
  });

  it('finds the certifications it names, as whole words in any case', () => {
    expect(certificationsIn('MD, PhD')).toEqual(['MD', 'PhD']);
    expect(certificationsIn('m.d. and rn')).toEqual(['MD', 'RN']);
    expect(certificationsIn('Licensed acupuncturist, L.Ac.')).toEqual([]);
    // 'DOCTOR' holds 'DO' but is not the word; 'other' is never read from the text.
    expect(certificationsIn('Doctor of something other')).toEqual([]);
  });
});
