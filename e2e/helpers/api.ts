import { expect, type APIRequestContext } from '@playwright/test';

// Setup through the API for browser journeys: the envelope's data of a call that must succeed.

export type Envelope<T> = { code: number; msg: string; data: T };

/** GET (no `json`) or POST `/api/<path>` with a fresh Idempotency-Key; expects code 1. */
export async function call<T>(
  request: APIRequestContext,
  path: string,
  options: { token?: string; json?: unknown } = {},
): Promise<T> {
  const headers = {
    ...(options.token ? { token: options.token } : {}),
    'Idempotency-Key': `${Date.now()}-${Math.random()}`,
  };
  const res =
    options.json === undefined
      ? await request.get(`/api/${path}`, { headers })
      : await request.post(`/api/${path}`, { headers, data: options.json });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.msg}`).toBe(1);
  return body.data;
}
