import type { APIRequestContext } from '@playwright/test';
import { call } from './api';

/** The seeded demo shopper. */
export const DEMO_SHOPPER = { account: 'demo@bazaar.test', password: 'demo1234' };

/** Every journey's shoppers set this payment code. */
export const PAY_CODE = '123456';

/** A shopper's token from user/login. */
export const signIn = async (request: APIRequestContext, account: string, password: string) =>
  (await call<{ userinfo: { token: string } }>(request, 'user/login', { json: { account, password } })).userinfo.token;

/** An empty bag and a default address, so every journey starts the same way. */
export async function prepareShopper(request: APIRequestContext, token: string) {
  const bag = await call<{ shops: Array<{ items: Array<{ id: number }> }> }>(request, 'cart/list', { token });
  const ids = bag.shops.flatMap((s) => s.items.map((i) => i.id));
  if (ids.length) await call(request, 'cart/del', { token, json: { ids } });
  const addresses = await call<unknown[]>(request, 'user/address_list', { token });
  if (addresses.length === 0) {
    await call(request, 'user/address_add', {
      token,
      json: {
        name: 'Ann Lee',
        mobile: '0812345678',
        area: 'Bangkok, Pathum Wan',
        address: '99 Rama I Road',
        tag: 'Home',
        is_default: true,
      },
    });
  }
}

type Names = { family_name: string; given_name: string; real_name: string };

/**
 * A new shopper without a payment code, signed in by the registration: a unique e-mail starting
 * with `tag` and a unique mobile. `names` replace the plain default names.
 */
export async function signUp(request: APIRequestContext, tag: string, names?: Names) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${tag}-${stamp}@example.com`;
  const password = 'secret1';
  const data = await call<{ userinfo: { token: string } }>(request, 'user/register', {
    json: {
      ...(names ?? { family_name: 'Lee', given_name: 'Ann', real_name: 'Ann Lee' }),
      email,
      mobile: `08${stamp.slice(-8)}`,
      password,
      repassword: password,
    },
  });
  return { email, password, token: data.userinfo.token };
}

/** A new shopper with {@link PAY_CODE} set (see {@link signUp}); returns the token. */
export async function newShopper(request: APIRequestContext, tag: string, names?: Names): Promise<string> {
  const { token } = await signUp(request, tag, names);
  await call(request, 'user/resetPay', { token, json: { paypwd: PAY_CODE } });
  return token;
}
