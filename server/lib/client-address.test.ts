import { describe, expect, it } from 'vitest';
import { rateLimitSubject } from './client-address';

describe('rateLimitSubject', () => {
  it('keeps an IPv4 address, and reads one written inside IPv6 as IPv4', () => {
    expect(rateLimitSubject('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitSubject('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitSubject('::FFFF:198.51.100.1')).toBe('198.51.100.1');
  });

  it('counts every address of one IPv6 /64 network as one', () => {
    const subject = rateLimitSubject('2001:db8:85a3:12::1');
    expect(subject).toBe('2001:db8:85a3:12::/64');
    expect(rateLimitSubject('2001:0db8:85a3:0012:ffff:ffff:ffff:fffe')).toBe(subject);
    expect(rateLimitSubject('2001:DB8:85A3:12:abcd::9%eth0')).toBe(subject);
  });

  it('keeps neighbouring /64 networks apart', () => {
    expect(rateLimitSubject('2001:db8:85a3:13::1')).not.toBe(rateLimitSubject('2001:db8:85a3:12::1'));
  });

  it('expands compressed forms at the start, the end and with an IPv4 tail', () => {
    expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitSubject('fe80::')).toBe('fe80:0:0:0::/64');
    expect(rateLimitSubject('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('passes anything that is not an address through unchanged', () => {
    expect(rateLimitSubject('localhost')).toBe('localhost');
  });
});
