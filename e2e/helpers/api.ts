import { expect, type APIRequestContext } from '@playwright/test';

// Setup through the API for browser journeys: the envelope's data of a call that must succeed.

/** A real 1×1 PNG: common/upload checks the content and re-encodes it. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

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

/** The first operator's token (admin / admin123, the default outside production). */
export const adminToken = async (request: APIRequestContext) =>
  (
    await call<{ admininfo: { token: string } }>(request, 'admin/login', {
      json: { account: 'admin', password: 'admin123' },
    })
  ).admininfo.token;

/** Every journey's shoppers set this payment code. */
export const PAY_CODE = '123456';

/** A manual recharge with an evidence picture, waiting for an operator; returns its id. */
export async function pendingRecharge(request: APIRequestContext, token: string, amount: string): Promise<number> {
  const upload = await request.post('/api/common/upload', {
    headers: { token },
    multipart: { file: { name: 'p.png', mimeType: 'image/png', buffer: PNG } },
  });
  const { url } = ((await upload.json()) as Envelope<{ url: string }>).data;
  const recharge = await call<{ id: number }>(request, 'user/recharge', {
    token,
    json: { type: 'manual', amount, address: 'Card 6222', image: url },
  });
  return recharge.id;
}

/** A paid order of one product (with an address straight through the API). */
export async function paidOrder(request: APIRequestContext, token: string, productId: number) {
  const address = await call<{ id: number }>(request, 'user/address_add', {
    token,
    json: { name: 'Ann Lee', mobile: '0812345678', area: 'Bangkok', address: '99 Rama I Road', tag: 'Home' },
  });
  const created = await call<{ order_ids: number[] }>(request, 'order/create', {
    token,
    json: { items: [{ product_id: productId, quantity: 1 }], address_id: address.id },
  });
  const id = created.order_ids[0]!;
  await call(request, 'order/pay', { token, json: { order_id: id, paypwd: PAY_CODE } });
  return call<{ id: number; order_sn: string; total: string }>(request, `order/detail?id=${id}`, { token });
}
