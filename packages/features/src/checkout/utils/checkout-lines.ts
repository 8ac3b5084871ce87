import type { OrderLineInput, PreviewBody } from '@bazaar/contract';

/** What the checkout buys: bag lines or "buy now" lines. */
export type CheckoutLines = Pick<PreviewBody, 'cart_ids' | 'items'>;

const positiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/**
 * Reads the lines of /checkout from its query: `cart_ids=1,2` from the bag or
 * `items=[{"product_id":1,"sku_id":2,"quantity":1}]` from "buy now". Anything
 * malformed gives null, so the screen can say so instead of sending junk.
 */
export function parseCheckoutLines(search: URLSearchParams): CheckoutLines | null {
  const cartIds = search.get('cart_ids');
  if (cartIds) {
    const ids = cartIds.split(',').map(Number);
    return ids.every(positiveInt) ? { cart_ids: ids } : null;
  }
  const raw = search.get('items');
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || parsed.length === 0) return null;
    const items: OrderLineInput[] = [];
    for (const line of parsed as Array<Record<string, unknown>>) {
      if (!positiveInt(line.product_id) || !positiveInt(line.quantity)) return null;
      if (line.sku_id !== undefined && line.sku_id !== null && !positiveInt(line.sku_id)) return null;
      items.push({
        product_id: line.product_id,
        quantity: line.quantity,
        ...(positiveInt(line.sku_id) ? { sku_id: line.sku_id } : {}),
      });
    }
    return { items };
  } catch {
    return null;
  }
}
