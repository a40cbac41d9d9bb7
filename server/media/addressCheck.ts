import dns from 'node:dns';
import net from 'node:net';

// Addresses an outgoing image request must never reach: loopback, private, link-local, CGNAT,
// multicast, documentation and reserved ranges (IPv4 and IPv6).
const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16],
  ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128], ['::1', 128], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) blocked.addSubnet(prefix, bits, 'ipv6');

/** The IPv4 address embedded in an IPv4-mapped / -compatible / NAT64 IPv6 address, if any. */
function embeddedIPv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const hi = parseInt(hex[1], 16);
    const lo = parseInt(hex[2], 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

/** True for an address the image proxy must not connect to (anything that is not a public unicast address). */
export function isForbiddenAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 4) return blocked.check(address, 'ipv4');
  const v4 = embeddedIPv4(address);
  if (v4) return blocked.check(v4, 'ipv4');
  return blocked.check(address, 'ipv6');
}

export class ForbiddenAddressError extends Error {
  readonly code = 'EFORBIDDENADDRESS';
  constructor(host: string) {
    super(`${host} resolves to a private or reserved address`);
  }
}

export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;
const systemLookup: LookupAll = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Resolves a host and checks every address it has; throws when any one is forbidden. */
export async function resolvePublicAddresses(
  hostname: string,
  lookup: LookupAll = systemLookup,
  isForbidden: (address: string) => boolean = isForbiddenAddress,
): Promise<{ address: string; family: number }[]> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(bare) ? [{ address: bare, family: net.isIP(bare) }] : await lookup(bare);
  if (addresses.length === 0 || addresses.some((a) => isForbidden(a.address))) throw new ForbiddenAddressError(hostname);
  return addresses;
}

/**
 * A `lookup` for http.request that connects only to the checked addresses, so a DNS answer
 * cannot change between the check and the connection (rebinding).
 */
export function checkedLookup(lookup?: LookupAll, isForbidden?: (address: string) => boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    resolvePublicAddresses(hostname, lookup, isForbidden).then(
      (addresses) => {
        const opts = options as dns.LookupOptions;
        if (opts.all) (callback as unknown as (err: null, addresses: dns.LookupAddress[]) => void)(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}
