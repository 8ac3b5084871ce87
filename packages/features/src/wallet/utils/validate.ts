import {
  bankCardProblem,
  chainAddressProblem,
  normalizeBankCardNo,
  normalizePayingAccount,
  payingAccountProblem,
  type BankCardProblem,
  type ChainAddressProblem,
  type PayingAccountProblem,
  type WithdrawalInfo,
  type WithdrawalType,
  type Network,
  type TopUpType,
} from '@bazaar/contract';
import { toCents } from '@bazaar/design-system';

/** Keys under `msg.` of the wallet locale; the same checks the server makes, so no round trip. */
export type WalletMsg =
  | 'fillAddress'
  | 'fillAccount'
  | 'correctAmount'
  | 'aboveMax'
  | 'uploadEvidence'
  | 'chooseNetwork'
  | 'belowMin'
  | 'drawPositive'
  | 'drawExceeds'
  | 'drawBelowMin'
  | 'drawAboveMax'
  | 'fillBankCard'
  | 'bankCardDigits'
  | 'bankCardLength'
  | 'bankCardChecksum'
  | 'fillBankName'
  | 'fillAccountName'
  | 'fillWithdrawAddress'
  | 'drawChooseNetwork'
  | 'addressFormatEvm'
  | 'addressFormatTron'
  | 'addressChecksum'
  | 'accountFormat'
  | 'accountCardChecksum'
  | 'accountIbanChecksum';

export interface Refusal {
  key: WalletMsg;
  /** Amounts the message names, shown as money with the currency. */
  params?: Record<string, string>;
  /** Words the message names (a network's name), shown as they are. */
  text?: Record<string, string>;
}

const positive = (amount: string) => amount.trim() !== '' && toCents(amount) > 0n;

export interface TopUpInput {
  type: TopUpType;
  network?: Network;
  amount: string;
  address: string;
  image?: string;
  /** The card top-up maximum (user/recharge_info), once loaded. */
  maxAmount?: string;
}

/**
 * Top-up (docs/product.md#form-messages), in the order the forms show their fields, as the server checks them: the
 * chain network, the amount (the network's minimum, the card maximum), the paying address or
 * account, the evidence.
 */
export function checkTopUp(form: TopUpInput): Refusal | null {
  if (form.type === 'chain' && !form.network) return { key: 'chooseNetwork' };
  if (!positive(form.amount)) return { key: 'correctAmount' };
  if (form.network && toCents(form.amount) < toCents(form.network.min_amount)) {
    return { key: 'belowMin', params: { min: form.network.min_amount } };
  }
  if (form.type === 'manual' && form.maxAmount && toCents(form.amount) > toCents(form.maxAmount)) {
    return { key: 'aboveMax', params: { max: form.maxAmount } };
  }
  const paying =
    form.type === 'chain' ? checkAddress(form.address, form.network, 'fillAddress') : checkPayingAccount(form.address);
  if (paying) return paying;
  if (!form.image) return { key: 'uploadEvidence' };
  return null;
}

const ADDRESS_MESSAGES: Record<Network['address_format'], Record<ChainAddressProblem, WalletMsg>> = {
  evm: { format: 'addressFormatEvm', checksum: 'addressChecksum' },
  tron: { format: 'addressFormatTron', checksum: 'addressChecksum' },
};

/** A chain address's refusal on its network (empty, then the contract's checks), or null. */
function checkAddress(address: string, network: Network | undefined, empty: WalletMsg): Refusal | null {
  const text = address.trim();
  if (!text) return { key: empty };
  if (!network) return null;
  const problem = chainAddressProblem(text, network.address_format);
  return problem ? { key: ADDRESS_MESSAGES[network.address_format][problem], text: { network: network.name } } : null;
}

const ACCOUNT_MESSAGES: Record<PayingAccountProblem, WalletMsg> = {
  format: 'accountFormat',
  card_checksum: 'accountCardChecksum',
  iban_checksum: 'accountIbanChecksum',
};

/** The card top-up's paying account: a card or account number that can exist. */
function checkPayingAccount(account: string): Refusal | null {
  if (!account.trim()) return { key: 'fillAccount' };
  const problem = payingAccountProblem(normalizePayingAccount(account));
  return problem ? { key: ACCOUNT_MESSAGES[problem] } : null;
}

const CARD_MESSAGES: Record<BankCardProblem, WalletMsg> = {
  digits: 'bankCardDigits',
  length: 'bankCardLength',
  checksum: 'bankCardChecksum',
};

/** The bank card number's refusal (empty, then the contract's checks), or null. */
function checkBankCard(cardNo: string): Refusal | null {
  if (!cardNo.trim()) return { key: 'fillBankCard' };
  const problem = bankCardProblem(normalizeBankCardNo(cardNo));
  return problem ? { key: CARD_MESSAGES[problem] } : null;
}

export interface WithdrawalInput {
  type: WithdrawalType;
  amount: string;
  bank_card_no: string;
  bank_name: string;
  account_name: string;
  network_id?: number;
  address: string;
}

/**
 * Withdrawal (docs/product.md#form-messages): the two amount messages first, then the limits, then the payee fields; a
 * chain address is checked against `network`, the one `network_id` chose.
 */
export function checkWithdrawal(form: WithdrawalInput, info: WithdrawalInfo, network?: Network): Refusal | null {
  if (!positive(form.amount)) return { key: 'drawPositive' };
  const cents = toCents(form.amount);
  if (cents > toCents(info.money)) return { key: 'drawExceeds' };
  if (cents < toCents(info.min_amount)) return { key: 'drawBelowMin', params: { min: info.min_amount } };
  if (cents > toCents(info.max_amount)) return { key: 'drawAboveMax', params: { max: info.max_amount } };
  if (form.type === 'bank') {
    const card = checkBankCard(form.bank_card_no);
    if (card) return card;
    if (!form.bank_name.trim()) return { key: 'fillBankName' };
    if (!form.account_name.trim()) return { key: 'fillAccountName' };
    return null;
  }
  if (!form.network_id) return { key: 'drawChooseNetwork' };
  return checkAddress(form.address, network, 'fillWithdrawAddress');
}
