import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses a push service never has: loopback, private, link-local (cloud metadata), CGNAT, unique-local, and the like. */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6');

/** Whether `address` (an IPv4 or IPv6 literal) is one a push service could have. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Answers every address a name resolves to (the system resolver, as the request will use). */
export type Resolver = (host: string) => Promise<string[]>;

export const systemResolver: Resolver = async (host) => (await lookup(host, { all: true })).map((a) => a.address);

/** The endpoint points at an address no push service has: refused, not retried. */
export class RefusedEndpointError extends Error {}

/** Refuses `host` unless every address it resolves to is public (a name may be made to point anywhere). */
export async function assertPublicHost(host: string, resolve: Resolver = systemResolver): Promise<void> {
  const addresses = await resolve(host);
  if (!addresses.length || !addresses.every(isPublicAddress)) {
    throw new RefusedEndpointError(`push endpoint ${host} resolves to a non-public address`);
  }
}
