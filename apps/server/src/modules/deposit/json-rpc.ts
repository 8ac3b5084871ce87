import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { hostOf, isPublicAddress, PrivateRpcHostError, publicOnlyLookup } from './rpc-host';

/** Network calls of a watcher give up after this, so one slow node cannot hold a round (and its lease). */
const TIMEOUT_MS = 15_000;

/** How the watchers talk to a chain's node (CHAIN_RPC_MAX_BYTES, CHAIN_RPC_ALLOW_PRIVATE). */
export interface ChainHttpLimits {
  /** An answer larger than this fails the call (and the round, retried at the next poll). */
  maxBytes: number;
  /** Also reach loopback and private addresses (local test chains); never in production. */
  allowPrivate: boolean;
}

export const CHAIN_HTTP_DEFAULTS: ChainHttpLimits = { maxBytes: 4 * 1024 * 1024, allowPrivate: false };

export class AnswerTooLargeError extends Error {
  constructor(url: string, maxBytes: number) {
    super(`${url}: answer over ${maxBytes} bytes`);
  }
}

/**
 * One HTTP call to a chain node, its JSON answer read as it streams in: cut off as soon as it passes
 * `maxBytes` (a huge answer never sits in memory whole), refused before connecting when the host is
 * not public (unless allowed), never following redirects. A non-2xx answer or a timeout throws.
 */
function requestJson(target: string, limits: ChainHttpLimits, body?: unknown): Promise<unknown> {
  const url = new URL(target);
  const host = hostOf(url);
  if (!limits.allowPrivate && net.isIP(host) && !isPublicAddress(host)) {
    return Promise.reject(new PrivateRpcHostError(host, host));
  }
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: payload ? 'POST' : 'GET',
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
        ...(limits.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status < 200 || status > 299) {
          res.resume();
          return reject(new Error(`${target}: HTTP ${status}`));
        }
        if (Number(res.headers['content-length'] ?? 0) > limits.maxBytes) {
          req.destroy(new AnswerTooLargeError(target, limits.maxBytes));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) req.destroy(new AnswerTooLargeError(target, limits.maxBytes));
          else chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** POST `body` as JSON and read the JSON answer. */
export const postJson = (url: string, body: unknown, limits: ChainHttpLimits): Promise<unknown> =>
  requestJson(url, limits, body);

export const getJson = (url: string, limits: ChainHttpLimits): Promise<unknown> => requestJson(url, limits);

/** An Ethereum JSON-RPC 2.0 client: `result`, or the node's `error` thrown. */
export function jsonRpc(url: string, limits: ChainHttpLimits) {
  let id = 0;
  return async <T>(method: string, params: unknown[]): Promise<T> => {
    const answer = (await postJson(url, { jsonrpc: '2.0', id: ++id, method, params }, limits)) as {
      result?: T;
      error?: { code: number; message: string };
    };
    if (answer.error) throw new Error(`${method}: ${answer.error.message} (${answer.error.code})`);
    return answer.result as T;
  };
}
