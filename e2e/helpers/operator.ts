import type { APIRequestContext } from '@playwright/test';
import { call } from './api';

/** The first operator (the default outside production). */
export const ADMIN = { account: 'admin', password: 'admin123' };

/** The password of every merchant operator a journey creates. */
export const MERCHANT_PASSWORD = 'merchant123';

/** The first operator's token. */
export const adminToken = async (request: APIRequestContext) =>
  (await call<{ admininfo: { token: string } }>(request, 'admin/login', { json: ADMIN })).admininfo.token;

/** A merchant operator of one shop, created by the admin; signs in with {@link MERCHANT_PASSWORD}. */
export async function createMerchant(request: APIRequestContext, admin: string, username: string, shopId: number) {
  await call(request, 'admin/operator/create', {
    token: admin,
    json: { username, password: MERCHANT_PASSWORD, role: 'merchant', shop_id: shopId },
  });
}
