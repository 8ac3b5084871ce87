import { expect, type APIRequestContext } from '@playwright/test';
import { call } from './api';
import { PAY_CODE } from './shopper';

type Product = { id: number; shop_id: number };

/** Up to two products without specs (their detail has no SKUs) and with stock, from two different shops. */
export async function plainProducts(request: APIRequestContext): Promise<Product[]> {
  const products = await call<{ data: Product[] }>(request, 'index/product?limit=50');
  const picks: Product[] = [];
  for (const p of products.data) {
    if (picks.some((q) => q.shop_id === p.shop_id)) continue;
    const detail = await call<{ skus: unknown[]; stock: number }>(request, `product/detail?id=${p.id}`);
    if (detail.skus.length === 0 && detail.stock > 2) picks.push(p);
    if (picks.length === 2) break;
  }
  return picks;
}

/** The first product a search lists (specs or not): the one to ask a shop about. */
export const searchedProduct = async (request: APIRequestContext) =>
  (await call<{ data: (Product & { title: string })[] }>(request, 'product/search?limit=1')).data[0]!;

/** The first product without specs and with stock. */
export async function plainProduct(request: APIRequestContext): Promise<Product> {
  const [product] = await plainProducts(request);
  expect(product, 'a product without specs').toBeDefined();
  return product!;
}

/** An unpaid order of one product (with an address straight through the API); its id. */
export async function placedOrder(request: APIRequestContext, token: string, productId: number): Promise<number> {
  const address = await call<{ id: number }>(request, 'user/address_add', {
    token,
    json: { name: 'Ann Lee', mobile: '0812345678', area: 'Bangkok', address: '99 Rama I Road', tag: 'Home' },
  });
  const created = await call<{ order_ids: number[] }>(request, 'order/create', {
    token,
    json: { items: [{ product_id: productId, quantity: 1 }], address_id: address.id },
  });
  return created.order_ids[0]!;
}

/** A paid order of one product (with an address straight through the API). */
export async function paidOrder(request: APIRequestContext, token: string, productId: number) {
  const id = await placedOrder(request, token, productId);
  await call(request, 'order/pay', { token, json: { order_id: id, paypwd: PAY_CODE } });
  return call<{ id: number; order_sn: string; total: string }>(request, `order/detail?id=${id}`, { token });
}
