import { VOUCHER_SCOPES } from '@bazaar/contract';

/** Where the voucher screens live: the list; its editor is `<vouchers>/<id>`, a new voucher `<vouchers>/new`. */
export interface VoucherPaths {
  vouchers: string;
}

/** The scope tabs and filter: every scope the caller may see, then each. */
export const SCOPE_FILTERS = ['all', ...VOUCHER_SCOPES] as const;
export type ScopeFilter = (typeof SCOPE_FILTERS)[number];
