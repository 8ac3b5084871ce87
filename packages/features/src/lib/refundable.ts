import { sumMoney, toCents, type Order } from '@bazaar/contract';

type Item = Order['items'][number];

/**
 * Whether something is left to refund on an item: after a partial refund the order goes back to
 * its status, and an item refunded in full cannot be refunded again. (A server that does not say
 * what is refundable leaves the item refundable.)
 */
export const refundLeft = (item: Item): boolean => item.refundable === undefined || toCents(item.refundable) > 0n;

/** What is left to refund on `items` ("25.00", in integer cents), or undefined when the server does not say. */
export function refundableSum(items: readonly Item[]): string | undefined {
  if (items.length === 0 || items.some((i) => i.refundable === undefined)) return undefined;
  return sumMoney(items.map((i) => i.refundable!));
}
