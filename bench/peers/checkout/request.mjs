// One request as a flow of checkout-load.mjs: a peer too slow for autocannon's fixed rounds (no answer
// before the round ends, with every connection waiting) is measured in the closed loop instead,
// where a request started before the end is waited for and counted.
export async function prepare(url, { method = 'GET', body, headers = {} }) {
  const init = { method, headers: { 'content-type': 'application/json', ...headers } };
  if (body !== undefined) init.body = JSON.stringify(body);
  return async () => {
    const res = await fetch(url, init);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  };
}
