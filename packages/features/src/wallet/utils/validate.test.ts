import { describe, expect, it } from 'vitest';
import type { Network, WithdrawalInfo } from '@bazaar/contract';
import { checkWithdrawal, checkTopUp, type WithdrawalInput } from './validate';

const network: Network = {
  id: 1,
  name: 'TRC20',
  currency: 'USDT',
  address: 'T1',
  min_amount: '10.00',
  address_format: 'tron',
};
const erc20: Network = { ...network, id: 2, name: 'ERC20', address_format: 'evm' };
const TRON = 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy';
const EVM = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

describe('checkTopUp', () => {
  const ok = { type: 'chain' as const, network, amount: '20', address: TRON, image: '/uploads/a.png' };
  it.each([
    [{ network: undefined }, 'chooseNetwork'],
    [{ address: ' ' }, 'fillAddress'],
    [{ address: '', amount: '' }, 'correctAmount'],
    [{ amount: '' }, 'correctAmount'],
    [{ amount: '0.00' }, 'correctAmount'],
    [{ amount: '9.99' }, 'belowMin'],
    [{ image: undefined }, 'uploadEvidence'],
    [{ address: 'TXYZ' }, 'addressFormatTron'],
    [{ address: 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzx' }, 'addressChecksum'],
    [{ network: erc20, amount: '20', address: TRON }, 'addressFormatEvm'],
  ])('%j → %s', (change, key) => {
    expect(checkTopUp({ ...ok, ...change })?.key).toBe(key);
  });

  it('names the network in an address refusal', () => {
    expect(checkTopUp({ ...ok, address: 'abc' })).toEqual({ key: 'addressFormatTron', text: { network: 'TRC20' } });
    expect(checkTopUp({ ...ok, network: erc20, address: EVM })).toBeNull();
  });

  it.each([
    ['12', 'accountFormat'],
    ['abcdefgh', 'accountFormat'],
    ['TXYZ', 'accountFormat'],
    ['4111 1111 1111 1112', 'accountCardChecksum'],
    ['GB82 WEST 1234 5698 7654 31', 'accountIbanChecksum'],
    ['4111 1111 1111 1111', undefined],
    ['GB82 WEST 1234 5698 7654 32', undefined],
  ])('the card form’s paying account %s → %s', (address, key) => {
    const card = { type: 'manual' as const, amount: '50', address, image: '/uploads/a.png' };
    expect(checkTopUp(card)?.key).toBe(key);
  });

  it('checks the card form in its field order: amount, its maximum, then the paying account', () => {
    const card = { type: 'manual' as const, amount: '', address: '', maxAmount: '500.00' };
    expect(checkTopUp(card)?.key).toBe('correctAmount');
    expect(checkTopUp({ ...card, amount: '500.01' })).toEqual({ key: 'aboveMax', params: { max: '500.00' } });
    expect(checkTopUp({ ...card, amount: '500' })?.key).toBe('fillAccount');
    expect(checkTopUp({ ...card, amount: '500', address: '4111 1111 1111 1111' })?.key).toBe('uploadEvidence');
  });

  it('passes a complete form; manual needs no network', () => {
    expect(checkTopUp(ok)).toBeNull();
    expect(checkTopUp({ ...ok, type: 'manual', network: undefined, amount: '1' })).toBeNull();
  });
});

describe('checkWithdrawal', () => {
  const info: WithdrawalInfo = {
    money: '500.00',
    fee_rate: 1,
    min_amount: '10.00',
    max_amount: '300.00',
    daily_limit: '1000.00',
    types: ['bank', 'chain'],
  };
  const bank: WithdrawalInput = {
    type: 'bank',
    amount: '100',
    bank_card_no: '6222 0000 1111 2223',
    bank_name: 'Bank',
    account_name: 'Name',
    address: '',
  };
  it.each([
    [{ amount: '' }, 'drawPositive'],
    [{ amount: '0' }, 'drawPositive'],
    [{ amount: '500.01' }, 'drawExceeds'],
    [{ amount: '9.99' }, 'drawBelowMin'],
    [{ amount: '300.01' }, 'drawAboveMax'],
    [{ bank_card_no: '' }, 'fillBankCard'],
    [{ bank_card_no: '12' }, 'bankCardLength'],
    [{ bank_card_no: '6222abcd11112223' }, 'bankCardDigits'],
    [{ bank_card_no: '6222000011112222' }, 'bankCardChecksum'],
    [{ bank_name: '' }, 'fillBankName'],
    [{ account_name: '' }, 'fillAccountName'],
    [{ type: 'chain' as const }, 'drawChooseNetwork'],
    [{ type: 'chain' as const, network_id: 1 }, 'fillWithdrawAddress'],
    [{ type: 'chain' as const, network_id: 1, address: 'abc' }, 'addressFormatTron'],
    [{ type: 'chain' as const, network_id: 1, address: EVM }, 'addressFormatTron'],
  ])('%j → %s', (change, key) => {
    expect(checkWithdrawal({ ...bank, ...change }, info, network)?.key).toBe(key);
  });

  it('passes complete bank and chain forms', () => {
    expect(checkWithdrawal(bank, info)).toBeNull();
    expect(checkWithdrawal({ ...bank, type: 'chain', network_id: 1, address: TRON }, info, network)).toBeNull();
    expect(checkWithdrawal({ ...bank, type: 'chain', network_id: 2, address: EVM }, info, erc20)).toBeNull();
  });
});
