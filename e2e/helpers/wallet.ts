import type { APIRequestContext } from '@playwright/test';
import { call } from './api';
import { uploadPng } from './png';

/**
 * A manual recharge from the paying account `address`, with an evidence picture, waiting for an
 * operator; returns its id.
 */
export async function pendingRecharge(
  request: APIRequestContext,
  token: string,
  amount: string,
  address = '4111 1111 1111 1111',
): Promise<number> {
  const image = await uploadPng(request, token);
  const recharge = await call<{ id: number }>(request, 'user/recharge', {
    token,
    json: { type: 'manual', amount, address, image },
  });
  return recharge.id;
}

/**
 * Puts `amount` on a shopper's balance through a manual recharge that the operator `admin` (a token)
 * passes (see {@link pendingRecharge}).
 */
export async function fund(
  request: APIRequestContext,
  recharge: { token: string; admin: string; amount: string; address?: string },
) {
  const id = await pendingRecharge(request, recharge.token, recharge.amount, recharge.address);
  await call(request, 'admin/recharge/audit', { token: recharge.admin, json: { id, status: 'passed' } });
}
