import type {
  AuditLogQuery,
  BillLine,
  BillQuery,
  CardRechargeInfo,
  ChainDeposit,
  ChainDepositQuery,
  DepositAddress,
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
     * The caller's own deposit address on a network (the same on every call), with its minimum and
     * the confirmations a deposit waits for. Refused (code 0) on a network without an xpub.
     * @example const { address, confirmations } = await client.wallet.depositAddress(2);
     */
    depositAddress: (networkId: number) =>
      http<DepositAddress>({ method: 'GET', url: '/user/deposit_address', params: { network_id: networkId } }),
    /**
     * Transfers the chain watcher has seen to the caller's own address on a network, newest first,
     * with their confirmations so far (as of the watcher's last round) and the recharge once credited.
     * @example const { data } = await client.wallet.chainDeposits({ network_id: 2, page: 1 });
     */
    chainDeposits: (query: ChainDepositQuery) =>
      http<Page<ChainDeposit>>({ method: 'GET', url: '/user/chain_deposits', params: query }),
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
  };
}
export type WalletApi = ReturnType<typeof createWalletApi>;
