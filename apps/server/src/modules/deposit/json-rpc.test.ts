import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerTooLargeError, getJson, postJson } from './json-rpc';
import { isPublicAddress, PrivateRpcHostError } from './rpc-host';

const LOCAL = { maxBytes: 64 * 1024, allowPrivate: true };
let server: http.Server;
let base: string;
/** Bytes the node wrote before the client hung up: a capped answer is cut off, not read to its end. */
let written = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const huge = (chunked: boolean) => {
      // 8 MB of one JSON string, written as the socket takes it.
      res.writeHead(200, chunked ? { 'content-type': 'application/json' } : { 'content-length': String(8 << 20) });
      res.write('"');
      let left = (8 << 20) - 2;
      const pump = () => {
        while (left > 0) {
          const n = Math.min(left, 16 * 1024);
          left -= n;
          written += n;
          if (!res.write('x'.repeat(n))) return res.once('drain', pump);
        }
        res.end('"');
      };
      res.on('error', () => {});
      pump();
    };
    if (req.url === '/huge') return huge(false);
    if (req.url === '/huge-chunked') return huge(true);
    if (req.url === '/moved') return res.writeHead(302, { location: '/small' }).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result: '0x10' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('chain RPC answers', () => {
  it('are read when within the cap', async () => {
    expect(await postJson(`${base}/small`, { id: 1 }, LOCAL)).toEqual({ result: '0x10' });
  });

  it('fail as soon as they pass the cap, announced or streamed, without being read whole', async () => {
    await expect(getJson(`${base}/huge`, LOCAL)).rejects.toBeInstanceOf(AnswerTooLargeError);
    written = 0;
    await expect(postJson(`${base}/huge-chunked`, {}, LOCAL)).rejects.toBeInstanceOf(AnswerTooLargeError);
    expect(written).toBeLessThan(4 << 20);
  });

  it('are not followed to a redirect', async () => {
    await expect(getJson(`${base}/moved`, LOCAL)).rejects.toThrow('HTTP 302');
  });
});

describe('chain RPC hosts', () => {
  it('on loopback or private addresses are refused unless allowed, by address or by what the name resolves to', async () => {
    const strict = { ...LOCAL, allowPrivate: false };
    await expect(getJson(`${base}/small`, strict)).rejects.toBeInstanceOf(PrivateRpcHostError);
    const byName = base.replace('127.0.0.1', 'localhost');
    await expect(getJson(`${byName}/small`, strict)).rejects.toBeInstanceOf(PrivateRpcHostError);
    await expect(getJson('http://[::1]:9/', strict)).rejects.toBeInstanceOf(PrivateRpcHostError);
  });

  it('are public only when unicast on the internet', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) expect(isPublicAddress(address)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fc00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
