// A small load balancer for the rolling-restart scenario, doing what the nginx and probing balancers of
// docs/operations.md describes: round-robin over the instances whose /api/ready answers 200 (probed every PROBE_MS),
// a fresh connection per request, and a request that got no byte of an answer (refused, reset) sent again to
// the other instance — only when that cannot act twice: GET and HEAD, and calls carrying an Idempotency-Key.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const PROBE_MS = 200;
const ATTEMPTS = 3;

export interface ProxyStats {
  /** Requests sent again to another instance after a refused or reset connection. */
  retried: number;
  /** Requests answered 502 by the proxy: no instance could be reached, or the request was not safe to send again. */
  failed: number;
  /** Answers per instance (its base URL). */
  answered: Map<string, number>;
}

export interface RetryingProxy {
  url: string;
  stats: ProxyStats;
  /** An instance restarted on another port: the old address leaves the rotation, the new one joins it. */
  replace(oldUrl: string, newUrl: string): void;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

const safeToRepeat = (request: http.IncomingMessage) =>
  request.method === 'GET' || request.method === 'HEAD' || request.headers['idempotency-key'] !== undefined;

export async function startRetryingProxy(initial: string[]): Promise<RetryingProxy> {
  let upstreams = [...initial];
  const ready = new Set(upstreams);
  const stats: ProxyStats = { retried: 0, failed: 0, answered: new Map() };
  let turn = 0;

  const probe = setInterval(() => {
    for (const upstream of upstreams) {
      fetch(`${upstream}/api/ready`, { signal: AbortSignal.timeout(PROBE_MS * 5) }).then(
        (answer) => (answer.status === 200 ? ready.add(upstream) : ready.delete(upstream)),
        // A slow answer on a busy machine leaves the instance as it was; a refused connection takes it out.
        (err: Error) => err.name === 'TimeoutError' || ready.delete(upstream),
      );
    }
  }, PROBE_MS);

  /** The instances in the order to try: the ready ones from this request's turn, then the others. */
  const order = () => {
    const start = turn++;
    const rotated = upstreams.map((_, i) => upstreams[(start + i) % upstreams.length]!);
    return [...rotated.filter((u) => ready.has(u)), ...rotated.filter((u) => !ready.has(u))];
  };

  const forward = (request: http.IncomingMessage, body: Buffer, response: http.ServerResponse) => {
    const candidates = order();
    const attempt = (n: number) => {
      const upstream = candidates[n % candidates.length]!;
      const outgoing = http.request(`${upstream}${request.url}`, {
        method: request.method,
        headers: { ...request.headers, host: new URL(upstream).host },
        agent: false,
      });
      outgoing.once('response', (answer) => {
        stats.answered.set(upstream, (stats.answered.get(upstream) ?? 0) + 1);
        const headers = Object.fromEntries(Object.entries(answer.headers).filter(([k]) => !HOP_BY_HOP.has(k)));
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
        // Cut mid-answer: the client must see a broken answer, never a shortened one that looks whole.
        answer.once('close', () => {
          if (!answer.complete) response.destroy();
        });
      });
      outgoing.once('error', () => {
        if (response.headersSent) return response.destroy();
        if (safeToRepeat(request) && n + 1 < ATTEMPTS) {
          stats.retried += 1;
          return attempt(n + 1);
        }
        stats.failed += 1;
        response.writeHead(502, { 'content-type': 'text/plain' }).end('no instance answered');
      });
      outgoing.end(body);
    };
    attempt(0);
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(request, Buffer.concat(chunks), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    replace(oldUrl, newUrl) {
      upstreams = upstreams.map((u) => (u === oldUrl ? newUrl : u));
      ready.delete(oldUrl);
    },
    async close() {
      clearInterval(probe);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
