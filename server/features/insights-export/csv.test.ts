import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('writes plain text and numbers as they are, null as an empty cell', () => {
    expect(csvCell('Headache')).toBe('Headache');
    expect(csvCell(7.5)).toBe('7.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Pain, lower back')).toBe('"Pain, lower back"');
    expect(csvCell('The "bad" one')).toBe('"The ""bad"" one"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('keeps formulas as text with a leading apostrophe', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+SUM(A1)')).toBe("'+SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    // Only a leading sign counts.
    expect(csvCell('Migraine - left side')).toBe('Migraine - left side');
  });
});

describe('toCsv', () => {
  it('ends every line with CRLF', () => {
    expect(
      toCsv([
        ['Date', 'Mood'],
        ['2026-11-01', 7],
        ['2026-11-02', null],
      ]),
    ).toBe('Date,Mood\r\n2026-11-01,7\r\n2026-11-02,\r\n');
  });
});
