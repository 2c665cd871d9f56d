import { describe, expect, it } from 'vitest';
import { PRACTITIONER_LIMITS } from '../../../contract/practitioners';
import { searchWords } from './search-words';

describe('searchWords', () => {
  it('splits on anything but letters and digits, lower-cased', () => {
    expect(searchWords('  Migraines, back-pain & IBS ')).toEqual(['migraines', 'back', 'pain', 'ibs']);
  });
  it('takes tsquery operators as separators, never as syntax', () => {
    expect(searchWords("o'connell:* | !zhou & (b12)")).toEqual(['o', 'connell', 'zhou', 'b12']);
    expect(searchWords('*:&|!()<->')).toEqual([]);
  });
  it('keeps letters outside ASCII', () => {
    expect(searchWords('Ferreira São Paulo')).toEqual(['ferreira', 'são', 'paulo']);
  });
  it('drops repeated words and keeps at most the word limit', () => {
    expect(searchWords('pain pain PAIN')).toEqual(['pain']);
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    expect(searchWords(many)).toHaveLength(PRACTITIONER_LIMITS.searchWordsMax);
  });
  it('answers no words for nothing', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords(null)).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });
});
