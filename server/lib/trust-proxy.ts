import net from 'node:net';

/**
 * Fastify's `trustProxy` from the `TRUST_PROXY` setting (docs/operations.md#behind-a-load-balancer).
 *
 * A list of addresses is passed on as it is: X-Forwarded-For is read only from those peers. Fastify
 * refuses a bare hop count, because a client that reaches the app directly could then write its own
 * X-Forwarded-For. Ours trusts up to N hops only when the app's direct peer is on a private network
 * (loopback, 10/8, 172.16/12, 192.168/16, 169.254/16, fc00::/7, fe80::/10), where a load balancer
 * sits; anyone else, a client on a public address above all, keeps its own address.
 */
export function trustProxyOption(
  setting: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false || setting === 0) return false;
  if (Array.isArray(setting)) return setting;
  const hops = setting;
  return (address, hop) => hop < hops && (hop > 0 || isPrivateAddress(address));
}

const PRIVATE = new net.BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');

/** Loopback, private (RFC 1918, unique local) or link-local, IPv4-mapped IPv6 included. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped?.[1] ?? address;
  const version = net.isIP(plain);
  if (version === 0) return false;
  return PRIVATE.check(plain, version === 4 ? 'ipv4' : 'ipv6');
}
