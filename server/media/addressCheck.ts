import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * True for an address the image proxy must not connect to: anything ipaddr.js does not class as
 * public unicast (loopback, private, link-local, CGNAT, multicast, documentation, reserved,
 * NAT64/6to4/Teredo…). An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isForbiddenAddress(address: string): boolean {
  if (!ipaddr.isValid(address) || net.isIP(address) === 0) return true;
  return ipaddr.process(address).range() !== 'unicast';
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
