import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assertPublicHost, isPublicAddress, RefusedEndpointError } from './public-address';
import { checkEndpoint, checkKeys } from './service';

const accepts = (endpoint: string, loopbackHttp = false) => {
  try {
    return checkEndpoint(endpoint, loopbackHttp) === endpoint;
  } catch {
    return false;
  }
};

describe('a push endpoint at subscribe', () => {
  it.each([
    'https://localhost./x',
    'https://localhost%2e/x',
    'https://intranet./x',
    'https://push./x',
    'https://intranet/x',
    'https://push.internal/x',
    'https://push.svc.cluster.local/x',
    'https://printer.local/x',
    'https://push.example.com:8443/x',
    'https://push.example.com:80/x',
    'https://push.example.com./x',
    'https://10.0.0.1/x',
    'https://169.254.169.254/latest',
    'https://[fd00:ec2::254]/x',
    'https://0x7f000001/x',
    'https://push.example.com%2f.evil/x',
    'http://push.example.com/x',
    'http://localhost:9000/x',
    'https://user:pw@push.example.com/x',
  ])('refuses %s', (endpoint) => {
    expect(accepts(endpoint)).toBe(false);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com:443/abc',
    'https://wns2-by3p.notify.windows.com/w/?token=abc',
  ])('accepts %s', (endpoint) => {
    expect(accepts(endpoint)).toBe(true);
  });

  it('takes http on the loopback only where PUSH_ALLOW_LOOPBACK_HTTP is set', () => {
    expect(accepts('http://127.0.0.1:9000/x', true)).toBe(true);
    expect(accepts('http://localhost:9000/x', true)).toBe(true);
    expect(accepts('http://10.0.0.1:9000/x', true)).toBe(false);
    expect(accepts('http://127.0.0.1:9000/x', false)).toBe(false);
  });
});

describe('where a push endpoint resolves at delivery', () => {
  const resolvingTo = (addresses: string[]) => async () => addresses;

  it.each([
    ['loopback', ['127.0.0.1']],
    ['private', ['10.1.2.3']],
    ['private 172.16/12', ['172.20.0.5']],
    ['private 192.168/16', ['192.168.1.1']],
    ['metadata', ['169.254.169.254']],
    ['CGNAT', ['100.64.0.1']],
    ['IPv6 loopback', ['::1']],
    ['unique-local IPv6 (metadata)', ['fd00:ec2::254']],
    ['link-local IPv6', ['fe80::1']],
    ['IPv4-mapped loopback', ['::ffff:127.0.0.1']],
    ['one public and one private', ['142.250.74.106', '10.0.0.1']],
    ['nothing', []],
  ])('refuses %s', async (_name, addresses) => {
    await expect(assertPublicHost('push.example.com', resolvingTo(addresses))).rejects.toBeInstanceOf(
      RefusedEndpointError,
    );
  });

  it('accepts public addresses', async () => {
    await expect(
      assertPublicHost('push.example.com', resolvingTo(['142.250.74.106', '2a00:1450:4001:82a::200a'])),
    ).resolves.toBeUndefined();
    expect(isPublicAddress('not an address')).toBe(false);
  });
});

describe('a browser key at subscribe', () => {
  const auth = Buffer.alloc(16, 7).toString('base64url');
  const realPoint = () =>
    generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
      .publicKey.export({ format: 'der', type: 'spki' })
      .subarray(-65);

  it('takes a point on P-256', () => {
    const p256dh = realPoint().toString('base64url');
    expect(checkKeys({ p256dh, auth })).toEqual({ p256dh, auth });
  });

  it('refuses 65 bytes that start like a point but are not on the curve', () => {
    const off = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    expect(() => checkKeys({ p256dh: off, auth })).toThrow();
  });
});
