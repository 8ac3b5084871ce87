/** Network calls of a watcher give up after this, so one slow node cannot hold a round (and its lease). */
const TIMEOUT_MS = 15_000;

/** POST `body` as JSON and read the JSON answer; a non-2xx answer or a timeout throws. */
export async function postJson(url: string, body: unknown): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}

export async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}

/** An Ethereum JSON-RPC 2.0 client: `result`, or the node's `error` thrown. */
export function jsonRpc(url: string) {
  let id = 0;
  return async <T>(method: string, params: unknown[]): Promise<T> => {
    const answer = (await postJson(url, { jsonrpc: '2.0', id: ++id, method, params })) as {
      result?: T;
      error?: { code: number; message: string };
    };
    if (answer.error) throw new Error(`${method}: ${answer.error.message} (${answer.error.code})`);
    return answer.result as T;
  };
}
