import type {
  AuditLogQuery,
  BillExportQuery,
  BillLine,
  BillQuery,
  CardRechargeInfo,
  DepositAddress,
  ExtractBody,
  ExtractInfo,
  ExtractRecord,
  Network,
  Page,
  RechargeBody,
  RechargeRecord,
} from '@bazaar/contract';
import type { DownloadedFile } from '../file-response';
import type { IdempotentOptions, RequestFn } from '../request-types';

/** Recharge, withdrawal and the ledger (token). */
export function createWalletApi(http: RequestFn) {
  return {
    /** Deposit networks and the platform's address on each. */
    networks: () => http<Network[]>({ method: 'GET', url: '/user/getBlockchain' }),
    /**
     * The caller's own deposit address on a network (the same on every call), with its minimum and
     * the confirmations a deposit waits for. Refused (code 0) on a network without an xpub.
     * @example const { address, confirmations } = await client.wallet.depositAddress(2);
     */
    depositAddress: (networkId: number) =>
      http<DepositAddress>({ method: 'GET', url: '/user/deposit_address', params: { network_id: networkId } }),
    /**
     * Submits a recharge for audit.
     * @example await client.wallet.recharge({ type: 'chain', amount: '100', image: url, network_id: 1, address: '0xabc' }, { idempotencyKey });
     */
    recharge: (body: RechargeBody, options: IdempotentOptions = {}) =>
      http<RechargeRecord>({ method: 'POST', url: '/user/recharge', data: body, ...options }),
    /** The card top-up form's receiving account per currency and its maximum amount. */
    cardRechargeInfo: () => http<CardRechargeInfo>({ method: 'GET', url: '/user/recharge_info' }),
    /** Recharge records; `id` narrows them to one. */
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
    /**
     * The fund records of a period (unix seconds, both ends included) as a file: CSV, or a PDF
     * statement in the caller's language. A bad period is refused (code 0) like any call.
     * @example const { blob, filename } = await client.wallet.billExport({ format: 'csv', from, to });
     */
    billExport: (query: BillExportQuery) =>
      http<DownloadedFile>({ method: 'GET', url: '/user/bill_export', params: query, file: true }),
  };
}
export type WalletApi = ReturnType<typeof createWalletApi>;
