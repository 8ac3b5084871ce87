import type {
  AuditLogQuery,
  BillExportQuery,
  BillLine,
  BillQuery,
  CardTopUpInfo,
  ChainDeposit,
  ChainDepositQuery,
  DepositAddress,
  WithdrawalBody,
  WithdrawalInfo,
  WithdrawalRecord,
  Network,
  Page,
  TopUpBody,
  TopUpRecord,
} from '@bazaar/contract';
import type { DownloadedFile } from '../file-response';
import type { IdempotentOptions, RequestFn } from '../request-types';

/** Top-ups, withdrawals and the ledger (token). Method names say what they do; the URLs keep the wire's names. */
export function createWalletApi(http: RequestFn) {
  return {
    /** Top-up networks and the platform's address on each. */
    networks: () => http<Network[]>({ method: 'GET', url: '/user/getBlockchain' }),
    /**
     * The caller's own top-up address on a network (the same on every call), with its minimum and
     * the confirmations a top-up waits for. Refused (code 0) on a network without an xpub.
     * @example const { address, confirmations } = await client.wallet.topUpAddress(2);
     */
    topUpAddress: (networkId: number) =>
      http<DepositAddress>({ method: 'GET', url: '/user/deposit_address', params: { network_id: networkId } }),
    /**
     * Transfers the chain watcher has seen to the caller's own address on a network, newest first,
     * with their confirmations so far (as of the watcher's last round) and the recharge once credited.
     * @example const { data } = await client.wallet.chainDeposits({ network_id: 2, page: 1 });
     */
    chainDeposits: (query: ChainDepositQuery) =>
      http<Page<ChainDeposit>>({ method: 'GET', url: '/user/chain_deposits', params: query }),
    /**
     * Submits a top-up for audit.
     * @example await client.wallet.topUp({ type: 'chain', amount: '100', image: url, network_id: 1, address: '0xabc' }, { idempotencyKey });
     */
    topUp: (body: TopUpBody, options: IdempotentOptions = {}) =>
      http<TopUpRecord>({ method: 'POST', url: '/user/recharge', data: body, ...options }),
    /** The card top-up form's receiving account per currency and its maximum amount. */
    cardTopUpInfo: () => http<CardTopUpInfo>({ method: 'GET', url: '/user/recharge_info' }),
    /** Top-up records; `id` narrows them to one. */
    topUpRecords: (query: AuditLogQuery = {}) =>
      http<Page<TopUpRecord>>({ method: 'GET', url: '/user/recharge_log', params: query }),
    /** Balance, fee rate and limits for the withdrawal page. */
    withdrawalInfo: () => http<WithdrawalInfo>({ method: 'GET', url: '/user/extract' }),
    /** Requests a withdrawal; the amount is frozen until audited. */
    requestWithdrawal: (body: WithdrawalBody, options: IdempotentOptions = {}) =>
      http<WithdrawalRecord>({ method: 'POST', url: '/user/extract', data: body, ...options }),
    /** Withdrawal records. */
    withdrawalRecords: (query: AuditLogQuery = {}) =>
      http<Page<WithdrawalRecord>>({ method: 'GET', url: '/user/extract_log', params: query }),
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
/** The wallet: networks and deposit addresses, top-ups, withdrawals, their records and the bill with its export. */
export type WalletApi = ReturnType<typeof createWalletApi>;
