// Our checkout, as the shop sends it: add to bag (cart/add), place the order from that bag line
// (order/create with cart_ids and the shopper's address), pay it from the wallet (order/pay).
// Setup: the funded bench shoppers (`seed:shoppers`) sign in, one a worker, each adds an address;
// the lines go round-robin over the cheapest products' SKUs with stock to spare, as the peers' do.
import { apiCaller } from '../../api-call.mjs';
import { CHECKOUT_LINES, CHECKOUT_MIN_STOCK } from '../catalog.mjs';

export async function prepare(base, _config, connections) {
  const call = apiCaller(base);
  const shoppers = await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const account = `bench-shopper-${i + 1}@bazaar.test`;
      const { token } = (await call('/api/user/login', { json: { account, password: 'bench-shopper-pw' } })).userinfo;
      const address = await call('/api/user/address_add', {
        token,
        json: { name: 'Bench Shopper', mobile: '13800000000', area: 'Bench', address: '1 Load Street', tag: 'home' },
      });
      return { token, addressId: address.id };
    }),
  );
  const lines = [];
  for (const item of (await call('/api/index/product?sort=price_asc&limit=50')).data) {
    const p = await call(`/api/product/detail?id=${item.id}`);
    const sku = p.skus.find((s) => s.stock >= CHECKOUT_MIN_STOCK);
    if (sku) lines.push({ product_id: p.id, sku_id: sku.id });
    else if (!p.skus.length && p.stock >= CHECKOUT_MIN_STOCK) lines.push({ product_id: p.id });
    if (lines.length === CHECKOUT_LINES) break;
  }
  let next = 0;
  return async (worker) => {
    const { token, addressId } = shoppers[worker];
    const line = lines[next++ % lines.length];
    const added = await call('/api/cart/add', { token, json: { ...line, quantity: 1 } });
    const order = await call('/api/order/create', { token, json: { cart_ids: [added.id], address_id: addressId } });
    await call('/api/order/pay', { token, json: { pay_sn: order.pay_sn, paypwd: '135790' } });
  };
}
