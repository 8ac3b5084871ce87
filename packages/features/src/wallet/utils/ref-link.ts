import type { BillLine } from '@bazaar/contract';
import type { StorefrontLinks } from '../../lib';
import { parseRef, type RefKind } from './ref';

/** Where a fund record's reference leads: the order (of an order or a refund), or the one top-up or withdrawal. */
export function refLink(
  line: Pick<BillLine, 'ref' | 'order_id'>,
  links: Pick<StorefrontLinks, 'orderInfo' | 'topUpRecord' | 'withdrawalRecords'>,
): { kind: RefKind; id: string; to: string | undefined } | undefined {
  const parsed = parseRef(line.ref);
  if (!parsed) return undefined;
  const id = Number(parsed.id);
  const to = {
    order: line.order_id ? links.orderInfo(line.order_id) : undefined,
    refund: line.order_id ? links.orderInfo(line.order_id) : undefined,
    recharge: links.topUpRecord(id),
    withdrawal: links.withdrawalRecords(id),
  }[parsed.kind];
  return { ...parsed, to };
}
