import type { CartAddAnswer, CartAddBody, CartList, CartUpdateBody } from '@bazaar/contract';
import type { RequestFn } from '../request-types';

/** The shopping bag (token). Changes answer the whole list, so the screen never refetches. */
export function createCartApi(http: RequestFn) {
  return {
    /** The bag grouped by shop, with the selected total. */
    list: () => http<CartList>({ method: 'GET', url: '/cart/list' }),
    /**
     * Adds a product (with its SKU when it has specs).
     * @example const { cart_count } = await client.cart.add({ product_id: 42, sku_id: 7, quantity: 1 });
     */
    add: (body: CartAddBody) => http<CartAddAnswer>({ method: 'POST', url: '/cart/add', data: body }),
    /** Changes the quantity and/or selection of a line. */
    update: (body: CartUpdateBody) => http<CartList>({ method: 'POST', url: '/cart/update', data: body }),
    /** Removes lines. */
    remove: (ids: number[]) => http<CartList>({ method: 'POST', url: '/cart/del', data: { ids } }),
  };
}
/** The shopping bag: its lines, adding, changing a line, removing. */
export type CartApi = ReturnType<typeof createCartApi>;
