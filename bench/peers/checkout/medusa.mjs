// Medusa's checkout, as its Next.js starter storefront sends it to the Store API, one call a step:
// create a cart in the region, add the line, set email and shipping address, add the shipping
// method, create the cart's payment collection and a session with the system provider
// (pp_system_default, which authorizes at once), complete the cart into an order. Each worker is
// a guest with its own email; the shipping option's id comes from the seed, as our shop and the
// Vendure flow keep theirs. The lines go round-robin over the variants of `skus`.
import { request } from '../medusa/seed.mjs';

export async function prepare(base, { publishableKey, regionId, shippingOptionId, skus }) {
  const headers = { 'x-publishable-api-key': publishableKey };
  const post = (path, body) => request(base, 'POST', path, body, headers);
  const query = skus.map((sku) => `sku[]=${encodeURIComponent(sku)}`).join('&');
  const found = await request(
    base,
    'GET',
    `/store/product-variants?${query}&limit=${skus.length}&fields=id`,
    undefined,
    headers,
  );
  const variants = found.variants.map((v) => v.id);
  if (variants.length !== skus.length)
    throw new Error(`Medusa has ${variants.length} of the ${skus.length} checkout SKUs`);
  let next = 0;
  return async (worker) => {
    const { cart } = await post('/store/carts', { region_id: regionId });
    const path = `/store/carts/${cart.id}`;
    await post(`${path}/line-items`, { variant_id: variants[next++ % variants.length], quantity: 1 });
    await post(path, { email: `bench-${worker}@bazaar.test`, shipping_address: ADDRESS, billing_address: ADDRESS });
    await post(`${path}/shipping-methods`, { option_id: shippingOptionId });
    const { payment_collection: collection } = await post('/store/payment-collections', { cart_id: cart.id });
    await post(`/store/payment-collections/${collection.id}/payment-sessions`, { provider_id: 'pp_system_default' });
    const done = await post(`${path}/complete`);
    if (done.type !== 'order') throw new Error(`Medusa: cart not completed: ${done.error?.message ?? done.type}`);
  };
}

const ADDRESS = {
  first_name: 'Bench',
  last_name: 'Shopper',
  address_1: '1 Load Street',
  city: 'Bangkok',
  postal_code: '10100',
  country_code: 'th',
  phone: '13800000000',
};
