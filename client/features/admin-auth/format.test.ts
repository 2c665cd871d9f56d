import { describe, expect, it } from 'vitest';
import { groupSecret, recoveryCodesText } from './format';

describe('groupSecret', () => {
  it('groups the key by four for typing by hand, without a trailing space', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('JBSWY3DPEH')).toBe('JBSW Y3DP EH');
  });
});

describe('recoveryCodesText', () => {
  it('names the account and the day, then one code per line', () => {
    const text = recoveryCodesText(
      'chief@example.com',
      ['abcde-fghjk', 'mnpqr-stuvw'],
      new Date('2026-11-25T03:00:00Z'),
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('Infinite Wellness admin recovery codes');
    expect(lines).toContain('Account: chief@example.com');
    expect(lines).toContain('Made: 2026-11-25');
    expect(lines.slice(-3)).toEqual(['abcde-fghjk', 'mnpqr-stuvw', '']);
  });
});
