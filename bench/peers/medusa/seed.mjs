// Seeds a migrated Medusa through its Admin API alone, in the order of Medusa's own starter seed:
// the store's currency, a sales channel, a region (Thailand, USD, the system payment provider) and
// its tax region, a stock location with a shipping fulfillment set, a service zone and a free flat
// shipping option (the manual fulfillment provider), a publishable API key on the sales channel, one
// category per our category, then our products (options, variants, USD prices, managed inventory)
// and each variant's stock at the location. Answers what the measured calls need.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

export const ADMIN = { email: 'admin@bench.test', password: 'bench-password' };
const BATCH = 25;

export async function seedMedusa(base, catalogFile, log) {
  const { token } = await request(base, 'POST', '/auth/user/emailpass', ADMIN);
  const admin = (method, path, body) => request(base, method, path, body, { authorization: `Bearer ${token}` });

  const { sales_channel: channel } = await admin('POST', '/admin/sales-channels', { name: 'Bazaar bench' });
  const { stores } = await admin('GET', '/admin/stores');
  await admin('POST', `/admin/stores/${stores[0].id}`, {
    supported_currencies: [{ currency_code: 'usd', is_default: true }],
    default_sales_channel_id: channel.id,
  });
  const { region } = await admin('POST', '/admin/regions', {
    name: 'Thailand',
    currency_code: 'usd',
    countries: ['th'],
    payment_providers: ['pp_system_default'],
  });
  await admin('POST', '/admin/tax-regions', { country_code: 'th', provider_id: 'tp_system' });
  await admin('POST', `/admin/stores/${stores[0].id}`, { default_region_id: region.id });

  const { stock_location: location } = await admin('POST', '/admin/stock-locations', {
    name: 'Bench warehouse',
    address: { address_1: '1 Load Street', city: 'Bangkok', country_code: 'th' },
  });
  await admin('POST', `/admin/stock-locations/${location.id}/sales-channels`, { add: [channel.id] });
  await admin('POST', `/admin/stock-locations/${location.id}/fulfillment-providers`, { add: ['manual_manual'] });
  const withSet = await admin(
    'POST',
    `/admin/stock-locations/${location.id}/fulfillment-sets?fields=*fulfillment_sets`,
    {
      name: 'Bench shipping',
      type: 'shipping',
    },
  );
  const fulfillmentSet = withSet.stock_location.fulfillment_sets[0];
  const zonePath = `/admin/fulfillment-sets/${fulfillmentSet.id}/service-zones?fields=*service_zones`;
  const { fulfillment_set: withZone } = await admin('POST', zonePath, {
    name: 'Thailand',
    geo_zones: [{ type: 'country', country_code: 'th' }],
  });
  const profiles = (await admin('GET', '/admin/shipping-profiles?type=default')).shipping_profiles;
  const profile =
    profiles[0] ??
    (await admin('POST', '/admin/shipping-profiles', { name: 'Default', type: 'default' })).shipping_profile;
  const { shipping_option: shippingOption } = await admin('POST', '/admin/shipping-options', {
    name: 'Standard',
    service_zone_id: withZone.service_zones[0].id,
    shipping_profile_id: profile.id,
    provider_id: 'manual_manual',
    price_type: 'flat',
    type: { label: 'Standard', description: 'Free shipping', code: 'standard' },
    prices: [
      { currency_code: 'usd', amount: 0 },
      { region_id: region.id, amount: 0 },
    ],
    rules: [
      { attribute: 'enabled_in_store', value: 'true', operator: 'eq' },
      { attribute: 'is_return', value: 'false', operator: 'eq' },
    ],
  });
  const { api_key: key } = await admin('POST', '/admin/api-keys', { title: 'Bazaar bench', type: 'publishable' });
  await admin('POST', `/admin/api-keys/${key.id}/sales-channels`, { add: [channel.id] });
  log('store, region, shipping and publishable key set up');

  const categories = {};
  const stock = new Map();

  let batch = [];
  let created = 0;
  const flush = async () => {
    await admin('POST', '/admin/products/batch', { create: batch });
    created += batch.length;
    batch = [];
    if (created % 100 === 0) log(`${created} products created`);
  };
  for await (const line of createInterface({ input: createReadStream(catalogFile) })) {
    if (!line) continue;
    const p = JSON.parse(line);
    categories[p.categoryKey] ??= (
      await admin('POST', '/admin/product-categories', { name: p.categoryKey, handle: p.categoryKey, is_active: true })
    ).product_category.id;
    p.skus.forEach((sku, i) => stock.set(`${p.ref}-${i + 1}`, sku.stock));
    batch.push(toProduct(p, { category: categories[p.categoryKey], channel: channel.id, profile: profile.id }));
    if (batch.length === BATCH) await flush();
  }
  if (batch.length) await flush();
  log(`${created} products created`);

  // Each managed variant got an inventory item (its SKU); its stock is set at the location.
  for (let offset = 0; ; offset += 200) {
    const page = await admin('GET', `/admin/inventory-items?limit=200&offset=${offset}&fields=id,sku`);
    const create = page.inventory_items.map((item) => ({
      inventory_item_id: item.id,
      location_id: location.id,
      stocked_quantity: stock.get(item.sku) ?? 0,
    }));
    if (create.length) await admin('POST', '/admin/inventory-items/location-levels/batch', { create });
    if (offset + 200 >= page.count) break;
  }
  log('stock set');
  return { publishableKey: key.token, regionId: region.id, shippingOptionId: shippingOption.id, categories };
}

/** Our product as Medusa's product: spec-less products get Medusa's one default option. */
function toProduct(p, { category, channel, profile }) {
  const options = p.specs.length
    ? p.specs.map((s) => ({ title: s.name, values: s.values }))
    : [{ title: 'Default', values: ['Default'] }];
  return {
    title: p.title,
    handle: p.ref,
    description: p.content,
    status: 'published',
    shipping_profile_id: profile,
    categories: [{ id: category }],
    sales_channels: [{ id: channel }],
    options,
    variants: p.skus.map((sku, i) => ({
      title: Object.values(sku.spec).join(' / ') || p.title,
      sku: `${p.ref}-${i + 1}`,
      options: p.specs.length ? sku.spec : { Default: 'Default' },
      prices: [{ currency_code: 'usd', amount: sku.priceCents / 100 }],
      manage_inventory: true,
    })),
  };
}

/** One JSON call to Medusa; a refusal throws with its message. */
export async function request(base, method, path, body, headers = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`Medusa ${method} ${path}: ${res.status} ${answer.message ?? JSON.stringify(answer)}`);
  return answer;
}
