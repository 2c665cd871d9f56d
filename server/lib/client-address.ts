import { isIP } from 'node:net';

/**
 * The unit a per-address limit counts (docs/product/accounts.md#rate-limits): an IPv4 address as it is, and
 * for IPv6 its /64 network, since one subscriber usually holds a whole /64 and could otherwise step
 * through addresses to reset every counter. IPv4 written inside IPv6 (`::ffff:203.0.113.9`) counts as
 * the IPv4 address. Anything else (a test's 'localhost') is used as given.
 */
export function rateLimitSubject(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  const groups = expandIpv6(ip.split('%')[0] ?? ip);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, lower-case, without leading zeros. */
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part holds the last two groups.
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}
