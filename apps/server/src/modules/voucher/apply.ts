import type { CheckoutVouchers, VoucherUnusable } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import type { VoucherRow } from './render';
import { discountOf, largestRemainder } from './rules';

type Reason = VoucherUnusable['reason'];
type Slot = 'shop' | 'platform' | 'shipping';

/** A would-be order's goods and freight, in cents, before vouchers; `promo`: what a promo code took off its goods. */
export interface VoucherGroup {
  shopId: number;
  goods: number;
  freight: number;
  promo: number;
}

/** One my-voucher applied: what it takes off each order of the checkout (by shop). */
export interface AppliedVoucher {
  userVoucherId: number;
  voucherId: number;
  scope: Slot;
  byShop: Map<number, number>;
}

export interface VoucherApplication {
  /** Per shop: the shop voucher's, the platform voucher's share and the shipping voucher's share, in cents. */
  byShop: Map<number, { shop: number; platform: number; shipping: number }>;
  spent: AppliedVoucher[];
  applied: CheckoutVouchers;
  best: CheckoutVouchers;
  unusable: { id: number; reason: Reason; minSpend?: number }[];
}

interface Held {
  id: number;
  user_id: number;
  status: string;
  voucher: VoucherRow;
}

/** The most of the caller's valid vouchers `best` looks at (those ending soonest). */
const HELD_MAX = 200;

/** The chosen my-vouchers (anyone's: a stranger's is refused as `not_yours`), and the caller's unused valid ones. */
async function heldVouchers(db: DbOrTrx, userId: number, chosen: number[], now: number): Promise<Held[]> {
  const base = db
    .selectFrom('user_vouchers as uv')
    .innerJoin('vouchers as v', 'v.id', 'uv.voucher_id')
    .selectAll('v')
    .select(['uv.id as uv_id', 'uv.user_id as uv_user', 'uv.status as uv_status']);
  const [picked, valid] = await Promise.all([
    chosen.length ? base.where('uv.id', 'in', chosen).execute() : [],
    base
      .where('uv.user_id', '=', userId)
      .where('uv.status', '=', 'unused')
      .where('v.stopped', '=', 0)
      .where('v.starts_at', '<=', now)
      .where('v.ends_at', '>=', now)
      .orderBy('v.ends_at', 'asc')
      .orderBy('uv.id', 'asc')
      .limit(HELD_MAX)
      .execute(),
  ]);
  const byId = new Map([...valid, ...picked].map((r) => [r.uv_id, r]));
  return [...byId.values()].map(({ uv_id, uv_user, uv_status, ...voucher }) => ({
    id: uv_id,
    user_id: uv_user,
    status: uv_status,
    voucher,
  }));
}

/** Why `held` cannot take this slot of this checkout, or undefined when it can. */
function refusal(
  held: Held | undefined,
  userId: number,
  slot: Slot,
  slotShop: number | undefined,
  groups: readonly VoucherGroup[],
  promoApplied: boolean,
  now: number,
): Reason | undefined {
  if (!held || held.user_id !== userId) return 'not_yours';
  const v = held.voucher;
  if (held.status !== 'unused') return 'used';
  if (v.stopped || now > v.ends_at) return 'expired';
  if (now < v.starts_at) return 'not_started';
  if (v.scope !== slot) return 'scope';
  if (slot === 'shop' && (v.shop_id !== slotShop || !groups.some((g) => g.shopId === slotShop))) return 'wrong_shop';
  if (slot === 'platform' && promoApplied) return 'promo_conflict';
  const goods = slot === 'shop' ? groups.find((g) => g.shopId === slotShop)!.goods : sumOf(groups, 'goods');
  if (goods < v.min_spend) return 'min_spend';
  return undefined;
}

const sumOf = (groups: readonly VoucherGroup[], key: 'goods' | 'freight') => groups.reduce((s, g) => s + g[key], 0);

interface Choice {
  shop: Map<number, Held>;
  platform?: Held;
  shipping?: Held;
}

/**
 * Applies a choice in the contract's order: each shop voucher on its shop's goods (less a promo
 * code's part); the platform voucher on what is left of all goods, shared over the orders by what
 * is left of each (largest remainder, whole cents); the shipping voucher on the freight, shared by
 * freight. No order's goods or freight go below zero.
 */
function compute(groups: readonly VoucherGroup[], choice: Choice) {
  const byShop = new Map(groups.map((g) => [g.shopId, { shop: 0, platform: 0, shipping: 0 }]));
  const spent: AppliedVoucher[] = [];
  for (const g of groups) {
    const held = choice.shop.get(g.shopId);
    if (!held) continue;
    const amount = discountOf(held.voucher, g.goods - g.promo);
    byShop.get(g.shopId)!.shop = amount;
    spent.push({
      userVoucherId: held.id,
      voucherId: held.voucher.id,
      scope: 'shop',
      byShop: new Map([[g.shopId, amount]]),
    });
  }
  const share = (held: Held | undefined, scope: Slot, weights: [number, number][]) => {
    if (!held) return;
    const base = weights.reduce((s, [, w]) => s + w, 0);
    const split = largestRemainder(discountOf(held.voucher, base), weights);
    for (const [shopId, amount] of split) byShop.get(shopId)![scope === 'platform' ? 'platform' : 'shipping'] = amount;
    spent.push({ userVoucherId: held.id, voucherId: held.voucher.id, scope, byShop: split });
  };
  share(
    choice.platform,
    'platform',
    groups.map((g) => [g.shopId, g.goods - g.promo - byShop.get(g.shopId)!.shop]),
  );
  share(
    choice.shipping,
    'shipping',
    groups.map((g) => [g.shopId, g.freight]),
  );
  const saved = [...byShop.values()].reduce((s, d) => s + d.shop + d.platform + d.shipping, 0);
  return { byShop, spent, saved };
}

/** The choice in the contract's request shape. */
function asRequest(choice: Choice): CheckoutVouchers {
  return {
    ...(choice.shop.size
      ? { shop: Object.fromEntries([...choice.shop].map(([shopId, held]) => [String(shopId), held.id])) }
      : {}),
    ...(choice.platform ? { platform: choice.platform.id } : {}),
    ...(choice.shipping ? { shipping: choice.shipping.id } : {}),
  };
}

/** The most platform and shipping vouchers `best` tries (each with every one of the other). */
const PAIR_CANDIDATES = 20;

/**
 * The combination of the caller's unused vouchers that saves most: per shop the shop voucher that
 * takes most off its goods (more off a shop's goods never lowers the total saved, whatever the
 * platform voucher), then every platform × shipping pair, at most `PAIR_CANDIDATES` of each (the
 * ones ending soonest first, so a tie keeps the voucher about to expire).
 */
function bestChoice(
  held: readonly Held[],
  userId: number,
  groups: readonly VoucherGroup[],
  promoApplied: boolean,
  now: number,
): Choice {
  const usable = (slot: Slot, shopId?: number) =>
    held.filter((h) => !refusal(h, userId, slot, shopId, groups, promoApplied, now));
  const choice: Choice = { shop: new Map() };
  for (const g of groups) {
    let top: Held | undefined;
    let most = 0;
    for (const h of usable('shop', g.shopId)) {
      const amount = discountOf(h.voucher, g.goods - g.promo);
      if (amount > most) [top, most] = [h, amount];
    }
    if (top) choice.shop.set(g.shopId, top);
  }
  const platforms = [undefined, ...usable('platform').slice(0, PAIR_CANDIDATES)];
  const shippings = [undefined, ...usable('shipping').slice(0, PAIR_CANDIDATES)];
  let best = { choice, saved: compute(groups, choice).saved };
  for (const platform of platforms) {
    for (const shipping of shippings) {
      const candidate = { shop: choice.shop, platform, shipping };
      const saved = compute(groups, candidate).saved;
      if (saved > best.saved) best = { choice: candidate, saved };
    }
  }
  return best.choice;
}

/**
 * Applies the chosen vouchers to a checkout and explains the ones that cannot apply; also answers
 * the best combination of the caller's vouchers. A promo code that applies takes the platform
 * voucher's place. A voucher chosen twice is `used` the second time.
 */
export async function applyVouchers(
  db: DbOrTrx,
  userId: number,
  groups: readonly VoucherGroup[],
  request: CheckoutVouchers | undefined,
  promoApplied: boolean,
  now: number,
): Promise<VoucherApplication> {
  const wanted: { id: number; slot: Slot; shopId?: number }[] = [
    // A key that is no shop id is an unknown field: ignored, as the contract ignores those.
    ...Object.entries(request?.shop ?? {})
      .filter(([shopId]) => /^[1-9][0-9]*$/.test(shopId))
      .map(([shopId, id]) => ({
        id,
        slot: 'shop' as const,
        shopId: Number(shopId),
      })),
    ...(request?.platform ? [{ id: request.platform, slot: 'platform' as const }] : []),
    ...(request?.shipping ? [{ id: request.shipping, slot: 'shipping' as const }] : []),
  ];
  const held = await heldVouchers(
    db,
    userId,
    wanted.map((w) => w.id),
    now,
  );
  const byId = new Map(held.map((h) => [h.id, h]));
  const choice: Choice = { shop: new Map() };
  const unusable: VoucherApplication['unusable'] = [];
  const taken = new Set<number>();
  for (const w of wanted) {
    const h = byId.get(w.id);
    const reason = taken.has(w.id) ? 'used' : refusal(h, userId, w.slot, w.shopId, groups, promoApplied, now);
    if (reason) {
      unusable.push({ id: w.id, reason, ...(reason === 'min_spend' ? { minSpend: h!.voucher.min_spend } : {}) });
      continue;
    }
    taken.add(w.id);
    if (w.slot === 'shop') choice.shop.set(w.shopId!, h!);
    else choice[w.slot] = h!;
  }
  const { byShop, spent } = compute(groups, choice);
  const best = bestChoice(
    held.filter((h) => h.user_id === userId),
    userId,
    groups,
    promoApplied,
    now,
  );
  return { byShop, spent, applied: asRequest(choice), best: asRequest(best), unusable };
}
