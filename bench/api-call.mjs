// The bench scripts' setup calls through the API: JSON in, the envelope's data out, a refusal thrown.
import { randomUUID } from 'node:crypto';

/** `call(path, { token, json })` against `base`: POST with `json`, GET without; a fresh idempotency key each. */
export const apiCaller =
  (base) =>
  async (path, { token, json } = {}) => {
    const headers = { 'content-type': 'application/json', 'idempotency-key': randomUUID() };
    if (token) headers.token = token;
    const res = await fetch(`${base}${path}`, { method: json ? 'POST' : 'GET', headers, body: JSON.stringify(json) });
    const body = await res.json();
    if (body.code !== 1) throw new Error(`${path}: ${body.msg}`);
    return body.data;
  };
