/**
 * What the shopper paid for each line of an order, in cents.
 *
 * Rule: the order's total (goods + freight − discount) is split across its lines in
 * proportion to each line's goods amount (price × quantity), rounding down, and the cents
 * lost to rounding go to the last line; so the shares are whole cents, never negative, and
 * add up to exactly the total. A refund of some lines may return at most their shares less
 * what was already refunded on them.
 */
export interface PaidLine {
  id: number;
  price: number;
  quantity: number;
}

export function paidShares(lines: readonly PaidLine[], total: number): Map<number, number> {
  const shares = new Map<number, number>();
  const goods = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  let given = 0;
  lines.forEach((line, index) => {
    const share =
      index === lines.length - 1
        ? total - given
        : goods === 0
          ? 0
          : Math.floor((total * line.price * line.quantity) / goods);
    shares.set(line.id, share);
    given += share;
  });
  return shares;
}

/**
 * Spreads a refunded amount over the refunded lines, each up to what is still refundable on
 * it, in line order; returns cents per line id (adds up to `amount` when it is within bounds).
 */
export function spreadRefund(amount: number, refundable: ReadonlyMap<number, number>): Map<number, number> {
  const spread = new Map<number, number>();
  let left = amount;
  for (const [id, room] of refundable) {
    const take = Math.min(room, left);
    spread.set(id, take);
    left -= take;
  }
  return spread;
}
