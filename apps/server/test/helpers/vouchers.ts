import { randomUUID } from 'node:crypto';
import type { App } from '../../src/app-types';
import { nowSeconds } from '../../src/lib/time';
import type { TestServer } from './test-server';

export interface VoucherFields {
  scope?: 'shop' | 'platform' | 'shipping';
  shopId?: number | null;
  kind?: 'amount' | 'percent';
  /** Cents for `amount`, a percent for `percent`. */
  value?: number;
  maxDiscount?: number | null;
  minSpend?: number;
  startsAt?: number;
  endsAt?: number;
  total?: number;
  perUser?: number;
  title?: string;
}

/** A voucher straight in the database (the console's calls are tested on their own). */
export async function createVoucher(app: App, fields: VoucherFields = {}): Promise<number> {
  const now = nowSeconds();
  const { id } = await app.db
    .insertInto('vouchers')
    .values({
      scope: fields.scope ?? 'platform',
      shop_id: fields.scope === 'shop' || fields.shopId ? (fields.shopId ?? null) : null,
      title: fields.title ?? 'Test voucher',
      kind: fields.kind ?? 'amount',
      value: fields.value ?? 500,
      max_discount: fields.maxDiscount ?? null,
      min_spend: fields.minSpend ?? 0,
      starts_at: fields.startsAt ?? now - 60,
      ends_at: fields.endsAt ?? now + 86_400,
      total: fields.total ?? 100,
      per_user: fields.perUser ?? 1,
      createtime: now,
      updatetime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Collects through the API and returns the my-voucher id (asserting success). A fresh Idempotency-Key
 * lets a test collect the same voucher twice within the 1 s duplicate guard.
 */
export async function collect(server: TestServer, token: string, voucherId: number): Promise<number> {
  const res = await server.request('/api/voucher/collect', {
    method: 'POST',
    headers: { token, 'Idempotency-Key': randomUUID() },
    json: { id: voucherId },
  });
  if (res.body.code !== 1) throw new Error(`collect refused: ${res.body.msg}`);
  return res.body.data.id as number;
}
