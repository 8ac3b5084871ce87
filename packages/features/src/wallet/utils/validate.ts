import type { ExtractInfo, ExtractType, Network, RechargeType } from '@bazaar/contract';
import { toCents } from '@bazaar/design-system';

/** Keys under `msg.` of the wallet locale; the same checks the server makes, so no round trip. */
export type WalletMsg =
  | 'fillAddress'
  | 'correctAmount'
  | 'uploadEvidence'
  | 'chooseNetwork'
  | 'belowMin'
  | 'drawPositive'
  | 'drawExceeds'
  | 'drawBelowMin'
  | 'drawAboveMax'
  | 'fillBankCard'
  | 'fillBankName'
  | 'fillAccountName'
  | 'fillWithdrawAddress';

export interface Refusal {
  key: WalletMsg;
  params?: Record<string, string>;
}

const positive = (amount: string) => amount.trim() !== '' && toCents(amount) > 0n;

export interface RechargeForm {
  type: RechargeType;
  network?: Network;
  amount: string;
  address: string;
  image?: string;
}

/** Recharge (§5): chain network, address, amount (and the network's minimum), evidence. */
export function checkRecharge(form: RechargeForm): Refusal | null {
  if (form.type === 'chain' && !form.network) return { key: 'chooseNetwork' };
  if (!form.address.trim()) return { key: 'fillAddress' };
  if (!positive(form.amount)) return { key: 'correctAmount' };
  if (form.network && toCents(form.amount) < toCents(form.network.min_amount)) {
    return { key: 'belowMin', params: { min: form.network.min_amount } };
  }
  if (!form.image) return { key: 'uploadEvidence' };
  return null;
}

export interface ExtractForm {
  type: ExtractType;
  amount: string;
  bank_card_no: string;
  bank_name: string;
  account_name: string;
  network_id?: number;
  address: string;
}

/** Withdrawal (§5): the two amount messages first, then the limits, then the payee fields. */
export function checkExtract(form: ExtractForm, info: ExtractInfo): Refusal | null {
  if (!positive(form.amount)) return { key: 'drawPositive' };
  const cents = toCents(form.amount);
  if (cents > toCents(info.money)) return { key: 'drawExceeds' };
  if (cents < toCents(info.min_amount)) return { key: 'drawBelowMin', params: { min: info.min_amount } };
  if (cents > toCents(info.max_amount)) return { key: 'drawAboveMax', params: { max: info.max_amount } };
  if (form.type === 'bank') {
    if (!form.bank_card_no.trim()) return { key: 'fillBankCard' };
    if (!form.bank_name.trim()) return { key: 'fillBankName' };
    if (!form.account_name.trim()) return { key: 'fillAccountName' };
    return null;
  }
  if (!form.network_id) return { key: 'chooseNetwork' };
  if (!form.address.trim()) return { key: 'fillWithdrawAddress' };
  return null;
}
