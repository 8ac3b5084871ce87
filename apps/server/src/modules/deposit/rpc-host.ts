import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a chain RPC may be: only public unicast addresses. Loopback, private, link-local, unique-local,
 * carrier-grade NAT, multicast and reserved ones (IPv4 inside IPv6 read as IPv4) would let an
 * `rpc_url` reach the server's own network; CHAIN_RPC_ALLOW_PRIVATE=true allows them (local test chains).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export class PrivateRpcHostError extends Error {
  constructor(host: string, address: string) {
    super(`chain RPC host ${host} is ${address}, not a public address`);
  }
}

/** The host of a URL as connect() takes it (an IPv6 literal without its brackets). */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * dns.lookup that fails for a host with a private address among its answers. Given to every request
 * as its `lookup`, so the address checked is the one connected to (a name re-pointed between a check
 * and the request cannot get through).
 */
export const publicOnlyLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad) return callback(new PrivateRpcHostError(hostname, bad.address), '', 4);
    if (options.all) return (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
};

/**
 * Whether an `rpc_url`'s host is public, as the console's save checks it: an IP literal as written,
 * a name by what DNS answers now (every answer must be public; no answer counts as not public).
 */
export async function hasPublicHost(rpcUrl: string): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(rpcUrl);
  } catch {
    return false;
  }
  const host = hostOf(url);
  if (net.isIP(host)) return isPublicAddress(host);
  try {
    const addresses = await dns.promises.lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address));
  } catch {
    return false;
  }
}
