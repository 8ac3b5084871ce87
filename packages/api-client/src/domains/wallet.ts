import type {
  AuditLogQuery,
  BillLine,
  BillQuery,
  ExtractBody,
  ExtractInfo,
  ExtractRecord,
  Network,
  Page,
  RechargeBody,
  RechargeRecord,
} from '@bazaar/contract';
import type { IdempotentOptions, RequestFn } from '../request-types';

/** Recharge, withdrawal and the ledger (token). */
export function createWalletApi(http: RequestFn) {
  return {
    /** Deposit networks and the platform's address on each. */
    networks: () => http<Network[]>({ method: 'GET', url: '/user/getBlockchain' }),
    /**
     * Submits a recharge for audit.
     * @example await client.wallet.recharge({ type: 'chain', amount: '100', image: url, network_id: 1, address: '0xabc' }, { idempotencyKey });
     */
    recharge: (body: RechargeBody, options: IdempotentOptions = {}) =>
      http<RechargeRecord>({ method: 'POST', url: '/user/recharge', data: body, ...options }),
    /** Recharge records. */
    rechargeLog: (query: AuditLogQuery = {}) =>
      http<Page<RechargeRecord>>({ method: 'GET', url: '/user/recharge_log', params: query }),
    /** Balance, fee rate and limits for the withdrawal page. */
    extractInfo: () => http<ExtractInfo>({ method: 'GET', url: '/user/extract' }),
    /** Requests a withdrawal; the amount is frozen until audited. */
    extract: (body: ExtractBody, options: IdempotentOptions = {}) =>
      http<ExtractRecord>({ method: 'POST', url: '/user/extract', data: body, ...options }),
    /** Withdrawal records. */
    extractLog: (query: AuditLogQuery = {}) =>
      http<Page<ExtractRecord>>({ method: 'GET', url: '/user/extract_log', params: query }),
    /** Fund records: one signed line per balance change. */
    bill: (query: BillQuery = {}) => http<Page<BillLine>>({ method: 'GET', url: '/user/bill', params: query }),
  };
}
export type WalletApi = ReturnType<typeof createWalletApi>;
