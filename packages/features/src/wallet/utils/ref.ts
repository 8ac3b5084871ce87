/** Ledger refs ("withdrawal:12") the shopper can recognise; others (seed, tests) are not shown. */
const KINDS = ['recharge', 'withdrawal', 'order', 'refund'] as const;
export type RefKind = (typeof KINDS)[number];

export function parseRef(ref: string): { kind: RefKind; id: string } | undefined {
  const match = /^([a-z_]+):(\d+)$/.exec(ref);
  const kind = match?.[1] as RefKind | undefined;
  return match && kind && KINDS.includes(kind) ? { kind, id: match[2]! } : undefined;
}
