import { describe, expect, it } from 'vitest';
import { greetingFor, greetingName } from './greeting';

const at = (hours: number, minutes = 0) => new Date(2026, 0, 15, hours, minutes);

describe('home greeting', () => {
  it('says morning before 12:00, afternoon before 18:00, evening after', () => {
    expect(greetingFor(at(0))).toBe('Good morning');
    expect(greetingFor(at(11, 59))).toBe('Good morning');
    expect(greetingFor(at(12))).toBe('Good afternoon');
    expect(greetingFor(at(17, 59))).toBe('Good afternoon');
    expect(greetingFor(at(18))).toBe('Good evening');
    expect(greetingFor(at(23, 59))).toBe('Good evening');
  });

  it('falls back to "there" without a first name', () => {
    expect(greetingName('Maya')).toBe('Maya');
    expect(greetingName('  ')).toBe('there');
    expect(greetingName(undefined)).toBe('there');
  });
});
